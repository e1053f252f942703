import { useEffect, useState } from 'react';
import { StatusBadge } from '../../components/StatusBadge';
import { useT } from '../../i18n/useT';
import { formatDateTime } from '../accounts/format';
import { useReports } from './reports-store';
import { useReportToast } from './use-report-toast';
import './reports.css';

/**
 * History: the latest payment runs (a file, with every bulk sent from every import of it) and the
 * run's reports: the run report PDF for the approver and the auditor, the pain.002 for the ERP.
 */
export function RunReports() {
  const { runs, loadRuns, busy, runPdf, pain002 } = useReports();
  const { t } = useT();
  const report = useReportToast();
  const [making, setMaking] = useState<string | null>(null);
  useEffect(() => {
    void loadRuns();
  }, [loadRuns]);
  if (runs === undefined) return null;
  const pdf = async (id: string) => {
    setMaking(id);
    await report(runPdf(id), { key: 'erpReports.runReport' });
    setMaking(null);
  };
  return (
    <section aria-labelledby="history-runs" className="run-reports">
      <h2 id="history-runs">{t('erpReports.runs')}</h2>
      <p className="run-reports-hint">{runs.length ? t('erpReports.runsHint') : t('erpReports.runsEmpty')}</p>
      <ul className="run-list">
        {runs.map((run) => (
          <li key={run.sha256} className="run-item" data-testid="run-item">
            <div className="run-item-text">
              <strong>{run.name}</strong>{' '}
              <StatusBadge tone={run.final ? 'success' : 'info'}>
                {run.final ? t('erpReports.final') : t('erpReports.inProgress')}
              </StatusBadge>
              <span className="run-item-line">
                {t('erpReports.runLine', {
                  count: run.payments,
                  bulks: run.bulks,
                  date: formatDateTime(run.lastImportedAt),
                })}
              </span>
            </div>
            <div className="run-item-actions" role="group" aria-label={t('erpReports.reportsOf', { name: run.name })}>
              <button type="button" disabled={busy !== null} onClick={() => void pdf(run.id)}>
                {making === run.id ? t('erpReports.pdfBusy') : t('erpReports.pdf')}
              </button>
              <button
                type="button"
                disabled={busy !== null}
                title={t('erpReports.pain002Title')}
                onClick={() => void report(pain002(run.id), 'pain.002')}
              >
                {t('erpReports.pain002')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
