import { err, ok, type Result } from '../../../src-shared/result';
import { calendarProblemText, isoDateProblem } from '../../../src-shared/validation/calendar-date';
import type { TransactionFilter } from '../../ports/bank-gateway';
import type { Account, Transaction, TransactionPage } from '../../domain/bank-schemas';
import type { CamtVersion } from './camt-entry';
import { buildCamt053, deriveBalances } from './camt053';

/** What a statement needs of the bank client (src-main/adapters/bank-api/client.ts), directly or through the PSU session. */
export interface StatementBank {
  listAccounts(): Promise<Result<Account[]>>;
  listTransactions(poolHandle: string, filter?: TransactionFilter): Promise<Result<TransactionPage>>;
  followTransactionsLink(link: string): Promise<Result<TransactionPage>>;
}

export interface StatementRequest {
  /** The account's IBAN, pool handle or code. */
  account: string;
  from: string;
  to: string;
  includeScheduled?: boolean;
  version?: CamtVersion;
  now?: Date;
}

/** A statement reads at most this many pages (20 transactions each at the bank). */
const MAX_PAGES = 2000;
const DAY_MS = 86_400_000;
const compact = (s: string) => s.replace(/\s+/g, '').toUpperCase();

/** Every page of one listing, following `next` exactly as the bank gives it. */
async function allPages(
  bank: StatementBank,
  handle: string,
  filter: TransactionFilter,
): Promise<Result<Transaction[]>> {
  const rows: Transaction[] = [];
  let page = await bank.listTransactions(handle, filter);
  for (let n = 1; ; n++) {
    if (!page.ok) return err(page.error.code, page.error.message, undefined, page.error.params);
    rows.push(...page.value.results);
    if (!page.value.next) return ok(rows);
    if (n >= MAX_PAGES)
      return err(
        'statement_too_large',
        `More than ${MAX_PAGES} pages of transactions; choose a shorter period.`,
        undefined,
        {
          max: MAX_PAGES,
        },
      );
    page = await bank.followTransactionsLink(page.value.next);
  }
}

/** A period in YYYY-MM-DD, `from` not after `to`: checked before anything asks the bank. */
export function checkPeriod(from: string, to: string): Result<null> {
  // Written as a date but no such day (2026-11-31): said as such (Date.parse would take it as 1 December).
  for (const value of [from, to]) {
    const problem = isoDateProblem(value);
    if (problem && problem !== 'format')
      return err(problem.code, calendarProblemText(problem), undefined, problem.params);
  }
  if (isoDateProblem(from) || isoDateProblem(to) || from > to)
    return err(
      'statement_period',
      `The period ${from} to ${to} is not valid; give --from and --to as YYYY-MM-DD, from before to.`,
      undefined,
      { from, to, context: 'invalid' },
    );
  return ok(null);
}

/**
 * A camt.053 statement of one account for `from`–`to` from the transactions API: paid
 * transactions from `from` to today (the later ones only to work the closing balance back from
 * today's), and, when asked, scheduled ones of the period.
 */
export async function buildStatement(
  bank: StatementBank,
  request: StatementRequest,
): Promise<Result<{ xml: string; fileName: string; entries: number }>> {
  const { from, to } = request;
  const period = checkPeriod(from, to);
  if (!period.ok) return period;
  const now = request.now ?? new Date();
  const today = now.toISOString().slice(0, 10);
  if (to > today)
    return err(
      'statement_period',
      `The period ends ${to}, after today (${today}); end it today or earlier.`,
      undefined,
      {
        to,
        today,
        context: 'future',
      },
    );
  const oldestListed = new Date(now.getTime() - 365 * DAY_MS).toISOString().slice(0, 10);
  if (to < oldestListed)
    return err(
      'statement_period',
      `The bank lists only the last 365 days of transactions (from ${oldestListed}); choose a period ending after that.`,
      undefined,
      { oldest: oldestListed, context: 'too_old' },
    );
  const accounts = await bank.listAccounts();
  if (!accounts.ok) return err(accounts.error.code, accounts.error.message, undefined, accounts.error.params);
  const wanted = compact(request.account);
  const account = accounts.value.find(
    (a) => compact(a.iban) === wanted || a.handle === request.account || a.code === request.account,
  );
  if (!account)
    return err(
      'account_not_found',
      `The bank lists no account ${request.account} for the signed-in customer. Choose one of: ${accounts.value.map((a) => `${a.name} (${a.iban})`).join(', ') || 'none'}.`,
      undefined,
      { account: request.account, choices: accounts.value.map((a) => `${a.name} (${a.iban})`).join(', ') || '—' },
    );
  const paid = await allPages(bank, account.handle, {
    state: 'paid',
    from_date: from < oldestListed ? oldestListed : from,
  });
  if (!paid.ok) return paid;
  const scheduled = request.includeScheduled
    ? await allPages(bank, account.handle, { state: 'scheduled', from_date: from, to_date: to })
    : ok([] as Transaction[]);
  if (!scheduled.ok) return scheduled;
  const day = (t: Transaction) => t.booking_date || t.execution_timestamp.slice(0, 10);
  const inPeriod = paid.value.filter((t) => day(t) >= from && day(t) <= to);
  const version = request.version ?? '02';
  const xml = buildCamt053({
    account,
    from,
    to,
    transactions: [...inPeriod, ...scheduled.value],
    balances: deriveBalances(account.account_balance, paid.value, { from, to, oldestListed }),
    version,
    now,
  });
  const fileName = `camt.053.001.${version}_${compact(account.iban)}_${from}_${to}.xml`;
  return ok({ xml, fileName, entries: inPeriod.length + scheduled.value.length });
}
