import type { HandlerMap } from '../../platform/ipc/dispatch';
import type { SinglePaymentService } from './single-payment-service';

type SinglePaymentsHandlers = Pick<
  HandlerMap,
  'singlePayments:create' | 'singlePayments:confirm' | 'singlePayments:get'
>;

export function singlePaymentsHandlers(payments: SinglePaymentService): SinglePaymentsHandlers {
  return {
    'singlePayments:create': (form) => payments.create(form),
    'singlePayments:confirm': ({ accountHandle, uuid }) => payments.confirm(accountHandle, uuid),
    'singlePayments:get': ({ accountHandle, uuid }) => payments.get(accountHandle, uuid),
  };
}
