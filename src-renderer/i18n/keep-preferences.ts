import type { BulkpayApi } from '../../src-shared/ipc/contract';
import { useLocale } from './locale';

/**
 * The user's preferences (language, CSV format) live in the core's data folder, the same for the
 * app and the browser (whose address, and so its storage, changes at every start): loaded at start,
 * saved at each change. The window's storage only spares the first paint a flash of another language.
 */
export function keepPreferencesInCore(api: Pick<BulkpayApi, 'app'>): void {
  let loaded = false;
  let changedMeanwhile = false;
  useLocale.subscribe((now, before) => {
    if (now.choice === before.choice && now.csvFormat === before.csvFormat) return;
    if (!loaded) changedMeanwhile = true;
    else void api.app.setPreferences({ language: now.choice, csvFormat: now.csvFormat });
  });
  void api.app.preferences({}).then((kept) => {
    loaded = true;
    const s = useLocale.getState();
    // A choice made before the kept ones arrived wins, and is saved; until the user chose something
    // (nothing saved), the window's own choice (its storage, else the computer's language) stands.
    if (changedMeanwhile) void api.app.setPreferences({ language: s.choice, csvFormat: s.csvFormat });
    else if (kept.ok && kept.value.saved) {
      if (kept.value.language !== s.choice) void s.choose(kept.value.language);
      if (kept.value.csvFormat !== s.csvFormat) s.chooseCsvFormat(kept.value.csvFormat);
    }
  });
}
