import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../../../src-sandbox/index';
import { connect, unwrap, type Connected } from '../../../harness/bank-harness';
import {
  fileRows,
  input,
  reviewAndSubmit,
  services,
  customer,
  restartWithBalance,
  type Services,
} from '../../../harness/submission-harness';
import { startSandboxOnFreePorts } from '../../../harness/sandbox-ports';

// "Send the unsent payments again" all the way to paid. Money only leaves a sandbox account, so
// after the partial bulk the test deposits into the account the way a bank transfer would: it
// stops the sandbox, raises the balance in its saved state, and starts it again on the same ports.
const dir = mkdtempSync(join(tmpdir(), 'bulkpay-resend-'));
const stateFile = join(dir, 'sandbox.json');
let port: number;
let sandbox: Sandbox;
let conn: Connected;
let s: Services;
let accountUuid: string;

beforeAll(async () => {
  ({ sandbox, port } = await startSandboxOnFreePorts({ stateFile, processingDelayMs: 50 }));
  conn = await connect({ sandbox });
  accountUuid = (await customer(conn, '100.00')).uuid;
  s = services(conn);
}, 60_000);
afterAll(async () => {
  await s?.tracker.stop();
  await conn?.close();
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('send the unsent payments again', () => {
  it('makes a new bulk (new key) of exactly the payments that ended not sent, and only once', async () => {
    const drain = unwrap(await reviewAndSubmit(s, input(fileRows(['70.00'], 'drain'), accountUuid))).bulks[0]!;
    // Payees 2 and 3 are new to the payee book after the first file (payee_new): checked, as a user would.
    const partial = unwrap(
      await reviewAndSubmit(s, input(fileRows(['20.00', '40.00', '5.00'], 'partial'), accountUuid), true),
    ).bulks[0]!;
    await conn.control.approveBulk(drain.bankBulkId!);
    await s.tracker.waitUntilFinal(drain.id);
    await conn.control.approveBulk(partial.bankBulkId!);
    expect(await s.tracker.waitUntilFinal(partial.id)).toMatchObject({ state: 'approved', notSentCount: 1 });
    expect(unwrap(await s.submission.reviewResend(partial.id)).blocked).toMatch(/available; add funds first/);

    // The deposit: 100.00 more on the account.
    sandbox = await restartWithBalance(sandbox, { port, stateFile, accountUuid, balance: '105.00' });

    const review = unwrap(await s.submission.reviewResend(partial.id));
    expect(review).toMatchObject({
      count: 1,
      totals: { EUR: '40.00' },
      blocked: null,
      account: { available: '105.00' },
    });
    const again = unwrap(await s.submission.resend(partial.id)).bulk;
    expect(again).toMatchObject({
      state: 'pending_approval',
      resubmissionOf: partial.id,
      totalCount: 1,
      totalAmount: '40.00',
    });
    expect(again.bankBulkId).not.toBe(partial.bankBulkId);
    const keys = s.db.prepare('SELECT idempotency_key FROM bulks WHERE id IN (?, ?)').pluck().all(partial.id, again.id);
    expect(new Set(keys).size).toBe(2);
    const sent = s.reader.bulkPayments(again.id)[0]!;
    expect([sent.payeeName, sent.amount, sent.line, sent.unstructuredReference]).toEqual([
      'Payee 2',
      '40.00',
      3,
      'partial payment 2',
    ]);

    // A second "again" is refused while the first is on its way or paid.
    expect(unwrap(await s.submission.reviewResend(partial.id)).blocked).toMatch(/already sent again/);
    expect((await s.submission.resend(partial.id)).ok).toBe(false);

    await conn.control.approveBulk(again.bankBulkId!);
    expect(await s.tracker.waitUntilFinal(again.id)).toMatchObject({
      state: 'approved',
      paidCount: 1,
      notSentCount: 0,
    });
    const audit = s.reader.auditOf('bulk', again.id).map((a) => a.action);
    expect(audit[0]).toBe('bulk_resubmitted');
  });
});
