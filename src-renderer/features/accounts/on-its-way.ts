import Big from 'big.js';
import type { AccountView } from '../../../src-shared/ipc/channels/accounts';
import type { BulkSummary } from '../../../src-shared/ipc/channels/history';

/** Approved on the phone, not finished at the bank: the money is leaving the account. */
const LEAVING_STATES = ['approved', 'processing'];

/**
 * The money of our bulks that the balance shown does not reflect yet, exact, in the account's
 * currency ('0' when none): a bulk approved and still processing counts whole; a finished one
 * counts what it paid until balances fetched after it finished are on screen.
 */
export function moneyOnItsWay(
  account: Pick<AccountView, 'code' | 'iban' | 'currency'>,
  bulks: readonly BulkSummary[],
  balancesFetchedAt: string | null,
): string {
  let sum = new Big(0);
  for (const bulk of bulks) {
    if (bulk.paymentAccount !== account.code && bulk.paymentAccount !== account.iban) continue;
    const amount = !bulk.processed
      ? LEAVING_STATES.includes(bulk.state)
        ? bulk.currencyTotals[account.currency]
        : undefined
      : notYetInBalance(bulk, balancesFetchedAt)
        ? bulk.paidTotals?.[account.currency]
        : undefined;
    if (amount) sum = sum.plus(amount);
  }
  return sum.toString();
}

/** Finished after the balances on screen were fetched (or none were): the bank's balance may not show it. */
const notYetInBalance = (bulk: BulkSummary, fetchedAt: string | null): boolean =>
  fetchedAt === null || bulk.finishedAt === null || Date.parse(bulk.finishedAt) > Date.parse(fetchedAt);
