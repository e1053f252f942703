// A released run whose payee was blocked in the team's payee book after the release: the send
// stops and says which payee, that the block came after the release, who made it, and what to do
// (or, when the book cannot tell when the block was made, only that the payee is blocked).
import type { ValidationIssue } from '../../../src-shared/payments';
import { err, ok, type Result } from '../../../src-shared/result';
import type { TeamStore } from '../../ports/team/team-store';

/**
 * The refusal of a send for the first payee the team blocked, or ok. Said as blocked after the
 * release, by whom and when, only when the book's audit shows the block made after `releasedAt`;
 * else (no audit row found, or a block the release did not see) without when and by whom.
 */
export async function refuseBlockedAfterRelease(
  store: TeamStore,
  errors: readonly ValidationIssue[],
  run: { fileName: string; releasedAt: string | null },
): Promise<Result<void>> {
  const blocked = errors.find((e) => e.code === 'payee_blocked');
  if (!blocked) return ok(undefined);
  const iban = String(blocked.params?.iban ?? '');
  const name = String(blocked.params?.name || iban);
  const block = await store.payeeBlock(String(blocked.params?.blockedIban ?? iban), name);
  if (!block.ok) return block;
  const file = run.fileName;
  const after = block.value && (!run.releasedAt || block.value.at >= run.releasedAt) ? block.value : null;
  if (!after)
    return err(
      'released_payee_blocked',
      `The released run ${file} was not sent: ${name} (${iban}) is blocked in the team’s payee book. Nothing was sent. If the block stands, return the run to its preparer to take the payment out; if it was a mistake, an approver unblocks the account in Payees and the run is sent again.`,
      undefined,
      { file, name, iban, context: 'now' },
    );
  const { by, note } = after;
  const on = after.at.slice(0, 10);
  return err(
    'released_payee_blocked',
    `The released run ${file} was not sent: ${name} (${iban}) was blocked in the team’s payee book after the run was released, by ${by} on ${on}${note ? ` (“${note}”)` : ''}. Nothing was sent. If the block stands, return the run to its preparer to take the payment out; if it was a mistake, an approver unblocks the account in Payees and the run is sent again.`,
    undefined,
    // With a note, the sentence that quotes it (i18next's context: `released_payee_blocked_noted`).
    { file, name, iban, by, on, note: note ?? '', context: note ? 'noted' : '' },
  );
}
