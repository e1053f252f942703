import type { Result } from '../../../src-shared/result';
import type { BankGateway } from '../../ports/bank-gateway';
import type { BankResult } from '../../domain/bank-result';
import type { ExchangeAnswer } from './consent-poll';
import type { ConsentBank, PsuSession } from './psu-session';

/**
 * The bank answers 404 alike for "not approved yet", "declined" and "expired". When its
 * message says which (the sandbox's does), waiting can end at once instead of at
 * `expiration_time`; any other 404 keeps the wait going (spec-notes.md).
 */
export function pendingHint(bankMessage: string | undefined): 'declined' | 'expired' | undefined {
  if (!bankMessage) return undefined;
  if (/\bdeclin/i.test(bankMessage)) return 'declined';
  if (/\bexpired\b/i.test(bankMessage)) return 'expired';
  return undefined;
}

/** The consent calls of a bank client in the shape the PSU session polls. */
export function consentBankOf(client: Pick<BankGateway, 'initiateConsent' | 'exchangeConsent'>): ConsentBank {
  return {
    initiateConsent: (credentials) => client.initiateConsent(credentials),
    async exchangeConsent(tokenUuid): Promise<ExchangeAnswer> {
      const result = await client.exchangeConsent(tokenUuid);
      if (!result.ok) return { kind: 'error', error: result.error };
      if (result.value.status === 'authorised') return { kind: 'approved', token: result.value.token };
      const hint = pendingHint(result.value.bankMessage);
      return hint ? { kind: 'pending', hint } : { kind: 'pending' };
    },
  };
}

/** Bank calls on behalf of the signed-in PSU: the session supplies the token and handles its end. */
export interface PsuBank {
  call<T>(what: string, action: (client: BankGateway) => Promise<BankResult<T>>): Promise<Result<T>>;
}

export function psuBankOf(session: PsuSession, clientOf: () => Promise<Result<BankGateway>>): PsuBank {
  return {
    async call(what, action) {
      const client = await clientOf();
      if (!client.ok) return client;
      return session.run(what, (jwt) => {
        client.value.setPsuToken(jwt);
        return action(client.value);
      });
    },
  };
}
