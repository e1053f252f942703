import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch, type HandlerMap } from '../../../../../src-main/platform/ipc/dispatch';
import { accountsHandlers } from '../../../../../src-main/features/accounts/handlers';
import { TRANSACTION_PAGE_SIZE } from '../../../../../src-sandbox/routes/accounts';
import { dumpDatabase, psuWorld, type PsuWorld } from '../../../harness/psu-harness';

/** Text the sandbox's screen scraping leaks into every account and transaction. */
const LEAKS = /_internal_ledger_ref|LEDGER-|scraper_session_id|scr-[0-9a-f]{8}|_raw_row/;

describe('accounts and transactions against the sandbox', () => {
  let world: PsuWorld;
  let handlers: HandlerMap;
  beforeAll(async () => {
    world = await psuWorld();
    await world.signIn();
    handlers = accountsHandlers(world.psu.accounts) as unknown as HandlerMap;
  });
  afterAll(async () => {
    await world.close();
  });

  const call = async <T>(channel: string, request: unknown) => {
    const result = await dispatch(handlers, channel, request);
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
    return { value: result.value as T, wire: JSON.stringify(result) };
  };

  it('lists the accounts with balances, state and UK numbers, and nothing the bank leaked', async () => {
    const { value, wire } = await call<{ accounts: Record<string, unknown>[]; fetchedAt: string }>('accounts:list', {});
    expect(value.accounts).toHaveLength(3);
    expect(Date.now() - Date.parse(value.fetchedAt)).toBeLessThan(10_000);
    const gbp = value.accounts.find((a) => a.currency === 'GBP')!;
    expect(gbp.gbSortCode).toMatch(/^\d{6}$/);
    expect(gbp.gbAccountNumber).toMatch(/^\d{8}$/);
    const eur = value.accounts.find((a) => a.name === 'Operating account')!;
    expect(eur).toMatchObject({
      currency: 'EUR',
      gbSortCode: null,
      state: 'active',
      stateReason: null,
      archived: false,
      blocked: '0.00',
      feesPayable: '0.00',
    });
    expect(eur.available).toMatch(/^\d+\.\d{2}$/);
    expect(wire).not.toMatch(LEAKS);
  });

  it('pages through every transaction by following next, with the state filter', async () => {
    const handle = world.account.handle;
    const ids: string[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    let count: number;
    do {
      const { value, wire } = await call<{
        count: number;
        transactions: { identifier: string }[];
        cursor: string | null;
      }>('accounts:transactions', { handle, ...(cursor ? { cursor } : {}) });
      expect(wire).not.toMatch(LEAKS);
      expect(wire).not.toContain('http://'); // the bank's page links stay in main
      ids.push(...value.transactions.map((t) => t.identifier));
      count = value.count;
      cursor = value.cursor;
      pages++;
    } while (cursor);
    expect(count).toBeGreaterThan(2 * TRANSACTION_PAGE_SIZE);
    expect(pages).toBe(Math.ceil(count / TRANSACTION_PAGE_SIZE));
    expect(new Set(ids).size).toBe(count);

    const scheduled = await call<{ count: number; transactions: { state: string }[]; cursor: string | null }>(
      'accounts:transactions',
      { handle, state: 'scheduled' },
    );
    expect(scheduled.value.transactions.every((t) => t.state === 'scheduled')).toBe(true);
    const paid = await call<{ count: number; transactions: { state: string }[]; cursor: string | null }>(
      'accounts:transactions',
      { handle, state: 'paid' },
    );
    expect(paid.value.transactions.every((t) => t.state === 'paid')).toBe(true);
    expect(scheduled.value.count + paid.value.count).toBe(count);
    // A cursor belongs to its filter: using it with another filter is refused, not silently mixed.
    const mixed = await dispatch(handlers, 'accounts:transactions', {
      handle,
      state: 'scheduled',
      cursor: paid.value.cursor,
    });
    expect(!mixed.ok && mixed.error.code).toBe('cursor_unknown');
  });

  it('passes the direction and date filters to the bank', async () => {
    const handle = world.account.handle;
    type Page = { count: number; transactions: { direction: string; bookingDate: string }[]; cursor: string | null };
    const all = await call<Page>('accounts:transactions', { handle });
    const incoming = await call<Page>('accounts:transactions', { handle, direction: 'in' });
    const outgoing = await call<Page>('accounts:transactions', { handle, direction: 'out' });
    expect(incoming.value.transactions.every((t) => t.direction === 'in')).toBe(true);
    expect(outgoing.value.transactions.every((t) => t.direction === 'out')).toBe(true);
    expect(incoming.value.count + outgoing.value.count).toBe(all.value.count);
    const from = all.value.transactions[5]!.bookingDate;
    const recent = await call<Page>('accounts:transactions', { handle, fromDate: from });
    expect(recent.value.count).toBeGreaterThan(0);
    expect(recent.value.count).toBeLessThan(all.value.count);
    expect(recent.value.transactions.every((t) => t.bookingDate >= from)).toBe(true);
    const bad = await dispatch(handlers, 'accounts:transactions', { handle, fromDate: '22.11.2026' });
    expect(!bad.ok && bad.error.code).toBe('invalid_request');
    const exported = await call<{ rowCount: number }>('accounts:exportTransactions', { handle, direction: 'in' });
    expect(exported.value.rowCount).toBe(incoming.value.count);
  });

  it('fetches one transaction by its identifier, and explains an unknown one', async () => {
    const handle = world.account.handle;
    const first = await call<{ transactions: Record<string, unknown>[] }>('accounts:transactions', { handle });
    const listed = first.value.transactions[1]!;
    const detail = await call<Record<string, unknown>>('accounts:transaction', {
      handle,
      identifier: listed.identifier,
    });
    expect(detail.value).toEqual(listed);
    expect(detail.wire).not.toMatch(LEAKS);
    const missing = await dispatch(handlers, 'accounts:transaction', { handle, identifier: 'TXDOESNOTEXIST' });
    expect(!missing.ok && missing.error).toMatchObject({ code: 'transaction_not_found' });
    expect(!missing.ok && missing.error.message).toMatch(/no transaction TXDOESNOTEXIST/);
  });

  it('exports all pages as CSV with exact amounts', async () => {
    const handle = world.account.handle;
    const { value } = await call<{ fileName: string; content: string; rowCount: number; mimeType: string }>(
      'accounts:exportTransactions',
      { handle },
    );
    expect(value.fileName).toMatch(/^transactions-.*\.csv$/);
    const rows = Papa.parse<string[]>(value.content.trim()).data;
    expect(rows[0]).toContain('amount');
    expect(rows.length - 1).toBe(value.rowCount);
    const all = await call<{ count: number }>('accounts:transactions', { handle });
    expect(value.rowCount).toBe(all.value.count);
    const amount = rows[0]!.indexOf('amount');
    expect(rows.slice(1).every((r) => /^-?\d+\.\d{2}$/.test(r[amount]!))).toBe(true);
    expect(value.content).not.toMatch(LEAKS);
  });

  it('keeps nothing the bank leaked in the database', () => {
    expect(dumpDatabase(world.db)).not.toMatch(LEAKS);
  });
});
