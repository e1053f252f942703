// The run difference's other half: the previous run that paid the same payees (docs/payee-book.md,
// "The run difference"). A run is a file sent from this history; its paid payments are what it paid.
import {
  payeesOfRun,
  runDifference,
  type ComparedPayment,
  type RunDifference,
} from '../../../src-shared/payments/run-difference';
import type { Db } from './db-handle';
import { paidStatesSql } from '../../../src-shared/payments/payee-book-memory';

/** Earlier runs looked at, newest first, for one that paid the same payees. */
export const PREVIOUS_RUNS_LOOKED_AT = 10;
/** The share of this run's payees an earlier run must have paid to be "the previous run that paid the same payees". */
export const SAME_PAYEES_SHARE = 0.5;

const PAID_SQL = paidStatesSql('p.state');

/**
 * This run against the newest earlier run (sent before `before`) that paid at least half of its
 * payees (by `payeeKey`: the ERP payee id when there is one, else the normalised name), among the
 * last ten; null when none did (a first run, or a file of other payees).
 */
export function runDifferenceFor(
  db: Db,
  payments: Iterable<ComparedPayment>,
  before = '9999',
  excludeFileId: string | null = null,
): RunDifference | null {
  const now = payeesOfRun(payments);
  if (now.size === 0) return null;
  const runs = db
    .prepare(
      `SELECT b.file_id, f.name, max(b.created_at) AS sent FROM bulks b JOIN imported_files f ON f.id = b.file_id
       WHERE b.created_at < ? AND b.file_id IS NOT ? GROUP BY b.file_id ORDER BY sent DESC LIMIT ?`,
    )
    .raw()
    .all(before, excludeFileId, PREVIOUS_RUNS_LOOKED_AT) as [string, string, string][];
  const paidOf = db
    .prepare(
      `SELECT p.payee_name, p.account_identifier, p.amount, p.currency FROM bulks b JOIN payments p ON p.bulk_id = b.id
       WHERE b.file_id = ? AND ${PAID_SQL} ORDER BY b.sequence, p.position`,
    )
    .raw();
  for (const [fileId, fileName, sentAt] of runs) {
    const rows = paidOf.all(fileId) as [string, string, string, string][];
    const paid = rows.map(([name, iban, amount, currency]) => ({ name, iban, amount, currency }));
    const difference = differenceIfSamePayees(now, paid, { fileName, sentAt });
    if (difference) return difference;
  }
  return null;
}

/**
 * This run (its payees, `payeesOfRun`) against one earlier run's paid payments: the difference
 * when that run paid at least half of this run's payees, else null. The one rule of "the previous
 * run that paid the same payees", for this desktop's history and the team's.
 */
export function differenceIfSamePayees(
  now: ReturnType<typeof payeesOfRun>,
  paid: Iterable<ComparedPayment>,
  run: { fileName: string; sentAt: string },
): RunDifference | null {
  const earlier = payeesOfRun(paid);
  let shared = 0;
  for (const key of now.keys()) if (earlier.has(key)) shared++;
  return shared >= now.size * SAME_PAYEES_SHARE ? runDifference(now, earlier, { ...run, payees: earlier.size }) : null;
}
