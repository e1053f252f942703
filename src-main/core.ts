import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type Db } from './db/open-database';
import { ActiveBankClient } from './consent/active-bank-client';
import { createPsuServices, type PsuServices } from './consent/psu-services';
import { EventBus } from './events';
import { HistoryStore } from './history/history-store';
import { historyRecorder } from './payments-single/recorder';
import type { Keychain } from './keychain/keychain';
import type { Logger } from './log';
import type { DemoBankSettings } from './profiles/demo-bank';
import { createProfileServices, type ProfileServices } from './profiles/services';
import { createBulkServices, type BulkServices } from './submission/bulk-services';
import type { PollSchedule } from './submission/poll-schedule';
import { psuSubmitBank } from './submission/psu-submit-bank';

export interface CoreOptions {
  dataDir: string;
  /** The CLI: stop following a bulk on a bank fault asking again cannot cure, so --wait can say why and exit. */
  stopTrackingOnFault?: boolean;
  appVersion: string;
  /**
   * Start (or join) the data folder's demo bank (default true; tests pass false, or settings such
   * as a slow demo "phone").
   */
  demoBank?: boolean | DemoBankSettings;
  /** Default: the OS keychain through keytar. */
  keychain?: Keychain;
  /** An OS notification (bulk approved or declined); the Electron shell passes one. */
  notify?: (title: string, body: string) => void;
  /** How often bulk statuses are checked; default DEFAULT_POLL_SCHEDULE (tests pass a fast one). */
  pollSchedule?: PollSchedule;
  /** Where bank-client logs of profile services go (already redacted). */
  logger?: Logger;
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
  /** The PSU's bank session (JWT in memory only), accounts and transactions, single payments. */
  readonly psu: PsuServices;
  /** Bulk submission, status tracking and the history. */
  readonly bulks: BulkServices;
  close(): Promise<void>;
}

export async function createCore(options: CoreOptions): Promise<Core> {
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const events = new EventBus();
  const opened = openDatabase(join(options.dataDir, 'bulkpay.sqlite'));
  if (!opened.ok) throw new Error(opened.error.message);
  const db = opened.value;
  const profiles = createProfileServices({
    db,
    dataDir: options.dataDir,
    keychain: options.keychain,
    logger: options.logger,
    ...(typeof options.demoBank === 'object' ? { demoBank: options.demoBank } : {}),
  });
  if (options.demoBank ?? true) {
    // A failed demo set-up (e.g. no keychain) must not stop the app; Settings shows why (demo.problem).
    await profiles.demo.start();
  }
  // Before anything signs: a renewal the last run left half-done decides which key is current.
  await profiles.renewal.settleInterrupted();
  const bankClient = new ActiveBankClient(() => profiles.activeBank(), options.logger, db);
  const psu = createPsuServices({
    clientOf: () => bankClient.get(),
    events,
    recorder: historyRecorder(new HistoryStore(db)),
  });
  bankClient.onProfileSwitch(() => psu.session.signOut());
  const bulks = createBulkServices({
    db,
    events,
    bank: psuSubmitBank(psu.session, () => bankClient.get()),
    profileId: () => profiles.getActiveProfile()?.id,
    ...(options.notify ? { notify: options.notify } : {}),
    ...(options.pollSchedule ? { schedule: options.pollSchedule } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.stopTrackingOnFault ? { stopOnFault: true } : {}),
  });
  // Bulks left unfinished by the last run (closed, crashed) are followed again right away.
  bulks.tracker.resumeAll();
  return {
    dataDir: options.dataDir,
    appVersion: options.appVersion,
    events,
    db,
    profiles,
    psu,
    bulks,
    async close() {
      // Stop the tracker before the session: a check waiting for sign-in is released by dispose.
      const trackerStopped = bulks.tracker.stop();
      psu.dispose();
      await trackerStopped;
      await bankClient.close();
      await profiles.demo.close();
      db.close();
    },
  };
}
