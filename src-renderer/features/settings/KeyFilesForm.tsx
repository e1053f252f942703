import { useId, useState, type FormEvent } from 'react';
import { readPickedFiles, type PickedFile } from './files';

/**
 * Picks the key and certificate files (PEM key + certificate, one combined PEM, or a .p12/.pfx)
 * and the passphrase. The files go to main, which reads the key; nothing of the key comes back.
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
  onSubmit(files: PickedFile[], passphrase: string | undefined): Promise<boolean>;
}) {
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [passphrase, setPassphrase] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (files.length === 0) return;
    setBusy(true);
    const done = await onSubmit(await readPickedFiles(files), passphrase || undefined);
    setBusy(false);
    if (done) {
      setFiles([]);
      setPassphrase('');
      (event.target as HTMLFormElement).reset();
    }
  }

  return (
    <form onSubmit={submit} className="key-files-form">
      <div className="field">
        <label htmlFor={`${id}-files`}>Key and certificate files</label>
        <input
          id={`${id}-files`}
          type="file"
          multiple
          accept=".pem,.key,.crt,.cer,.p12,.pfx"
          aria-describedby={`${id}-hint`}
          onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
        />
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
