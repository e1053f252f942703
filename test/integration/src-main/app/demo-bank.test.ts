// One demo bank per data folder: the app's core and a CLI command on the same folder share it,
// its state (bulks included) outlives a restart, and a lock left by a dead process is taken
// over. Real cores, the real `bulkpay` bin, the OS keychain (a throwaway gnome-keyring under
// `npm test`), the sandbox over loopback HTTP.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../../src-main/app/core';
import {
  DEMO_REGISTRY_FILE,
  DEMO_STATE_FILE,
  type DemoBankEntry,
} from '../../../../src-main/features/profiles/demo-bank-registry';
import type { PollSchedule } from '../../../../src-main/features/tracking/poll-schedule';
import { controlClient, SEEDED_PSU } from '../../../../src-sandbox/index';
import { requireKeychain } from '../../harness/keys-helpers';

const root = join(import.meta.dirname, '../../../..');
const OPERATING = '5b0e8a52-1c7d-4f3a-9e61-0d2c4b6a8e01';
const FAST: PollSchedule = {
  eagerMs: 100,
  eagerWindowMs: 60_000,
  steadyMs: 100,
  patientAfterMs: 60_000,
  patientMs: 100,
  processingMs: 100,
  unknownMs: 100,
  errorMs: 100,
  maxErrorMs: 500,
};

let dataDir: string;
const cores: Core[] = [];

/** A core on the shared data folder whose demo "phone" never approves by itself: the test approves. */
async function openCore(): Promise<Core> {
  const core = await createCore({
    dataDir,
    appVersion: 'test',
    demoBank: { autoApproveMs: 3_600_000 },
    pollSchedule: FAST,
  });
  cores.push(core);
  expect(core.profiles.demo.problem).toBeNull();
  return core;
}

async function closeCore(core: Core): Promise<void> {
  cores.splice(cores.indexOf(core), 1);
  await core.close();
}

const demoProfile = (core: Core) => core.profiles.profiles.list().find((p) => p.demo)!;
const registry = () => JSON.parse(readFileSync(join(dataDir, DEMO_REGISTRY_FILE), 'utf8')) as DemoBankEntry;

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Approves, on the demo "phone", every sign-in the customer starts. Returns the stop function. */
function approveSignIns(controlUrl: string): () => void {
  const control = controlClient(controlUrl);
  const timer = setInterval(() => {
    void control
      .listConsents()
      .then((all) => Promise.all(all.filter((c) => c.state === 'open').map((c) => control.approveConsent(c.id))))
      .catch(() => undefined);
  }, 100);
  return () => clearInterval(timer);
}

