import { z } from 'zod';
import type { BankFieldError } from './field-errors';
import { builtAtFirstUse } from '../built-at-first-use';

/** The runtime check of a BankFieldError crossing IPC or read back from the database. */
export const bankFieldErrorSchema: z.ZodType<BankFieldError> = builtAtFirstUse(() =>
  z.object({
    field: z.string().nullable(),
    code: z.string(),
    params: z.record(z.string(), z.string()),
  }),
);
