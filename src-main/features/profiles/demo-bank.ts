import { join } from 'node:path';
import { err, ok, type Result } from '../../../src-shared/result';
import type { Sandbox } from '../../../src-sandbox/index';
import type { DemoBankStore } from '../../ports/demo-bank-store';
import { checkKeyPair } from '../keys/key-checks';
import type { KeyService } from '../keys/key-service';
import { readKeyMaterial } from '../keys/key-material';
import {
  DEMO_STATE_FILE,
  DemoBankRegistry,
  isRunning,
  judge,
  processAlive,
  type DemoBankEntry,
  type RunningDemoBank,
} from './demo-bank-registry';
import type { BankProfile, ProfileStore } from '../../ports/profiles';
import { DEMO_BANK_SET, DEMO_SANDBOX_CHARACTERS } from './character-set';
import { startTrace } from '../../platform/start-trace';
import { setTimeout as sleep } from 'node:timers/promises';

export const DEMO_PROFILE_NAME = 'Demo bank (sandbox, no real money)';
/** Public demo values (docs/sandbox.md), the same as src-sandbox/demo.ts and seed.ts seed. */
const DEMO_PSU_EMAIL = 'demo.psu@bulkpay.test';
/** The demo customer's EUR "Operating account" (src-sandbox/seed.ts), which paid the demo's earlier run. */
const DEMO_OPERATING_ACCOUNT = '5b0e8a52-1c7d-4f3a-9e61-0d2c4b6a8e01';
/** How long a start waits for another process that is still starting the demo bank. */
const WAIT_FOR_OWNER_MS = 35_000;
/** Why a start stopped (the process is closing; no screen shows it). */
const CLOSED_FIRST = 'The demo bank was not started: Bulkpay closed first.';
/** How often a process using another's demo bank checks that the owner is still there. */
const WATCH_MS = 2_000;

/**
 * The ports the demo profile's addresses name, for the sandbox to listen on again: when they are
 * free, a restart leaves the profile as it is (no write at every start); a taken one gets a new port,
 * which the profile is then given (so is one the system refuses). Only this computer's addresses
 * (127.0.0.1) are taken. Once this sandbox has started, the profile names the ports it listens on: it
 * never listens behind another local process holding the last port, it moves away from it. Between
 * an owner's stop and the next start the profile names a freed port, as it did before ports were kept.
 */
function demoPorts(profile: BankProfile | undefined): { base: number; bulk: number } | undefined {
  const port = (address: string | undefined) => {
    if (!address || !URL.canParse(address)) return 0;
    const url = new URL(address);
    return url.protocol === 'http:' && url.hostname === '127.0.0.1' ? Number(url.port) : 0;
  };
  const base = port(profile?.baseUrl);
  const bulk = port(profile?.bulkBaseUrl);
  return base > 0 && bulk > 0 && base !== bulk ? { base, bulk } : undefined;
}

/** A demo customer's account as Settings lists it for adding funds. */
export interface DemoAccount {
  iban: string;
  name: string;
  currency: string;
  balance: string;
}

export interface DemoBankSettings {
  /** How long the demo "phone" takes to approve (default: the sandbox's demo default, 3 s). Applies when this process starts the bank. */
  autoApproveMs?: number;
}

/**
 * The demo bank: one sandbox in demo mode per data folder, with its state in the data folder
 * (demo-bank-state.json), so its bulks outlive a restart. `demo-bank.json` records which process
 * serves it and where: the first process (app window, CLI command) starts it, later ones use it,
 * and when its process is gone the next start, or a watching process, takes it over on the same
 * state. The demo profile's key is made once and kept in the keychain like a real bank's; only
 * its certificate reaches the sandbox. Removing the profile stops it and keeps it removed.
 */
