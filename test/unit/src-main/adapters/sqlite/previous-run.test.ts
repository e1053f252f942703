import { describe, expect, it } from 'vitest';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';
import type { NewPayment } from '../../../../../src-main/ports/history/records';
import { runDifferenceFor } from '../../../../../src-main/adapters/sqlite/previous-run';
import { bulk, openTempDatabase, payment, processedStatus } from '../../../harness/history-fixtures';

// Which earlier run the difference compares with: the newest that paid at least half of this
// run's payees, counting only what the bank paid.
describe('run difference: the previous run that paid the same payees', () => {
  let clock = Date.parse('2026-10-01T08:00:00.000Z');
  const now = () => new Date((clock += 60_000));

  function sentRun(store: HistoryStore, name: string, payments: NewPayment[], states: string[]) {
    const fileId = store.recordImport({
      name,
      sha256: name,
      encoding: 'utf-8',
      rowCount: payments.length,
      importedBy: 'u',
    });
    const id = store.recordBulk(bulk(payments, { fileId }));
    store.markAccepted(id, { bankBulkId: `bank-${name}`, statusUrl: 'https://bank.test/status/' });
    store.applyStatus(id, processedStatus(`bank-${name}`, payments, states));
    return fileId;
  }
  const acme = payment({ payeeName: 'Acme Oy', accountIdentifier: 'FI2112345600000785', amount: '100.00' });
  const bo = payment({ payeeName: 'Bo Berg', accountIdentifier: 'DE89370400440532013000', amount: '50.00' });
  const other = payment({ payeeName: 'Other Oy', accountIdentifier: 'GB29NWBK60161331926819', amount: '9.00' });
  const compared = (p: NewPayment, amount = p.amount, iban = p.accountIdentifier) => ({
    name: p.payeeName,
    iban,
    amount,
    currency: 'EUR',
  });

  it('compares with the newest run sharing at least half the payees, not a newer run of other payees', () => {
    const { db } = openTempDatabase();
    const store = new HistoryStore(db, now);
    sentRun(store, 'september.csv', [acme, bo], ['paid', 'paid']);
    sentRun(store, 'one-off.csv', [other], ['paid']);
    const diff = runDifferenceFor(db, [compared(acme, '150.00'), compared(bo, '50.00', 'FI5542345670000081')]);
    expect(diff?.previous).toMatchObject({ fileName: 'september.csv', payees: 2 });
    expect(diff?.amountsUp.first).toEqual([{ name: 'Acme Oy', currency: 'EUR', old: '100', new: '150' }]);
    expect(diff?.ibanChanged.count).toBe(1);
    db.close();
  });

  it('counts only paid payments: a payee whose payment was not paid is new against that run', () => {
    const { db } = openTempDatabase();
    const store = new HistoryStore(db, now);
    sentRun(store, 'october.csv', [acme, bo], ['paid', 'notenoughbalance']);
    const diff = runDifferenceFor(db, [compared(acme), compared(bo)]);
    expect(diff?.newPayees.first).toEqual([{ name: 'Bo Berg', iban: 'DE89370400440532013000' }]);
    db.close();
  });

  it('finds none for a first run, or a run whose payees no earlier run paid', () => {
    const { db } = openTempDatabase();
    const store = new HistoryStore(db, now);
    expect(runDifferenceFor(db, [compared(acme)])).toBeNull();
    const acmeRun = sentRun(store, 'acme.csv', [acme], ['paid']);
    expect(runDifferenceFor(db, [compared(other), compared(bo)])).toBeNull();
    // The report of a run compares with the runs before it, never with itself.
    expect(runDifferenceFor(db, [compared(acme)], '9999', acmeRun)).toBeNull();
    db.close();
  });
});
