import { useEffect, useState } from 'react';
import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import { StatusBadge } from '../../components/StatusBadge';
import { useToasts } from '../../components/Toast';
import { bulkpay } from '../../bridge';
import { formatMoney, timeLeft, unlessUnknown } from '../accounts/format';
import { bulkOutcomeView } from './bulk-words';
import { tr } from '../../i18n/locale';

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
    <li className="bulk-card" data-testid="bulk-card" data-state={bulk.state}>
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
        {bulk.totalCount} payments · <span className="num">{totalsText(bulk.currencyTotals)}</span>
        {bulk.accountLabel ? ` · from ${bulk.accountLabel}` : ''}
      </p>
      {bulk.approvalDeadline && (
        <p className="bulk-deadline">
          Approve in your bank app: {timeLeft(bulk.approvalDeadline, now)} left of the one-hour window.
        </p>
      )}
      {bulk.processed && bulk.state === 'approved' && (
        <p>
          {tr('bulk.outcome', { count: bulk.paidCount })}
          {unsent ? `, ${tr('bulk.unsent', { count: unsent })}` : ''}
        </p>
      )}
      {bulk.state === 'rejected' && <p>Declined on the phone, or not approved within the hour. Nothing was paid.</p>}
      {bulk.lastError && <p className="bulk-problem">{bulk.lastError}</p>}
      {problem && !bulk.lastError && <p className="bulk-problem">{problem}</p>}
      <div className="bulk-actions">
        {onOpen && (
          <button type="button" onClick={onOpen}>
            Open
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
    if (!result.ok) return toast('error', result.error.message, `resend-${bulk.id}`);
    const a = result.value.account;
    setReview({
      ...result.value,
      account: a
        ? `${a.name} (${a.iban}), ${unlessUnknown(a, 'available', () => formatMoney(a.available, a.currency))} available`
        : null,
    });
  };
  const send = async () => {
    setBusy(true);
    const result = await bulkpay.bulks.resend({ bulkId: bulk.id });
    setBusy(false);
    setReview(undefined);
    // One topic per bulk: the outcome of sending again replaces an earlier error about it.
    if (!result.ok) toast('error', result.error.message, `resend-${bulk.id}`);
    else
      toast(
        'info',
        `The ${review?.count ?? ''} unsent payments were sent as a new bulk; approve it on your phone.`,
        `resend-${bulk.id}`,
      );
  };
  if (!review) {
    return (
      <button type="button" onClick={() => void start()} disabled={busy}>
        Send the unsent payments again…
      </button>
    );
  }
  return (
    <div className="resend-review" role="group" aria-label="Send the unsent payments again">
      <p>
        {review.count} payment{review.count === 1 ? '' : 's'} · {totalsText(review.totals)}
        {review.account ? ` · from ${review.account}` : ''}. They go as a new bulk with a new reference and need a new
        approval.
      </p>
      {review.blocked && <p className="bulk-problem">{review.blocked}</p>}
      <button type="button" className="primary" onClick={() => void send()} disabled={busy || review.blocked !== null}>
        Send {review.count} payment{review.count === 1 ? '' : 's'} again
      </button>
      <button type="button" onClick={() => setReview(undefined)}>
        Cancel
      </button>
    </div>
  );
}
