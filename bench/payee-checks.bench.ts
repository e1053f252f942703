// The payee checks (issue 23) on a 100,000-row file against a history of 1,000,000 payments: the
// review's check of the rows with the payee book (read from a real SQLite history, filled by the
// upgrade's backfill) against the same check without it, timed alternately in the same run.
// Goal: at most 1.2× (docs/payee-book.md).
import Database from 'better-sqlite3';
import { parsePaymentFile } from '../src-shared/import/parse-file';
import { validatePayments } from '../src-shared/payments';
import { migrate } from '../src-main/db/open-database';
import { backfillPayeeBook, loadPayeeBook, payeeEntries, refreshUsualAmounts } from '../src-main/history/payee-book';
import { generatePaymentCsv } from './import-data';
import type { Figure } from './run';
import { pairedMedianMs } from './timing';

const ROWS = Number(process.env.BULKPAY_PAYEE_ROWS ?? 100_000);
const HISTORY = Number(process.env.BULKPAY_PAYEE_HISTORY ?? 1_000_000);
const RUNS = Number(process.env.BULKPAY_PAYEE_RUNS ?? 5);

/** A history of `HISTORY` payments to the file's payees (some to another IBAN), filled as the upgrade fills it. */
function historyDb(rows: { values: { name?: string; iban?: string } }[]) {
  const db = new Database(':memory:');
  migrate(db);
  db.prepare(
    `INSERT INTO bulks (id, payment_account, state, total_count, total_amount, currency_totals, created_by, created_at, updated_at)
     VALUES ('b', 'acc', 'approved', 1, '0', '{}', 'bench', 't', 't')`,
  ).run();
  db.exec('DELETE FROM payee_book');
  const insert = db.prepare(`INSERT INTO payments (bulk_id, position, amount, amount_milli, currency, payee_name,
    account_identifier, account_identifier_type, method, state, created_at, updated_at)
    VALUES ('b', ?, ?, 0, 'EUR', ?, ?, 'iban', 'sepa', 'paid', ?, ?)`);
  db.transaction(() => {
    for (let i = 0; i < HISTORY; i++) {
      const row = rows[i % rows.length]!.values;
      // One payee in 50 was paid to another account before: its row in the file is a change.
      const iban = i % 50 === 0 ? 'DE89370400440532013000' : (row.iban ?? '');
      const at = new Date(Date.UTC(2025, 0, 1) + i * 1000).toISOString();
      insert.run(i, `${100 + (i % 900)}.00`, row.name ?? '', iban, at, at);
    }
  })();
  backfillPayeeBook(db);
  refreshUsualAmounts(db);
  return db;
}

export async function figures(): Promise<Figure[]> {
  const parsed = parsePaymentFile('payroll-100k.csv', generatePaymentCsv(ROWS));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const { rows, decimalStyle } = parsed.value;
  const db = historyDb(rows);
  const entries = payeeEntries(db).length;
  const options = { decimalStyle, defaultCurrency: 'EUR' };
  let found = 0;
  // The first review after the book changed reads it whole (later ones reuse it until it changes).
  const coldStart = performance.now();
  validatePayments(rows, { ...options, payeeBook: loadPayeeBook(db) });
  const coldReviewMs = performance.now() - coldStart;
  db.exec('UPDATE payee_book SET updated_at = updated_at WHERE id = 1');
  const { baselineMs, subjectMs } = await pairedMedianMs(
    () => validatePayments(rows, options),
    () => {
      const payeeBook = loadPayeeBook(db);
      found = validatePayments(rows, { ...options, payeeBook }).issues.filter((i) =>
        i.code.startsWith('payee_'),
      ).length;
    },
    RUNS,
    1,
  );
  db.close();
  return [
    {
      name: `review of ${ROWS.toLocaleString('en')} rows with the payee checks (history of ${HISTORY.toLocaleString('en')} payments)`,
      value: subjectMs,
      unit: 'ms',
      baseline: { name: 'the same review without them', value: baselineMs },
      extra: {
        payeeBookEntries: entries,
        payeeFindings: found,
        firstReviewAfterChangeMs: Math.round(coldReviewMs),
        goal: 'ratio ≤ 1.2',
      },
    },
  ];
}
