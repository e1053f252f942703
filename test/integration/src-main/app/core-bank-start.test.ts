// The core answers what this computer holds while its bank side is still starting (issue 27 §10):
// the first screen's calls do not wait for the demo bank. The demo bank's start is held by the
// app's own rule, not by a timing: `demo-bank.json` names a live process (this one) as still
// starting it, since a moment the registry's grace has not run out from (its startedAt lies
// ahead), so the start waits until the test removes that entry, however slow the machine. Real core, the OS keychain (a
// throwaway gnome-keyring under `npm test`), the sandbox over loopback HTTP.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCore, openCore, type Core } from '../../../../src-main/app/core';
import { createHandlers } from '../../../../src-main/app/ipc-handlers';
import { DEMO_REGISTRY_FILE, type DemoBankEntry } from '../../../../src-main/features/profiles/demo-bank-registry';
import { dispatch } from '../../../../src-main/platform/ipc/dispatch';
import { requireKeychain } from '../../harness/keys-helpers';

let dataDir: string;
let core: Core | undefined;

beforeAll(async () => {
  await requireKeychain();
  dataDir = mkdtempSync(join(tmpdir(), 'bulkpay-bank-start-'));
  // A data folder set up as a user's is: the demo bank and its profile installed once.
  await (await createCore({ dataDir, appVersion: 'test' })).close();
});

afterAll(async () => {
  await core?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const HELD_BY_THE_TEST = 'held-by-the-test';

/**
 * Another process (alive: this one) is recorded as still starting the data folder's demo bank,
 * within the registry's starting grace until the entry is removed (the grace counts from its
 * startedAt, which lies ahead): held by the test, not by a clock.
 */
function holdTheDemoBankStart(): void {
  const starting: DemoBankEntry = {
    pid: process.pid,
    token: HELD_BY_THE_TEST,
    startedAt: '9999-12-31T23:59:59.000Z',
    base_url: null,
    bulk_base_url: null,
    control_url: null,
  };
  writeFileSync(join(dataDir, DEMO_REGISTRY_FILE), JSON.stringify(starting));
}

it("answers the first screen's local calls while the demo bank's start is held; the bank's calls wait for it", async () => {
  holdTheDemoBankStart();
  core = await openCore({ dataDir, appVersion: 'test' });
  const handlers = createHandlers(core);
  let bankStarted = false;
  void core.bankStarted.then(() => (bankStarted = true));
  let profilesAnswered = false;
  const profiles = dispatch(handlers, 'profiles:list', {}).then((r) => ((profilesAnswered = true), r));
  let consentAnswered = false;
  const consent = dispatch(handlers, 'consent:status', {}).then((r) => ((consentAnswered = true), r));
  // A run's draft belongs to the active profile, which the demo bank's start may still install.
  let runsAnswered = false;
  const runs = dispatch(handlers, 'runs:list', {}).then((r) => ((runsAnswered = true), r));

  expect(await dispatch(handlers, 'app:info', {})).toMatchObject({ ok: true, value: { version: 'test' } });
  for (const channel of ['app:preferences', 'bulks:open', 'history:maintenance', 'team:status'] as const)
    expect(await dispatch(handlers, channel, {}), channel).toMatchObject({ ok: true });
  expect(bankStarted).toBe(false);
  expect(profilesAnswered).toBe(false);
  expect(consentAnswered).toBe(false);
  expect(runsAnswered).toBe(false);

  // The other "starter" is gone: this core takes the demo bank over, and the waiting calls are answered.
  rmSync(join(dataDir, DEMO_REGISTRY_FILE));
  const listed = await profiles;
  expect(bankStarted).toBe(true);
  expect(core.profiles.demo.problem).toBeNull();
  expect(listed.ok).toBe(true);
  // The profile the waiting call listed is the demo bank this core now serves (its new address).
  const serving = JSON.parse(readFileSync(join(dataDir, DEMO_REGISTRY_FILE), 'utf8')) as DemoBankEntry;
  expect(serving.pid).toBe(process.pid);
  const demo = listed.ok ? (listed.value as { profiles: { demo: boolean; baseUrl: string }[] }).profiles : [];
  expect(demo.find((p) => p.demo)?.baseUrl).toBe(serving.base_url);
  expect((await consent).ok).toBe(true);
  expect((await runs).ok).toBe(true);
});

it("closes without waiting for the demo bank's start held by another process; the start stops there", async () => {
  await core?.close();
  holdTheDemoBankStart();
  core = await openCore({ dataDir, appVersion: 'test' });
  let bankStarted = false;
  void core.bankStarted.then(() => (bankStarted = true));
  // The demo bank's start under way (the bank side's own start joins this one), waiting for the other process.
  const demoStart = core.profiles.demo.start();

  const closing = core;
  core = undefined;
  await closing.close();
  // Closed while the other process still holds the start: the start stopped for the close (it did
  // not wait the other out, which ends in "still starting it", nor take the demo bank over), and
  // the bank side settled.
  expect(await demoStart).toMatchObject({ ok: false, error: { message: expect.stringMatching(/closed first/) } });
  expect(closing.profiles.demo.problem).toMatch(/closed first/);
  expect(bankStarted).toBe(true);
  const held = JSON.parse(readFileSync(join(dataDir, DEMO_REGISTRY_FILE), 'utf8')) as DemoBankEntry;
  expect(held.token).toBe(HELD_BY_THE_TEST);
  rmSync(join(dataDir, DEMO_REGISTRY_FILE));
});

it('a bank side that could not start answers the calls waiting for it why, in words the page shows', async () => {
  core = await openCore({ dataDir, appVersion: 'test', demoBank: false });
  await core.bankStarted;
  const failedStart = Promise.reject(new Error('the keychain is locked'));
  const handlers = createHandlers({ ...core, bankStarted: failedStart });
  expect(await dispatch(handlers, 'profiles:list', {})).toMatchObject({
    ok: false,
    error: { code: 'start_failed', params: { reason: 'the keychain is locked' } },
  });
  // What this computer holds is still answered.
  expect((await dispatch(handlers, 'app:info', {})).ok).toBe(true);
});
