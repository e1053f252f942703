// The team history the team-history bench searches: payments as a finance department pays them
// over three years (a few payees paid very often, most rarely; 8 countries' IBANs; free-text and
// structured references), a tenth of the bulks given the bank's outcome, every index and trigger in
// place. Put in the team history by `team import-history`'s own path (importBulks: recorded on a
// desktop's history, then copied a batch per statement) or, slower, through
// PgHistoryRepository.recordBulk by several desktops at once (recordBulks).
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type pg from 'pg';
import { composeIBAN } from 'ibantools';
import { HistoryStore } from '../src-main/adapters/sqlite/history-store';
import { HistoryReader } from '../src-main/adapters/sqlite/history-reader';
import { copyLocalHistoryToTeam } from '../src-main/adapters/postgres/import-history';
import type { NewPayment } from '../src-main/ports/history/records';
import type { TeamStore } from '../src-main/adapters/postgres/team-store';
import { bulk, openTempDatabase, processedStatus } from '../test/unit/harness/history-fixtures';

const FIRST = ['Aino', 'Bo', 'Cecilia', 'Daniel', 'Eeva', 'Frans', 'Greta', 'Hugo', 'Ilona', 'Jussi', 'Kaisa', 'Lars'];
const LAST = ['Virtanen', 'Korhonen', 'Mäkinen', 'Öberg', 'Lindqvist', 'Schmidt', 'Dubois', 'Rossi', 'García', 'Novak'];
const FIRMS = ['Logistics', 'Consulting', 'Bau', 'Transport', 'Software', 'Catering', 'Elektro', 'Design'];
const COUNTRIES: [string, (n: number) => string][] = [
  ['FI', (n) => `123456${String(n).padStart(8, '0')}`],
  ['DE', (n) => `37040044${String(n).padStart(10, '0')}`],
  ['SE', (n) => `500${String(n).padStart(17, '0')}`],
  ['NL', (n) => `ABNA${String(n).padStart(10, '0')}`],
  ['FR', (n) => `2004101005${String(n).padStart(11, '0')}06`],
  ['ES', (n) => `21000418${String(n).padStart(12, '0')}`],
  ['BE', (n) => `539${String(n).padStart(9, '0')}`.slice(0, 12)],
  ['AT', (n) => `19043${String(n).padStart(11, '0')}`],
];

/** Payees in the book: number 0 is paid most, frequency falling as a power law (Zipf-like). */
export const PAYEE_COUNT = 50_000;

/** A deterministic pseudo-random number in [0, 1) for n (a 32-bit integer hash). */
function unit(n: number): number {
  let x = (n ^ 0x9e3779b9) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return ((x ^ (x >>> 16)) >>> 0) / 2 ** 32;
}

export function payeeName(k: number): string {
  const first = FIRST[k % FIRST.length]!;
  const last = LAST[Math.floor(k / FIRST.length) % LAST.length]!;
  return k % 5 === 0 ? `${last} ${FIRMS[k % FIRMS.length]} ${k}` : `${first} ${last} ${k}`;
}

export function payeeIban(k: number): string {
  const [country, bban] = COUNTRIES[k % COUNTRIES.length]!;
  return composeIBAN({ countryCode: country, bban: bban(k) })!;
}

/** Payment number n of the history: its payee drawn so that payee 0 gets about 1 in 30. */
export function paymentNumber(n: number): NewPayment {
  const k = Math.floor(PAYEE_COUNT * unit(n) ** 4);
  const salary = k % 5 !== 0;
  return {
    line: (n % 100) + 2,
    amount: `${salary ? 2000 + (k % 3000) : Math.floor(unit(n + 1) * 50_000)}.${String(n % 100).padStart(2, '0')}`,
    currency: 'EUR',
    payeeName: payeeName(k),
    accountIdentifier: payeeIban(k),
    accountIdentifierType: 'iban',
    unstructuredReference: salary ? `Salary ${1 + (n % 12)}/${2024 + (n % 3)} employee ${k}` : null,
    structuredReference: salary ? null : `RF18${String(n).padStart(12, '0')}`,
    method: 'sepa',
    instant: false,
  };
}

