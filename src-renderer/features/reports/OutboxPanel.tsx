import { useEffect, useState } from 'react';
import { useToasts } from '../../components/Toast';
import { useReports } from './reports-store';

/** Settings: the ERP outbox folder, where each finished run's pain.002 is written for the ERP to pick up. */
export function OutboxPanel() {
  const { outbox, loadOutbox, setOutbox } = useReports();
  const show = useToasts((s) => s.show);
  const [folder, setFolder] = useState('');
  useEffect(() => {
    void loadOutbox();
  }, [loadOutbox]);
  useEffect(() => setFolder(outbox ?? ''), [outbox]);
  const save = async (value: string | null) => {
    const outcome = await setOutbox(value);
    if (!outcome.ok) show('error', outcome.message);
    else show('success', value ? `Status reports go to ${value}.` : 'The ERP outbox is off.');
  };
  return (
    <section className="panel" aria-labelledby="outbox-heading">
      <h3 id="outbox-heading">ERP outbox</h3>
      <p>
        When every bulk of a payment run is final, Bulkpay writes its pain.002 status report into this folder, whole or
        not at all, for your ERP to import. {outbox ? '' : 'Off.'}
      </p>
      <label>
        Folder (full path){' '}
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
          Save
        </button>{' '}
        {outbox && (
          <button type="button" onClick={() => void save(null)}>
            Turn off
          </button>
        )}
      </p>
    </section>
  );
}
