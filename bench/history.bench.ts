// The history's cost. (1) Recording a 100-payment bulk (bulk row, payments, text index, audit
// entry, one durable transaction) against a raw better-sqlite3 batched insert of the same rows
// into a bare table with the same durability, and against the floor the searches require (the
// same raw insert plus the same rows in the same trigram index). (2) Every kind of history search
// (first page + capped count, as the History screen asks) over 1,000,000 payments against the
// same search over 1,000, timed alternately. (3) Database bytes per stored payment, per index.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paymentSearchSchema, type PaymentSearch, type PaymentSearchInput } from '../src-shared/ipc/channels/history';
import { openDatabase, type Db } from '../src-main/adapters/sqlite/open-database';
import { COUNT_LIMIT, HistoryReader } from '../src-main/adapters/sqlite/history-reader';
import { HistoryStore } from '../src-main/adapters/sqlite/history-store';
import type { NewPayment } from '../src-main/ports/history/records';
import { amountToMilli, PAYMENT_COLUMNS, PAYMENT_JOINS } from '../src-main/ports/history/rows';
import { indexPendingText } from '../src-main/adapters/sqlite/text-index';
import type { Figure } from './run';
import { pairedMedianMs } from './timing';

const FIRST = ['Aino', 'Bo', 'Cecilia', 'Daniel', 'Eeva', 'Frans', 'Greta', 'Hugo', 'Ilona', 'Jussi'];
const FIRST_MORE = ['Kaisa', 'Lars', 'Maija', 'Niko', 'Oona', 'Pekka', 'Riikka', 'Sami', 'Tuula', 'Ville'];
const LAST = ['Virtanen', 'Korhonen', 'Mäkinen', 'Nieminen', 'Hämäläinen', 'Laine', 'Heikkinen', 'Koskinen'];
const LAST_MORE = ['Järvinen', 'Lehtonen', 'Berg', 'Lindqvist', 'Öberg', 'Schmidt', 'Dubois', 'Rossi'];
const FIRSTS = [...FIRST, ...FIRST_MORE];
const LASTS = [...LAST, ...LAST_MORE, 'García', 'Novak', 'Kowalski', 'Smith'];
const COUNTRIES = ['FI21', 'DE89', 'GB29NWBK', 'NL91ABNA', 'FR1420041'];

/** Payment number n: 20 first names × 20 last names (one last name ≈ 5% of rows), several countries' IBANs, both reference kinds. */
function paymentNumber(n: number): NewPayment {
  const country = COUNTRIES[n % COUNTRIES.length]!;
  return {
    line: (n % 100) + 2,
    rowNumber: n % 100,
    amount: `${(n * 7919) % 250_000}.${String(n % 100).padStart(2, '0')}`,
    currency: 'EUR',
    payeeName: `${FIRSTS[n % 20]} ${LASTS[Math.floor(n / 20) % 20]} ${n % 997}`,
    accountIdentifier: country + String((n * 31) % 20_000).padStart(22 - country.length, '0'),
    accountIdentifierType: 'iban',
    unstructuredReference: n % 2 === 0 ? `Invoice ${100_000 + n}` : null,
    structuredReference: n % 2 === 1 ? `RF18${(n * 13) % 1_000_000_000}` : null,
    endToEndId: n % 4 === 0 ? `E2E-${n.toString(36).toUpperCase()}` : null,
    method: 'sepa',
    instant: false,
  };
}

const bulkPayments = (bulk: number) => Array.from({ length: 100 }, (_, i) => paymentNumber(bulk * 100 + i));

function open(dir: string, name: string): Db {
  const db = openDatabase(join(dir, name));
  if (!db.ok) throw new Error(db.error.message);
  return db.value;
}

/** Seconds the last `seed` spent filling the text index of its payments. */
let lastIndexSeconds = 0;

const YEAR_START = Date.UTC(2025, 11, 1);
const YEAR_MS = 365 * 86_400_000;

/**
 * A history of `count` payments in bulks of 100 sent over one year, a third paid: written in one
 * transaction with statements prepared once (the text index filled by the real trigger).
 */
