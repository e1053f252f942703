// The streamed export to a file: unknown bulks refused before the dialog, a safe suggested name,
// a temporary file that never takes a user's name and is gone after a failure, and main kept
// responsive (other queries on the same connection) while a large export is written.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  exportHistoryToFile,
  suggestedFileName,
  writeChunksToFile,
} from '../../../../../src-main/features/history/export-to-file';
import { HistoryReader } from '../../../../../src-main/adapters/sqlite/history-reader';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';
import { paymentSearchSchema } from '../../../../../src-shared/ipc/channels/history';
import { ok } from '../../../../../src-shared/result';
import { bulk, openTempDatabase, payment } from '../../../harness/history-fixtures';

function setup(paymentCount = 2) {
  const { db } = openTempDatabase();
  const store = new HistoryStore(db);
  const payments = Array.from({ length: paymentCount }, (_, i) => payment({ payeeName: `Payee ${i}`, line: i + 2 }));
  let bulkId = '';
  for (let i = 0; i < payments.length; i += 100) bulkId = store.recordBulk(bulk(payments.slice(i, i + 100)));
  const reader = new HistoryReader(db);
  const folder = mkdtempSync(join(tmpdir(), 'bulkpay-export-file-'));
  const dialogs: unknown[] = [];
  const desktop = (path: string) => ({
    pickSaveFile: async (options: unknown) => {
      dialogs.push(options);
      return ok(path);
    },
  });
  return { db, store, reader, bulkId, folder, dialogs, desktop };
}

describe('export to a file', () => {
  it('refuses an unknown bulk before showing the dialog, and audits nothing', async () => {
    const { reader, store, folder, dialogs, desktop } = setup();
    const path = join(folder, 'out.csv');
    const result = await exportHistoryToFile(reader, store, 'tester', desktop(path), {
      format: 'csv',
      bulkId: 'no-such-bulk',
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'bulk_not_found', message: /choose it again/ } });
    expect(dialogs).toEqual([]);
    expect(existsSync(path)).toBe(false);
    expect(reader.auditOf('bulk', 'no-such-bulk')).toEqual([]);
  });

  it('suggests a file name with only hex digits and dashes of the bulk id', () => {
    expect(suggestedFileName('csv', '../../Etc/pass?wd', '2026-11-24')).toBe('bulkpay-bulk-ecad-2026-11-24.csv');
    expect(suggestedFileName('json', '/\\:*', '2026-11-24')).toBe('bulkpay-bulk-2026-11-24.json');
    expect(suggestedFileName('csv', '2f1c5a9e-7d1b', '2026-11-24')).toBe('bulkpay-bulk-2f1c5a9e-2026-11-24.csv');
    expect(suggestedFileName('csv', undefined, '2026-11-24')).toBe('bulkpay-payments-2026-11-24.csv');
  });

  it("never overwrites the user's own X.part file and leaves no temporary file", async () => {
    const { reader, store, bulkId, folder, desktop } = setup();
    const path = join(folder, 'march.csv');
    writeFileSync(`${path}.part`, 'my own notes');
    const result = await exportHistoryToFile(reader, store, 'tester', desktop(path), { format: 'csv', bulkId });
    expect(result).toEqual({ ok: true, value: { saved: true, fileName: 'march.csv', rowCount: 2 } });
    expect(readFileSync(`${path}.part`, 'utf8')).toBe('my own notes');
    expect(readdirSync(folder).sort()).toEqual(['march.csv', 'march.csv.part']);
    expect(readFileSync(path, 'utf8')).toContain('Payee 1');
  });

  it('removes its temporary file when writing fails half-way', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'bulkpay-export-file-'));
    const path = join(folder, 'march.csv');
    writeFileSync(`${path}.part`, 'my own notes');
    function* failing() {
      yield 'a,b\n';
      throw new Error('disk went away');
    }
    const result = await writeChunksToFile(path, failing());
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'export_failed', message: /march\.csv.*disk went away/ },
    });
    expect(readdirSync(folder)).toEqual(['march.csv.part']);
    expect(readFileSync(`${path}.part`, 'utf8')).toBe('my own notes');
  });

  it('lets main read and write on the same connection between chunks of a large export', async () => {
    const { reader, store, folder, desktop } = setup(5_000);
    const path = join(folder, 'big.csv');
    let ticks = 0;
    const errors: unknown[] = [];
    let done = false;
    const busy = () => {
      if (done) return;
      ticks++;
      try {
        // What main does meanwhile: a search in the window, a status poll writing what it saw.
        reader.searchPayments(paymentSearchSchema.parse({ payee: 'Payee 4999' }));
        store.audit('poller', 'status_seen', 'bulk', 'x');
      } catch (e) {
        errors.push(e);
      }
      setImmediate(busy);
    };
    setImmediate(busy);
    const search = paymentSearchSchema.parse({ sort: 'payee', descending: true });
    const result = await exportHistoryToFile(reader, store, 'tester', desktop(path), { format: 'csv', search });
    done = true;
    expect(errors).toEqual([]);
    expect(ticks).toBeGreaterThan(1);
    expect(result).toMatchObject({ ok: true, value: { rowCount: 5_000 } });
    const lines = readFileSync(path, 'utf8').trimEnd().split(/\r?\n/);
    expect(lines).toHaveLength(5_001);
    expect(new Set(lines).size).toBe(5_001);
  });
});
