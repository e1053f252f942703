import { z } from 'zod';
import { bankFieldErrorSchema } from '../../bank/field-error-schema';
import { defineChannel } from '../define';
import { isoDateProblem } from '../../validation/calendar-date';
import { builtAtFirstUse } from '../../built-at-first-use';

const decimal = z.string().regex(/^-?\d+(\.\d{1,3})?$/, 'an amount like 1250.00');
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date like 2026-01-31')
  .refine((value) => {
    // The form is the regex's to tell: only a date in the right form can be one that does not exist.
    const problem = isoDateProblem(value);
    return problem === undefined || problem === 'format';
  }, 'a day of the calendar (this one does not exist), like 2026-01-31');

/**
 * A payment's outcome: `pending` until the bank lists it, then the bank's state (`paid`,
 * `notenoughbalance`, and any future value shown as "other"), or `rejected` / `not_accepted`
 * when its whole bulk was declined or refused at acceptance.
 */
export const paymentStateSchema = z.string();

export const paymentSortSchema = z.enum(['date', 'amount', 'payee', 'state']);

export const paymentSearchSchema = builtAtFirstUse(() =>
  z
    .object({
      /** Contains, across payee, account and references (at least 3 characters use the text index). */
      text: z.string().max(200).optional(),
      payee: z.string().max(200).optional(),
      iban: z.string().max(64).optional(),
      reference: z.string().max(200).optional(),
      amountMin: decimal.optional(),
      amountMax: decimal.optional(),
      /** Inclusive dates (UTC) the payment was sent. */
      from: isoDate.optional(),
      to: isoDate.optional(),
      states: z.array(paymentStateSchema).max(10).optional(),
      bulkId: z.string().max(64).optional(),
      sort: paymentSortSchema.default('date'),
      descending: z.boolean().default(true),
      /** Where the page starts: the `next` of the previous page (keyset paging); absent for the first page. */
      after: z.string().max(500).optional(),
      limit: z.number().int().min(1).max(500).default(100),
    })
    .strict(),
);

export const paymentRowSchema = builtAtFirstUse(() =>
  z.object({
    id: z.number().int(),
    /** `single`: a single payment (Payments screen), kept as a bulk of one that is not listed among the bulks. */
    kind: z.enum(['bulk', 'single']),
    bulkId: z.string(),
    bankBulkId: z.string().nullable(),
    fileName: z.string().nullable(),
    position: z.number().int(),
    line: z.number().int().nullable(),
    /** 0-based place among the file's payments (a one-line pain.001 has every payment on line 1). */
    rowNumber: z.number().int().nullable(),
    amount: z.string(),
    currency: z.string(),
    payeeName: z.string(),
    accountIdentifier: z.string(),
    unstructuredReference: z.string().nullable(),
    structuredReference: z.string().nullable(),
    endToEndId: z.string().nullable(),
    method: z.string(),
    instant: z.boolean(),
    state: paymentStateSchema,
    /** The bank's message about this payment when its bulk was refused at acceptance. */
    error: z.string().nullable(),
    /** The same, as the bank's field errors (objects, never parsed back from `error`). */
    bankErrors: z.array(bankFieldErrorSchema).optional(),
    bankPaymentUuid: z.string().nullable(),
    bookingDate: z.string().nullable(),
    executionAt: z.string().nullable(),
    createdAt: z.string(),
  }),
);

export const paymentPageSchema = builtAtFirstUse(() =>
  z.object({
    rows: z.array(paymentRowSchema),
    /** Matching payments, counted up to 1,000; `totalIsExact` false means "more than `total`". */
    total: z.number().int(),
    totalIsExact: z.boolean(),
    /** Pass as `after` for the next page; null on the last page. */
    next: z.string().nullable(),
    /** Team mode only: true when the team database could not be reached and this computer's history is shown. */
    teamUnreachable: z.boolean().optional(),
  }),
);