export class DemoBank {
  readonly #registry: DemoBankRegistry;
  readonly #stateFile: string;
  /** The sandbox this process serves, with its registry entry. */
  #owned: { sandbox: Sandbox; entry: DemoBankEntry } | undefined;
  /** The demo bank in use (this process's or another's). */
  #bank: RunningDemoBank | undefined;
  #watch: NodeJS.Timeout | undefined;
  #starting: Promise<Result<BankProfile | null>> | undefined;
  /** Stops the start under way at its next step (closing: it must not wait for another process). */
  #startStopper: AbortController | undefined;
  /** Why the last start failed, for the Settings screen; null when it worked. */
  problem: string | null = null;

  constructor(
    private readonly store: DemoBankStore,
    private readonly profiles: ProfileStore,
    private readonly keys: KeyService,
    dataDir: string,
    private readonly settings: DemoBankSettings = {},
  ) {
    this.#registry = new DemoBankRegistry(store, dataDir);
    this.#stateFile = join(dataDir, DEMO_STATE_FILE);
  }

  get removed(): boolean {
    return this.store.removed();
  }

  /** Starts or joins the demo bank and (re)installs the demo profile, unless the user removed it. Never throws. */
  start(): Promise<Result<BankProfile | null>> {
    if (!this.#starting) {
      const stopper = new AbortController();
      this.#startStopper = stopper;
      this.#starting = this.startOnce(stopper.signal).finally(() => (this.#starting = undefined));
    }
    return this.#starting;
  }

  /**
   * The start under way stops at its next step, without waiting for another process still starting
   * the demo bank (Bulkpay is closing); a sandbox it already started is stopped by close().
   */
  stopStarting(): void {
    this.#startStopper?.abort();
  }

  private async startOnce(stop: AbortSignal): Promise<Result<BankProfile | null>> {
    let result: Result<BankProfile | null>;
    try {
      result = await this.install(stop);
    } catch (e) {
      result = err(
        'demo_unavailable',
        `The demo bank could not be started: ${e instanceof Error ? e.message : String(e)}`,
      );
    }
    this.problem = result.ok ? null : result.error.message;
    return result;
  }

