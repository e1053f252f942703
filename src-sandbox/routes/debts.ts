import { randomBytes, randomUUID } from 'node:crypto';
import Big from 'big.js';
import { isValidBIC, isValidIBAN } from 'ibantools';
import { authenticateTpp } from '../auth/request-auth';
import { debtView } from '../debt-view';
import type { BankContext } from '../http/context';
import { json, notFound, parseJsonObject, type Reply } from '../http/reply';
import type { Route } from '../http/router';
import type { Account, Debt, DebtItem } from '../model';

const FIELDS = new Set([
  'iban',
  'bic',
  'receiver',
  'due_date',
  'items',
  'pool_handle',
  'unstructured_reference',
  'end_to_end_id',
]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function money(value: unknown, field: string, errors: Record<string, string[]>): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    errors[field] = ['Must be a number (the debt request takes net and gross as numbers).'];
    return null;
  }
  const text = String(value);
  if (!/^\d+(\.\d{1,2})?$/.test(text)) {
    errors[field] = ['Must be zero or more with at most 2 decimals.'];
    return null;
  }
  return new Big(text).toFixed(2);
}

function checkItems(value: unknown): { items: DebtItem[] } | { errors: unknown } {
  if (!Array.isArray(value) || value.length === 0)
    return { errors: ['Send at least one item with description and detailed_price.'] };
  const entries = value.map((raw) => {
    const e: Record<string, string[]> = {};
    const item = (typeof raw === 'object' && raw) || {};
    const price = (item as { detailed_price?: unknown }).detailed_price;
    const description = (item as { description?: unknown }).description;
    if (typeof description !== 'string' || !description.trim()) e.description = ['This field is required.'];
    if (typeof price !== 'object' || price === null)
      return { ...e, detailed_price: ['Send an object with net and gross numbers.'] };
    const p = price as { net?: unknown; gross?: unknown };
    const net = money(p.net, 'net', e);
    const gross = money(p.gross, 'gross', e);
    if (gross !== null && new Big(gross).lte(0)) e.gross = ['Must be greater than zero.'];
    if (net !== null && gross !== null && new Big(net).gt(gross)) e.net = ['Must not exceed gross.'];
    return Object.keys(e).length ? e : { description: description as string, net: net!, gross: gross! };
  });
  if (entries.some((e) => !('net' in e && typeof e.net === 'string')))
    return { errors: entries.map((e) => ('gross' in e && typeof e.gross === 'string' ? {} : e)) };
  return { items: entries as DebtItem[] };
}

async function withPsu(ctx: BankContext) {
  const auth = await authenticateTpp(ctx, true);
  return auth.ok ? { app: auth.app, psu: auth.psu! } : auth.reply;
}

