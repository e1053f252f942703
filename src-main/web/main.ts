// `npm run start:browser` (and `npm start` without Electron): the app in the user's browser.
// Wiring only; the decisions live in browser-mode.ts, server.ts and request-guard.ts.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliWords, loadCliWords } from '../cli/messages';
import { createLogger } from '../log';
import { defaultDataDir } from '../paths';
import { startBrowserMode } from './browser-mode';
import { keepServingOnUncaught } from './last-resort';
import { openBrowser } from './open-browser';
import { browserStartMessage, type BrowserStartOutcome } from './startup-message';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
const noOpen = process.argv.includes('--no-open') || process.env.BULKPAY_NO_BROWSER === '1';
const plainUrl = process.argv.includes('--plain-url') || process.env.BULKPAY_OPEN_PLAIN_URL === '1';

const logger = createLogger(); // stderr, the terminal Bulkpay was started from; redacted
keepServingOnUncaught(logger);

try {
  const mode = await startBrowserMode(
    { dataDir: defaultDataDir(), appVersion: version },
    {
      rendererRoot: join(root, 'out', 'renderer'),
      onFailure: (e) => logger.error('A request failed inside Bulkpay; it was answered 500.', { error: String(e) }),
    },
  );
  let launchFileProblem: BrowserStartOutcome['launchFileProblem'];
  const opened =
    !noOpen &&
    (await openBrowser(mode.launchUrl, {
      handedOver: mode.server.handedOver,
      plainUrl,
      onLaunchFileFailed: (problem) => (launchFileProblem = problem),
    }));
  await loadCliWords(process.env);
  console.log(browserStartMessage(cliWords(process.env).t, mode.launchUrl, { opened, launchFileProblem }));
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void mode.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (e) {
  console.error(`Bulkpay could not start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
