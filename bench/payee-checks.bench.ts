// The payee checks (issue 23) on a 100,000-row file against a history of 1,000,000 payments: the
// review's check of the rows with the payee book (read from a real SQLite history, filled by the
// upgrade's backfill) against the same check of the same rows without it, timed alternately in the
// same run, with a collection before every timed run on both sides (`pairedSamples`). Two figures: a review with the book already read (a review asked again after an edit),
// and the first review after the book changed: a bulk of `BULK_PAYEES` of the file's payees recorded
// paid and learned before each timed review (untimed), as paying a bulk changes it; the review then
// loads the book again (only what the bulk changed, since migration 017's journal).
// Each figure is the median wall clock of the runs, with their spread and the median CPU time of
// each side in its extras. Goal: at most 1.2× (docs/payee-book.md).
import { loadavg } from 'node:os';
import Database from 'better-sqlite3';
import { parsePaymentFile } from '../src-shared/import/parse-file';
import { validatePayments } from '../src-shared/payments';
import { amountUnits } from '../src-shared/payments/decimal-units';
import { ibanOnlyKey } from '../src-shared/payments/payee-checks';
import { migrate } from '../src-main/adapters/sqlite/open-database';
import {
  backfillPayeeBook,
  learnPaidPayeesOfBulk,
  payeeEntries,
  readPayeeBook,
  refreshUsualAmounts,
} from '../src-main/adapters/sqlite/payee-book';
import { loadPayeeBook } from '../src-main/adapters/sqlite/payee-book-loader';
import { generatePaymentCsv } from './import-data';
import type { Figure } from './run';
import { pairedSamples, spreadOf, type Samples } from './timing';

const ROWS = Number(process.env.BULKPAY_PAYEE_ROWS ?? 100_000);
const HISTORY = Number(process.env.BULKPAY_PAYEE_HISTORY ?? 1_000_000);
const RUNS = Number(process.env.BULKPAY_PAYEE_RUNS ?? 11);
const WARMUP = 2;
/** `far`: the history's amounts unlike the file's (100–999 against 1–9,999), so most rows are "unusual". */
const FAR_AMOUNTS = process.env.BULKPAY_PAYEE_AMOUNTS === 'far';
/** Payees of the bulk recorded paid before each "first review after the book changed". */
const BULK_PAYEES = 100;

type Row = { values: { name?: string; iban?: string; amount?: string } };

/**
 * What payment `i` of the history paid. As a payroll or supplier run is paid month after month:
 * each payee around the amount the file pays it now (within ±10 %), except one payee in 50 that
 * was paid to another account (its row is a changed IBAN) and one in 100 paid a tenth (its row is
 * an unusual amount).
 */
function paidBefore(row: Row['values'], i: number, rowIndex: number): { iban: string; amount: string } {
  const iban = i % 50 === 0 ? 'DE89370400440532013000' : (row.iban ?? '');
  if (FAR_AMOUNTS) return { iban, amount: `${100 + (i % 900)}.00` };
  const cents = Math.max(1, Math.round(amountUnits((row.amount ?? '1').replace(',', '.'), 2) * (0.9 + (i % 21) / 100)));
  const scaled = rowIndex % 100 === 7 ? Math.max(1, Math.round(cents / 10)) : cents;
  return { iban, amount: `${Math.floor(scaled / 100)}.${String(scaled % 100).padStart(2, '0')}` };
}

type Sqlite = InstanceType<typeof Database>;

const addBulk = (db: Sqlite, id: string) =>
  db
    .prepare(
      `INSERT INTO bulks (id, payment_account, state, total_count, total_amount, currency_totals, created_by, created_at, updated_at)
     VALUES (?, 'acc', 'approved', 1, '0', '{}', 'bench', 't', 't')`,
    )
    .run(id);

const paymentInsert = (db: Sqlite) =>
  db.prepare(`INSERT INTO payments (bulk_id, position, amount, amount_milli, currency, payee_name,
    account_identifier, account_identifier_type, method, state, created_at, updated_at)
    VALUES (?, ?, ?, 0, 'EUR', ?, ?, 'iban', 'sepa', 'paid', ?, ?)`);

/** The one IBAN the book blocks: a realistic book blocks some, and no row of the file pays it. */
const BLOCKED_IBAN = 'GB82WEST12345698765432';

