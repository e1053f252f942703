import { z } from 'zod';

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

export const transactionPageSchema = z.object({
  count: z.number().int(),
  next: nstr,
  previous: nstr,
  results: z.array(transactionSchema),
});

const priceSchema = z.object({ net: decimal, gross: decimal, vat_rate: str, currency: str });

const lineItemSchema = z.object({
  uuid: str,
  type: str,
  debt: str,
  payment: z.null().optional(),
  category: z.unknown().optional(),
  detailed_price: priceSchema,
  quantity: str,
  description: str,
  timestamp: str,
  approved: z.null().optional(),
  product: z.null().optional(),
  product_name: nstr.optional(),
  product_type: str.optional(),
  receipt_message: nstr.optional(),
  detailed_original_price: priceSchema.nullable().optional(),
  discount_code: nstr.optional(),
  active: z.boolean().optional(),
  attachments: z.array(z.unknown()).optional(),
  vat_status: nstr.optional(),
  detailed_total_price: priceSchema.nullable().optional(),
  vat_calculation_rule: nstr.optional(),
  unit: nstr.optional(),
  unit_label: nstr.optional(),
});

const contactSchema = z.object({
  code: nstr.optional(),
  name: nstr.optional(),
  street: nstr.optional(),
  city: nstr.optional(),
  postcode: nstr.optional(),
  country: nstr.optional(),
  email: nstr.optional(),
  einvoice_address: nstr.optional(),
  firstname: nstr.optional(),
  lastname: nstr.optional(),
  phone: nstr.optional(),
  company: nstr.optional(),
  eu_vat_identifier: nstr.optional(),
  iban: nstr.optional(),
  bic: nstr.optional(),
  einvoice_scheme: z.null().optional(),
  gb_sort_code: nstr.optional(),
  gb_account_number: nstr.optional(),
  business_identifier: nstr.optional(),
  einvoice_operator: z.null().optional(),
  save_to_contacts: z.boolean().optional(),
  contact: z.null().optional(),
});

const optionalStrings = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, nstr.optional()])) as Record<K, z.ZodOptional<z.ZodNullable<z.ZodString>>>;

export const debtSchema = z.object({
  uuid: str,
  type: str,
  subtype: str.optional(),
  items: z.array(lineItemSchema),
  status: str,
  subject: str.optional(),
  message: str.optional(),
  issue_date: date.optional(),
  due_date: date.nullable().optional(),
  recurrence: z.null().optional(),
  original_standing_order: z.null().optional(),
  iban: str,
  bic: str.optional(),
  currency: str,
  gb_sort_code: nstr.optional(),
  gb_account_number: nstr.optional(),
  sender: contactSchema.nullable().optional(),
  receiver: contactSchema.nullable().optional(),
  year: z.number().int().nullable().optional(),
  number: z.number().int().nullable().optional(),
  number_creditnote: z.number().int().nullable().optional(),
  ...optionalStrings([
    'number_prefix',
    'fi_reference',
    'rf_reference',
    'unstructured_reference',
    'end_to_end_id',
    'structured_reference',
    'structured_reference_type',
    'outbound_payment',
    'code',
    'timestamp',
    'last_payment_timestamp',
    'invoicing_lang',
    'delivery_date_from',
    'delivery_date_to',
    'footer_text',
    'buyer_reference',
    'order_reference',
    'special_type',
    'external_identifier',
  ] as const),
  attachments: z.array(z.unknown()).optional(),
  comments: z.array(z.unknown()).optional(),
  tags: z.array(z.unknown()).optional(),
  links: z.object({ card_profile: z.null().optional() }).optional(),
  value: decimal.optional(),
  settled_value: decimal.optional(),
  non_settled_value: decimal.optional(),
  adjusted_value: decimal.optional(),
  non_settled_adjusted_value: decimal.optional(),
  vat_breakdown: z.array(z.tuple([str, str])).optional(),
});

export const debtConfirmationSchema = z.object({ status: str });

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
export type Account = z.infer<typeof accountSchema>;
export type Party = z.infer<typeof partySchema>;
export type Transaction = z.infer<typeof transactionSchema>;
export type TransactionPage = z.infer<typeof transactionPageSchema>;
export type Debt = z.infer<typeof debtSchema>;
export type BulkAccepted = z.infer<typeof bulkAcceptedSchema>;
export type BulkPayment = z.infer<typeof bulkPaymentSchema>;
export type BulkStatus = z.infer<typeof bulkStatusSchema>;

/** Request bodies, as the spec documents them. Amounts are decimal strings except debt prices (numbers, per spec). */
export interface BulkPaymentRequest {
  amount: string;
  currency?: string;
  counterparty: { name: string; account_identifier: string; account_identifier_type: string };
  unstructured_reference?: string;
  structured_reference?: string;
  end_to_end_id?: string;
  method?: 'sepa' | 'international';
  instant?: boolean;
}
export interface BulkRequest {
  payment_account: string;
  payments: BulkPaymentRequest[];
}
export interface DebtRequest {
  iban: string;
  bic: string;
  receiver: { name: string };
  due_date: string;
  items: { description: string; detailed_price: { net: number; gross: number } }[];
  pool_handle: string;
  unstructured_reference: string;
  end_to_end_id: string;
}
