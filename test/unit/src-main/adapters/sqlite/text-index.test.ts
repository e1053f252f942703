// Recording writes plain rows; the text index catches up right after, or before the next text search.
import { describe, expect, it } from 'vitest';
import { paymentSearchSchema } from '../../../../../src-shared/ipc/channels/history';
import { HistoryReader } from '../../../../../src-main/adapters/sqlite/history-reader';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';
import { bulk, openTempDatabase, payment } from '../../../harness/history-fixtures';

describe('text index filled after recording', () => {
  it('is filled by an idle task after the recording transaction', async () => {
    const { db } = openTempDatabase();
    const store = new HistoryStore(db);
    store.recordBulk(bulk([payment({ payeeName: 'Quentin Oy' }), payment({ payeeName: 'Rauha Ab' })]));
    const indexed = () => db.prepare('SELECT count(*) FROM payments_text').pluck().get();
    const mark = () => db.prepare('SELECT indexed_through FROM payments_text_progress').pluck().get();
    expect(indexed()).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(indexed()).toBe(2);
    expect(mark()).toBe(2);
    // The index step skips the fsync (it can be rebuilt), then the payments' durability is back.
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
  });

  it('a text search right after recording (before the idle task) finds the new payments', () => {
    const { db } = openTempDatabase();
    const store = new HistoryStore(db);
    const reader = new HistoryReader(db);
    store.recordBulk(bulk([payment({ payeeName: 'Quentin Oy' })]));
    for (const input of [{ payee: 'quentin' }, { payee: 'qu' }, { text: 'Quentin' }]) {
      expect(reader.searchPayments(paymentSearchSchema.parse(input)).rows.map((r) => r.payeeName)).toEqual([
        'Quentin Oy',
      ]);
    }
    expect([...reader.iteratePayments({ payee: 'entin' })].map((r) => r.payeeName)).toEqual(['Quentin Oy']);
  });
});
