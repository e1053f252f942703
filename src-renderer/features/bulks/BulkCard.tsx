import { useEffect, useState } from 'react';
import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import { StatusBadge } from '../../components/StatusBadge';
import { useToasts } from '../../components/Toast';
import { bulkpay } from '../../bridge';
import { formatMoney, timeLeft, unlessUnknown } from '../accounts/format';
import { bulkOutcomeView } from './bulk-words';
import { tr } from '../../i18n/locale';
import { groupIban } from '../../../src-shared/payments/iban-groups';

const totalsText = (totals: Record<string, string>) =>
  Object.entries(totals)
    .map(([currency, amount]) => formatMoney(amount, currency))
    .join(' + ');

/** Ticks once a second while a countdown is on screen. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** One bulk on its way or done: state, time left to approve, outcome counts, and "send the unsent again". */
export function BulkCard({
  bulk,
  problem,
  onOpen,
}: {
  bulk: BulkSummary;
  problem: string | null;
  onOpen?: () => void;
}) {
  const now = useNow(bulk.approvalDeadline !== null);
  const state = bulkOutcomeView(bulk, now);
  const unsent = bulk.state === 'approved' ? (bulk.notSentCount ?? 0) : 0;
  return (
    <li className="bulk-card" data-testid="bulk-card" data-state={bulk.state} data-bulk-id={bulk.id}>
      <div className="bulk-card-head">
        <strong>
          {bulk.resubmissionOf
            ? tr('bulk.titleResend', { sequence: bulk.sequence, count: bulk.totalCount })
            : tr('bulk.title', { sequence: bulk.sequence })}
          {bulk.fileName ? ` · ${bulk.fileName}` : ''}
        </strong>
        <StatusBadge tone={state.tone}>{state.label}</StatusBadge>
      </div>
      <p>
        {tr('run.cardPayments', { count: bulk.totalCount })} ·{' '}
        <span className="num">{totalsText(bulk.currencyTotals)}</span>
        {bulk.accountLabel ? ` · ${tr('run.cardFrom', { account: bulk.accountLabel })}` : ''}
      </p>
      {bulk.approvalDeadline && (
        <p className="bulk-deadline">{tr('run.cardDeadline', { left: timeLeft(bulk.approvalDeadline, now) })}</p>
      )}
      {bulk.processed && bulk.state === 'approved' && (
        <p>
          {tr('bulk.outcome', { count: bulk.paidCount })}
          {unsent ? `, ${tr('bulk.unsent', { count: unsent })}` : ''}
        </p>
      )}
      {bulk.state === 'rejected' && (
        <p>
          {bulk.rejection === 'expired'
            ? tr('run.expiredText')
            : bulk.rejection === 'declined'
              ? tr('run.rejectedText')
              : tr('run.rejectedOrExpiredText')}
        </p>
      )}
      {bulk.lastError && <p className="bulk-problem">{bulk.lastError}</p>}
      {problem && !bulk.lastError && <p className="bulk-problem">{problem}</p>}
      <div className="bulk-actions">
        {onOpen && (
          <button type="button" onClick={onOpen}>
            {tr('run.open')}
          </button>
        )}
        {unsent > 0 && <ResendUnsent bulk={bulk} />}
      </div>
    </li>
  );
}

/** "Send the unsent payments again": its own review, then a new bulk with a new key. */
function ResendUnsent({ bulk }: { bulk: BulkSummary }) {
  const toast = useToasts((s) => s.show);
  const [review, setReview] = useState<{
    count: number;
    totals: Record<string, string>;
    blocked: string | null;
    account: string | null;
  }>();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    const result = await bulkpay.bulks.reviewResend({ bulkId: bulk.id });
    setBusy(false);
    if (!result.ok) return toast('error', result.error, `resend-${bulk.id}`);
    const a = result.value.account;
    setReview({
      ...result.value,
      account: a
        ? tr('run.resendAccount', {
            name: a.name,
            iban: groupIban(a.iban),
            available: unlessUnknown(a, 'available', () => formatMoney(a.available, a.currency)),
          })
        : null,
    });
  };
  const send = async () => {
    setBusy(true);
    const result = await bulkpay.bulks.resend({ bulkId: bulk.id });
    setBusy(false);
    setReview(undefined);
    // One topic per bulk: the outcome of sending again replaces an earlier error about it.
    if (!result.ok) toast('error', result.error, `resend-${bulk.id}`);
    else toast('info', { key: 'run.resendSent', params: { count: review?.count ?? 0 } }, `resend-${bulk.id}`);
  };
  if (!review) {
    return (
      <button type="button" onClick={() => void start()} disabled={busy}>
        {tr('run.resendStart')}
      </button>
    );
  }
  return (
    <div className="resend-review" role="group" aria-label={tr('run.resendGroup')}>
      <p>
        {tr('run.cardPayments', { count: review.count })} · {totalsText(review.totals)}
        {review.account ? ` · ${tr('run.cardFrom', { account: review.account })}` : ''}. {tr('run.resendText')}
      </p>
      {review.blocked && <p className="bulk-problem">{review.blocked}</p>}
      <button type="button" className="primary" onClick={() => void send()} disabled={busy || review.blocked !== null}>
        {tr('run.resendSend', { count: review.count })}
      </button>
      <button type="button" onClick={() => setReview(undefined)}>
        {tr('run.cancel')}
      </button>
    </div>
  );
}
