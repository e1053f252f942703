import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import { useT } from '../../i18n/useT';
import { useReports } from './reports-store';
import { useReportToast } from './use-report-toast';

/**
 * On a bulk in History: the run report PDF of its whole run (its imported file), and the bulk's
 * own pain.002 and camt.054 (History's "Payment runs" has the run's pain.002).
 */
export function ReportButtons({ bulk }: { bulk: BulkSummary }) {
  const { busy, runPdf, pain002, camt054 } = useReports();
  const report = useReportToast();
  const { t } = useT();
  const run = bulk.fileId ?? bulk.id;
  return (
    <>
      <button
        type="button"
        disabled={busy !== null}
        title={t('erpReports.runPdfTitle')}
        onClick={() => void report(runPdf(run), { key: 'erpReports.runReport' })}
      >
        {busy === 'pdf' ? t('erpReports.pdfBusy') : t('erpReports.runPdf')}
      </button>
      <button
        type="button"
        disabled={busy !== null}
        title={t('erpReports.pain002BulkTitle')}
        onClick={() => void report(pain002(bulk.id), 'pain.002')}
      >
        {t('erpReports.pain002')}
      </button>
      <button
        type="button"
        disabled={busy !== null || !bulk.processed}
        title={t('erpReports.camt054Title')}
        onClick={() => void report(camt054(bulk.id), 'camt.054')}
      >
        camt.054
      </button>
    </>
  );
}