/** A history of `HISTORY` payments to the file's payees, filled as the upgrade fills it, and one IBAN blocked. */
export function historyDb(rows: Row[]): Sqlite {
  const db = new Database(':memory:');
  migrate(db);
  addBulk(db, 'b');
  db.exec('DELETE FROM payee_book');
  const insert = paymentInsert(db);
  db.transaction(() => {
    for (let i = 0; i < HISTORY; i++) {
      const row = rows[i % rows.length]!.values;
      const { iban, amount } = paidBefore(row, i, i % rows.length);
      const at = new Date(Date.UTC(2025, 0, 1) + i * 1000).toISOString();
      insert.run('b', i, amount, row.name ?? '', iban, at, at);
    }
  })();
  backfillPayeeBook(db);
  refreshUsualAmounts(db);
  // As a company that follows issue 23 has: one account blocked, none of the file's payees paid there.
  db.prepare(`INSERT INTO payee_book (payee_key, name, iban, trust, updated_at) VALUES (?, ?, ?, 'blocked', 't')`).run(
    ibanOnlyKey(BLOCKED_IBAN),
    BLOCKED_IBAN,
    BLOCKED_IBAN,
  );
  return db;
}

/**
 * Records the `n`th bulk of `BULK_PAYEES` of the file's payees (spread over the file), paid as the
 * history was, and the book learns it as recording a paid bulk does (`learnPaidPayeesOfBulk`).
 */
export function recordPaidBulk(db: Sqlite, rows: Row[], n: number): void {
  const bulkId = `paid-${n}`;
  const at = new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
  const insert = paymentInsert(db);
  db.transaction(() => {
    addBulk(db, bulkId);
    for (let j = 0; j < BULK_PAYEES; j++) {
      const rowIndex = (n * 7919 + j * 997) % rows.length;
      const row = rows[rowIndex]!.values;
      const { iban, amount } = paidBefore(row, HISTORY + n * BULK_PAYEES + j, rowIndex);
      insert.run(bulkId, j, amount, row.name ?? '', iban, at, at);
    }
    learnPaidPayeesOfBulk(db, bulkId, at);
  })();
}

/** Milliseconds of one call. */
function msOf(fn: () => unknown): number {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export async function figures(): Promise<Figure[]> {
  const parsed = parsePaymentFile('payroll-100k.csv', generatePaymentCsv(ROWS));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const { rows, decimalStyle } = parsed.value;
  const db = historyDb(rows);
  const entries = payeeEntries(db).length;
  const options = { decimalStyle, defaultCurrency: 'EUR' };
  const findings: Record<string, number> = {};
  for (const issue of validatePayments(rows, { ...options, payeeBook: loadPayeeBook(db) }).issues)
    if (/^(payee_|iban_other|amount_unusual)/.test(issue.code)) findings[issue.code] = (findings[issue.code] ?? 0) + 1;
  const without = () => validatePayments(rows, options);
  const withBook = () => validatePayments(rows, { ...options, payeeBook: loadPayeeBook(db) });
  const warm = await pairedSamples(without, withBook, RUNS, WARMUP);
  // A paid bulk recorded before each timed review: the review loads the book again.
  let bulks = 0;
  const cold = await pairedSamples(without, withBook, RUNS, WARMUP, () => recordPaidBulk(db, rows, bulks++));
  // The two ways of reading the book, once each: whole, and only what one more bulk changed.
  const wholeReadMs = msOf(() => readPayeeBook(db));
  recordPaidBulk(db, rows, bulks++);
  const changedReadMs = msOf(() => loadPayeeBook(db));
  db.close();
  const size = `${ROWS.toLocaleString('en')} rows with the payee checks (history of ${HISTORY.toLocaleString('en')} payments${FAR_AMOUNTS ? ', amounts unlike the file' : ''})`;
  // The machine's load while timed (1-minute average, at the end): a busy machine widens the ratios.
  const common = {
    payeeBookEntries: entries,
    ...findings,
    wholeReadMs: Math.round(wholeReadMs),
    changedReadMs: Math.round(changedReadMs),
    loadAverage: loadavg()[0]!.toFixed(1),
    goal: 'ratio ≤ 1.2',
  };
  const figure = (name: string, timed: { baseline: Samples; subject: Samples }): Figure => ({
    name,
    value: spreadOf(timed.subject.wallMs).median,
    unit: 'ms',
    baseline: { name: 'the same review without them', value: spreadOf(timed.baseline.wallMs).median },
    extra: { runs: RUNS, ...spreadExtras(timed), ...common },
  });
  return [figure(`review of ${size}`, warm), figure(`first review after the book changed, ${size}`, cold)];
}

/** Each side's wall-clock spread and median CPU time, and the ratio of the CPU medians. */
function spreadExtras({ baseline, subject }: { baseline: Samples; subject: Samples }): Record<string, string> {
  const range = (xs: number[]) => {
    const { min, max } = spreadOf(xs);
    return `${Math.round(min)}–${Math.round(max)}`;
  };
  const [baseCpu, subjectCpu] = [spreadOf(baseline.cpuMs).median, spreadOf(subject.cpuMs).median];
  return {
    wallSpreadWithout: range(baseline.wallMs),
    wallSpreadWith: range(subject.wallMs),
    cpuMedianWithout: baseCpu.toFixed(0),
    cpuMedianWith: subjectCpu.toFixed(0),
    cpuRatio: (subjectCpu / baseCpu).toFixed(2),
  };
}
