import { timeSpan } from '../../../src-shared/i18n/time-span';
import { err, type Result } from '../../../src-shared/result';
import type { LocalHistoryReader } from '../../ports/history/local-history';
import type { SubmissionService } from '../send/submission-service';
import { sendTeamRun, type TeamSendOutcome } from './team-runs';
import type { TeamStore } from '../../ports/team/team-store';

/**
 * Takes over a run whose sending desktop stopped renewing its claim, and sends what is left of it
 * from this desktop: the rules of `bulkpay team send` on a run another desktop was sending. Only a
 * run being sent, only once its claim lapsed on the team database's clock (the database refuses
 * an earlier claim anyway), and only as the bank identity that started sending it (sendTeamRun
 * checks this desktop's, the database the claim's); the run's Idempotency-Keys make the bank
 * create each bulk once, whoever sends it.
 */

/** The refusal's code by the unit its time is said in. */
const CLAIM_LIVE = { seconds: 'team_takeover_claim_live_seconds', minutes: 'team_takeover_claim_live' } as const;
export async function takeOverTeamRun(
  store: TeamStore,
  submission: SubmissionService,
  runId: string,
  host: string,
  /** This desktop's own history. */
  local: LocalHistoryReader,
): Promise<Result<TeamSendOutcome>> {
  const lease = await store.claimLease(runId);
  if (!lease.ok) return lease;
  const { state, claimedBy, claimedHost, secondsLeft, expired } = lease.value;
  if (state === 'sent')
    return err('team_takeover_already_sent', 'This run has been sent already; there is nothing to take over.');
  if (state !== 'sending')
    return err(
      'team_takeover_not_sending',
      'This run is not being sent by anyone, so there is nothing to take over; send it once it is released.',
    );
  if (!expired) {
    // Seconds under two minutes: a sender's heartbeat lapses in 30 s, not in whole minutes.
    const left = timeSpan(secondsLeft ?? 0, Math.ceil, 1);
    return err(
      CLAIM_LIVE[left.unit],
      `This run is being sent by ${claimedBy} on ${claimedHost}, whose desktop confirmed it recently; if that desktop has stopped, it can be taken over in ${left.count} ${left.unit}.`,
      undefined,
      { by: claimedBy ?? '?', host: claimedHost ?? '?', count: left.count },
    );
  }
  return sendTeamRun(store, submission, runId, host, local);
}
