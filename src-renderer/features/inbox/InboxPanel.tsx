import { useEffect } from 'react';
import { useToasts } from '../../components/Toast';
import { useT } from '../../i18n/useT';
import { useAccounts } from '../accounts/accounts-store';
import { useInbox, type InboxOutcome } from './inbox-store';

/**
 * Settings: the ERP inbox folder, where the ERP drops payment files for Bulkpay to offer as runs.
 * The folder is chosen in the OS folder dialog main opens: the page never sends a path.
 */
export function InboxPanel() {
  const { folder, teamMode, connect, choose, turnOff } = useInbox();
  const show = useToasts((s) => s.show);
  const { t } = useT();
  useEffect(() => connect(), [connect]);
  const told = (outcome: InboxOutcome, off = false) => {
    if (!outcome.ok) show('error', outcome.error);
    else if (outcome.folder) show('success', { key: 'erpReports.inboxSet', params: { folder: outcome.folder } });
    else if (off) show('success', { key: 'erpReports.inboxIsOff' });
  };
  return (
    <section className="panel" aria-labelledby="inbox-heading">
      <h3 id="inbox-heading">{t('erpReports.inbox')}</h3>
      <p>{t('erpReports.inboxHelp')}</p>
      <p>
        {folder ? (
          <>
            {t('erpReports.outboxFolder')} <span className="mono">{folder}</span>
          </>
        ) : (
          t('erpReports.outboxOff')
        )}
      </p>
      {folder && teamMode && <TeamSubmit />}
      <p>
        <button type="button" onClick={() => void choose().then((o) => told(o))}>
          {t('erpReports.outboxChoose')}
        </button>{' '}
        {folder && (
          <button type="button" onClick={() => void turnOff().then((o) => told(o, true))}>
            {t('erpReports.outboxTurnOff')}
          </button>
        )}
      </p>
    </section>
  );
}

/** Team mode: each good file submitted to the team for release from an account, instead of offered on Home. */
function TeamSubmit() {
  const { teamAccount, setTeamSubmit } = useInbox();
  const accounts = useAccounts((s) => s.accounts).filter((a) => !a.archived);
  const show = useToasts((s) => s.show);
  const { t } = useT();
  const choose = (account: string | null) =>
    void setTeamSubmit(account).then((problem) => problem && show('error', problem));
  return (
    <div className="inbox-team">
      <p>
        <label>
          <input
            type="checkbox"
            checked={teamAccount !== null}
            disabled={teamAccount === null && accounts.length === 0}
            onChange={(e) => choose(e.target.checked ? accounts[0]!.iban : null)}
          />{' '}
          {t('erpReports.inboxTeam')}
        </label>
      </p>
      {teamAccount !== null ? (
        <p>
          <label htmlFor="inbox-team-account">{t('erpReports.inboxTeamAccount')}</label>
          <select id="inbox-team-account" value={teamAccount} onChange={(e) => choose(e.target.value)}>
            {accounts.some((a) => a.iban === teamAccount) ? null : <option value={teamAccount}>{teamAccount}</option>}
            {accounts.map((a) => (
              <option key={a.handle} value={a.iban}>
                {a.name} ({a.iban})
              </option>
            ))}
          </select>
        </p>
      ) : (
        accounts.length === 0 && <p className="hint">{t('erpReports.inboxTeamSignIn')}</p>
      )}
    </div>
  );
}
