import { useEffect } from 'react';
import { useToasts } from '../../components/Toast';
import { useT } from '../../i18n/useT';
import { useInbox, type InboxOutcome } from './inbox-store';

/**
 * Settings: the ERP inbox folder, where the ERP drops payment files for Bulkpay to offer as runs.
 * The folder is chosen in the OS folder dialog main opens: the page never sends a path.
 */
export function InboxPanel() {
  const { folder, connect, choose, turnOff } = useInbox();
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
