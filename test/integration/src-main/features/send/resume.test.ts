import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../../../../src-sandbox/index';
import { jsonBody } from '../../../../../src-main/adapters/bank-api/json-body';
import { SqliteSubmissionJournal } from '../../../../../src-main/adapters/sqlite/journal';
import { paymentsAsSent } from '../../../../../src-main/features/send/send-bulk';
import { connect, unwrap, type Connected } from '../../../harness/bank-harness';
import {
  eventually,
  fileRows,
  input,
  reviewAndSubmit,
  services,
  signInAs,
  type Services,
} from '../../../harness/submission-harness';

// "Restart" = the tracker of one app run stops (window closed, app quit, crash) and a new run
// opens the same database file and resumes every unfinished bulk.
let conn: Connected;
const running: Services[] = [];
const start = (options: { reopen?: boolean } = {}) => {
  const s = services(conn, options);
  running.push(s);
  return s;
};

beforeAll(async () => {
  // Processing takes long enough here to stop the app while the bank is still processing.
  const sandbox = await startSandbox({ port: 0, processingDelayMs: 1500 });
  conn = await connect({
    sandbox,
    clientConfig: { bulkRetry: { initialDelayMs: 20, maxDelayMs: 50, totalBudgetMs: 300 } },
  });
  const email = `psu-${randomUUID()}@example.test`;
  await conn.control.createPsu({
    email,
    password: 'psu-password-1',
    verified: true,
    permissions: ['account_information', 'payment_initiation'],
    sca_capable: true,
    accounts: [{ currency: 'EUR', balance: '10000.00' }],
  });
  await signInAs(conn, { email, password: 'psu-password-1' });
  conn.account = (await conn.control.listPsus())
    .find((p) => p.email === email)!
    .accounts.map((a) => ({ code: a.uuid, handle: a.handle, iban: a.iban }))[0]!;
}, 60_000);
afterAll(async () => {
  await Promise.all(running.map((s) => s.tracker.stop()));
  await conn.close();
  await conn.sandbox.close();
});

const submitOne = async (s: Services, tag: string) =>
  unwrap(await reviewAndSubmit(s, input(fileRows(['10.00', '11.00'], tag), conn.account.code))).bulks[0]!;

describe('restart resumes every unfinished bulk', () => {
  it('pending_approval: approved while the app was closed, found approved after start', async () => {
    const first = start();
    const bulk = await submitOne(first, 'pending');
    await first.tracker.stop();
    await conn.control.approveBulk(bulk.bankBulkId!);
    const second = start({ reopen: true });
    await second.tracker.resumeAll();
    expect(second.tracker.followed).toContain(bulk.id);
    const final = await second.tracker.waitUntilFinal(bulk.id);
    expect(final).toMatchObject({ state: 'approved', paidCount: 2 });
    expect(second.notifications.map((n) => n.title)).toEqual(['Bulk approved']);
  });

  it('processing: stopped while the bank processed, finished after start', async () => {
    const first = start();
    const bulk = await submitOne(first, 'processing');
    await conn.control.approveBulk(bulk.bankBulkId!);
    await eventually(() => expect(first.reader.getBulk(bulk.id)!.state).toBe('processing'));
    await first.tracker.stop();
    const second = start({ reopen: true });
    await second.tracker.resumeAll();
    expect(await second.tracker.waitUntilFinal(bulk.id)).toMatchObject({ state: 'approved', paidCount: 2 });
    expect(
      second.reader
        .snapshots(bulk.id)
        .map((x) => x.status)
        .slice(-2),
    ).toEqual(['processing', 'approved']);
  });

  it('sending: journalled but never sent before the crash, sent after start with the same key, once', async () => {
    const first = start();
    const request = {
      payment_account: conn.account.code,
      payments: [
        {
          amount: '3.00',
          currency: 'EUR',
          counterparty: {
            name: 'Crash Payee',
            account_identifier: 'FI2112345600000785',
            account_identifier_type: 'iban' as const,
          },
          unstructured_reference: `crash ${randomUUID()}`,
          method: 'sepa' as const,
        },
      ],
    };
    const id = first.store.recordBulk({
      sequence: 1,
      paymentAccount: conn.account.code,
      createdBy: 'tester',
      payments: paymentsAsSent(request.payments, [{ row: 0, line: 2 }]),
    });
    const record = new SqliteSubmissionJournal(first.db).begin({
      bankOrigin: new URL(conn.sandbox.bulk_base_url).origin,
      paymentAccount: conn.account.code,
      paymentCount: 1,
      body: jsonBody(request).bytes,
      reference: id,
    });
    await first.tracker.stop(); // the crash: nothing was sent
    const second = start({ reopen: true });
    await second.tracker.resumeAll();
    await eventually(() => expect(second.reader.getBulk(id)!.state).toBe('pending_approval'));
    const bulk = second.reader.getBulk(id)!;
    const atBank = (await conn.control.listBulks()).filter((b) => b.idempotency_key === record.idempotencyKey);
    expect(atBank.map((b) => b.bulk_id)).toEqual([bulk.bankBulkId]);
    await conn.control.approveBulk(bulk.bankBulkId!);
    expect(await second.tracker.waitUntilFinal(id)).toMatchObject({ state: 'approved', paidCount: 1 });
  });

  it('sending: recorded but the journal never written, ends "not sent" so nothing is lost or doubled', async () => {
    const first = start();
    const payments = paymentsAsSent(
      [
        {
          amount: '4.00',
          currency: 'EUR',
          counterparty: { name: 'X', account_identifier: 'FI2112345600000785', account_identifier_type: 'iban' },
          method: 'sepa',
        },
      ],
      [{ row: 0, line: 2 }],
    );
    const id = first.store.recordBulk({
      sequence: 1,
      paymentAccount: conn.account.code,
      createdBy: 'tester',
      payments,
    });
    await first.tracker.stop();
    const second = start({ reopen: true });
    await second.tracker.resumeAll();
    expect(await second.tracker.waitUntilFinal(id)).toMatchObject({ state: 'not_sent', processed: true });
    expect(second.reader.bulkPayments(id).map((p) => p.state)).toEqual(['not_sent']);
  });

  it('unknown: the bank keeps failing, the bulk shows "outcome unknown, still retrying", then is accepted once the bank answers', async () => {
    const s = start();
    await conn.control.armFault({
      path: '/api/v2/payment-initiation/bulk/',
      method: 'POST',
      kind: 'status',
      status: 503,
      retry_after: 0,
      times: 1000,
    });
    const bulk = await submitOne(s, 'unknown');
    expect(bulk.state).toBe('unknown');
    expect(bulk.lastError).toMatch(/^Outcome unknown, still retrying/);
    await eventually(() =>
      expect(s.updates.some((u) => u.state === 'unknown' && u.problem?.startsWith('Outcome unknown'))).toBe(true),
    );
    await conn.control.clearFaults();
    await eventually(() => expect(s.reader.getBulk(bulk.id)!.state).toBe('pending_approval'));
    const atBank = (await conn.control.listBulks()).filter((b) => b.bulk_id === s.reader.getBulk(bulk.id)!.bankBulkId);
    expect(atBank).toHaveLength(1);
    await conn.control.approveBulk(atBank[0]!.bulk_id);
    expect(await s.tracker.waitUntilFinal(bulk.id)).toMatchObject({ state: 'approved' });
  });
});
