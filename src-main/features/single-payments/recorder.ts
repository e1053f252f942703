import type { SinglePaymentView } from '../../../src-shared/ipc/channels/single-payments';
import type { LocalHistoryWriter } from '../../ports/history/local-history';

export type SinglePaymentEvent = 'created' | 'confirmed' | 'state_changed';

/** The documented fields of a single payment that the audit log keeps, in this order. */
const AUDITED_FIELDS = [
  'accountHandle',
  'status',
  'amount',
  'currency',
  'receiverName',
  'iban',
  'bic',
  'dueDate',
  'unstructuredReference',
  'endToEndId',
  'lastPaymentTimestamp',
] as const satisfies readonly (keyof SinglePaymentView)[];

/** Where single payments are recorded for later questions ("did we pay them, when, how much?"). */
export interface SinglePaymentRecorder {
  record(event: SinglePaymentEvent, view: SinglePaymentView): void;
}

/**
 * Records single payments in the history: every event in the append-only audit log (object type
 * `single_payment`, only the documented fields of the view), and from its confirmation on the
 * payment itself, as a bulk of one (kind `single`), so the History screen and payment search
 * show it with its state. Both writes happen in one transaction.
 */
export function historyRecorder(
  history: Pick<LocalHistoryWriter, 'audit' | 'inTransaction' | 'singlePayments'>,
  actor = 'user',
): SinglePaymentRecorder {
  const payments = history.singlePayments;
  return {
    record(event, view) {
      const who = event === 'state_changed' ? 'bank' : actor;
      const detail = Object.fromEntries(AUDITED_FIELDS.map((field) => [field, view[field]]));
      history.inTransaction(() => {
        history.audit(who, `single_payment_${event}`, 'single_payment', view.uuid, detail);
        if (event === 'confirmed') payments.recordConfirmed(view, actor);
        if (event === 'state_changed') payments.recordState(view);
      });
    },
  };
}
