import { randomUUID } from 'node:crypto';
import type { PayeeBookLookup } from '../../../src-shared/payments/payee-book-lookup';
import type { Review, SubmitInput } from '../../../src-shared/ipc/channels/bulks';
import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import type { ValidationIssue } from '../../../src-shared/payments';
import { err, ok, type Result } from '../../../src-shared/result';
import {
  requireSeparateConfirmations,
  separateConfirmationsNeeded,
  type SeparateConfirmation,
  type SeparateConfirmationNeeded,
} from '../../../src-shared/validation/separate-confirmations';
import type { SubmissionService } from '../send/submission-service';
import { RECENT_DAYS } from '../send/submission-service';
import type { LocalHistoryReader } from '../../ports/history/local-history';
import { refuseBlockedAfterRelease } from './blocked-after-release';
import { desktopName } from '../../platform/os-user';
import { refuseWhenTeamBehind } from './restore-check';
import { refuseOlderTeamSchema } from './schema-check';
import { keepSenderAlive } from './sender-heartbeat';
import { teamRunPolicy } from './team-run-policy';
import { reviewForTeam } from './team-review';
import type { RunPayment, TeamRun } from '../../ports/team-run-types';
import type { TeamStore } from '../../ports/team/team-store';
import { countedNoun } from '../../domain/counted-noun';

/**
 * The team run operations the CLI (`bulkpay team …`) and the app's screens share: prepare a run
 * for release, check it again for the approver, and send a released run once across the team.
 */

/** What a team run keeps beside its summary: the file's rows and the keys claimed for its bulks. */
export interface TeamPlan {
  input: SubmitInput;
  review: Pick<Review, 'account' | 'bulks' | 'totals' | 'warnings'>;
  requestsHash: string;
  /** One Idempotency-Key per bulk, decided before any desktop sends. */
  idempotencyKeys: string[];
}

export const STATE_WORDS: Record<TeamRun['state'], string> = {
  awaiting_release: 'waiting for release by a second person',
  returned: 'returned to its preparer',
  released: 'released, ready to send',
  sending: 'being sent',
  sent: 'sent to the bank',
};

/** Team-duplicate states that mean the same payment is already on its way to the bank. */
const ON_ITS_WAY = new Set(['released', 'sending', 'sent']);

/**
 * Of the run that holds the same payment and the team history's record of it being sent, the one
 * furthest on its way to the bank: a payment already sent must never hide behind a run that only
 * waits for release (the release check refuses only payments on their way).
 */
export function furthestDuplicate<A extends { state: string }, B extends { state: string }>(
  inRun: A | undefined,
  sent: B | undefined,
): A | B | undefined {
  if (sent && !(inRun && ON_ITS_WAY.has(inRun.state))) return sent;
  return inRun ?? sent;
}

/**
 * The whole team's duplicate check: payments of this run that are also in a run anyone in the
 * team prepared recently (the local history only knows this desktop's own sends).
 */
export async function teamDuplicateWarnings(
  store: TeamStore,
  payments: RunPayment[],
  excludeRunId: string | null = null,
): Promise<Result<ValidationIssue[]>> {
  const found = await store.findTeamDuplicates(
    payments.map((p) => p.fingerprint),
    RECENT_DAYS,
    excludeRunId,
  );
  if (!found.ok) return found;
  // And what anyone in the team sent, from any desktop, runs or not (the team history).
  const since = new Date(Date.now() - RECENT_DAYS * 86_400_000).toISOString();
  const sent = await store.sentRecently(
    payments.map((p) => p.fingerprint),
    since,
  );
  if (!sent.ok) return sent;
  return ok(
    payments.flatMap((p) => {
      const dup = furthestDuplicate(found.value.get(p.fingerprint), sent.value.get(p.fingerprint));
      if (!dup) return [];
      const date = dup.preparedAt.slice(0, 10);
      return [
        {
          line: p.line,
          row: -1,
          field: 'amount',
          code: 'sent_by_team',
          severity: 'warning' as const,
          params: { file: dup.fileName, preparedBy: dup.preparedBy, date, state: dup.state },
          message: `The same payment (payee account, amount and reference) is in ${dup.fileName}, prepared by ${dup.preparedBy} on ${date} (${STATE_WORDS[dup.state]}); remove this row unless you mean to pay again.`,
        },
      ];
    }),
  );
}

/** The review a preparer sees before submitting for release: the file's own checks plus the team's duplicates. */
export type TeamReview = Review & { requestsHash: string; payments: RunPayment[] };

