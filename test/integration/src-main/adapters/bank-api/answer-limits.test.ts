// The bank's answers against the real sandbox over HTTP: an overall deadline on every request, a
// size cap per endpoint, malformed answers, 429 with Retry-After, and status_url followed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_CAPS } from '../../../../../src-main/adapters/bank-api/answer-caps';
import { connect, sampleBulk, unwrap, type Connected } from '../../../harness/bank-harness';

const DEADLINE_MS = 1_500;
let t: Connected;
let bulkId = '';
let statusPath = '';
beforeAll(async () => {
  t = await connect({ clientConfig: { timeouts: { totalTimeoutMs: DEADLINE_MS } } });
  const created = unwrap(await t.client.createBulk(sampleBulk(t.account.code, 2)));
  bulkId = created.bulkId;
  statusPath = `/api/v2/payment-initiation/bulk/${bulkId}/status/`;
});
afterAll(async () => {
  await t?.close();
});

/** Faults still armed for `path` (a fault used up is gone): how many requests the client did NOT make. */
const armedFor = async (path: string) =>
  (await t.control.listFaults()).filter((f) => f.path === path).reduce((n, f) => n + f.times, 0);

describe('an overall deadline on every request', () => {
  it('a status answer trickled one byte a second ends as a timeout within the deadline, not a hang', async () => {
    await t.control.armFault({ path: statusPath, kind: 'trickle', ms: 1000, times: 10 });
    const started = Date.now();
    const result = await t.client.getBulkStatus(bulkId);
    const took = Date.now() - started;
    await t.control.clearFaults();
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('bank_timeout');
    expect(result.error.message).toMatch(/did not send a complete answer within 1.5 s/);
    // Three attempts (a timeout is transient) of at most the deadline each, plus the short waits.
    expect(took).toBeLessThan(3 * DEADLINE_MS + 8_000);
    expect(took).toBeGreaterThanOrEqual(DEADLINE_MS);
  });

  it('a bulk POST whose answer trickles is "not confirmed yet" and sent again with the same key: one bulk', async () => {
    await t.control.armFault({ path: '/api/v2/payment-initiation/bulk/', method: 'POST', kind: 'trickle', ms: 1000 });
    const outcome = unwrap(await t.client.createBulk(sampleBulk(t.account.code, 1)));
    expect(outcome.attempts).toBe(2);
    const same = (await t.control.listBulks()).filter((b) => b.idempotency_key === outcome.idempotencyKey);
    expect(same).toHaveLength(1);
    expect(t.logLines.some((l) => l.includes('retrying with the same key') && l.includes('bank_timeout'))).toBe(true);
  });
});

describe('a size cap on every answer', () => {
  it('stops reading a 50 MiB status answer at the cap, reports a bank fault, and does not download it again', async () => {
    await t.control.armFault({ path: statusPath, kind: 'oversize', bytes: 50 * 1024 ** 2, times: 3 });
    const result = await t.client.getBulkStatus(bulkId);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('bank_answer_too_large');
    expect(result.error.message).toMatch(/larger than 2 MiB.*stopped reading it.*fault at the bank/);
    // Not transient: the other two oversized answers were never asked for.
    expect(await armedFor(statusPath)).toBe(2);
    await t.control.clearFaults();
  });

  it('refuses an answer whose Content-Length is over the cap before reading it', async () => {
    await t.control.armFault({
      path: '/screen-scraping/v1/accounts/',
      kind: 'oversize',
      bytes: ANSWER_CAPS.accounts + 1,
      declare_length: true,
    });
    const result = await t.client.listAccounts();
    expect(result.ok ? 'ok' : result.error.code).toBe('bank_answer_too_large');
  });

  it('accepts an answer exactly at its cap (the cap is not off by one)', async () => {
    // A JSON object the status schema refuses, but only after it was read whole: bad shape, not too large.
    await t.control.armFault({ path: statusPath, kind: 'oversize', bytes: ANSWER_CAPS.bulkStatus });
    const result = await t.client.getBulkStatus(bulkId);
    expect(result.ok ? 'ok' : result.error.code).toBe('bank_bad_response');
  });
});

describe('malformed answers', () => {
  it('an answer that is not JSON is a bank fault, said plainly and not asked again', async () => {
    await t.control.armFault({ path: statusPath, kind: 'malformed', mode: 'not-json', times: 3 });
    const result = await t.client.getBulkStatus(bulkId);
    expect(result.ok ? 'ok' : result.error.code).toBe('bank_bad_response');
    if (!result.ok) expect(result.error.message).toMatch(/not valid JSON/);
    expect(await armedFor(statusPath)).toBe(2);
    await t.control.clearFaults();
  });

  it('a truncated answer is a bank fault too', async () => {
    await t.control.armFault({ path: statusPath, kind: 'malformed', mode: 'truncated' });
    const result = await t.client.getBulkStatus(bulkId);
    expect(result.ok ? 'ok' : result.error.code).toBe('bank_bad_response');
  });
});

describe('429 like 503', () => {
  it('a read answered 429 with Retry-After is asked again after that wait, and succeeds', async () => {
    await t.control.armFault({ path: statusPath, kind: 'status', status: 429, retry_after: 1 });
    const started = Date.now();
    const result = await t.client.getBulkStatus(bulkId);
    expect(result.ok).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
  });
});

describe('status_url', () => {
  it('is followed as the bank gave it when it is on the bulk host', async () => {
    const given = `${t.sandbox.bulk_base_url}${statusPath}?from=status_url`;
    const result = await t.client.getBulkStatus(bulkId, given);
    expect(result.ok).toBe(true);
    expect(t.logLines.some((l) => l.includes(`${statusPath}?from=status_url`))).toBe(true);
  });

  it('is not followed to another host: the documented path on the bulk host is used', async () => {
    const result = await t.client.getBulkStatus(bulkId, `https://elsewhere.example${statusPath}?from=elsewhere`);
    expect(result.ok).toBe(true);
    expect(t.logLines.some((l) => l.includes('status_url is not on the bulk host'))).toBe(true);
    expect(t.logLines.some((l) => l.includes('?from=elsewhere'))).toBe(false);
  });
});
