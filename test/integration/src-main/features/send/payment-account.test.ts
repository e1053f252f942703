// The paying account when the bank lists it with a code that is not a UUID (spec-notes): the user
// enters the payment-account id once, Bulkpay keeps it in the profile, and the bulk carries it.
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, unwrap, type Connected } from '../../../harness/bank-harness';
import { fileRows, input, reviewAndSubmit, services } from '../../../harness/submission-harness';

let conn: Connected;
let account: { uuid: string; code: string; iban: string };
let token = '';
beforeAll(async () => {
  conn = await connect();
  const email = `psu-${randomUUID()}@example.test`;
  const created = await conn.control.createPsu({
    email,
    password: 'psu-password-1',
    verified: true,
    permissions: ['account_information', 'payment_initiation'],
    sca_capable: true,
    accounts: [{ currency: 'EUR', balance: '1000.00', code: 'ACC-0001' }],
  });
  account = created.accounts[0]!;
  const consent = unwrap(await conn.client.initiateConsent({ email, password: 'psu-password-1' }));
  await conn.control.approveConsent(consent.id);
  const exchanged = unwrap(await conn.client.exchangeConsent(consent.id));
  if (exchanged.status !== 'authorised') throw new Error('consent not authorised');
  token = exchanged.token.id_token;
  conn.client.setPsuToken(token);
}, 60_000);
const opened: ReturnType<typeof services>[] = [];
const tracked = () => {
  const s = services(conn);
  opened.push(s);
  return s;
};
afterAll(async () => {
  for (const s of opened) await s.tracker.stop();
  await conn.close();
});

describe('an account whose code is not a UUID', () => {
  it('the sandbox serves it so, and a review asks for the payment-account id, saying where to enter it', async () => {
    expect(account.code).toBe('ACC-0001');
    const listed = unwrap(await conn.client.listAccounts());
    expect(listed.map((a) => a.code)).toEqual(['ACC-0001']);
    const s = tracked();
    const review = await s.submission.review(input(fileRows(['5.00'], 'no-id'), account.iban));
    expect(review.ok ? 'ok' : review.error.code).toBe('payment_account_id_needed');
    if (!review.ok) expect(review.error.message).toMatch(/"ACC-0001".*Payment-account id.*--payment-account-id/);
  });

  it('refuses an entered id that is not a UUID, and keeps nothing', async () => {
    const s = tracked();
    const review = await s.submission.review({
      ...input(fileRows(['5.00'], 'bad-id'), account.iban),
      paymentAccountId: 'ACC-0001',
    });
    expect(review.ok ? 'ok' : review.error.code).toBe('payment_account_id_invalid');
    const again = await s.submission.review(input(fileRows(['5.00'], 'bad-id'), account.iban));
    expect(again.ok ? 'ok' : again.error.code).toBe('payment_account_id_needed');
  });

  it('sends with the entered id as payment_account, and keeps it for the next file', async () => {
    const s = tracked();
    const sent = unwrap(
      await reviewAndSubmit(s, {
        ...input(fileRows(['5.00'], 'entered'), account.iban),
        paymentAccountId: account.uuid,
      }),
    );
    expect(sent.bulks[0]!.state).toBe('pending_approval');
    const atBank = (await conn.control.listBulks()).find((b) => b.bulk_id === sent.bulks[0]!.bankBulkId);
    expect(atBank?.payment_account).toBe(account.uuid);
    const next = unwrap(await s.submission.review(input(fileRows(['6.00'], 'kept'), account.iban)));
    expect(next.account.paymentAccount).toBe(account.uuid);
    // The history's bulk carries the id, and "send the unsent again" finds its account by it.
    expect(s.reader.getBulk(sent.bulks[0]!.id)!.paymentAccount).toBe(account.uuid);
  });
});

describe('bulkpay submit --payment-account-id (child process)', () => {
  it('exits 1 with what to enter, then sends with the id (exit 3) and later without it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bulkpay-payacc-cli-'));
    writeFileSync(join(dir, 'qseal.key.pem'), conn.keyPem, { mode: 0o600 });
    const env = {
      ...process.env,
      BULKPAY_BASE_URL: conn.sandbox.base_url,
      BULKPAY_BULK_BASE_URL: conn.sandbox.bulk_base_url,
      BULKPAY_CLIENT_ID: conn.clientId,
      BULKPAY_CLIENT_SECRET: conn.clientSecret,
      BULKPAY_KEY_FILE: join(dir, 'qseal.key.pem'),
      BULKPAY_TOKEN: token,
      BULKPAY_DATA_DIR: join(dir, 'data'),
      BULKPAY_NO_PROMPT: '1',
    };
    const run = (...args: string[]) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, [join(import.meta.dirname, '../../../../../bin/bulkpay.mjs'), ...args], {
          cwd: dir,
          env,
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        child.on('close', (code) => resolve({ code, stdout, stderr }));
      });
    const csv = (name: string, reference: string) => {
      writeFileSync(
        join(dir, name),
        `name,iban,amount,currency,unstructured_reference\nCli Oy,DE89370400440532013000,2.00,EUR,${reference}\n`,
      );
      return name;
    };
    try {
      const asked = await run('submit', csv('a.csv', 'Cli 1'), '--account', account.iban, '--yes');
      expect(asked.code).toBe(1);
      expect(asked.stderr).toMatch(/not the payment-account id.*--payment-account-id/);
      const bad = await run('submit', 'a.csv', '--account', account.iban, '--payment-account-id', 'x', '--yes');
      expect([bad.code, bad.stderr]).toEqual([1, expect.stringMatching(/"x" is not a payment-account id/)]);
      const sent = await run(
        'submit',
        'a.csv',
        '--account',
        account.iban,
        '--payment-account-id',
        account.uuid,
        '--yes',
      );
      expect([sent.code, sent.stderr]).toEqual([3, '']);
      const later = await run('submit', csv('b.csv', 'Cli 2'), '--account', account.iban, '--yes');
      expect([later.code, later.stderr]).toEqual([3, '']);
      const mine = (await conn.control.listBulks()).filter((b) => b.payment_account === account.uuid);
      expect(mine.length).toBeGreaterThanOrEqual(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
