import type { Tone } from '../../components/StatusBadge';
import * as intl from '../../../src-shared/i18n/format';
import { currentLocale, tr } from '../../i18n/locale';
import { timeLeft } from '../accounts/format';

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

/** What `bulkOutcomeView` needs of a bulk (a BulkSummary has it all). */
export interface OutcomeFacts {
  state: string;
  processed: boolean;
  totalCount: number;
  paidCount: number;
  approvalDeadline: string | null;
  paidTotals?: Record<string, string> | undefined;
  notPaidTotals?: Record<string, string> | undefined;
  rejection?: 'declined' | 'expired' | 'unclear' | undefined;
}

const totals = (t: Record<string, string> | undefined) => intl.formatTotals(t ?? {}, currentLocale());

/**
 * A bulk's badge as its money outcome, not the bank's state name: Paid, Partly paid (41 of 50;
 * €x paid, €y not sent), Not paid, Rejected, Expired (nobody approved within the hour), Waiting
 * for approval (4:59 left), Processing, Not confirmed yet; other states as bulkStateView.
 */
export function bulkOutcomeView(bulk: OutcomeFacts, now: number): { label: string; tone: Tone } {
  if (bulk.state === 'approved' && bulk.processed) {
    if (bulk.paidCount >= bulk.totalCount) return { label: tr('bulk.paid'), tone: 'success' };
    if (bulk.paidCount === 0) return { label: tr('bulk.nonePaid'), tone: 'danger' };
    if (bulk.paidTotals && bulk.notPaidTotals)
      return {
        label: tr('run.partlyPaid', {
          paid: bulk.paidCount,
          total: bulk.totalCount,
          paidAmount: totals(bulk.paidTotals),
          notPaidAmount: totals(bulk.notPaidTotals),
        }),
        tone: 'warning',
      };
    return { label: tr('bulk.partlyPaid', { paid: bulk.paidCount, total: bulk.totalCount }), tone: 'warning' };
  }
  if (bulk.state === 'rejected')
    return bulk.rejection === 'expired'
      ? { label: tr('run.expired'), tone: 'warning' }
      : bulk.rejection === 'declined'
        ? { label: tr('run.rejected'), tone: 'danger' }
        : { label: tr('run.rejectedOrExpired'), tone: 'danger' };
  if (bulk.state === 'approved') return bulkStateView('processing');
  if (bulk.state === 'pending_approval' && bulk.approvalDeadline)
    return { label: tr('bulk.waiting', { left: timeLeft(bulk.approvalDeadline, now) }), tone: 'info' };
  if (bulk.state === 'unknown') return { label: tr('bulk.notConfirmed'), tone: 'warning' };
  return bulkStateView(bulk.state);
}
