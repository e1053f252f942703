import { useEffect, useState, type ReactElement } from 'react';
import { PAYEE_TRUST_STATES, type PayeeTrust } from '../../../src-shared/payments/payee-checks';
import type { PayeeEntryView } from '../../../src-shared/ipc/channels/payees';
import { useT } from '../../i18n/useT';
import { downloadText } from '../accounts/download';
import { formatDate, formatMoney } from '../accounts/format';
import { canRelease, useTeam } from '../team/team-store';
import { usePayees } from './payees-store';
import './payees.css';
import { groupIban, withGroupedIbans } from '../../../src-shared/payments/iban-groups';

/** One payee account: trust and block (with a reason) or unblock, and its recent payments. */
function PayeeRow({ entry, mayJudge }: { entry: PayeeEntryView; mayJudge: boolean }): ReactElement {
  const { t } = useT();
  const { trust, block, unblock } = usePayees();
  const [blocking, setBlocking] = useState(false);
  const [reason, setReason] = useState('');
  const [open, setOpen] = useState(false);
  return (
    <>
      <tr className={`payee payee-${entry.trust}`}>
        <td>{entry.name || t('payees.accountOnly')}</td>
        <td className="iban">{groupIban(entry.iban)}</td>
        <td>
          <span className={`trust trust-${entry.trust}`}>{t(`payees.trust.${entry.trust}`)}</span>
          {entry.wasBlocked && entry.trust !== 'blocked' ? (
            <span className="was-blocked">{t('payees.wasBlocked')}</span>
          ) : null}
        </td>
        <td className="number">{entry.paymentCount}</td>
        <td>{entry.lastPaidAt ? formatDate(entry.lastPaidAt) : '—'}</td>
        <td>{entry.note ?? ''}</td>
        <td className="actions">
          {entry.recentAmounts.length ? (
            <button type="button" onClick={() => setOpen(!open)} aria-expanded={open}>
              {t('payees.payments')}
            </button>
          ) : null}
          {mayJudge && entry.trust !== 'trusted' && entry.trust !== 'blocked' ? (
            <button type="button" onClick={() => void trust(entry.iban)}>
              {t('payees.trustAction')}
            </button>
          ) : null}
          {!mayJudge ? null : entry.trust === 'blocked' ? (
            <button type="button" onClick={() => void unblock(entry.iban)}>
              {t('payees.unblockAction')}
            </button>
          ) : (
            <button type="button" className="danger" onClick={() => setBlocking(!blocking)}>
              {t('payees.blockAction')}
            </button>
          )}
        </td>
      </tr>
      {blocking ? (
        <tr className="block-form">
          <td colSpan={7}>
            <div className="block-form-fields">
              <label>
                {t('payees.reason')}
                <input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
              </label>
              <button
                type="button"
                className="danger"
                onClick={() => void block(entry.iban, reason).then(() => setBlocking(false))}
              >
                {t('payees.blockConfirm', { iban: groupIban(entry.iban) })}
              </button>
            </div>
          </td>
        </tr>
      ) : null}
      {open ? (
        <tr className="payee-payments">
          <td colSpan={7}>
            {t('payees.recent', { count: entry.paymentCount })}{' '}
            {entry.recentAmounts.map(([amount, currency], i) => (
              <span key={i} className="amount">
                {formatMoney(amount, currency)}
              </span>
            ))}
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** The payee book: search, filter by trust state, trust, block with a reason, CSV import and export. */
export function PayeesScreen(): ReactElement {
  const { t } = useT();
  const { entries, search, state, loading, error, notice, load, setSearch, setState, exportCsv, importCsv } =
    usePayees();
  // In a team, the book is the team's: only approvers and admins judge accounts (the database
  // refuses anyone else), so the others are not offered what they may not do.
  const teamView = useTeam((s) => s.view);
  const inTeam = teamView?.configured ?? false;
  const mayJudge = !inTeam || canRelease(teamView?.status?.appRole);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <section className="payees-screen" aria-labelledby="payees-title">
      <h1 id="payees-title">{t('payees.title')}</h1>
      <p className="intro">{t(inTeam ? 'payees.introTeam' : 'payees.intro')}</p>
      {mayJudge ? null : <p className="team-judges-only">{t('payees.teamJudgesOnly')}</p>}
      <div className="toolbar">
        <label>
          {t('payees.search')}
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <label>
          {t('payees.filter')}
          <select value={state} onChange={(e) => setState(e.target.value as PayeeTrust | '')}>
            <option value="">{t('payees.all')}</option>
            {PAYEE_TRUST_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`payees.trust.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={() =>
            void exportCsv().then((file) => file && downloadText(file.fileName, file.mimeType, file.content))
          }
        >
          {t('payees.export')}
        </button>
        <label className="import">
          {t('payees.importCsv')}
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void file.text().then(importCsv);
              e.target.value = '';
            }}
          />
        </label>
      </div>
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
      {notice ? <p role="status">{t(notice.key, withGroupedIbans(notice.params))}</p> : null}
      {entries.length === 0 && !loading ? (
        <p>{search || state ? t('payees.noneMatch') : t('payees.none')}</p>
      ) : (
        <table className="payees">
          <thead>
            <tr>
              <th>{t('payees.name')}</th>
              <th>{t('payees.iban')}</th>
              <th>{t('payees.state')}</th>
              <th className="number">{t('payees.count')}</th>
              <th>{t('payees.lastPaid')}</th>
              <th>{t('payees.note')}</th>
              <th>
                <span className="visually-hidden">{t('payees.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <PayeeRow key={`${e.key}|${e.iban}`} entry={e} mayJudge={mayJudge} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
