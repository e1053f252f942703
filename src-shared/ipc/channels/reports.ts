import { z } from 'zod';
import { defineChannel } from '../define';
import { builtAtFirstUse } from '../../built-at-first-use';

const day = z.iso.date();
/** A run (imported file id or SHA-256) or one bulk (our id or the bank's bulk_id). */
const runId = z.string().min(1).max(64);
const textFile = builtAtFirstUse(() => z.object({ fileName: z.string(), mimeType: z.string(), content: z.string() }));

/** A run as History lists it: every import of one file (its SHA-256), named by the latest. */
export const runSummarySchema = builtAtFirstUse(() =>
  z.object({
    /** The latest import's file id: what `reports:pain002` and `reports:runPdf` take. */
    id: z.string(),
    name: z.string(),
    sha256: z.string(),
    lastImportedAt: z.string(),
    imports: z.number().int(),
    bulks: z.number().int(),
    payments: z.number().int(),
    /** Every bulk of the run has its final outcome. */
    final: z.boolean(),
  }),
);
export type RunSummary = z.output<typeof runSummarySchema>;

/** Reports for the ERP and the accountant (issue 16): built in main from the history or the bank. */
export const reportsChannels = {
  'reports:pain002': defineChannel(
    () => z.object({ id: runId, version: z.enum(['03', '10']).optional() }).strict(),
    () => textFile,
    'The pain.002 payment status report of a run or a bulk, for the ERP.',
  ),
  'reports:camt054': defineChannel(
    () => z.object({ bulkId: runId }).strict(),
    () => textFile,
    'The camt.054 debit notification of one bulk: its paid payments as one batched entry.',
  ),
  'reports:runPdf': defineChannel(
    () => z.object({ id: runId, locale: z.string().max(35).optional() }).strict(),
    () => z.object({ fileName: z.string(), mimeType: z.string(), base64: z.base64() }),
    'The run report PDF (file, bulks, every payment, totals, audit trail) in the given locale.',
  ),
  'reports:statement': defineChannel(
    () =>
      z
        .object({
          handle: z.string().min(1).max(200),
          from: day,
          to: day,
          includeScheduled: z.boolean().optional(),
          version: z.enum(['02', '08']).optional(),
        })
        .strict(),
    () => textFile.unwrap().extend({ entries: z.number().int() }),
    "A camt.053 statement of an account for a period, from every page of the bank's transactions.",
  ),
  'reports:runs': defineChannel(
    () => z.object({ limit: z.number().int().min(1).max(200).optional() }).strict(),
    () => z.object({ runs: z.array(runSummarySchema) }),
    'The latest runs (files sent, each with every import of its bytes), newest first, for their reports.',
  ),
  'reports:getOutbox': defineChannel(
    () => z.object({}).strict(),
    () => z.object({ folder: z.string().nullable() }),
    'The ERP outbox folder, where a pain.002 is written when a run reaches its final state; null when off.',
  ),
  'reports:chooseOutbox': defineChannel(
    () => z.object({}).strict(),
    () => z.object({ folder: z.string().nullable() }),
    'Lets the user choose the ERP outbox folder in the OS folder dialog (the page never sends a path); cancelled: unchanged.',
  ),
  'reports:turnOffOutbox': defineChannel(
    () => z.object({}).strict(),
    () => z.object({ folder: z.null() }),
    'Turns the ERP outbox off.',
  ),
};
