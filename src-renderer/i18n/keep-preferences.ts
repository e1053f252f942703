import type { BulkpayApi } from '../../src-shared/ipc/contract';
import type { Preferences } from '../../src-shared/ipc/channels/app';
import { type LocaleState, useLocale } from './locale';

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
    else void api.app.setPreferences(changed(now, before));
  });
  void api.app.preferences({}).then((kept) => {
    loaded = true;
    const s = useLocale.getState();
    // A choice made before the kept ones arrived wins, and is saved; for a field the user never chose,
    // or whose value this version cannot read (a newer one saved it), the window's own choice (its
    // storage, else the computer's language) stands.
    if (changedMeanwhile) void api.app.setPreferences({ language: s.choice, csvFormat: s.csvFormat });
    else if (kept.ok) {
      const { saved } = kept.value;
      if (saved.includes('language') && kept.value.language !== s.choice) void s.choose(kept.value.language);
      if (saved.includes('csvFormat') && kept.value.csvFormat !== s.csvFormat) s.chooseCsvFormat(kept.value.csvFormat);
    }
  });
}

/** Only the preferences that changed, so a value kept that this version cannot read stays for the version that can. */
function changed(now: LocaleState, before: LocaleState): Partial<Preferences> {
  return {
    ...(now.choice !== before.choice && { language: now.choice }),
    ...(now.csvFormat !== before.csvFormat && { csvFormat: now.csvFormat }),
  };
}
