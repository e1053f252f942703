import { useToasts } from '../../components/Toast';
import { useT } from '../../i18n/useT';
import type { ReportOutcome } from './reports-store';

/** Waits for a report and says where it went, or why there is none. */
export function useReportToast() {
  const show = useToasts((s) => s.show);
  const { t } = useT();
  // The file name is in the browser's download list; a long one would overflow the toast.
  return async (made: Promise<ReportOutcome>, what: string) => {
    const outcome = await made;
    if (outcome.ok) show('success', t('erpReports.saved', { what }));
    else show('error', outcome.message);
  };
}
