import { useState } from 'react';
import { useToasts } from '../../components/Toast';
import { useReports } from './reports-store';

const today = () => new Date().toISOString().slice(0, 10);
const firstOfMonth = () => `${today().slice(0, 8)}01`;

/** "Statement (camt.053)" of one account for a period, from every page of its transactions. */
export function StatementButton({ handle }: { handle: string }) {
  const { busy, statement } = useReports();
  const show = useToasts((s) => s.show);
  const [from, setFrom] = useState(firstOfMonth);
  const [to, setTo] = useState(today);
  const [scheduled, setScheduled] = useState(false);
  return (
    <span className="statement-range">
      <label>
        From <input type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
      </label>
      <label>
        to <input type="date" value={to} min={from} max={today()} onChange={(e) => setTo(e.target.value)} />
      </label>
      <label title="Also list scheduled (not yet booked) payments, as pending entries">
        <input type="checkbox" checked={scheduled} onChange={(e) => setScheduled(e.target.checked)} /> scheduled
      </label>
      <button
        type="button"
        disabled={busy !== null || !from || !to}
        onClick={async () => {
          const outcome = await statement(handle, from, to, scheduled);
          if (outcome.ok) show('success', 'Statement saved to your downloads.');
          else show('error', outcome.message);
        }}
      >
        {busy === 'statement' ? 'Reading every page…' : 'Statement (camt.053)'}
      </button>
    </span>
  );
}
