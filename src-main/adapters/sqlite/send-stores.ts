// The SQLite stores the send and tracking features work on, opened on one database file.
import type { SendStores } from '../../ports/send-stores';
import { HistoryReader } from './history-reader';
import { HistoryStore } from './history-store';
import { SqliteSubmissionJournal } from './journal';
import type { Db } from './open-database';
import { payeeBookSlice } from './payee-book';
import { loadPayeeBook } from './payee-book-loader';
import { SqlitePaymentAccountIds } from './payment-account-ids';
import { sqliteHistoryOf } from './sqlite-history';

/** The send features' stores (ports/send-stores.ts) on one SQLite database. */
export function sqliteSendStores(db: Db): SendStores {
  const store = new HistoryStore(db);
  const reader = new HistoryReader(db);
  return {
    store,
    reader,
    journal: new SqliteSubmissionJournal(db),
    history: sqliteHistoryOf(store, reader),
    paymentAccountIds: new SqlitePaymentAccountIds(db),
    payeeBook: () => loadPayeeBook(db),
    payeeBookSlice: (ask) => payeeBookSlice(db, ask),
  };
}
