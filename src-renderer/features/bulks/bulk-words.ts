import type { Tone } from '../../components/StatusBadge';

/** Bulk states in words a finance user knows, with the badge tone. Unknown future values show as "other". */
export function bulkStateView(state: string): { label: string; tone: Tone } {
  switch (state) {
    case 'sending':
      return { label: 'Sending', tone: 'info' };
    case 'unknown':
      return { label: 'Outcome unknown, still retrying', tone: 'warning' };
    case 'pending_approval':
      return { label: 'Waiting for approval on the phone', tone: 'info' };
    case 'processing':
      return { label: 'Processing', tone: 'info' };
    case 'approved':
      return { label: 'Approved', tone: 'success' };
    case 'rejected':
      return { label: 'Rejected', tone: 'danger' };
    case 'not_accepted':
      return { label: 'Refused by the bank', tone: 'danger' };
    case 'not_sent':
      return { label: 'Not sent', tone: 'danger' };
    default:
      return { label: `Other (${state})`, tone: 'neutral' };
  }
}

/** A payment's outcome in words. */
export function paymentStateView(state: string): { label: string; tone: Tone } {
  switch (state) {
    case 'pending':
      return { label: 'Pending', tone: 'info' };
    case 'paid':
      return { label: 'Paid', tone: 'success' };
    case 'notenoughbalance':
      return { label: 'Not sent: not enough balance', tone: 'warning' };
    case 'rejected':
      return { label: 'Rejected with its bulk', tone: 'danger' };
    case 'not_accepted':
      return { label: 'Refused by the bank', tone: 'danger' };
    case 'not_sent':
      return { label: 'Not sent', tone: 'danger' };
    case 'scheduled':
      return { label: 'Scheduled', tone: 'info' };
    default:
      return { label: `Other (${state})`, tone: 'neutral' };
  }
}
