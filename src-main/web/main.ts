// `npm run start:browser` (and `npm start` without Electron): the app in the user's browser.
// Wiring only; the decisions live in browser-mode.ts, server.ts and request-guard.ts.
// This module loads little: the server listens and the address is printed (and opened) first; then
// the core is read and started at once (browser-mode.ts) while the browser opens and loads the page.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliWords, loadCliWords } from '../cli/messages';
import { createLogger } from '../platform/log';
import { defaultDataDir } from '../platform/paths';
import { startTrace } from '../platform/start-trace';
import { openBrowserMode } from './browser-mode';
import { keepServingOnUncaught } from './last-resort';
import { openBrowser } from './open-browser';
import { browserStartMessage, type BrowserStartOutcome } from './startup-message';

startTrace('web main: its modules loaded');
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
const noOpen = process.argv.includes('--no-open') || process.env.BULKPAY_NO_BROWSER === '1';
const plainUrl = process.argv.includes('--plain-url') || process.env.BULKPAY_OPEN_PLAIN_URL === '1';

const logger = createLogger(); // stderr, the terminal Bulkpay was started from; redacted
keepServingOnUncaught(logger);

const couldNotStart = (e: unknown) => {
  console.error(`Bulkpay could not start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
};

try {
  const mode = await openBrowserMode(
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
  startTrace('web main: listening, address out');
  console.log(browserStartMessage(cliWords(process.env).t, mode.launchUrl, { opened, launchFileProblem }));
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Stopped is stopped: a part that fails to close must not keep the process (and its port) alive.
    void mode.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // The core is read at once: the browser takes a while to ask for the page (a new tab, a new
  // process), time this thread would otherwise idle; the reading lets the thread go between its
  // modules (browser-mode.ts), so the page and its scripts are served in between.
  startTrace('web main: core read next');
  // The core answers before its bank side has started. A core that cannot open stops Bulkpay; a
  // bank side that cannot start is said in the page (each call that needs it answers why,
  // ipc-handlers.ts), and here: the process stays until the user closes it.
  if (!stopping)
    mode
      .startCore()
      .then(
        (core) =>
          core.bankStarted.catch((e: unknown) =>
            console.error(
              `Bulkpay could not finish starting: ${e instanceof Error ? e.message : String(e)}. The page says so too; close Bulkpay (Ctrl-C) and start it again.`,
            ),
          ),
        couldNotStart,
      );
} catch (e) {
  couldNotStart(e);
}
