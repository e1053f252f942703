import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import { useToasts } from '../../components/Toast';
import { useReports, type ReportOutcome } from './reports-store';

/** "Report (PDF)" and "pain.002" of the bulk's run (its imported file), and the bulk's camt.054. */
export function ReportButtons({ bulk }: { bulk: BulkSummary }) {
  const { busy, runPdf, pain002, camt054 } = useReports();
  const show = useToasts((s) => s.show);
  const run = bulk.fileId ?? bulk.id;
  // The file name is in the browser's download list; a long one would overflow the toast.
  const report = async (made: Promise<ReportOutcome>, what: string) => {
    const outcome = await made;
    if (outcome.ok) show('success', `${what} saved to your downloads.`);
    else show('error', outcome.message);
  };
  return (
    <>
      <button type="button" disabled={busy !== null} onClick={() => void report(runPdf(run), 'Run report')}>
        {busy === 'pdf' ? 'Making the report…' : 'Report (PDF)'}
      </button>
      <button
        type="button"
        disabled={busy !== null}
        title="Payment status report for your ERP (ISO 20022)"
        onClick={() => void report(pain002(run), 'pain.002')}
      >
        pain.002
      </button>
      <button
        type="button"
        disabled={busy !== null || !bulk.processed}
        title="Debit notification of this bulk: its paid payments as one entry (ISO 20022)"
        onClick={() => void report(camt054(bulk.id), 'camt.054')}
      >
        camt.054
      </button>
    </>
  );
}
