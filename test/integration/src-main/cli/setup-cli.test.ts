import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlClient, startSandbox, type Sandbox } from '../../../../src-sandbox/index';
import { makeQseal } from '../../../fixtures/qseal';

// A TPP without a desktop session sets up and renews a profile with the CLI alone: the same core
// as Settings, the real keychain (run through `npm test`), the sandbox over real HTTP.
const root = join(import.meta.dirname, '../../../..');
const work = mkdtempSync(join(tmpdir(), 'bulkpay-cli-setup-'));
let sandbox: Sandbox;
const TPP = { email: 'ops@acme-payroll.test', password: 'long onboarding password' };

function bulkpay(env: NodeJS.ProcessEnv, ...args: string[]) {
  const child = spawn(process.execPath, [join(root, 'bin/bulkpay.mjs'), ...args], {
    cwd: work,
    env: {
      ...process.env,
      BULKPAY_DATA_DIR: join(work, 'data'),
      BULKPAY_BASE_URL: '',
      BULKPAY_NO_PROMPT: '1',
      BULKPAY_ONBOARDING_PASSWORD: TPP.password,
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(async () => {
  await sandbox?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('setting up a bank profile from the command line', () => {
  it('create-profile, keys import, signup, apply, status (approved), renew', async () => {
    const made = await bulkpay(
      {},
      'onboarding',
      'create-profile',
      '--name',
      'Sandbox bank',
      '--base-url',
      sandbox.base_url,
      '--bulk-base-url',
      sandbox.bulk_base_url,
    );
    if (/keychain/i.test(made.stderr) && made.code !== 0)
      throw new Error(`no keychain (run through npm test): ${made.stderr}`);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain('"Sandbox bank"');

    const first = makeQseal();
    writeFileSync(join(work, 'qseal.p12'), first.pkcs12('p12-pass'));
    const wrong = await bulkpay({ BULKPAY_KEY_PASSPHRASE: 'nope' }, 'keys', 'import', 'qseal.p12');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('does not open qseal.p12');
    const imported = await bulkpay({ BULKPAY_KEY_PASSPHRASE: 'p12-pass' }, 'keys', 'import', 'qseal.p12');
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain(`SHA-256 fingerprint: `);

    expect(
      await bulkpay({}, 'onboarding', 'signup', '--email', TPP.email, '--first-name', 'Ida', '--last-name', 'Tester'),
    ).toMatchObject({ code: 0 });
    const applied = await bulkpay(
      {},
      'onboarding',
      'apply',
      '--email',
      TPP.email,
      '--organisation-name',
      'Acme Payroll Oy',
      '--organisation-url',
      'https://acme.test',
    );
    expect(applied.code, applied.stderr).toBe(0);
    const appId = /Application (\S+) /.exec(applied.stdout)?.[1];
    expect(applied.stdout).toContain("waits for the bank's approval");
    const waiting = await bulkpay({}, 'onboarding', 'status', '--email', TPP.email);
    expect(waiting.code).toBe(3);

    const approved = await controlClient(sandbox.control_url).approveApplication(appId!);
    const status = await bulkpay({}, 'onboarding', 'status', '--email', TPP.email);
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout).toContain(`client id ${approved.tpp_client_id}`);
    for (const r of [made, imported, applied, status])
      expect(r.stdout + r.stderr).not.toContain(approved.tpp_client_secret);

    // A registered key changes only through renewal.
    const second = makeQseal({ commonName: 'Acme Payroll QSEAL 2027' });
    writeFileSync(join(work, 'new.key'), second.keyPkcs8Pem);
    writeFileSync(join(work, 'new.crt'), second.certificatePem);
    const plain = await bulkpay({}, 'keys', 'import', 'new.key', 'new.crt');
    expect(plain.code).toBe(1);
    expect(plain.stderr).toMatch(/renewal/i);
    const renewed = await bulkpay({}, 'renew', 'new.key', 'new.crt');
    expect(renewed.code, renewed.stderr).toBe(0);
    expect(renewed.stdout).toContain('Acme Payroll QSEAL 2027');
  });

  it('says what is wrong: usage, a missing file, an unknown profile', async () => {
    expect((await bulkpay({}, 'onboarding', 'apply', '--email', 'x@y.test')).stderr).toContain(
      'apply needs --organisation-name, --organisation-url',
    );
    expect((await bulkpay({}, 'keys', 'import')).code).toBe(2);
    const missing = await bulkpay({}, 'keys', 'import', 'nowhere.pem');
    expect([missing.code, missing.stderr]).toEqual([1, expect.stringContaining('nowhere.pem cannot be read (ENOENT)')]);
    const unknown = await bulkpay({}, 'renew', '--profile', 'Nope', 'new.key');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('There is no bank profile "Nope"');
  });
});
