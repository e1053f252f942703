// The payee checks' warnings of a send, on the record: the run report prints them on each payment
// (docs/review-and-record.md). Written in the send's transaction, like the confirmations.
import { PAYEE_WARNING_CODES } from '../../../src-shared/payments/payee-checks';
import type { ValidationIssue } from '../../../src-shared/payments/types';
import type { LocalHistoryWriter } from '../../ports/history/local-history';

/** The most flags listed line by line; the rest are counted. */
export const MAX_PAYEE_FLAGS = 10_000;

const isPayeeWarning = (code: string) => (PAYEE_WARNING_CODES as readonly string[]).includes(code);

/** One audit entry `payee_flags_at_send` on the file: each flagged line with its code, and the count per code. */
export function recordPayeeFlags(
  store: Pick<LocalHistoryWriter, 'audit'>,
  actor: string,
  fileId: string,
  warnings: readonly ValidationIssue[],
): void {
  const flagged = warnings.filter((w) => isPayeeWarning(w.code));
  if (!flagged.length) return;
  const counts: Record<string, number> = {};
  for (const w of flagged) counts[w.code] = (counts[w.code] ?? 0) + 1;
  store.audit(actor, 'payee_flags_at_send', 'file', fileId, {
    counts,
    flags: flagged.slice(0, MAX_PAYEE_FLAGS).map((w) => [w.line, w.code]),
    notListed: flagged.length > MAX_PAYEE_FLAGS ? flagged.length - MAX_PAYEE_FLAGS : undefined,
  });
}