export function seed(dir: string, name: string, count: number): { db: Db; middleBulk: string } {
  const db = open(dir, name);
  // Seeding only (the measured searches do not write): no journal, a large page cache.
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  const bulkInsert = db.prepare(`INSERT INTO bulks (id, sequence, payment_account, state, processed, total_count,
    total_amount, currency_totals, created_by, created_at, updated_at) VALUES (?, 1, 'acc', ?, 1, 100, '0', '{}', 'bench', ?, ?)`);
  const paymentInsert = db.prepare(`INSERT INTO payments (bulk_id, position, line, row_number, amount, amount_milli,
    currency, payee_name, account_identifier, account_identifier_type, unstructured_reference, structured_reference,
    end_to_end_id, method, instant, state, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const bulks = count / 100;
  db.transaction(() => {
    for (let b = 0; b < bulks; b++) {
      const id = `bulk-${b}`;
      const at = new Date(YEAR_START + Math.floor((b * YEAR_MS) / bulks)).toISOString();
      const state = b % 3 === 0 ? 'paid' : b % 30 === 1 ? 'notenoughbalance' : 'pending';
      bulkInsert.run(id, state === 'paid' ? 'approved' : 'pending_approval', at, at);
      for (let i = 0; i < 100; i++) {
        const p = paymentNumber(b * 100 + i);
        paymentInsert.run(
          id,
          i,
          p.line,
          p.rowNumber,
          p.amount,
          amountToMilli(p.amount),
          p.currency,
          p.payeeName,
          p.accountIdentifier,
          p.accountIdentifierType,
          p.unstructuredReference,
          p.structuredReference,
          p.endToEndId,
          p.method,
          0,
          state,
          at,
          at,
        );
      }
    }
  })();
  // The text index is filled after recording (migration 009): here in one go, as the first text
  // search after opening an unindexed history would (timed: the same work migration 007 does).
  const indexStart = Date.now();
  indexPendingText(db);
  lastIndexSeconds = (Date.now() - indexStart) / 1000;
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('cache_size = -2000');
  db.pragma('optimize');
  return { db, middleBulk: `bulk-${Math.floor(bulks / 2)}` };
}

/** Every search kind the History screen and `bulkpay history` offer, each timed on its own. */
const SEARCHES: Record<string, (middleBulk: string) => PaymentSearchInput> = {
  'payee, rare (1 in 20,000)': () => ({ payee: 'lindqvist 42' }),
  'payee, common (1 in 20: 50,000 hits at 1M)': () => ({ payee: 'lindqvist' }),
  // 1–2 characters match the start of a name, IBAN or reference (search-query.ts SHORT_TERM_CHARS).
  'payee, 2 characters (1 in 20 start so)': () => ({ payee: 'ee' }),
  'payee, 2 characters starting no name': () => ({ payee: 'ei' }),
  'IBAN, typed with spaces': () => ({ iban: 'de89 0000 0000 0000 0001 24' }),
  'IBAN, country prefix (1 in 5)': () => ({ iban: 'NL91' }),
  'reference, 3+ characters': () => ({ reference: 'Invoice 1234' }),
  'reference, 2 characters': () => ({ reference: 'rf' }),
  'reference, 2 characters starting none': () => ({ reference: '12' }),
  'reference, 1 character': () => ({ reference: 'i' }),
  'reference, 1 character starting none': () => ({ reference: '7' }),
  // A creditor reference's shape matches the start of the first reference (short-terms.ts startTermOf).
  'reference, a creditor reference': () => ({ reference: 'RF181001' }),
  'reference, a creditor reference typed in groups': () => ({ reference: 'rf18 1001' }),
  'reference, the start of every creditor reference ("RF181")': () => ({ reference: 'RF181' }),
  'any text': () => ({ text: 'berg' }),
  'amount range, narrow': () => ({ amountMin: '1000.00', amountMax: '1010.00' }),
  'amount range, wide': () => ({ amountMin: '10.00', amountMax: '200000.00' }),
  'date range (one month)': () => ({ from: '2026-03-01', to: '2026-03-31' }),
  'state (paid, 1 in 3)': () => ({ states: ['paid'] }),
  'state (notenoughbalance, 1 in 30)': () => ({ states: ['notenoughbalance'] }),
  bulk: (middleBulk) => ({ bulkId: middleBulk }),
  'paid in a month': () => ({ states: ['paid'], from: '2026-03-01', to: '2026-03-31' }),
  'sorted by amount': () => ({ sort: 'amount' }),
  'sorted by payee, ascending': () => ({ sort: 'payee', descending: false }),
  'reference 3+ characters, sorted by amount': () => ({ reference: 'Invoice 1234', sort: 'amount' }),
};

/**
 * The least work a search's answer requires, done the fastest way: its page's rows and its
 * counted matches (up to the same cap) read by primary key, with the ids known in advance. A rare
 * text has 1 match in 1,000 payments and hundreds in 1,000,000; this shows what that alone costs.
 */
function floorOf(reader: HistoryReader, search: PaymentSearch): () => unknown {
  const ids: number[] = [];
  for (const row of reader.iteratePayments(search, search.sort, search.descending)) {
    if (ids.push(row.id) > COUNT_LIMIT) break;
  }
  const page = ids.slice(0, search.limit + 1);
  const rows = reader.db.prepare(
    `SELECT ${PAYMENT_COLUMNS} FROM json_each(?) j CROSS JOIN payments p ON p.id = j.value ${PAYMENT_JOINS}`,
  );
  const count = reader.db
    .prepare('SELECT count(*) FROM json_each(?) j CROSS JOIN payments p ON p.id = j.value')
    .pluck();
  const pageJson = JSON.stringify(page);
  const idsJson = JSON.stringify(ids);
  return () => [rows.all(pageJson), count.get(idsJson)];
}

/** The cursor of page `n` (1-based) of a search, to time a page deep in the results. */
function cursorOfPage(reader: HistoryReader, search: PaymentSearchInput, n: number): string | undefined {
  let after: string | undefined;
  for (let i = 1; i < n; i++) after = reader.searchPayments(paymentSearchSchema.parse({ ...search, after })).next!;
  return after;
}

/** Bytes of each table and index (SQLite's dbstat), the text index's shadow tables summed. */
function bytesPerObject(db: Db): Record<string, number> {
  const rows = db.prepare('SELECT name, sum(pgsize) AS bytes FROM dbstat GROUP BY name').all() as {
    name: string;
    bytes: number;
  }[];
  const sizes: Record<string, number> = {};
  for (const { name, bytes } of rows) {
    const key = name.startsWith('payments_text') ? 'payments_text (trigram FTS5)' : name;
    sizes[key] = (sizes[key] ?? 0) + bytes;
  }
  return sizes;
}

function rawDatabase(dir: string, name: string, withTextIndex: boolean, withSearchIndexes = false) {
  const raw = new Database(join(dir, name));
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = FULL');
  raw.exec(`CREATE TABLE payments (id INTEGER PRIMARY KEY, bulk TEXT, position INTEGER, line INTEGER, amount TEXT,
    currency TEXT, payee_name TEXT, account_identifier TEXT, unstructured_reference TEXT, structured_reference TEXT,
    end_to_end_id TEXT, method TEXT, instant INTEGER, state TEXT, created_at TEXT)`);
  if (withSearchIndexes) {
    // The b-tree indexes the searches and the "already sent" check need, as on the app's payments.
    raw.exec(`ALTER TABLE payments ADD COLUMN amount_milli INTEGER;
      CREATE UNIQUE INDEX payments_position ON payments (bulk, position);
      CREATE INDEX payments_state ON payments (state);
      CREATE INDEX payments_amount ON payments (amount_milli, id);
      CREATE INDEX payments_account ON payments (account_identifier);
      CREATE INDEX payments_payee ON payments (payee_name COLLATE NOCASE, id);`);
  }
  if (withTextIndex) {
    raw.exec(`CREATE VIRTUAL TABLE payments_text USING fts5 (payee_name, account_identifier, reference,
      content = '', contentless_delete = 1, tokenize = 'trigram')`);
  }
  const insert = raw.prepare(
    `INSERT INTO payments VALUES (NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?${withSearchIndexes ? ', ?' : ''})`,
  );
  const text = withTextIndex
    ? raw.prepare('INSERT INTO payments_text (rowid, payee_name, account_identifier, reference) VALUES (?, ?, ?, ?)')
    : undefined;
  let bulkNumber = 0;
  const insertBulk = raw.transaction((payments: NewPayment[]) => {
    const at = new Date().toISOString();
    const bulk = `b${bulkNumber++}`;
    payments.forEach((p, i) => {
      const { lastInsertRowid } = insert.run(
        bulk,
        i,
        p.line,
        p.amount,
        p.currency,
        p.payeeName,
        p.accountIdentifier,
        p.unstructuredReference,
        p.structuredReference,
        p.endToEndId,
        p.method,
        0,
        'pending',
        at,
        ...(withSearchIndexes ? [amountToMilli(p.amount)] : []),
      );
      text?.run(
        lastInsertRowid,
        `${p.payeeName} `,
        `${p.accountIdentifier} `,
        `${[p.unstructuredReference, p.structuredReference, p.endToEndId].filter(Boolean).join(' ')} `,
      );
    });
  });
  return { raw, insertBulk };
}

export async function recordFigures(dir: string): Promise<Figure[]> {
  const historyDb = open(dir, 'persist.sqlite');
  const store = new HistoryStore(historyDb);
  const bare = rawDatabase(dir, 'raw.sqlite', false);
  const floor = rawDatabase(dir, 'floor.sqlite', true);
  const indexed = rawDatabase(dir, 'indexed.sqlite', false, true);
  let n = 0;
  const record = () =>
    store.recordBulk({ sequence: 1, paymentAccount: 'acc', createdBy: 'bench', payments: bulkPayments(n++) });
  // Recording returns once the plain rows are durable; the text follows in an idle task (timed
  // here on its own, and with the recording, so no cost is left out).
  const recordAndIndex = () => {
    record();
    indexPendingText(historyDb);
  };
  const vsRaw = await pairedMedianMs(() => bare.insertBulk(bulkPayments(n++)), record, 41, 5);
  const vsFloor = await pairedMedianMs(() => floor.insertBulk(bulkPayments(n++)), record, 41, 5);
  const withText = await pairedMedianMs(() => floor.insertBulk(bulkPayments(n++)), recordAndIndex, 41, 5);
  const vsIndexed = await pairedMedianMs(() => indexed.insertBulk(bulkPayments(n++)), record, 41, 5);
  historyDb.close();
  bare.raw.close();
  floor.raw.close();
  indexed.raw.close();
  return [
    {
      name: 'history: record a 100-payment bulk',
      value: vsRaw.subjectMs,
      unit: 'ms',
      baseline: {
        name: 'raw better-sqlite3 batched insert of the same 100 rows (bare table)',
        value: vsRaw.baselineMs,
      },
    },
    {
      name: 'history: record a 100-payment bulk (vs the floor the text search needs)',
      value: vsFloor.subjectMs,
      unit: 'ms',
      baseline: {
        name: 'raw batched insert of the same rows plus the same rows in the same trigram FTS5 index',
        value: vsFloor.baselineMs,
      },
    },
    {
      name: 'history: record a 100-payment bulk (vs the floor its b-tree indexes need)',
      value: vsIndexed.subjectMs,
      unit: 'ms',
      baseline: {
        name: 'raw batched insert of the same rows into a table with the same five b-tree indexes',
        value: vsIndexed.baselineMs,
      },
    },
    {
      name: 'history: record a 100-payment bulk and then index its text (the idle step included)',
      value: withText.subjectMs,
      unit: 'ms',
      baseline: {
        name: 'raw batched insert of the same rows plus the same rows in the same trigram FTS5 index',
        value: withText.baselineMs,
      },
    },
  ];
}

async function searchFigures(dir: string): Promise<Figure[]> {
  const seedStart = Date.now();
  const small = seed(dir, 'small.sqlite', 1_000);
  const large = seed(dir, 'large.sqlite', 1_000_000);
  const seedSeconds = (Date.now() - seedStart) / 1000;
  const smallReader = new HistoryReader(small.db);
  const largeReader = new HistoryReader(large.db);
  const results: Figure[] = [];
  const time = async (
    name: string,
    smallSearch: PaymentSearchInput,
    largeSearch: PaymentSearchInput,
    /** A fresh reader per run: nothing it keeps (the 2-character term lists) carries over. */
    cold = false,
  ) => {
    const s = paymentSearchSchema.parse(smallSearch);
    const l = paymentSearchSchema.parse(largeSearch);
    const hits = largeReader.searchPayments(l);
    const timing = await pairedMedianMs(
      () => (cold ? new HistoryReader(small.db) : smallReader).searchPayments(s),
      () => (cold ? new HistoryReader(large.db) : largeReader).searchPayments(l),
      15,
      2,
    );
    const floor = await pairedMedianMs(floorOf(smallReader, s), floorOf(largeReader, l), 15, 2);
    results.push({
      name: `history search at 1M: ${name}`,
      value: timing.subjectMs,
      unit: 'ms',
      baseline: { name: 'the same search over 1,000 payments', value: timing.baselineMs },
      extra: {
        countAt1M: hits.totalIsExact ? hits.total : `more than ${hits.total}`,
        countAt1k: smallReader.searchPayments(s).total,
        floorMs1k: Number(floor.baselineMs.toFixed(3)),
        floorMs1M: Number(floor.subjectMs.toFixed(3)),
        floorRatio: Number((floor.subjectMs / floor.baselineMs).toFixed(2)),
      },
    });
  };
  for (const [name, make] of Object.entries(SEARCHES)) {
    await time(name, make(small.middleBulk), make(large.middleBulk));
  }
  // The term list of a 2-character search is kept until a payment is recorded; the first such
  // search after recording lists the terms again (fts5vocab counts each term's rows as it lists it).
  for (const [name, input] of [
    ['payee, 2 characters, first search after recording', { payee: 'ei' }],
    ['reference, 2 characters, first search after recording', { reference: '12' }],
  ] as const)
    await time(name, input, input, true);
  // Page 10 of a broad search (keyset paging: as cheap as page 1). The 1k history has 10 pages.
  const deep = { states: ['pending'] };
  await time(
    'state (pending), page 10',
    { ...deep, after: cursorOfPage(smallReader, deep, 5) },
    { ...deep, after: cursorOfPage(largeReader, deep, 10) },
  );

  const fileBytes = statSync(join(dir, 'large.sqlite')).size;
  const perObject = bytesPerObject(large.db);
  const perPayment = Object.fromEntries(
    Object.entries(perObject)
      .sort((a, b) => b[1] - a[1])
      .map(([name, bytes]) => [`bytes per payment: ${name}`, Math.round(bytes / 1_000_000)]),
  );
  small.db.close();
  large.db.close();
  results.push({
    name: 'history: database bytes per stored payment (1M payments)',
    value: fileBytes / 1_000_000,
    unit: 'bytes',
    baseline: { name: 'bytes of the payment fields as sent (payee, account, amount, references)', value: fieldBytes() },
    extra: { ...perPayment, seedSeconds, textIndexSecondsAt1M: lastIndexSeconds },
  });
  return results;
}

/** Average UTF-8 bytes of what a payment carries (the information the history must keep). */
function fieldBytes(): number {
  let total = 0;
  for (let n = 0; n < 10_000; n++) {
    const p = paymentNumber(n);
    total += Buffer.byteLength(
      [
        p.payeeName,
        p.accountIdentifier,
        p.amount,
        p.currency,
        p.unstructuredReference ?? '',
        p.structuredReference ?? '',
        p.endToEndId ?? '',
      ].join(''),
    );
  }
  return total / 10_000;
}

export async function figures(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bulkpay-bench-history-'));
  try {
    return [...(await recordFigures(dir)), ...(await searchFigures(dir))];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
