// The payee book's warnings in the Fix step (docs/payee-book.md): the window's own check runs
// offline, without the book; once a file's rows are checked, the core is asked what its book knows
// of the file's distinct payees and IBANs (a few thousand per message, never the rows), and the
// same `payeeIssues` as Review's puts each finding on its row. An edited payee cell is checked
// against it at once, after asking the core about a payee or IBAN it was not asked about yet.
import { electronicIban } from '../../../src-shared/payments/iban';
import { BOOK_SLICE_MAX } from '../../../src-shared/ipc/bounds';
import { bookOfSlices, type PayeeBookSlice, type PayeeSliceAsk } from '../../../src-shared/payments/payee-book-memory';
import {
  PAYEE_WARNING_CODES,
  payeeIssues,
  payeeKey,
  type PayeeBookLookup,
} from '../../../src-shared/payments/payee-checks';
import type { CheckLedger } from '../../../src-shared/import/check-ledger';
import type { PaymentRow } from '../../../src-shared/payments/fields';
import type { BulkPaymentItem, RowResult, ValidationIssue } from '../../../src-shared/payments/types';
import { bulkpay } from '../../bridge';
import { yieldToWindow } from '../../yield-to-window';

/** Rows given their findings in one go before the window's thread is let go (a few tens of milliseconds). */
const FINDINGS_SLICE = 5000;

/** The codes `payeeIssues` gives (its warnings and the block): what a refreshed book replaces on a row. */
const PAYEE_CODES: ReadonlySet<string> = new Set([...PAYEE_WARNING_CODES, 'payee_blocked']);

/** A row's payment as the checks read it, when the row has no error (Review checks only those too). */
function paymentOf(row: PaymentRow, result: RowResult): BulkPaymentItem | undefined {
  if (result.amount === undefined || result.issues.some((i) => i.severity === 'error')) return undefined;
  const { name = '', iban = '' } = row.values;
  return {
    amount: result.amount,
    currency: result.currency,
    counterparty: { name: name.trim(), account_identifier: electronicIban(iban), account_identifier_type: 'iban' },
    method: 'sepa',
  } as BulkPaymentItem;
}

/** What was asked of the core in one message: the payee keys and IBANs it is the answer for. */
interface AskedPart {
  keys: string[];
  ibans: string[];
}

/** Why the book could not be checked: the team's book out of reach, or an ask the core did not answer. */
export type PayeeBookProblem = 'unavailable' | 'failed';

/**
 * The core's answers for an ask, in parts of at most `BOOK_SLICE_MAX` payees and IBANs, each with
 * what it was asked (a part the core did not answer comes back `undefined`). All the parts are sent
 * at once: they wait in the core's queue together rather than each behind whatever else the core is
 * doing (a large file's rows going up for its review).
 */
async function askInParts(ask: {
  keys: string[];
  payees: PayeeSliceAsk['payees'];
  ibans: string[];
  currencies: string[];
}) {
  const parts = Math.ceil(Math.max(ask.payees.length, ask.ibans.length) / BOOK_SLICE_MAX);
  return Promise.all(
    Array.from({ length: parts }, async (_, part) => {
      const [from, to] = [part * BOOK_SLICE_MAX, (part + 1) * BOOK_SLICE_MAX];
      const asked: AskedPart = { keys: ask.keys.slice(from, to), ibans: ask.ibans.slice(from, to) };
      const request = { payees: ask.payees.slice(from, to), ibans: asked.ibans, currencies: ask.currencies };
      // Any failure, even one before the request leaves (no bridge), is a part not answered.
      const answer = await Promise.resolve()
        .then(() => bulkpay.payees.bookFor(request))
        .catch(() => undefined);
      return { asked, answer };
    }),
  );
}

/** The book for a file's rows, built from the core's answers; asks only about what it was not asked before. */
export class PayeeWarnings {
  #slices: PayeeBookSlice[] = [];
  #askedPayees = new Set<string>();
  #askedIbans = new Set<string>();
  #askedCurrencies = new Set<string>();
  /** The file's names without an ERP id and their keys: a name is keyed once per file, not at every ask. */
  #nameKeys = new Map<string, string>();
  #book: PayeeBookLookup | undefined;
  /** Bumped by `forget`: an answer for a file closed meanwhile is dropped. */
  #generation = 0;
  #problem: PayeeBookProblem | undefined;
  /** The asks one after another: an edit's answer is added to the whole file's, never the other way round. */
  #queue: Promise<unknown> = Promise.resolve();

  /** Another file: nothing asked yet. */
  forget(): void {
    this.#slices = [];
    this.#askedPayees.clear();
    this.#askedIbans.clear();
    this.#askedCurrencies.clear();
    this.#nameKeys.clear();
    this.#book = undefined;
    this.#problem = undefined;
    this.#generation++;
  }

