import { useEffect, useState } from 'react';
import { useToasts } from '../../components/Toast';
import { useT } from '../../i18n/useT';
import { useReports } from './reports-store';

/** Settings: the ERP outbox folder, where each finished run's pain.002 is written for the ERP to pick up. */
export function OutboxPanel() {
  const { outbox, loadOutbox, setOutbox } = useReports();
  const show = useToasts((s) => s.show);
  const { t } = useT();
  const [folder, setFolder] = useState('');
  useEffect(() => {
    void loadOutbox();
  }, [loadOutbox]);
  useEffect(() => setFolder(outbox ?? ''), [outbox]);
  const save = async (value: string | null) => {
    const outcome = await setOutbox(value);
    if (!outcome.ok) show('error', outcome.message);
    else
      show(
        'success',
        value ? { key: 'erpReports.outboxSet', params: { folder: value } } : { key: 'erpReports.outboxIsOff' },
      );
  };
  return (
    <section className="panel" aria-labelledby="outbox-heading">
      <h3 id="outbox-heading">{t('erpReports.outbox')}</h3>
      <p>
        {t('erpReports.outboxHelp')} {outbox ? '' : t('erpReports.outboxOff')}
      </p>
      <label>
        {t('erpReports.outboxFolder')}{' '}
        <input
          type="text"
          className="mono"
          value={folder}
          placeholder="/home/finance/erp/inbox"
          onChange={(e) => setFolder(e.target.value)}
        />
      </label>
      <p>
        <button type="button" disabled={!folder.trim()} onClick={() => void save(folder.trim())}>
          {t('erpReports.outboxSave')}
        </button>{' '}
        {outbox && (
          <button type="button" onClick={() => void save(null)}>
            {t('erpReports.outboxTurnOff')}
          </button>
        )}
      </p>
    </section>
  );
}