export async function reviewTeamRun(
  store: TeamStore,
  submission: SubmissionService,
  input: SubmitInput,
): Promise<Result<TeamReview>> {
  const book = await store.payeeBookLookup();
  if (!book.ok) return book;
  const reviewed = await reviewForTeam(submission, input, book.value, { store, before: new Date().toISOString() });
  if (!reviewed.ok) return reviewed;
  const teamWarnings = await teamDuplicateWarnings(store, reviewed.value.payments);
  if (!teamWarnings.ok) return teamWarnings;
  return ok({ ...reviewed.value, warnings: [...reviewed.value.warnings, ...teamWarnings.value] });
}

/** Stores a reviewed run in the team store, waiting for release (or released, under the policy's threshold). */
export async function submitReviewedRun(
  store: TeamStore,
  submission: SubmissionService,
  input: SubmitInput,
  review: TeamReview,
  confirmedSeparately: readonly SeparateConfirmation[] = [],
  o: { onceForFile?: boolean } = {},
): Promise<Result<TeamRun>> {
  if (review.blocked) return err('validation', review.blocked, review.errors);
  const confirmed = requireSeparateConfirmations(review.separately, confirmedSeparately, review.warnings);
  if (!confirmed.ok) return confirmed;
  const who = await submission.bankIdentity();
  if (!who.ok) return who;
  const { account, bulks, totals, warnings, requestsHash, rowCount, payments } = review;
  const plan: TeamPlan = {
    input,
    review: { account, bulks, totals, warnings },
    requestsHash,
    idempotencyKeys: bulks.map(() => randomUUID()),
  };
  const submitted = await store.submitRun(
    {
      fileName: input.file.name,
      fileSha256: input.file.sha256,
      payingAccount: `${account.name} (${account.iban})`,
      paymentCount: rowCount,
      totals,
      plan,
      planHash: requestsHash,
      warningsAcknowledged: [...new Set(warnings.map((w) => w.code))],
      bankTpp: who.value.tpp,
      bankCustomer: who.value.customer,
    },
    payments,
    o,
  );
  if (submitted.ok) submission.recordTeamConfirmations(submitted.value.id, review.separately);
  return submitted;
}

const sortedEntries = (totals: Record<string, string>) => Object.entries(totals).sort(([a], [b]) => a.localeCompare(b));

/** "10", "10.0" and "10.00" are one amount (PostgreSQL's numeric keeps the scale it was given). */
const canonical = (x: string) => (x.trim().includes('.') ? x.trim().replace(/0+$/, '').replace(/\.$/, '') : x.trim());
const sameAmount = (a: string, b: string) => canonical(a) === canonical(b);

const tampered = (file: string, counted: number, recorded: number) =>
  err(
    'team_run_tampered',
    `The payments of run ${file} are not what the team store recorded for it (the file holds ${countedNoun(counted, 'payment')}, the team store ${recorded}, or their payees, amounts or totals differ): they were changed after it was prepared. Nothing was released or sent; return it to the preparer.`,
    undefined,
    { file, counted, recorded },
  );

/** What the approver reads and what is sent: the run worked out again, with its payments as parsed. */
export type CheckedRun = Review & {
  payments: RunPayment[];
  /** Lines also in another run of the team that is released, being sent or sent: paying twice. */
  alreadyReleasedLines: number[];
};

/**
 * The run as it will be sent, worked out again on this desktop from its rows and the bank, never
 * the summary the preparer's desktop stored beside them: what an approver reads before releasing,
 * and what a desktop checks before it claims a run to send. The payments worked out from the
 * run's rows must be exactly the payments recorded with the run (which the release policy and the
 * team's duplicate check read) and its totals: same count, and per line the same fingerprint,
 * amount and currency.
 */
