// The bank's character set through the CLI against the sandbox: a German supplier file with
// umlauts to a strict bank (SEPA basic Latin) and to one that takes Latin-1 letters.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startEnvModeBank, type EnvModeBank } from '../../harness/env-mode-bank';

let strict: EnvModeBank;
let latin: EnvModeBank;

beforeAll(async () => {
  strict = await startEnvModeBank({ autoApproveMs: 150, characters: 'basic' }, { BULKPAY_CHARACTER_SET: 'epc_basic' });
  latin = await startEnvModeBank(
    { autoApproveMs: 150, characters: 'latin' },
    { BULKPAY_CHARACTER_SET: 'latin_letters' },
  );
}, 120_000);
afterAll(async () => {
  await strict?.close();
  await latin?.close();
});

const NAMES = ['Müller GmbH', 'Schäfer KG', 'Jürgen Weiß', 'Böhm AG', 'Bauer OHG'];
const IBANS = ['DE89370400440532013000', 'GB29NWBK60161331926819', 'NL91ABNA0417164300'];

/** A 40-row German supplier file: names with umlauts and ß on most rows; `duplicate` repeats row 1 at the end. */
function germanFile(bank: EnvModeBank, name: string, duplicate = false): string {
  const rows = Array.from({ length: 40 }, (_, i) => [
    NAMES[i % NAMES.length]!,
    IBANS[i % IBANS.length]!,
    `${100 + i}.00`,
    'EUR',
    `Rechnung ${1000 + i}`,
  ]);
  if (duplicate) rows.push([...rows[0]!]);
  writeFileSync(
    join(bank.dir, name),
    Papa.unparse([['name', 'iban', 'amount', 'currency', 'unstructured_reference'], ...rows]),
  );
  return name;
}

type Problem = { code: string; field: string; count: number; summary?: string; first: { line: number }[] };

describe('a file with umlauts', () => {
  it('to a strict bank: one grouped warning, the duplicate beside it; the bank refuses it as it is', async () => {
    const file = germanFile(strict, 'lieferanten.csv', true);
    const checked = await runCli(strict.env, strict.dir, 'validate', file, '--json');
    const report = JSON.parse(checked.out) as { problems: Problem[]; warningCount: number; characterSet: string };
    expect(report.characterSet).toBe('epc_basic');
    const characters = report.problems.filter((p) => p.code === 'non_sepa_characters');
    expect(characters).toHaveLength(1); // one kind: the payee names
    expect(characters[0]!.count).toBe(33); // rows 1–40 but the "Bauer OHG" ones, and the copy
    // the first 20 rows are listed in full, the rest counted: "…" where more may hide
    expect(characters[0]!.summary).toMatch(
      /^33 rows have characters this bank does not take in “Payee name”: “ü”, “ä”, “ß”, “ö”, … \(lines 2, 3, 4, 5, 7, 8, 9, 10, 12, 13, …\)$/,
    );
    // the duplicate is a kind of its own, not one line among 33
    expect(report.problems.map((p) => p.code)).toContain('duplicate_in_file');

    // The review says the characters once, with the rows, and names the duplicate.
    const review = await runCli(strict.env, strict.dir, 'submit', file, '--account', strict.conn.account.code);
    const warningLines = review.out.slice(review.out.indexOf('warning')).split('\n');
    expect(warningLines.filter((l) => l.includes('this bank does not take'))).toHaveLength(1);
    expect(warningLines.length).toBeLessThan(6);
    expect(review.out).toMatch(/duplicate|same payee/i);

    // Sent as it is (warnings accepted): the strict bank refuses the names it cannot carry.
    const single = germanFile(strict, 'one.csv');
    const sent = await runCli(
      strict.env,
      strict.dir,
      'submit',
      single,
      '--account',
      strict.conn.account.code,
      '--yes',
      '--accept-warnings',
      '--wait',
    );
    expect(sent.code).not.toBe(0);
    expect(sent.out + sent.err).toContain('characters this bank does not take');
    expect(await strict.conn.control.listBulks()).toHaveLength(0);
  }, 120_000);

  it('to a bank that takes Latin-1 letters: no warning at all, and every payment paid', async () => {
    const file = germanFile(latin, 'lieferanten.csv');
    const checked = await runCli(latin.env, latin.dir, 'validate', file, '--json');
    const report = JSON.parse(checked.out) as { problems: Problem[]; warningCount: number };
    expect(report.problems).toEqual([]);
    expect(report.warningCount).toBe(0);
    const sent = await runCli(
      latin.env,
      latin.dir,
      'submit',
      file,
      '--account',
      latin.conn.account.code,
      '--yes',
      '--wait',
      '--json',
    );
    expect(sent.err).toBe('');
    expect(sent.code).toBe(0);
    const outcome = JSON.parse(sent.out) as { bulks: { payments: { state: string }[] }[] };
    expect(outcome.bulks.flatMap((b) => b.payments).map((p) => p.state)).toEqual(Array(40).fill('paid'));
    // the names reached the bank as written
    const history = await runCli(latin.env, latin.dir, 'history', '--payee', 'Jürgen Weiß', '--csv');
    expect(history.out).toContain('Jürgen Weiß');
  }, 120_000);
});
