// The bulk tracker against the bank's odd answers, over real HTTP to the sandbox: a status that
// goes backwards, an oversized status answer (in the app: asked again only rarely; in the CLI:
// following stops), and every failed check said with when the next one is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrivateKey, randomUUID } from 'node:crypto';
import { ok } from '../../../../../src-shared/result';
import { createBankClient, type BankClient } from '../../../../../src-main/adapters/bank-api/client';
import { startSandbox } from '../../../../../src-sandbox/index';
import { EventBus } from '../../../../../src-main/platform/events';
import { createLogger } from '../../../../../src-main/platform/log';
import { createBulkServices, type BulkServices } from '../../../../../src-main/features/send/bulk-services';
import { connect, unwrap, type Connected } from '../../../harness/bank-harness';
import { eventually, FAST_POLL, fileRows, input, reviewAndSubmit } from '../../../harness/submission-harness';
import { sqliteSendStores } from '../../../../../src-main/adapters/sqlite/send-stores';
import { SqliteSubmissionJournal } from '../../../../../src-main/adapters/sqlite/journal';

let conn: Connected;
let paymentAccount = '';
let psuToken = '';
beforeAll(async () => {
  conn = await connect({ sandbox: await startSandbox({ port: 0, processingDelayMs: 2_500 }) });
  const email = `psu-${randomUUID()}@example.test`;
  const created = await conn.control.createPsu({
    email,
    password: 'psu-password-1',
    verified: true,
    permissions: ['account_information', 'payment_initiation'],
    sca_capable: true,
    accounts: [{ currency: 'EUR', balance: '1000.00' }],
  });
  paymentAccount = created.accounts[0]!.uuid;
  const consent = unwrap(await conn.client.initiateConsent({ email, password: 'psu-password-1' }));
  await conn.control.approveConsent(consent.id);
  const exchanged = unwrap(await conn.client.exchangeConsent(consent.id));
  if (exchanged.status !== 'authorised') throw new Error('consent not authorised');
  psuToken = exchanged.token.id_token;
  conn.client.setPsuToken(psuToken);
}, 60_000);
afterAll(async () => {
  await conn.close();
  await conn.sandbox.close();
});

interface Tracked extends BulkServices {
  logs: string[];
  updates: { state: string; problem: string | null }[];
}

function tracked(options: { stopOnFault?: boolean; faultMs?: number; bank?: BankClient } = {}): Tracked {
  const logs: string[] = [];
  const updates: Tracked['updates'] = [];
  const events = new EventBus();
  events.addSink((name, payload) => {
    const p = payload as { bulk: { state: string }; problem: string | null };
    if (name === 'bulks:updated') updates.push({ state: p.bulk.state, problem: p.problem });
  });
  const made = createBulkServices({
    stores: sqliteSendStores(conn.db),
    events,
    schedule: { ...FAST_POLL, ...(options.faultMs ? { faultMs: options.faultMs } : {}) },
    actor: 'tester',
    bank: async () => ok(options.bank ?? conn.client),
    logger: createLogger({ level: 'debug', sink: (line) => logs.push(line) }),
    ...(options.stopOnFault ? { stopOnFault: true } : {}),
  });
  return { ...made, logs, updates };
}

async function sendOne(s: BulkServices, tag: string) {
  const sent = unwrap(await reviewAndSubmit(s, input(fileRows(['1.00'], tag), paymentAccount)));
  const bulk = sent.bulks[0]!;
  if (!bulk.bankBulkId) throw new Error(`not sent: ${bulk.state} ${bulk.lastError}`);
  const bankBulkId = s.reader.getBulk(bulk.id)!.bankBulkId!;
  return { id: bulk.id, bankBulkId, statusPath: `/api/v2/payment-initiation/bulk/${bankBulkId}/status/` };
}

const armedFor = async (path: string) =>
  (await conn.control.listFaults()).filter((f) => f.path === path).reduce((n, f) => n + f.times, 0);

