import type { Db, SlowMigrationDone } from '../adapters/sqlite/open-database';
import { composeSendGuard, composeSendServices, composeSignedBankClient, openHistoryDatabase } from './compose';
import { createProfileServices } from './compose-profiles';
import { ActiveBankClient } from '../features/bank-session/active-bank-client';
import { createPsuServices, type PsuServices } from '../features/bank-session/psu-services';
import { keychainPsuTokenStore } from '../features/bank-session/psu-token-store';
import { EventBus } from '../platform/events';
import { HistoryMaintenance } from '../adapters/sqlite/history-maintenance';
import { HistoryStore } from '../adapters/sqlite/history-store';
import { historyRecorder } from '../features/single-payments/recorder';
import { createKeychain, type Keychain } from '../adapters/keychain/keychain';
import type { Logger } from '../platform/log';
import type { DemoBankSettings } from '../features/profiles/demo-bank';
import type { ProfileServices } from '../features/profiles/services';
import { SqliteRunDrafts } from '../adapters/sqlite/run-drafts';
import type { RunDrafts } from '../ports/run-drafts';
import type { BulkServices } from '../features/send/bulk-services';
import type { PollSchedule } from '../features/tracking/poll-schedule';
import { psuSubmitBank } from '../features/send/psu-submit-bank';
import { ErpOutbox } from '../features/reports/outbox';
import { ErpInbox } from '../features/inbox/erp-inbox';
import { SqliteInboxStore } from '../adapters/sqlite/inbox-store';
import { payeeBookForInbox } from '../features/inbox/check-options';
import { markTeamBound, teamBoundUrl, type SendGuard } from '../features/team/send-guard';
import { TeamService } from './team-service';
import type { EventPayload } from '../../src-shared/ipc/contract';
import { characterSetOf } from '../features/profiles/character-set';
import { appLanguage, whyWordsIn } from '../features/inbox/why-report';
import { readPreferences } from '../features/preferences/preferences';
import { setImmediate as yieldToIo } from 'node:timers/promises';
import { startTrace } from '../platform/start-trace';

/** Browser mode reads the keychain's native library while the browser opens (web/browser-mode.ts). */
export { readKeychainLibrary } from '../adapters/keychain/keychain';

export interface CoreOptions {
  dataDir: string;
  /** The CLI: stop following a bulk on a bank fault asking again cannot cure, so --wait can say why and exit. */
  stopTrackingOnFault?: boolean;
  /** Payments per step when the text index catches up at start (default CATCH_UP_STEP; a journey slows it to watch it). */
  textCatchUpStep?: number;
  appVersion: string;
  /**
   * Start (or join) the data folder's demo bank (default true; tests pass false, or settings such
   * as a slow demo "phone").
   */
  demoBank?: boolean | DemoBankSettings;
  /** Default: the OS keychain through @napi-rs/keyring. */
  keychain?: Keychain;
  /** An OS notification (bulk approved or declined); the Electron shell passes one. */
  notify?: (title: string, body: string) => void;
  /** How often bulk statuses are checked; default DEFAULT_POLL_SCHEDULE (tests pass a fast one). */
  pollSchedule?: PollSchedule;
  /** Where bank-client logs of profile services go (already redacted). */
  logger?: Logger;
  /** How long a file in the ERP inbox must stay unchanged before it is read (default 2 s). */
  inboxSettleMs?: number;
  /** BULKPAY_TEAM_URL and PGPASSWORD for team mode; default process.env (the CLI passes its own). */
  env?: NodeJS.ProcessEnv;
}

/**
 * The main-process core: every service the app, the CLI and the test bridge share.
 * Nothing here imports electron.
 */
