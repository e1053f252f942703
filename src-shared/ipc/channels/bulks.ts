import { z } from 'zod';
import { issueParamsSchema, paymentRowSchema, validationIssueSchema } from '../../bank/schemas';
import { PAYMENT_FIELDS } from '../../payments/fields';
import { runDifferenceSchema } from '../../payments/run-difference';
import { MAX_EDIT_RECORDS } from '../bounds';
import { defineChannel } from '../define';
import { bulkSummarySchema } from './history';
import { builtAtFirstUse } from '../../built-at-first-use';

export { MAX_EDIT_RECORDS };

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

const issueSchema = validationIssueSchema;

/** What the user is about to send: the file as read, and the account chosen to pay from. */
export const submitInputSchema = builtAtFirstUse(() =>
  z
    .object({
      file: z.object({
        name: z.string().max(260),
        sha256: z.string().regex(/^[0-9a-f]{64}$/),
        encoding: z.string().max(40),
        /** An imported pain.001's MsgId and version: the pain.002 back to the ERP refers to them. */
        message: z
          .object({ id: z.string().min(1).max(35), name: z.string().regex(/^pain\.001\.001\.\d\d$/) })
          .optional(),
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
    .strict(),
);

export const reviewAccountSchema = builtAtFirstUse(() =>
  z.object({
    code: z.string(),
    /** The bulk payment_account the bulks will carry (the code, or the id the user entered). */
    paymentAccount: z.string().optional(),
    /** Fields the bank left unknown (view keys, e.g. `available`): shown as "unknown", never compared. */
    unknownFields: z.array(z.string()).optional(),
    iban: z.string(),
    name: z.string(),
    currency: z.string(),
    available: decimal,
  }),
);

export const plannedBulkSchema = builtAtFirstUse(() =>
  z.object({
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
  }),
);

/** One payment a separate confirmation is about (`PaymentToConfirm`). */
const paymentToConfirmSchema = builtAtFirstUse(() =>
  z.object({
    line: z.number().int(),
    row: z.number().int(),
    payee: z.string(),
    iban: z.string(),
    amount: decimal,
    currency: z.string(),
    params: issueParamsSchema.optional(),
  }),
);

/** A kind of problem the general warnings box does not clear (`SeparateConfirmationNeeded`). */
export const separateConfirmationNeededSchema = builtAtFirstUse(() =>
  z.object({
    code: z.string(),
    count: z.number().int(),
    totals: z.record(z.string(), decimal),
    payments: z.array(paymentToConfirmSchema),
  }),
);

/** What a send names as confirmed on its own: the kind and how many payments (`SeparateConfirmation`). */
export const separateConfirmationSchema = builtAtFirstUse(() =>
  z.object({ code: z.string().max(64), count: z.number().int().min(1) }).strict(),
);
/** One change the user made in the window before sending, for the audit trail and the run report. */
export const editRecordSchema = builtAtFirstUse(() =>
  z.discriminatedUnion('kind', [
    /** A cell edited: the field, the value before and after, and when. */
    z
      .object({
        kind: z.literal('cell'),
        line: z.number().int(),
        field: z.enum(PAYMENT_FIELDS),
        old: z.string().max(1000),
        new: z.string().max(1000),
        at: z.string().datetime(),
      })
      .strict(),
    /** A row removed, with what it held; `restored` when Undo put it back. */
    z
      .object({
        kind: z.enum(['removed', 'restored']),
        line: z.number().int(),
        values: paymentRowSchema.unwrap().shape.values,
        at: z.string().datetime(),
      })
      .strict(),
    /** A change to many rows at once (transliterate, remove exact copies, ignore a column), with its count. */
    z
      .object({
        kind: z.literal('group'),
        action: z.enum(['transliterate', 'remove_copies', 'ignore_column', 'undo']),
        count: z.number().int().min(0),
        field: z.enum(PAYMENT_FIELDS).optional(),
        at: z.string().datetime(),
      })
      .strict(),
  ]),
);

export const confirmedSeparatelyShape = {
  /** Each kind in the review's `separately`, named with its count: main refuses a send that misses one. */
  confirmedSeparately: z.array(separateConfirmationSchema).max(20).optional(),
  /** What the user changed in the window before this send, oldest first (for the record, not checked). */
  edits: z.array(editRecordSchema).max(MAX_EDIT_RECORDS).optional(),
  /** Edits beyond `MAX_EDIT_RECORDS`, counted. */
  editsNotListed: z.number().int().min(0).optional(),
};

export const reviewSchema = builtAtFirstUse(() =>
  z.object({
    account: reviewAccountSchema,
    rowCount: z.number().int(),
    bulks: z.array(plannedBulkSchema),
    totals: z.record(z.string(), decimal),
    errors: z.array(issueSchema),
    /** Duplicates and history matches: sending needs an explicit "I have checked". */
    warnings: z.array(issueSchema),
    /** Warnings the general "I have checked" does not clear: each kind is confirmed on its own. */
    separately: z.array(separateConfirmationNeededSchema).default([]),
    /** Against the previous run that paid the same payees (null: none found); main's `runDifferenceFor`. */
    difference: runDifferenceSchema.nullable().optional(),
    /** Why sending is not possible as it stands (errors, balance), or null. */
    blocked: z.string().nullable(),
    /** The same as a code with params, for the screen to word in the user's language (amounts as `…Amount`). */
    blockedMessage: z
      .object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) })
      .optional(),
    /** Fingerprint of what this review showed (payments as they will be sent, account, warnings); submit repeats it. */
    planHash: z.string().regex(/^[0-9a-f]{64}$/),
  }),
);

/** What sending a reviewed file answers: the file's id in the history and its bulks as recorded. */
export const submitResultSchema = builtAtFirstUse(() =>
  z.object({
    fileId: z.string(),
    bulks: z.array(bulkSummarySchema),
    /** The bank's refusals at acceptance, on the file's rows and fields. */
    issues: z.array(issueSchema),
  }),
);

export const bulksChannels = {
  'bulks:reviewResend': defineChannel(
    () => z.object({ bulkId: z.string().max(64) }).strict(),
    () =>
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
    () => z.object({ bulkId: z.string().max(64) }).strict(),
    () => z.object({ bulk: bulkSummarySchema }),
    'Sends the unsent payments of a bulk again as a new bulk with a new key (after its review).',
  ),
  'bulks:open': defineChannel(
    () => z.object({}).strict(),
    () => z.object({ bulks: z.array(bulkSummarySchema) }),
    'Bulks still on their way: sending, waiting for approval, processing, or outcome unknown.',
  ),
};

export const bulksEvents = {
  /** A bulk changed state (or could not be checked: `problem` says why, and checking continues). */
  'bulks:updated': builtAtFirstUse(() => z.object({ bulk: bulkSummarySchema, problem: z.string().nullable() })),
};

export type SubmitInput = z.output<typeof submitInputSchema>;
export type EditRecord = z.output<typeof editRecordSchema>;
export type Review = z.output<typeof reviewSchema>;
export type PlannedBulk = z.output<typeof plannedBulkSchema>;
export type ReviewAccount = z.output<typeof reviewAccountSchema>;
