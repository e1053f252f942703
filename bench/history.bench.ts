// The history's cost. (1) Recording a 100-payment bulk (bulk row, payments, text index, audit
// entry, one durable transaction) against a raw better-sqlite3 batched insert of the same rows
// into a bare table with the same durability. (2) A history search over 1,000,000 payments
// against the same search over 1,000: with the indexes the ratio should stay small.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paymentSearchSchema, type PaymentSearchInput } from '../src-shared/ipc/channels/history';
import { openDatabase, type Db } from '../src-main/db/open-database';
import { HistoryReader } from '../src-main/history/history-reader';
import { HistoryStore, type NewPayment } from '../src-main/history/history-store';
import type { Figure } from './run';
import { medianMs } from './timing';

const FIRST = [
  'Aino',
  'Bo',
  'Cecilia',
  'Daniel',
  'Eeva',
  'Frans',
  'Greta',
  'Hugo',
  'Ilona',
  'Jussi',
  'Kaisa',
  'Lars',
  'Maija',
  'Niko',
  'Oona',
  'Pekka',
  'Riikka',
  'Sami',
  'Tuula',
  'Ville',
];
const LAST = [
  'Virtanen',
  'Korhonen',
  'Mäkinen',
  'Nieminen',
  'Hämäläinen',
  'Laine',
  'Heikkinen',
  'Koskinen',
  'Järvinen',
  'Lehtonen',
  'Berg',
  'Lindqvist',
  'Öberg',
  'Schmidt',
  'Dubois',
  'Rossi',
  'García',
  'Novak',
  'Kowalski',
  'Smith',
];
const IBANS = [
  'FI2112345600000785',
  'DE89370400440532013000',
  'GB29NWBK60161331926819',
  'NL91ABNA0417164300',
  'FR1420041010050500013M02606',
];

function payments(bulk: number): NewPayment[] {
  return Array.from({ length: 100 }, (_, i) => {
    const n = bulk * 100 + i;
    return {
      line: i + 2,
      rowNumber: i,
      amount: `${(n * 7919) % 250_000}.${String(n % 100).padStart(2, '0')}`,
      currency: 'EUR',
      payeeName: `${FIRST[n % 20]} ${LAST[Math.floor(n / 20) % 20]} ${n % 997}`,
      accountIdentifier: IBANS[n % 5]!,
      accountIdentifierType: 'iban',
      unstructuredReference: `Invoice ${100_000 + n}`,
      method: 'sepa',
      instant: false,
    };
  });
}

function open(dir: string, name: string): Db {
  const db = openDatabase(join(dir, name));
  if (!db.ok) throw new Error(db.error.message);
  return db.value;
}

/** A history of `count` payments, sent over the last year, a third of them paid. */
function seed(dir: string, name: string, count: number): Db {
  const db = open(dir, name);
  db.pragma('synchronous = OFF'); // seeding only; the measured searches do not write
  let day = 0;
  const store = new HistoryStore(db, () => new Date(Date.UTC(2026, 0, 1) + day * 8_640_000));
  for (let b = 0; b < count / 100; b++) {
    day = Math.floor((b * 3650) / (count / 100));
    const id = store.recordBulk({ sequence: 1, paymentAccount: 'acc', createdBy: 'bench', payments: payments(b) });
    if (b % 3 === 0) db.prepare("UPDATE payments SET state = 'paid' WHERE bulk_id = ?").run(id);
  }
  db.pragma('synchronous = FULL');
  db.pragma('optimize');
  return db;
}

const SEARCHES: Record<string, PaymentSearchInput> = {
  'payee contains': { payee: 'lindqvist 42' },
  'reference contains, by amount': { reference: 'Invoice 1234', sort: 'amount' },
  'paid in a month, newest first': { states: ['paid'], from: '2026-03-01', to: '2026-03-31' },
  'amount range': { amountMin: '1000.00', amountMax: '1010.00' },
};

export async function figures(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bulkpay-bench-history-'));
  try {
    // (1) persisting one 100-payment bulk, durable (WAL, synchronous=FULL) in both cases
    const historyDb = open(dir, 'persist.sqlite');
    const store = new HistoryStore(historyDb);
    let n = 0;
    const persistMs = await medianMs(
      () => store.recordBulk({ sequence: 1, paymentAccount: 'acc', createdBy: 'bench', payments: payments(n++) }),
      40,
      5,
    );
    const raw = new Database(join(dir, 'raw.sqlite'));
    raw.pragma('journal_mode = WAL');
    raw.pragma('synchronous = FULL');
    raw.exec(`CREATE TABLE payments (id INTEGER PRIMARY KEY, bulk TEXT, position INTEGER, line INTEGER, amount TEXT, currency TEXT,
      payee_name TEXT, account_identifier TEXT, unstructured_reference TEXT, method TEXT, instant INTEGER, state TEXT, created_at TEXT)`);
    const insert = raw.prepare('INSERT INTO payments VALUES (NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    const rawMs = await medianMs(
      raw.transaction(() => {
        const at = new Date().toISOString();
        payments(n++).forEach((p, i) =>
          insert.run(
            'b',
            i,
            p.line,
            p.amount,
            p.currency,
            p.payeeName,
            p.accountIdentifier,
            p.unstructuredReference,
            p.method,
            0,
            'pending',
            at,
          ),
        );
      }),
      40,
      5,
    );
    historyDb.close();
    raw.close();

    // (2) the same searches over 1,000 and 1,000,000 payments
    const seedStart = Date.now();
    const small = new HistoryReader(seed(dir, 'small.sqlite', 1_000));
    const large = new HistoryReader(seed(dir, 'large.sqlite', 1_000_000));
    const seedSeconds = (Date.now() - seedStart) / 1000;
    const timings: Record<string, string> = {};
    let largeTotal = 0;
    let smallTotal = 0;
    for (const [name, search] of Object.entries(SEARCHES)) {
      const parsed = paymentSearchSchema.parse(search);
      const s = await medianMs(() => small.searchPayments(parsed), 15, 3);
      const l = await medianMs(() => large.searchPayments(parsed), 15, 3);
      timings[`${name} ms (1k / 1M)`] = `${s.toFixed(2)} / ${l.toFixed(2)}`;
      smallTotal += s;
      largeTotal += l;
    }
    small.db.close();
    large.db.close();
    return [
      {
        name: 'history: record a 100-payment bulk',
        value: persistMs,
        unit: 'ms',
        baseline: { name: 'raw better-sqlite3 batched insert of the same 100 rows', value: rawMs },
      },
      {
        name: 'history: 4 searches (first page + count) over 1,000,000 payments',
        value: largeTotal,
        unit: 'ms',
        baseline: { name: 'the same 4 searches over 1,000 payments', value: smallTotal },
        extra: { ...timings, seedSeconds },
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
