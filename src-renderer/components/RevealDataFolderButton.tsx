import { useState } from 'react';
import { bulkpay } from '../bridge';
import { useToasts } from './Toast';

/**
 * "Show data folder": opens the folder holding the database, logs and settings in Finder,
 * Explorer or the file manager, for backups or for support. Main decides the path; the
 * renderer cannot point it anywhere else.
 */
export function RevealDataFolderButton() {
  const show = useToasts((s) => s.show);
  const [busy, setBusy] = useState(false);

  async function reveal() {
    setBusy(true);
    try {
      const result = await bulkpay.app.revealDataFolder({});
      if (!result.ok) show('error', result.error.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" onClick={() => void reveal()} disabled={busy}>
      Show data folder
    </button>
  );
}
