import Big from 'big.js';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Core } from '../../../src-main/app/core';
import { checkKeyPair } from '../../../src-main/features/keys/key-checks';
import { readKeyMaterial } from '../../../src-main/features/keys/key-material';
import { controlClient, startSandbox, type ControlClient, type Sandbox } from '../../../src-sandbox/index';
import { startSandboxOnFreePorts } from '../../integration/harness/sandbox-ports';

export interface TestBank {
  sandbox: Sandbox;
  control: ControlClient;
  /** Money arrives on an account (e.g. a customer's own transfer): the bank restarts on the same addresses with the new balance. Needs `persistent`. */
  topUp(iban: string, amount: string): Promise<void>;
  close(): Promise<void>;
}

export interface BankOptions {
  processingDelayMs?: number;
  /** The seeded demo TPP and customer, without the demo's automatic approvals. */
  demo?: boolean;
  /** Keep state in a file and fixed ports, so the bank can restart (topUp). */
  persistent?: boolean;
}

/**
 * A bank sandbox of the journey's own, in-process on loopback (the demo bank inside the core is a
 * separate one). Nothing approves by itself: the journey approves through the control API, as
 * the customer's phone would.
 */
export async function startBank(options: BankOptions = {}): Promise<TestBank> {
  const scratch = mkdtempSync(join(tmpdir(), 'bulkpay-e2e-bank-'));
  const settings = {
    processingDelayMs: options.processingDelayMs ?? 300,
    autoApproveMs: 3_600_000,
    // A fixed folder, so a restarted bank keeps the demo TPP's key and certificate.
    demo: options.demo ? { dir: join(scratch, 'demo') } : false,
    stateFile: options.persistent ? join(scratch, 'state.json') : undefined,
  };
  const started = options.persistent
    ? await startSandboxOnFreePorts(settings)
    : { sandbox: await startSandbox({ ...settings, port: 0 }), port: 0 };
  const port = started.port;
  let sandbox = started.sandbox;
  return {
    get sandbox() {
      return sandbox;
    },
    // The control key is new at each start of the sandbox (topUp restarts it): read the current address.
    get control() {
      return controlClient(sandbox.control_url);
    },
    async topUp(iban, amount) {
      if (!settings.stateFile) throw new Error('topUp needs startBank({ persistent: true })');
      await sandbox.close();
      const world = JSON.parse(readFileSync(settings.stateFile, 'utf8')) as {
        accounts: { iban: string; balance: string }[];
      };
      const account = world.accounts.find((a) => a.iban === iban);
      if (!account) throw new Error(`No sandbox account ${iban}`);
      account.balance = new Big(account.balance).plus(amount).toFixed(2);
      writeFileSync(settings.stateFile, JSON.stringify(world));
      sandbox = await startSandbox({ ...settings, port });
    },
    async close() {
      await sandbox.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** Polls `probe` until it returns a value (not undefined/null/false), or fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Adds an onboarded, active profile for the sandbox's demo TPP to the core, through the same
 * key and keychain services the UI uses (what DemoBank does for the built-in demo). For journeys
 * whose subject is not onboarding, and whose bank must outlive the core (crash-resume).
 */
export async function installOnboardedProfile(core: Core, bank: TestBank, name = 'Test bank'): Promise<string> {
  const demo = bank.sandbox.demo;
  if (!demo) throw new Error('installOnboardedProfile needs startBank({ demo: true })');
  const profile = core.profiles.profiles.create({
    name,
    baseUrl: bank.sandbox.base_url,
    bulkBaseUrl: bank.sandbox.bulk_base_url,
  });
  core.profiles.profiles.update(profile.id, { onboardingEmail: demo.tpp.email, applicationId: demo.applicationId });
  const material = readKeyMaterial([{ name: 'qseal.pem', bytes: Buffer.from(demo.keyPem + demo.certPem) }]);
  const pair = material.ok ? checkKeyPair(material.value) : material;
  if (!pair.ok) throw new Error(pair.error.message);
  const installed = await core.profiles.keys.installKeyPair(profile.id, pair.value);
  if (!installed.ok) throw new Error(installed.error.message);
  const stored = await core.profiles.keys.storeCredentials(profile.id, demo.clientId, demo.clientSecret);
  if (!stored.ok) throw new Error(stored.error.message);
  return profile.id;
}
