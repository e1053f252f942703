// The team-run policy of the one send path (submission/send-policy.ts): a released team run's bulks
// recorded and sent under the keys claimed in the team store, the claim renewed before each bulk
// and each outcome mirrored into the team history. Claiming the run, and marking it sent, is
// team-runs.ts's sendTeamRun.
import type { SubmitInput } from '../../../src-shared/ipc/channels/bulks';
import type { PayeeBookLookup } from '../../../src-shared/payments/payee-book-lookup';
import { err, ok, type AppError, type Result } from '../../../src-shared/result';
import { journalBulk, keyedRecordId, recordBulks } from '../send/bulk-records';
import { endToEndIdsFrom, withEndToEndIds } from '../../domain/end-to-end-ids';
import { hashOfRequests } from '../../domain/plan-hash';
import { sendRecordedBulk } from '../send/send-bulk';
import { bulkLabel, type SendPlan, type SendPolicy } from '../../ports/send-policy';
import type { SubmissionServiceOptions } from '../send/submission-options';
import { countedNoun } from '../../domain/counted-noun';

/**
 * A released team run: sent as its bulk requests were released (`requestsHash`), under the keys
 * claimed in the team store, one per bulk. Its warnings and the balance were judged at release;
 * they are not asked again, since a desktop resuming the run sees its own first bulks as sent.
 */
export interface ReleasedRun {
  requestsHash: string;
  idempotencyKeys: string[];
  /**
   * Renews this desktop's claim on the run before each bulk; false: another desktop took it over,
   * stop; an error: the team database could not be asked (the run stops where it is).
   */
  renewClaim: () => Promise<Result<boolean>>;
  /**
   * Puts the given recorded bulks (and their payments, file and audit entries) into the team
   * history; called before the first bulk is sent, where a failure stops the run with nothing
   * sent, and after each bulk to share its outcome. `runSent`: the last bulk's outcome, recorded
   * with the run marked sent at one commit, so every desktop shows it sent when the team history
   * has the bank's answer.
   */
  recordInTeam?: (bulkIds: string[], runSent?: boolean) => Promise<Result<unknown>>;
  /** The team's payee book, read just before sending: a payee blocked since the release stops the run. */
  payeeBook?: PayeeBookLookup;
}

/** The team-run policy: no send guard (a released run is what team mode sends), held to the released requests. */
export function teamRunPolicy(run: ReleasedRun): SendPolicy {
  return {
    planKey: run.requestsHash,
    ...(run.payeeBook ? { payeeBook: run.payeeBook } : {}),
    allowed: async () => ok(undefined),
    samePlan: (plan) => {
      if (hashOfRequests(plan.requests, plan.origins) !== run.requestsHash)
        return err('plan_changed', 'The payments differ from the run that was released; prepare and release it again.');
      if (run.idempotencyKeys.length !== plan.requests.length)
        return err('plan_changed', 'The released run has a different number of bulks; prepare and release it again.');
      return ok(undefined);
    },
    confirmed: () => ok(undefined),
    send: (o, plan, input) => sendClaimedRunBulks(o, plan, input, run),
  };
}

/**
 * Sends the bulks of a released team run this desktop has claimed, under the run's keys. A bulk this desktop already journalled under
 * its key (a send interrupted here) keeps its history record and is sent again with its own bytes.
 */
async function sendClaimedRunBulks(
  o: SubmissionServiceOptions,
  plan: SendPlan,
  input: SubmitInput,
  { idempotencyKeys: keys, renewClaim, recordInTeam }: ReleasedRun,
) {
  const { store, reader, journal, actor } = o;
  const journalled = keys.map((key) => journal.findByKey(key)?.reference ?? undefined);
  const earlier = journalled.find((id) => id !== undefined);
  const { message, ...file } = input.file;
  const teamFileId = keyedRecordId('file', keys[0]!);
  const fileId =
    (earlier && reader.getBulk(earlier)?.fileId) ||
    (reader.findImportedFile(teamFileId)?.id === teamFileId ? teamFileId : undefined) ||
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
    const label = bulkLabel(plan, k);
    issues.push(...(await sendRecordedBulk(o, plan.bank, ids[k]!, request, plan.origins[k]!, label, keys[k])));
    sent++;
    // The team must see what reached the bank before anything more is sent.
    const outcome = await recordInTeam?.([ids[k]!], k === requests.length - 1);
    if (outcome && !outcome.ok) return notRecordedAfterSend(outcome.error, label, k);
  }
  // Taken over part-way: the rest is the other desktop's to send, under the same keys.
  const takenOver = sent < requests.length;
  return ok({ fileId, bulks: ids.slice(0, sent).map((id) => reader.getBulk(id)!), issues, takenOver });
}

/**
 * Bulk `k + 1` reached the bank but its record in the team history failed: refused by the team
 * database (nothing of it committed: not in the team history), or unanswered (the database stopped
 * answering, so a try may have committed, the last bulk's with the run marked sent: it may be there).
 */
function notRecordedAfterSend(cause: AppError, label: string, k: number) {
  if (cause.code !== 'team_unreachable')
    return err(
      'team_record_after_send',
      `${cause.message} ${label} was sent but the team database did not record it; nothing more was sent from this run. Send the run again when the team database answers: the bank will not pay anything twice.`,
      undefined,
      { bulk: k + 1 },
    );
  return err(
    'team_record_after_send_unanswered',
    `${cause.message} ${label} was sent; the team database stopped answering while it was being recorded, so the team history may or may not have it yet. Nothing more was sent from this run. When the team database answers, open the run: if it shows as sent, nothing is left to do; otherwise send it again: the bank will not pay anything twice.`,
    undefined,
    { bulk: k + 1 },
  );
}

/** The team database could not renew the claim before bulk `k + 1`: said with what was sent. */
function stoppedBeforeBulk(cause: AppError, k: number, total: number) {
  return err(
    'team_send_interrupted',
    `${cause.message} Of the ${countedNoun(total, 'bulk')} of this run, ${k} ${k === 1 ? 'was' : 'were'} sent, nothing more. Send the run again from this or another desktop when the team database answers: the bank will not pay anything twice.`,
    undefined,
    { sent: k, total },
  );
}
