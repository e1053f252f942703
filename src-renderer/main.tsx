import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { useNavigation } from './app/navigation';
import { followOpenedFiles } from './app/open-with';
import { askFirstScreenReads, bridgeKeyMissing, bulkpay } from './bridge';
import { NoBridgeKey } from './app/NoBridgeKey';
import { useToasts } from './components/Toast';
import { followNotices } from './features/notifications/notifications-store';
import { useRun } from './features/run/run-store';
import { keepPreferencesInCore } from './i18n/keep-preferences';
import { LocaleRoot } from './i18n/LocaleRoot';
import { localeReady } from './i18n/locale';
import './styles.css';

keepPreferencesInCore(bulkpay);
if (!bridgeKeyMissing) {
  followNotices(bulkpay);
  // Asked now, answered while the first screen renders; its stores take the answers when they ask.
  askFirstScreenReads();
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
// The first screen in the user's language: its catalog is read first when it is not English
// (i18n/catalogs.ts). A promise, not a top-level await, which would make the bundler split the
// page's first chunk into many small files. A language that cannot be read never keeps the window
// blank: it opens in the language it has.
void localeReady
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <LocaleRoot>{bridgeKeyMissing ? <NoBridgeKey /> : <App />}</LocaleRoot>
      </StrictMode>,
    ),
  );

// "Open with Bulkpay": files opened from Explorer or Finder land on the import screen.
followOpenedFiles({
  api: bulkpay,
  showImport: () => useNavigation.getState().go('payments'),
  // As a new run, like the file chooser: never read into the run (draft) of the file on screen.
  importFile: (file) => useRun.getState().openFile(file),
  showError: (error) => useToasts.getState().show('error', error),
});
