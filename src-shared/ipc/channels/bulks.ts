import { z } from 'zod';
import { paymentRowSchema, validationIssueSchema } from '../../bank/schemas';
import { defineChannel } from '../define';
import { bulkSummarySchema } from './history';

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

const issueSchema = validationIssueSchema;

/** What the user is about to send: the file as read, and the account chosen to pay from. */
export const submitInputSchema = z
  .object({
    file: z.object({
      name: z.string().max(260),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
      encoding: z.string().max(40),
      /** An imported pain.001's MsgId and version: the pain.002 back to the ERP refers to them. */
      message: z.object({ id: z.string().min(1).max(35), name: z.string().regex(/^pain\.001\.001\.\d\d$/) }).optional(),
    }),
    rows: z.array(paymentRowSchema).min(1).max(100_000),
    decimalStyle: z.enum(['dot', 'comma']).optional(),
    /** The account's `code` (payment_account UUID) or its IBAN. */
    paymentAccount: z.string().min(1).max(64),
    /**
     * The account's payment-account id (UUID) as the user entered it, for an account whose `code`
     * is not a UUID; kept in the bank profile once given.
     */
    paymentAccountId: z.string().max(64).optional(),
    /** The guided run (runs:start) this file came from: forgotten in the transaction that records its bulks. */
    draftId: z.string().uuid().optional(),
  })
  .strict();

export const reviewAccountSchema = z.object({
  code: z.string(),
  /** The bulk payment_account the bulks will carry (the code, or the id the user entered). */
  paymentAccount: z.string().optional(),
  /** Fields the bank left unknown (view keys, e.g. `available`): shown as "unknown", never compared. */
  unknownFields: z.array(z.string()).optional(),
  iban: z.string(),
  name: z.string(),
  currency: z.string(),
  available: decimal,
});

export const plannedBulkSchema = z.object({
  index: z.number().int(),
  count: z.number().int(),
  /** Exact totals per currency. */
  totals: z.record(z.string(), decimal),
  /** The bank's `total_amount`: every amount summed with no currency conversion. */
  bankTotal: decimal,
  /** Lines in the file of the first and last payment. */
  firstLine: z.number().int(),
  lastLine: z.number().int(),
  /** The bank refuses a bulk whose total exceeds the available balance. */
  exceedsBalance: z.boolean(),
});

export const reviewSchema = z.object({
  account: reviewAccountSchema,
  rowCount: z.number().int(),
  bulks: z.array(plannedBulkSchema),
  totals: z.record(z.string(), decimal),
  errors: z.array(issueSchema),
  /** Duplicates and history matches: sending needs an explicit "I have checked". */
  warnings: z.array(issueSchema),
  /** Why sending is not possible as it stands (errors, balance), or null. */
  blocked: z.string().nullable(),
  /** Fingerprint of what this review showed (payments as they will be sent, account, warnings); submit repeats it. */
  planHash: z.string().regex(/^[0-9a-f]{64}$/),
});

/** The codes of `CONFIRM_SEPARATELY` the user confirmed in their own step (src-shared/validation/confirmations.ts). */
export const confirmedSchema = z.array(z.string().max(64)).max(16).optional();

export const bulksChannels = {
  'bulks:review': defineChannel(
    submitInputSchema,
    reviewSchema,
    'Checks a file again in main and shows what would be sent: the paying account and balance, each bulk with its exact total, warnings to confirm.',
  ),
  'bulks:submit': defineChannel(
    submitInputSchema
      .extend({
        warningsChecked: z.boolean(),
        confirmed: confirmedSchema,
        /** The review's `planHash`: main refuses when its own plan of this input differs. */
        planHash: z.string().regex(/^[0-9a-f]{64}$/),
      })
      .strict(),
    z.object({
      fileId: z.string(),
      bulks: z.array(bulkSummarySchema),
      /** The bank's refusals at acceptance, on the file's rows and fields. */
      issues: z.array(issueSchema),
    }),
    'Sends the reviewed file as bulks, one after another, each under its own saved Idempotency-Key.',
  ),
  'bulks:reviewResend': defineChannel(
    z.object({ bulkId: z.string().max(64) }).strict(),
    z.object({
      source: bulkSummarySchema,
      account: reviewAccountSchema.nullable(),
      count: z.number().int(),
      totals: z.record(z.string(), decimal),
      blocked: z.string().nullable(),
    }),
    'Shows the payments of a bulk that were not sent (not enough balance) before sending them again as a new bulk.',
  ),
  'bulks:resend': defineChannel(
    z.object({ bulkId: z.string().max(64) }).strict(),
    z.object({ bulk: bulkSummarySchema }),
    'Sends the unsent payments of a bulk again as a new bulk with a new key (after its review).',
  ),
  'bulks:open': defineChannel(
    z.object({}).strict(),
    z.object({ bulks: z.array(bulkSummarySchema) }),
    'Bulks still on their way: sending, waiting for approval, processing, or outcome unknown.',
  ),
};

export const bulksEvents = {
  /** A bulk changed state (or could not be checked: `problem` says why, and checking continues). */
  'bulks:updated': z.object({ bulk: bulkSummarySchema, problem: z.string().nullable() }),
};

export type SubmitInput = z.output<typeof submitInputSchema>;
export type Review = z.output<typeof reviewSchema>;
export type PlannedBulk = z.output<typeof plannedBulkSchema>;
export type ReviewAccount = z.output<typeof reviewAccountSchema>;
