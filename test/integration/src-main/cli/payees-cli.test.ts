import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connected } from '../../harness/bank-harness';
import { runCli, startEnvModeBank, type EnvModeBank } from '../../harness/env-mode-bank';

// The payee book through the CLI against the sandbox (issue 23): after a paid run, a file that
// changes a known payee's IBAN, adds a new payee and pays a known IBAN under another name gets
// exactly those codes on those rows, and is not sent with --accept-warnings alone.
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

function csvFile(name: string, rows: string[][]): string {
  writeFileSync(
    join(dir, name),
    Papa.unparse([['name', 'iban', 'amount', 'currency', 'unstructured_reference'], ...rows]),
  );
  return name;
}

const ACME_OLD = 'GB29NWBK60161331926819';
const ACME_NEW = 'NL91ABNA0417164300';
const BOLI = 'DE89370400440532013000';
const NEWCO = 'FR1420041010050500013M02606';

type Issue = { line: number; code: string; params?: Record<string, string> };
const byLine = (issues: Issue[]) => {
  const lines: Record<number, string[]> = {};
  for (const i of issues) (lines[i.line] ??= []).push(i.code);
  return lines;
};
const review = async (file: string) => {
  const r = await cli('submit', file, '--account', conn.account.code, '--json');
  return JSON.parse(r.out) as { review: { warnings: Issue[]; errors: Issue[] }; sent: boolean };
};
const PAYEE_CODES = ['payee_bank_details_changed', 'payee_new', 'iban_other_payee', 'amount_unusual', 'payee_blocked'];
const payeeCodes = (issues: Issue[]) => byLine(issues.filter((i) => PAYEE_CODES.includes(i.code)));

