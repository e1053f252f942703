/**
 * The fields a payment file row can carry, as raw text straight from the file.
 * `reference` is a generic reference column ("Reference", "Viite", "Referenz"): the validator
 * decides whether it is structured (a valid RF or Finnish reference) or free text.
 * `due_date`, `payment_account` and `execute_verification_of_payee` exist only so a file that
 * carries them is flagged: the bulk endpoint does not accept them.
 * `payee_id` is the ERP's own id of the payee (supplier or employee number): never sent to the
 * bank, carried with the row so the payee book can match it.
 */
export const PAYMENT_FIELDS = [
  'name',
  'iban',
  'bic',
  'amount',
  'currency',
  'reference',
  'structured_reference',
  'unstructured_reference',
  'end_to_end_id',
  'method',
  'instant',
  'account_identifier_type',
  'due_date',
  'payment_account',
  'execute_verification_of_payee',
  'payee_id',
] as const;

export type PaymentField = (typeof PAYMENT_FIELDS)[number];

/** Words a finance user knows, used in messages and column headers. */
export const FIELD_LABELS: Record<PaymentField, string> = {
  name: 'Payee name',
  iban: 'IBAN',
  bic: 'BIC',
  amount: 'Amount',
  currency: 'Currency',
  reference: 'Reference',
  structured_reference: 'Structured reference',
  unstructured_reference: 'Message',
  end_to_end_id: 'End-to-end id',
  method: 'Method',
  instant: 'Instant',
  account_identifier_type: 'Account type',
  due_date: 'Due date',
  payment_account: 'Payment account',
  execute_verification_of_payee: 'Verification of payee',
  payee_id: 'Payee id',
};

/** One payment as read from a file: raw text values, plus where it sits in the file. */
export interface PaymentRow {
  /** Physical 1-based line number in the file where the row starts, as an editor shows it. */
  line: number;
  /**
   * 0-based place of the row among the file's payments, set when only some rows of a file are sent
   * (a resumed `submit`), so history records each payment's place in the whole file. Lines cannot
   * serve: every payment of a one-line pain.001 file is on line 1.
   */
  index?: number;
  values: Partial<Record<PaymentField, string>>;
  /**
   * Set by the CSV reader when the line has more or fewer cells than the header: its values may
   * have shifted into the wrong fields (an unquoted delimiter), so the row cannot be sent.
   */
  ragged?: { cells: number; header: number; delimiter: string };
  /** pain.001 only: the IBAN of `DbtrAcct`, the account the file means to pay from. */
  debtorAccount?: string;
  /**
   * pain.001 only: its payment information's `ReqdExctnDt` and the line of that `PmtInf`, so main's
   * review raises the same execution date warning as the file check (`executionDateIssues`).
   */
  requestedExecution?: { date: string; line: number };
  /** pain.001 only: what the transaction says that a bank item cannot carry, so the rules name it. */
  xml?: Pain001Extras;
}

/** What a pain.001 transaction gives in a shape the bank's item has no place for. */
export interface Pain001Extras {
  /** `CdtrAcct/Id/Othr/Id`: an account number that is not an IBAN (also the row's IBAN cell, refused while it holds it). */
  otherAccount?: string;
  /**
   * Every `Strd/CdtrRefInf/Ref` when there are several (the bank takes one per payment): the row's
   * structured reference shows them joined with ", ", refused until the user keeps one.
   */
  references?: string[];
  /** `Strd/RfrdDocInf/Nb`: the documents (invoices) named instead of a reference. */
  referredDocuments?: string[];
  /** `Amt/EqvtAmt`: an amount in one currency to be converted into the currency of the transfer. */
  equivalentAmount?: { amount: string; currency: string; transferCurrency: string };
}

/**
 * Maps a field path of the bank's bulk validation error body (e.g. `counterparty.account_identifier`)
 * to the file field it came from, so bank-side rejections land on the same cell as our own checks.
 */
export const BANK_FIELD_TO_PAYMENT_FIELD: Record<string, PaymentField> = {
  amount: 'amount',
  currency: 'currency',
  'counterparty.name': 'name',
  'counterparty.account_identifier': 'iban',
  'counterparty.account_identifier_type': 'account_identifier_type',
  structured_reference: 'structured_reference',
  unstructured_reference: 'unstructured_reference',
  end_to_end_id: 'end_to_end_id',
  method: 'method',
  instant: 'instant',
};