async function createDebt(ctx: BankContext, params: Record<string, string>): Promise<Reply> {
  const who = await withPsu(ctx);
  if ('status' in who) return who;
  const account = ctx.engine.psuAccount(who.psu.id, params.account_identifier ?? '');
  if (!account) return notFound('No account with this pool handle or IBAN belongs to the customer.');
  const body = parseJsonObject(ctx.raw);
  if ('reply' in body) return body.reply;
  const b = body.value;
  const errors: Record<string, unknown> = {};
  for (const key of Object.keys(b)) if (!FIELDS.has(key)) errors[key] = ['Unknown field.'];
  if (typeof b.iban !== 'string' || !isValidIBAN(b.iban))
    errors.iban = ['Enter a valid IBAN in capitals without spaces.'];
  if (b.bic !== undefined && (typeof b.bic !== 'string' || (b.bic !== '' && !isValidBIC(b.bic))))
    errors.bic = ['Enter a valid BIC.'];
  const receiver = b.receiver as { name?: unknown } | undefined;
  if (typeof receiver !== 'object' || receiver === null || typeof receiver.name !== 'string' || !receiver.name.trim())
    errors.receiver = { name: ['This field is required.'] };
  if (
    b.due_date !== undefined &&
    b.due_date !== null &&
    (typeof b.due_date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(b.due_date) || Number.isNaN(Date.parse(b.due_date)))
  ) {
    errors.due_date = ['Enter a valid date in the form YYYY-MM-DD.'];
  } else if (typeof b.due_date === 'string' && b.due_date < ctx.engine.clock.today())
    errors.due_date = ['The due date is in the past.'];
  if (b.pool_handle !== undefined && b.pool_handle !== account.handle)
    errors.pool_handle = ['Does not match the account in the path.'];
  for (const [field, max] of [
    ['unstructured_reference', 140],
    ['end_to_end_id', 36],
  ] as const) {
    const v = b[field];
    if (v !== undefined && (typeof v !== 'string' || v.length > max))
      errors[field] = [`Must be a string of at most ${max} characters.`];
  }
  const items = checkItems(b.items);
  if ('errors' in items) errors.items = items.errors;
  if (Object.keys(errors).length || 'errors' in items) return json(400, errors);

  const created = ctx.engine.clock.iso();
  const debt: Debt = {
    uuid: randomUUID(),
    code: randomBytes(6).toString('hex'),
    account_uuid: account.uuid,
    psu_id: who.psu.id,
    app_id: who.app.id,
    iban: b.iban as string,
    bic: (b.bic as string | undefined) ?? '',
    receiver_name: (receiver as { name: string }).name.trim(),
    due_date: (b.due_date as string | undefined) ?? null,
    unstructured_reference: (b.unstructured_reference as string | undefined) ?? '',
    end_to_end_id: (b.end_to_end_id as string | undefined) ?? '',
    items: items.items,
    item_uuids: items.items.map(() => randomUUID()),
    value: items.items.reduce((s, i) => s.plus(i.gross), new Big(0)).toFixed(2),
    status: 'unverified',
    confirmed_ms: null,
    created,
    last_payment_timestamp: null,
  };
  ctx.engine.world.debts.push(debt);
  return json(201, debtView(debt, account, false));
}

async function confirmDebt(ctx: BankContext): Promise<Reply> {
  const who = await withPsu(ctx);
  if ('status' in who) return who;
  const body = parseJsonObject(ctx.raw);
  if ('reply' in body) return body.reply;
  const id = body.value.debt_uuid;
  if (typeof id !== 'string' || !UUID.test(id))
    return json(400, { debt_uuid: ['Send the uuid of the debt to confirm.'] });
  const debt = ctx.engine.world.debts.find((d) => d.uuid === id && d.psu_id === who.psu.id && d.app_id === who.app.id);
  if (!debt) return notFound('No debt with this uuid exists for this customer.');
  if (debt.confirmed_ms !== null)
    return json(400, { debt_uuid: [`This debt is already confirmed (status ${debt.status}).`] });
  debt.confirmed_ms = ctx.engine.clock.now();
  return json(201, { status: 'success' });
}

async function getDebt(ctx: BankContext, params: Record<string, string>): Promise<Reply> {
  const who = await withPsu(ctx);
  if ('status' in who) return who;
  const account: Account | undefined = ctx.engine.psuAccount(who.psu.id, params.account_identifier ?? '');
  const debt = ctx.engine.world.debts.find(
    (d) => d.uuid === params.debt_uuid && d.account_uuid === account?.uuid && d.app_id === who.app.id,
  );
  return debt && account
    ? json(200, debtView(debt, account, true))
    : notFound('No debt with this uuid on this account.');
}

export const debtRoutes: Route<BankContext>[] = [
  { method: 'POST', path: '/screen-scraping/v1/debt/confirm/', handle: confirmDebt },
  { method: 'POST', path: '/screen-scraping/v1/:account_identifier/debt/', handle: createDebt },
  { method: 'GET', path: '/screen-scraping/v1/:account_identifier/debt/:debt_uuid/', handle: getDebt },
];
