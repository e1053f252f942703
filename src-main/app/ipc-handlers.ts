import type { Core } from './core';
import type { Handler, HandlerMap } from '../platform/ipc/dispatch';
import type { ChannelName } from '../../src-shared/ipc/contract';
import { accountsHandlers } from '../features/accounts/handlers';
import { appHandlers } from '../features/preferences/handlers';
import { withoutDesktop, type DesktopShell } from '../platform/shell/desktop';
import { consentHandlers } from '../features/bank-session/handlers';
import { singlePaymentsHandlers } from '../features/single-payments/handlers';
import { profileHandlers, teamProfileIdsSharing } from '../features/profiles/handlers';
import { keysHandlers } from '../features/keys/handlers';
import { onboardingHandlers } from '../features/onboarding/handlers';
import { historyHandlers } from '../features/history/handlers';
import { teamBoundUrl } from '../features/team/send-guard';
import { importHandlers } from '../features/import/handlers';
import { bulksHandlers } from '../features/send/handlers';
import { importVolumeHandlers } from '../features/send/import-volume-handlers';
import { Uploads } from '../features/send/uploads';
import { reportsHandlers } from '../features/reports/handlers';
import { inboxHandlers } from '../features/inbox/handlers';
import { teamHandlers } from '../features/team/handlers';
import { teamTakeoverHandlers } from '../features/team/takeover-handlers';
import { teamRulesHandlers } from '../features/team/release-rules-handlers';
import { runsHandlers } from '../features/runs/handlers';
import { payeesHandlers } from '../features/payees/handlers';
import { err, ok } from '../../src-shared/result';

/**
 * The handler for every channel of the contract. The type makes a missing channel a compile error.
 * `desktop` is the OS shell (file manager, open dialog, opened files); only the Electron app has a real one.
 */
export function createHandlers(core: Core, desktop: DesktopShell = withoutDesktop(core.events)): HandlerMap {
  return afterTheBankStarted(everyHandler(core, desktop), core.bankStarted);
}

/**
 * What the first screen asks that this computer alone holds (the app's own data, its history, its
 * saved runs, the team's status): answered while the core's bank side is still starting. Changes
 * among them too: not the page's list of calls that change nothing (src-renderer/share-reads.ts).
 */
const ANSWERED_BEFORE_THE_BANK: ReadonlySet<ChannelName> = new Set<ChannelName>([
  'app:info',
  'app:preferences',
  'app:setPreferences',
  'app:claimNotices',
  'app:takeOpenFile',
  'app:revealDataFolder',
  'bulks:open',
  'history:maintenance',
  'history:searchPayments',
  'history:listBulks',
  'history:getBulk',
  'history:getPayment',
  'import:templates',
  'team:status',
]);

/**
 * Every other channel waits for the bank side (the demo bank, the restored session): one promise.
 * A bank side that could not start answers each of them why (the page shows it), not a failed request.
 */
function afterTheBankStarted(handlers: HandlerMap, bankStarted: Promise<void>): HandlerMap {
  const failed = bankStarted.then(
    () => null,
    (cause: unknown) => {
      const reason = cause instanceof Error ? cause.message : String(cause);
      return err(
        'start_failed',
        `Bulkpay could not finish starting: ${reason}. Close Bulkpay and start it again.`,
        undefined,
        {
          reason,
        },
      );
    },
  );
  const waiting = Object.entries(handlers).map(([channel, handler]: [string, Handler<ChannelName>]) => {
    if (ANSWERED_BEFORE_THE_BANK.has(channel as ChannelName)) return [channel, handler];
    const afterBank: Handler<ChannelName> = async (request) => (await failed) ?? handler(request);
    return [channel, afterBank];
  });
  return Object.fromEntries(waiting) as HandlerMap;
}

function everyHandler(core: Core, desktop: DesktopShell): HandlerMap {
  // Team mode's solo-send refusal is in the core (soloSendGuard), under every send path.
  // A large file's rows and a team run's arrive in chunks into the same uploads.
  const uploads = new Uploads();
  return {
    ...appHandlers(core, desktop),
    ...consentHandlers(core.psu),
    ...accountsHandlers(core.psu.accounts),
    ...singlePaymentsHandlers(core.psu.payments),
    ...profileHandlers(core),
    ...keysHandlers(core.profiles.keys, core.profiles.renewal, desktop),
    ...onboardingHandlers(core.profiles.onboarding, teamProfileIdsSharing(core)),
    ...bulksHandlers(core.bulks),
    ...importVolumeHandlers(core.bulks, uploads),
    ...historyHandlers(core.bulks, core.bulks.submission.actor, desktop, async () => {
      // Team mode: the History screen reads the team's history; unreachable falls back with a notice.
      // A folder bound to a team whose team.json is gone is still a team desktop: its local history is not the whole story.
      if (!core.team.configuredUrl()) return teamBoundUrl(core.dataDir) === null ? null : 'unreachable';
      const store = await core.team.readStore();
      if (store.ok) return { repo: store.value.history(), errorOf: (e) => store.value.errorOf(e) };
      // Only a database that cannot be reached falls back; a role or schema problem is the answer.
      return store.error.code === 'team_unreachable' ? 'unreachable' : store;
    }),
    ...importHandlers(core.dataDir),
    ...reportsHandlers(core.bulks.reader, core.psu.accounts, core.outbox, desktop),
    ...inboxHandlers(core.inbox, desktop),
    ...teamHandlers(core.team, core.bulks, uploads),
    ...teamTakeoverHandlers(core.team, core.bulks),
    ...teamRulesHandlers(core.team),
    ...payeesHandlers(core.bulks, core.team),
    ...runsHandlers(core.drafts),
    'history:maintenance': async () => ok({ tasks: core.maintenance.tasks() }),
  };
}
