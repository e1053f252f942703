// `bulkpay validate` and `submit`'s reading of an .xlsx workbook (written here with write-excel-file).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { readSubmitInput } from '../../../../../src-main/cli/commands/payment-file-input';
import type { CliIo } from '../../../../../src-main/cli/command';

const root = join(import.meta.dirname, '../../../../..');
const dir = mkdtempSync(join(tmpdir(), 'bulkpay-xlsx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function bulkpay(...args: string[]) {
  const r = spawnSync(process.execPath, [join(root, 'bin/bulkpay.mjs'), ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, LC_ALL: 'C.UTF-8', BULKPAY_DATA_DIR: dir },
    timeout: 30_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

async function writeWorkbook(name: string): Promise<string> {
  const data = [
    ['Lieferantenzahlungen KW 48'],
    [],
    ['Kreditorennummer', 'Name des Empfängers', 'IBAN/Konto', 'Zahlbetrag', 'Verwendungszweck'],
    ['70001', 'Müller GmbH', 'DE89370400440532013000', { value: 1250.4, format: '#,##0.00 "€"' }, 'RE 77'],
    ['70002', 'Schmidt KG', 'DE89370400440532013000', 99, 'RE 78'],
    ['Summe', null, null, 1349.4, null],
  ];
  const write = writeExcelFile as unknown as (d: unknown, o: unknown) => { toBuffer(): Promise<Buffer> };
  const path = join(dir, name);
  writeFileSync(path, await write(data, { sheet: 'Zahlungen' }).toBuffer());
  return path;
}

describe('an .xlsx workbook on the command line', () => {
  it('bulkpay validate checks its sheet as it checks CSV: header on line 3, total line told', async () => {
    const file = await writeWorkbook('zahlungen.xlsx');
    const r = bulkpay('validate', file, '--json', '--currency', 'EUR');
    expect(r.stderr).toBe('');
    const report = JSON.parse(r.stdout);
    expect(report.rows).toBe(2);
    expect(report.totals).toEqual({ EUR: '1349.40' });
    expect(report.errorCount).toBe(0);
    expect(JSON.stringify(report)).toContain('Line 6 looks like a total line and is not a payment');
  });

  it('bulkpay validate refuses a damaged workbook with a message naming it, no stack trace', () => {
    const file = join(dir, 'broken.xlsx');
    writeFileSync(file, Buffer.from([0x50, 0x4b, 3, 4, 1, 2, 3]));
    const r = bulkpay('validate', file);
    expect(r.code).not.toBe(0);
    expect(r.stdout + r.stderr).toContain('broken.xlsx cannot be read as a spreadsheet');
    expect(r.stdout + r.stderr).not.toMatch(/at \S+ \(/);
  });

  it('submit reads the rows from the sheet and keeps the SHA-256 of the file itself', async () => {
    const file = await writeWorkbook('submit.xlsx');
    const errors: string[] = [];
    const io = { cwd: dir, env: { LC_ALL: 'C.UTF-8' }, out: () => {}, err: (t: string) => errors.push(t) };
    const input = await readSubmitInput(file, 'FI2112345600000785', io as unknown as CliIo, 'submit');
    expect(errors).toEqual([]);
    expect(input!.rows.map((r) => [r.line, r.values.name, r.values.amount, r.values.payee_id])).toEqual([
      [4, 'Müller GmbH', '1250.4', '70001'],
      [5, 'Schmidt KG', '99', '70002'],
    ]);
    expect(input!.file.name).toBe('submit.xlsx');
    expect(input!.file.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});
