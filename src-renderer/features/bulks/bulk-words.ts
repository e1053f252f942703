import type { Tone } from '../../components/StatusBadge';
import { tr } from '../../i18n/locale';

/** Bulk states in words a finance user knows, with the badge tone. Unknown future values show as "other". */
export function bulkStateView(state: string): { label: string; tone: Tone } {
  switch (state) {
    case 'sending':
      return { label: tr('bulkState.sending'), tone: 'info' };
    case 'unknown':
      return { label: tr('bulkState.unknown'), tone: 'warning' };
    case 'pending_approval':
      return { label: tr('bulkState.pending_approval'), tone: 'info' };
    case 'processing':
      return { label: tr('bulkState.processing'), tone: 'info' };
    case 'approved':
      return { label: tr('bulkState.approved'), tone: 'success' };
    case 'rejected':
      return { label: tr('bulkState.rejected'), tone: 'danger' };
    case 'not_accepted':
      return { label: tr('bulkState.not_accepted'), tone: 'danger' };
    case 'not_sent':
      return { label: tr('bulkState.not_sent'), tone: 'danger' };
    default:
      return { label: tr('bulkState.other', { state }), tone: 'neutral' };
  }
}

/** A payment's outcome in words. */
export function paymentStateView(state: string): { label: string; tone: Tone } {
  switch (state) {
    case 'pending':
      return { label: tr('paymentState.pending'), tone: 'info' };
    case 'paid':
      return { label: tr('paymentState.paid'), tone: 'success' };
    case 'notenoughbalance':
      return { label: tr('paymentState.notenoughbalance'), tone: 'warning' };
    case 'rejected':
      return { label: tr('paymentState.rejected'), tone: 'danger' };
    case 'not_accepted':
      return { label: tr('paymentState.not_accepted'), tone: 'danger' };
    case 'not_sent':
      return { label: tr('paymentState.not_sent'), tone: 'danger' };
    case 'scheduled':
      return { label: tr('paymentState.scheduled'), tone: 'info' };
    default:
      return { label: tr('paymentState.other', { state }), tone: 'neutral' };
  }
}
