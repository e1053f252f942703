import type { Core } from '../core';
import type { HandlerMap } from './dispatch';
import { accountsHandlers } from '../accounts/handlers';
import { appHandlers } from '../app/handlers';
import { consentHandlers } from '../consent/handlers';
import { debtsHandlers } from '../payments-single/handlers';
import { profileHandlers } from '../profiles/handlers';

/** The handler for every channel of the contract. The type makes a missing channel a compile error. */
export function createHandlers(core: Core): HandlerMap {
  return {
    ...appHandlers(core),
    ...consentHandlers(core.psu),
    ...accountsHandlers(core.psu.accounts),
    ...debtsHandlers(core.psu.payments),
    ...profileHandlers(core),
  };
}
