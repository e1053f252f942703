import type { BulkSummary, PaymentRow } from '../../../src-shared/ipc/channels/history';
import { rejectionOf } from '../../../src-shared/payments/approval-outcome';

/** ISO 20022 transaction status of one payment, with the reason an ERP books a refusal under. */
export interface PaymentStatus {
  status: 'ACSC' | 'RJCT' | 'PDNG';
  /** ExternalStatusReason1Code, for RJCT. */
  reason?: 'AM04' | 'DS02' | 'DS24' | 'NARR';
  /** Words for the person reading the ERP's error list (AddtlInf, at most 105 characters); for RJCT, and for PDNG when not sent yet. */
  info?: string;
}

const notSentBecause = (bulk: BulkSummary) => bulk.lastError ?? 'Bulkpay stopped before the bulk left.';

/**
 * What the ERP is told about one payment. The bank reports `rejected` both when the customer
 * declines and when nobody approves within the hour; Bulkpay tells them apart by when the
 * rejection was seen (DS24 "waiting time expired" after the hour, DS02 "cancelled by an
 * authorised user" before it), or says it cannot tell (NARR). A refusal at acceptance carries the bank's own words (NARR).
 */
export function paymentStatus(bulk: BulkSummary, payment: PaymentRow, awaitingResume = false): PaymentStatus {
  switch (payment.state) {
    case 'paid':
      return { status: 'ACSC' };
    case 'notenoughbalance':
      return {
        status: 'RJCT',
        reason: 'AM04',
        info: 'Not sent: the balance did not cover it when the bulk was processed.',
      };
    case 'rejected': {
      // As the history shows it (rows.ts computes it with the same rule from when the bulk was last seen pending).
      const why = bulk.rejection ?? rejectionOf(bulk);
      if (why === 'expired')
        return { status: 'RJCT', reason: 'DS24', info: 'The bulk was not approved within the hour.' };
      if (why === 'declined') return { status: 'RJCT', reason: 'DS02', info: 'The customer declined the bulk.' };
      return {
        status: 'RJCT',
        reason: 'NARR',
        info: 'Rejected or expired: declined in the bank app or not approved within the hour.',
      };
    }
    case 'not_accepted':
      return {
        status: 'RJCT',
        reason: 'NARR',
        info: payment.error ?? `The bank refused the bulk: ${bulk.lastError ?? 'no reason given'}`,
      };
    case 'not_sent':
      // Never reached the bank and may still be sent by resuming the file: not refused, and an
      // ERP that re-issues refused payments would pay it twice.
      if (awaitingResume)
        return { status: 'PDNG', info: `Not sent yet (${notSentBecause(bulk)}), sent when the file is sent again.` };
      return { status: 'RJCT', reason: 'NARR', info: `Not sent: ${notSentBecause(bulk)}` };
    case 'cancelled':
      return { status: 'RJCT', reason: 'NARR', info: 'Cancelled at the bank.' };
    default:
      // pending, unknown, scheduled, verified...: not final yet.
      return { status: 'PDNG' };
  }
}

/** Group status over payments: all one status, else PART once final, else PDNG. */
export function groupStatus(statuses: PaymentStatus['status'][]): 'ACSC' | 'RJCT' | 'PART' | 'PDNG' {
  if (statuses.includes('PDNG')) return 'PDNG';
  if (statuses.every((s) => s === 'ACSC')) return 'ACSC';
  if (statuses.every((s) => s === 'RJCT')) return 'RJCT';
  return 'PART';
}
