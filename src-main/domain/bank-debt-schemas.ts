import { z } from 'zod';
import { builtAtFirstUse } from '../../src-shared/built-at-first-use';

/*
 * The single payment (debt) object: many fields, most only seen in some shapes, so most are optional. Unknown keys are stripped.
 * `category`, `attachments`, `comments` and `tags` are left out: the spec gives no shape for their contents, so any nested data
 * in them is undocumented bank data and must not pass the client.
 */

const str = z.string();
const nstr = z.string().nullable();
const decimal = z.string().regex(/^-?\d+(\.\d+)?$/, 'a decimal string');
const date = z.string();

export const priceSchema = builtAtFirstUse(() =>
  z.object({ net: decimal, gross: decimal, vat_rate: str, currency: str }),
);

const lineItemSchema = builtAtFirstUse(() =>
  z.object({
    uuid: str,
    type: str,
    debt: str,
    payment: z.null().optional(),
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
    vat_status: nstr.optional(),
    detailed_total_price: priceSchema.nullable().optional(),
    vat_calculation_rule: nstr.optional(),
    unit: nstr.optional(),
    unit_label: nstr.optional(),
  }),
);

const contactSchema = builtAtFirstUse(() =>
  z.object({
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
  }),
);

const optionalStrings = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, nstr.optional()])) as Record<K, z.ZodOptional<z.ZodNullable<z.ZodString>>>;

export const debtSchema = builtAtFirstUse(() =>
  z.object({
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
    links: z.object({ card_profile: z.null().optional() }).optional(),
    value: decimal.optional(),
    settled_value: decimal.optional(),
    non_settled_value: decimal.optional(),
    adjusted_value: decimal.optional(),
    non_settled_adjusted_value: decimal.optional(),
    vat_breakdown: z.array(z.tuple([str, str])).optional(),
  }),
);

export const debtConfirmationSchema = builtAtFirstUse(() => z.object({ status: str }));

export type Debt = z.infer<typeof debtSchema>;

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
