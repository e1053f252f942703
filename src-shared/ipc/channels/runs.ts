import { z } from 'zod';
import { ENCODINGS } from '../../import/decode';
import { DELIMITERS } from '../../import/delimiter';
import { PAYMENT_FIELDS } from '../../payments/fields';
import { defineChannel } from '../define';
import { builtAtFirstUse } from '../../built-at-first-use';

/** How the file was read: the user's choices over what was detected, and the default currency. */
export const runSettingsSchema = builtAtFirstUse(() =>
  z
    .object({
      encoding: z.enum(ENCODINGS).optional(),
      delimiter: z.enum(DELIMITERS).optional(),
      decimalStyle: z.enum(['dot', 'comma']).optional(),
      mapping: z.partialRecord(z.enum(PAYMENT_FIELDS), z.number().int().min(0).max(10_000)).optional(),
      defaultCurrency: z
        .string()
        .regex(/^[A-Z]{3}$/)
        .optional(),
    })
    .strict(),
);

/**
 * What the user changed in the table, kept compact: the final value of each changed cell and the
 * removed rows, both by the row's index in the file as read (not as shown after removals).
 */
export const runChangesSchema = builtAtFirstUse(() =>
  z
    .object({
      cells: z
        .array(
          z
            .object({ row: z.number().int().min(0), field: z.enum(PAYMENT_FIELDS), value: z.string().max(2000) })
            .strict(),
        )
        .max(1_000_000),
      removed: z.array(z.number().int().min(0)).max(100_000),
    })
    .strict(),
);

/** The steps a run before sending can be left at. */
export const draftStepSchema = z.enum(['fix', 'review']);

export const runDraftSummarySchema = builtAtFirstUse(() =>
  z.object({
    id: z.string(),
    fileName: z.string(),
    step: draftStepSchema,
    rowCount: z.number().int(),
    problemCount: z.number().int(),
    updatedAt: z.string(),
  }),
);

const draftId = z.string().uuid();
const progress = {
  settings: runSettingsSchema,
  changes: runChangesSchema,
  /** SHA-256 (hex) of the rows as left (see rowsDigest): a resumed run must come out the same. */
  digest: z.string().regex(/^[0-9a-f]{64}$/),
  step: draftStepSchema,
  rowCount: z.number().int().min(0),
  problemCount: z.number().int().min(0),
};

export const runsChannels = {
  'runs:start': defineChannel(
    () => z.object({ fileName: z.string().min(1).max(255), base64: z.base64() }).strict(),
    () => z.object({ id: z.string(), sha256: z.string() }),
    'Keeps a newly imported file as a payment run in progress, so it can be resumed after a restart.',
  ),
  'runs:save': defineChannel(
    () => z.object({ id: draftId, ...progress }).strict(),
    () => z.object({ saved: z.boolean() }),
    "Saves a run's reading settings and mapping, the user's changed cells and removed rows, its step and problem count.",
  ),
  'runs:list': defineChannel(
    () => z.object({}).strict(),
    () => z.object({ runs: z.array(runDraftSummarySchema) }),
    'Payment runs not sent yet under the active bank profile, most recently changed first.',
  ),
  'runs:get': defineChannel(
    () => z.object({ id: draftId }).strict(),
    () =>
      runDraftSummarySchema.unwrap().extend({
        base64: z.string(),
        sha256: z.string(),
        settings: runSettingsSchema,
        changes: runChangesSchema,
        digest: z.string(),
      }),
    'One run not sent yet: the file as imported and what to replay on it.',
  ),
  'runs:discard': defineChannel(
    () => z.object({ id: draftId }).strict(),
    () => z.object({ discarded: z.boolean() }),
    'Forgets a run not sent yet (sent, or the user chose another file).',
  ),
};

export type RunSettings = z.output<typeof runSettingsSchema>;
export type RunChanges = z.output<typeof runChangesSchema>;
export type RunDraftSummary = z.output<typeof runDraftSummarySchema>;
export type DraftStep = z.output<typeof draftStepSchema>;