export interface Core {
  readonly dataDir: string;
  readonly appVersion: string;
  readonly events: EventBus;
  readonly db: Db;
  /** Bank profiles, keys, credentials, onboarding, renewal, demo bank. `profiles.activeBank()` for the bank client. */
  readonly profiles: ProfileServices;
  /** The PSU's bank session (JWT in memory and the OS keychain, for its lifetime), accounts and transactions, single payments. */
  readonly psu: PsuServices;
  /** Bulk submission, status tracking and the history. */
  readonly bulks: BulkServices;
  /** The ERP outbox: each run's pain.002 written into the user's folder when the run is final. */
  readonly outbox: ErpOutbox;
  /** The ERP inbox: payment files the ERP drops into the user's folder, picked up once and offered on Home. */
  readonly inbox: ErpInbox;
  /** Payment runs kept until sent (Home offers them again), under the active profile. */
  readonly drafts: RunDrafts;
  /** Team mode: the shared PostgreSQL store, opened when first needed. */
  readonly team: TeamService;
  /** Long history upkeep of this run (index rebuilds, text index catch-up), shown in the window. */
  readonly maintenance: HistoryMaintenance;
  /**
   * Settles once the bank side has started (startBankSide: the demo bank, a half-done renewal, the
   * PSU session, the ERP inbox, bulks left unfinished); rejects if that start failed. Calls that need
   * the bank wait for it (ipc-handlers.ts); what this computer holds is answered meanwhile.
   */
  readonly bankStarted: Promise<void>;
  close(): Promise<void>;
}

/** The core with its bank side started (the CLI, the Electron shell, tests). */
export async function createCore(options: CoreOptions): Promise<Core> {
  const core = await openCore(options);
  await core.bankStarted;
  return core;
}

/**
 * The core, answering what this computer holds at once, while its bank side starts
 * (`bankStarted`): browser mode serves the first screen's calls meanwhile.
 */
