import { randomUUID } from 'node:crypto';
import type { AccountView, TransactionFilters, TransactionView } from '../../../src-shared/ipc/channels/accounts';
import type { TransactionFilter } from '../../ports/bank-gateway';
import { err, ok, type Result } from '../../../src-shared/result';
import type { PsuBank } from '../bank-session/consent-bank';
import { buildStatement, type StatementRequest } from '../reports/statement';
import { transactionsCsv } from './transactions-csv';
import { accountView, transactionView } from '../../domain/account-views';

/** Where the next page is: the bank's `next` link exactly as given, for one account and filter. */
interface Cursor {
  handle: string;
  /** The filters the list was asked with; a cursor is only valid for the same ones. */
  filterKey: string;
  next: string;
}

export interface TransactionPageView {
  count: number;
  transactions: TransactionView[];
  cursor: string | null;
}

/** Remembered `next` links; old ones are dropped so a long session does not grow without end. */
const MAX_CURSORS = 500;
/** An export reads at most this many pages: a year of a busy account, far beyond what a sheet holds comfortably. */
const MAX_EXPORT_PAGES = 2000;

/**
 * Accounts and transactions of the signed-in PSU. The renderer never sees the bank's page
 * links: it gets an opaque cursor, so it cannot make main fetch an address of its choosing.
 */
export class AccountsService {
  readonly #cursors = new Map<string, Cursor>();

  constructor(private readonly bank: PsuBank) {}

  async list(): Promise<Result<{ accounts: AccountView[]; fetchedAt: string }>> {
    const result = await this.bank.call('Loading the accounts', (client) => client.listAccounts());
    if (!result.ok) return result;
    return ok({ accounts: result.value.map(accountView), fetchedAt: new Date().toISOString() });
  }

  async transactions(
    handle: string,
    filters: TransactionFilters = {},
    cursorId?: string,
  ): Promise<Result<TransactionPageView>> {
    const filterKey = JSON.stringify(bankFilter(filters));
    let next: string | undefined;
    if (cursorId !== undefined) {
      const cursor = this.#cursors.get(cursorId);
      if (!cursor || cursor.handle !== handle || cursor.filterKey !== filterKey) {
        return err(
          'cursor_unknown',
          'The list of transactions is out of date. Reload the transactions and scroll again.',
        );
      }
      next = cursor.next;
    }
    const page = await this.#page(handle, filters, next);
    if (!page.ok) return page;
    const { count, transactions } = page.value;
    return ok({
      count,
      transactions,
      cursor: page.value.next ? this.#remember({ handle, filterKey, next: page.value.next }) : null,
    });
  }

  /** One page: the first from the account's path, later ones by following `next` exactly as the bank gave it. */
  async #page(handle: string, filters: TransactionFilters, next: string | undefined) {
    const result = await this.bank.call('Loading transactions', (client) =>
      next ? client.followTransactionsLink(next) : client.listTransactions(handle, bankFilter(filters)),
    );
    if (!result.ok) return result;
    return ok({
      count: result.value.count,
      transactions: result.value.results.map(transactionView),
      next: result.value.next || null,
    });
  }

  /** A camt.053 statement of one account for a period (src-main/features/reports/statement.ts), in the signed-in session. */
  statement(request: StatementRequest) {
    return buildStatement(
      {
        listAccounts: () => this.bank.call('Loading the accounts', (c) => c.listAccounts()),
        listTransactions: (h, f) => this.bank.call('Loading transactions', (c) => c.listTransactions(h, f)),
        followTransactionsLink: (l) => this.bank.call('Loading transactions', (c) => c.followTransactionsLink(l)),
      },
      request,
    );
  }

  async transaction(handle: string, identifier: string): Promise<Result<TransactionView>> {
    const result = await this.bank.call('Loading the transaction', (client) =>
      client.getTransaction(handle, identifier),
    );
    if (!result.ok) {
      if (result.error.code === 'bank_not_found') {
        return err(
          'transaction_not_found',
          `The bank has no transaction ${identifier} on this account. It may be older than a year or belong to another account; reload the list.`,
          undefined,
          { id: identifier },
        );
      }
      return result;
    }
    return ok(transactionView(result.value));
  }

  /** Every page of an account's transactions (with the filter) as spreadsheet-safe CSV. */
  async exportCsv(
    handle: string,
    filters: TransactionFilters = {},
  ): Promise<Result<{ fileName: string; mimeType: string; content: string; rowCount: number }>> {
    const rows: TransactionView[] = [];
    let next: string | null | undefined;
    for (let pages = 0; next !== null; pages++) {
      if (pages >= MAX_EXPORT_PAGES)
        return err(
          'export_too_large',
          `This account has more than ${MAX_EXPORT_PAGES} pages of transactions; filter by state or dates to export fewer.`,
          undefined,
          { context: 'transactions' },
        );
      const page = await this.#page(handle, filters, next);
      if (!page.ok) return page;
      rows.push(...page.value.transactions);
      next = page.value.next;
    }
    const day = new Date().toISOString().slice(0, 10);
    const safeHandle = handle.replace(/[^A-Za-z0-9_-]/g, '_');
    return ok({
      fileName: `transactions-${safeHandle}${filters.state ? `-${filters.state}` : ''}-${day}.csv`,
      mimeType: 'text/csv;charset=utf-8',
      content: transactionsCsv(rows),
      rowCount: rows.length,
    });
  }

  #remember(cursor: Cursor): string {
    const id = randomUUID();
    this.#cursors.set(id, cursor);
    if (this.#cursors.size > MAX_CURSORS) this.#cursors.delete(this.#cursors.keys().next().value as string);
    return id;
  }
}

/** The bank's query parameters for the filters that are set. */
function bankFilter(filters: TransactionFilters): TransactionFilter {
  const out: TransactionFilter = {};
  if (filters.state) out.state = filters.state;
  if (filters.direction) out.direction = filters.direction;
  if (filters.fromDate) out.from_date = filters.fromDate;
  if (filters.toDate) out.to_date = filters.toDate;
  return out;
}
