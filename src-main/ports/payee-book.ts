// This computer's payee book as the payee features list and change it. Kept in SQLite by
// adapters/sqlite/payee-book.ts and payee-book-edits.ts; the team's book has the same entries.
import type { PayeeAccount } from '../../src-shared/payments/payee-book-lookup';
import type { PayeeTrust } from '../../src-shared/payments/payee-checks';
import type { PayeeCsvRow } from './payee-csv-row';

/** One row of the book as listed (CLI, Payees screen, CSV). */
export interface PayeeEntry extends PayeeAccount {
  payeeId: string | null;
  bic: string | null;
  firstPaidAt: string | null;
  recentAmounts: [string, string][];
  wasBlocked: boolean;
  note: string | null;
}

/** A person's changes to the book: each change and what the caller records with it in one transaction. */
export interface PayeeBookEdits {
  /** Every entry, most recently paid first. */
  entries(): PayeeEntry[];
  /**
   * Sets every entry of the IBAN to `trust` (making one for the account when the book has none),
   * then runs `also` in the same transaction. Answers how many entries it set (at least one).
   */
  setTrust(iban: string, trust: PayeeTrust, at: string, note: string | null, also: () => void): number;
  /** Unblocks an IBAN's blocked entries (known again if paid, else new); `also` runs when any were. */
  unblock(iban: string, at: string, also: () => void): number;
  /**
   * Sets each row's trust state and note on its payee and account (made if the book lacks it), all
   * rows or none; `also` gets the accounts the rows unblocked, in the same transaction.
   */
  importRows(rows: readonly PayeeCsvRow[], at: string, also: (unblocked: string[]) => void): void;
}
