import { createHash, randomBytes } from 'node:crypto';
import type { BulkRequestBody } from '../../src-shared/payments';
import type { RowOrigin } from './bank-rejections';

/** "BP" and 24 hex digits: unique, within the bank's 36 and ISO 20022's 35 characters, SEPA characters only. */
export const newEndToEndId = () => `BP${randomBytes(12).toString('hex').toUpperCase()}`;

/**
 * The same ids from the same seed, in order: a team run's bulk gets them from its Idempotency-Key,
 * so whichever desktop sends it sends the very same bytes (the bank's key check compares bodies).
 */
export function endToEndIdsFrom(seed: string): () => string {
  let n = 0;
  return () => `BP${createHash('sha256').update(`${seed}:${n++}`).digest('hex').slice(0, 24).toUpperCase()}`;
}

/**
 * Gives every payment the file left without an end-to-end id one of its own, once, as the plan
 * becomes bulks: it is recorded in the history and sent in the bulk, so the bank echoes it on the
 * payment and the transaction, and the pain.002 back to the ERP can name each payment.
 */
export function withEndToEndIds(request: BulkRequestBody, makeId: () => string = newEndToEndId): BulkRequestBody {
  return {
    ...request,
    payments: request.payments.map((p) => (p.end_to_end_id ? p : { ...p, end_to_end_id: makeId() })),
  };
}

/**
 * Gives each payment without an end-to-end id the one an earlier run of the same file recorded for
 * its row (`earlier`: by place among the file's payments) when that row never reached the bank, so
 * the ERP's "pending" payment ends with its outcome under the same id, not a new one.
 */
export function withEarlierEndToEndIds(
  request: BulkRequestBody,
  origins: RowOrigin[],
  earlier: ReadonlyMap<number, string>,
): BulkRequestBody {
  if (earlier.size === 0) return request;
  return {
    ...request,
    payments: request.payments.map((p, i) => {
      const origin = origins[i];
      const id = !p.end_to_end_id && origin && origin.row >= 0 ? earlier.get(origin.fileRow ?? origin.row) : undefined;
      return id ? { ...p, end_to_end_id: id } : p;
    }),
  };
}
