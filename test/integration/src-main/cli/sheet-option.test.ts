// `--sheet` of bulkpay validate and submit on a workbook with several sheets (written here with
// write-excel-file), and an OpenDocument spreadsheet refused with what to do.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import type { CliIo } from '../../../../src-main/cli/command';
import { readSubmitInput } from '../../../../src-main/cli/commands/payment-file-input';
import { main } from '../../../../src-main/cli/main';

const dir = mkdtempSync(join(tmpdir(), 'bulkpay-sheet-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function bulkpay(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const env = { LC_ALL: 'C.UTF-8', BULKPAY_DATA_DIR: join(dir, 'data') };
  const io: CliIo = { out: (t) => out.push(t), err: (t) => err.push(t), cwd: dir, env };
  const code = await main(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const header = ['Name', 'IBAN', 'Amount', 'Currency', 'Message'];
const sheets = {
  Notes: [['Payments for week 48, prepared by finance'], ['Checked by', 'A. Clerk']],
  March: [header, ['Virtanen Oy', 'FI2112345600000785', 10, 'EUR', 'March']],
  April: [
    header,
    ['Virtanen Oy', 'FI2112345600000785', 20, 'EUR', 'April'],
    ['Berg AB', 'FI2112345600000785', 21, 'EUR', 'April 2'],
  ],
};

beforeAll(async () => {
  const write = writeExcelFile as unknown as (s: unknown) => { toBuffer(): Promise<Buffer> };
  writeFileSync(
    join(dir, 'payments.xlsx'),
    await write(Object.entries(sheets).map(([sheet, data]) => ({ sheet, data }))).toBuffer(),
  );
});

describe('--sheet', () => {
  it('without it, reads the first sheet holding payments (as the app does) and says which, naming the others', async () => {
    const r = await bulkpay('validate', 'payments.xlsx');
    expect(r.err).toBe('');
    expect(r.out).toMatch(/1 payment in 1 bulk/);
    expect(r.out).toContain('Sheet read: “March” of 1 “Notes”, 2 “March”, 3 “April”; choose another with --sheet');
    const json = JSON.parse((await bulkpay('validate', 'payments.xlsx', '--json')).out);
    expect([json.sheet, json.sheets, json.rows]).toEqual(['March', ['Notes', 'March', 'April'], 1]);
  });

  it('by name or by number', async () => {
    for (const sheet of ['April', '3']) {
      const json = JSON.parse((await bulkpay('validate', 'payments.xlsx', '--sheet', sheet, '--json')).out);
      expect([json.sheet, json.rows, json.totals]).toEqual(['April', 2, { EUR: '41.00' }]);
    }
  });

  it('a sheet the workbook does not hold: refused, listing the sheets it holds', async () => {
    const r = await bulkpay('validate', 'payments.xlsx', '--sheet', 'May');
    expect(r.code).toBe(1);
    expect(r.err).toContain('payments.xlsx has no sheet “May”; its sheets are 1 “Notes”, 2 “March”, 3 “April”.');
    const json = JSON.parse((await bulkpay('validate', 'payments.xlsx', '--sheet', '4', '--json')).out);
    expect(json.problems[0].code).toBe('sheet_unknown');
  });

  it('submit reads the sheet asked for', async () => {
    const errors: string[] = [];
    const io = { cwd: dir, env: { LC_ALL: 'C.UTF-8' }, out: () => {}, err: (t: string) => errors.push(t) };
    const input = await readSubmitInput('payments.xlsx', 'FI2112345600000785', io as unknown as CliIo, 'submit', {
      sheet: 'April',
    });
    expect(errors).toEqual([]);
    expect(input!.rows.map((r) => r.values.unstructured_reference)).toEqual(['April', 'April 2']);
    const wrong = await readSubmitInput('payments.xlsx', 'FI2112345600000785', io as unknown as CliIo, 'submit', {
      sheet: 'Nope',
    });
    expect(wrong).toBeNull();
    expect(errors.join('\n')).toContain('its sheets are 1 “Notes”, 2 “March”, 3 “April”');
  });
});

describe('an OpenDocument spreadsheet', () => {
  it('is refused with what to do: save it as .xlsx or CSV', async () => {
    const text = (s: string) => new TextEncoder().encode(s);
    const ods = zipSync({
      mimetype: [text('application/vnd.oasis.opendocument.spreadsheet'), { level: 0 }],
      'content.xml': text('<office:document-content/>'),
    });
    writeFileSync(join(dir, 'payments.ods'), ods);
    const r = await bulkpay('validate', 'payments.ods');
    expect(r.code).toBe(1);
    expect(r.err).toContain('is an OpenDocument spreadsheet (.ods), which Bulkpay does not read');
    expect(r.err).toContain('save it as Excel (.xlsx) or CSV');
  });
});
