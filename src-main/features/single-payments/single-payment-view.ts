import { isFinalPaymentState } from '../../../src-shared/accounts/display';
import type { SinglePaymentView } from '../../../src-shared/ipc/channels/single-payments';
import type { SinglePaymentRequest } from '../../../src-shared/single-payments/validate-single';
import type { Debt } from '../../domain/bank-schemas';

/**
 * The bank's debt object as the UI shows it, copying documented fields by name. The bank's own
 * answer wins; the request fills in what a debt object may leave out.
 */
export function singlePaymentView(
  debt: Debt,
  accountHandle: string,
  confirmed: boolean,
  request?: SinglePaymentRequest,
): SinglePaymentView {
  const item = debt.items[0]?.detailed_price;
  return {
    uuid: debt.uuid,
    accountHandle,
    status: debt.status,
    final: isFinalPaymentState(debt.status),
    confirmed,
    amount: debt.value ?? item?.gross ?? request?.amount ?? '',
    currency: debt.currency,
    receiverName: debt.receiver?.name ?? request?.receiverName ?? '',
    iban: debt.iban,
    bic: debt.bic ?? request?.bic ?? '',
    dueDate: debt.due_date ?? null,
    issueDate: debt.issue_date ?? null,
    unstructuredReference: debt.unstructured_reference ?? request?.unstructuredReference ?? '',
    endToEndId: debt.end_to_end_id ?? request?.endToEndId ?? '',
    lastPaymentTimestamp: debt.last_payment_timestamp ?? null,
    problem: null,
  };
}
