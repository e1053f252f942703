// The review's checks on a plan that look at the paying account: rows paying the account itself,
// each bulk's total against the balance, and why the plan cannot be sent. Moved out of
// submission-service.ts unchanged.
import Big from 'big.js';
import type { PlannedBulk, Review, ReviewAccount, SubmitInput } from '../../src-shared/ipc/channels/bulks';
import {
  exactAmountText,
  type BulkRequestBody,
  type BulkSummary,
  type ValidationIssue,
} from '../../src-shared/payments';
import { electronicIban } from '../../src-shared/payments/iban';
import { withMessage } from '../../src-shared/payments/messages';
import { unknownViewFields } from './account-views';
import type { Account } from './bank-schemas';
import type { RowOrigin } from './bank-rejections';
import { exactSum as sum } from './exact-sum';
import { countedNoun } from './counted-noun';

/** What main would send: the review, and each bulk's request with the lines its payments come from. */
export interface Plan extends Review {
  requests: BulkRequestBody[];
  origins: RowOrigin[][];
}

export const lines = (review: { firstLine: number; lastLine: number }) =>
  `lines ${review.firstLine}–${review.lastLine}`;

export const accountView = (a: Account): ReviewAccount => ({
  code: a.code,
  iban: a.iban,
  name: a.name,
  currency: a.currency,
  available: a.account_available_balance,
  unknownFields: unknownViewFields(a),
});

/**
 * Rows that pay the paying account itself: the bank refuses the whole bulk at acceptance for one
 * of them, so the review stops them first, each as an error on its IBAN.
 */
export function payeeIsPayingAccount(
  rows: SubmitInput['rows'],
  account: Account,
  /** The rows already found paying the account (checked as they arrived), if they were. */
  found?: readonly number[],
): ValidationIssue[] {
  const own = electronicIban(account.iban);
  // An account the bank lists without its IBAN: no row can be matched to it (an empty IBAN is iban_missing).
  if (!own) return [];
  const indices = found ?? rows.flatMap((row, index) => (electronicIban(row.values.iban ?? '') === own ? [index] : []));
  return indices.map((index) =>
    withMessage({
      line: rows[index]!.line,
      row: index,
      field: 'iban' as const,
      code: 'payee_is_paying_account',
      params: { iban: account.iban, account: account.name },
      severity: 'error' as const,
    }),
  );
}

/** The account's available balance, or undefined when the bank did not send it (schemas.ts, tolerantList). */
const availableOf = (account: Account) =>
  account.unknown_fields?.includes('account_available_balance')
    ? undefined
    : new Big(account.account_available_balance);

/** Each bulk as the review shows it: its totals, the bank's total of its request, its lines, and the balance check. */
export function plannedBulks(
  summaries: readonly BulkSummary[],
  requests: readonly BulkRequestBody[],
  origins: readonly RowOrigin[][],
  account: Account,
): PlannedBulk[] {
  // Without a balance nothing is compared with it, and the review says the bank checks it on arrival.
  const available = availableOf(account);
  return summaries.map((b, k) => {
    const amounts = requests[k]?.payments.map((p) => p.amount) ?? [];
    const bankTotal = sum(amounts);
    const chunk = origins[k] ?? [];
    return {
      index: k,
      count: b.count,
      totals: b.totals,
      bankTotal: exactAmountText(bankTotal, account.currency),
      firstLine: chunk[0]?.line ?? 0,
      lastLine: chunk.at(-1)?.line ?? 0,
      exceedsBalance: available !== undefined && bankTotal.gt(available),
    };
  });
}

/** The file-level balance warnings: the balance unknown, or the bulks together over it. */
export function balanceWarnings(bulks: readonly PlannedBulk[], account: Account): ValidationIssue[] {
  const available = availableOf(account);
  if (!available)
    return [
      {
        line: 0,
        row: -1,
        field: 'file',
        code: 'balance_unknown',
        params: { account: account.name },
        severity: 'warning',
        message: `The bank did not say the available balance of ${account.name}, so Bulkpay could not check the totals against it. The bank checks each bulk on arrival and refuses one the balance does not cover; check the balance in your bank before sending.`,
      },
    ];
  // Each bulk fits the balance at acceptance, but they all draw on it: once the running total in send
  // order passes the balance, the later payments end "not sent" when their bulk is processed.
  let running = new Big(0);
  const short = bulks.find((b) => (running = running.plus(b.bankTotal)).gt(available));
  if (!short || bulks.some((b) => b.exceedsBalance)) return [];
  const total = exactAmountText(sum(bulks.map((b) => b.bankTotal)), account.currency);
  return [
    {
      line: short.firstLine,
      row: -1,
      field: 'file',
      code: 'file_total_over_balance',
      // Amounts as exact decimals with their currency: each screen writes them as its language does.
      params: {
        totalAmount: total,
        availableAmount: account.account_available_balance,
        currency: account.currency,
        account: account.name,
        bulk: short.index + 1,
        firstLine: short.firstLine,
        lastLine: short.lastLine,
      },
      severity: 'warning',
      message: `The bulks together total ${total} ${account.currency}, more than the ${account.account_available_balance} ${account.currency} available on ${account.name}. Each is sent, but from bulk ${short.index + 1} (${lines(short)}) on, payments will end "not sent" for lack of balance unless funds arrive before the bank processes them. Add funds or send fewer payments.`,
    },
  ];
}

/** Why the plan cannot be sent (errors first, then a bulk over the balance), as a code with params, or null. */
export function blockReason(
  errors: readonly ValidationIssue[],
  bulks: readonly PlannedBulk[],
  account: Account,
): BlockReason | null {
  if (errors.length) {
    const rows = new Set(errors.map((e) => e.row)).size;
    return {
      code: 'review_has_errors',
      params: { count: rows },
      message: `The file has ${countedNoun(errors.length, 'error')} in ${countedNoun(rows, 'row')}. Fix or remove those rows, then review again.`,
    };
  }
  const over = bulks.find((b) => b.exceedsBalance);
  if (over)
    return {
      code: 'bulk_over_balance',
      params: {
        bulk: over.index + 1,
        firstLine: over.firstLine,
        lastLine: over.lastLine,
        totalAmount: over.bankTotal,
        availableAmount: account.account_available_balance,
        currency: account.currency,
        account: account.name,
      },
      message: `Bulk ${over.index + 1} (${lines(over)}) totals ${over.bankTotal} ${account.currency}, more than the ${account.account_available_balance} ${account.currency} available on ${account.name}; the bank would refuse it. Add funds or remove payments, then review again.`,
    };
  return null;
}

/** Why a plan cannot be sent: a code and params each screen words (amounts as `…Amount`), and main's English. */
export interface BlockReason {
  code: string;
  params: Record<string, string | number>;
  message: string;
}
