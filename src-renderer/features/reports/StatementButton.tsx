import { useState } from 'react';
import { DateField } from '../../components/DateField';
import { useT } from '../../i18n/useT';
import { useReports } from './reports-store';
import { useReportToast } from './use-report-toast';
import './reports.css';

const today = () => new Date().toISOString().slice(0, 10);
const firstOfMonth = () => `${today().slice(0, 8)}01`;

/** "Statement (camt.053)" of one account for a period, from every page of its transactions. */
export function StatementButton({ handle }: { handle: string }) {
  const { busy, statement } = useReports();
  const report = useReportToast();
  const { t } = useT();
  const [from, setFrom] = useState(firstOfMonth);
  const [to, setTo] = useState(today);
  const [scheduled, setScheduled] = useState(false);
  return (
    <span className="statement-range">
      <DateField
        className="date-inline"
        label={t('erpReports.statementFrom')}
        value={from}
        max={to || undefined}
        onChange={setFrom}
      />
      <DateField
        className="date-inline"
        label={t('erpReports.statementTo')}
        value={to}
        min={from || undefined}
        max={today()}
        onChange={setTo}
      />
      <label title={t('erpReports.statementScheduledTitle')}>
        <input type="checkbox" checked={scheduled} onChange={(e) => setScheduled(e.target.checked)} />{' '}
        {t('erpReports.statementScheduled')}
      </label>
      <button
        type="button"
        disabled={busy !== null || !from || !to}
        onClick={() => void report(statement(handle, from, to, scheduled), { key: 'erpReports.statementWhat' })}
      >
        {busy === 'statement' ? t('erpReports.statementBusy') : t('erpReports.statement')}
      </button>
    </span>
  );
}