describe('the tracker and the bank answers', () => {
  it('a status that goes backwards (processing → pending_approval) is ignored and logged, never shown', async () => {
    const s = tracked();
    const bulk = await sendOne(s, 'backwards');
    await conn.control.approveBulk(bulk.bankBulkId);
    await eventually(() => expect(s.reader.getBulk(bulk.id)!.state).toBe('processing'));
    await conn.control.armFault({
      path: bulk.statusPath,
      kind: 'malformed',
      mode: 'set-field',
      field: 'status',
      value: 'pending_approval',
      times: 3,
    });
    await eventually(async () => expect(await armedFor(bulk.statusPath)).toBe(0));
    expect(s.reader.getBulk(bulk.id)!.state).toBe('processing');
    await s.tracker.waitUntilFinal(bulk.id);
    expect(s.reader.getBulk(bulk.id)!.state).toBe('approved');
    const states = s.updates.map((u) => u.state);
    expect(states.slice(states.indexOf('processing'))).not.toContain('pending_approval');
    expect(s.logs.some((l) => l.includes('bank status went backwards') && l.includes('pending_approval'))).toBe(true);
    await s.tracker.stop();
  }, 20_000);

  it('in the app, an oversized status answer is said, and asked again only after the long fault wait', async () => {
    const s = tracked({ faultMs: 60_000 });
    const bulk = await sendOne(s, 'oversize-app');
    await conn.control.armFault({ path: bulk.statusPath, kind: 'oversize', bytes: 20 * 1024 ** 2, times: 5 });
    void s.tracker.track(bulk.id);
    await eventually(() => expect(s.updates.some((u) => u.problem?.includes('larger than 2 MiB'))).toBe(true));
    // With FAST_POLL an error is retried within 50–400 ms; a fault waits a minute instead.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await armedFor(bulk.statusPath)).toBe(4);
    expect(s.updates.find((u) => u.problem?.includes('larger than'))!.problem).toMatch(
      /Next check in 60 s \(\d\d:\d\d:\d\d UTC\)\./,
    );
    await s.tracker.stop();
    await conn.control.clearFaults();
  });

  it('in the app, a 401 keeps the usual error backoff (the state shows soon after a new sign-in)', async () => {
    const s = tracked({ faultMs: 60_000 });
    const bulk = await sendOne(s, 'unauthorised-app');
    await conn.control.armFault({ path: bulk.statusPath, kind: 'status', status: 401, times: 3 });
    void s.tracker.track(bulk.id);
    // FAST_POLL retries a failed check within 50–400 ms; the long fault wait would leave faults armed.
    await eventually(async () => expect(await armedFor(bulk.statusPath)).toBe(0), 5_000);
    expect(s.tracker.stallOf(bulk.id)).toBeUndefined();
    await s.tracker.stop();
  });

  it('in the CLI (stopOnFault), a 401 on the status stops following with the reason kept', async () => {
    const s = tracked({ stopOnFault: true });
    const bulk = await sendOne(s, 'unauthorised');
    await conn.control.armFault({ path: bulk.statusPath, kind: 'status', status: 401, times: 10 });
    await s.tracker.track(bulk.id);
    expect(s.tracker.stallOf(bulk.id)).toMatchObject({ code: 'bank_auth_failed', status: 401 });
    expect(s.tracker.freshnessOf(bulk.id).lastProblem).toMatch(/did not accept our credentials/);
    expect(await armedFor(bulk.statusPath)).toBe(9);
    await conn.control.clearFaults();
  });

  it('a 503 storm is said on every failed check with the wait, then the bulk goes on', async () => {
    const s = tracked();
    const bulk = await sendOne(s, 'storm');
    await conn.control.armFault({ path: bulk.statusPath, kind: 'status', status: 503, retry_after: 0, times: 6 });
    void s.tracker.track(bulk.id);
    await eventually(async () => expect(await armedFor(bulk.statusPath)).toBe(0));
    const problems = s.updates.filter((u) => u.problem).map((u) => u.problem!);
    expect(problems.length).toBeGreaterThanOrEqual(2);
    for (const p of problems) expect(p).toMatch(/unavailable right now.*Next check in \d+ s \(\d\d:\d\d:\d\d UTC\)\./);
    await conn.control.approveBulk(bulk.bankBulkId);
    await s.tracker.waitUntilFinal(bulk.id);
    expect(s.reader.getBulk(bulk.id)!.state).toBe('approved');
    // Back to normal: the last update carries no problem.
    expect(s.updates.at(-1)!.problem).toBeNull();
  }, 20_000);

  it('says each try while resending a bulk the bank has not confirmed, then follows it (one bulk)', async () => {
    // A client with a tiny delivery budget, so the first send ends "not confirmed yet" at once.
    const client = createBankClient({
      baseUrl: conn.sandbox.base_url,
      bulkBaseUrl: conn.sandbox.bulk_base_url,
      clientId: conn.clientId,
      clientSecret: conn.clientSecret,
      signingKey: createPrivateKey(conn.keyPem),
      getPsuToken: () => psuToken,
      journal: new SqliteSubmissionJournal(conn.db),
      bulkRetry: { initialDelayMs: 40, maxDelayMs: 80, totalBudgetMs: 100 },
    });
    const s = tracked({ bank: client });
    await conn.control.armFault({
      path: '/api/v2/payment-initiation/bulk/',
      method: 'POST',
      kind: 'status',
      status: 500,
      times: 6,
    });
    const sent = unwrap(await reviewAndSubmit(s, input(fileRows(['1.50'], 'resend-said'), paymentAccount)));
    const id = sent.bulks[0]!.id;
    expect(s.reader.getBulk(id)!.state).toBe('unknown');
    await eventually(() => expect(s.reader.getBulk(id)!.state).toBe('pending_approval'), 15_000);
    const said = s.updates.filter((u) => u.problem?.startsWith('The bank has not confirmed this bulk yet'));
    expect(said.length).toBeGreaterThanOrEqual(1);
    expect(said[0]!.problem).toMatch(/problem on its side.*Asking again with the same reference in \d+ s/);
    const key = conn.db.prepare('SELECT idempotency_key FROM bulks WHERE id = ?').pluck().get(id) as string;
    expect((await conn.control.listBulks()).filter((b) => b.idempotency_key === key)).toHaveLength(1);
    await s.tracker.stop();
    await client.close();
  }, 30_000);
});
