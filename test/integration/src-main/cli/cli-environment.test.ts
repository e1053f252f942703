// `bulkpay accounts` on a server without a keychain: the bank from BULKPAY_* variables, the
// customer signing in by consent, approved on the "phone" (the sandbox control API).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../../../../src-main/cli/command';
import { main } from '../../../../src-main/cli/main';
import { SEEDED_PSU } from '../../../../src-sandbox/index';
import { connect, type Connected } from '../../harness/bank-harness';

describe('bulkpay accounts with the bank from the environment', () => {
  let conn: Connected;
  let dir: string;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    conn = await connect();
    dir = mkdtempSync(join(tmpdir(), 'bulkpay-cli-env-'));
    writeFileSync(join(dir, 'qseal.key.pem'), conn.keyPem, { mode: 0o600 });
    env = {
      BULKPAY_BASE_URL: conn.sandbox.base_url,
      BULKPAY_BULK_BASE_URL: conn.sandbox.bulk_base_url,
      BULKPAY_CLIENT_ID: conn.clientId,
      BULKPAY_CLIENT_SECRET: conn.clientSecret,
      BULKPAY_KEY_FILE: join(dir, 'qseal.key.pem'),
      BULKPAY_DATA_DIR: join(dir, 'data'),
      BULKPAY_NO_PROMPT: '1',
      BULKPAY_PSU_EMAIL: SEEDED_PSU.email,
      BULKPAY_PSU_PASSWORD: SEEDED_PSU.password,
    };
  });
  afterAll(async () => {
    await conn.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const run = async (args: string[], extra: NodeJS.ProcessEnv = {}) => {
    const out: string[] = [];
    const err: string[] = [];
    const io: CliIo = { out: (t) => out.push(t), err: (t) => err.push(t), cwd: dir, env: { ...env, ...extra } };
    return { code: await main(args, io), out: out.join('\n'), err: err.join('\n') };
  };

  it('signs in by consent and lists the accounts', async () => {
    const approving = (async () => {
      for (let i = 0; i < 200; i++) {
        const open = (await conn.control.listConsents()).find((c) => c.state === 'open');
        if (open) return conn.control.approveConsent(open.id);
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('no consent to approve');
    })();
    const result = await run(['accounts']);
    await approving;
    expect(result.err).toMatch(/Check that it shows the code \d{6}/);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/Operating account\s+FI\d{16}\s+EUR/);
    expect(result.out + result.err).not.toContain(conn.clientSecret);
    expect(result.out + result.err).not.toContain(SEEDED_PSU.password);
  });

  it('says which settings are missing or unreadable', async () => {
    const missing = await run(['login'], { BULKPAY_CLIENT_SECRET: '' });
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/BULKPAY_CLIENT_SECRET is not set/);
    const badKey = await run(['login'], { BULKPAY_KEY_FILE: join(dir, 'missing.pem') });
    expect(badKey.code).toBe(1);
    expect(badKey.err).toMatch(/BULKPAY_KEY_FILE .* cannot be read as a PEM private key: ENOENT/);
  });
});
