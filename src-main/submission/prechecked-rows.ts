// Main's own check of uploaded rows, done chunk by chunk as they arrive (importVolume:upload), so
// that when the user presses Review only the cross-row work is left (duplicates, history, bulks,
// balance, the plan hash). Nothing here comes from the window: the window only says which paying
// account and decimal mark to expect (`CheckContext`); main checks its own copy of the rows with
// its own rules, and the review and the send use these results only when the context they work
// out themselves (the bank's account, the input's decimal mark) is exactly that one.
import type { DecimalStyle } from '../../src-shared/payments/amount';
import type { PaymentRow } from '../../src-shared/payments/fields';
import { electronicIban } from '../../src-shared/payments/iban';
import { compileRowRules, type RowValidator } from '../../src-shared/payments/row-rules';
import type { BulkPaymentItem, RowResult, ValidationOptions } from '../../src-shared/payments/types';

/** What the row rules depend on besides the row: the decimal mark and the paying account. */
export interface CheckContext {
  decimalStyle: DecimalStyle;
  defaultCurrency: string;
  payingAccountIban: string;
}

/** The rules' context as `compileRowRules` normalises it: equal keys, equal results for the same row. */
export const contextKey = (o: Pick<ValidationOptions, keyof CheckContext>): string =>
  [o.decimalStyle ?? 'dot', o.defaultCurrency?.toUpperCase() ?? '', electronicIban(o.payingAccountIban ?? '')].join(
    '|',
  );

/** What the review and the send may take from the rows checked as they arrived (all or nothing). */
export interface PrecheckedRows {
  /** Each row's result under these options, or undefined when they were checked under others. */
  resultsFor(options: ValidationOptions): readonly RowResult[] | undefined;
  /** The bank item as JSON, for the plan hash, when it is one of these rows' (else undefined). */
  paymentJson(payment: BulkPaymentItem): string | undefined;
  /** Indices of the rows whose IBAN is the paying account's under these options, or undefined. */
  rowsPayingThemselves(options: ValidationOptions): readonly number[] | undefined;
}

/**
 * The rows of one upload checked as their chunks arrive, under the context the window announced.
 * Chunks come in order (Uploads enforces it); the results are complete once every row is in.
 */
export class RowPrecheck implements PrecheckedRows {
  readonly #key: string;
  readonly #check: RowValidator;
  readonly #ownIban: string;
  readonly #results: RowResult[];
  readonly #json = new WeakMap<BulkPaymentItem, string>();
  readonly #payingThemselves: number[] = [];
  #checked = 0;

  constructor(context: CheckContext, total: number) {
    this.#key = contextKey(context);
    this.#check = compileRowRules(context);
    this.#ownIban = electronicIban(context.payingAccountIban);
    this.#results = new Array<RowResult>(total);
  }

  /** Checks the next chunk (rows from `start` on, as `validatePayments` numbers them). */
  add(start: number, rows: readonly PaymentRow[]): void {
    if (start !== this.#checked) throw new Error(`Rows checked out of order: ${start} after ${this.#checked}.`);
    for (let k = 0; k < rows.length; k++) {
      const row = rows[k]!;
      const result = this.#check(row, start + k);
      this.#results[start + k] = result;
      if (result.payment) this.#json.set(result.payment, JSON.stringify(result.payment));
      if (this.#ownIban && electronicIban(row.values.iban ?? '') === this.#ownIban)
        this.#payingThemselves.push(start + k);
    }
    this.#checked += rows.length;
  }

  #matches(options: ValidationOptions): boolean {
    return this.#checked === this.#results.length && contextKey(options) === this.#key;
  }

  resultsFor(options: ValidationOptions): readonly RowResult[] | undefined {
    return this.#matches(options) ? this.#results : undefined;
  }

  paymentJson(payment: BulkPaymentItem): string | undefined {
    return this.#json.get(payment);
  }

  rowsPayingThemselves(options: ValidationOptions): readonly number[] | undefined {
    return this.#matches(options) ? this.#payingThemselves : undefined;
  }
}
