// Long history upkeep the user should know about (issue 14): a migration that rebuilt the search
// index before the window opened, or the text index catching up in the background.
import { z } from 'zod';
import { defineChannel } from '../define';

export const historyMaintenanceTaskSchema = z.object({
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
});

export type HistoryMaintenanceTask = z.infer<typeof historyMaintenanceTaskSchema>;

const tasksSchema = z.object({ tasks: z.array(historyMaintenanceTaskSchema) });

export const volumeHistoryChannels = {
  'history:maintenance': defineChannel(
    z.object({}).strict(),
    tasksSchema,
    'The long history tasks of this run of the app (index rebuilds by a migration, a text index catch-up), running or done.',
  ),
};

export const volumeHistoryEvents = {
  /** A long history task started, moved on or finished: every task of this run, as `history:maintenance` answers. */
  'history:maintenance': tasksSchema,
};
