// The Fix table's columns (src-renderer/features/payments/columns.ts): a pain.001 read in the
// worker arrives without its rows, so its payments' fields come from the table's rows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePaymentFile } from '../../../src-shared/import/parse-file';
import { columnsFor } from '../../../src-renderer/features/payments/columns';

const dir = join(import.meta.dirname, '../../fixtures/import');

describe('columnsFor', () => {
  it("shows a pain.001's payee, IBAN, amount and reference from the table's rows, not the file's (empty) rows", () => {
    const parsed = parsePaymentFile('p.xml', new Uint8Array(readFileSync(join(dir, 'pain001-001-09.xml'))));
    if (!parsed.ok) throw new Error(parsed.error.message);
    // As the worker hands the file to the window: its rows travel apart, in chunks.
    const fromWorker = { ...parsed.value, rows: [] };
    const fields = columnsFor(fromWorker, parsed.value.rows).map((c) => c.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'iban', 'amount']));
    expect(fields.some((f) => f === 'unstructured_reference' || f === 'structured_reference')).toBe(true);
    expect(columnsFor(fromWorker, [])).toEqual([]);
  });
});
