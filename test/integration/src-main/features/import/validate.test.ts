import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TemplateStore } from '../../../../../src-main/features/import/template-store';

const root = join(import.meta.dirname, '../../../../..');
const fixtures = join(root, 'test/fixtures/import');
const dataDir = mkdtempSync(join(tmpdir(), 'bulkpay-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the real `bin/bulkpay.mjs` as a child process, the way `npx bulkpay` does. */
function bulkpay(...args: string[]) {
  return bulkpayIn({ LC_ALL: 'C.UTF-8' }, ...args);
}

function bulkpayIn(locale: NodeJS.ProcessEnv, ...args: string[]) {
  const { LC_ALL: _all, LC_MESSAGES: _messages, LANG: _lang, ...env } = process.env;
  const r = spawnSync(process.execPath, [join(root, 'bin/bulkpay.mjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...env, ...locale, BULKPAY_DATA_DIR: dataDir },
    timeout: 30_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('bulkpay validate', () => {
  it('exits 0 and prints the documented JSON for a clean file', () => {
    const r = bulkpay('validate', join(fixtures, 'rows-250.csv'), '--json');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(Object.keys(report)).toEqual([
      'file',
      'encoding',
      'encodingReason',
      'delimiter',
      'format',
      'characterSet',
      'rows',
      'bulkCount',
      'bulks',
      'totals',
      'debtorAccounts',
      'errorCount',
      'warningCount',
      'rowsWithErrors',
      'problems',
      'errors',
      'warnings',
    ]);
    expect(report).toMatchObject({ encoding: 'utf-8', delimiter: ';', rows: 250, errors: [], warnings: [] });
    // no --character-set, no BULKPAY_CHARACTER_SET, no profile in the data folder: the strict set
    expect(report.characterSet).toBe('epc_basic');
    expect(report.bulks).toEqual([
      { count: 100, totals: { EUR: '446.50' } },
      { count: 100, totals: { EUR: '1146.50' } },
      { count: 50, totals: { EUR: '835.75' } },
    ]);
  });

  it('exits 1 and lists every error with its physical line, field and code', () => {
    const r = bulkpay('validate', join(fixtures, 'utf8-bom-quoted-multiline.csv'), '--json');
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout);
    expect(report.errors).toEqual([
      {
        line: 6,
        field: 'iban',
        code: 'iban_checksum',
        params: { iban: 'NL91 ABNA 0417 1643 01' },
        message: expect.stringContaining('NL91 ABNA 0417 1643 01'),
      },
    ]);
    expect(report.warnings).toEqual([
      { line: 2, field: 'currency', code: 'sepa_not_eur', params: { currency: 'GBP' }, message: expect.any(String) },
    ]);
  });

  it('prints a readable report without --json, and applies --currency, --encoding and --delimiter', () => {
    const r = bulkpay(
      'validate',
      join(fixtures, 'excel-fi-semicolon-cp1252.csv'),
      '--currency',
      'EUR',
      '--encoding',
      'windows-1252',
      '--delimiter',
      ';',
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('3 payments in 1 bulk');
    expect(r.stdout).toContain('EUR 1346.96');
    expect(r.stdout).toContain('No errors: ready to send.');
    const without = bulkpay('validate', join(fixtures, 'excel-fi-semicolon-cp1252.csv'), '--json');
    expect(JSON.parse(without.stdout).errors.map((e: { code: string }) => e.code)).toEqual([
      'currency_missing',
      'currency_missing',
    ]);
  });

  it('reads pain.001 XML', () => {
    const r = bulkpay('validate', join(fixtures, 'pain001-001-09.xml'), '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      delimiter: null,
      rows: 2,
      bulks: [{ count: 2, totals: { EUR: '250.99' } }],
    });
  });

  it('turns unreadable files into one error naming the file, never a crash', () => {
    for (const [file, code] of [
      ['empty.csv', 'empty_file'],
      ['workbook.xlsx', 'spreadsheet_unreadable'], // a zip that is no workbook
      ['malformed.xml', 'malformed_xml'],
      ['missing.csv', 'file_unreadable'],
    ] as const) {
      const r = bulkpay('validate', join(fixtures, file), '--json');
      expect(r.code).toBe(1);
      const report = JSON.parse(r.stdout);
      expect(report).toMatchObject({ rows: 0, bulks: [], errors: [{ line: 0, field: 'file', code }] });
    }
  });

  it('refuses hostile XML with a message and no stack trace: deep nesting, a 40 MB attribute', () => {
    const ns = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';
    const deep = join(dataDir, 'deep.xml');
    writeFileSync(
      deep,
      `<?xml version="1.0"?>\n<Document xmlns="${ns}">${'<a>'.repeat(200_000)}${'</a>'.repeat(200_000)}</Document>`,
    );
    const wide = join(dataDir, 'wide.xml');
    writeFileSync(
      wide,
      `<?xml version="1.0"?>\n<Document xmlns="${ns}"><CstmrCdtTrfInitn a="${'x'.repeat(40 * 1024 * 1024)}"/></Document>`,
    );
    for (const [file, words] of [
      [deep, /nests its elements more than 64 levels deep \(line 2\)/],
      [wide, /has a value of 41943040 characters \(line 2\)/],
    ] as const) {
      const r = bulkpay('validate', file);
      expect(r.code).toBe(1);
      expect(r.stdout + r.stderr).toMatch(words);
      expect(r.stdout + r.stderr).not.toMatch(/\n\s+at |Maximum nested tags/);
    }
  });

  it('uses a mapping saved as a template', () => {
    new TemplateStore(dataDir).save({
      name: 'ERP export',
      headers: ['Col A', 'Col B', 'Col C'],
      columns: { name: 'Col A', iban: 'Col B', amount: 'Col C', unstructured_reference: 'Col D' },
      decimalStyle: 'comma',
    });
    const file = join(dataDir, 'erp.csv');
    writeFileSync(file, 'Col D;Col C;Col B;Col A\nInvoice 2;7,25;FI2112345600000785;Beta Oy\n');
    expect(bulkpay('validate', file, '--currency', 'EUR').code).toBe(1);
    const r = bulkpay('validate', file, '--currency', 'EUR', '--template', 'erp export', '--json');
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toMatchObject({ rows: 1, errors: [], bulks: [{ count: 1, totals: { EUR: '7.25' } }] });
  });

  it('starts on the pinned Node even when an older node is first on PATH (as `npx bulkpay` may)', () => {
    const systemNode = ['/usr/bin/node', '/usr/local/bin/node'].find((p) => spawnSync(p, ['--version']).status === 0);
    if (!systemNode) return; // no other Node installed here: the pinned one is the only one
    const r = spawnSync(
      systemNode,
      [join(root, 'bin/bulkpay.mjs'), 'validate', join(fixtures, 'rows-101.csv'), '--json'],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, BULKPAY_DATA_DIR: dataDir },
      },
    );
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).bulks.map((b: { count: number }) => b.count)).toEqual([100, 1]);
  });

  it('words problems in the language of LC_ALL, LC_MESSAGES or LANG, and in English for C', () => {
    const file = join(dataDir, 'lang.csv');
    writeFileSync(file, 'name,iban,amount,currency,message\r\nAcme Oy,FI2112345600000786,10.00,EUR,Invoice 1\r\n');
    const fi = bulkpayIn({ LANG: 'fi_FI.UTF-8' }, 'validate', file);
    expect(fi.code).toBe(1);
    expect(fi.stdout).toContain('IBAN: 1 × iban_checksum');
    expect(fi.stdout).toContain('lang.csv:2  Tarkisteet eivät täsmää (FI21 1234 5600 0007 86)');
    // the report's own lines too, not only the problems
    expect(fi.stdout).toContain('lang.csv: 1 maksu, 1 erä (utf-8, CSV, erotin ",", desimaalit dot)');
    expect(fi.stdout).toContain('  Merkistö utf-8: jokainen tavu on kelvollista UTF-8:aa.');
    expect(fi.stdout).toContain('  erä 1: 1 maksu (rivi 2), yhteensä');
    expect(fi.stdout).toContain('1 virhe 1 rivillä, 1 laji:');
    expect(fi.stdout).toContain('Ei valmis lähetettäväksi: korjaa yllä olevat virheet.');
    const de = bulkpayIn({ LANG: 'fi_FI.UTF-8', LC_MESSAGES: 'de_DE.UTF-8' }, 'validate', file);
    expect(de.stdout).toContain('lang.csv:2  Die Prüfziffern stimmen nicht (FI21 1234 5600 0007 86)');
    expect(de.stdout).toContain('Nicht sendebereit: beheben Sie die Fehler oben.');
    const sv = bulkpayIn({ LC_ALL: 'sv_SE.UTF-8', LANG: 'de_DE.UTF-8' }, 'validate', file);
    expect(sv.stdout).toContain('lang.csv:2  Kontrollsiffrorna stämmer inte');
    expect(sv.stdout).toContain('Inte klar att skicka: rätta felen ovan.');
    const c = bulkpayIn({ LC_ALL: 'C', LANG: 'fi_FI.UTF-8' }, 'validate', file);
    expect(c.stdout).toContain('lang.csv:2  Check digits do not match (FI21 1234 5600 0007 86)');
  });

  it('stops a file whose later rows use another decimal mark than its first 10,000, until --decimal is given', () => {
    const file = join(dataDir, 'late-comma.csv');
    const lines = ['name,iban,amount,currency,message'];
    for (let i = 0; i < 10_000; i++) lines.push(`Payee ${i},FI2112345600000785,1.250,EUR,a${i}`);
    for (let i = 0; i < 20; i++) lines.push(`Later ${i},FI2112345600000785,"12,50",EUR,b${i}`);
    writeFileSync(file, lines.join('\n'));
    const r = bulkpay('validate', file);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('The decimal mark is unclear: the first rows read with “.” as the decimal mark');
    const fi = bulkpayIn({ LANG: 'fi_FI.UTF-8' }, 'validate', file);
    expect(fi.stdout).toContain('Desimaalierotin on epäselvä');
    const chosen = bulkpay('validate', file, '--decimal', 'comma', '--json');
    expect(chosen.code).toBe(0);
    expect(JSON.parse(chosen.stdout).errors).toEqual([]);
  });

  it('exits 2 with usage on wrong usage', () => {
    expect(bulkpay('validate').code).toBe(2);
    expect(bulkpay('validate', 'x.csv', '--delimiter', 'x').stderr).toContain('unknown delimiter');
    expect(bulkpay('validate', 'x.csv', '--template', 'nope').stderr).toContain('no saved mapping');
    expect(bulkpay('nonsense').code).toBe(2);
    const help = bulkpay('help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('validate');
  });
});
