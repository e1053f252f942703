import { err, ok, type Result } from '../../src-shared/result';
import type { BankClient } from '../bank/client';
import type { BankResult } from '../bank/errors';
import type { PsuSession } from '../consent/psu-session';
import type { SubmitBank } from './send-bulk';

/** A session error (signed out, consent declined) as a bank result, so callers handle one shape. */
const asBankResult = <T>(result: Result<T>): BankResult<T> =>
  result.ok
    ? result
    : { ok: false, error: { ...result.error, details: (result.error.details as object | undefined) ?? {} } };

/**
 * The bulk calls of the active profile's client, each run with the signed-in customer's token
 * through the PSU session (which asks for a new approval when the token has ended).
 */
export function psuSubmitBank(
  session: Pick<PsuSession, 'run'>,
  clientOf: () => Promise<Result<BankClient>>,
): () => Promise<Result<SubmitBank>> {
  return async () => {
    const client = await clientOf();
    if (!client.ok) return client;
    const c = client.value;
    if (!c.journal)
      return err('bank_not_configured', 'The bank client has no submission journal; bulks cannot be sent safely.');
    const run = async <T>(what: string, action: () => Promise<BankResult<T>>): Promise<BankResult<T>> =>
      asBankResult(
        await session.run(what, (jwt) => {
          c.setPsuToken(jwt);
          return action();
        }),
      );
    return ok({
      listAccounts: () => run('Reading the accounts', () => c.listAccounts()),
      createBulk: (request, options) => run('Sending the bulk', () => c.createBulk(request, options)),
      getBulkStatus: (bulkId) => run('Checking the bulk', () => c.getBulkStatus(bulkId)),
      resumeSubmissions: async () => {
        const result = await run('Resending unconfirmed bulks', async () => ({
          ok: true as const,
          value: await c.resumeSubmissions(),
        }));
        return result.ok ? result.value : [];
      },
    });
  };
}
