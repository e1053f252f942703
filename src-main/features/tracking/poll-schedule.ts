import { retryDelayMs, STATUS_POLL_ERROR_POLICY } from '../../domain/retry';

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
  /** First delay after a failed check; doubles per failure up to `maxErrorMs` (retry.ts STATUS_POLL_ERROR_POLICY). */
  errorMs: number;
  maxErrorMs: number;
  /**
   * After an answer over its cap or not in the documented shape: the app asks again only this
   * rarely, so a broken answer is not downloaded again and again. The CLI stops waiting instead.
   */
  faultMs?: number;
}

export const DEFAULT_POLL_SCHEDULE: PollSchedule = {
  eagerMs: 2_000,
  eagerWindowMs: 3 * 60_000,
  steadyMs: 5_000,
  patientAfterMs: 15 * 60_000,
  patientMs: 15_000,
  processingMs: 1_000,
  unknownMs: 15_000,
  errorMs: STATUS_POLL_ERROR_POLICY.initialDelayMs,
  maxErrorMs: STATUS_POLL_ERROR_POLICY.maxDelayMs,
  faultMs: 10 * 60_000,
};

/** Milliseconds until the next status check of a bulk in `state`; a Retry-After the bank sent is a floor. */
export function nextPollDelayMs(
  state: string,
  msSinceAccepted: number,
  consecutiveFailures: number,
  schedule: PollSchedule = DEFAULT_POLL_SCHEDULE,
  retryAfterMs?: number,
): number {
  if (consecutiveFailures > 0)
    return retryDelayMs(
      consecutiveFailures,
      { ...STATUS_POLL_ERROR_POLICY, initialDelayMs: schedule.errorMs, maxDelayMs: schedule.maxErrorMs },
      retryAfterMs,
    );
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
