// The payee checks: who a payment goes to, against the payee book the history keeps.
// One function, `payeeIssues`, called where a file's rows are checked across rows (next to the
// "already sent" check), so the window's review, `bulkpay validate`/`submit` and a team release all
// say the same. The book is a port: main reads it from SQLite or the team's PostgreSQL.
import Big from 'big.js';
import type { IssueParams } from '../bank/schemas';
import { withMessage } from './messages';
import { amountUnits } from './decimal-units';
import type { NamedPayee, PayeeAccount, PayeeBookLookup, PayeeSummary, UsualAmount } from './payee-book-lookup';
import { payeeKey } from './payee-key';
import type { BulkPaymentItem, ValidationIssue } from './types';

export {
  PAYEE_TRUST_STATES,
  type PayeeAccount,
  type PayeeBookLookup,
  type PayeeTrust,
  type UsualAmount,
} from './payee-book-lookup';
export { payeeKey } from './payee-key';

/** The warnings of the payee checks, as the run report lists them on each payment (payee_blocked is an error: never sent). */
export const PAYEE_WARNING_CODES = [
  'payee_bank_details_changed',
  'payee_new',
  'iban_other_payee',
  'amount_unusual',
  'name_lookalike_characters',
] as const;

/** `amount_unusual`: at least this many earlier payments in the currency before judging. */
export const UNUSUAL_MIN_HISTORY = 5;
/** `amount_unusual`: more than this many times the median, or less than the median divided by it. */
export const UNUSUAL_FACTOR = 3;

// Below U+0250 (ASCII, Latin-1, Latin Extended-A/B) there is no look-alike kind: no controls, no fullwidth, no other script.
const BEYOND_LATIN = /[\u0250-\uffff]/;

/** The key of an entry made for an account rather than a payee (trusting or blocking an IBAN not yet paid). */
export const ibanOnlyKey = (iban: string) => `iban:${iban}`;

// Bidirectional controls: they make a name display differently from how it is stored.
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const FULLWIDTH = /[\uff01-\uff5e]/u;
const LATIN = /\p{Script=Latin}/u;
const CONFUSABLE_SCRIPT = /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}]/u;
const SUSPICIOUS_CHAR = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\uff01-\uff5e]/u;

/** The kinds of look-alike characters in a name, empty when there are none. */
export function lookalikeKinds(name: string): string[] {
  if (!BEYOND_LATIN.test(name)) return [];
  const kinds: string[] = [];
  if (BIDI.test(name)) kinds.push('bidi');
  if (FULLWIDTH.test(name)) kinds.push('fullwidth');
  if (LATIN.test(name) && CONFUSABLE_SCRIPT.test(name)) kinds.push('mixed_scripts');
  return kinds;
}

/** The name with every look-alike character written visibly as `\u{…}`. */
export function visiblyEscaped(name: string): string {
  const mixed = LATIN.test(name) && CONFUSABLE_SCRIPT.test(name);
  let out = '';
  for (const ch of name) {
    const odd = SUSPICIOUS_CHAR.test(ch) || (mixed && CONFUSABLE_SCRIPT.test(ch));
    out += odd ? `\\u{${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}}` : ch;
  }
  return out;
}

/** The median of exact decimal strings. */
function median(amounts: readonly string[]): Big {
  const sorted = amounts.map((a) => new Big(a)).sort((a, b) => a.cmp(b));
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : sorted[mid - 1]!.plus(sorted[mid]!).div(2);
}

/** A payee's usual amount from its recent amounts in one currency (exact decimal strings). */
export function usualAmountOf(amounts: readonly string[]): UsualAmount {
  if (!amounts.length) return { count: 0, twiceMedianMilli: 0 };
  return { count: amounts.length, twiceMedianMilli: Number(median(amounts).times(2000).round(0).toFixed(0)) };
}