describe('bulkpay payees and the payee checks', () => {
  it('after a paid run: exactly the changed, new and other-name codes on their rows; --accept-warnings sends nothing', async () => {
    const first = csvFile('first.csv', [
      ['Acme Oy', ACME_OLD, '120.00', 'EUR', 'Invoice 100'],
      ['Bo Li', BOLI, '80.00', 'EUR', 'Invoice 101'],
    ]);
    const paid = await cli('submit', first, '--account', conn.account.code, '--yes', '--wait');
    expect([paid.code, paid.err]).toEqual([0, '']);

    const listed = JSON.parse((await cli('payees', '--json')).out) as { name: string; iban: string; trust: string }[];
    expect(listed.map((e) => [e.name, e.iban, e.trust]).sort()).toEqual([
      ['Acme Oy', ACME_OLD, 'known'],
      ['Bo Li', BOLI, 'known'],
    ]);

    const second = csvFile('second.csv', [
      ['ACME OY', ACME_NEW, '125.00', 'EUR', 'Invoice 200'],
      ['Newco Ltd', NEWCO, '40.00', 'EUR', 'Invoice 201'],
      ['Li Holding', BOLI, '80.00', 'EUR', 'Invoice 202'],
    ]);
    const reviewed = await review(second);
    expect(payeeCodes([...reviewed.review.warnings, ...reviewed.review.errors])).toEqual({
      2: ['payee_bank_details_changed'],
      3: ['payee_new'],
      4: ['iban_other_payee'],
    });
    const changed = reviewed.review.warnings.find((w) => w.code === 'payee_bank_details_changed')!;
    expect(changed.params).toMatchObject({ oldIban: ACME_OLD, newIban: ACME_NEW });

    // The offline check says the same on the same rows.
    const validated = JSON.parse((await cli('validate', second, '--json')).out) as {
      problems: { code: string; first: Issue[] }[];
    };
    expect(payeeCodes(validated.problems.flatMap((p) => p.first))).toEqual({
      2: ['payee_bank_details_changed'],
      3: ['payee_new'],
      4: ['iban_other_payee'],
    });

    const before = (await conn.control.listBulks()).length;
    const refused = await cli('submit', second, '--account', conn.account.code, '--yes', '--accept-warnings');
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(
      /nothing sent: 1 payment would go to an account the payee has never been paid to \(line 2\)/,
    );
    expect(refused.err).toMatch(/--confirm-changed-payees/);
    expect((await conn.control.listBulks()).length).toBe(before);
  });

  it('after `payees block <IBAN>` the row paying it has payee_blocked, an error; unblock lifts it', async () => {
    const blocked = await cli('payees', 'block', BOLI, '--reason', 'Invoice fraud report 12');
    expect(blocked.code).toBe(0);
    // The IBAN in a sentence in groups of four, as in the tables.
    expect(blocked.out).toMatch(/^DE89 3704 0044 0532 0130 00 is blocked: payments to it are refused/);
    const reviewed = await review('second.csv');
    expect(reviewed.review.errors.map((e) => [e.line, e.code])).toEqual([[4, 'payee_blocked']]);
    const list = (await cli('payees', '--state', 'blocked')).out;
    // The table shows IBANs in groups of four too.
    expect(list).toMatch(/BLOCKED\s+Bo Li\s+DE89 3704 0044 0532 0130 00 .*Invoice fraud report 12/);
    expect((await cli('payees', 'unblock', BOLI)).code).toBe(0);
    expect((await review('second.csv')).review.errors).toEqual([]);
    // Unblocking it again is refused with the IBAN grouped, the core's English sentence as the catalogs'.
    const again = await cli('payees', 'unblock', BOLI);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/^bulkpay payees: DE89 3704 0044 0532 0130 00 is not blocked in the payee book\./);
  });

  it('trusting the new IBAN, or --confirm-changed-payees, lets it go; the confirmation is in the audit log', async () => {
    expect((await cli('payees', 'trust', ACME_NEW)).code).toBe(0);
    expect(payeeCodes((await review('second.csv')).review.warnings)[2]).toBeUndefined();

    const third = csvFile('third.csv', [['Bo Li', ACME_OLD, '80.00', 'EUR', 'Invoice 300']]);
    // Bo Li was paid to BOLI: ACME_OLD is a change for Bo Li (and Acme's account).
    expect(payeeCodes((await review(third)).review.warnings)).toEqual({
      2: ['payee_bank_details_changed', 'iban_other_payee'],
    });
    const sent = await cli(
      'submit',
      third,
      '--account',
      conn.account.code,
      '--yes',
      '--accept-warnings',
      '--confirm-changed-payees',
      '--wait',
    );
    expect([sent.code, sent.err]).toEqual([0, '']);
    const db = new Database(join(env.BULKPAY_DATA_DIR!, 'bulkpay.sqlite'), { readonly: true });
    const audit = db
      .prepare("SELECT actor, at, detail FROM audit_log WHERE action = 'payments_confirmed_separately'")
      .all() as {
      actor: string;
      at: string;
      detail: string;
    }[];
    const actions = db
      .prepare("SELECT action, object_id FROM audit_log WHERE object_type = 'payee_account' ORDER BY id")
      .raw()
      .all();
    db.close();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor).not.toBe('');
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({
      code: 'payee_bank_details_changed',
      count: 1,
      lines: [2],
      payments: [{ line: 2, oldIban: BOLI, newIban: ACME_OLD, lastPaid: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) }],
    });
    expect(actions).toEqual([
      ['payee_blocked', BOLI],
      ['payee_unblocked', BOLI],
      ['payee_trusted', ACME_NEW],
    ]);
  });

  it('exports the book as CSV and imports it back (a blocked row blocks)', async () => {
    expect((await cli('payees', 'export', 'book.csv')).code).toBe(0);
    const exported = Papa.parse<Record<string, string>>(readFileSync(join(dir, 'book.csv'), 'utf8'), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(exported.find((r) => r.iban === ACME_NEW)?.trust).toBe('trusted');
    const edited = exported.map((r) => (r.name === 'Acme Oy' ? { ...r, trust: 'blocked' } : r));
    writeFileSync(join(dir, 'edited.csv'), Papa.unparse(edited));
    const imported = await cli('payees', 'import', 'edited.csv');
    expect([imported.code, imported.out]).toEqual([
      0,
      `Imported ${edited.length} ${edited.length === 1 ? 'row' : 'rows'} into the payee book.`,
    ]);
    const fourth = csvFile('fourth.csv', [
      ['Acme Oy', ACME_OLD, '130.00', 'EUR', 'Invoice 400'],
      ['Newco Ltd', NEWCO, '40.00', 'EUR', 'Invoice 401'],
    ]);
    expect((await review(fourth)).review.errors.map((e) => [e.line, e.code])).toEqual([[2, 'payee_blocked']]);
    writeFileSync(
      join(dir, 'bad.csv'),
      'name,iban,trust\nX Oy,FI0000000000000000,known\nY Oy,FI2112345600000785,maybe\n',
    );
    const bad = await cli('payees', 'import', 'bad.csv');
    expect([bad.code, bad.err]).toEqual([
      1,
      'bulkpay payees: Nothing imported; correct these rows and import again: line 2: “FI0000000000000000” is not a valid IBAN; line 3: trust “maybe” is not one of new, known, trusted, blocked.',
    ]);
  });
});
