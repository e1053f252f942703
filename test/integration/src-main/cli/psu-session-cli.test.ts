import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../../../src-sandbox/index';
import { connect, type Connected } from '../../harness/bank-harness';

// Sign in once per session: the PSU token kept in the OS keychain (profile mode, the demo bank)
// or given as BULKPAY_TOKEN (environment mode), reused by every command, never printed.
const root = join(import.meta.dirname, '../../../..');
const work = mkdtempSync(join(tmpdir(), 'bulkpay-cli-session-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The real `bin/bulkpay.mjs` as a child process (asynchronously: a sandbox may run in this process). */
function bulkpay(env: NodeJS.ProcessEnv, ...args: string[]) {
  const child = spawn(process.execPath, [join(root, 'bin/bulkpay.mjs'), ...args], {
    cwd: work,
    env: { ...process.env, BULKPAY_NO_PROMPT: '1', BULKPAY_PSU_EMAIL: '', BULKPAY_PSU_PASSWORD: '', ...env },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, out, err })),
  );
}

/** Every file below `dir`, as text. */
function everyFile(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile())
    .map((path) => readFileSync(path).toString('latin1'));
}

const JWT = /eyJ[\w-]+\.eyJ[\w-]+/;

describe('the bank session in profile mode (demo bank, OS keychain)', () => {
  const dataDir = join(work, 'profile-data');
  const credentials = { BULKPAY_PSU_EMAIL: 'demo.psu@bulkpay.test', BULKPAY_PSU_PASSWORD: 'demo-password' };
  const env = { BULKPAY_DATA_DIR: dataDir, BULKPAY_BASE_URL: '' };

  it('signs in once; later commands use the kept session without a password; logout forgets it', async () => {
    const login = await bulkpay({ ...env, ...credentials }, 'login');
    if (/keychain/i.test(login.err) && login.code !== 0)
      throw new Error(`no keychain (run through npm test): ${login.err}`);
    expect(login.err).toContain('Approve the sign-in on your phone');
    expect(login).toMatchObject({ code: 0 });
    expect(login.out).toMatch(/^Signed in until \d{4}-/);

    const again = await bulkpay(env, 'login');
    expect(again.code).toBe(0);
    expect(again.err).toContain('Using the bank session of demo.psu@bulkpay.test approved earlier');
    expect(again.err).not.toContain('Approve the sign-in');

    // No e-mail, no password, no prompt: only the kept session can make this work.
    const accounts = await bulkpay(env, 'accounts', '--json');
    expect(accounts.code, accounts.err).toBe(0);
    expect(JSON.parse(accounts.out).accounts.length).toBeGreaterThan(0);

    for (const r of [login, again, accounts]) expect(r.out + r.err).not.toMatch(JWT);
    expect(everyFile(dataDir).some((text) => JWT.test(text))).toBe(false);

    const logout = await bulkpay(env, 'logout');
    expect(logout).toMatchObject({ code: 0 });
    expect(logout.out).toContain('Signed out demo.psu@bulkpay.test');
    const after = await bulkpay(env, 'accounts');
    expect(after.code).toBe(1);
    expect(after.err).toContain('no bank e-mail or password');
    expect((await bulkpay(env, 'logout')).out).toContain('Not signed in: no bank session was kept.');
  });
});

describe('without a usable keychain', () => {
  it('says why (the keychain, and what to do), not that the demo profile has no key', async () => {
    const env = { BULKPAY_DATA_DIR: join(work, 'no-keychain'), BULKPAY_BASE_URL: '', DBUS_SESSION_BUS_ADDRESS: '' };
    const file = join(work, 'one.csv');
    writeFileSync(file, 'name,iban,amount,currency,unstructured_reference\nJane,DE89370400440532013000,1.00,EUR,x\n');
    for (const args of [['accounts'], ['login'], ['submit', file, '--account', 'x']]) {
      const r = await bulkpay(
        { ...env, BULKPAY_PSU_EMAIL: 'demo.psu@bulkpay.test', BULKPAY_PSU_PASSWORD: 'pw' },
        ...args,
      );
      expect(r.code, args[0]).toBe(1);
      expect(r.err).toContain('The system keychain cannot be used');
      expect(r.err).toContain('BULKPAY_BASE_URL');
      expect(r.err).not.toContain('has no QSEAL key');
    }
  });
});

describe('BULKPAY_TOKEN in environment mode', () => {
  let conn: Connected;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    const sandbox = await startSandbox({ port: 0, processingDelayMs: 100 });
    conn = await connect({ sandbox });
    writeFileSync(join(work, 'qseal.key.pem'), conn.keyPem, { mode: 0o600 });
    env = {
      BULKPAY_BASE_URL: sandbox.base_url,
      BULKPAY_BULK_BASE_URL: sandbox.bulk_base_url,
      BULKPAY_CLIENT_ID: conn.clientId,
      BULKPAY_CLIENT_SECRET: conn.clientSecret,
      BULKPAY_KEY_FILE: join(work, 'qseal.key.pem'),
      BULKPAY_TOKEN: conn.psuToken,
      BULKPAY_DATA_DIR: join(work, 'env-data'),
    };
  }, 60_000);
  afterAll(async () => {
    await conn.close();
    await conn.sandbox.close();
  });

  it('accounts and login use the token, ask for no approval and print no token', async () => {
    const accounts = await bulkpay(env, 'accounts', '--json');
    expect(accounts.code, accounts.err).toBe(0);
    expect(JSON.parse(accounts.out).accounts.map((a: { iban: string }) => a.iban)).toContain(conn.account.iban);
    const login = await bulkpay(env, 'login');
    expect(login.code, login.err).toBe(0);
    expect(login.err).not.toContain('Approve the sign-in');
    for (const r of [accounts, login]) expect(r.out + r.err).not.toContain(conn.psuToken);
  });

  it('takes a token without a readable expiry as it is, and the bank decides', async () => {
    const r = await bulkpay({ ...env, BULKPAY_TOKEN: 'not-a-jwt' }, 'accounts');
    expect(r.code).toBe(1);
    expect(r.err).not.toMatch(/RangeError|Invalid time value|at .*\.mjs/);
    expect(r.err).not.toContain('not-a-jwt');
    const login = await bulkpay({ ...env, BULKPAY_TOKEN: 'not-a-jwt' }, 'login');
    expect([login.code, login.out.trim()]).toEqual([0, 'Signed in.']);
  });

  it('says plainly when BULKPAY_TOKEN has expired, and exits 1', async () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const expired = `${b64({ alg: 'RS256' })}.${b64({ sub: 'psu', exp: 1_700_000_000 })}.c2ln`;
    const r = await bulkpay({ ...env, BULKPAY_TOKEN: expired }, 'accounts');
    expect(r.code).toBe(1);
    expect(r.err).toContain('BULKPAY_TOKEN has expired (at 2023-11-14T22:13:20.000Z)');
    expect(r.err).not.toContain(expired);
  });

  it('logout keeps nothing to forget and says what to do instead', async () => {
    const r = await bulkpay(env, 'logout');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Unset it to stop using it');
  });
});
