import { ok } from '../../../src-shared/result';
import type { HandlerMap } from '../../platform/ipc/dispatch';
import type { PsuServices } from './psu-services';

type ConsentHandlers = Pick<HandlerMap, 'consent:status' | 'consent:signIn' | 'consent:cancel' | 'consent:signOut'>;

export function consentHandlers(psu: PsuServices): ConsentHandlers {
  return {
    'consent:status': async () => ok(psu.session.view()),
    // The password is passed straight through to the bank call and not kept anywhere.
    'consent:signIn': async ({ email, password }) => psu.session.signIn(email, password),
    'consent:cancel': async () => ok(psu.session.cancel()),
    'consent:signOut': async () => ok(psu.session.signOut()),
  };
}
