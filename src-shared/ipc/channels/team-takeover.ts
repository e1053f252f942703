import { z } from 'zod';
import { defineChannel } from '../define';
import { bulkSummarySchema } from './history';
import { teamRunStateSchema, teamRunSummarySchema } from './team';

const runId = z.string().uuid();

/**
 * Taking over a team run whose sending desktop stopped (crashed, lost its network, was shut
 * down): the same rules as `bulkpay team send` on the command line. Only a run being sent whose
 * claim has not been renewed for the claim's lease (ten minutes, on the team database's clock),
 * and only as the bank identity (TPP and customer) that started sending it; the run's own
 * Idempotency-Keys make the bank create each bulk once.
 */
export const teamTakeoverChannels = {
  'team:claimLease': defineChannel(
    z.object({ runId }).strict(),
    z.object({
      state: teamRunStateSchema,
      claimedBy: z.string().nullable(),
      claimedHost: z.string().nullable(),
      /** When the sender last claimed or renewed (ISO), and when its claim lapses unless renewed. */
      claimedAt: z.string().nullable(),
      leaseUntil: z.string().nullable(),
      /** Seconds until it lapses, by the team database's clock (no clock skew), for a run being sent. */
      secondsLeft: z.number().int().nullable(),
      /** The run is being sent and its claim has lapsed: another desktop may take it over now. */
      takeoverAllowed: z.boolean(),
    }),
    "Who is sending a run and until when the claim holds, on the team database's clock: whether it may be taken over.",
  ),
  'team:takeOver': defineChannel(
    z.object({ runId }).strict(),
    z.discriminatedUnion('claimed', [
      /** The sender renewed its claim meanwhile: it is alive, and nothing was sent from here. */
      z.object({ claimed: z.literal(false), by: z.string(), host: z.string() }),
      z.object({
        claimed: z.literal(true),
        run: teamRunSummarySchema,
        bulks: z.array(bulkSummarySchema),
        takenOver: z.boolean(),
      }),
    ]),
    'Takes over a run whose sender stopped renewing its claim and sends its remaining bulks under the same keys, from this desktop.',
  ),
};
