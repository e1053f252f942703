// The demo shows the payee checks (issue 23): a fresh demo's history starts with last month's run,
// the first sample file goes through without a payee warning, and the second sample file gets
// exactly one changed IBAN, one new payee and one repeated invoice, on their rows — before and
// after the first sample was paid. The real CLI in-process on a fresh data folder, which starts
// the demo bank (real sandbox over loopback HTTP, real keychain, real SQLite).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';
import { seedDemoHistory } from '../../../../../src-main/adapters/sqlite/demo-history';
import { SEEDED_PSU } from '../../../../../src-sandbox/index';
import { runCli } from '../../../harness/env-mode-bank';
import { freshDataDir, openDb, requireKeychain } from '../../../harness/keys-helpers';

const OPERATING = '5b0e8a52-1c7d-4f3a-9e61-0d2c4b6a8e01';
const samples = join(import.meta.dirname, '../../../../../src-renderer/features/home');
const CHECK_CODES = [
  'payee_bank_details_changed',
  'payee_new',
  'iban_other_payee',
  'amount_unusual',
  'payee_blocked',
  'sent_recently',
];

type Issue = { line: number; code: string; params?: Record<string, string> };
let root: string;
let env: NodeJS.ProcessEnv;

const cli = (...args: string[]) => runCli(env, root, ...args);
async function review(file: string) {
  const r = await cli('submit', file, '--account', OPERATING, '--json');
  const parsed = JSON.parse(r.out) as { review: { warnings: Issue[]; errors: Issue[] } };
  const lines: Record<number, string[]> = {};
  for (const i of [...parsed.review.warnings, ...parsed.review.errors])
    if (CHECK_CODES.includes(i.code)) (lines[i.line] ??= []).push(i.code);
  return { lines, warnings: parsed.review.warnings };
}

const SECOND_SAMPLE_CODES = {
  4: ['payee_bank_details_changed'],
  5: ['sent_recently'],
  6: ['payee_new'],
};

describe('the demo’s sample files against a fresh demo', () => {
  beforeAll(async () => {
    await requireKeychain();
    root = mkdtempSync(join(tmpdir(), 'bulkpay-demo-samples-'));
    copyFileSync(join(samples, 'sample-payments.csv'), join(root, 'first.csv'));
    copyFileSync(join(samples, 'sample-payments-changed.csv'), join(root, 'second.csv'));
    env = {
      ...process.env,
      BULKPAY_DATA_DIR: join(root, 'data'),
      BULKPAY_PSU_EMAIL: SEEDED_PSU.email,
      BULKPAY_PSU_PASSWORD: SEEDED_PSU.password,
      BULKPAY_NO_PROMPT: '1',
      BULKPAY_BASE_URL: '',
    };
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('the first sample has no payee or already-sent warning (its start sets the demo up)', async () => {
    expect((await review('first.csv')).lines).toEqual({});
  }, 90_000);

  it('the history starts with the demo’s last month, recorded as demo data', async () => {
    const listed = JSON.parse((await cli('payees', '--json')).out) as { name: string; trust: string }[];
    expect(listed.map((p) => p.name).sort()).toEqual([
      'Emma Nieminen',
      'Jonas Weber',
      'Lea Huber',
      'Mikko Laine',
      'Nordic Office Supplies',
      'Oskar Lind',
      'Printing House Oy',
      'Sofia Berg',
    ]);
    expect(new Set(listed.map((p) => p.trust))).toEqual(new Set(['known']));
  }, 90_000);

  it('the second sample: one changed IBAN, one repeated invoice, one new payee, on their rows', async () => {
    const { lines, warnings } = await review('second.csv');
    expect(lines).toEqual(SECOND_SAMPLE_CODES);
    expect(warnings.find((w) => w.code === 'payee_bank_details_changed')?.params).toMatchObject({
      oldIban: 'DE89370400440532013000',
      newIban: 'FI3240060010123456',
    });
  }, 90_000);

  it('after the first sample was paid, the second sample gets the same three', async () => {
    const paid = await cli('submit', 'first.csv', '--account', OPERATING, '--yes', '--wait');
    expect(paid.code).toBe(0);
    expect((await review('second.csv')).lines).toEqual(SECOND_SAMPLE_CODES);
  }, 120_000);
});

describe('the demo’s history is only ever added to an empty history', () => {
  it('records once, and never into a desktop that has paid anything', () => {
    const { dbFile } = freshDataDir();
    const db = openDb(dbFile);
    expect(seedDemoHistory(db, OPERATING)).toBe(true);
    expect(seedDemoHistory(db, OPERATING)).toBe(false);
    expect(db.prepare('SELECT count(*) AS n FROM bulks').get()).toEqual({ n: 1 });

    const paidBefore = openDb(freshDataDir().dbFile);
    new HistoryStore(paidBefore).recordBulk({
      sequence: 1,
      paymentAccount: OPERATING,
      createdBy: 'clerk',
      payments: [
        {
          amount: '10.00',
          currency: 'EUR',
          payeeName: 'Real Supplier',
          accountIdentifier: 'FI3240060010123456',
          accountIdentifierType: 'iban',
          method: 'sepa',
          instant: false,
        },
      ],
    });
    expect(seedDemoHistory(paidBefore, OPERATING)).toBe(false);
    expect(paidBefore.prepare('SELECT count(*) AS n FROM payments').get()).toEqual({ n: 1 });
  });
});
