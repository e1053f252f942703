// The bank session (PSU) services of the environment mode, composed here for `bulkpay login` and
// `bulkpay accounts` on a server without a keychain: on their own so the commands that send bulks
// do not load them.
import { ok } from '../../src-shared/result';
import type { BankClient } from '../adapters/bank-api/client';
import { createPsuServices, type PsuServices } from '../features/bank-session/psu-services';
import { EventBus } from '../platform/events';

/** The PSU services on the environment's bank client, with the bus they tell their changes on. */
export function composeEnvPsuServices(bank: BankClient): { psu: PsuServices; events: EventBus } {
  const events = new EventBus();
  return { psu: createPsuServices({ clientOf: async () => ok(bank), events }), events };
}
