import { useId, useState, type FormEvent } from 'react';
import type { PickedKeyFile } from '../../../src-shared/keys';
import { bulkpay } from '../../bridge';
import { useToasts } from '../../components/Toast';
import { useT } from '../../i18n/useT';

/**
 * Picks the key and certificate files (PEM key + certificate, one combined PEM, or a .p12/.pfx)
 * and the passphrase. Main opens the OS dialog and reads the files itself: this form only ever
 * holds their handles, names and sizes, and nothing of the key comes back.
 */
export function KeyFilesForm({
  submitLabel,
  busyLabel,
  hint,
  onSubmit,
}: {
  submitLabel: string;
  busyLabel: string;
  hint: string;
  /** `files` are handles from `keys:pickFile`. */
  onSubmit(files: string[], passphrase: string | undefined): Promise<boolean>;
}) {
  const id = useId();
  const toasts = useToasts();
  const [files, setFiles] = useState<PickedKeyFile[]>([]);
  const [passphrase, setPassphrase] = useState('');
  const [busy, setBusy] = useState(false);
  const { t } = useT();
  const size = (bytes: number) =>
    bytes < 1024
      ? t('settingsPanels.bytes', { count: bytes })
      : t('settingsPanels.kilobytes', { size: Math.round(bytes / 102.4) / 10 });

  async function choose() {
    const picked = await bulkpay.keys.pickFile({});
    if (!picked.ok) toasts.show('error', picked.error);
    else if (picked.value.files.length > 0) setFiles(picked.value.files);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (files.length === 0) return;
    setBusy(true);
    const done = await onSubmit(
      files.map((f) => f.handle),
      passphrase || undefined,
    );
    setBusy(false);
    if (done) {
      setFiles([]);
      setPassphrase('');
    }
  }

  return (
    <form onSubmit={submit} className="key-files-form">
      <div className="field" role="group" aria-labelledby={`${id}-files`} aria-describedby={`${id}-hint`}>
        <span id={`${id}-files`}>{t('settingsPanels.keyFiles')}</span>
        {files.length > 0 && (
          <ul aria-label={t('settingsPanels.chosenFiles')}>
            {files.map((f) => (
              <li key={f.handle}>
                {f.name} <small className="hint">({size(f.size)})</small>
              </li>
            ))}
          </ul>
        )}
        <div>
          <button type="button" onClick={() => void choose()} disabled={busy}>
            {files.length > 0 ? t('settingsPanels.chooseOtherFiles') : t('settingsPanels.chooseKeyFiles')}
          </button>
        </div>
        <small id={`${id}-hint`} className="hint">
          {hint}
        </small>
      </div>
      <div className="field">
        <label htmlFor={`${id}-pass`}>{t('settingsPanels.passphrase')}</label>
        <input
          id={`${id}-pass`}
          type="password"
          autoComplete="off"
          value={passphrase}
          onChange={(e) => setPassphrase(e.target.value)}
        />
      </div>
      <button type="submit" className="primary" disabled={busy || files.length === 0}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