export async function checkRunForRelease(
  store: TeamStore,
  submission: SubmissionService,
  run: TeamRun,
  /** The team's payee book when the caller read it already (a send reads it once). */
  payeeBook?: PayeeBookLookup,
): Promise<Result<CheckedRun>> {
  const plan = run.plan as TeamPlan;
  // The team's book, never this desktop's: a release must not pass on what this desktop happens to know.
  const book = payeeBook ? ok(payeeBook) : await store.payeeBookLookup();
  if (!book.ok) return book;
  const review = await reviewForTeam(submission, plan.input, book.value, { store, before: run.preparedAt });
  if (!review.ok) return review;
  const recorded = await store.runPayments(run.id);
  if (!recorded.ok) return recorded;
  const computed = review.value.payments;
  const byLine = new Map(recorded.value.map((p) => [p.line, p]));
  const samePayments =
    computed.length === recorded.value.length &&
    computed.length === run.paymentCount &&
    computed.every((p) => {
      const r = byLine.get(p.line);
      return r && r.fingerprint === p.fingerprint && r.currency === p.currency && sameAmount(r.amount, p.amount);
    });
  const totalsOf = (t: Record<string, string>) => sortedEntries(t).map(([c, v]) => [c, canonical(String(v))]);
  const sameTotals = JSON.stringify(totalsOf(review.value.totals)) === JSON.stringify(totalsOf(run.totals));
  if (review.value.requestsHash !== run.planHash || !sameTotals || !samePayments)
    return tampered(run.fileName, computed.length, recorded.value.length);
  // Another member may have submitted the same payments since this run was prepared: the team's
  // duplicate check is run again now, against every other run.
  const team = await teamDuplicateWarnings(store, computed, run.id);
  if (!team.ok) return team;
  const { requestsHash: _hash, ...rest } = review.value;
  return ok({
    ...rest,
    warnings: [...rest.warnings, ...team.value],
    alreadyReleasedLines: team.value
      .filter((w) => ON_ITS_WAY.has(String(w.params?.state)))
      .map((w) => w.line)
      .filter((line): line is number => typeof line === 'number'),
  });
}

/**
 * What the releaser confirms on their own: each kind this desktop's check finds, and each kind the
 * preparer confirmed (their desktop may know payments sent that this one does not).
 */
export function separatelyAtRelease(checked: CheckedRun, run: TeamRun): SeparateConfirmationNeeded[] {
  const plan = run.plan as TeamPlan;
  const prepared = separateConfirmationsNeeded(plan.review.warnings, [], checked.account.currency);
  return [...checked.separately, ...prepared.filter((p) => !checked.separately.some((c) => c.code === p.code))];
}

/**
 * Releases a run checked on this desktop once the releaser has confirmed on their own each kind of
 * payment that needs it (paying again, changed bank details), as the preparer did; records that.
 */
export async function releaseCheckedRun(
  store: TeamStore,
  submission: SubmissionService,
  checked: CheckedRun,
  run: TeamRun,
  confirmedSeparately: readonly SeparateConfirmation[] = [],
): Promise<Result<TeamRun>> {
  const needed = separatelyAtRelease(checked, run);
  const confirmed = requireSeparateConfirmations(needed, confirmedSeparately, checked.warnings);
  if (!confirmed.ok) return confirmed;
  const released = await store.release(run.id);
  if (released.ok) submission.recordTeamConfirmations(run.id, needed);
  return released;
}

/** The kinds of payment a release of this checked run needs confirmed on their own, with their counts. */
export const separateConfirmationsOfRun = (checked: CheckedRun, run: TeamRun) =>
  separatelyAtRelease(checked, run).map(({ code, count }) => ({ code, count }));

/**
 * Refuses to release a run some of whose payments are in another run already released, being
 * sent or sent, unless the approver says they mean to pay them again.
 */
export function refuseDoublePayment(checked: CheckedRun, acknowledged: boolean): Result<void> {
  const lines = checked.alreadyReleasedLines;
  if (!lines.length || acknowledged) return ok(undefined);
  return err(
    'team_release_duplicates',
    `This run shares ${countedNoun(lines.length, 'payment')} (line ${lines.slice(0, 5).join(', ')}${lines.length > 5 ? ', …' : ''}) with another team run that is already released or sent; releasing it would pay those lines twice. Return it to the preparer, or confirm that you mean to pay them again.`,
    undefined,
    { count: lines.length, lines: lines.slice(0, 5).join(', ') },
  );
}

/**
 * Refuses a run prepared under another TPP or customer than this desktop's: its Idempotency-Keys
 * and payments belong to them. A run from before identities were recorded has none to compare.
 */
