// A released run whose payee was blocked in the team's payee book after the release: the send
// stops and says which payee, that the block came after the release, who made it, and what to do.
import type { ValidationIssue } from '../../../src-shared/payments';
import { err, ok, type Result } from '../../../src-shared/result';
import type { TeamStore } from '../../adapters/postgres/team-store';

/** The refusal of a send for the first payee the team blocked since the run was released, or ok. */
export async function refuseBlockedAfterRelease(
  store: TeamStore,
  errors: readonly ValidationIssue[],
  runFile: string,
): Promise<Result<void>> {
  const blocked = errors.find((e) => e.code === 'payee_blocked');
  if (!blocked) return ok(undefined);
  const iban = String(blocked.params?.iban ?? '');
  const name = String(blocked.params?.name || iban);
  const block = await store.payeeBlock(iban);
  if (!block.ok) return block;
  const by = block.value?.by ?? '?';
  const on = block.value?.at.slice(0, 10) ?? '?';
  const note = block.value?.note ?? '';
  return err(
    'released_payee_blocked',
    `The released run ${runFile} was not sent: ${name} (${iban}) was blocked in the team’s payee book after the run was released, by ${by} on ${on}${note ? ` (“${note}”)` : ''}. Nothing was sent. If the block stands, return the run to its preparer to take the payment out; if it was a mistake, an approver unblocks the account in Payees and the run is sent again.`,
    undefined,
    // With a note, the sentence that quotes it (i18next's context: `released_payee_blocked_noted`).
    { file: runFile, name, iban, by, on, note, context: note ? 'noted' : '' },
  );
}
