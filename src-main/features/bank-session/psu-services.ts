import type { Result } from '../../../src-shared/result';
import { AccountsService } from '../accounts/accounts-service';
import type { BankGateway } from '../../ports/bank-gateway';
import type { EventBus } from '../../platform/events';
import type { SinglePaymentRecorder } from '../single-payments/recorder';
import { SinglePaymentService, type SinglePaymentOptions } from '../single-payments/single-payment-service';
import { consentBankOf, psuBankOf } from './consent-bank';
import { PsuSession, type PsuSessionOptions } from './psu-session';

export interface PsuServices {
  session: PsuSession;
  accounts: AccountsService;
  payments: SinglePaymentService;
  dispose(): void;
}

export interface PsuServicesOptions {
  /** The signed bank client of the active profile. */
  clientOf: () => Promise<Result<BankGateway>>;
  events?: Pick<EventBus, 'emit'>;
  recorder?: SinglePaymentRecorder;
  session?: Omit<PsuSessionOptions, 'bank' | 'onChange'>;
  payments?: Omit<SinglePaymentOptions, 'onChange' | 'recorder'>;
}

/** Everything that acts for the signed-in PSU, wired to one session and one event bus. */
export function createPsuServices(options: PsuServicesOptions): PsuServices {
  const session = new PsuSession({
    ...options.session,
    bank: async () => {
      const client = await options.clientOf();
      return client.ok ? { ok: true, value: consentBankOf(client.value) } : client;
    },
    onChange: (view) => options.events?.emit('consent:changed', view),
  });
  const bank = psuBankOf(session, options.clientOf);
  const payments = new SinglePaymentService(bank, {
    ...options.payments,
    onChange: (view) => options.events?.emit('singlePayments:changed', view),
    ...(options.recorder ? { recorder: options.recorder } : {}),
  });
  return {
    session,
    accounts: new AccountsService(bank),
    payments,
    dispose() {
      payments.dispose();
      session.dispose();
    },
  };
}
