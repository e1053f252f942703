// Payment files for the import benchmarks, with data that makes every rule run: several
// countries' IBANs, RF and Finnish structured references and free-text messages, non-SEPA
// characters, duplicates, decimal commas and quoted fields (Excel-style, semicolons).
import { closeSync, openSync, writeSync } from 'node:fs';
import { composeIBAN } from 'ibantools';
import { makeFinnishReference, makeRf } from '../src-shared/payments/references';

const COUNTRIES: [string, (n: number) => string][] = [
  ['FI', (n) => `1234560${String(n).padStart(7, '0')}`],
  ['DE', (n) => `37040044${String(n).padStart(10, '0')}`],
  ['SE', (n) => `500${String(n).padStart(17, '0')}`],
  ['NL', (n) => `ABNA${String(n).padStart(10, '0')}`],
  ['FR', (n) => `2004101005${String(n).padStart(11, '0')}`],
  ['BE', (n) => `539${String(n).padStart(7, '0')}`],
];
const NAMES = ['Virtanen Oy', 'Müller GmbH', 'Åsa Berg AB', 'Søren & Co', 'Straße Bau KG', 'Acme BV', 'Zoë Martin'];

/** A pool of valid IBANs (composing one per row would time ibantools instead of the file). */
function ibanPool(size = 6000): string[] {
  const pool: string[] = [];
  for (let i = 0; pool.length < size; i++) {
    const [countryCode, bban] = COUNTRIES[i % COUNTRIES.length]!;
    const iban = composeIBAN({ countryCode, bban: bban(100_000 + i) });
    if (iban) pool.push(i % 3 === 0 ? iban.replace(/(.{4})/g, '$1 ').trim() : iban);
  }
  return pool;
}

/** Row `i` of the file (`allErrors`: every row breaks a rule). */
function paymentLine(i: number, pool: string[], refs: { rf: string[]; fi: string[] }, allErrors: boolean): string {
  // Every 50th row repeats the one before it: a duplicate.
  const n = i % 50 === 49 ? i - 1 : i;
  const name = `${NAMES[n % NAMES.length]} ${n}`;
  const iban = allErrors ? `FI21${n % 1000}` : pool[n % pool.length]!;
  const amount = `${1 + (n % 9999)},${String(n % 100).padStart(2, '0')}`;
  const kind = n % 3;
  const reference = kind === 0 ? refs.rf[n % refs.rf.length]! : kind === 1 ? refs.fi[n % refs.fi.length]! : '';
  const message = kind === 2 ? (n % 20 === 2 ? `"Lasku ${n}; osa ""A"""` : `Lasku ${n} – kiitos`) : '';
  return `${name};${iban};${amount};EUR;${reference};${message}\r\n`;
}

const HEADER = 'Saaja;Tilinumero;Summa;Valuutta;Viite;Viesti\r\n';

function references() {
  return {
    rf: Array.from({ length: 500 }, (_, i) => makeRf(`INV${100000 + i}`)),
    fi: Array.from({ length: 500 }, (_, i) => makeFinnishReference(String(1000 + i))),
  };
}

/** The file in memory (100,000 rows ≈ 6 MB). */
export function generatePaymentCsv(rows = 100_000, allErrors = false): Uint8Array {
  const pool = ibanPool();
  const refs = references();
  const parts = [HEADER];
  for (let i = 0; i < rows; i++) parts.push(paymentLine(i, pool, refs, allErrors));
  return new TextEncoder().encode(parts.join(''));
}

/** The file written to `path` piece by piece (1.6M rows ≈ 80 MB of text would not fit a string twice). */
export function writePaymentCsv(path: string, rows: number, allErrors = false): void {
  const pool = ibanPool();
  const refs = references();
  const fd = openSync(path, 'w');
  let chunk = HEADER;
  for (let i = 0; i < rows; i++) {
    chunk += paymentLine(i, pool, refs, allErrors);
    if (chunk.length > 1 << 20) {
      writeSync(fd, chunk);
      chunk = '';
    }
  }
  writeSync(fd, chunk);
  closeSync(fd);
}

/**
 * The memory benchmark's file: 1.6M rows in about 46 MB (29 bytes a row: a short name, a Finnish
 * IBAN, an amount, no reference). A valid IBAN leaves no room for a reference at that size, so
 * every row has one error (reference missing): the problems are counted, not kept.
 */
export function writeCompactCsv(path: string, rows = 1_600_000): void {
  const fd = openSync(path, 'w');
  let chunk = 'name,iban,amount\n';
  for (let i = 0; i < rows; i++) {
    const iban = composeIBAN({ countryCode: 'FI', bban: `1234560${String(i % 10_000_000).padStart(7, '0')}` });
    chunk += `${i.toString(36)},${iban},${1 + (i % 99)}.5\n`;
    if (chunk.length > 1 << 20) {
      writeSync(fd, chunk);
      chunk = '';
    }
  }
  writeSync(fd, chunk);
  closeSync(fd);
}
