// Money-safety under faults, against the real sandbox over HTTP. Every case asserts the sandbox's
// own bulk list (control API GET /bulks), not just what the client believes.
import { spawn } from 'node:child_process';
import { createPrivateKey } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBankClient } from '../../../../../src-main/adapters/bank-api/client';
import { createLogger } from '../../../../../src-main/platform/log';
import { connect, FAST_RETRY, sampleBulk, unwrap, type Connected } from '../../../harness/bank-harness';
import { SqliteSubmissionJournal } from '../../../../../src-main/adapters/sqlite/journal';

const BULK_PATH = '/api/v2/payment-initiation/bulk/';
let t: Connected;
beforeAll(async () => {
  t = await connect();
});
afterAll(async () => {
  // Faults made the client log warnings with errors; none of them may carry a secret.
  const logs = t.logLines.join('\n');
  expect(t.logLines.some((l) => l.includes('retrying with the same key'))).toBe(true);
  for (const secret of [t.clientSecret, t.psuToken, t.onboardingToken, t.keyPem.split('\n')[1]!, 'tpp-password-123']) {
    expect(logs).not.toContain(secret);
  }
  const stored = JSON.stringify(t.db.prepare('SELECT * FROM bulk_submissions').all());
  for (const secret of [t.clientSecret, t.psuToken, 'signature=']) expect(stored).not.toContain(secret);
  await t?.close();
});

