// The app's history export streams: 100,000 matches go to the file without being held in memory.
// Peak memory is read in child processes that only export (not a timed test).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../../src-main/adapters/sqlite/open-database';

const ROWS = 100_000;
const dir = mkdtempSync(join(tmpdir(), 'bulkpay-export-memory-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A history of ROWS payments in bulks of 100, written directly (the recording path is tested elsewhere). */
function history(file: string): void {
  const opened = openDatabase(file);
  if (!opened.ok) throw new Error(opened.error.message);
  const db = opened.value;
  const bulk = db.prepare(`INSERT INTO bulks (id, sequence, payment_account, state, processed, total_count,
    total_amount, currency_totals, created_by, created_at, updated_at) VALUES (?, 1, 'acc', 'approved', 1, 100, '0', '{}', 't', ?, ?)`);
  const payment = db.prepare(`INSERT INTO payments (bulk_id, position, amount, amount_milli, currency, payee_name,
    account_identifier, account_identifier_type, unstructured_reference, method, state, created_at, updated_at)
    VALUES (?, ?, ?, ?, 'EUR', ?, 'FI2112345600000785', 'iban', ?, 'sepa', 'paid', ?, ?)`);
  db.transaction(() => {
    for (let b = 0; b < ROWS / 100; b++) {
      const at = new Date(Date.UTC(2026, 0, 1) + b * 60_000).toISOString();
      bulk.run(`bulk-${b}`, at, at);
      for (let i = 0; i < 100; i++) {
        const n = b * 100 + i;
        payment.run(
          `bulk-${b}`,
          i,
          `${n}.50`,
          n * 1000 + 500,
          `Payee number ${n} Oy`,
          `Invoice ${n} for services`,
          at,
          at,
        );
      }
    }
  })();
  db.close();
}

/** JS heap the exporting child may use: the 100,000 rows as objects, or the file as one string, would not fit. */
const HEAP_MB = 24;

function exportInChild(dbFile: string, outFile: string, bulkId?: string): { rowCount: number; maxRssKb: number } {
  const args = [
    `--max-old-space-size=${HEAP_MB}`,
    '--import',
    'tsx',
    join(import.meta.dirname, 'export-child.ts'),
    dbFile,
    outFile,
  ];
  if (bulkId) args.push(bulkId);
  return JSON.parse(execFileSync(process.execPath, args, { encoding: 'utf8' })) as {
    rowCount: number;
    maxRssKb: number;
  };
}

describe('history export to a file', () => {
  it('writes 100,000 payments with memory that does not grow with them', { timeout: 120_000 }, () => {
    const dbFile = join(dir, 'history.sqlite');
    history(dbFile);
    const small = exportInChild(dbFile, join(dir, 'one-bulk.csv'), 'bulk-7');
    const large = exportInChild(dbFile, join(dir, 'all.csv'));
    expect(small.rowCount).toBe(100);
    expect(large.rowCount).toBe(ROWS);
    const fileMb = statSync(join(dir, 'all.csv')).size / 1048576;
    const growthMb = (large.maxRssKb - small.maxRssKb) / 1024;
    // Figures for the report; the bound itself is the child's heap limit, which a copy would break.
    console.log(
      `export of ${ROWS} rows in a ${HEAP_MB} MB heap: file ${fileMb.toFixed(1)} MB, peak RSS +${growthMb.toFixed(1)} MB over a 100-row export`,
    );
    expect(fileMb).toBeGreaterThan(HEAP_MB / 2);
  });
});
