import type { HandlerMap } from '../../platform/ipc/dispatch';
import type { SinglePaymentService } from './single-payment-service';

type DebtsHandlers = Pick<HandlerMap, 'debts:create' | 'debts:confirm' | 'debts:get'>;

export function debtsHandlers(payments: SinglePaymentService): DebtsHandlers {
  return {
    'debts:create': (form) => payments.create(form),
    'debts:confirm': ({ accountHandle, uuid }) => payments.confirm(accountHandle, uuid),
    'debts:get': ({ accountHandle, uuid }) => payments.get(accountHandle, uuid),
  };
}
