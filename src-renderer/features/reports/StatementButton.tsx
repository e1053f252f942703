import { useState } from 'react';
import { localToday } from '../../../src-shared/i18n/date-input';
import { DateField } from '../../components/DateField';
import { useDateProblems } from '../../components/date-problems';
import { useT } from '../../i18n/useT';
import { useReports } from './reports-store';
import { useReportToast } from './use-report-toast';
import './reports.css';

const firstOfMonth = () => `${localToday().slice(0, 8)}01`;

/** "Statement (camt.053)" of one account for a period, from every page of its transactions. */
export function StatementButton({ handle }: { handle: string }) {
  const { busy, statement } = useReports();
  const report = useReportToast();
  const { t } = useT();
  const [from, setFrom] = useState(firstOfMonth);
  const [to, setTo] = useState(localToday);
  const dates = useDateProblems();
  const [scheduled, setScheduled] = useState(false);
  return (
    <span className="statement-range">
      <DateField
        className="date-inline"
        label={t('erpReports.statementFrom')}
        value={from}
        max={to || undefined}
        error={dates.errorOf('from')}
        onProblem={dates.report('from')}
        onChange={setFrom}
      />
      <DateField
        className="date-inline"
        label={t('erpReports.statementTo')}
        value={to}
        min={from || undefined}
        max={localToday()}
        error={dates.errorOf('to')}
        onProblem={dates.report('to')}
        onChange={setTo}
      />
      <label title={t('erpReports.statementScheduledTitle')}>
        <input type="checkbox" checked={scheduled} onChange={(e) => setScheduled(e.target.checked)} />{' '}
        {t('erpReports.statementScheduled')}
      </label>
      <button
        type="button"
        disabled={busy !== null || !from || !to}
        onClick={() => {
          if (dates.ready()) void report(statement(handle, from, to, scheduled), { key: 'erpReports.statementWhat' });
        }}
      >
        {busy === 'statement' ? t('erpReports.statementBusy') : t('erpReports.statement')}
      </button>
    </span>
  );
}
