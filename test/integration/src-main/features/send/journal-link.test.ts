import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkRequestBody } from '../../../../../src-shared/payments';
import { paymentsAsSent, sendRecordedBulk } from '../../../../../src-main/features/send/send-bulk';
import { connect, sampleBulk, unwrap, type Connected } from '../../../harness/bank-harness';
import { eventually, services, type Services } from '../../../harness/submission-harness';

// More than one journal record can carry a history bulk's id as its reference (an earlier run
// refused with 401, a crash between journalling and linking). The history must follow the record
// that was actually sent, and settle a bulk from all of its records.
const BULK_PATH = '/api/v2/payment-initiation/bulk/';
let conn: Connected;
let s: Services;

beforeAll(async () => {
  conn = await connect();
  s = services(conn);
});
afterAll(async () => {
  await s?.tracker.stop();
  await conn?.close();
});

/** A small valid bulk as the app builds it (every payment names its method). */
const bulkRequest = (): BulkRequestBody => {
  const bulk = sampleBulk(conn.account.code, 2);
  return {
    ...bulk,
    payments: bulk.payments.map((p) => ({
      ...p,
      counterparty: { ...p.counterparty, account_identifier_type: 'iban' as const },
      method: 'sepa' as const,
    })),
  };
};

/** A history bulk for `request`, not yet linked to any journal record. */
function recordInHistory(request: BulkRequestBody): string {
  return s.store.recordBulk({
    sequence: 1,
    paymentAccount: request.payment_account,
    createdBy: 'tester',
    payments: paymentsAsSent(request.payments, []),
  });
}

/** A journal record for the bulk that the bank refused with 401 (nothing reached it). */
async function refusedRecord(bulkId: string, request: BulkRequestBody) {
  await conn.control.armFault({ path: BULK_PATH, method: 'POST', kind: 'status', status: 401 });
  const refused = await conn.client.createBulk(request, { reference: bulkId });
  expect(refused.ok).toBe(false);
  return s.journal.findByReference(bulkId).at(-1)!;
}

const linkOf = (bulkId: string) =>
  s.db.prepare('SELECT submission_id, idempotency_key FROM bulks WHERE id = ?').get(bulkId) as {
    submission_id: string | null;
    idempotency_key: string | null;
  };

describe('the history follows the journal record that was sent', () => {
  it('sending links the record the submitter made, not an older one with the same reference', async () => {
    const request = bulkRequest();
    const bulkId = recordInHistory(request);
    const older = await refusedRecord(bulkId, request);
    expect(older.state).toBe('rejected');

    await sendRecordedBulk(s, conn.client, bulkId, request, [], 'the bulk');
    const records = s.journal.findByReference(bulkId);
    expect(records).toHaveLength(2);
    const sent = records.find((r) => r.id !== older.id)!;
    expect(sent.state).toBe('accepted');
    expect(linkOf(bulkId)).toEqual({ submission_id: sent.id, idempotency_key: sent.idempotencyKey });
    expect(s.reader.getBulk(bulkId)).toMatchObject({ state: 'pending_approval', bankBulkId: sent.bulkId });
  });

  it('after a crash before linking, the tracker settles the bulk from the accepted record, not the older refused one', async () => {
    const request = bulkRequest();
    const bulkId = recordInHistory(request);
    await refusedRecord(bulkId, request);
    // The accepted record for the same bulk; the app "crashed" before linking it.
    const accepted = unwrap(await conn.client.createBulk(request, { reference: bulkId }));
    expect(linkOf(bulkId).submission_id).toBeNull();

    void s.tracker.track(bulkId);
    await eventually(() => expect(s.reader.getBulk(bulkId)?.state).toBe('pending_approval'));
    expect(s.reader.getBulk(bulkId)!.bankBulkId).toBe(accepted.bulkId);
    expect(linkOf(bulkId)).toEqual({ submission_id: accepted.submissionId, idempotency_key: accepted.idempotencyKey });
  });

  it('a bulk linked to a refused record while another record is still open is resent, not ended as refused', async () => {
    const request = bulkRequest();
    const bulkId = recordInHistory(request);
    const refused = await refusedRecord(bulkId, request);
    s.store.linkSubmission(bulkId, refused);
    // A second record that may have reached the bank: its answer was lost, and it is still open.
    const open = s.journal.begin({
      bankOrigin: refused.bankOrigin,
      paymentAccount: request.payment_account,
      paymentCount: request.payments.length,
      body: Buffer.from(JSON.stringify(request)),
      reference: bulkId,
    });

    void s.tracker.track(bulkId);
    await eventually(() => expect(s.reader.getBulk(bulkId)?.state).toBe('pending_approval'));
    const atBank = (await conn.control.listBulks()).filter((b) => b.idempotency_key === open.idempotencyKey);
    expect(atBank).toHaveLength(1);
    expect(s.reader.getBulk(bulkId)!.bankBulkId).toBe(atBank[0]!.bulk_id);
    expect(linkOf(bulkId).submission_id).toBe(open.id);
  });
});
