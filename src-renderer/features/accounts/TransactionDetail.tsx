import { useEffect } from 'react';
import { partyName, paymentStateLabel, paymentStateTone, signedAmount } from '../../../src-shared/accounts/display';
import type { PartyView } from '../../../src-shared/ipc/channels/accounts';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDateTime, formatMoney } from './format';
import { useAccounts } from './accounts-store';

function Party({ label, party }: { label: string; party: PartyView }) {
  const name = partyName(party);
  if (!name && !party.iban) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {name}
        {party.iban && <span className="mono block">{party.iban}</span>}
        {party.bic && <span className="mono block">{party.bic}</span>}
      </dd>
    </>
  );
}

/** One transaction as the bank has it now (fetched by its identifier). */
export function TransactionDetail() {
  const detail = useAccounts((s) => s.detail);
  const close = useAccounts((s) => s.closeTransaction);
  const open = detail !== null;
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, close]);
  if (!detail) return null;
  const t = detail.transaction;
  return (
    <aside className="panel detail" aria-labelledby="tx-detail-title">
      <div className="section-head">
        <h2 id="tx-detail-title">Transaction</h2>
        <button type="button" onClick={close} aria-label="Close the transaction">
          Close
        </button>
      </div>
      {detail.loading && <p>Loading…</p>}
      {detail.error && (
        <p className="notice notice-error" role="alert">
          {detail.error}
        </p>
      )}
      {t && (
        <dl className="facts">
          <dt>Amount</dt>
          <dd>
            <strong>{formatMoney(signedAmount(t.amount, t.direction), t.currency)}</strong>
          </dd>
          <dt>Direction</dt>
          <dd>{t.direction === 'in' ? 'Incoming' : t.direction === 'out' ? 'Outgoing' : t.direction}</dd>
          <dt>State</dt>
          <dd>
            <StatusBadge tone={paymentStateTone(t.state)}>{paymentStateLabel(t.state)}</StatusBadge>
          </dd>
          <Party label="Counterparty" party={t.counterparty} />
          <Party label="Debtor" party={t.debtor} />
          <Party label="Creditor" party={t.creditor} />
          <dt>Booking date</dt>
          <dd>{t.bookingDate}</dd>
          <dt>Executed</dt>
          <dd>{formatDateTime(t.executionTimestamp)}</dd>
          {t.dueDate && (
            <>
              <dt>Due date</dt>
              <dd>{t.dueDate}</dd>
            </>
          )}
          <dt>Message</dt>
          <dd>{t.unstructuredReference || '—'}</dd>
          <dt>Reference</dt>
          <dd>{t.structuredReference || '—'}</dd>
          <dt>End-to-end id</dt>
          <dd className="mono">{t.endToEndId || '—'}</dd>
          <dt>Method</dt>
          <dd>{[t.method, t.submethod, t.type].filter(Boolean).join(' · ')}</dd>
          <dt>Description</dt>
          <dd>{t.description}</dd>
          <dt>Transaction id</dt>
          <dd className="mono">{t.identifier}</dd>
        </dl>
      )}
    </aside>
  );
}