/** `bulkpay submit --yes` on the data folder, as a user runs it next to the open app. */
function submitFromCli(csv: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const file = join(dataDir, '..', 'payments.csv');
  writeFileSync(file, csv);
  const child = spawn(
    process.execPath,
    [join(root, 'bin/bulkpay.mjs'), 'submit', file, '--account', OPERATING, '--yes', '--json'],
    {
      cwd: root,
      env: {
        ...process.env,
        BULKPAY_DATA_DIR: dataDir,
        BULKPAY_PSU_EMAIL: SEEDED_PSU.email,
        BULKPAY_PSU_PASSWORD: SEEDED_PSU.password,
        BULKPAY_NO_PROMPT: '1',
        BULKPAY_BASE_URL: '',
      },
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

async function signIn(core: Core): Promise<void> {
  const stop = approveSignIns(core.profiles.demo.controlUrl!);
  try {
    const started = await core.psu.session.signIn(SEEDED_PSU.email, SEEDED_PSU.password!);
    if (!started.ok) throw new Error(started.error.message);
    expect((await core.psu.session.whenSettled()).state).toBe('signed_in');
  } finally {
    stop();
  }
}

describe('the demo bank of a data folder', () => {
  let bulkId: string;

  beforeAll(async () => {
    await requireKeychain();
    dataDir = join(mkdtempSync(join(tmpdir(), 'bulkpay-demo-bank-')), 'data');
  });
  afterAll(async () => {
    for (const core of cores.reverse()) await core.close();
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  });

  it('is shared: a CLI command next to the open app uses the app’s demo bank and leaves the profile alone', async () => {
    const app = await openCore();
    const before = demoProfile(app);
    const control = controlClient(app.profiles.demo.controlUrl!);
    expect(registry()).toMatchObject({ pid: process.pid, control_url: app.profiles.demo.controlUrl });

    // A second core in this process (as a second window would) joins instead of starting another.
    const second = await openCore();
    expect(second.profiles.demo.controlUrl).toBe(app.profiles.demo.controlUrl);
    await closeCore(second);
    expect(registry().control_url, 'closing a core that only used it leaves the bank running').toBe(
      app.profiles.demo.controlUrl,
    );

    const stop = approveSignIns(app.profiles.demo.controlUrl!);
    // A payee the demo's history already knows (docs/payee-book.md, The demo): a new one would be a
    // `payee_new` warning, which `--yes` alone does not accept.
    const cli = await submitFromCli(
      'name,iban,amount,currency,message\nMikko Laine,DE89370400440532013000,12.50,EUR,Invoice 1\n',
    );
    stop();
    // Exit code 3: sent, not finished (the customer has not approved yet).
    expect(cli.code, cli.stderr).toBe(3);
    const report = JSON.parse(cli.stdout) as { sent: boolean; bulks: { bulk_id: string; state: string }[] };
    expect(report).toMatchObject({ sent: true, bulks: [{ state: 'pending_approval' }] });
    bulkId = report.bulks[0]!.bulk_id;

    // The bulk the CLI sent is at the app's bank; the app's profile still points there, same key.
    expect(await control.listBulks()).toEqual([
      expect.objectContaining({ bulk_id: bulkId, status: 'pending_approval', total_amount: '12.50' }),
    ]);
    const after = demoProfile(app);
    expect(after).toMatchObject({
      baseUrl: before.baseUrl,
      bulkBaseUrl: before.bulkBaseUrl,
      keyRef: before.keyRef,
      certificatePem: before.certificatePem,
    });
    expect(registry().pid).toBe(process.pid);
  });

  it('keeps its state across a restart: the pending bulk is still pending, then reaches paid', async () => {
    const first = cores[0]!;
    const before = demoProfile(first);
    await closeCore(first);

    const app = await openCore();
    const control = controlClient(app.profiles.demo.controlUrl!);
    expect(await control.listBulks()).toEqual([
      expect.objectContaining({ bulk_id: bulkId, status: 'pending_approval' }),
    ]);
    // Same key (still in the keychain), so the profile keeps working without a new set-up.
    expect(demoProfile(app)).toMatchObject({ keyRef: before.keyRef, certificatePem: before.certificatePem });

    await signIn(app);
    await control.approveBulk(bulkId);
    const done = await until('the bulk approved in the history', () => {
      const bulk = app.bulks.reader.listBulks().bulks.find((b) => b.bankBulkId === bulkId);
      return bulk?.state === 'approved' ? bulk : undefined;
    });
    expect(app.bulks.reader.bulkPayments(done.id).map((p) => p.state)).toEqual(['paid']);
    expect(await control.listBulks()).toEqual([
      expect.objectContaining({ bulk_id: bulkId, status: 'approved', approval_requests: 1 }),
    ]);
  });

  it('is taken over on the same state when the process in the lock file is gone', async () => {
    const app = cores[0]!;
    const oldControl = app.profiles.demo.controlUrl!;
    // Stopped the way a crash would: the lock file stays behind, naming a process that has exited.
    const keep = readFileSync(join(dataDir, DEMO_REGISTRY_FILE), 'utf8');
    await closeCore(app);
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    writeFileSync(join(dataDir, DEMO_REGISTRY_FILE), JSON.stringify({ ...JSON.parse(keep), pid: dead }));

    const next = await openCore();
    expect(registry()).toMatchObject({ pid: process.pid, control_url: next.profiles.demo.controlUrl });
    expect(registry().token).not.toBe((JSON.parse(keep) as DemoBankEntry).token);
    expect(next.profiles.demo.controlUrl).not.toBe(oldControl);
    const bulks = await controlClient(next.profiles.demo.controlUrl!).listBulks();
    expect(bulks).toEqual([expect.objectContaining({ bulk_id: bulkId, status: 'approved' })]);
  });

  it('is taken over by a process that was using it when its owner stops', async () => {
    const owner = cores[0]!;
    const user = await openCore();
    const shared = owner.profiles.demo.controlUrl;
    expect(user.profiles.demo.controlUrl).toBe(shared);
    await closeCore(owner);
    const taken = await until('the demo bank taken over', () => {
      const url = user.profiles.demo.controlUrl;
      return url && url !== shared ? url : undefined;
    });
    expect(registry()).toMatchObject({ pid: process.pid, control_url: taken });
    expect(demoProfile(user).baseUrl).toBe(registry().base_url);
    expect(await controlClient(taken).listBulks()).toEqual([expect.objectContaining({ bulk_id: bulkId })]);
  });

  it('keeps the demo key out of every file in the data folder (state and lock files hold public demo values only)', async () => {
    const core = cores[0]!;
    const profile = demoProfile(core);
    const key = await core.profiles.keys.loadKey(profile.keyRef!);
    if (!key.ok) throw new Error(key.error.message);
    const pem = key.value.export({ type: 'pkcs8', format: 'pem' }).toString();
    const lines = pem.split('\n').filter((l) => l.length === 64);
    const files = readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
    expect(files.map((f) => f.name)).toContain(DEMO_STATE_FILE);
    for (const f of files) {
      const text = readFileSync(join(f.parentPath, f.name), 'latin1');
      expect(text, f.name).not.toContain('PRIVATE KEY');
      for (const line of lines) expect(text.includes(line), `${f.name} holds a line of the demo key`).toBe(false);
    }
  });
});
