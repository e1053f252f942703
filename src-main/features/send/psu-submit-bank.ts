import { err, ok, type Result } from '../../../src-shared/result';
import type { BankGateway } from '../../ports/bank-gateway';
import type { SubmissionOutcome } from '../../ports/bank-gateway';
import type { BankResult } from '../../domain/bank-result';
import type { PsuSession } from '../bank-session/psu-session';
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
  clientOf: () => Promise<Result<BankGateway>>,
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
      createBulk: async (request, options) => {
        // Journalled once. When the session ends (401) and the user approves again, the same record
        // (same key, same bytes) is sent again, never a new bulk: an earlier attempt may have reached the bank.
        let recordId: string | undefined;
        let last: BankResult<SubmissionOutcome> | undefined;
        const result = await run('Sending the bulk', async () => {
          last = recordId
            ? await c.resendBulk(recordId)
            : await c.createBulk(request, {
                ...options,
                onJournalled: (record) => {
                  recordId = record.id;
                  options.onJournalled?.(record);
                },
              });
          return last;
        });
        // No new approval (cancelled, signed out): a bulk that may exist stays "unknown", resent later.
        if (!result.ok && last?.ok === false && last.error.code === 'submission_unknown') return last;
        return result;
      },
      // Journalling writes the local database only: no session needed.
      journalBulk: (request, options) => c.journalBulk(request, options),
      // Through the session: the customer is the one whose token the bulks are sent with.
      identity: () => run('Reading who is signed in', () => c.identity()),
      getBulkStatus: (bulkId, statusUrl) => run('Checking the bulk', () => c.getBulkStatus(bulkId, statusUrl)),
      resumeSubmissions: async (onRetry) => {
        // A 401 asks the user to approve again; then the same records are resent with their own keys.
        const result = await run('Resending unconfirmed bulks', async () => {
          const resumed = await c.resumeSubmissions(onRetry);
          const refused = resumed.find((r) => !r.result.ok && r.result.error.details.status === 401);
          return refused && !refused.result.ok ? refused.result : { ok: true as const, value: resumed };
        });
        return result.ok ? result.value : [];
      },
    });
  };
}
