// The bank's bulk request and our validation issue as zod schemas; the types are z.infer of them.
import { z } from 'zod';
import { PAYMENT_FIELDS } from '../payments/fields';
import {
  bankLength,
  MAX_END_TO_END_ID,
  MAX_IDEMPOTENCY_KEY,
  MAX_PAYMENTS_PER_BULK,
  MAX_STRUCTURED_REFERENCE,
  MAX_UNSTRUCTURED_REFERENCE,
} from './limits';
import { builtAtFirstUse } from '../built-at-first-use';

const decimal = z.string().regex(/^\d+(\.\d+)?$/);
const upTo = (max: number) => z.string().refine((s) => bankLength(s) <= max, { message: `at most ${max} characters` });

/**
 * One payment item as the bank's bulk endpoint accepts it (bank-api.md, Bulk payment initiation):
 * currency, method and instant may be left to the bank's defaults.
 */
export const bankBulkItemSchema = builtAtFirstUse(() =>
  z
    .object({
      amount: decimal,
      currency: z
        .string()
        .regex(/^[A-Z]{3}$/)
        .optional(),
      counterparty: z.object({
        name: z.string().min(1),
        account_identifier: z.string().min(1),
        account_identifier_type: z.string().min(1),
      }),
      structured_reference: upTo(MAX_STRUCTURED_REFERENCE).optional(),
      unstructured_reference: upTo(MAX_UNSTRUCTURED_REFERENCE).optional(),
      end_to_end_id: upTo(MAX_END_TO_END_ID).optional(),
      method: z.enum(['sepa', 'international']).optional(),
      instant: z.boolean().optional(),
    })
    .refine((p) => (p.structured_reference === undefined) !== (p.unstructured_reference === undefined), {
      message: 'exactly one of structured_reference or unstructured_reference',
    })
    .refine((p) => !p.instant || (p.method ?? 'sepa') === 'sepa', { message: 'instant only with the sepa method' }),
);

/** The body of POST /api/v2/payment-initiation/bulk/, as the bank accepts it. */
export const bankBulkRequestSchema = builtAtFirstUse(() =>
  z.object({
    payment_account: z.string().min(1),
    payments: z.array(bankBulkItemSchema).min(1).max(MAX_PAYMENTS_PER_BULK),
  }),
);

/** One payment item as Bulkpay sends it: the bank's item with every choice made explicit. */
export const bulkPaymentItemSchema = builtAtFirstUse(() =>
  z
    .object({
      amount: decimal,
      currency: z.string().regex(/^[A-Z]{3}$/),
      counterparty: z.object({
        name: z.string().min(1),
        account_identifier: z.string().min(1),
        account_identifier_type: z.literal('iban'),
      }),
      structured_reference: upTo(MAX_STRUCTURED_REFERENCE).optional(),
      unstructured_reference: upTo(MAX_UNSTRUCTURED_REFERENCE).optional(),
      end_to_end_id: upTo(MAX_END_TO_END_ID).optional(),
      method: z.enum(['sepa', 'international']),
      /** Sent only when true (the bank's default is false). */
      instant: z.literal(true).optional(),
    })
    .refine((p) => (p.structured_reference === undefined) !== (p.unstructured_reference === undefined), {
      message: 'exactly one of structured_reference or unstructured_reference',
    }),
);

/** The body Bulkpay sends to POST /api/v2/payment-initiation/bulk/. */
export const bulkRequestSchema = builtAtFirstUse(() =>
  z.object({
    payment_account: z.string().min(1),
    payments: z.array(bulkPaymentItemSchema).min(1).max(MAX_PAYMENTS_PER_BULK),
  }),
);

/** The `Idempotency-Key` header of bulk creation. */
export const idempotencyKeySchema = z.string().min(1).max(MAX_IDEMPOTENCY_KEY);

/** Parameters of an issue's message: everything a translation needs to say it in another language. */
export const issueParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * One problem with one payment (or the whole file). THIS SHAPE IS STABLE: the renderer marks
 * cells with it, the CLI prints it, and the submission step maps bank-side rejections onto it.
 */
export const validationIssueSchema = builtAtFirstUse(() =>
  z.object({
    /** Physical 1-based line in the file where the row starts (0 when the issue concerns the whole file). */
    line: z.number().int(),
    /** 0-based index into the rows given to `validatePayments` (-1 for the whole file). */
    row: z.number().int(),
    /** The file field at fault, or `file` for problems with the file itself. */
    field: z.enum([...PAYMENT_FIELDS, 'file']),
    /** Stable machine code, e.g. `iban_checksum`, `amount_too_many_decimals`, `duplicate_in_file`. */
    code: z.string(),
    /** What the message says, as values (`{ max: 140, length: 152 }`); words come from the code. */
    params: issueParamsSchema.optional(),
    /** The English sentence (CLI and untranslated screens): what is wrong and how to fix it. */
    message: z.string(),
    /** Errors block sending; warnings are shown and the user may proceed after reading them. */
    severity: z.enum(['error', 'warning']),
  }),
);

/** One file row as read: raw text per field and its line in the file. */
/** The longest value a row's cell may carry to the core: what anything asked about a row's cell accepts. */
export const CELL_VALUE_MAX = 1000;

export const paymentRowSchema = builtAtFirstUse(() =>
  z.object({
    line: z.number().int().min(0),
    /** Place among the file's payments when only some rows are sent (a resumed run). */
    index: z.number().int().min(0).optional(),
    values: z.partialRecord(z.enum(PAYMENT_FIELDS), z.string().max(CELL_VALUE_MAX)),
    /** The line's cell count differs from the header's: its values may have shifted. */
    ragged: z
      .object({ cells: z.number().int().min(0), header: z.number().int().min(0), delimiter: z.string().max(2) })
      .optional(),
    /** pain.001 only: the IBAN of `DbtrAcct`, matched against the chosen paying account. */
    debtorAccount: z.string().max(64).optional(),
    /** pain.001 only: `ReqdExctnDt` and its `PmtInf` line, for the execution date warning. */
    requestedExecution: z.object({ date: z.string().max(64), line: z.number().int().min(0) }).optional(),
    /** pain.001 only: a non-IBAN account, several references, referred documents, an equivalent amount. */
    xml: z
      .object({
        otherAccount: z.string().max(1000).optional(),
        references: z.array(z.string().max(1000)).max(1000).optional(),
        referredDocuments: z.array(z.string().max(1000)).max(1000).optional(),
        equivalentAmount: z
          .object({ amount: z.string().max(100), currency: z.string().max(10), transferCurrency: z.string().max(10) })
          .optional(),
      })
      .optional(),
  }),
);

export type BankBulkItem = z.infer<typeof bankBulkItemSchema>;
export type BankBulkRequest = z.infer<typeof bankBulkRequestSchema>;
export type BulkPaymentItem = z.infer<typeof bulkPaymentItemSchema>;
export type BulkRequestBody = z.infer<typeof bulkRequestSchema>;
export type IssueParams = z.infer<typeof issueParamsSchema>;