const THREE_YEARS_MS = 3 * 365 * 86_400_000;
export const HISTORY_START = Date.parse('2024-01-01T08:00:00Z');

/** When bulk b of a history of `bulks` is recorded: spread evenly over three years. */
export const bulkTime = (b: number, bulks: number) => HISTORY_START + Math.floor((b * THREE_YEARS_MS) / bulks);

const isDeadlock = (e: unknown) => (e as { code?: string }).code === '40P01';

/** Bulk b's payments (b×100 …) and, for one bulk in ten, the bank's outcome: mostly paid, a few rejected. */
function bulkNumber(b: number) {
  const payments = Array.from({ length: 100 }, (_, i) => paymentNumber(b * 100 + i));
  const outcome =
    b % 10 === 3
      ? {
          accepted: { bankBulkId: `bank-${b}`, statusUrl: `/bulks/bank-${b}` },
          status: processedStatus(
            `bank-${b}`,
            payments,
            payments.map((_, i) => ((b + i) % 37 === 0 ? 'rejected' : 'paid')),
          ),
        }
      : undefined;
  return { payments, outcome };
}

/** Bulks per desktop history copied at once by importBulks (one transaction each). */
const IMPORT_CHUNK_BULKS = 1_000;

/**
 * Puts the bulks numbered `slots` of a history of `total` bulks into the team history the way
 * `bulkpay team import-history` does: recorded on a desktop's own history (SQLite, the bulk's
 * clock), then copied by copyLocalHistoryToTeam, IMPORT_CHUNK_BULKS bulks per copy. Returns the
 * ms of the copies alone (the desktop recording is not the team's cost).
 */
export async function importBulks(pool: pg.Pool, slots: number[], total: number): Promise<number> {
  let copyMs = 0;
  for (let from = 0; from < slots.length; from += IMPORT_CHUNK_BULKS) {
    const { db, file } = openTempDatabase();
    let at = 0;
    const desktop = new HistoryStore(db, () => new Date(at));
    db.pragma('synchronous = OFF');
    for (const b of slots.slice(from, from + IMPORT_CHUNK_BULKS)) {
      at = bulkTime(b, total);
      const { payments, outcome } = bulkNumber(b);
      const id = desktop.recordBulk(bulk(payments, { createdBy: 'clerk', sequence: 1 }));
      if (outcome) {
        desktop.markAccepted(id, outcome.accepted);
        desktop.applyStatus(id, outcome.status);
      }
    }
    const started = performance.now();
    await copyLocalHistoryToTeam(new HistoryReader(db), pool, { desktop: 'clerk@bench' });
    copyMs += performance.now() - started;
    db.close();
    rmSync(dirname(file), { recursive: true, force: true });
  }
  return copyMs;
}

/** Records bulk b (payments b×100 …), retrying when the payee book's upserts deadlock with another writer. */
async function recordBulkNumber(store: TeamStore, b: number, at: number): Promise<void> {
  const { payments, outcome } = bulkNumber(b);
  const history = store.history(() => new Date(at));
  for (;;) {
    try {
      const id = await history.recordBulk(bulk(payments, { createdBy: 'clerk', sequence: 1 }));
      if (outcome) {
        await history.markAccepted(id, outcome.accepted);
        await history.applyStatus(id, outcome.status);
      }
      return;
    } catch (e) {
      if (!isDeadlock(e)) throw e;
    }
  }
}

/** Records the bulks numbered `slots` of a history of `total` bulks, all `stores` (desktops) at once; returns ms. */
export async function recordBulks(stores: TeamStore[], slots: number[], total: number): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    stores.map(async (store) => {
      for (let j = next++; j < slots.length; j = next++)
        await recordBulkNumber(store, slots[j]!, bulkTime(slots[j]!, total));
    }),
  );
  return performance.now() - started;
}
