// This computer's stores the send and tracking features work on, opened on one database file
// (adapters/sqlite/send-stores.ts, `sqliteSendStores`).
import type { PayeeBookLookup } from '../../src-shared/payments/payee-book-lookup';
import type { PayeeBookSlice, PayeeSliceAsk } from '../../src-shared/payments/payee-book-memory';
import type { HistoryRepository } from './history/history-repository';
import type { LocalHistoryReader, LocalHistoryWriter } from './history/local-history';
import type { PaymentAccountIds } from './payment-account-ids';
import type { SubmissionJournal } from './submission-journal';

export interface SendStores {
  store: LocalHistoryWriter;
  reader: LocalHistoryReader;
  journal: SubmissionJournal;
  /** The store and reader behind the history port (what the tracker follows bulks over, History reads). */
  history: HistoryRepository;
  paymentAccountIds: PaymentAccountIds;
  /** This computer's payee book, indexed for the checks of a review (read anew each time). */
  payeeBook: () => PayeeBookLookup;
  /** The book's entries for some payees and IBANs only, by its indexes (the Fix step's `payees:bookFor`). */
  payeeBookSlice: (ask: PayeeSliceAsk) => PayeeBookSlice;
}