export async function openCore(options: CoreOptions): Promise<Core> {
  const events = new EventBus();
  const { db, maintenance } = openCoreHistory(options.dataDir, events, options.logger);
  const keychain = options.keychain ?? createKeychain();
  const profiles = await openProfiles(options, db, keychain);
  const env = options.env ?? process.env;
  const team = new TeamService({
    dataDir: options.dataDir,
    keychain,
    env,
    events,
    keys: profiles.keys,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  // Every send outside a released team run (bulk submit and resend, single payments) asks this first.
  const sendGuard = composeSendGuard(options.dataDir, env, {
    unreachable: async () => (await team.view()).problem !== null,
    keysBoundTeam: () => profiles.keys.boundTeam(),
  });
  const { bankClient, psu } = composePsu(options.logger, db, keychain, events, profiles, sendGuard);
  const bulks = composeSendServices({
    dataDir: options.dataDir,
    env,
    sendGuard,
    db,
    events,
    bank: psuSubmitBank(psu.session, () => bankClient.get()),
    profileId: () => profiles.getActiveProfile()?.id,
    characterSet: () => characterSetOf(profiles.getActiveProfile()),
    ...(options.notify ? { notify: options.notify } : {}),
    ...(options.pollSchedule ? { schedule: options.pollSchedule } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.stopTrackingOnFault ? { stopOnFault: true } : {}),
  });
  const outbox = composeOutbox(options.dataDir, events, bulks);
  const inbox = composeInbox(options, db, events, profiles, team, bulks);
  startTrace('core: outbox, inbox made');
  const closing = new AbortController();
  const bankStarted = startBankSide(
    options,
    { db, maintenance, profiles, bankClient, psu, inbox, bulks, team },
    closing.signal,
  );
  // Its failure is each waiting caller's (createCore, browser mode, a call that needs the bank), not unhandled here.
  bankStarted.catch(() => undefined);
  return {
    dataDir: options.dataDir,
    appVersion: options.appVersion,
    events,
    db,
    profiles,
    psu,
    bulks,
    outbox,
    inbox,
    drafts: new SqliteRunDrafts(db, () => profiles.getActiveProfile()?.id),
    team,
    maintenance,
    bankStarted,
    async close() {
      // A bank side still starting stops at its next step (the demo bank's start too, which may be
      // waiting for another process), and is awaited, so nothing it opens outlives the close.
      closing.abort();
      profiles.demo.stopStarting();
      await bankStarted.catch(() => undefined);
      // Stop the tracker before the session: a check waiting for sign-in is released by dispose.
      await inbox.stop();
      const trackerStopped = bulks.tracker.stop();
      psu.dispose();
      await trackerStopped;
      await psu.session.storeSettled();
      await bankClient.close();
      await profiles.demo.close();
      await team.close();
      db.close();
    },
  };
}

interface BankSideParts {
  db: Db;
  maintenance: HistoryMaintenance;
  profiles: ProfileServices;
  bankClient: ActiveBankClient;
  psu: PsuServices;
  inbox: ErpInbox;
  bulks: BulkServices;
  team: TeamService;
}

/**
 * What needs the bank, in order: the demo bank (it installs or moves the demo profile), a renewal
 * the last run left half-done (it decides which key is current, before anything signs), the PSU
 * session kept in the keychain, the ERP inbox (it checks files with the active profile's rules),
 * and the bulks left unfinished; then the history's text index catches up. Stops at its next step
 * once `closed` (the core is closing).
 */
async function startBankSide(
  options: Pick<CoreOptions, 'demoBank' | 'logger' | 'textCatchUpStep'>,
  { db, maintenance, profiles, bankClient, psu, inbox, bulks, team }: BankSideParts,
  closed: AbortSignal,
): Promise<void> {
  // Each step lets the thread go first: a request that came meanwhile (the page, its scripts, a
  // call answered from this computer) is served between steps, not behind the whole bank side.
  const nextStep = async () => {
    await yieldToIo();
    return !closed.aborted;
  };
  if (!(await nextStep())) return;
  if (options.demoBank ?? true) {
    // A failed demo set-up (e.g. no keychain) must not stop the app; Settings shows why (demo.problem).
    await profiles.demo.start();
  }
  startTrace('core: demo bank started');
  if (!(await nextStep())) return;
  await profiles.renewal.settleInterrupted();
  // A restored token belongs to the bank active when it was read: an address accepted before the
  // first bank call (the CLI, meanwhile) signs it out then. No token restored, nothing to sign out
  // (a token the CLI saves meanwhile is for the new address).
  const restoredBank = profiles.getActiveProfile();
  if (await psu.session.restore()) bankClient.noteRestoredBank(restoredBank);
  startTrace('core: PSU session restored');
  if (!(await nextStep())) return;
  await inbox.start();
  startTrace('core: inbox started');
  if (!(await nextStep())) return;
  await resumeUnfinished(bulks, team, options.logger);
  startTrace('core: unfinished bulks resumed');
  maintenance
    .catchUpText(db, options.textCatchUpStep)
    .catch((cause: unknown) =>
      options.logger?.warn(
        `The history's search index could not catch up now (${String(cause)}); the next search will.`,
      ),
    );
}

/**
 * The data folder's history database, and its upkeep: long index work before the window opened
 * (slow migrations) and a text index catch-up after, both shown in the window.
 */
function openCoreHistory(
  dataDir: string,
  events: EventBus,
  logger: Logger | undefined,
): { db: Db; maintenance: HistoryMaintenance } {
  const slowMigrations: SlowMigrationDone[] = [];
  const opened = openHistoryDatabase(
    dataDir,
    (notice) => logger?.info(notice),
    (done) => slowMigrations.push(done),
  );
  if (!opened.ok) throw new Error(opened.error.message);
  startTrace('core: history database open');
  const db = opened.value;
  const maintenance = new HistoryMaintenance((tasks) => events.emit('history:maintenance', { tasks }));
  if (slowMigrations.length) {
    const payments = db.prepare('SELECT count(*) FROM payments').pluck().get() as number;
    for (const done of slowMigrations) maintenance.migrationRan(done.version, payments, done.milliseconds);
  }
  return { db, maintenance };
}

/** The bank profiles and keys, with the data folder's team binding (the demo bank is started later, startBankSide). */
async function openProfiles(
  options: Pick<CoreOptions, 'dataDir' | 'logger' | 'demoBank'>,
  db: Db,
  keychain: Keychain,
): Promise<ProfileServices> {
  const profiles = createProfileServices({
    db,
    dataDir: options.dataDir,
    keychain,
    logger: options.logger,
    desktopTeam: () => teamBoundUrl(options.dataDir),
    ...(typeof options.demoBank === 'object' ? { demoBank: options.demoBank } : {}),
  });
  // Key custody: keys bound to a team keep this data folder in team mode, even with its marker deleted.
  startTrace('core: profile services made');
  const keysTeam = await profiles.keys.boundTeam();
  if (keysTeam.ok && keysTeam.value !== null && teamBoundUrl(options.dataDir) === null)
    markTeamBound(options.dataDir, keysTeam.value);
  startTrace('core: team binding of the keys read (keychain)');
  return profiles;
}

/** The active profile's bank client and the PSU's services on it (the session is restored by startBankSide). */
function composePsu(
  logger: Logger | undefined,
  db: Db,
  keychain: Keychain,
  events: EventBus,
  profiles: ProfileServices,
  sendGuard: SendGuard,
): { bankClient: ActiveBankClient; psu: PsuServices } {
  const bankClient = new ActiveBankClient(() => profiles.activeBank(), composeSignedBankClient(logger, db));
  const psu = createPsuServices({
    clientOf: () => bankClient.get(),
    events,
    recorder: historyRecorder(new HistoryStore(db)),
    // One phone approval serves the app and every CLI command until the token expires.
    session: { store: keychainPsuTokenStore(keychain, () => profiles.getActiveProfile()?.id, logger) },
    payments: { sendGuard },
  });
  bankClient.onProfileSwitch(() => psu.session.signOut());
  startTrace('core: send services made');
  return { bankClient, psu };
}

/** The ERP outbox, written as each bulk's update comes; a failed write is a notice in the window. */
function composeOutbox(dataDir: string, events: EventBus, bulks: BulkServices): ErpOutbox {
  const outbox = new ErpOutbox({ dataDir, reader: bulks.reader, store: bulks.store });
  events.addSink((name, payload) => {
    if (name !== 'bulks:updated') return;
    const written = outbox.onBulkUpdated((payload as EventPayload<'bulks:updated'>).bulk);
    if (!written.ok) events.emit('app:notice', { level: 'warning', message: written.error.message });
  });
  return outbox;
}

/** The ERP inbox, checking files with the active profile's characters and the payee book (the team's in team mode). */
function composeInbox(
  options: Pick<CoreOptions, 'dataDir' | 'logger' | 'inboxSettleMs'>,
  db: Db,
  events: EventBus,
  profiles: ProfileServices,
  team: TeamService,
  bulks: BulkServices,
): ErpInbox {
  return new ErpInbox({
    dataDir: options.dataDir,
    store: new SqliteInboxStore(db),
    events,
    logger: options.logger,
    settleMs: options.inboxSettleMs,
    checkOptions: async () => ({
      characterSet: characterSetOf(profiles.getActiveProfile()),
      payeeBook: await payeeBookForInbox(team, bulks.payeeBook),
    }),
    whyWords: () => whyWordsIn(appLanguage(readPreferences(options.dataDir).language)),
    team: { inTeam: () => team.configuredUrl() !== null, storeOf: () => team.store(), submission: bulks.submission },
  });
}

/**
 * Bulks left unfinished by the last run (closed, crashed) are followed again right away; on a team
 * desktop, the team's open bulks this desktop sent, or whose sender is gone, likewise (not awaited).
 */
async function resumeUnfinished(bulks: BulkServices, team: TeamService, logger: Logger | undefined): Promise<void> {
  await bulks.tracker.resumeAll();
  void team.resumeFollowing(bulks.bank).then((resumed) => {
    if (!resumed.ok) logger?.warn('following the open team bulks at start failed', { code: resumed.error.code });
  });
}
