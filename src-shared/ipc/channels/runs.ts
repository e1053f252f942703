import { z } from 'zod';
import { ENCODINGS } from '../../import/decode';
import { DELIMITERS } from '../../import/delimiter';
import { PAYMENT_FIELDS } from '../../payments/fields';
import { defineChannel } from '../define';

/** How the file was read: the user's choices over what was detected, and the default currency. */
export const runSettingsSchema = z
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
  .strict();

/** One change the user made to the table, replayed in order: row indices are as they were at that moment. */
export const runEditSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('edit'),
      row: z.number().int().min(0),
      field: z.enum(PAYMENT_FIELDS),
      value: z.string().max(2000),
    })
    .strict(),
  z.object({ kind: z.literal('remove'), row: z.number().int().min(0) }).strict(),
]);

/** The steps a run before sending can be left at. */
export const draftStepSchema = z.enum(['fix', 'review']);

export const runDraftSummarySchema = z.object({
  id: z.string(),
  fileName: z.string(),
  step: draftStepSchema,
  rowCount: z.number().int(),
  problemCount: z.number().int(),
  updatedAt: z.string(),
});

const draftId = z.string().uuid();
const progress = {
  settings: runSettingsSchema,
  edits: z.array(runEditSchema).max(1_000_000),
  step: draftStepSchema,
  rowCount: z.number().int().min(0),
  problemCount: z.number().int().min(0),
};

export const runsChannels = {
  'runs:start': defineChannel(
    z.object({ fileName: z.string().min(1).max(255), base64: z.base64() }).strict(),
    z.object({ id: z.string() }),
    'Keeps a newly imported file as a payment run in progress, so it can be resumed after a restart.',
  ),
  'runs:save': defineChannel(
    z.object({ id: draftId, ...progress }).strict(),
    z.object({ saved: z.boolean() }),
    "Saves a run's reading settings, the user's edits and removed rows, its step and problem count.",
  ),
  'runs:list': defineChannel(
    z.object({}).strict(),
    z.object({ runs: z.array(runDraftSummarySchema) }),
    'Payment runs not sent yet, most recently changed first.',
  ),
  'runs:get': defineChannel(
    z.object({ id: draftId }).strict(),
    runDraftSummarySchema.extend({
      base64: z.string(),
      settings: runSettingsSchema,
      edits: z.array(runEditSchema),
    }),
    'One run not sent yet: the file as imported and what to replay on it.',
  ),
  'runs:discard': defineChannel(
    z.object({ id: draftId }).strict(),
    z.object({ discarded: z.boolean() }),
    'Forgets a run not sent yet (sent, or the user chose another file).',
  ),
};

export type RunSettings = z.output<typeof runSettingsSchema>;
export type RunEdit = z.output<typeof runEditSchema>;
export type RunDraftSummary = z.output<typeof runDraftSummarySchema>;
export type DraftStep = z.output<typeof draftStepSchema>;
