// The SQLite stores the send and tracking features work on, opened on one database file.
import type { PayeeBookLookup } from '../../../src-shared/payments/payee-book-lookup';
import type { PayeeBookSlice, PayeeSliceAsk } from '../../../src-shared/payments/payee-book-memory';
import type { HistoryRepository } from '../../ports/history/history-repository';
import type { PaymentAccountIds } from '../../ports/payment-account-ids';
import type { SubmissionJournal } from '../../ports/submission-journal';
import { HistoryReader } from './history-reader';
import { HistoryStore } from './history-store';
import { SqliteSubmissionJournal } from './journal';
import type { Db } from './open-database';
import { loadPayeeBook, payeeBookSlice } from './payee-book';
import { SqlitePaymentAccountIds } from './payment-account-ids';
import { sqliteHistoryOf } from './sqlite-history';

export interface SendStores {
  store: HistoryStore;
  reader: HistoryReader;
  journal: SubmissionJournal;
  /** The store and reader behind the history port (what the tracker follows bulks over). */
  history: HistoryRepository;
  paymentAccountIds: PaymentAccountIds;
  /** This computer's payee book, indexed for the checks of a review (read anew each time). */
  payeeBook: () => PayeeBookLookup;
  /** The book's entries for some payees and IBANs only, by its indexes (the Fix step's `payees:bookFor`). */
  payeeBookSlice: (ask: PayeeSliceAsk) => PayeeBookSlice;
}

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
