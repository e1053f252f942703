import { z } from 'zod';
import { paymentRowSchema, validationIssueSchema } from '../../bank/schemas';
import { DELIMITERS } from '../../import/delimiter';
import { UPLOAD_CHUNK_ROWS } from '../bounds';
import { defineChannel } from '../define';
import { confirmedSeparatelyShape, reviewSchema, submitInputSchema, submitResultSchema } from './bulks';
import { builtAtFirstUse } from '../../built-at-first-use';

export { UPLOAD_CHUNK_ROWS };
/** Issues listed one by one in a review answer; the rest are counted (`errorCount`, `warningCount`, per kind). */
export const REVIEW_LISTED_ISSUES = 100;

const uploadId = z.string().regex(/^[0-9a-f-]{36}$/);

/** One kind of problem with its count and first occurrences (`ProblemGroup`, src-shared/import/problems.ts). */
export const problemGroupSchema = builtAtFirstUse(() =>
  z.object({
    code: z.string(),
    field: validationIssueSchema.unwrap().shape.field,
    severity: z.enum(['error', 'warning']),
    count: z.number().int(),
    first: z.array(validationIssueSchema),
    preview: z.string().optional(),
  }),
);

/**
 * The review of a large file, as a summary: each bulk with its total, the balance checks, and the
 * problems counted per kind with the first few listed. The plan hash covers every warning all the same.
 */
export const reviewSummarySchema = builtAtFirstUse(() =>
  reviewSchema.unwrap().extend({
    errorCount: z.number().int(),
    warningCount: z.number().int(),
    errorGroups: z.array(problemGroupSchema),
    warningGroups: z.array(problemGroupSchema),
  }),
);

/**
 * How the window read the rows, sent with their review and their send (importVolume:*, team:review,
 * team:submit): main votes on the decimal mark over the uploaded rows itself with it.
 */
export const readAsShape = {
  /**
   * The user chose `decimalStyle` (settings, a template) rather than the file's vote deciding it:
   * main then does not refuse a file whose later rows vote for the other mark (`decimal_mark_unclear`).
   */
  decimalStyleChosen: z.boolean().optional(),
  /**
   * The CSV delimiter the window read the file with (none for XML): main's vote over the rows breaks
   * a tie by it (`decimalTieBreak`), as the window's check and the CLI do.
   */
  delimiter: z.enum(DELIMITERS).optional(),
};

/**
 * The review and submit input without its rows: they were uploaded in chunks under `upload`
 * (importVolume:upload), for a file sent alone and for a team run alike.
 */
export const uploadedInputSchema = builtAtFirstUse(() =>
  submitInputSchema
    .unwrap()
    .omit({ rows: true })
    .extend({ upload: uploadId, ...readAsShape })
    .strict(),
);

export const importVolumeChannels = {
  'importVolume:upload': defineChannel(
    () =>
      z
        .object({
          upload: uploadId,
          /** Index of the first row of this chunk; chunks come in order from 0. */
          start: z.number().int().min(0),
          /** Rows the whole upload holds. */
          total: z.number().int().min(1).max(100_000),
          rows: z.array(paymentRowSchema).min(1).max(UPLOAD_CHUNK_ROWS),
          /**
           * The paying account and decimal mark the rows will be reviewed with (first chunk): main then
           * checks each chunk as it arrives. Only a hint: the review uses those results only when its
           * own account and mark are exactly these, and checks every row again otherwise.
           */
          checkAs: z
            .object({
              decimalStyle: z.enum(['dot', 'comma']),
              defaultCurrency: z.string().max(3),
              payingAccountIban: z.string().max(64),
            })
            .strict()
            .optional(),
        })
        .strict(),
    () => z.object({ received: z.number().int() }),
    'Hands main the rows to review in chunks (a new upload id per review); main keeps the latest few uploads.',
  ),
  'importVolume:review': defineChannel(
    () => uploadedInputSchema,
    () => reviewSummarySchema,
    'Checks uploaded rows again in main and shows what would be sent, as a summary: the paying account and balance, each bulk with its exact total, problems per kind, warnings to confirm.',
  ),
  'importVolume:submit': defineChannel(
    () =>
      uploadedInputSchema
        .unwrap()
        .extend({
          warningsChecked: z.boolean(),
          ...confirmedSeparatelyShape,
          planHash: z.string().regex(/^[0-9a-f]{64}$/),
        })
        .strict(),
    () => submitResultSchema,
    'Sends the reviewed upload as bulks, one after another, each under its own saved Idempotency-Key: main plans it again and refuses when the plan hash differs.',
  ),
  'importVolume:discard': defineChannel(
    () => z.object({}).strict(),
    () => z.object({ dropped: z.number().int() }),
    'Forgets every upload (the window closed its file or opened another): 100,000 rows are not kept for nothing.',
  ),
};

export type ReviewSummary = z.output<typeof reviewSummarySchema>;
export type UploadedInput = z.output<typeof uploadedInputSchema>;
