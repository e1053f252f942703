import { describe, expect, it } from 'vitest';
import { HistoryReader } from '../../../../../src-main/adapters/sqlite/history-reader';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';
import { bulk, openTempDatabase, payment, processedStatus } from '../../../harness/history-fixtures';

// A bulk's summary says what happened to the money: exact sums paid and not paid, and whether a
// rejection was the approval window running out (expired), a decline, or cannot be told.
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
    expect(summary).toMatchObject({ paidTotals: { EUR: '0.30' }, notPaidTotals: { EUR: '3000.05' } });
    expect(summary.rejection).toBeUndefined();
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

  // Accepted at 10:00, so the hour runs out at 11:00; "seen pending" is the last poll that found it waiting.
  it.each([
    ['declined 10 minutes after the bank took it, seen at once', undefined, '2026-11-24T10:10:00Z', 'declined'],
    ['declined at minute 5, first seen the next day', '2026-11-24T10:04:00Z', '2026-11-25T09:00:00Z', 'unclear'],
    ['still pending at 11:00:30, rejected when next asked', '2026-11-24T11:00:30Z', '2026-11-24T11:01:00Z', 'expired'],
    [
      'pending at 10:57 (clocks may differ), rejected at 11:00:10',
      '2026-11-24T10:57:00Z',
      '2026-11-24T11:00:10Z',
      'expired',
    ],
    [
      'pending at 10:30, rejection seen at 10:58 (near the hour)',
      '2026-11-24T10:30:00Z',
      '2026-11-24T10:58:00Z',
      'unclear',
    ],
  ])('%s: %s', (_, pendingAt, rejectedAt, rejection) => {
    const { db } = openTempDatabase();
    const accepting = new HistoryStore(db, at('2026-11-24T10:00:00Z'));
    const id = accepting.recordBulk(bulk([payment()]));
    accepting.markAccepted(id, { bankBulkId: 'bank-3', statusUrl: 'https://bank.test/status/bank-3/' });
    const waiting = {
      bulk_id: 'bank-3',
      processed: false,
      total_count: 1,
      total_amount: '10.00',
      not_sent_count: null,
    };
    if (pendingAt)
      new HistoryStore(db, at(pendingAt)).applyStatus(id, { ...waiting, status: 'pending_approval', payments: [] });
    new HistoryStore(db, at(rejectedAt)).applyStatus(id, {
      bulk_id: 'bank-3',
      status: 'rejected',
      processed: true,
      total_count: 1,
      total_amount: '10.00',
      not_sent_count: 1,
      payments: [],
    });
    expect(new HistoryReader(db).getBulk(id)).toMatchObject({ state: 'rejected', rejection, paidTotals: {} });
  });
});
