import { useEffect } from 'react';
import { toastWords } from '../../components/Toast';
import type { tr } from '../../i18n/locale';
import { useT } from '../../i18n/useT';
import { usePaymentImport } from './store';
import { useUndo } from './undo-store';

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.tagName === 'INPUT' ||
    target.tagName === 'TEXTAREA' ||
    target.tagName === 'SELECT' ||
    target.isContentEditable);

/**
 * What was just done to the rows, with Undo; Ctrl+Z (Cmd+Z on a Mac) does the same anywhere on
 * the screen except in a text field, where it undoes typing as usual.
 */
export function UndoNotice({ onUndone }: { onUndone(): void }) {
  const { t } = useT();
  const notice = useUndo((s) => s.notice);
  const canUndo = useUndo((s) => s.entries.length > 0);
  // While a file's rows still arrive the table cannot change; the undo stays for afterwards.
  const loading = usePaymentImport((s) => s.checking);
  const undo = () => {
    if (usePaymentImport.getState().checking) return;
    if (useUndo.getState().undo((label) => ({ key: 'fix.undone', params: { what: label } }))) onUndone();
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== 'z' || !(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey || typing(e.target))
        return;
      e.preventDefault();
      undo();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });
  return (
    <div className="undo-notice" role="status" aria-live="polite">
      {notice && (
        <>
          <span>{toastWords(notice.label, t as typeof tr)}</span>
          {notice.canUndo && canUndo && (
            <button type="button" onClick={undo} disabled={loading} aria-keyshortcuts="Control+Z Meta+Z">
              {t('fix.undo')}
            </button>
          )}
          <button type="button" className="undo-dismiss" onClick={() => useUndo.getState().dismiss()}>
            {t('fix.dismiss')}
          </button>
        </>
      )}
    </div>
  );
}
