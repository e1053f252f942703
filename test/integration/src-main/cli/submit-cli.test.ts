import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connected } from '../../harness/bank-harness';
import { runBin, runCli, startEnvModeBank, type EnvModeBank } from '../../harness/env-mode-bank';
import { CLOSED_ACCOUNT_IBAN } from '../../../../src-sandbox/index';

// The CLI headless, as on a server without a keychain: every setting from BULKPAY_* variables,
// against the sandbox approving each bulk by itself (as the customer's phone would).
let bank: EnvModeBank;
let conn: Connected;
let dir: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  bank = await startEnvModeBank({ autoApproveMs: 150 });
  ({ conn, dir, env } = bank);
}, 60_000);
afterAll(() => bank?.close());

const cli = (...args: string[]) => runCli(env, dir, ...args);
/** The real `bin/bulkpay.mjs` as a child process (asynchronously: the sandbox runs in this process). */
const bulkpay = (...args: string[]) => runBin(env, dir, ...args).exited;

function csvFile(name: string, rows: string[][]): string {
  writeFileSync(
    join(dir, name),
    Papa.unparse([['name', 'iban', 'amount', 'currency', 'unstructured_reference'], ...rows]),
  );
  return name;
}

const ibans = ['GB29NWBK60161331926819', 'DE89370400440532013000', 'NL91ABNA0417164300'];

describe('bulkpay submit, status and history from the environment', () => {
  it('takes a 250-row file through three bulks to paid, exit 0, and every payment is in the history', async () => {
    const file = csvFile(
      'payroll.csv',
      Array.from({ length: 250 }, (_, i) => [
        `Employee ${i + 1}`,
        ibans[i % 3]!,
        `${10 + (i % 40)}.${String(i % 100).padStart(2, '0')}`,
        'EUR',
        `Salary ${i + 1}`,
      ]),
    );
    const preview = await cli('submit', file, '--account', conn.account.iban);
    expect(preview.code).toBe(4);
    expect(preview.out).toMatch(/250 payments in 3 bulks/);
    expect(preview.out).toMatch(/Nothing sent: review only/);
    const sent = await cli('submit', file, '--account', conn.account.code, '--yes', '--wait', '--json');
    expect(sent.err).toBe('');
    expect(sent.code).toBe(0);
    const report = JSON.parse(sent.out) as { bulks: { state: string; payments: { state: string; line: number }[] }[] };
    expect(report.bulks.map((b) => [b.state, b.payments.length])).toEqual([
      ['approved', 100],
      ['approved', 100],
      ['approved', 50],
    ]);
    expect(report.bulks.flatMap((b) => b.payments).every((p) => p.state === 'paid')).toBe(true);
    const status = await cli('status', '--json');
    expect(status.code).toBe(0);
    const csv = await cli('history', '--payee', 'Employee 249', '--csv');
    const parsed = Papa.parse<Record<string, string>>(csv.out, { header: true, skipEmptyLines: true }).data;
    expect(parsed.map((r) => [r.payee, r.outcome, r.line])).toEqual([['Employee 249', 'paid', '250']]);
    const text = await cli('history', '--state', 'paid', '--limit', '5');
    expect(text.out).toMatch(/1–5 of 250 payments/);
  });

  it('exports payees and references that look like formulas as inert text, amounts exact', async () => {
    const file = csvFile('formula.csv', [
      ['+Plus Oy', ibans[0]!, '1234.50', 'EUR', '-2+3 cmd'],
      ['@Sum Ab', ibans[1]!, '0.10', 'EUR', '=1+1'],
    ]);
    // "@" and "=" are outside the SEPA character set: warnings the command must be told to accept.
    const sent = await cli('submit', file, '--account', conn.account.code, '--yes', '--accept-warnings', '--wait');
    expect(sent.err).toBe('');
    expect(sent.code).toBe(0);
    const all = await cli('history', '--csv', '--amount-max', '1234.50', '--amount-min', '1234.50');
    const rows = Papa.parse<Record<string, string>>(all.out, { header: true, skipEmptyLines: true }).data.filter(
      (r) => r.file === 'formula.csv',
    );
    expect(rows.map((r) => [r.payee, r.unstructured_reference, r.amount])).toEqual([
      ["'+Plus Oy", "'-2+3 cmd", '1234.50'],
    ]);
    const json = JSON.parse((await cli('history', '--json', '--payee', 'Sum Ab')).out) as Record<string, string>[];
    expect(json.map((r) => [r.payee, r.unstructured_reference, r.amount])).toEqual([['@Sum Ab', '=1+1', '0.10']]);
  });

  it('exits 1 on validation errors and sends nothing', async () => {
    const file = csvFile('broken.csv', [['Bad Iban', 'FI0000000000000000', '10.00', 'EUR', 'x']]);
    const result = await cli('submit', file, '--account', conn.account.code, '--yes');
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/broken\.csv:2/);
  });

  it('exits 2 when the bank refuses a bulk, with the reason on the line', async () => {
    const file = csvFile('closed.csv', [['Closed Oy', CLOSED_ACCOUNT_IBAN, '1.00', 'EUR', 'to a closed account']]);
    // A payee never paid before (payee_new) is a warning to accept.
    const result = await cli('submit', file, '--account', conn.account.code, '--yes', '--accept-warnings');
    expect(result.code).toBe(2);
    expect(result.out).toMatch(/closed\.csv:2 .*FI1512345600000990 is closed/);
  });

  it('the real binary: 4 review only, 3 sent but not paid yet, 1 for warnings not accepted', async () => {
    const atBank = async () => (await conn.control.listBulks()).length;
    const before = await atBank();
    const file = csvFile('twice.csv', [
      ['Same Oy', ibans[0]!, '7.00', 'EUR', 'Invoice 7'],
      ['Same Oy', ibans[0]!, '7.00', 'EUR', 'Invoice 7'],
    ]);
    const review = await bulkpay('submit', file, '--account', conn.account.code);
    expect([review.code, review.stdout]).toEqual([4, expect.stringMatching(/Nothing sent: review only/)]);
    const unaccepted = await bulkpay('submit', file, '--account', conn.account.code, '--yes');
    expect(unaccepted.code).toBe(1);
    expect(unaccepted.stderr).toMatch(
      // GB29… was paid before under another name (the formula test's "+Plus Oy"): iban_other_payee on both rows.
      /nothing sent: 3 warnings need checking:\n {2}twice\.csv:2 .*\[iban_other_payee\]\n {2}twice\.csv:3 .*as line 2.*\[duplicate_in_file\]\n {2}twice\.csv:3 .*\[iban_other_payee\]/,
    );
    expect(unaccepted.stderr).toMatch(/--yes --accept-warnings/);
    expect(await atBank()).toBe(before);
    // Sent, but waiting for approval on the phone: the outcome is not final, so 3 and never "all paid".
    const sent = await bulkpay('submit', file, '--account', conn.account.code, '--yes', '--accept-warnings');
    expect([sent.code, sent.stderr]).toEqual([3, '']);
    expect(await atBank()).toBe(before + 1);
  });

  it('says which settings are missing', async () => {
    const saved = env;
    env = { ...env, BULKPAY_TOKEN: '' };
    const result = await cli('submit', 'payroll.csv', '--account', 'x', '--yes');
    env = saved;
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/BULKPAY_TOKEN is not set/);
  });
});
