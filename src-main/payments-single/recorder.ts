import type { DebtView } from '../../src-shared/ipc/channels/debts';
import type { HistoryStore } from '../history/history-store';

export type SinglePaymentEvent = 'created' | 'confirmed' | 'state_changed';

/** Where single payments are recorded for later questions ("did we pay them, when, how much?"). */
export interface SinglePaymentRecorder {
  record(event: SinglePaymentEvent, view: DebtView): void;
}

/**
 * Records single payments in the history's append-only audit log. The history's payment tables
 * are built around bulks (a payment belongs to a bulk of 1–100), so a single payment is kept as
 * audit entries of object type `single_payment`, with only the documented fields of the view.
 */
export function historyRecorder(history: Pick<HistoryStore, 'audit'>, actor = 'user'): SinglePaymentRecorder {
  return {
    record(event, view) {
      const {
        uuid,
        accountHandle,
        status,
        amount,
        currency,
        receiverName,
        iban,
        bic,
        dueDate,
        unstructuredReference,
        endToEndId,
        lastPaymentTimestamp,
      } = view;
      history.audit(event === 'state_changed' ? 'bank' : actor, `single_payment_${event}`, 'single_payment', uuid, {
        accountHandle,
        status,
        amount,
        currency,
        receiverName,
        iban,
        bic,
        dueDate,
        unstructuredReference,
        endToEndId,
        lastPaymentTimestamp,
      });
    },
  };
}