const bulksWithKey = async (key: string) => (await t.control.listBulks()).filter((b) => b.idempotency_key === key);
/** Polls until `done` holds (no fixed sleeps decide the order of events); fails after 20 s. */
async function until(done: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
/** A second client on the same database and credentials, with its own wire settings. */
const clientWith = (overrides: Parameters<typeof createBankClient>[0] extends infer C ? Partial<C> : never) =>
  createBankClient({
    baseUrl: t.sandbox.base_url,
    bulkBaseUrl: t.sandbox.bulk_base_url,
    clientId: t.clientId,
    clientSecret: t.clientSecret,
    signingKey: createPrivateKey(t.keyPem),
    getPsuToken: () => t.psuToken,
    journal: new SqliteSubmissionJournal(t.db),
    bulkRetry: FAST_RETRY,
    ...overrides,
  });

describe('bulk submission, happy path', () => {
  it('journals, sends once, and follows the bulk to approved', async () => {
    const outcome = unwrap(await t.client.createBulk(sampleBulk(t.account.code, 3), { reference: 'batch-happy' }));
    expect(outcome.attempts).toBe(1);
    const [listed] = await bulksWithKey(outcome.idempotencyKey);
    expect(listed).toMatchObject({
      bulk_id: outcome.bulkId,
      status: 'pending_approval',
      total_count: 3,
      approval_requests: 1,
    });
    expect(t.client.journal!.findByReference('batch-happy')[0]).toMatchObject({
      state: 'accepted',
      bulkId: outcome.bulkId,
    });

    const pending = unwrap(await t.client.getBulkStatus(outcome.bulkId));
    expect(pending).toMatchObject({
      status: 'pending_approval',
      processed: false,
      total_count: 3,
      total_amount: '6.75',
      not_sent_count: null,
      payments: [],
    });
    await t.control.approveBulk(outcome.bulkId);
    let status = unwrap(await t.client.getBulkStatus(outcome.bulkId));
    for (let i = 0; i < 50 && !status.processed; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = unwrap(await t.client.getBulkStatus(outcome.bulkId));
    }
    expect(status).toMatchObject({ status: 'approved', processed: true, not_sent_count: 0 });
    expect(status.payments.map((p) => p.state)).toEqual(['paid', 'paid', 'paid']);
  });
});

describe('bulk submission under faults', () => {
  it('drop-after-commit: the retry with the same key and bytes gets the one bulk', async () => {
    await t.control.armFault({ path: BULK_PATH, method: 'POST', kind: 'drop-after-commit' });
    const outcome = unwrap(await t.client.createBulk(sampleBulk(t.account.code, 2)));
    expect(outcome.attempts).toBe(2);
    const listed = await bulksWithKey(outcome.idempotencyKey);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ bulk_id: outcome.bulkId, approval_requests: 1 });
  });

  it('503 ×3 (with Retry-After): same key throughout, one bulk', async () => {
    await t.control.armFault({
      path: BULK_PATH,
      method: 'POST',
      kind: 'status',
      status: 503,
      times: 3,
      retry_after: 0,
    });
    const outcome = unwrap(await t.client.createBulk(sampleBulk(t.account.code, 2)));
    expect(outcome.attempts).toBe(4);
    expect(await bulksWithKey(outcome.idempotencyKey)).toHaveLength(1);
  });

  it('429, 500 and a connection timeout are retried the same way', async () => {
    await t.control.armFault({ path: BULK_PATH, method: 'POST', kind: 'status', status: 429, retry_after: 1 });
    await t.control.armFault({ path: BULK_PATH, method: 'POST', kind: 'status', status: 500 });
    const started = Date.now();
    const outcome = unwrap(await t.client.createBulk(sampleBulk(t.account.code, 1)));
    expect(outcome.attempts).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000); // Retry-After honoured
    expect(await bulksWithKey(outcome.idempotencyKey)).toHaveLength(1);
  });

  it('409 while the first request is held: times out, meets 409, waits, ends with the one bulk', async () => {
    const lines: string[] = [];
    const impatient = clientWith({
      timeouts: { headersTimeoutMs: 300 },
      logger: createLogger({ level: 'debug', sink: (line) => lines.push(line) }),
    });
    // Held until released below, so the order of events never depends on the machine's speed.
    await t.control.armFault({ path: BULK_PATH, method: 'POST', kind: 'hold', ms: 60_000 });
    const submitting = impatient.createBulk(sampleBulk(t.account.code, 2));
    await until(() => lines.some((l) => l.includes('"code":"bank_busy"')), 'a retry met 409 request_in_progress');
    expect((await t.control.releaseHolds()).released).toBe(1);
    const outcome = unwrap(await submitting);
    await impatient.close();
    expect(outcome.attempts).toBeGreaterThanOrEqual(3);
    const record = t.client.journal!.get(outcome.submissionId)!;
    expect(record.state).toBe('accepted');
    const listed = await bulksWithKey(outcome.idempotencyKey);
    expect(listed).toHaveLength(1);
    expect(listed[0]!.bulk_id).toBe(outcome.bulkId);
  });

  for (const status of [201, 501]) {
    it(`an unexpected ${status} is no refusal: retried with the same key, unknown while it lasts, never rejected`, async () => {
      await t.control.armFault({ path: BULK_PATH, method: 'POST', kind: 'status', status });
      const outcome = unwrap(await t.client.createBulk(sampleBulk(t.account.code, 2)));
      expect(outcome.attempts).toBe(2);
      expect(await bulksWithKey(outcome.idempotencyKey)).toHaveLength(1);

      const brief = clientWith({ bulkRetry: { ...FAST_RETRY, totalBudgetMs: 600 } });
      await t.control.armFault({ path: BULK_PATH, method: 'POST', kind: 'status', status, times: 100 });
      const result = await brief.createBulk(sampleBulk(t.account.code, 1), { reference: `batch-${status}` });
      await t.control.clearFaults();
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatchObject({ code: 'submission_unknown', details: { status } });
      const [record] = brief.journal!.findByReference(`batch-${status}`);
      expect(record!.state).toBe('unknown');
      const resumed = (await brief.resumeSubmissions()).find((r) => r.record.id === record!.id)!;
      await brief.close();
      expect(unwrap(resumed.result).idempotencyKey).toBe(record!.idempotencyKey);
      expect(await bulksWithKey(record!.idempotencyKey)).toHaveLength(1);
    });
  }

  it('an open record for another bank address is not sent from here: it stays unknown and says what to do', async () => {
    const journal = t.client.journal!;
    const record = journal.begin({
      bankOrigin: 'https://bank.other-profile.example',
      paymentAccount: t.account.code,
      paymentCount: 1,
      body: Buffer.from(JSON.stringify(sampleBulk(t.account.code, 1))),
      reference: 'batch-other-bank',
    });
    const resumed = (await t.client.resumeSubmissions()).find((r) => r.record.id === record.id);
    expect(resumed, 'the record is reported, not silently skipped').toBeDefined();
    expect(resumed!.result.ok).toBe(false);
    if (!resumed!.result.ok) {
      expect(resumed!.result.error.code).toBe('submission_other_bank');
      expect(resumed!.result.error.message).toMatch(/bank\.other-profile\.example.*Switch to that bank profile/);
    }
    expect(journal.get(record.id)).toMatchObject({
      state: 'unknown',
      attempts: 0,
      lastErrorCode: 'submission_other_bank',
      lastErrorMessage: expect.stringMatching(/never be paid twice/),
    });
    expect(await bulksWithKey(record.idempotencyKey)).toHaveLength(0);
    expect(t.logLines.some((l) => l.includes('another bank address') && l.includes(record.id))).toBe(true);
  });

  it('ends unknown (not failed) when the budget runs out, then resume sends the same key: one bulk', async () => {
    const brief = clientWith({ bulkRetry: { ...FAST_RETRY, totalBudgetMs: 600 } });
    await t.control.armFault({
      path: BULK_PATH,
      method: 'POST',
      kind: 'status',
      status: 503,
      times: 100,
      retry_after: 0,
    });
    const result = await brief.createBulk(sampleBulk(t.account.code, 2), { reference: 'batch-unknown' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('submission_unknown');
    expect(result.error.message).toMatch(/can never be paid twice/);
    const [record] = brief.journal!.findByReference('batch-unknown');
    expect(record!.state).toBe('unknown');
    expect(await bulksWithKey(record!.idempotencyKey)).toHaveLength(0);

    await t.control.clearFaults();
    const resumed = await brief.resumeSubmissions();
    await brief.close();
    const mine = resumed.find((r) => r.record.id === record!.id)!;
    const outcome = unwrap(mine.result);
    expect(outcome.idempotencyKey).toBe(record!.idempotencyKey);
    expect(await bulksWithKey(record!.idempotencyKey)).toHaveLength(1);
    expect(brief.journal!.get(record!.id)!.state).toBe('accepted');
  });

  it('a 401 after a lost answer ends unknown, not rejected (the bulk may exist), and resume finds the one bulk', async () => {
    await t.control.armFault({ path: BULK_PATH, method: 'POST', kind: 'drop-after-commit' });
    await t.control.armFault({ path: BULK_PATH, method: 'POST', kind: 'status', status: 401 });
    const result = await t.client.createBulk(sampleBulk(t.account.code, 2), { reference: 'batch-401-after-drop' });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error).toMatchObject({
        code: 'submission_unknown',
        details: { status: 401, lastAttempt: 'bank_auth_failed' },
      });
    const [record] = t.client.journal!.findByReference('batch-401-after-drop');
    expect(record).toMatchObject({ state: 'unknown', attempts: 2 });
    expect(await bulksWithKey(record!.idempotencyKey)).toHaveLength(1);
    const resumed = (await t.client.resumeSubmissions()).find((r) => r.record.id === record!.id)!;
    const listed = await bulksWithKey(record!.idempotencyKey);
    expect(listed).toHaveLength(1);
    expect(unwrap(resumed.result).bulkId).toBe(listed[0]!.bulk_id);
    expect(listed[0]!.approval_requests).toBe(1);
  });

  it('400 is final: rejected at once, per-payment messages on their rows, no bulk', async () => {
    const bulk = sampleBulk(t.account.code, 3);
    Object.assign(bulk.payments[1]!, { structured_reference: 'RF18539007547034' }); // both references: not allowed
    Object.assign(bulk.payments[2]!, { end_to_end_id: 'x'.repeat(37) });
    const result = await t.client.createBulk(bulk, { reference: 'batch-400' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('bank_invalid_request');
    expect(Object.keys(result.error.details.payments ?? {}).sort()).toEqual(['1', '2']);
    expect(result.error.details.payments![2]!.some((e) => e.field === 'end_to_end_id')).toBe(true);
    const [record] = t.client.journal!.findByReference('batch-400');
    expect(record).toMatchObject({ state: 'rejected', attempts: 1, lastErrorCode: 'bank_invalid_request' });
    expect(await bulksWithKey(record!.idempotencyKey)).toHaveLength(0);
  });

  it('acceptance errors keyed by index (shape 2) and the balance error (shape 3) reach the right row or the whole bulk', async () => {
    const sepaInGbp = sampleBulk(t.account.code, 3);
    Object.assign(sepaInGbp.payments[2]!, { currency: 'GBP' });
    const byIndex = await t.client.createBulk(sepaInGbp);
    expect(byIndex.ok).toBe(false);
    if (!byIndex.ok) {
      expect(Object.keys(byIndex.error.details.payments ?? {})).toEqual(['2']);
      expect(byIndex.error.details.payments![2]![0]!.field).toBe('currency');
    }
    const tooMuch = sampleBulk(t.account.code, 1);
    tooMuch.payments[0]!.amount = '9999999.00';
    const balance = await t.client.createBulk(tooMuch);
    expect(balance.ok).toBe(false);
    if (!balance.ok) {
      expect(balance.error.details.general?.[0]?.params.message).toMatch(/exceeds the available balance/);
      expect(balance.error.message).toMatch(/exceeds the available balance/);
    }
  });

  it('401 on the first attempt is not retried and creates nothing', async () => {
    const wrong = clientWith({ clientSecret: 'not-the-secret-at-all' });
    const result = await wrong.createBulk(sampleBulk(t.account.code, 1), { reference: 'batch-401' });
    await wrong.close();
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'bank_auth_failed', details: { status: 401 } });
    const [record] = t.client.journal!.findByReference('batch-401');
    expect(record).toMatchObject({ state: 'rejected', attempts: 1 });
  });

  it('a child process killed mid-submit, then restarted, resumes with the stored key: one bulk', async () => {
    const childInput = {
      dbFile: t.dbFile,
      baseUrl: t.sandbox.base_url,
      bulkBaseUrl: t.sandbox.bulk_base_url,
      clientId: t.clientId,
      clientSecret: t.clientSecret,
      keyPem: t.keyPem,
      psuToken: t.psuToken,
    };
    const runChild = (input: object) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', fileURLToPath(new URL('./submit-child.ts', import.meta.url))],
        { stdio: ['pipe', 'pipe', 'inherit'] },
      );
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stdin.end(JSON.stringify(input));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      return { child, exited, output: () => out };
    };
    const before = new Set((await t.control.listBulks()).map((b) => b.bulk_id));
    // The bank holds the request until released; the child is killed while it waits for the answer.
    await t.control.armFault({ path: BULK_PATH, method: 'POST', kind: 'hold', ms: 60_000 });
    const first = runChild({ ...childInput, mode: 'submit', bulk: sampleBulk(t.account.code, 4) });
    const journal = t.client.journal!;
    const deadline = Date.now() + 20_000;
    let record = journal.listOpen().find((r) => r.paymentCount === 4 && r.attempts > 0);
    while (!record && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      record = journal.listOpen().find((r) => r.paymentCount === 4 && r.attempts > 0);
    }
    expect(record, 'the child journalled the bulk before sending').toBeDefined();
    await until(
      async () => (await t.control.inProgress()).some((p) => p.idempotency_key === record!.idempotencyKey),
      "the child's request is held at the bank",
    );
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    expect(journal.get(record!.id)!.state).toBe('sending');
    // The bank finishes the request after the client died: the bulk exists, the client never heard.
    expect((await t.control.releaseHolds()).released).toBe(1);

    const second = runChild({ ...childInput, mode: 'resume' });
    expect(await second.exited).toBe(0);
    const lines = second
      .output()
      .trim()
      .split('\n')
      .map(
        (l) =>
          JSON.parse(l) as {
            submissionId: string;
            result: { ok: boolean; value?: { bulkId: string; idempotencyKey: string } };
          },
      );
    const resumed = lines.find((l) => l.submissionId === record!.id)!;
    expect(resumed.result.ok).toBe(true);
    expect(resumed.result.value!.idempotencyKey).toBe(record!.idempotencyKey);

    const created = (await t.control.listBulks()).filter((b) => !before.has(b.bulk_id));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      idempotency_key: record!.idempotencyKey,
      bulk_id: resumed.result.value!.bulkId,
      total_count: 4,
      approval_requests: 1,
    });
    expect(journal.get(record!.id)).toMatchObject({ state: 'accepted', bulkId: created[0]!.bulk_id });
  });
});
