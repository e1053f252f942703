import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../../src-sandbox/index';
import { controlClient } from '../../../../src-sandbox/control-client';
import { connect, unwrap, type Connected } from '../../harness/bank-harness';
import {
  customer,
  fileRows,
  input,
  restartWithBalance,
  reviewAndSubmit,
  services,
  type Services,
} from '../../harness/submission-harness';
import { startSandboxOnFreePorts } from '../../harness/sandbox-ports';

// `bulkpay resend <bulk_id>`: the CLI's "Send the unsent payments again", against the sandbox.
// The partial bulk is made as in test/integration/src-main/features/send/resend.test.ts; the CLI then works
// on the same history (BULKPAY_DATA_DIR) with the same customer's token.
const root = join(import.meta.dirname, '../../../..');
const dir = mkdtempSync(join(tmpdir(), 'bulkpay-cli-resend-'));
const stateFile = join(dir, 'sandbox.json');
let port: number;
let sandbox: Sandbox;
let conn: Connected;
let s: Services;
let accountUuid: string;
let partialBankId: string;
let env: NodeJS.ProcessEnv;

function bulkpay(...args: string[]) {
  const child = spawn(process.execPath, [join(root, 'bin/bulkpay.mjs'), ...args], { cwd: dir, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

beforeAll(async () => {
  ({ sandbox, port } = await startSandboxOnFreePorts({ stateFile, processingDelayMs: 50 }));
  conn = await connect({ sandbox });
  const psu = await customer(conn, '100.00');
  accountUuid = psu.uuid;
  s = services(conn);
  const drain = unwrap(await reviewAndSubmit(s, input(fileRows(['70.00'], 'drain'), accountUuid))).bulks[0]!;
  // Payees 2 and 3 are new to the payee book after the first file (payee_new): checked, as a user would.
  const partial = unwrap(
    await reviewAndSubmit(s, input(fileRows(['20.00', '40.00', '5.00'], 'partial'), accountUuid), true),
  ).bulks[0]!;
  await conn.control.approveBulk(drain.bankBulkId!);
  await s.tracker.waitUntilFinal(drain.id);
  await conn.control.approveBulk(partial.bankBulkId!);
  expect(await s.tracker.waitUntilFinal(partial.id)).toMatchObject({ state: 'approved', notSentCount: 1 });
  partialBankId = partial.bankBulkId!;
  // The same customer's bearer token for the CLI, through the real consent flow.
  const consent = unwrap(await conn.client.initiateConsent({ email: psu.email, password: 'psu-password-1' }));
  await conn.control.approveConsent(consent.id);
  const exchanged = unwrap(await conn.client.exchangeConsent(consent.id));
  if (exchanged.status !== 'authorised') throw new Error('consent not authorised');
  writeFileSync(join(dir, 'qseal.key.pem'), conn.keyPem, { mode: 0o600 });
  env = {
    ...process.env,
    BULKPAY_BASE_URL: sandbox.base_url,
    BULKPAY_BULK_BASE_URL: sandbox.bulk_base_url,
    BULKPAY_CLIENT_ID: conn.clientId,
    BULKPAY_CLIENT_SECRET: conn.clientSecret,
    BULKPAY_KEY_FILE: join(dir, 'qseal.key.pem'),
    BULKPAY_TOKEN: exchanged.token.id_token,
    BULKPAY_DATA_DIR: dirname(conn.dbFile),
    BULKPAY_NO_PROMPT: '1',
  };
}, 60_000);
afterAll(async () => {
  await s?.tracker.stop();
  await conn?.close();
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('bulkpay resend', () => {
  it('reviews, refuses while the balance is short, sends the unsent payment once as a new bulk', async () => {
    const short = await bulkpay('resend', partialBankId);
    expect(short.code).toBe(1);
    expect(short.stdout).toContain(`bulk ${partialBankId}: 1 payment not sent, total EUR 40.00`);
    // The paying account's IBAN in groups of four.
    expect(short.stdout).toMatch(/, from .* \([A-Z]{2}\d{2}( [A-Z0-9]{1,4})+\), /);
    expect(short.stderr).toContain(
      'nothing sent: The unsent payments total 40.00 EUR, more than the 5.00 EUR available',
    );

    sandbox = await restartWithBalance(sandbox, { port, stateFile, accountUuid, balance: '105.00' });
    const fresh = controlClient(sandbox.control_url);
    // The restart closed the pooled keep-alive connections to these ports: a first call may find one dead.
    const control = { listBulks: () => fresh.listBulks().catch(() => fresh.listBulks()) };
    const before = (await control.listBulks()).length;

    const review = await bulkpay('resend', partialBankId);
    expect(review.code, review.stderr).toBe(4);
    expect(review.stdout).toMatch(/line 3 {2}Payee 2 .* 40\.00 EUR/);
    expect(review.stdout).toContain('Nothing sent: review only');
    expect((await control.listBulks()).length).toBe(before);

    const sent = await bulkpay('resend', partialBankId, '--yes', '--json');
    expect(sent.code, sent.stderr).toBe(3); // waiting for approval on the phone
    const report = JSON.parse(sent.stdout) as { bulks: { bulk_id: string; total_count: number }[] };
    expect(report.bulks.map((b) => b.total_count)).toEqual([1]);
    const atBank = await control.listBulks();
    expect(atBank.length).toBe(before + 1);
    expect(atBank.find((b) => b.bulk_id === report.bulks[0]!.bulk_id)).toMatchObject({ total_amount: '40.00' });

    const twice = await bulkpay('resend', partialBankId, '--yes');
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('were already sent again as bulk');
    expect((await control.listBulks()).length).toBe(before + 1);
  });

  it('says which bulk is unknown, and that a fully paid bulk has nothing to send again', async () => {
    const unknown = await bulkpay('resend', 'no-such-bulk');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('there is no bulk no-such-bulk in the history');
    const paid = s.reader.listBulks().bulks.find((b) => b.state === 'approved' && b.notSentCount === 0)!;
    const r = await bulkpay('resend', paid.bankBulkId!);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('Every payment of this bulk was sent; there is nothing to send again.');
    expect(await bulkpay('resend')).toMatchObject({ code: 1 });
  });
});
