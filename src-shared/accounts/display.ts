import type { PartyView } from '../ipc/channels/accounts';

/** The payment states the bank is known to use (spec-notes.md); others are shown as "other (value)". */
export const KNOWN_PAYMENT_STATES = [
  'unverified',
  'verified',
  'paid',
  'notenoughbalance',
  'cancelled',
  'scheduled',
] as const;

const STATE_LABELS: Record<string, string> = {
  unverified: 'Waiting for approval',
  verified: 'Approved, not yet paid',
  paid: 'Paid',
  notenoughbalance: 'Not sent: not enough balance', // as bulk payments say it
  cancelled: 'Cancelled',
  scheduled: 'Scheduled',
};

/** Words a finance user reads for a bank payment state; an unknown state is shown, not hidden. */
export function paymentStateLabel(state: string): string {
  return STATE_LABELS[state] ?? `Other (${state})`;
}

export type StateTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export function paymentStateTone(state: string): StateTone {
  if (state === 'paid') return 'success';
  if (state === 'notenoughbalance') return 'warning';
  if (state === 'cancelled') return 'danger';
  if (state === 'unverified' || state === 'verified' || state === 'scheduled') return 'info';
  return 'neutral';
}

/** A single payment stops changing in these states. */
export function isFinalPaymentState(state: string): boolean {
  return state === 'paid' || state === 'notenoughbalance' || state === 'cancelled';
}

/** The name to show for a party: display name, name, company, or first and last name. */
export function partyName(p: Pick<PartyView, 'displayName' | 'name' | 'company' | 'firstname' | 'lastname'>): string {
  return p.displayName || p.name || p.company || [p.firstname, p.lastname].filter(Boolean).join(' ');
}

/** A signed amount for display: money going out is shown with a minus sign. */
export function signedAmount(amount: string, direction: string): string {
  if (direction !== 'out' || amount.startsWith('-')) return amount;
  return `-${amount}`;
}
