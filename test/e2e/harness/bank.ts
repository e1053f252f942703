import type { Core } from '../../../src-main/core';
import { checkKeyPair } from '../../../src-main/keys/key-checks';
import { readKeyMaterial } from '../../../src-main/keys/key-material';
import { controlClient, startSandbox, type ControlClient, type Sandbox } from '../../../src-sandbox/index';

export interface TestBank {
  sandbox: Sandbox;
  control: ControlClient;
  close(): Promise<void>;
}

/**
 * A bank sandbox of the journey's own, in-process on loopback (the demo bank inside the core is a
 * separate one). Nothing approves by itself: the journey approves through the control API, as
 * the customer's phone would.
 */
export async function startBank(options: { processingDelayMs?: number; demo?: boolean } = {}): Promise<TestBank> {
  const sandbox = await startSandbox({
    port: 0,
    processingDelayMs: options.processingDelayMs ?? 300,
    // The seeded demo TPP and customer, without the demo's automatic approvals.
    demo: options.demo ?? false,
    autoApproveMs: 3_600_000,
  });
  return { sandbox, control: controlClient(sandbox.control_url), close: () => sandbox.close() };
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
