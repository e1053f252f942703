import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import { useT } from '../../i18n/useT';
import { useReports } from './reports-store';
import { useReportToast } from './use-report-toast';

/** "Report (PDF)" and "pain.002" of the bulk's run (its imported file), and the bulk's camt.054. */
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
        onClick={() => void report(runPdf(run), t('erpReports.runReport'))}
      >
        {busy === 'pdf' ? t('erpReports.pdfBusy') : t('erpReports.pdf')}
      </button>
      <button
        type="button"
        disabled={busy !== null}
        title={t('erpReports.pain002Title')}
        onClick={() => void report(pain002(run), 'pain.002')}
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
