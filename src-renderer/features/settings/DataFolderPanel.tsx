import { useEffect, useState } from 'react';
import { bulkpay } from '../../bridge';
import { useToasts } from '../../components/Toast';

/** Where Bulkpay keeps the history database, logs and sealed key files (keys themselves are in the keychain). */
export function DataFolderPanel() {
  const [path, setPath] = useState<string | null>(null);
  const toasts = useToasts();
  useEffect(() => {
    void bulkpay.app.info({}).then((r) => r.ok && setPath(r.value.dataDir));
  }, []);
  return (
    <section className="panel" aria-labelledby="data-folder-heading">
      <h3 id="data-folder-heading">Data folder</h3>
      <p>
        The payment history, logs and sealed key files are in <span className="mono">{path ?? '…'}</span>. Private keys
        and client secrets are in the system keychain, never in this folder in readable form.
      </p>
      <button
        type="button"
        onClick={async () => {
          const r = await bulkpay.app.revealDataFolder({});
          if (!r.ok) toasts.show('error', r.error.message);
        }}
      >
        Show data folder
      </button>
    </section>
  );
}
