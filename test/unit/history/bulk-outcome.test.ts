import { describe, expect, it } from 'vitest';
import { HistoryReader } from '../../../src-main/history/history-reader';
import { HistoryStore } from '../../../src-main/history/history-store';
import { bulk, openTempDatabase, payment, processedStatus } from './history-fixtures';

// A bulk's summary says what happened to the money: exact sums paid and not paid, and whether a
// rejection was the approval window running out (expired) rather than a decline.
describe('bulk summary: money outcome', () => {
  const at = (iso: string) => () => new Date(iso);

  it('sums exactly what was paid and what was not, per currency', () => {
    const { db } = openTempDatabase();
    const store = new HistoryStore(db);
    const payments = [
      payment({ amount: '0.10' }),
      payment({ amount: '0.20', payeeName: 'Bo Berg', accountIdentifier: 'DE89370400440532013000' }),
      payment({ amount: '3000.05', payeeName: 'Cy Corp', accountIdentifier: 'GB29NWBK60161331926819' }),
    ];
    const id = store.recordBulk(bulk(payments));
    store.markAccepted(id, { bankBulkId: 'bank-1', statusUrl: 'https://bank.test/status/bank-1/' });
    store.applyStatus(id, processedStatus('bank-1', payments, ['paid', 'paid', 'notenoughbalance']));
    const summary = new HistoryReader(db).getBulk(id)!;
    // 0.1 + 0.2 as floats would be 0.30000000000000004.
    expect(summary).toMatchObject({ paidTotals: { EUR: '0.30' }, notPaidTotals: { EUR: '3000.05' }, expired: false });
  });

  it('a fully paid bulk has nothing not paid', () => {
    const { db } = openTempDatabase();
    const store = new HistoryStore(db);
    const payments = [payment({ amount: '12.50' })];
    const id = store.recordBulk(bulk(payments));
    store.markAccepted(id, { bankBulkId: 'bank-2', statusUrl: 'https://bank.test/status/bank-2/' });
    store.applyStatus(id, processedStatus('bank-2', payments, ['paid']));
    expect(new HistoryReader(db).getBulk(id)).toMatchObject({ paidTotals: { EUR: '12.50' }, notPaidTotals: {} });
  });

  it.each([
    ['declined 10 minutes after the bank took it', '2026-11-24T10:10:00Z', false],
    ['rejected one second before the hour', '2026-11-24T10:59:59Z', false],
    ['rejected when the hour ran out', '2026-11-24T11:00:00Z', true],
  ])('%s: expired is %s', (_, rejectedAt, expired) => {
    const { db } = openTempDatabase();
    const accepting = new HistoryStore(db, at('2026-11-24T10:00:00Z'));
    const id = accepting.recordBulk(bulk([payment()]));
    accepting.markAccepted(id, { bankBulkId: 'bank-3', statusUrl: 'https://bank.test/status/bank-3/' });
    new HistoryStore(db, at(rejectedAt)).applyStatus(id, {
      bulk_id: 'bank-3',
      status: 'rejected',
      processed: true,
      total_count: 1,
      total_amount: '10.00',
      not_sent_count: 1,
      payments: [],
    });
    expect(new HistoryReader(db).getBulk(id)).toMatchObject({ state: 'rejected', expired, paidTotals: {} });
  });
});
