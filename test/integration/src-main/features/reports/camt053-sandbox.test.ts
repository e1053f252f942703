// camt.053 from the sandbox's transactions API: more than three pages, every page followed,
// balances worked back from today's, entries validated and read back.
import { randomUUID } from 'node:crypto';
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, unwrap, type Connected } from '../../../harness/bank-harness';
import { eventually, fileRows, input, reviewAndSubmit, services, signInAs } from '../../../harness/submission-harness';
import { buildStatement, type StatementBank } from '../../../../../src-main/features/reports/statement';
import { readCamt } from '../../../../../src-main/features/reports/read-reports';
import { xmllintCamt053 } from '../../../harness/xml-check';

let conn: Connected;
let iban = '';
beforeAll(async () => {
  conn = await connect();
});
afterAll(async () => {
  await conn?.close();
});

describe('camt.053 statement from the sandbox', () => {
  it('follows every page, derives the balances, validates and round-trips', async () => {
    const email = `psu-${randomUUID()}@example.test`;
    const created = await conn.control.createPsu({
      email,
      password: 'psu-password-1',
      verified: true,
      permissions: ['account_information', 'payment_initiation'],
      sca_capable: true,
      accounts: [{ currency: 'EUR', balance: '50000.00', transactions: 55 } as never],
    });
    await signInAs(conn, { email, password: 'psu-password-1' });
    const account = created.accounts[0]!;
    iban = account.iban;
    // Two of our own payments with end-to-end ids and a name with umlauts, booked today.
    const s = services(conn);
    const rows = fileRows(['12.34', '56.78'], 'stmt');
    rows[0]!.values.name = 'Müller & Söhne GmbH';
    rows[0]!.values.end_to_end_id = 'INV-2026-0001';
    const sent = unwrap(await reviewAndSubmit(s, input(rows, account.uuid), true)); // ü, & and ö: SEPA-character warnings
    await conn.control.approveBulk(sent.bulks[0]!.bankBulkId!);
    await eventually(async () => expect((await s.tracker.waitUntilFinal(sent.bulks[0]!.id))?.state).toBe('approved'));
    await s.tracker.stop();

    const pages: string[] = [];
    const bank: StatementBank = {
      listAccounts: () => conn.client.listAccounts(),
      listTransactions: (h, f) => (pages.push('first'), conn.client.listTransactions(h, f)),
      followTransactionsLink: (l) => (pages.push(l), conn.client.followTransactionsLink(l)),
    };
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
    const statement = unwrap(
      await buildStatement(bank, { account: account.iban, from, to: today, includeScheduled: true }),
    );
    expect(pages.length).toBeGreaterThanOrEqual(4); // 57 paid = 3 pages, plus the scheduled listing
    expect(statement.entries).toBe(57);
    expect(xmllintCamt053(statement.xml)).toBe('');

    const read = readCamt(statement.xml);
    expect(read.entries).toHaveLength(57);
    const [opening, closing] = read.balances;
    expect([opening!.type, closing!.type]).toEqual(['OPBD', 'CLBD']);
    // Today's balance is the closing one; opening + credits − debits of the booked entries = closing.
    const accounts = unwrap(await conn.client.listAccounts());
    expect(closing!.amount).toBe(new Big(accounts.find((a) => a.iban === account.iban)!.account_balance).toFixed(2));
    const moved = read.entries
      .filter((e) => e.status === 'BOOK')
      .reduce((t, e) => (e.creditDebit === 'CRDT' ? t.plus(e.amount!) : t.minus(e.amount!)), new Big(opening!.amount!));
    expect(moved.toFixed(2)).toBe(closing!.amount);
    expect(read.entries.filter((e) => e.status === 'PDNG')).toHaveLength(1);

    const ours = read.entries.find((e) => e.endToEndIds[0] === 'INV-2026-0001')!;
    expect(ours).toMatchObject({ amount: '12.34', creditDebit: 'DBIT', status: 'BOOK', bookingDate: today });
    expect(ours.counterparty).toBe('Muller + Sohne GmbH');
    expect(ours.remittance).toBe('stmt payment 1');
    const generated = read.entries.find((e) => e.amount === '56.78')!;
    expect(generated.endToEndIds[0]).toMatch(/^BP[0-9A-F]{24}$/);

    // .08 is written too, and reads back to the same entries.
    const v8 = unwrap(await buildStatement(bank, { account: account.iban, from, to: today, version: '08' }));
    expect(v8.xml).toContain('urn:iso:std:iso:20022:tech:xsd:camt.053.001.08');
    expect(xmllintCamt053(v8.xml)).toBe('');
    expect(readCamt(v8.xml).entries.map((e) => [e.amount, e.creditDebit, e.status])).toEqual(
      read.entries.filter((e) => e.status === 'BOOK').map((e) => [e.amount, e.creditDebit, e.status]),
    );
  });

  it('says so when the opening balance is older than the bank lists, and refuses impossible periods', async () => {
    const bank: StatementBank = conn.client;
    const today = new Date().toISOString().slice(0, 10);
    const old = unwrap(await buildStatement(bank, { account: iban, from: '2020-01-01', to: today }));
    expect(xmllintCamt053(old.xml)).toBe('');
    const read = readCamt(old.xml);
    expect(read.balances.map((b) => b.type)).toEqual(['CLBD']);
    expect(read.additionalInfo).toMatch(/Opening balance not available: the bank lists transactions only from/);
    const later = await buildStatement(bank, { account: iban, from: today, to: '2999-01-01' });
    expect(later).toMatchObject({ ok: false, error: { code: 'statement_period' } });
  });
});
