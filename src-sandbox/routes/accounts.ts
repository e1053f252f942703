import { authenticateTpp } from '../auth/request-auth';
import type { BankContext } from '../http/context';
import { json, notFound, type Reply } from '../http/reply';
import type { Route } from '../http/router';
import type { Account, Party, Psu, Transaction } from '../model';

/** Fixed page size of the transaction list (not in the spec; documented in docs/sandbox.md). */
export const TRANSACTION_PAGE_SIZE = 20;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function partyView(
  p: Partial<Party> & { name: string },
  extra: { gb_sort_code?: string; gb_account_number?: string } = {},
) {
  const [firstname = '', ...rest] = p.name.split(' ');
  return {
    name: p.name,
    firstname,
    lastname: rest.join(' '),
    iban: p.iban ?? '',
    bic: p.bic ?? '',
    gb_sort_code: extra.gb_sort_code ?? '',
    gb_account_number: extra.gb_account_number ?? '',
    street: '',
    city: '',
    postcode: '',
    country: (p.iban ?? '').slice(0, 2),
    email: '',
    phone: '',
    company: '',
    eu_vat_identifier: '',
    display_name: p.name,
  };
}

function accountView(ctx: BankContext, a: Account) {
  return {
    code: a.code ?? a.uuid,
    name: a.name,
    handle: a.handle,
    vat_liable: false,
    iban: a.iban,
    gb_sort_code: a.gb_sort_code,
    gb_account_number: a.gb_account_number,
    image_url: null,
    account_balance: a.balance,
    account_blocked_balance: '0.00',
    account_fees_payables_balance: '0.00',
    account_available_balance: a.balance,
    budgetingperiod_profit: '0.00',
    url: `${ctx.urls.base}/screen-scraping/v1/accounts/${a.handle}/`,
    archived: false,
    name_slug: a.handle,
    currency: a.currency,
    payment_account_state: 'active',
    payment_account_state_reason: null,
    // Leaked by the screen-scraping method; clients must strip them.
    _internal_ledger_ref: a.internal_ledger_ref,
    scraper_session_id: `scr-${a.uuid.slice(0, 8)}`,
  };
}

function transactionView(a: Account, psu: Psu, t: Transaction) {
  const owner = partyView({ name: `${psu.first_name} ${psu.last_name}`, iban: a.iban, bic: a.bic }, a);
  const other = partyView(t.counterparty);
  return {
    uuid: t.uuid,
    pool: a.handle,
    creditor: t.direction === 'out' ? other : owner,
    debtor: t.direction === 'out' ? owner : other,
    counterparty: other,
    amount: t.amount,
    currency: t.currency,
    ux_timestamp: t.timestamp,
    execution_timestamp: t.timestamp,
    booking_date: t.timestamp.slice(0, 10),
    due_date: null,
    state: t.state,
    method: t.method,
    type: 'push',
    direction: t.direction,
    unstructured_reference: t.unstructured_reference,
    structured_reference: t.structured_reference,
    end_to_end_id: t.end_to_end_id,
    execution_for_debt: t.execution_for_debt,
    identifier: t.identifier,
    generic_description: t.generic_description,
    submethod: t.method === 'sepa' ? 'sct' : '',
    _internal_ledger_ref: a.internal_ledger_ref,
    scraper_session_id: `scr-${t.uuid.slice(0, 8)}`,
    _raw_row: `${t.timestamp}|${t.amount}|${t.counterparty.name}`,
  };
}

async function withAccount(
  ctx: BankContext,
  handle: string | undefined,
): Promise<{ account: Account; psu: Psu } | Reply> {
  const auth = await authenticateTpp(ctx, true);
  if (!auth.ok) return auth.reply;
  const account = ctx.engine.world.accounts.find((a) => a.psu_id === auth.psu!.id && a.handle === handle);
  return account ? { account, psu: auth.psu! } : notFound('No account with this pool handle belongs to the customer.');
}

async function listAccounts(ctx: BankContext): Promise<Reply> {
  const auth = await authenticateTpp(ctx, true);
  if (!auth.ok) return auth.reply;
  return json(
    200,
    ctx.engine.world.accounts.filter((a) => a.psu_id === auth.psu!.id).map((a) => accountView(ctx, a)),
  );
}

async function getAccount(ctx: BankContext, params: Record<string, string>): Promise<Reply> {
  const found = await withAccount(ctx, params.handle);
  return 'status' in found ? found : json(200, accountView(ctx, found.account));
}

async function listTransactions(ctx: BankContext, params: Record<string, string>): Promise<Reply> {
  const found = await withAccount(ctx, params.handle);
  if ('status' in found) return found;
  const q = ctx.url.searchParams;
  const state = q.get('state');
  const direction = q.get('direction');
  const from = q.get('from_date');
  const to = q.get('to_date');
  if (state !== null && state !== 'paid' && state !== 'scheduled')
    return json(400, { state: [`"${state}" is not a valid choice; use paid or scheduled.`] });
  if (direction !== null && direction !== 'in' && direction !== 'out')
    return json(400, { direction: [`"${direction}" is not a valid choice; use in or out.`] });
  for (const [name, value] of [
    ['from_date', from],
    ['to_date', to],
  ] as const) {
    if (value !== null && (!DATE.test(value) || Number.isNaN(Date.parse(value))))
      return json(400, { [name]: ['Enter a valid date in the form YYYY-MM-DD.'] });
  }
  const rows = ctx.engine.world.transactions
    .filter((t) => t.account_uuid === found.account.uuid)
    .filter((t) => (state ? t.state === state : true) && (direction ? t.direction === direction : true))
    .filter((t) => (from ? t.timestamp.slice(0, 10) >= from : true) && (to ? t.timestamp.slice(0, 10) <= to : true))
    .sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0));
  const pageParam = q.get('page') ?? '1';
  const page = /^[1-9]\d*$/.test(pageParam) ? Number(pageParam) : NaN;
  const pages = Math.max(1, Math.ceil(rows.length / TRANSACTION_PAGE_SIZE));
  if (!Number.isInteger(page) || page > pages) return notFound('Invalid page.');
  const link = (n: number) => {
    const u = new URL(`${ctx.urls.base}${ctx.url.pathname}`);
    for (const [k, v] of q) if (k !== 'page') u.searchParams.append(k, v);
    if (n > 1) u.searchParams.set('page', String(n));
    return u.toString();
  };
  return json(200, {
    count: rows.length,
    next: page < pages ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: rows
      .slice((page - 1) * TRANSACTION_PAGE_SIZE, page * TRANSACTION_PAGE_SIZE)
      .map((t) => transactionView(found.account, found.psu, t)),
  });
}

async function getTransaction(ctx: BankContext, params: Record<string, string>): Promise<Reply> {
  const found = await withAccount(ctx, params.handle);
  if ('status' in found) return found;
  const t = ctx.engine.world.transactions.find(
    (x) => x.account_uuid === found.account.uuid && x.identifier === params.transaction_id,
  );
  return t
    ? json(200, transactionView(found.account, found.psu, t))
    : notFound('No transaction with this identifier on this account.');
}

export const accountRoutes: Route<BankContext>[] = [
  { method: 'GET', path: '/screen-scraping/v1/accounts/', handle: listAccounts },
  { method: 'GET', path: '/screen-scraping/v1/accounts/:handle/', handle: getAccount },
  { method: 'GET', path: '/screen-scraping/v1/accounts/:handle/transactions/', handle: listTransactions },
  { method: 'GET', path: '/screen-scraping/v1/accounts/:handle/transactions/:transaction_id/', handle: getTransaction },
];