  /**
   * The book changed (a payee trusted, blocked, unblocked or imported): the next whole-file ask asks
   * about every payee again, the findings so far stay until its answer replaces them.
   */
  forgetAsked(): void {
    this.#queue = this.#queue.then(() => {
      this.#askedPayees.clear();
      this.#askedIbans.clear();
      this.#askedCurrencies.clear();
    });
  }

  /** Why the book's findings may be missing from some rows now, if they may. */
  get problem(): PayeeBookProblem | undefined {
    return this.#problem;
  }

  /** The row's result with the book's findings on it (the old ones replaced); the same object when none changed. */
  withFindings(
    row: PaymentRow,
    result: RowResult,
    index: number,
    defaultCurrency: string,
    book = this.#book,
  ): RowResult {
    const kept = result.issues.filter((i) => !PAYEE_CODES.has(i.code));
    const payment = book && paymentOf(row, { ...result, issues: kept });
    const found: ValidationIssue[] = payment
      ? payeeIssues(payment, row.line, index, book, defaultCurrency, row.values.payee_id)
      : [];
    if (kept.length === result.issues.length && found.length === 0) return result;
    return { ...result, issues: [...kept, ...found] };
  }

  /**
   * Puts the book's findings on these rows of the ledger, a slice at a time with the window's thread
   * free in between (an edit made meanwhile is checked against the book as it is made); stops when
   * `stale` says the rows were checked again or another file was opened. Answers whether a row changed.
   */
  async putOnRows(
    ledger: CheckLedger,
    indices: readonly number[],
    defaultCurrency: string,
    stale: () => boolean,
  ): Promise<boolean> {
    let changed = false;
    // The book as it is now, for every slice: an answer arriving meanwhile is put on by its own pass.
    const book = this.#book;
    for (let from = 0; from < indices.length; from += FINDINGS_SLICE) {
      if (from > 0) {
        await yieldToWindow();
        if (stale()) return false;
      }
      for (const i of indices.slice(from, from + FINDINGS_SLICE)) {
        const row = ledger.rows[i];
        const result = ledger.results[i];
        if (!row || !result) continue;
        const next = this.withFindings(row, result, i, defaultCurrency, book);
        if (next === result) continue;
        ledger.replaceIssues(i, next);
        changed = true;
      }
    }
    return changed;
  }

  /**
   * Asks the core about the rows' payees and IBANs not asked about before; answers whether the book
   * learned something (then these rows are to be checked again with `withFindings`), and `all` when
   * the whole file was asked again (a new currency: every row is to be checked again). Only the whole
   * file's ask (`whole`) starts the book afresh; an edit's ask adds to it, and an edit bringing a
   * currency not asked about answers `askAll` (the whole file is to be asked again). The asks run one
   * after another.
   */
  learn(
    rows: readonly PaymentRow[],
    results: readonly RowResult[],
    defaultCurrency: string,
    whole: boolean,
  ): Promise<false | 'these' | 'all' | 'askAll'> {
    const next = this.#queue.then(() => this.#learnNow(rows, results, defaultCurrency, whole));
    this.#queue = next.catch(() => undefined);
    return next;
  }

  async #learnNow(
    rows: readonly PaymentRow[],
    results: readonly RowResult[],
    defaultCurrency: string,
    whole: boolean,
  ): Promise<false | 'these' | 'all' | 'askAll'> {
    const generation = this.#generation;
    const currencies = new Set([defaultCurrency]);
    for (const result of results) if (result.currency) currencies.add(result.currency);
    const newCurrency = [...currencies].some((c) => !this.#askedCurrencies.has(c));
    if (newCurrency && !whole) return 'askAll';
    const fresh = newCurrency;
    const ask = await this.#newAsk(rows, results, fresh ? currencies : this.#askedCurrencies, fresh);
    if (generation !== this.#generation || (!ask.payees.length && !ask.ibans.length)) return false;
    const answers = await askInParts(ask);
    if (generation !== this.#generation) return false;
    const slices: PayeeBookSlice[] = [];
    const learned: AskedPart[] = [];
    let problem: PayeeBookProblem | undefined;
    for (const { asked, answer } of answers) {
      if (answer?.ok && answer.value.available) {
        slices.push(answer.value);
        learned.push(asked);
      } else problem = answer?.ok ? 'unavailable' : (problem ?? 'failed');
    }
    // The whole file's ask says whether the book could be checked; an edit's only that it could not.
    if (whole || problem) this.#problem = problem;
    if (!learned.length) return false;
    if (fresh) {
      this.#slices = [];
      this.#askedPayees.clear();
      this.#askedIbans.clear();
    }
    // The parts answered are asked; the others are asked again with the next ask.
    for (const part of learned) {
      for (const key of part.keys) this.#askedPayees.add(key);
      for (const iban of part.ibans) this.#askedIbans.add(iban);
    }
    for (const currency of ask.currencies) this.#askedCurrencies.add(currency);
    this.#slices.push(...slices);
    this.#book = bookOfSlices(this.#slices);
    return fresh ? 'all' : 'these';
  }

  /**
   * The payees and IBANs not asked about yet (a slice of rows at a time, the thread let go between);
   * all of them (`fresh`) when the book starts afresh.
   */
  async #newAsk(
    rows: readonly PaymentRow[],
    results: readonly RowResult[],
    currencies: ReadonlySet<string>,
    fresh: boolean,
  ) {
    const askedPayees = fresh ? new Set<string>() : this.#askedPayees;
    const askedIbans = fresh ? new Set<string>() : this.#askedIbans;
    const payees = new Map<string, { name: string; payeeId?: string }>();
    const ibans = new Set<string>();
    for (let from = 0; from < rows.length; from += FINDINGS_SLICE) {
      if (from > 0) await yieldToWindow();
      for (let i = from; i < Math.min(rows.length, from + FINDINGS_SLICE); i++) {
        const payment = paymentOf(rows[i]!, results[i]!);
        if (!payment) continue;
        const { name, account_identifier: iban } = payment.counterparty;
        const payeeId = rows[i]!.values.payee_id?.trim() || undefined;
        const key = payeeId ? payeeKey(name, payeeId) : this.#nameKey(name);
        if (!askedPayees.has(key) && !payees.has(key)) payees.set(key, payeeId ? { name, payeeId } : { name });
        if (!askedIbans.has(iban)) ibans.add(iban);
      }
    }
    return { keys: [...payees.keys()], payees: [...payees.values()], ibans: [...ibans], currencies: [...currencies] };
  }

  #nameKey(name: string): string {
    let key = this.#nameKeys.get(name);
    if (key === undefined) this.#nameKeys.set(name, (key = payeeKey(name)));
    return key;
  }
}
