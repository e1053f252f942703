import { err, ok, type Result } from '../../src-shared/result';
import type { Sandbox } from '../../src-sandbox/index';
import type { Db } from '../db/open-database';
import { checkKeyPair } from '../keys/key-checks';
import type { KeyService } from '../keys/key-service';
import { readKeyMaterial } from '../keys/key-material';
import type { BankProfile, ProfileStore } from './profile-store';

export const DEMO_PROFILE_NAME = 'Demo bank (sandbox, no real money)';
const REMOVED_FLAG = 'demo_bank_removed';

/**
 * The demo bank: the sandbox, started in-process in demo mode on free loopback ports, and a
 * profile marked as a demo whose key, certificate and credentials are installed through the same
 * keychain path as a real bank's. The sandbox keeps its state in memory and makes a fresh demo key
 * each start, so each start installs it again. Removing the profile stops it and keeps it removed.
 */
export class DemoBank {
  #sandbox: Sandbox | undefined;
  /** Why the last start failed, for the Settings screen; null when it worked. */
  problem: string | null = null;

  constructor(
    private readonly db: Db,
    private readonly profiles: ProfileStore,
    private readonly keys: KeyService,
  ) {}

  get removed(): boolean {
    return this.db.prepare('SELECT 1 FROM profile_flags WHERE name = ?').get(REMOVED_FLAG) !== undefined;
  }

  /** Starts the sandbox and (re)installs the demo profile, unless the user removed it. Never throws. */
  async start(): Promise<Result<BankProfile | null>> {
    let result: Result<BankProfile | null>;
    try {
      result = await this.install();
    } catch (e) {
      result = err(
        'demo_unavailable',
        `The demo bank could not be started: ${e instanceof Error ? e.message : String(e)}`,
      );
    }
    this.problem = result.ok ? null : result.error.message;
    return result;
  }

  private async install(): Promise<Result<BankProfile | null>> {
    if (this.removed) return ok(null);
    if (!this.#sandbox) {
      // Imported here so the sandbox code loads only when the demo is in use.
      const { startSandbox } = await import('../../src-sandbox/index');
      this.#sandbox = await startSandbox({ port: 0, demo: true });
    }
    const sandbox = this.#sandbox;
    const demo = sandbox.demo!;
    const existing = this.profiles.list().find((p) => p.demo);
    const profile =
      existing ??
      this.profiles.create({
        name: DEMO_PROFILE_NAME,
        baseUrl: sandbox.base_url,
        bulkBaseUrl: sandbox.bulk_base_url,
        demo: true,
      });
    this.profiles.update(profile.id, {
      baseUrl: sandbox.base_url,
      bulkBaseUrl: sandbox.bulk_base_url,
      onboardingEmail: demo.tpp.email,
      applicationId: demo.applicationId,
    });
    const material = readKeyMaterial([{ name: 'demo key', bytes: Buffer.from(demo.keyPem + demo.certPem) }]);
    const pair = material.ok ? checkKeyPair(material.value) : material;
    if (!pair.ok) return err(pair.error.code, `The demo bank could not be set up: ${pair.error.message}`);
    const installed = await this.keys.installKeyPair(profile.id, pair.value);
    if (!installed.ok)
      return err(installed.error.code, `The demo bank could not be set up. ${installed.error.message}`);
    const stored = await this.keys.storeCredentials(profile.id, demo.clientId, demo.clientSecret);
    if (!stored.ok) return err(stored.error.code, `The demo bank could not be set up. ${stored.error.message}`);
    return ok(this.profiles.get(profile.id)!);
  }

  /** Where the sandbox's control API listens (tests, tools). */
  get controlUrl(): string | undefined {
    return this.#sandbox?.control_url;
  }

  /** The demo customer (PSU) sign-in e-mail: fixed and public, shown to help a newcomer. */
  get psuEmail(): string | undefined {
    return this.#sandbox?.demo?.psu.email;
  }

  /** Called when the user removes the demo profile: stop the sandbox and remember the choice. */
  async markRemoved(): Promise<void> {
    this.db
      .prepare('INSERT OR REPLACE INTO profile_flags (name, value) VALUES (?, ?)')
      .run(REMOVED_FLAG, new Date().toISOString());
    await this.close();
  }

  /** Brings the demo bank back after it was removed. */
  async restore(): Promise<Result<BankProfile | null>> {
    this.db.prepare('DELETE FROM profile_flags WHERE name = ?').run(REMOVED_FLAG);
    return this.start();
  }

  async close(): Promise<void> {
    const sandbox = this.#sandbox;
    this.#sandbox = undefined;
    await sandbox?.close();
  }
}
