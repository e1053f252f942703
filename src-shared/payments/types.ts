import type { DecimalStyle } from './amount';
import type { PaymentField } from './fields';

/**
 * One problem with one payment (or the whole file). THIS SHAPE IS STABLE: the renderer marks
 * cells with it, the CLI prints it, and the submission step maps bank-side rejections onto it.
 */
export interface ValidationIssue {
  /** Physical 1-based line in the file where the row starts (0 when the issue concerns the whole file). */
  line: number;
  /** 0-based index into the rows given to `validatePayments` (-1 for the whole file). */
  row: number;
  /** The file field at fault, or `file` for problems with the file itself. */
  field: PaymentField | 'file';
  /** Stable machine code, e.g. `iban_checksum`, `amount_too_many_decimals`, `duplicate_in_file`. */
  code: string;
  /** A sentence a finance user can act on: what is wrong and how to fix it. */
  message: string;
  /** The values the message names, for wording it in the user's language (`msg.<code>` in src-shared/i18n). */
  params?: Record<string, string | number>;
  /** Errors block sending; warnings are shown and the user may proceed after reading them. */
  severity: 'error' | 'warning';
}

/** One payment item exactly as the bank's bulk endpoint takes it (bank-api.md, Bulk payment initiation). */
export interface BulkPaymentItem {
  amount: string;
  currency: string;
  counterparty: { name: string; account_identifier: string; account_identifier_type: 'iban' };
  structured_reference?: string;
  unstructured_reference?: string;
  end_to_end_id?: string;
  method: 'sepa' | 'international';
  /** Sent only when true (the bank's default is false). */
  instant?: true;
}

/** The body of POST /api/v2/payment-initiation/bulk/. */
export interface BulkRequestBody {
  payment_account: string;
  payments: BulkPaymentItem[];
}

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
  /**
   * Looks a payment up in the history of the last 30 days. Optional because history comes later;
   * synchronous so one module serves main (SQLite is synchronous) and the renderer (which fetches
   * the recent fingerprints from main first and looks them up in memory). See `paymentFingerprint`.
   */
  findRecentlySent?: ((payment: BulkPaymentItem, fingerprint: string) => RecentPayment | undefined) | undefined;
}

/** What one row produced: the bank item when the row has no errors, and the parsed money for totals. */
export interface RowResult {
  payment?: BulkPaymentItem | undefined;
  /** Exact amount as a canonical decimal string, when the amount and currency are readable. */
  amount?: string | undefined;
  currency?: string | undefined;
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
