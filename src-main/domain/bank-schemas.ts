import { z } from 'zod';
import type { BankBulkItem, BankBulkRequest } from '../../src-shared/bank/schemas';

/*
 * Every bank response goes through one of these. zod objects strip unknown keys, so the
 * screen-scraping responses' internal fields never pass the client (STYLE.md, "Parse, don't trust").
 * Fields the spec marks "or null" are nullable; fields only seen in some shapes are optional.
 */

const str = z.string();
const nstr = z.string().nullable();
const decimal = z.string().regex(/^-?\d+(\.\d+)?$/, 'a decimal string');
const date = z.string();

export const tppUserSchema = z.object({ id: str, email: str, first_name: str, last_name: str });

export const loginTokenSchema = z.object({ token_type: str, id_token: str, expires_in: z.number().int() });

export const applicationSchema = z.object({
  id: str,
  organisation_name: str,
  organisation_url: str,
  is_approved: z.boolean(),
  tpp_client_id: nstr,
  tpp_client_secret: nstr,
});

export const renewalSchema = z.object({ application_id: str, new_certificate: str });

export const consentTokenSchema = z.object({
  id: str,
  short_code: str,
  state: str,
  creation_time: str,
  expiration_time: str,
});

export const accountSchema = z.object({
  code: str,
  name: str,
  handle: str,
  vat_liable: z.boolean(),
  iban: str,
  gb_sort_code: str,
  gb_account_number: str,
  image_url: nstr,
  account_balance: decimal,
  account_blocked_balance: decimal,
  account_fees_payables_balance: decimal,
  account_available_balance: decimal,
  budgetingperiod_profit: decimal,
  url: str,
  archived: z.boolean(),
  name_slug: str,
  currency: str,
  payment_account_state: str,
  payment_account_state_reason: nstr,
});

const partyFields = [
  'name',
  'firstname',
  'lastname',
  'iban',
  'bic',
  'gb_sort_code',
  'gb_account_number',
  'street',
  'city',
  'postcode',
  'country',
  'email',
  'phone',
  'company',
  'eu_vat_identifier',
  'display_name',
] as const;
/** Party object: all strings, "" when empty; tolerate a missing field as "". */
export const partySchema = z.object(
  Object.fromEntries(partyFields.map((f) => [f, str.default('')])) as Record<
    (typeof partyFields)[number],
    z.ZodDefault<z.ZodString>
  >,
);

export const transactionSchema = z.object({
  uuid: str,
  pool: str,
  creditor: partySchema,
  debtor: partySchema,
  counterparty: partySchema,
  amount: decimal,
  currency: str,
  ux_timestamp: str,
  execution_timestamp: str,
  booking_date: date,
  due_date: date.nullable(),
  state: str,
  method: str,
  type: str,
  direction: str,
  unstructured_reference: str,
  structured_reference: str,
  end_to_end_id: str,
  execution_for_debt: nstr,
  identifier: str,
  generic_description: str,
  submethod: str,
});

/** The names of the fields a list row arrived without (null, missing or malformed); see tolerantList. */
export interface Tolerated {
  unknown_fields?: string[];
}

/**
 * A list that tolerates the bank: a row with a null, missing or malformed field is kept, that
 * field gets a neutral stand-in from `fallbacks` ("" / false / "0" / null) and its name goes into
 * the row's `unknown_fields`, so the views show "unknown" and the client logs it. Only a row that
 * is not an object at all is left out (counted in `droppedRows`).
 */
function tolerantList<T extends z.ZodObject>(item: T, fallbacks: Record<keyof z.infer<T>, unknown>) {
  return z.array(z.unknown()).transform((rows) => {
    const kept: (z.infer<T> & Tolerated)[] = [];
    for (const row of rows) {
      const strict = item.safeParse(row);
      if (strict.success) {
        kept.push(strict.data);
        continue;
      }
      if (typeof row !== 'object' || row === null || Array.isArray(row)) continue;
      const unknown = [...new Set(strict.error.issues.map((i) => String(i.path[0] ?? '')))].filter(
        (key) => key in fallbacks,
      );
      const patched: Record<string, unknown> = { ...(row as Record<string, unknown>) };
      for (const key of unknown) patched[key] = fallbacks[key as keyof z.infer<T>];
      const again = item.safeParse(patched);
      if (again.success) kept.push({ ...again.data, unknown_fields: unknown.sort() });
    }
    return Object.assign(kept, { droppedRows: rows.length - kept.length });
  });
}

