/** The bulk body rules of bank-api.md, answered with its three documented error shapes. */
import Big from 'big.js';
import { isValidBIC, isValidIBAN } from 'ibantools';
import type { Account, BulkPaymentRequest } from './model';

export const MAX_PAYMENTS = 100;
const TOP_FIELDS = new Set(['payment_account', 'payments']);
const PAYMENT_FIELDS = new Set([
  'amount',
  'currency',
  'counterparty',
  'unstructured_reference',
  'structured_reference',
  'end_to_end_id',
  'method',
  'instant',
]);
const NOT_ACCEPTED = new Set(['payment_account', 'due_date', 'execute_verification_of_payee']);
const COUNTERPARTY_TEXT = ['bic', 'street', 'building', 'city', 'postcode', 'region', 'additional_info', 'country'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

type Errors = Record<string, unknown>;

/**
 * The characters this bank takes in names and references (spec-notes: "Characters"): `latin` is
 * the SEPA basic set and the letters of Latin-1 (À–ÿ but × and ÷), as the demo bank takes them;
 * `basic` the SEPA basic set alone, as a strict bank; `any` takes every character (the plain
 * simulator's default). The bank's own table, not the client's.
 */
export type BankCharacters = 'latin' | 'basic' | 'any';
const BASIC = /^[A-Za-z0-9/\-?:().,'+ ]$/;
const takes = (set: BankCharacters, ch: string) =>
  BASIC.test(ch) || (set === 'latin' && /^[\u00c0-\u00ff]$/.test(ch) && ch !== '\u00d7' && ch !== '\u00f7');

/** "… contains characters this bank does not take: “ä”, “€”." for a text with any; else null. */
function charactersRefused(text: string, set: BankCharacters): string | null {
  if (set === 'any') return null;
  const refused = [...new Set([...text].filter((ch) => !takes(set, ch)))];
  if (!refused.length) return null;
  return `Contains characters this bank does not take: ${refused.map((c) => `“${c}”`).join(', ')}. ${
    set === 'basic'
      ? "Use only A–Z, a–z, 0–9 and / - ? : ( ) . , ' + and space."
      : "Use Latin letters, digits and / - ? : ( ) . , ' + and space."
  }`;
}
export type BodyCheck = { ok: true; account: Account; payments: BulkPaymentRequest[] } | { ok: false; errors: Errors };

/** Shape 1 (per-payment list) and shape 3 (`payments` list) problems, then the payment account. */
export function validateBulkBody(
  body: Record<string, unknown>,
  customerAccounts: Account[],
  characters: BankCharacters = 'any',
): BodyCheck {
  const errors: Errors = {};
  for (const key of Object.keys(body))
    if (!TOP_FIELDS.has(key)) errors[key] = ['This field is not accepted in a bulk request.'];
  const accountId = body.payment_account;
  if (accountId === undefined) errors.payment_account = ['This field is required.'];
  else if (typeof accountId !== 'string' || !UUID.test(accountId))
    errors.payment_account = ["Must be a valid UUID (the account's code)."];
  const list = body.payments;
  const account =
    typeof accountId === 'string' ? customerAccounts.find((a) => a.uuid === accountId.toLowerCase()) : undefined;
  if (list === undefined) errors.payments = ['This field is required.'];
  else if (!Array.isArray(list)) errors.payments = ['Expected a list of payments.'];
  else if (list.length === 0) errors.payments = ['Send at least one payment.'];
  else if (list.length > MAX_PAYMENTS)
    errors.payments = [`Ensure this field has no more than ${MAX_PAYMENTS} elements; this bulk has ${list.length}.`];
  else {
    const entries = list.map((p) => validatePayment(p, account?.currency ?? 'EUR', characters));
    if (entries.some((e) => Object.keys(e).length > 0)) errors.payments = entries;
  }
  if (!errors.payment_account && !account)
    errors.payment_account = ['No account with this id belongs to the customer.'];
  if (Object.keys(errors).length > 0 || !account) return { ok: false, errors };
  return {
    ok: true,
    account,
    payments: (list as Record<string, unknown>[]).map((p) => normalise(p, account.currency)),
  };
}

function validatePayment(item: unknown, defaultCurrency: string, characters: BankCharacters): Errors {
  if (typeof item !== 'object' || item === null || Array.isArray(item))
    return { non_field_errors: ['Expected a payment object.'] };
  const p = item as Record<string, unknown>;
  const e: Errors = {};
  for (const key of Object.keys(p)) {
    if (NOT_ACCEPTED.has(key)) e[key] = ['This field is not accepted for bulk payments.'];
    else if (!PAYMENT_FIELDS.has(key)) e[key] = ['Unknown field.'];
  }
  const currency = p.currency ?? defaultCurrency;
  if (p.currency !== undefined && (typeof p.currency !== 'string' || !CURRENCIES.has(p.currency)))
    e.currency = ['Must be an ISO 4217 currency code such as EUR.'];
  const amount = checkAmount(p.amount, typeof currency === 'string' && CURRENCIES.has(currency) ? currency : 'EUR');
  if (amount) e.amount = [amount];
  const counterparty = checkCounterparty(p.counterparty, characters);
  if (counterparty) e.counterparty = counterparty;
  checkText(p, 'unstructured_reference', 140, e, characters);
  checkText(p, 'structured_reference', 35, e, characters);
  checkText(p, 'end_to_end_id', 36, e);
  const refs = ['structured_reference', 'unstructured_reference'].filter(
    (k) => typeof p[k] === 'string' && p[k] !== '',
  );
  if (refs.length !== 1) {
    e.non_field_errors = [
      refs.length === 0
        ? 'Give exactly one of structured_reference or unstructured_reference.'
        : 'Give exactly one of structured_reference or unstructured_reference, not both.',
    ];
  }
  if (p.method !== undefined && p.method !== 'sepa' && p.method !== 'international')
    e.method = ['Must be "sepa" or "international".'];
  if (p.instant !== undefined && typeof p.instant !== 'boolean') e.instant = ['Must be true or false.'];
  else if (p.instant === true && (p.method ?? 'sepa') !== 'sepa')
    e.instant = ['Instant is only allowed when method is "sepa".'];
  return e;
}

function checkAmount(value: unknown, currency: string): string | null {
  if (value === undefined) return 'This field is required.';
  if (typeof value !== 'string') return 'Must be a decimal string such as "12.50", not a number.';
  if (!/^\d{1,12}(\.\d+)?$/.test(value))
    return `"${value}" is not a decimal amount; use digits and a point, e.g. "12.50".`;
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  if ((value.split('.')[1] ?? '').length > digits) return `${currency} amounts have at most ${digits} decimals.`;
  if (new Big(value).lte(0)) return 'Must be greater than zero.';
  return null;
}

function checkCounterparty(value: unknown, characters: BankCharacters): Errors | string[] | null {
  if (value === undefined) return ['This field is required.'];
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return ['Expected an object with name, account_identifier and account_identifier_type.'];
  const c = value as Record<string, unknown>;
  const e: Errors = {};
  for (const key of Object.keys(c))
    if (!['name', 'account_identifier', 'account_identifier_type', ...COUNTERPARTY_TEXT].includes(key))
      e[key] = ['Unknown field.'];
  // No length limit: the spec states none for the name (spec-notes: none is enforced).
  if (typeof c.name !== 'string' || !c.name.trim()) e.name = ['This field is required.'];
  else {
    const refused = charactersRefused(c.name, characters);
    if (refused) e.name = [refused];
  }
  if (c.account_identifier_type !== 'iban')
    e.account_identifier_type = [
      c.account_identifier_type === undefined ? 'This field is required.' : 'Only "iban" is supported.',
    ];
  if (typeof c.account_identifier !== 'string' || !c.account_identifier)
    e.account_identifier = ['This field is required.'];
  else if (/\s/.test(c.account_identifier) || c.account_identifier !== c.account_identifier.toUpperCase())
    e.account_identifier = ['Write the IBAN in capitals without spaces.'];
  else if (!isValidIBAN(c.account_identifier))
    e.account_identifier = [`${c.account_identifier} is not a valid IBAN; check the check digits and length.`];
  for (const key of COUNTERPARTY_TEXT)
    if (c[key] !== undefined && typeof c[key] !== 'string') e[key] = ['Must be a string.'];
  if (typeof c.bic === 'string' && c.bic !== '' && !isValidBIC(c.bic)) e.bic = [`${c.bic} is not a valid BIC.`];
  return Object.keys(e).length ? e : null;
}

function checkText(
  p: Record<string, unknown>,
  field: string,
  max: number,
  e: Errors,
  characters?: BankCharacters,
): void {
  const v = p[field];
  if (v === undefined) return;
  if (typeof v !== 'string') e[field] = ['Must be a string.'];
  else if (v.length > max) e[field] = [`Ensure this field has no more than ${max} characters (it has ${v.length}).`];
  else {
    const refused = characters && charactersRefused(v, characters);
    if (refused) e[field] = [refused];
  }
}

function normalise(p: Record<string, unknown>, accountCurrency: string): BulkPaymentRequest {
  const c = p.counterparty as Record<string, string>;
  return {
    amount: p.amount as string,
    currency: (p.currency as string | undefined) ?? accountCurrency,
    method: (p.method as 'sepa' | 'international' | undefined) ?? 'sepa',
    instant: p.instant === true,
    counterparty: { ...c },
    structured_reference: (p.structured_reference as string | undefined) ?? '',
    unstructured_reference: (p.unstructured_reference as string | undefined) ?? '',
    end_to_end_id: (p.end_to_end_id as string | undefined) ?? '',
  };
}

/**
 * An account of this bank that has been closed: the bank knows its own accounts, so it refuses a
 * payment to this one at acceptance (shape 2), as it refuses one to the paying account itself.
 * Documented in docs/sandbox.md; tests use it to have a bulk refused at acceptance.
 */
export const CLOSED_ACCOUNT_IBAN = 'FI1512345600000990';

/** Shape 2: problems found while accepting, keyed by payment index; then shape 3 for the balance. */
export function acceptanceErrors(account: Account, payments: BulkPaymentRequest[]): Errors | null {
  const byIndex: Record<string, unknown> = {};
  payments.forEach((p, i) => {
    if (p.method === 'sepa' && p.currency !== 'EUR')
      byIndex[i] = { currency: `SEPA payments must be in EUR, not ${p.currency}; use method "international".` };
    else if (p.counterparty.account_identifier === account.iban)
      byIndex[i] = 'The counterparty is the paying account itself.';
    else if (p.counterparty.account_identifier === CLOSED_ACCOUNT_IBAN)
      byIndex[i] = `The counterparty account ${CLOSED_ACCOUNT_IBAN} is closed.`;
  });
  if (Object.keys(byIndex).length) return { payments: byIndex };
  const total = bulkTotal(payments);
  if (total.gt(account.balance)) {
    return {
      non_field_errors: [
        `The total amount ${exactTotal(payments)} exceeds the available balance ${account.balance} ${account.currency} of the account.`,
      ],
    };
  }
  return null;
}

/** Sum of the request amounts, no currency conversion (as the spec defines total_amount). */
export const bulkTotal = (payments: BulkPaymentRequest[]) =>
  payments.reduce((sum, p) => sum.plus(p.amount), new Big(0));

/** Decimals written in a decimal string (`12.50` → 2, `5` → 0). */
export const scaleOf = (amount: string) => (amount.split('.')[1] ?? '').length;

/** total_amount as a string: the exact sum, with as many decimals as the amounts use; never rounded. */
export const exactTotal = (payments: BulkPaymentRequest[]) =>
  bulkTotal(payments).toFixed(Math.max(0, ...payments.map((p) => scaleOf(p.amount))));