  private async install(stop: AbortSignal): Promise<Result<BankProfile | null>> {
    if (this.removed) return ok(null);
    if (this.#owned) return this.installProfile(this.#owned.sandbox);
    const deadline = Date.now() + WAIT_FOR_OWNER_MS;
    for (;;) {
      if (stop.aborted) return err('demo_unavailable', CLOSED_FIRST);
      const seen = this.#registry.read();
      const verdict = seen ? await judge(seen) : 'take_over';
      if (verdict === 'use' && seen && isRunning(seen)) return this.useOthers(seen);
      if (verdict === 'take_over') {
        const mine = this.#registry.claim(seen);
        if (mine) return this.serve(mine, stop);
        // Another process took it over first: look again.
      } else if (Date.now() > deadline) {
        return err(
          'demo_unavailable',
          `The demo bank did not start: another Bulkpay process (${seen?.pid}) is still starting it. Close other Bulkpay windows and commands, then start again.`,
        );
      } else await sleep(100, undefined, { signal: stop }).catch(() => undefined);
    }
  }

  /** Another process serves the demo bank: use it as the profile stands (its owner set the profile up). */
  private useOthers(bank: RunningDemoBank): Result<BankProfile | null> {
    this.#bank = bank;
    this.watchOwner(bank);
    const profile = this.profiles.list().find((p) => p.demo);
    return profile
      ? ok(profile)
      : err(
          'demo_unavailable',
          `The demo bank is running in another Bulkpay process (${bank.pid}), but its profile is missing; close that process and start again to set it up.`,
        );
  }

  /** This process serves the demo bank: start the sandbox on the data folder's state file. */
  private async serve(mine: DemoBankEntry, stop: AbortSignal): Promise<Result<BankProfile | null>> {
    let sandbox: Sandbox | undefined;
    let served = false;
    try {
      const key = await this.demoKey();
      startTrace('demo bank: its key read (keychain)');
      if (stop.aborted) return err('demo_unavailable', CLOSED_FIRST);
      // Imported here so the sandbox code loads only when the demo is in use.
      const { startSandbox } = await import('../../../src-sandbox/index');
      startTrace('demo bank: sandbox code loaded');
      const lastPorts = demoPorts(this.profiles.list().find((p) => p.demo));
      sandbox = await startSandbox({
        port: 0,
        ...(lastPorts ? { preferredPorts: lastPorts } : {}),
        stateFile: this.#stateFile,
        demo: { certificatePem: key.certPem },
        characters: DEMO_SANDBOX_CHARACTERS,
        ...(this.settings.autoApproveMs !== undefined ? { autoApproveMs: this.settings.autoApproveMs } : {}),
      });
      startTrace('demo bank: sandbox listening on its state');
      const installed = await this.installProfile(sandbox, key.newKeyPem);
      if (!installed.ok) return installed;
      const urls = {
        base_url: sandbox.base_url,
        bulk_base_url: sandbox.bulk_base_url,
        control_url: sandbox.control_url,
      };
      if (!this.#registry.publish(mine, urls))
        return err('demo_unavailable', 'The demo bank did not start: another Bulkpay process took it over meanwhile.');
      this.#owned = { sandbox, entry: mine };
      this.#bank = { ...mine, ...urls };
      served = true;
      return installed;
    } finally {
      if (!served) {
        await sandbox?.close();
        this.#registry.release(mine);
      }
    }
  }

  /**
   * The demo profile's certificate, for the sandbox to register: the one it already has when its
   * key is still in the keychain and the certificate still valid, else a new pair (the key is
   * installed with the profile, never written to a file).
   */
  private async demoKey(): Promise<{ certPem: string; newKeyPem?: string }> {
    const profile = this.profiles.list().find((p) => p.demo);
    if (profile?.keyRef && profile.certificatePem && this.keys.certificateInfo(profile)?.expiry !== 'expired') {
      const key = await this.keys.loadKey(profile.keyRef);
      if (key.ok) return { certPem: profile.certificatePem };
    }
    const { makeTestCertificate } = await import('../../../src-sandbox/index');
    const made = await makeTestCertificate({ commonName: 'Bulkpay Demo TPP' });
    return { certPem: made.certPem, newKeyPem: made.keyPem };
  }

  private async installProfile(sandbox: Sandbox, newKeyPem?: string): Promise<Result<BankProfile | null>> {
    const demo = sandbox.demoApplication!;
    const existing = this.profiles.list().find((p) => p.demo);
    const profile =
      existing ??
      this.profiles.create({
        name: DEMO_PROFILE_NAME,
        baseUrl: sandbox.base_url,
        bulkBaseUrl: sandbox.bulk_base_url,
        demo: true,
        characterSet: DEMO_BANK_SET,
      });
    // Only what changed is written (a start usually changes the port alone): each write is a commit to disk.
    const place = {
      baseUrl: sandbox.base_url,
      bulkBaseUrl: sandbox.bulk_base_url,
      onboardingEmail: demo.tpp.email,
      applicationId: demo.applicationId,
    };
    const changed = Object.entries(place).filter(([field, value]) => profile[field as keyof typeof place] !== value);
    if (changed.length > 0) this.profiles.update(profile.id, Object.fromEntries(changed));
    if (newKeyPem) {
      const material = readKeyMaterial([{ name: 'demo key', bytes: Buffer.from(newKeyPem + demo.certPem) }]);
      const pair = material.ok ? checkKeyPair(material.value) : material;
      if (!pair.ok) return err(pair.error.code, `The demo bank could not be set up: ${pair.error.message}`);
      const installed = await this.keys.installKeyPair(profile.id, pair.value);
      if (!installed.ok)
        return err(installed.error.code, `The demo bank could not be set up. ${installed.error.message}`);
    }
    const stored = await this.keepCredentials(profile.id, demo.clientId, demo.clientSecret);
    if (!stored.ok) return err(stored.error.code, `The demo bank could not be set up. ${stored.error.message}`);
    // A fresh desktop's history starts with the demo's last month (docs/payee-book.md, The demo).
    this.store.seedHistory(DEMO_OPERATING_ACCOUNT);
    return ok(this.profiles.get(profile.id)!);
  }

  /**
   * The demo application's credentials in the profile and the keychain: written only when they are
   * not already there (the first start, a reset demo bank, an entry removed from the keychain). A
   * keychain write at every start costs more than the read that finds them unchanged.
   */
  private async keepCredentials(profileId: string, clientId: string, clientSecret: string): Promise<Result<void>> {
    const kept = await this.keys.getCredentials(profileId);
    if (kept.ok && kept.value.clientId === clientId && kept.value.clientSecret === clientSecret) return ok(undefined);
    return this.keys.storeCredentials(profileId, clientId, clientSecret);
  }

  /** While another process serves the demo bank: when that process is gone, take the bank over. */
  private watchOwner(bank: RunningDemoBank): void {
    clearInterval(this.#watch);
    this.#watch = setInterval(() => {
      const now = this.#registry.read();
      if (now?.token === bank.token && processAlive(bank.pid)) return;
      clearInterval(this.#watch);
      this.#bank = undefined;
      void this.start();
    }, WATCH_MS);
    // The watch must never keep a CLI command alive.
    this.#watch.unref();
  }

  /** Where the demo bank's control API listens (tests, tools). */
  get controlUrl(): string | undefined {
    return this.#bank?.control_url;
  }

  /** The demo customer (PSU) sign-in e-mail: fixed and public, shown to help a newcomer. */
  get psuEmail(): string | undefined {
    return this.#bank ? DEMO_PSU_EMAIL : undefined;
  }

  /** The demo customer's accounts with their balances, as the demo bank holds them. */
  async accounts(): Promise<Result<DemoAccount[]>> {
    const psus = await this.#control<{ email: string; accounts: DemoAccount[] }[]>('GET', '/psus');
    if (!psus.ok) return psus;
    const psu = psus.value.find((p) => p.email === DEMO_PSU_EMAIL);
    return ok((psu?.accounts ?? []).map(({ iban, name, currency, balance }) => ({ iban, name, currency, balance })));
  }

  /** Money arrives on a demo account (as the customer's own transfer would), e.g. to try a payroll. */
  async addFunds(iban: string, amount: string): Promise<Result<{ balance: string }>> {
    return this.#control('POST', `/accounts/${encodeURIComponent(iban)}/deposit`, { amount });
  }

  /** The demo bank as on its first day: seeded accounts and balances, no bulks, nobody signed in. */
  async reset(): Promise<Result<void>> {
    const done = await this.#control('POST', '/reset');
    return done.ok ? ok(undefined) : done;
  }

  /** The one call to the demo bank's control API (tools and Settings' demo actions go through here). */
  async #control<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Result<T>> {
    const base = this.#bank?.control_url;
    if (!base) return err('demo_unavailable', 'The demo bank is not running; restart Bulkpay.');
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      if (res.status === 404) return err('demo_account_unknown', 'The demo bank has no such account.');
      if (res.status === 400) return err('invalid_request', 'Enter an amount greater than zero, like 10000.00.');
      if (!res.ok) return err('demo_unavailable', `The demo bank answered ${res.status}; restart Bulkpay.`);
      return ok((await res.json()) as T);
    } catch {
      return err('demo_unavailable', 'The demo bank could not be reached; restart Bulkpay.');
    }
  }

  /** Called when the user removes the demo profile: stop the sandbox and remember the choice. */
  async markRemoved(): Promise<void> {
    this.store.setRemoved(new Date().toISOString());
    await this.close();
  }

  /** Brings the demo bank back after it was removed. */
  async restore(): Promise<Result<BankProfile | null>> {
    this.store.setRemoved(null);
    return this.start();
  }

  /** Stops watching; if this process serves the demo bank, stops it (the next process starts it again). */
  async close(): Promise<void> {
    clearInterval(this.#watch);
    // A start under way (e.g. a take-over by the watch) stops at its next step, or finishes first
    // if it is starting the sandbox, so its sandbox is stopped too.
    this.stopStarting();
    await this.#starting;
    this.#bank = undefined;
    const owned = this.#owned;
    this.#owned = undefined;
    if (!owned) return;
    await owned.sandbox.close();
    this.#registry.release(owned.entry);
  }
}
