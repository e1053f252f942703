import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { err, ok, type AppError, type Result } from '../../src-shared/result';
import type { Keychain } from '../adapters/keychain/keychain';
import type { Logger } from '../platform/log';
import type { EventBus } from '../platform/events';
import {
  connectTeamStore,
  openTeamStore,
  readTeamSettings,
  saveTeamSettings,
  teamListenSettings,
  teamListenUrl,
} from '../adapters/postgres/team-connection';
import { TeamListener } from '../adapters/postgres/team-events';
import { summaryOf } from '../features/team/run-detail';
import { runChangeReads, type RunChangeReads } from '../features/team/run-change-reads';
import { splitPassword, teamKeychainAccount } from '../domain/team-url';
import { clearTeamBound, markTeamBound, teamBoundUrl } from '../features/team/send-guard';
import type { TeamStatus, TeamStore } from '../ports/team/team-store';
// The store as opened: app/ alone sees the adapter (its LISTEN pool); everyone else gets the port.
import type { TeamStore as OpenedTeamStore } from '../adapters/postgres/team-store';
import type { FollowerBank } from '../features/tracking/bulk-follower';
import { TeamBulkFollower, type TeamFollowTimes } from '../features/tracking/team-bulk-follower';
import { teamSchemaAge, teamSchemaUpgradeDue } from '../../src-shared/team-schema-age';

export interface TeamServiceOptions {
  dataDir: string;
  keychain: Keychain;
  /** BULKPAY_TEAM_URL and PGPASSWORD, as for the CLI. */
  env?: NodeJS.ProcessEnv;
  logger?: Logger;
  /** Where team changes go as `team:changed` / `team:liveChanged` (the app); none for the CLI. */
  events?: EventBus;
  /** How long a screen's read waits for the team database to connect (default 2 s). */
  readConnectTimeoutMs?: number;
  /** How long "cannot be reached" is remembered, so screens fall back at once (default 15 s). */
  rememberUnreachableMs?: number;
  /** The data folder's bank keys: bound to the team on joining, released only when an admin leaves. */
  keys?: TeamBoundKeys;
  /** How the bulks this desktop sends are followed in the team history (default DEFAULT_TEAM_FOLLOW_TIMES). */
  followTimes?: TeamFollowTimes;
}

/** Key custody (KeyService): the team binding kept in the bank keys' own keychain entries. */
export interface TeamBoundKeys {
  boundTeam(): Promise<Result<string | null>>;
  bindKeysToTeam(team: string | null): Promise<Result<void>>;
}

const READ_CONNECT_TIMEOUT_MS = 2_000;
const REMEMBER_UNREACHABLE_MS = 15_000;

/** This desktop's team mode as the app shows it. Never carries the password. */
export interface TeamView {
  /** A team database is set up on this desktop (team.json or BULKPAY_TEAM_URL). */
  configured: boolean;
  /** The address without the password. */
  url: string | null;
  /** Why the team database cannot be used right now (unreachable, refused), or null. */
  problem: AppError | null;
  status: TeamStatus | null;
}

/**
 * The app's connection to the team store: opened when first needed and kept open, so every screen
 * and the send path share one pool. PostgreSQL's own error text goes to main's log only.
 */
export class TeamService {
  #store: OpenedTeamStore | null = null;
  #opening: Promise<Result<OpenedTeamStore>> | null = null;
  /** Bumped by connect/disconnect/close: a store opened for an earlier generation is closed, never kept. */
  #generation = 0;
  /** Team changes pushed by the database (schema 6), while a store is open and events have a sink. */
  #listener: TeamListener | null = null;
  /** The changes being pushed to the window, in order, each changed run read as listed (run-change-reads.ts). */
  #changes: RunChangeReads | null = null;
  /** The team database did not answer a read in time: until when screens are told so at once. */
  #unreachable: { until: number; error: AppError } | null = null;

  /** The bulks of the team runs this desktop sent, followed to their final state in the team history. */
  readonly follower: TeamBulkFollower;

  constructor(private readonly o: TeamServiceOptions) {
    this.follower = new TeamBulkFollower(o.followTimes, o.logger);
  }

  /**
   * At the app's start on a team desktop: the team's open bulks this desktop sent, or whose sender is
   * gone, are followed to their final state (TeamBulkFollower.resume). Nothing outside team mode.
   */
  async resumeFollowing(bank: () => Promise<Result<FollowerBank>>): Promise<Result<number>> {
    this.#followBank = bank;
    if (this.configuredUrl() === null) return ok(0);
    const store = await this.store();
    if (!store.ok) return store;
    return this.follower.resume(store.value, bank);
  }

  /** The bank the open bulks are followed with, once resumeFollowing ran: again whenever the listener is live again. */
  #followBank: (() => Promise<Result<FollowerBank>>) | null = null;