export const bulkSummarySchema = builtAtFirstUse(() =>
  z.object({
    id: z.string(),
    fileId: z.string().nullable(),
    fileName: z.string().nullable(),
    sequence: z.number().int(),
    resubmissionOf: z.string().nullable(),
    bankBulkId: z.string().nullable(),
    paymentAccount: z.string(),
    accountLabel: z.string().nullable(),
    state: z.string(),
    processed: z.boolean(),
    totalCount: z.number().int(),
    totalAmount: z.string(),
    currencyTotals: z.record(z.string(), z.string()),
    notSentCount: z.number().int().nullable(),
    paidCount: z.number().int(),
    /** Exact sums per currency of the payments paid. */
    paidTotals: z.record(z.string(), z.string()).optional(),
    /** Exact sums per currency of the payments not paid (not sent, rejected, pending); fully paid currencies left out. */
    notPaidTotals: z.record(z.string(), z.string()).optional(),
    /** For a rejected bulk: declined on the phone, not approved within the hour, or not knowable (rejectionOf). */
    rejection: z.enum(['declined', 'expired', 'unclear']).optional(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    acceptedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    /** When the one-hour approval window closes; null once the bulk left pending_approval. */
    approvalDeadline: z.string().nullable(),
  }),
);

export const auditEntrySchema = builtAtFirstUse(() =>
  z.object({
    id: z.number().int(),
    at: z.string(),
    actor: z.string(),
    action: z.string(),
    objectType: z.string(),
    objectId: z.string(),
    detail: z.string().nullable(),
  }),
);

export const snapshotSchema = builtAtFirstUse(() =>
  z.object({
    observedAt: z.string(),
    status: z.string(),
    processed: z.boolean(),
    notSentCount: z.number().int().nullable(),
  }),
);

export const exportFormatSchema = z.enum(['csv', 'json']);

const historyReadChannels = {
  'history:searchPayments': defineChannel(
    () => paymentSearchSchema,
    () => paymentPageSchema,
    'Searches every payment ever sent by payee, IBAN, reference, amount, date and state, one page at a time.',
  ),
  'history:listBulks': defineChannel(
    () =>
      z
        .object({
          /** The `next` cursor of the page before (keyset paging); none for the newest bulks. */
          after: z.string().max(200).optional(),
          limit: z.number().int().min(1).max(500).default(100),
        })
        .strict(),
    () =>
      z.object({
        bulks: z.array(bulkSummarySchema),
        total: z.number().int(),
        next: z.string().nullable(),
        /** Team mode only: true when the team database could not be reached and this computer's history is shown. */
        teamUnreachable: z.boolean().optional(),
      }),
    'Lists bulks, newest first, with their state and totals, one page at a time.',
  ),
  'history:getBulk': defineChannel(
    () =>
      z
        .object({
          bulkId: z.string().max(64),
          /** Team mode: the history the bulk was listed from; `team` is never answered from this computer's history. */
          source: z.enum(['team', 'local']).optional(),
        })
        .strict(),
    () =>
      z.object({
        bulk: bulkSummarySchema,
        payments: z.array(paymentRowSchema),
        snapshots: z.array(snapshotSchema),
        audit: z.array(auditEntrySchema),
        /** Team mode only: true when the team database could not be reached and this computer's history is shown. */
        teamUnreachable: z.boolean().optional(),
      }),
    'One bulk with every payment, each status the bank reported and its audit trail.',
  ),
  'history:getPayment': defineChannel(
    () =>
      z
        .object({
          paymentId: z.number().int(),
          /** Team mode: the history the payment was listed from (ids are numbered separately per history). */
          source: z.enum(['team', 'local']).optional(),
        })
        .strict(),
    () => z.object({ payment: paymentRowSchema, bulk: bulkSummarySchema, teamUnreachable: z.boolean().optional() }),
    'One payment as it was sent, with its outcome and its bulk.',
  ),
};

export type PaymentSearch = z.output<typeof paymentSearchSchema>;
export type PaymentSearchInput = z.input<typeof paymentSearchSchema>;
export type PaymentRow = z.output<typeof paymentRowSchema>;
export type PaymentPage = z.output<typeof paymentPageSchema>;
export type BulkSummary = z.output<typeof bulkSummarySchema>;
export type AuditEntry = z.output<typeof auditEntrySchema>;
export type StatusSnapshot = z.output<typeof snapshotSchema>;
export type ExportFormat = z.output<typeof exportFormatSchema>;

// Exports: written by main straight to a file the user picks, or handed to the page to download.

/** What to export: one bulk, or every payment a search finds (in its order). */
const exportRequest = builtAtFirstUse(() =>
  z
    .object({
      format: exportFormatSchema,
      bulkId: z.string().max(64).optional(),
      search: paymentSearchSchema.unwrap().omit({ after: true, limit: true }).optional(),
    })
    .strict(),
);

const historyExportChannels = {
  'history:exportToFile': defineChannel(
    () => exportRequest,
    () =>
      z.object({
        /** False when the user closed the save dialog without choosing a file. */
        saved: z.boolean(),
        /** The chosen file's name (not its folder: paths stay in main). */
        fileName: z.string().nullable(),
        rowCount: z.number().int(),
      }),
    "Asks where to save, then writes a bulk's or a search's payments there as CSV or JSON, row by row, whatever their number.",
  ),
  'history:exportDownload': defineChannel(
    () => exportRequest,
    () => z.object({ fileName: z.string(), mimeType: z.string(), content: z.string(), rowCount: z.number().int() }),
    "A bulk's or a search's payments as a CSV or JSON file for the page to download (browser mode has no save dialog), audited as an export.",
  ),
};

// Upkeep of a long history the user should know about: a migration that rebuilt the search index
// before the window opened, or the text index catching up in the background.
export const historyMaintenanceTaskSchema = builtAtFirstUse(() =>
  z.object({
    /** `migration`: a schema update done before the window opened; `textIndex`: the search index catching up. */
    kind: z.enum(['migration', 'textIndex']),
    /** The schema version a migration brought the history to; null for the text index. */
    version: z.number().int().nullable(),
    /** What the task rebuilt, so the window says it in its own words. */
    rebuilt: z.enum(['searchIndex', 'payeeBook']),
    /** Payments the task goes through. */
    payments: z.number().int().nonnegative(),
    /** Payments done so far (equal to `payments` once finished). */
    done: z.number().int().nonnegative(),
    startedAt: z.string(),
    /** How long it took; null while it runs. */
    seconds: z.number().nonnegative().nullable(),
  }),
);

export type HistoryMaintenanceTask = z.infer<typeof historyMaintenanceTaskSchema>;

const tasksSchema = builtAtFirstUse(() => z.object({ tasks: z.array(historyMaintenanceTaskSchema) }));

const historyMaintenanceChannels = {
  'history:maintenance': defineChannel(
    () => z.object({}).strict(),
    () => tasksSchema,
    'The long history tasks of this run of the app (index rebuilds by a migration, a text index catch-up), running or done.',
  ),
};

export const historyEvents = {
  /** A long history task started, moved on or finished: every task of this run, as `history:maintenance` answers. */
  'history:maintenance': tasksSchema,
};

export const historyChannels = { ...historyReadChannels, ...historyExportChannels, ...historyMaintenanceChannels };
