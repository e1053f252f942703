// Main's own check of uploaded rows, done chunk by chunk as they arrive (importVolume:upload), so
// that when the user presses Review only the work on the whole file is left (payments already sent,
// the balance, combining the per-row results and per-bulk digests into the plan and its hash). Nothing here comes from the window: the window only says which paying
// account and decimal mark to expect (`CheckContext`); main checks its own copy of the rows with
// its own rules, and the review and the send use these results only when the context they work
// out themselves (the bank's account, the input's decimal mark) is exactly that one.
import { MAX_PAYMENTS_PER_BULK } from '../../../src-shared/bank/limits';
import type { DecimalStyle } from '../../../src-shared/payments/amount';
import type { PaymentRow } from '../../../src-shared/payments/fields';
import { electronicIban } from '../../../src-shared/payments/iban';
import { STRICTEST_SET, type CharacterSet } from '../../../src-shared/payments/charset';
import { compileRowRules, type RowValidator } from '../../../src-shared/payments/row-rules';
import { summariseBulk } from '../../../src-shared/payments/bulks';
import type { BulkSummary, RowResult, ValidationOptions } from '../../../src-shared/payments/types';
import { EarlierLines, rowFingerprint, type KnownBeforehand } from '../../../src-shared/payments/validate';
import { originOf, originsDigest, paymentsDigest, type BulkDigests } from '../../domain/plan-hash';

/** What the row rules depend on besides the row: the decimal mark and the paying account. */
export interface CheckContext {
  decimalStyle: DecimalStyle;
  defaultCurrency: string;
  payingAccountIban: string;
  /** The characters the bank takes (default the strict SEPA basic set). */
  characterSet?: CharacterSet | undefined;
}

/** The rules' context as `compileRowRules` normalises it: equal keys, equal results for the same row. */
export const contextKey = (o: Pick<ValidationOptions, keyof CheckContext>): string =>
  [
    o.decimalStyle ?? 'dot',
    o.defaultCurrency?.toUpperCase() ?? '',
    electronicIban(o.payingAccountIban ?? ''),
    o.characterSet ?? STRICTEST_SET,
  ].join('|');

/** What the review and the send may take from the rows checked as they arrived (all or nothing). */
export interface PrecheckedRows {
  /** Each row's result under these options, or undefined when they were checked under others. */
  resultsFor(options: ValidationOptions): readonly RowResult[] | undefined;
  /** Each row's fingerprint and duplicate and each bulk's totals, found as the rows arrived (with `resultsFor`'s results). */
  readonly beforehand: KnownBeforehand;
  /** Each bulk's digests for the plan hash, written as its rows arrived (with `resultsFor`'s results). */
  readonly digests: BulkDigests;
  /** Indices of the rows whose IBAN is the paying account's under these options, or undefined. */
  rowsPayingThemselves(options: ValidationOptions): readonly number[] | undefined;
}

/**
 * The rows of one upload checked as their chunks arrive, under the context the window announced:
 * each row's result and fingerprint, the duplicates, and each complete bulk's digests for the plan
 * hash (a bulk's payments are final once its rows are in). Chunks come in order (Uploads enforces
 * it); everything is complete once every row is in.
 */
export class RowPrecheck implements PrecheckedRows {
  readonly #key: string;
  readonly #check: RowValidator;
  readonly #ownIban: string;
  readonly #results: RowResult[];
  readonly #fingerprints: (string | undefined)[];
  readonly #earlierLines: (number | undefined)[];
  readonly #earlier = new EarlierLines();
  /** Per bulk of rows: its payments' digest (undefined when a row of it has no payment) and its origins' digest. */
  readonly #paymentDigests: (string | undefined)[] = [];
  readonly #originDigests: string[] = [];
  readonly #bulks: BulkSummary[] = [];
  readonly #payingThemselves: number[] = [];
  /** The rows of the bulk not yet complete (a chunk need not end on a bulk's last row). */
  readonly #unbulkedRows: PaymentRow[] = [];
  #checked = 0;

  constructor(context: CheckContext, total: number) {
    this.#key = contextKey(context);
    this.#check = compileRowRules(context);
    this.#ownIban = electronicIban(context.payingAccountIban);
    this.#results = new Array<RowResult>(total);
    this.#fingerprints = new Array<string | undefined>(total);
    this.#earlierLines = new Array<number | undefined>(total);
  }

  /** Checks the next chunk (rows from `start` on, as `validatePayments` numbers them). */
  add(start: number, rows: readonly PaymentRow[]): void {
    if (start !== this.#checked) throw new Error(`Rows checked out of order: ${start} after ${this.#checked}.`);
    for (let k = 0; k < rows.length; k++) {
      const row = rows[k]!;
      const index = start + k;
      const result = this.#check(row, index);
      this.#results[index] = result;
      const fingerprint = rowFingerprint(result);
      this.#fingerprints[index] = fingerprint;
      if (fingerprint !== undefined) this.#earlierLines[index] = this.#earlier.of(fingerprint, row.line);
      if (this.#ownIban && electronicIban(row.values.iban ?? '') === this.#ownIban) this.#payingThemselves.push(index);
    }
    this.#checked += rows.length;
    for (const row of rows) this.#unbulkedRows.push(row);
    this.#digestCompleteBulks();
  }

  /** The digests of every bulk whose rows are all in now. */
  #digestCompleteBulks(): void {
    const total = this.#results.length;
    for (;;) {
      const k = this.#originDigests.length;
      const from = k * MAX_PAYMENTS_PER_BULK;
      const to = Math.min(from + MAX_PAYMENTS_PER_BULK, total);
      if (from >= total || to > this.#checked) return;
      const bulkRows = this.#unbulkedRows.splice(0, to - from);
      const json: string[] = [];
      for (let i = from; i < to; i++) {
        const payment = this.#results[i]!.payment;
        if (!payment) break;
        json.push(JSON.stringify(payment));
      }
      this.#paymentDigests[k] = json.length === to - from ? paymentsDigest(json) : undefined;
      this.#bulks[k] = summariseBulk(this.#results, k);
      this.#originDigests[k] = originsDigest(bulkRows.map((row, i) => originOf(row, from + i)));
    }
  }

  #matches(options: ValidationOptions): boolean {
    return this.#checked === this.#results.length && contextKey(options) === this.#key;
  }

  resultsFor(options: ValidationOptions): readonly RowResult[] | undefined {
    return this.#matches(options) ? this.#results : undefined;
  }

  get beforehand(): KnownBeforehand {
    return { fingerprints: this.#fingerprints, earlierLines: this.#earlierLines, bulks: this.#bulks };
  }

  get digests(): BulkDigests {
    const bulkResults = (k: number) => this.#results.slice(k * MAX_PAYMENTS_PER_BULK, (k + 1) * MAX_PAYMENTS_PER_BULK);
    return {
      // Only for the very payment objects of bulk k's rows, in order: anything else is hashed as sent.
      payments: (k, payments) => {
        const digest = this.#paymentDigests[k];
        if (digest === undefined) return undefined;
        const results = bulkResults(k);
        return results.length === payments.length && results.every((r, i) => r.payment === payments[i])
          ? digest
          : undefined;
      },
      origins: (k) => this.#originDigests[k],
    };
  }

  rowsPayingThemselves(options: ValidationOptions): readonly number[] | undefined {
    return this.#matches(options) ? this.#payingThemselves : undefined;
  }
}
