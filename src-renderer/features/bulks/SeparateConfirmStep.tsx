import { useEffect, useRef, useState } from 'react';
import type { ReviewSummary } from '../../../src-shared/ipc/channels/import-volume';
import type { SeparateConfirmation } from '../../../src-shared/validation/separate-confirmations';
import { groupIban } from '../../../src-shared/payments/iban-groups';
import { formatMoney, formatTotals } from '../payments/format';
import { useBulks } from './bulks-store';
import { useT } from '../../i18n/useT';

type Kind = ReviewSummary['separately'][number];

/** Where the confirmations are kept: the send's (useBulks, default) or another step's (a team release). */
export interface SeparateConfirmState {
  confirmed: readonly SeparateConfirmation[];
  confirm: (code: string, count: number, on: boolean) => void;
  busy: boolean;
}

/** The solo send's confirmations, in the bulks store. */
function useSendConfirmations(): SeparateConfirmState {
  const confirmed = useBulks((s) => s.confirmedSeparately);
  const confirm = useBulks((s) => s.confirmSeparately);
  const busy = useBulks((s) => s.busy !== undefined);
  return { confirmed, confirm, busy };
}

/** The sentence that says what sending does with a kind's payments ("these 40 payments will be PAID AGAIN"). */
const CONSEQUENCE: Record<string, string> = {
  sent_recently: 'reviewSight.paidAgain',
  payee_bank_details_changed: 'reviewSight.newAccount',
};
const CONFIRM_ALL: Record<string, string> = {
  sent_recently: 'reviewSight.confirmAllAgain',
  payee_bank_details_changed: 'reviewSight.confirmAllNew',
};

/**
 * The step between Review and sending for payments the general "I have checked these warnings"
 * does not cover (paying again, changed bank details): each kind says what happens to the money,
 * lists its payments, and is confirmed payment by payment or for the whole group.
 */
export function SeparateConfirmStep({
  kinds,
  onContinue,
  onBack,
  continueLabel,
  state,
}: {
  kinds: Kind[];
  onContinue: () => void;
  onBack: () => void;
  continueLabel: string;
  /** Kept elsewhere than the send's store (the team release step). */
  state?: SeparateConfirmState;
}) {
  const { t } = useT();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const send = useSendConfirmations();
  const { confirmed, busy } = state ?? send;
  const all = kinds.every((k) => confirmed.some((c) => c.code === k.code && c.count === k.count));
  return (
    <div className="separate-confirm" role="group" aria-labelledby="separate-title" data-testid="separate-confirm">
      <h3 id="separate-title" tabIndex={-1} ref={title}>
        {t('reviewSight.separateTitle')}
      </h3>
      <p>{t('reviewSight.separateIntro')}</p>
      {kinds.map((kind) => (
        <KindToConfirm key={kind.code} kind={kind} state={state ?? send} />
      ))}
      <div className="bulk-actions">
        <button type="button" className="primary" onClick={onContinue} disabled={!all || busy}>
          {continueLabel}
        </button>
        <button type="button" onClick={onBack} disabled={busy}>
          {t('reviewSight.back')}
        </button>
      </div>
    </div>
  );
}

function KindToConfirm({ kind, state }: { kind: Kind; state: SeparateConfirmState }) {
  const { t, message } = useT();
  const confirmSeparately = state.confirm;
  const groupConfirmed = state.confirmed.some((c) => c.code === kind.code);
  // Row by row: the kind counts as confirmed once every payment is ticked (all of them listed).
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const listedAll = kind.payments.length === kind.count;
  const tick = (row: number, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(row);
    else next.delete(row);
    setTicked(next);
    confirmSeparately(kind.code, kind.count, listedAll && next.size === kind.count);
  };
  const tickAll = (on: boolean) => {
    setTicked(on ? new Set(kind.payments.map((p) => p.row)) : new Set());
    confirmSeparately(kind.code, kind.count, on);
  };
  const total = formatTotals(kind.totals);
  const kindName = t(`fix.kind.${kind.code}`, { defaultValue: kind.code });
  return (
    <section className="separate-kind" aria-label={kindName}>
      <p className="separate-consequence" data-testid="separate-consequence">
        {t(CONSEQUENCE[kind.code] ?? 'reviewSight.otherKind', { count: kind.count, total, kind: kindName })}
      </p>
      <ul className="separate-payments">
        {kind.payments.map((p) => (
          <li key={p.row}>
            <label>
              <input
                type="checkbox"
                checked={groupConfirmed || ticked.has(p.row)}
                onChange={(e) => tick(p.row, e.target.checked)}
                aria-label={t('reviewSight.confirmRow', { line: p.line })}
              />{' '}
              {t('reviewSight.paymentLine', { line: p.line, payee: p.payee })}{' '}
              <span className="mono">{groupIban(p.iban)}</span> ·{' '}
              <span className="num">{formatMoney(p.amount, p.currency)}</span>
            </label>
            <div className="hint">{message({ code: kind.code, ...(p.params ? { params: p.params } : {}) })}</div>
          </li>
        ))}
      </ul>
      {!listedAll && <p className="hint">{t('reviewSight.notListed', { count: kind.count - kind.payments.length })}</p>}
      <label className="separate-all">
        <input type="checkbox" checked={groupConfirmed} onChange={(e) => tickAll(e.target.checked)} />{' '}
        {t(CONFIRM_ALL[kind.code] ?? 'reviewSight.confirmAll', { count: kind.count, total })}
      </label>
    </section>
  );
}
