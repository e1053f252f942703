// 2-character searches once read their terms from the vocabulary the indexer keeps (migration 010),
// and a payment another connection recorded between a search's catch-up and its term lookup was
// found only by the next search. They are now ranges of the payments' own indexes: found at once.
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../../../../src-main/adapters/sqlite/open-database';
import type * as TextIndex from '../../../../../src-main/adapters/sqlite/text-index';
import { HistoryReader } from '../../../../../src-main/adapters/sqlite/history-reader';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';
import { paymentSearchSchema } from '../../../../../src-shared/ipc/channels/history';
import { bulk, openTempDatabase, payment } from '../../../harness/history-fixtures';

/** Runs once right after the reader's next catch-up, as if another process recorded then. */
const afterCatchUp: { run?: () => void } = {};

vi.mock('../../../../../src-main/adapters/sqlite/text-index', async (importOriginal) => {
  const original = await importOriginal<typeof TextIndex>();
  return {
    ...original,
    indexPendingText: (db: Parameters<typeof original.indexPendingText>[0]) => {
      const added = original.indexPendingText(db);
      const run = afterCatchUp.run;
      afterCatchUp.run = undefined;
      run?.();
      return added;
    },
  };
});

describe('2-character terms and another writer', () => {
  it('a payment recorded between the catch-up and the search is found by that search', () => {
    const { db, file } = openTempDatabase();
    const other = openDatabase(file);
    if (!other.ok) throw new Error(other.error.message);
    const writer = new HistoryStore(other.value);
    writer.recordBulk(bulk([payment({ payeeName: 'Aino Virtanen' })]));
    const reader = new HistoryReader(db);
    const search = (payee: string) => reader.searchPayments(paymentSearchSchema.parse({ payee }));

    afterCatchUp.run = () => writer.recordBulk(bulk([payment({ payeeName: 'Zqx Oy' })]));
    // Recorded after this search caught up with the text index: a short term does not read that index.
    expect(search('zq').rows.map((r) => r.payeeName)).toEqual(['Zqx Oy']);
    other.value.close();
    db.close();
  });
});
