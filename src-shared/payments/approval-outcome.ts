import { APPROVAL_WINDOW_MS } from '../bank/limits';

/**
 * How far this computer's clock and the bank's may differ, plus polling delay: a bulk seen
 * pending this close to the one-hour deadline may have expired rather than been declined.
 */
export const CLOCK_TOLERANCE_MS = 5 * 60 * 1000;

/** Why the bank's `rejected` came: declined on the phone, not approved within the hour, or not knowable. */
export type Rejection = 'declined' | 'expired' | 'unclear';

/**
 * The bank reports `rejected` both when the customer declines and when nobody approves within
 * the hour. Bulkpay only knows when it saw the bulk: expired when it still saw it pending near
 * or after the deadline; declined when it saw the rejection well before the deadline; otherwise
 * (the app was closed around the deadline, a decline first noticed the next day) it cannot tell.
 * One rule for the screens (history rows) and the ERP report (pain.002 DS24 / DS02).
 */
export function rejectionOf(bulk: {
  acceptedAt: string | null;
  pendingSeenAt?: string | null | undefined;
  finishedAt: string | null;
}): Rejection {
  if (!bulk.acceptedAt) return 'unclear';
  const deadline = Date.parse(bulk.acceptedAt) + APPROVAL_WINDOW_MS;
  if (bulk.pendingSeenAt && Date.parse(bulk.pendingSeenAt) >= deadline - CLOCK_TOLERANCE_MS) return 'expired';
  if (bulk.finishedAt && Date.parse(bulk.finishedAt) <= deadline - CLOCK_TOLERANCE_MS) return 'declined';
  return 'unclear';
}