/** Far outside the payee's own history: > 3 × the median of its last amounts, or < median / 3. Exact integers in thousandths, Big for an amount they cannot hold. */
function isUnusual(amount: string, usual: UsualAmount | undefined): boolean {
  if (!usual || usual.count < UNUSUAL_MIN_HISTORY || usual.twiceMedianMilli <= 0) return false;
  const m2 = usual.twiceMedianMilli;
  const milli = amountUnits(amount, 3);
  return milli >= 0 && milli < 1e15
    ? 2 * milli > UNUSUAL_FACTOR * m2 || 2 * UNUSUAL_FACTOR * milli < m2
    : new Big(amount).times(2000).gt(UNUSUAL_FACTOR * m2) || new Big(amount).times(2000 * UNUSUAL_FACTOR).lt(m2);
}

/** Answers the median when the amount is far outside the payee's own history (`isUnusual`). */
export function unusualAgainst(amount: string, usual: UsualAmount | undefined): Big | undefined {
  // Times 0.0005 rather than divided by 2000: exact either way, and Big multiplies much faster.
  return usual && isUnusual(amount, usual) ? new Big(usual.twiceMedianMilli).times('0.0005') : undefined;
}

/** The median (twice it in thousandths) in cents, half up, as text: what `Big.toFixed(2)` says, without a Big per row. */
export function medianText(twiceMedianMilli: number): string {
  const cents = Math.floor((twiceMedianMilli + 10) / 20);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const paid = (a: PayeeAccount) => a.paymentCount > 0 && a.iban !== '';
/** The later paid of two (the first of equals), `a` possibly none. */
const later = (a: PayeeAccount | undefined, b: PayeeAccount) =>
  !a || (b.lastPaidAt ?? '') > (a.lastPaidAt ?? '') ? b : a;

type Field = 'name' | 'iban' | 'amount';

/**
 * The key a payment's payee has in this book: its ERP payee id when the book knows payees by that
 * id, else its normalised name (a history paid before the file had an id column knows names only).
 */
export function bookKeyOf(book: PayeeBookLookup, name: string, payeeId?: string | null): string {
  const key = payeeKey(name, payeeId);
  return key.startsWith('id:') && !book.accountsOfPayee(key).length ? payeeKey(name) : key;
}

/**
 * What the book says of one IBAN whatever the payee, worked out once per account list (a file pays
 * one IBAN on many rows, and a shared account, e.g. a payroll bank's, has many payees): each row then
 * asks it by its own payee in a few set look-ups instead of a pass over the IBAN's accounts.
 */
interface IbanSummary {
  /** The first blocked account. */
  blocked: PayeeAccount | undefined;
  /** The paid accounts, latest paid first (the first of equals first, as `later` keeps). */
  paidLatestFirst: PayeeAccount[];
  keys: Set<string>;
  payeeIds: Set<string>;
  trustedKeys: Set<string>;
  trustedPayeeIds: Set<string>;
}

/** A summary of no accounts, to fill. */
const emptySummary = (): IbanSummary => ({
  blocked: undefined,
  paidLatestFirst: [],
  keys: new Set(),
  payeeIds: new Set(),
  trustedKeys: new Set(),
  trustedPayeeIds: new Set(),
});

/** An IBAN the book does not hold (most of a new file's rows ask one): one summary for them all, never changed. */
const NO_ACCOUNTS = emptySummary();

function ibanSummaryOf(atIban: readonly PayeeAccount[]): IbanSummary {
  if (!atIban.length) return NO_ACCOUNTS;
  const summary = emptySummary();
  for (const a of atIban) {
    if (a.trust === 'blocked') summary.blocked ??= a;
    summary.keys.add(a.key);
    if (a.payeeId) summary.payeeIds.add(a.payeeId);
    if (a.trust === 'trusted') {
      summary.trustedKeys.add(a.key);
      if (a.payeeId) summary.trustedPayeeIds.add(a.payeeId);
    }
    if (paid(a)) summary.paidLatestFirst.push(a);
  }
  // Stable: of equal dates the first in the book's order stays first.
  summary.paidLatestFirst.sort((a, b) =>
    (b.lastPaidAt ?? '') > (a.lastPaidAt ?? '') ? 1 : (b.lastPaidAt ?? '') < (a.lastPaidAt ?? '') ? -1 : 0,
  );
  return summary;
}

/** What the book says of one payment's IBAN for its payee. */
interface IbanFacts {
  blocked: PayeeAccount | undefined;
  /** Trusted for this payee, or as an account of its own. */
  trusted: boolean;
  /** The payee (by key or ERP id) has an entry at this IBAN. */
  mine: boolean;
  paidHere: boolean;
  /** The latest paid account of another payee at this IBAN. */
  otherLatest: PayeeAccount | undefined;
}

/** What the book says of one payment's IBAN for its payee (`key`, or its ERP payee id). */
function atIbanFacts(book: PayeeBookLookup, key: string, iban: string, payeeId: string | undefined): IbanFacts {
  const summary = book.ibanSummary(iban, ibanSummaryOf);
  const { blocked, paidLatestFirst, keys, payeeIds, trustedKeys, trustedPayeeIds } = summary;
  // Trust on an account speaks for this payee only: trusted for this payee, or trusted as an account
  // of its own that no payee holds. Another payee's trusted account is still another payee's.
  // An entry carrying the row's ERP payee id is the row's payee whatever the name (renamed in the ERP,
  // or an account entry a payee file gave the id).
  const byId = payeeId !== undefined;
  const trusted =
    (trustedKeys.size > 0 && (trustedKeys.has(key) || trustedKeys.has(ibanOnlyKey(iban)))) ||
    (byId && trustedPayeeIds.has(payeeId));
  const mine = keys.has(key) || (byId && payeeIds.has(payeeId));
  // The latest paid account of another payee: accounts at one IBAN rarely share a key, so the first or second.
  let otherLatest: PayeeAccount | undefined;
  for (const a of paidLatestFirst)
    if (a.key !== key) {
      otherLatest = a;
      break;
    }
  return { blocked, trusted, mine, paidHere: paidLatestFirst.length > 0, otherLatest };
}

/** A payee summary of no accounts, to fill. */
function emptyPayeeSummary(): PayeeSummary {
  return { blockedWhole: undefined, latestPaid: undefined, paidIbans: [], usualCurrency: undefined, usual: undefined };
}

/** The payee's usual amount in this currency, kept in its summary (the book's never change while it lives). */
function usualIn(book: PayeeBookLookup, key: string, payee: PayeeSummary, currency: string): UsualAmount | undefined {
  if (payee.usualCurrency !== currency) {
    payee.usual = book.usualAmount(key, currency);
    payee.usualCurrency = currency;
  }
  return payee.usual;
}

/** A payee the book does not hold (a new file's new payees): one summary for them all, never changed. */
const NO_PAYEE: Readonly<PayeeSummary> = emptyPayeeSummary();

function payeeSummaryOf(mine: readonly PayeeAccount[]): PayeeSummary {
  if (!mine.length) return NO_PAYEE;
  const summary = emptyPayeeSummary();
  for (const a of mine) {
    if (a.trust === 'blocked' && a.iban === '') summary.blockedWhole ??= a;
    if (!paid(a)) continue;
    summary.latestPaid = later(summary.latestPaid, a);
    summary.paidIbans.push(a.iban);
  }
  return summary;
}

/**
 * The row's payee: by its ERP payee id (`bookKeyOf`), else by its name, kept in the book's
 * `payeesByName`: the name keyed once per book, and a row asks one map by its own text.
 */
function bookPayeeOf(book: PayeeBookLookup, name: string, payeeId: string | null | undefined): NamedPayee {
  if (payeeId?.trim()) {
    const key = bookKeyOf(book, name, payeeId);
    return { key, summary: book.payeeSummary(key, payeeSummaryOf) };
  }
  let named = book.payeesByName.get(name);
  if (!named) {
    const key = payeeKey(name);
    book.payeesByName.set(name, (named = { key, summary: book.payeeSummary(key, payeeSummaryOf) }));
  }
  return named;
}

/**
 * What the book says of the IBAN of a payee paid there before, when the book blocks no account at it: not
 * blocked, the payee's own (so no other payee's), paid there. Trust is not asked: it only lifts
 * `payee_bank_details_changed` and `payee_new`, and a payee paid to this IBAN gets neither. Most rows
 * of a file paid month after month: no look-up of the IBAN at all.
 */
const PAID_HERE_BEFORE: Readonly<IbanFacts> = {
  blocked: undefined,
  trusted: false,
  mine: true,
  paidHere: true,
  otherLatest: undefined,
};

const NONE: ValidationIssue[] = [];

/** Where a finding is: the row, its file line, the field. */
type Place = { line: number; row: number; field: Field };

/** The row's findings with one more (a list of its own for the first): no list made for a row without any. */
function plus(
  issues: ValidationIssue[],
  { line, row, field }: Place,
  code: string,
  severity: 'error' | 'warning',
  params: IssueParams,
): ValidationIssue[] {
  const message = withMessage({ line, row, field, code, severity, params });
  if (issues === NONE) return [message];
  issues.push(message);
  return issues;
}

/**
 * The payee findings on one payment bound for the bank (row `row`, on file line `line`), as the row
 * rules build it (`bankItem`): its IBAN already in electronic form (`electronicIban`, the rules' own
 * step), so the checks compare it as it is. Put in that form again here, it was a second scan of the
 * row's IBAN on every row (~13 ms a review of 100,000 rows on the parsed text's sliced strings;
 * bench/RESULTS.md, "Session 16, payee").
 */
export function payeeIssues(
  /**
   * Its `counterparty.account_identifier` must be in electronic form (no spaces, upper case), as
   * `bankItem` and `electronicIban` give it: an IBAN as the file wrote it would miss its block and
   * its known account.
   */
  payment: BulkPaymentItem,
  line: number,
  row: number,
  book: PayeeBookLookup | undefined,
  /** The paying account's currency, for a payment that names none. */
  defaultCurrency?: string,
  payeeId?: string | null,
): ValidationIssue[] {
  let issues = NONE;
  const name = payment.counterparty.name;
  const kinds = lookalikeKinds(name);
  if (kinds.length)
    issues = plus(issues, { line, row, field: 'name' }, 'name_lookalike_characters', 'warning', {
      escaped: visiblyEscaped(name),
      kinds: kinds.join(','),
    });
  if (!book) return issues;
  const iban = payment.counterparty.account_identifier;
  const { key, summary: payee } = bookPayeeOf(book, name, payeeId);
  const paidToIban = payee.paidIbans.includes(iban);
  const here =
    paidToIban && !book.ibanBlocked(iban)
      ? PAID_HERE_BEFORE
      : atIbanFacts(book, key, iban, payeeId?.trim() || undefined);
  const blocked = here.blocked ?? payee.blockedWhole;
  // `blockedIban`: the blocked entry's own IBAN ('' for the payee blocked as a whole), to find the block.
  if (blocked)
    issues = plus(issues, { line, row, field: 'iban' }, 'payee_blocked', 'error', {
      iban,
      name: blocked.name,
      blockedIban: blocked.iban,
    });
  const old = payee.latestPaid;
  if (old && !paidToIban && !here.trusted)
    issues = plus(issues, { line, row, field: 'iban' }, 'payee_bank_details_changed', 'warning', {
      oldIban: old.iban,
      newIban: iban,
      lastPaid: (old.lastPaidAt ?? '').slice(0, 10),
    });
  if (here.otherLatest && !here.mine)
    issues = plus(issues, { line, row, field: 'iban' }, 'iban_other_payee', 'warning', {
      iban,
      otherName: here.otherLatest.name,
    });
  if (book.hasHistory && !old && !here.paidHere && !here.trusted)
    issues = plus(issues, { line, row, field: 'name' }, 'payee_new', 'warning', {});
  const currency = payment.currency ?? defaultCurrency ?? '';
  // Only a payee paid before has a summary of its own (`NO_PAYEE` is shared, never written).
  const usual = old ? usualIn(book, key, payee, currency) : undefined;
  if (usual && isUnusual(payment.amount, usual))
    issues = plus(issues, { line, row, field: 'amount' }, 'amount_unusual', 'warning', {
      amount: payment.amount,
      median: medianText(usual.twiceMedianMilli),
      currency,
      factor: UNUSUAL_FACTOR,
    });
  return issues;
}