  /** The database is back (the listener live again): the open bulks are followed again, as at start. */
  #resumeOnLive(live: boolean): void {
    const bank = this.#followBank;
    if (!live || !bank) return;
    void this.resumeFollowing(bank).then((resumed) => {
      if (!resumed.ok) this.o.logger?.warn('following the open team bulks again failed', { code: resumed.error.code });
    });
  }

  #log = (raw: Record<string, unknown>) => this.o.logger?.warn('team database error', raw);

  /** The saved address (or the environment's), without its password. */
  configuredUrl(): string | null {
    if (this.o.env?.BULKPAY_TEAM_URL) return splitPassword(this.o.env.BULKPAY_TEAM_URL).url;
    return readTeamSettings(this.o.dataDir)?.url ?? null;
  }

  /** The team store, opened on first use; an address that failed is tried again on the next call. */
  async store(): Promise<Result<TeamStore>> {
    if (this.#store) return ok(this.#store);
    const generation = this.#generation;
    const env = this.o.env ?? {};
    const pool = this.#sharesListen() ? { min: 1 } : {};
    const opening = (this.#opening ??= openTeamStore(this.o.dataDir, this.o.keychain, env, this.#log, pool).then(
      async (opened) => {
        if (this.#opening === opening) this.#opening = null;
        if (!opened.ok) return opened;
        // Left or switched team databases while this one was opening: it is not ours to keep.
        if (this.#generation !== generation || this.#store) {
          await opened.value.close().catch(() => {});
          return this.#store && this.#generation === generation ? ok(this.#store) : this.#gone();
        }
        this.#store = opened.value;
        this.#listen(opened.value);
        // A slow server that did answer in the end is used at once, not after the remembered outage.
        this.#unreachable = null;
        return opened;
      },
    ));
    return opening;
  }

  /**
   * The team store for a screen's read: a server that does not answer (a blackholed address, a
   * server that never finishes the startup) costs at most the short read timeout, and is then
   * remembered as unreachable for a few seconds, so every screen falls back to this computer at
   * once and the banner says so. Sends never use this: they open the store for real (store()) and
   * record in the team store before anything leaves.
   */
  async readStore(): Promise<Result<TeamStore>> {
    const remembered = this.#unreachable;
    if (remembered && remembered.until > Date.now()) return { ok: false, error: remembered.error };
    const ms = this.o.readConnectTimeoutMs ?? READ_CONNECT_TIMEOUT_MS;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Result<TeamStore>>((resolve) => {
      timer = setTimeout(() => resolve(this.#unreachableError()), ms);
    });
    const store = await Promise.race([this.store(), late]).finally(() => clearTimeout(timer));
    const ready = store.ok ? await store.value.reachable(ms) : store;
    if (!ready.ok) {
      if (ready.error.code === 'team_unreachable')
        this.#unreachable = {
          until: Date.now() + (this.o.rememberUnreachableMs ?? REMEMBER_UNREACHABLE_MS),
          error: ready.error,
        };
      return ready;
    }
    this.#unreachable = null;
    return store;
  }

  #unreachableError(): Result<never> {
    let host = '';
    try {
      host = new URL(this.configuredUrl() ?? '').hostname;
    } catch {
      // no address: the message names no host
    }
    return err(
      'team_unreachable',
      `The team database on ${host} cannot be reached; check the network, then try again. You can still import and check files.`,
      undefined,
      { host },
    );
  }

  #gone(): Result<never> {
    return err(
      'team_connection_changed',
      'The team database connection changed while it was opening (left or connected to another); try again.',
    );
  }

  async view(): Promise<TeamView> {
    const url = this.configuredUrl();
    if (!url) return { configured: false, url: null, problem: null, status: null };
    const store = await this.readStore();
    const status = store.ok ? await store.value.status() : store;
    return status.ok
      ? { configured: true, url, problem: null, status: status.value }
      : { configured: true, url, problem: status.error, status: null };
  }

  /**
   * Joins this desktop to a team database: checks the server and the schema (installing or
   * upgrading it when `install` and the role may), then keeps the password in the OS keychain
   * and the address in team.json. Nothing is saved when any step fails.
   */
  async connect(address: string, givenPassword: string | null, install: boolean): Promise<Result<TeamView>> {
    const { url, password: fromUrl } = splitPassword(address);
    const password = givenPassword || fromUrl;
    const opened = await connectTeamStore(url, password, this.#log, this.#sharesListen() ? { min: 1 } : {});
    if (!opened.ok) return opened;
    const store = opened.value;
    let keep = false;
    try {
      let status = await store.status();
      if (!status.ok) return status;
      const { schemaVersion: have, appSchemaVersion: want } = status.value;
      const age = teamSchemaAge(status.value);
      if (age === 'newer')
        return err(
          'team_schema_newer',
          `The team database was set up by a newer Bulkpay (schema ${have}); update Bulkpay on this desktop first.`,
          undefined,
          { have, want },
        );
      if (age === 'older' && !install)
        return err(
          'team_schema_needs_install',
          `The team schema needs installing or upgrading (version ${have} → ${want}); an admin whose database role may create schemas and roles connects with "Install or upgrade the team schema" ticked.`,
          undefined,
          { have, want },
        );
      // Upgrading, or building again the indexes an interrupted build left missing or invalid and
      // finishing a fill it left unfinished.
      const unfinished = status.value.indexesToRebuild.length > 0 || status.value.payeeNamesUnfilled;
      if (install && (teamSchemaUpgradeDue(status.value) || unfinished)) {
        const migrated = await store.migrate();
        if (!migrated.ok) return migrated;
        status = await store.status();
        if (!status.ok) return status;
      }
      if (password) {
        const saved = await this.o.keychain.set(teamKeychainAccount(url), password);
        if (!saved.ok) return saved;
      }
      // The keys first: a desktop whose keys could not be bound does not join (and sends nothing alone meanwhile).
      const bound = await this.o.keys?.bindKeysToTeam(url);
      if (bound && !bound.ok) return bound;
      saveTeamSettings(this.o.dataDir, { url });
      markTeamBound(this.o.dataDir, url);
      await this.#drop();
      this.#store = store;
      this.#listen(store);
      keep = true;
      return ok({ configured: true, url, problem: null, status: status.value });
    } finally {
      if (!keep) await store.close();
    }
  }

  /**
   * Leaves team mode on this desktop: forgets the address, removes the password from the keychain
   * and releases the bank keys' team binding. Team mode is sticky per data folder and per key (it is what stops solo sends), so only a member
   * the team database confirms as a Bulkpay admin may leave it; a member who is not is refused
   * (the schema lets no member write the audit log directly, so leaving is not logged there).
   */
  async disconnect(): Promise<Result<TeamView>> {
    const url = readTeamSettings(this.o.dataDir)?.url;
    const keys = await this.o.keys?.boundTeam();
    const keysBound = keys !== undefined && (!keys.ok || keys.value !== null);
    if (url || teamBoundUrl(this.o.dataDir) !== null || keysBound) {
      const store = await this.store();
      const status = store.ok ? await store.value.status() : store;
      if (!status.ok)
        return err(
          'team_leave_unconfirmed',
          'Team mode is left only once the team database confirms you are a Bulkpay admin, and it cannot be reached now; try again when it answers.',
        );
      if (status.value.appRole !== 'admin')
        return err(
          'team_leave_needs_admin',
          `Only a Bulkpay admin leaves team mode on a computer (you are ${status.value.user}, ${status.value.appRole ?? 'without a team role'}); ask an admin of your team to do it.`,
          undefined,
          { user: status.value.user, role: status.value.appRole ?? '-' },
        );
    }
    const released = await this.o.keys?.bindKeysToTeam(null);
    if (released && !released.ok) return released;
    if (url) {
      const removed = await this.o.keychain.remove(teamKeychainAccount(url));
      if (!removed.ok) return removed;
    }
    rmSync(join(this.o.dataDir, 'team.json'), { force: true });
    clearTeamBound(this.o.dataDir);
    await this.#drop();
    return ok(await this.view());
  }

  /** Whether changes from other desktops arrive as they happen (false: the screens poll slowly). */
  live(): boolean {
    return this.#listener?.live ?? false;
  }

  /** Live updates were lost as through a transaction-mode pooler (LISTEN accepted, nothing delivered). */
  livePooler(): boolean {
    return !this.live() && (this.#listener?.pooler ?? false);
  }

  /** The app LISTENs on its one pooled connection unless a LISTEN address of its own is set. */
  #sharesListen(): boolean {
    return Boolean(this.o.events) && !teamListenUrl(this.o.dataDir, this.o.env ?? {});
  }

  #listen(store: OpenedTeamStore): void {
    const events = this.o.events;
    if (!events || this.#listener) return;
    // A change to a run goes to the window with the run as listed (read here), so no screen reads
    // the newest runs for it: with fifty desktops, one row each instead of fifty lists each.
    const changes = (this.#changes = runChangeReads(
      (ids) => store.listedRuns(ids),
      (change, run) => events.emit('team:changed', run ? { ...change, run: summaryOf(run) } : change),
      { log: (message, fields) => this.o.logger?.warn(message, fields) },
    ));
    this.#listener = new TeamListener({
      ...(this.#sharesListen()
        ? { pool: store.listenPool() }
        : { config: () => teamListenSettings(this.o.dataDir, this.o.keychain, this.o.env ?? {}) }),
      onChange: (change) => changes.heard(change),
      onLive: (live, pooler) => {
        events.emit('team:liveChanged', { live, pooler: !live && Boolean(pooler) });
        this.#resumeOnLive(live);
      },
      log: this.#log,
    });
  }

  async #drop(): Promise<void> {
    const listener = this.#listener;
    this.#listener = null;
    this.#changes?.stop();
    this.#changes = null;
    await listener?.stop();
    this.#generation++;
    this.#unreachable = null;
    this.#opening = null;
    const store = this.#store;
    this.#store = null;
    await store?.close().catch(() => {});
  }

  async close(): Promise<void> {
    await this.follower.close();
    const opening = this.#opening;
    await this.#drop();
    await opening?.catch(() => {});
  }
}
