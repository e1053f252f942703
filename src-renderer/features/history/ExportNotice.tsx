import { useT } from '../../i18n/useT';
import { useHistory } from './history-store';

/** Where the last export went ("100,000 payments saved in payments.csv"), or that it is being written. */
export function ExportNotice() {
  const exported = useHistory((s) => s.exported);
  const { t } = useT();
  if (!exported) return null;
  return (
    <p role="status" className="history-export-notice" data-testid="history-export">
      {exported.saving
        ? t('historyVolume.exportSaving')
        : t('historyVolume.exportSaved', { count: exported.rowCount, file: exported.fileName })}
    </p>
  );
}
