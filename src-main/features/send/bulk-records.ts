// A file's bulks recorded in the history and journalled before the first is sent, and the ids
// the records of bulks sent under keys decided beforehand (a team run's) have on every desktop.
import { createHash } from 'node:crypto';
import type { BulkRequestBody } from '../../../src-shared/payments';
import type { Plan } from '../../domain/plan-checks';
import { paymentsAsSent, type SubmitBank } from './send-bulk';
import type { SubmissionServiceOptions } from './submission-options';

/**
 * Records each planned bulk in the history, keeping a bulk recorded before (`existing[k]`). Bulks
 * sent under keys decided beforehand (`keys`, a team run's) get ids derived from those
 * Idempotency-Keys and carry the key from the start, so every desktop that sends them (one taking
 * over too) writes the same rows.
 */
export function recordBulks(
  o: SubmissionServiceOptions,
  plan: Plan,
  fileId: string,
  requests: BulkRequestBody[],
  existing: (string | undefined)[] = [],
  keys?: string[],
) {
  return requests.map((request, k) => {
    const key = keys?.[k];
    const id = key ? keyedRecordId('bulk', key) : undefined;
    if (existing[k]) return existing[k];
    if (id && o.reader.getBulk(id)) return id;
    return o.store.recordBulk({
      ...(id ? { id, idempotencyKey: key } : {}),
      fileId,
      profileId: o.profileId?.() ?? null,
      sequence: k + 1,
      paymentAccount: plan.account.paymentAccount ?? plan.account.code,
      accountLabel: `${plan.account.name} (${plan.account.iban})`,
      createdBy: o.actor,
      payments: paymentsAsSent(request.payments, plan.origins[k]!),
    });
  });
}

/**
 * Journals a recorded bulk (key and exact bytes, nothing sent yet) and links it, so every bulk of
 * a file has its journal row before the first is sent: a bulk waiting for its turn (bulk creation
 * retries for minutes) is then never taken by another process's resume for one that never left
 * this computer. Returns the key to send it with (none when the bulk cannot be journalled; sending
 * then reports why).
 */
export function journalBulk(
  o: SubmissionServiceOptions,
  bank: SubmitBank,
  bulkId: string,
  request: BulkRequestBody,
  key?: string,
): string | undefined {
  const journalled = key ? o.journal.findByKey(key) : undefined;
  if (journalled) return key;
  const record = bank.journalBulk(request, { reference: bulkId, idempotencyKey: key });
  if (!record.ok) return key;
  o.store.linkSubmission(bulkId, record.value);
  return record.value.idempotencyKey;
}

/**
 * The id a file or bulk sent under a key decided beforehand has on every desktop: derived from the
 * Idempotency-Key (unique per bulk and per run), so a desktop taking over a team run adopts the
 * rows the first wrote.
 */
export function keyedRecordId(kind: 'file' | 'bulk', key: string): string {
  const h = createHash('sha256').update(`bulkpay-team-${kind}:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}
