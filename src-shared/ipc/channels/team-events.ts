import { z } from 'zod';
import { defineChannel } from '../define';

/** A change another desktop (or this one, or the CLI) committed in the team database. */
export const teamChangeSchema = z.object({
  kind: z.enum(['run', 'bulk']),
  /** The run that changed; null when unknown (a bulk, or "read everything again" after a reconnect). */
  runId: z.string().nullable(),
});

export const teamEventsChannels = {
  'team:live': defineChannel(
    z.object({}).strict(),
    z.object({ live: z.boolean(), pooler: z.boolean().optional() }),
    "Whether team changes reach this desktop as they happen (the team database's LISTEN connection is up).",
  ),
};

/** Team changes pushed from the team database (LISTEN/NOTIFY), so screens follow colleagues at once. */
export const teamEventsEvents = {
  'team:changed': teamChangeSchema,
  /** The LISTEN connection came up or was lost; while lost, the screens read again every 30 s. */
  'team:liveChanged': z.object({
    live: z.boolean(),
    /** Lost as through a transaction-mode pooler: LISTEN accepted, nothing ever delivered. */
    pooler: z.boolean().optional(),
  }),
};
