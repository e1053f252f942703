// The submission's part of sending a released team run: its bulks recorded and sent under the
// keys claimed in the team store. Claiming the run, and marking it sent, is team/team-runs.ts's
// sendTeamRun.
import type { SubmitInput } from '../../src-shared/ipc/channels/bulks';
import { err, ok, type AppError } from '../../src-shared/result';
import { journalBulk, recordBulks, teamRecordId } from './bulk-records';
import { endToEndIdsFrom, withEndToEndIds } from './end-to-end-ids';
import { lines, type Plan } from './plan-checks';
import { sendRecordedBulk, type SubmitBank } from './send-bulk';
import type { SubmissionServiceOptions, SubmitConfirmation } from './submission-options';

/**
 * Sends the bulks of a released team run this desktop has claimed, under the run's keys. A bulk this desktop already journalled under
 * its key (a send interrupted here) keeps its history record and is sent again with its own bytes.
 */
export async function sendClaimedRunBulks(
  o: SubmissionServiceOptions,
  plan: Plan & { bank: SubmitBank },
  input: SubmitInput,
  { idempotencyKeys: keys, renewClaim, recordInTeam }: NonNullable<SubmitConfirmation['team']>,
) {
  const { store, reader, journal, actor } = o;
  const journalled = keys.map((key) => journal.findByKey(key)?.reference ?? undefined);
  const earlier = journalled.find((id) => id !== undefined);
  const { message, ...file } = input.file;
  const teamFileId = teamRecordId('file', keys[0]!);
  const fileId =
    (earlier && reader.getBulk(earlier)?.fileId) ||
    (store.db.prepare('SELECT 1 FROM imported_files WHERE id = ?').get(teamFileId) ? teamFileId : undefined) ||
    store.recordImport({ ...file, rowCount: plan.rowCount, importedBy: actor, id: teamFileId });
  if (!earlier)
    store.audit(actor, 'file_send_confirmed', 'file', fileId, {
      bulks: plan.requests.length,
      account: plan.account.iban,
      team: true,
      message,
    });
  const requests = plan.requests.map((request, k) => withEndToEndIds(request, endToEndIdsFrom(keys[k]!)));
  const ids = recordBulks(o, plan, fileId, requests, journalled, keys);
  // Every member sees the run's bulks in the team history before anything is journalled or sent.
  const recorded = await recordInTeam?.(ids);
  if (recorded && !recorded.ok)
    return err(
      recorded.error.code,
      `${recorded.error.message} Nothing was sent from this run; send it again when the team database answers.`,
    );
  for (const [k, id] of ids.entries()) journalBulk(o, plan.bank, id, requests[k]!, keys[k]);
  const issues = [];
  let sent = 0;
  for (const [k, request] of requests.entries()) {
    const renewed = await renewClaim();
    if (!renewed.ok) return stoppedBeforeBulk(renewed.error, k, requests.length);
    if (!renewed.value) break;
    const label = `bulk ${k + 1} (${lines(plan.bulks[k]!)})`;
    issues.push(...(await sendRecordedBulk(o, plan.bank, ids[k]!, request, plan.origins[k]!, label, keys[k])));
    sent++;
    // The team must see what reached the bank before anything more is sent.
    const outcome = await recordInTeam?.([ids[k]!]);
    if (outcome && !outcome.ok)
      return err(
        'team_record_after_send',
        `${outcome.error.message} ${label} was sent but is not yet in the team history; nothing more was sent from this run. Send the run again when the team database answers: the bank will not pay anything twice.`,
        undefined,
        { bulk: k + 1 },
      );
  }
  // Taken over part-way: the rest is the other desktop's to send, under the same keys.
  const takenOver = sent < requests.length;
  return ok({ fileId, bulks: ids.slice(0, sent).map((id) => reader.getBulk(id)!), issues, takenOver });
}

/** The team database could not renew the claim before bulk `k + 1`: said with what was sent. */
function stoppedBeforeBulk(cause: AppError, k: number, total: number) {
  return err(
    'team_send_interrupted',
    `${cause.message} ${k} of ${total} bulk(s) of this run were sent, nothing more. Send the run again from this or another desktop when the team database answers: the bank will not pay anything twice.`,
    undefined,
    { sent: k, total },
  );
}