const accountFallbacks: Record<keyof z.infer<typeof accountSchema>, unknown> = {
  code: '',
  name: '',
  handle: '',
  vat_liable: false,
  iban: '',
  gb_sort_code: '',
  gb_account_number: '',
  image_url: null,
  account_balance: '0',
  account_blocked_balance: '0',
  account_fees_payables_balance: '0',
  account_available_balance: '0',
  budgetingperiod_profit: '0',
  url: '',
  archived: false,
  name_slug: '',
  currency: '',
  payment_account_state: '',
  payment_account_state_reason: null,
};
const emptyParty = Object.fromEntries(partyFields.map((f) => [f, '']));
const transactionFallbacks: Record<keyof z.infer<typeof transactionSchema>, unknown> = {
  uuid: '',
  pool: '',
  creditor: emptyParty,
  debtor: emptyParty,
  counterparty: emptyParty,
  amount: '0',
  currency: '',
  ux_timestamp: '',
  execution_timestamp: '',
  booking_date: '',
  due_date: null,
  state: '',
  method: '',
  type: '',
  direction: '',
  unstructured_reference: '',
  structured_reference: '',
  end_to_end_id: '',
  execution_for_debt: null,
  identifier: '',
  generic_description: '',
  submethod: '',
};

/** The accounts list: a bare array, tolerant of one odd row. */
export const accountListSchema = tolerantList(accountSchema, accountFallbacks);

export const transactionPageSchema = z.object({
  count: z.number().int(),
  next: nstr,
  previous: nstr,
  results: tolerantList(transactionSchema, transactionFallbacks),
});

export const bulkAcceptedSchema = z.object({ bulk_id: str, status_url: str });

const bulkCounterpartySchema = z.object(
  Object.fromEntries(
    [
      'name',
      'bic',
      'account_identifier',
      'account_identifier_type',
      'street',
      'building',
      'city',
      'postcode',
      'region',
      'additional_info',
      'country',
    ].map((f) => [f, str.default('')]),
  ) as Record<string, z.ZodDefault<z.ZodString>>,
);

export const bulkPaymentSchema = z.object({
  uuid: str,
  amount: decimal,
  currency: str,
  method: str,
  booking_date: date.nullable(),
  due_date: date.nullable(),
  execution_at: nstr,
  state: str,
  direction: str,
  is_credit: z.boolean(),
  structured_reference: str,
  unstructured_reference: str,
  end_to_end_id: str,
  counterparty: bulkCounterpartySchema,
});

export const bulkStatusSchema = z.object({
  bulk_id: str,
  status_url: str,
  status: str,
  processed: z.boolean(),
  total_count: z.number().int(),
  total_amount: decimal,
  not_sent_count: z.number().int().nullable(),
  payments: z.array(bulkPaymentSchema),
});

export type TppUser = z.infer<typeof tppUserSchema>;
export type LoginToken = z.infer<typeof loginTokenSchema>;
export type Application = z.infer<typeof applicationSchema>;
export type Renewal = z.infer<typeof renewalSchema>;
export type ConsentToken = z.infer<typeof consentTokenSchema>;
export type Account = z.infer<typeof accountSchema> & Tolerated;
export type Party = z.infer<typeof partySchema>;
export type Transaction = z.infer<typeof transactionSchema> & Tolerated;
export type TransactionPage = z.infer<typeof transactionPageSchema>;
export type BulkAccepted = z.infer<typeof bulkAcceptedSchema>;
export type BulkPayment = z.infer<typeof bulkPaymentSchema>;
export type BulkStatus = z.infer<typeof bulkStatusSchema>;

/** The bulk request body: one definition, in the bank's contract module (`src-shared/bank/`). */
export type BulkPaymentRequest = BankBulkItem;
export type BulkRequest = BankBulkRequest;
export { bankBulkItemSchema, bankBulkRequestSchema } from '../../src-shared/bank/schemas';

export * from './bank-debt-schemas';
