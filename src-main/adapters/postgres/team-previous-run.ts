// The run difference in team mode: the previous run that paid the same payees is looked for in the
// team's history (PostgreSQL), whichever desktop sent it, never in this desktop's own.
import type pg from 'pg';
import type { ComparedPayment, RunDifference } from '../../../src-shared/payments/run-difference';
import { payeesOfRun } from '../../../src-shared/payments/run-difference';
import { paidStatesSql } from '../../../src-shared/payments/payee-book-memory';
import { differenceIfSamePayees, PREVIOUS_RUNS_LOOKED_AT } from '../sqlite/previous-run';

const PAID_SQL = paidStatesSql('p.state');

/**
 * This run against the newest of the team's last files sent before `before` whose paid payments
 * paid at least half of its payees (the same rule as this desktop's `runDifferenceFor`); null
 * when none did.
 */
export async function teamRunDifference(
  db: pg.Pool,
  payments: Iterable<ComparedPayment>,
  before: string,
): Promise<RunDifference | null> {
  const now = payeesOfRun(payments);
  if (now.size === 0) return null;
  const { rows: runs } = await db.query<{ file_id: string; name: string; sent: Date }>(
    `SELECT b.file_id, f.name, max(b.created_at) AS sent
     FROM bulkpay.history_bulks b JOIN bulkpay.history_files f ON f.id = b.file_id
     WHERE b.created_at < $1 GROUP BY b.file_id, f.name ORDER BY sent DESC LIMIT $2`,
    [before, PREVIOUS_RUNS_LOOKED_AT],
  );
  for (const run of runs) {
    const { rows } = await db.query<ComparedPayment>(
      `SELECT p.payee_name AS name, p.account_identifier AS iban, p.amount, p.currency
       FROM bulkpay.history_bulks b JOIN bulkpay.history_payments p ON p.bulk_id = b.id
       WHERE b.file_id = $1 AND ${PAID_SQL} ORDER BY b.sequence, p.position`,
      [run.file_id],
    );
    const difference = differenceIfSamePayees(now, rows, { fileName: run.name, sentAt: run.sent.toISOString() });
    if (difference) return difference;
  }
  return null;
}
