import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';
import { payeeEntries } from '../../../../../src-main/adapters/sqlite/payee-book';
import { loadPayeeBook } from '../../../../../src-main/adapters/sqlite/payee-book-loader';
import { PayeeBookService } from '../../../../../src-main/features/payees/payee-book-service';
import { validatePayments } from '../../../../../src-shared/payments';
import { bulk, openTempDatabase, payment, processedStatus } from '../../../harness/history-fixtures';

// The payee book learns a payment when the bank says it was paid, not when it is sent: a payee
// whose payment was declined, never approved or not covered must not become "known".
describe('payee book: learns paid payments only', () => {
  const payments = [
    payment({ payeeName: 'Paid Oy', accountIdentifier: 'FI2112345600000785', amount: '10.00' }),
    payment({ payeeName: 'Short Oy', accountIdentifier: 'DE89370400440532013000', amount: '20.00' }),
  ];
  const book = (db: Parameters<typeof payeeEntries>[0]) =>
    payeeEntries(db).map((e) => [e.name, e.iban, e.paymentCount, e.trust]);

  it('knows nobody while a bulk is sent and waiting for approval', () => {
    const { db } = openTempDatabase();
    const store = new HistoryStore(db);
    const id = store.recordBulk(bulk(payments));
    store.markAccepted(id, { bankBulkId: 'bank-1', statusUrl: 'https://bank.test/status/bank-1/' });
    expect(book(db)).toEqual([]);
    db.close();
  });

  it('learns only the paid payments once the bulk is processed, and only once', () => {
    const { db } = openTempDatabase();
    const store = new HistoryStore(db);
    const id = store.recordBulk(bulk(payments));
    store.markAccepted(id, { bankBulkId: 'bank-2', statusUrl: 'https://bank.test/status/bank-2/' });
    const processed = processedStatus('bank-2', payments, ['paid', 'notenoughbalance']);
    store.applyStatus(id, processed);
    // A later poll with another count must not count the same payments twice.
    store.applyStatus(id, { ...processed, not_sent_count: 2 });
    expect(book(db)).toEqual([['Paid Oy', 'FI2112345600000785', 1, 'known']]);
    // The usual amount `amount_unusual` reads is kept up to date with what was paid.
    expect(loadPayeeBook(db).usualAmount('name:paid oy', 'EUR')).toEqual({ count: 1, twiceMedianMilli: 20_000 });
    expect(loadPayeeBook(db).usualAmount('name:short oy', 'EUR')).toBeUndefined();
    db.close();
  });

  it('learns nothing from a bulk the customer declined or never approved', () => {
    const { db } = openTempDatabase();
    const store = new HistoryStore(db);
    const id = store.recordBulk(bulk(payments));
    store.markAccepted(id, { bankBulkId: 'bank-3', statusUrl: 'https://bank.test/status/bank-3/' });
    store.applyStatus(id, { ...processedStatus('bank-3', [], []), status: 'rejected', not_sent_count: 2 });
    const refused = store.recordBulk(bulk(payments));
    store.markNotAccepted(refused, 'refused');
    expect(book(db)).toEqual([]);
    db.close();
  });

  it('reads the book again once the database changed, on this connection or another', () => {
    const { db, file } = openTempDatabase();
    const first = loadPayeeBook(db);
    expect(loadPayeeBook(db)).toBe(first);
    db.prepare(
      `INSERT INTO payee_book (payee_key, name, iban, trust, updated_at) VALUES ('iban:FI2112345600000785', '', 'FI2112345600000785', 'blocked', 't')`,
    ).run();
    expect(loadPayeeBook(db).accountsWithIban('FI2112345600000785')).toMatchObject([{ trust: 'blocked' }]);
    const other = new Database(file);
    other.prepare(`UPDATE payee_book SET trust = 'trusted'`).run();
    other.close();
    expect(loadPayeeBook(db).accountsWithIban('FI2112345600000785')).toMatchObject([{ trust: 'trusted' }]);
    db.close();
  });
});

// Issue 23: a trusted entry matches by its ERP payee id on this computer too (the team's database
// does: bulkpay.payee_account_known). A payee file may give an account its ERP id without a name.
describe('payee book: a trusted account found by its ERP payee id', () => {
  it('a row with that id under another name is that payee, not one paying another’s account', () => {
    const { db } = openTempDatabase();
    const store = new HistoryStore(db);
    const paid = [payment({ payeeName: 'Acme Oy', accountIdentifier: 'FI2112345600000785', amount: '10.00' })];
    const id = store.recordBulk(bulk(paid));
    store.markAccepted(id, { bankBulkId: 'bank-9', statusUrl: 'https://bank.test/status/bank-9/' });
    store.applyStatus(id, processedStatus('bank-9', paid, ['paid']));
    const csv = 'name,iban,payee_id,trust\n,FI2112345600000785,K-100,trusted\n';
    expect(new PayeeBookService(store, 'controller').importCsv(csv).ok).toBe(true);
    const row = (name: string, payeeId?: string) => ({
      line: 2,
      values: {
        name,
        iban: 'FI21 1234 5600 0007 85',
        amount: '10.00',
        currency: 'EUR',
        reference: 'Invoice 1',
        ...(payeeId ? { payee_id: payeeId } : {}),
      },
    });
    const codes = (r: ReturnType<typeof row>) =>
      validatePayments([r], { payeeBook: loadPayeeBook(db) }).issues.map((i) => i.code);
    // Renamed in the ERP, carrying the trusted account's id: the same payee.
    expect(codes(row('Acme Finland Oyj', 'K-100'))).toEqual([]);
    // Without the id, or with another one, the name decides: another payee on Acme's account.
    expect(codes(row('Acme Finland Oyj'))).toEqual(['iban_other_payee']);
    expect(codes(row('Acme Finland Oyj', 'K-200'))).toEqual(['iban_other_payee']);
    db.close();
  });
});
