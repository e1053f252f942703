import { learnPaidPayeesOfBulk } from './payee-book';
import { createHash } from 'node:crypto';
import type { Db } from './db-handle';
import type { NewPayment } from '../../ports/history/records';
import { HistoryStore } from './history-store';

const SEEDED_FLAG = 'demo_history_seeded';
/** Who the demo's earlier run is recorded by: it says on every screen that it is demo data. */
export const DEMO_HISTORY_ACTOR = 'demo data (sample history)';
/** The file the demo's earlier run is listed under in History's payment runs: its name says it is demo data. */
export const DEMO_HISTORY_FILE = 'demo-sample-history.csv';
/** How long before the demo bank's set-up its earlier run is dated: inside the 30 days "already sent" looks back. */
const DAYS_BEFORE = 12;

const payment = (payeeName: string, iban: string, amount: string, reference: string): NewPayment => ({
  amount,
  currency: 'EUR',
  payeeName,
  accountIdentifier: iban,
  accountIdentifierType: 'iban',
  unstructuredReference: reference,
  method: 'sepa',
  instant: false,
});

/**
 * The demo's short payment history: last month's run to the sample files' payees (same names and
 * IBANs as src-renderer/features/home/sample-payments.csv), so the payee book knows them and the
 * second sample file shows a changed IBAN, a new payee and a repeated invoice.
 */
const LAST_MONTH: NewPayment[] = [
  payment('Mikko Laine', 'DE89370400440532013000', '1250.00', 'Salary October'),
  payment('Sofia Berg', 'GB29NWBK60161331926819', '980.50', 'Salary October'),
  payment('Jonas Weber', 'NL91ABNA0417164300', '1432.10', 'Salary October'),
  payment('Emma Nieminen', 'FR1420041010050500013M02606', '1105.75', 'Salary October'),
  payment('Oskar Lind', 'BE68539007547034', '860.00', 'Salary October'),
  payment('Lea Huber', 'AT611904300234573201', '1320.40', 'Salary October'),
  payment('Printing House Oy', 'DE89370400440532013000', '298.40', 'Invoice 2026-1098'),
  payment('Nordic Office Supplies', 'NL91ABNA0417164300', '142.30', 'Invoice 77655'),
];

/**
 * Records the demo's earlier run into this desktop's history, once, and only into an empty
 * history: a desktop that has paid anything keeps its own history untouched. The bulk is dated
 * twelve days back, marked approved with every payment paid, created by "demo data", and the
 * audit log says so. Returns whether it recorded anything.
 */
export function seedDemoHistory(db: Db, paymentAccount: string, now: Date = new Date()): boolean {
  const seeded = db.prepare('SELECT 1 FROM profile_flags WHERE name = ?').get(SEEDED_FLAG) !== undefined;
  if (seeded || db.prepare('SELECT 1 FROM bulks LIMIT 1').get() !== undefined) return false;
  const at = new Date(now.getTime() - DAYS_BEFORE * 86_400_000);
  const history = new HistoryStore(db, () => at);
  db.transaction(() => {
    const csv = LAST_MONTH.map((p) =>
      [p.payeeName, p.accountIdentifier, p.amount, p.currency, p.unstructuredReference].join(','),
    ).join('\n');
    const fileId = history.recordImport({
      name: DEMO_HISTORY_FILE,
      sha256: createHash('sha256').update(csv).digest('hex'),
      encoding: 'utf-8',
      rowCount: LAST_MONTH.length,
      importedBy: DEMO_HISTORY_ACTOR,
    });
    const bulkId = history.recordBulk({
      fileId,
      sequence: 1,
      paymentAccount,
      accountLabel: 'Operating account',
      createdBy: DEMO_HISTORY_ACTOR,
      payments: LAST_MONTH,
    });
    const iso = at.toISOString();
    db.prepare(
      "UPDATE bulks SET state = 'approved', processed = 1, not_sent_count = 0, finished_at = ?, updated_at = ? WHERE id = ?",
    ).run(iso, iso, bulkId);
    db.prepare("UPDATE payments SET state = 'paid', updated_at = ? WHERE bulk_id = ?").run(iso, bulkId);
    // The book learns from paid payments, as it does when the bank's answer says so.
    learnPaidPayeesOfBulk(db, bulkId, iso);
    history.audit(DEMO_HISTORY_ACTOR, 'demo_history_seeded', 'bulk', bulkId, { payments: LAST_MONTH.length });
    db.prepare('INSERT OR REPLACE INTO profile_flags (name, value) VALUES (?, ?)').run(SEEDED_FLAG, now.toISOString());
  })();
  return true;
}
