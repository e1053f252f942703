import { useToasts, type ToastKey } from '../../components/Toast';
import type { ReportOutcome } from './reports-store';

/** Waits for a report and says where it went, or why there is none. */
export function useReportToast() {
  const show = useToasts((s) => s.show);
  // The file name is in the browser's download list; a long one would overflow the toast.
  return async (made: Promise<ReportOutcome>, what: string | ToastKey) => {
    const outcome = await made;
    if (outcome.ok) show('success', { key: 'erpReports.saved', params: { what } });
    else show('error', outcome.message);
  };
}
