import { z } from 'zod';
import { ENCODINGS } from '../../import/decode';
import { DELIMITERS } from '../../import/delimiter';
import { PAYMENT_FIELDS } from '../../payments/fields';
import { defineChannel } from '../define';
import { builtAtFirstUse } from '../../built-at-first-use';

/** A saved column mapping (see src-shared/import/templates.ts). */
export const importTemplateSchema = builtAtFirstUse(() =>
  z.object({
    name: z.string().trim().min(1).max(80),
    headers: z.array(z.string().max(200)).max(200),
    columns: z.partialRecord(z.enum(PAYMENT_FIELDS), z.string().max(200)),
    encoding: z.enum(ENCODINGS).optional(),
    delimiter: z.enum(DELIMITERS).optional(),
    decimalStyle: z.enum(['dot', 'comma']).optional(),
  }),
);

const templateList = z.array(importTemplateSchema);

export const importChannels = {
  'import:templates': defineChannel(
    () => z.object({}).strict(),
    () => templateList,
    'The saved column mappings for payment files.',
  ),
  'import:saveTemplate': defineChannel(
    () => z.object({ template: importTemplateSchema }).strict(),
    () => templateList,
    'Saves (or replaces, by name) a column mapping; answers with all saved mappings.',
  ),
  'import:deleteTemplate': defineChannel(
    () => z.object({ name: z.string().min(1).max(80) }).strict(),
    () => templateList,
    'Deletes a saved column mapping by name.',
  ),
};
