import { useEffect } from 'react';
import { partyName, paymentStateTone, signedAmount } from '../../../src-shared/accounts/display';
import type { PartyView } from '../../../src-shared/ipc/channels/accounts';
import { StatusBadge } from '../../components/StatusBadge';
import { bankStateLabel, formatDate, formatDateTime, formatMoney } from './format';
import { useAccounts } from './accounts-store';
import { useT } from '../../i18n/useT';

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
  const { t: tr } = useT();
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
        <h2 id="tx-detail-title">{tr('accountsScreens.transaction')}</h2>
        <button type="button" onClick={close} aria-label={tr('accountsScreens.closeTransaction')}>
          {tr('accountsScreens.close')}
        </button>
      </div>
      {detail.loading && <p>{tr('accounts.loading')}</p>}
      {detail.error && (
        <p className="notice notice-error" role="alert">
          {detail.error}
        </p>
      )}
      {t && (
        <dl className="facts">
          <dt>{tr('accountsScreens.amount')}</dt>
          <dd>
            <strong>{formatMoney(signedAmount(t.amount, t.direction), t.currency)}</strong>
          </dd>
          <dt>{tr('accountsScreens.direction')}</dt>
          <dd>
            {t.direction === 'in'
              ? tr('accountsScreens.incoming')
              : t.direction === 'out'
                ? tr('accountsScreens.outgoing')
                : t.direction}
          </dd>
          <dt>{tr('accountsScreens.state')}</dt>
          <dd>
            <StatusBadge tone={paymentStateTone(t.state)}>{bankStateLabel(t.state)}</StatusBadge>
          </dd>
          <Party label={tr('accountsScreens.counterparty')} party={t.counterparty} />
          <Party label={tr('accountsScreens.debtor')} party={t.debtor} />
          <Party label={tr('accountsScreens.creditor')} party={t.creditor} />
          <dt>{tr('accountsScreens.bookingDate')}</dt>
          <dd>{formatDate(t.bookingDate)}</dd>
          <dt>{tr('accountsScreens.executed')}</dt>
          <dd>{formatDateTime(t.executionTimestamp)}</dd>
          {t.dueDate && (
            <>
              <dt>{tr('accountsScreens.dueDate')}</dt>
              <dd>{formatDate(t.dueDate)}</dd>
            </>
          )}
          <dt>{tr('accountsScreens.message')}</dt>
          <dd>{t.unstructuredReference || '—'}</dd>
          <dt>{tr('accountsScreens.reference')}</dt>
          <dd>{t.structuredReference || '—'}</dd>
          <dt>{tr('accountsScreens.endToEndId')}</dt>
          <dd className="mono">{t.endToEndId || '—'}</dd>
          <dt>{tr('accountsScreens.method')}</dt>
          <dd>{[t.method, t.submethod, t.type].filter(Boolean).join(' · ')}</dd>
          <dt>{tr('accountsScreens.description')}</dt>
          <dd>{t.description}</dd>
          <dt>{tr('accountsScreens.transactionId')}</dt>
          <dd className="mono">{t.identifier}</dd>
        </dl>
      )}
    </aside>
  );
}
