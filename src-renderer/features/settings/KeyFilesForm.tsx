import { useId, useState, type FormEvent } from 'react';
import type { PickedKeyFile } from '../../../src-shared/keys';
import { bulkpay } from '../../bridge';
import { useToasts } from '../../components/Toast';

const kilobytes = (size: number) => (size < 1024 ? `${size} bytes` : `${(size / 1024).toFixed(1)} KB`);

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

  async function choose() {
    const picked = await bulkpay.keys.pickFile({});
    if (!picked.ok) toasts.show('error', picked.error.message);
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
        <span id={`${id}-files`}>Key and certificate files</span>
        {files.length > 0 && (
          <ul aria-label="Chosen files">
            {files.map((f) => (
              <li key={f.handle}>
                {f.name} <small className="hint">({kilobytes(f.size)})</small>
              </li>
            ))}
          </ul>
        )}
        <div>
          <button type="button" onClick={() => void choose()} disabled={busy}>
            {files.length > 0 ? 'Choose other files…' : 'Choose key and certificate files…'}
          </button>
        </div>
        <small id={`${id}-hint`} className="hint">
          {hint}
        </small>
      </div>
      <div className="field">
        <label htmlFor={`${id}-pass`}>Passphrase or PKCS#12 password (if the key is protected)</label>
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
