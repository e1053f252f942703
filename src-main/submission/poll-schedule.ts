/**
 * How often to ask the bank about a bulk. The customer usually approves within a minute or two
 * of the push to their phone, so ask often then; later they may be away, so ask less; processing
 * takes seconds, so ask often again. Errors back off exponentially so a bank outage is not
 * hammered, and the status check never gives up while the bulk is unfinished.
 */
export interface PollSchedule {
  /** While pending approval, during the first `eagerWindowMs` after acceptance. */
  eagerMs: number;
  eagerWindowMs: number;
  /** Pending approval after the eager window, until `patientAfterMs`. */
  steadyMs: number;
  patientAfterMs: number;
  /** Pending approval after `patientAfterMs`. */
  patientMs: number;
  /** While the bank is processing an approved bulk. */
  processingMs: number;
  /** While the client cannot tell whether the bank has the bulk (resending with the same key). */
  unknownMs: number;
  /** First delay after a failed check; doubles per failure up to `maxErrorMs`. */
  errorMs: number;
  maxErrorMs: number;
}

export const DEFAULT_POLL_SCHEDULE: PollSchedule = {
  eagerMs: 2_000,
  eagerWindowMs: 3 * 60_000,
  steadyMs: 5_000,
  patientAfterMs: 15 * 60_000,
  patientMs: 15_000,
  processingMs: 1_000,
  unknownMs: 15_000,
  errorMs: 2_000,
  maxErrorMs: 60_000,
};

/** Milliseconds until the next status check of a bulk in `state`. */
export function nextPollDelayMs(
  state: string,
  msSinceAccepted: number,
  consecutiveFailures: number,
  schedule: PollSchedule = DEFAULT_POLL_SCHEDULE,
): number {
  if (consecutiveFailures > 0) return Math.min(schedule.maxErrorMs, schedule.errorMs * 2 ** (consecutiveFailures - 1));
  if (state === 'processing') return schedule.processingMs;
  if (state === 'pending_approval') {
    if (msSinceAccepted < schedule.eagerWindowMs) return schedule.eagerMs;
    if (msSinceAccepted < schedule.patientAfterMs) return schedule.steadyMs;
    return schedule.patientMs;
  }
  if (state === 'sending' || state === 'unknown') return schedule.unknownMs;
  // A state the bank has not documented: keep asking at a moderate pace until it says processed.
  return schedule.steadyMs;
}
