import type { DecimalStyle } from './amount';
import type { CharacterSet } from './charset';
import type { PayeeBookLookup } from './payee-book-lookup';
import type { z } from 'zod';
import type { BulkPaymentItem, BulkRequestBody, IssueParams, validationIssueSchema } from '../bank/schemas';

/** One problem with one payment (or the whole file): `src-shared/bank/schemas.ts` defines it. */
export type ValidationIssue = z.infer<typeof validationIssueSchema>;
export type { BulkPaymentItem, BulkRequestBody, IssueParams };

/** A payment sent before, as history knows it, for the "already sent in the last 30 days" warning. */
export interface RecentPayment {
  /** ISO timestamp of when it was sent. */
  sentAt: string;
}

export interface ValidationOptions {
  /** The currency of the chosen payment account; used for rows without a currency. */
  defaultCurrency?: string | undefined;
  /** The file's decimal mark (detected per file on import; the user can override it). */
  decimalStyle?: DecimalStyle | undefined;
  /** The IBAN of the chosen paying account: a pain.001 row naming another `DbtrAcct` gets a warning. */
  payingAccountIban?: string | undefined;
  /**
   * Looks a payment up in the history of the last 30 days. Optional because history comes later;
   * synchronous so one module serves main (SQLite is synchronous) and the renderer (which fetches
   * the recent fingerprints from main first and looks them up in memory). See `paymentFingerprint`.
   */
  findRecentlySent?: ((payment: BulkPaymentItem, fingerprint: string) => RecentPayment | undefined) | undefined;
  /** The characters the bank takes in names and references (the bank profile's; default the SEPA basic set). */
  characterSet?: CharacterSet | undefined;
  /** The payee book (main's history): with it, each payment gets the payee checks (`payeeIssues`). */
  payeeBook?: PayeeBookLookup | undefined;
}

/** What one row produced: the bank item when the row has no errors, and the parsed money for totals. */
export interface RowResult {
  payment?: BulkPaymentItem | undefined;
  /** Exact amount as a canonical decimal string, when the amount and currency are readable. */
  amount?: string | undefined;
  currency?: string | undefined;
  /** The same amount in the currency's minor units (cents), for exact integer totals. */
  minor?: number | undefined;
  /**
   * A row with errors whose IBAN is valid and whose amount reads: its `paymentFingerprint`, so the
   * duplicate check does not wait for the other errors to be fixed.
   */
  fingerprint?: string | undefined;
  issues: ValidationIssue[];
}

/** One bulk of at most 100 payments, in file order. Each needs its own approval on the phone. */
export interface BulkSummary {
  /** 0-based position among the bulks. */
  index: number;
  /** 0-based row index of the first and one past the last row of the bulk. */
  firstRow: number;
  endRow: number;
  count: number;
  /** Exact totals per currency as decimal strings, e.g. `{ "EUR": "1234.50" }`. */
  totals: Record<string, string>;
}

export interface ValidationResult {
  rowCount: number;
  /** Per row: its bank item, or undefined when the row has errors. */
  payments: (BulkPaymentItem | undefined)[];
  /** Every issue of every row, in file order. Never only the first. */
  issues: ValidationIssue[];
  bulks: BulkSummary[];
  /** Totals over the whole file per currency. */
  totals: Record<string, string>;
  errorCount: number;
  warningCount: number;
  rowsWithErrors: number;
}
