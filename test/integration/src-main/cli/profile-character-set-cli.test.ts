// The bank's character set as a property of a real bank profile, through the CLI: a profile made
// with `onboarding create-profile` against the sandbox takes the strict SEPA set, `edit-profile
// --character-set` records that its bank takes Latin letters, and `validate` follows the profile;
// `--character-set` on one call still wins over it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../../../src-sandbox/index';
import { runBin } from '../../harness/env-mode-bank';

const work = mkdtempSync(join(tmpdir(), 'bulkpay-cli-charset-'));
let sandbox: Sandbox;

/** The real binary, on this test's data folder, with no bank from the environment and English words. */
const bulkpay = (...args: string[]) =>
  runBin(
    {
      BULKPAY_DATA_DIR: join(work, 'data'),
      BULKPAY_BASE_URL: '',
      BULKPAY_CHARACTER_SET: '',
      BULKPAY_NO_PROMPT: '1',
      LC_ALL: 'C',
    },
    work,
    ...args,
  ).exited;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(async () => {
  await sandbox?.close();
  rmSync(work, { recursive: true, force: true });
});

type Report = { characterSet: string; problems: { code: string; count: number }[] };

async function characterWarnings(...extra: string[]): Promise<{ set: string; rows: number }> {
  const checked = await bulkpay('validate', 'lieferanten.csv', '--json', ...extra);
  expect(checked.stderr).toBe('');
  const report = JSON.parse(checked.stdout) as Report;
  const rows = report.problems.filter((p) => p.code === 'non_sepa_characters').reduce((n, p) => n + p.count, 0);
  return { set: report.characterSet, rows };
}

describe("the active bank profile's character set", () => {
  it('warns about ä ö ü on a strict profile, not once the profile takes Latin letters', async () => {
    const names = ['Müller GmbH', 'Schäfer KG', 'Böhm AG', 'Bauer OHG'];
    const rows = names.map((name, i) => [name, 'DE89370400440532013000', `${100 + i}.00`, 'EUR', `Rechnung ${i}`]);
    writeFileSync(
      join(work, 'lieferanten.csv'),
      Papa.unparse([['name', 'iban', 'amount', 'currency', 'unstructured_reference'], ...rows]),
    );
    const made = await bulkpay(
      'onboarding',
      'create-profile',
      '--name',
      'Hausbank',
      '--base-url',
      sandbox.base_url,
      '--bulk-base-url',
      sandbox.bulk_base_url,
    );
    if (/keychain/i.test(made.stderr) && made.code !== 0)
      throw new Error(`no keychain (run through npm test): ${made.stderr}`);
    expect(made.code, made.stderr).toBe(0);
    expect(await characterWarnings()).toEqual({ set: 'epc_basic', rows: 3 });

    const edited = await bulkpay(
      'onboarding',
      'edit-profile',
      '--profile',
      'hausbank',
      '--character-set',
      'latin_letters',
    );
    expect(edited.code, edited.stderr).toBe(0);
    expect(edited.stdout).toBe(
      'Bank profile "Hausbank": characters the bank accepts: Latin letters incl. ä ö ü å é ß ….\n',
    );
    expect(await characterWarnings()).toEqual({ set: 'latin_letters', rows: 0 });
    // One call's --character-set wins over the profile.
    expect(await characterWarnings('--character-set', 'epc_basic')).toEqual({ set: 'epc_basic', rows: 3 });
  }, 120_000);

  it('says what is wrong with an unknown set', async () => {
    const wrong = await bulkpay('onboarding', 'edit-profile', '--character-set', 'utf8');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('unknown character set "utf8"; use epc_basic or latin_letters.');
  });
});