export async function sameBankIdentity(submission: SubmissionService, run: TeamRun): Promise<Result<void>> {
  const want = { tpp: run.bankTpp ?? null, customer: run.bankCustomer ?? null };
  // A run that does not say whose keys it carries (prepared before identities were recorded, or
  // by a client that left them out) is never sent: its preparer submits the file again.
  if (!want.tpp || !want.customer)
    return err(
      'team_run_no_bank_identity',
      `Run ${run.fileName} does not record the TPP and bank customer it was prepared for, so it cannot be sent safely; return it and ask ${run.preparedBy} to submit the file again.`,
      undefined,
      { file: run.fileName, preparedBy: run.preparedBy },
    );
  const who = await submission.bankIdentity();
  if (!who.ok) return who;
  if (want.tpp !== who.value.tpp || want.customer !== who.value.customer)
    return err(
      'team_run_other_bank_identity',
      `This run belongs to TPP ${want.tpp ?? 'unknown'} and bank customer ${want.customer ?? 'unknown'}, but this computer is signed in as TPP ${who.value.tpp ?? 'unknown'} and customer ${who.value.customer ?? 'unknown'}; send it from a computer signed in as its own TPP and customer, or sign in as them here.`,
      undefined,
      {
        tpp: want.tpp ?? '?',
        customer: want.customer ?? '?',
        myTpp: who.value.tpp ?? '?',
        myCustomer: who.value.customer ?? '?',
      },
    );
  return ok(undefined);
}

export type TeamSendOutcome =
  | { claimed: false; by: string; host: string }
  | { claimed: true; run: TeamRun; bulks: BulkSummary[]; takenOver: boolean };

/**
 * Sends a released run from this desktop: claims it in the team store first (only one desktop
 * wins), records its bulks in the team history (nothing is sent that could not be recorded
 * there), sends them under the run's own keys renewing the claim before each, then marks it
 * sent. Another desktop holding the claim is an answer, not an error: it says who and where.
 */
export async function sendTeamRun(
  store: TeamStore,
  submission: SubmissionService,
  runId: string,
  host: string,
  /** This desktop's own history, whose records of the run's bulks are copied to the team's. */
  local: LocalHistoryReader,
): Promise<Result<TeamSendOutcome>> {
  const current = await refuseOlderTeamSchema(store);
  if (!current.ok) return current;
  const found = await store.run(runId);
  if (!found.ok) return found;
  const same = await sameBankIdentity(submission, found.value);
  if (!same.ok) return same;
  // Never trust what the run's summary says: what is about to be sent must be what was recorded
  // (and released under the policy) in the team store.
  const book = await store.payeeBookLookup();
  if (!book.ok) return book;
  if (found.value.state === 'released' || found.value.state === 'sending') {
    const checked = await checkRunForRelease(store, submission, found.value, book.value);
    if (!checked.ok) return checked;
    const stillAllowed = await refuseBlockedAfterRelease(store, checked.value.errors, found.value);
    if (!stillAllowed.ok) return stillAllowed;
  }
  const behind = await refuseWhenTeamBehind(store, local);
  if (!behind.ok) return behind;
  const claim = await store.claimSend(runId, host, {
    tpp: found.value.bankTpp ?? '',
    customer: found.value.bankCustomer ?? '',
  });
  if (!claim.ok) return claim;
  if (!claim.value.claimed) return ok({ claimed: false, by: claim.value.by, host: claim.value.host });
  const run = claim.value.run;
  const plan = run.plan as TeamPlan;
  // The heartbeat and the claim renewals on a connection of their own while the run is sent.
  const sender = keepSenderAlive(store, run.id, host);
  // The last bulk's record marks the run sent (one commit with the bank's answer); marked here only
  // if it did not (its answer lost, or the run had moved on: markSent says which).
  const sentBy = { id: run.id, host };
  let markedByRecord = false;
  const sent = await submission
    .send(
      plan.input,
      teamRunPolicy({
        requestsHash: run.planHash,
        idempotencyKeys: plan.idempotencyKeys,
        renewClaim: async () => {
          const renewed = await sender.lane.claimSend(run.id, host, {
            tpp: run.bankTpp ?? '',
            customer: run.bankCustomer ?? '',
          });
          // Refused because another desktop holds the claim now: taken over, not a failure.
          if (!renewed.ok && renewed.error.code === 'invalid_move') return ok(false);
          return renewed.ok ? ok(renewed.value.claimed) : renewed;
        },
        recordInTeam: async (bulkIds, runSent) => {
          const recorded = await store.recordRunBulks(local, desktopName(host), bulkIds, runSent ? sentBy : undefined);
          if (recorded.ok && recorded.value) markedByRecord = true;
          return recorded;
        },
        payeeBook: book.value,
      }),
    )
    .finally(sender.stop);
  if (!sent.ok) return sent;
  if (sent.value.takenOver) return ok({ claimed: true, run, bulks: sent.value.bulks, takenOver: true });
  const marked = markedByRecord ? await store.run(run.id) : await store.markSent(run.id);
  if (!marked.ok) return marked;
  return ok({ claimed: true, run: marked.value, bulks: sent.value.bulks, takenOver: false });
}
