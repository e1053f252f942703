import { useEffect } from 'react';
import { useToasts } from '../../components/Toast';
import { useT } from '../../i18n/useT';
import { useReports, type ReportOutcome } from './reports-store';

/**
 * Settings: the ERP outbox folder, where each finished run's pain.002 is written for the ERP to
 * pick up. The folder is chosen in the OS folder dialog main opens: the page never sends a path.
 */
export function OutboxPanel() {
  const { outbox, loadOutbox, chooseOutbox, turnOffOutbox } = useReports();
  const show = useToasts((s) => s.show);
  const { t } = useT();
  useEffect(() => {
    void loadOutbox();
  }, [loadOutbox]);
  const told = (outcome: ReportOutcome, off = false) => {
    if (!outcome.ok) show('error', outcome.message);
    else if (outcome.fileName) show('success', { key: 'erpReports.outboxSet', params: { folder: outcome.fileName } });
    else if (off) show('success', { key: 'erpReports.outboxIsOff' });
  };
  return (
    <section className="panel" aria-labelledby="outbox-heading">
      <h3 id="outbox-heading">{t('erpReports.outbox')}</h3>
      <p>{t('erpReports.outboxHelp')}</p>
      <p>
        {outbox ? (
          <>
            {t('erpReports.outboxFolder')} <span className="mono">{outbox}</span>
          </>
        ) : (
          t('erpReports.outboxOff')
        )}
      </p>
      <p>
        <button type="button" onClick={() => void chooseOutbox().then((o) => told(o))}>
          {t('erpReports.outboxChoose')}
        </button>{' '}
        {outbox && (
          <button type="button" onClick={() => void turnOffOutbox().then((o) => told(o, true))}>
            {t('erpReports.outboxTurnOff')}
          </button>
        )}
      </p>
    </section>
  );
}
