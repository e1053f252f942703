// One team run as the approver opens it (team:run): its payments as they will be sent, the check
// against the bank before it is sent, who did what, and the bulks this desktop recorded for it.
import { ok, type Result } from '../../../src-shared/result';
import type { ResponseOf } from '../../../src-shared/ipc/contract';
import type { ListedRun, TeamRun } from '../../ports/team-run-types';
import type { TeamStore } from '../../ports/team/team-store';
import type { BulkServices } from '../send/bulk-services';
import { checkRunForRelease, separatelyAtRelease, type TeamPlan } from './team-runs';

/** A run as it crosses IPC: without its plan (the rows and keys stay in main). */
export const summaryOf = ({ plan: _plan, fileSha256: _sha, planHash: _hash, ...run }: ListedRun & { plan?: unknown }) =>
  run;

/** The bulks this desktop recorded for a run: found by the run's own Idempotency-Keys. */
const bulksOf = (bulks: BulkServices, run: TeamRun) =>
  (run.plan as TeamPlan).idempotencyKeys.flatMap((key) => {
    const id = bulks.journal.findByKey(key)?.reference;
    const bulk = id ? bulks.reader.getBulk(id) : undefined;
    return bulk ? [bulk] : [];
  });

/** The whole run for the approver's screen. */
export async function runDetail(
  store: TeamStore,
  bulks: BulkServices,
  runId: string,
): Promise<Result<ResponseOf<'team:run'>>> {
  const [run, audit, status] = await Promise.all([store.run(runId), store.audit(runId), store.status()]);
  if (!run.ok) return run;
  if (!audit.ok) return audit;
  if (!status.ok) return status;
  // Checked against the bank until it is sent; once sent, this desktop's own history would
  // flag every payment as "already sent".
  const toCheck = run.value.state === 'awaiting_release' || run.value.state === 'released';
  // Worked out again for every state, so the payments shown are those sent; the check
  // itself (bank, warnings) is shown only before sending.
  const worked = await checkRunForRelease(store, bulks.submission, run.value);
  const checked = toCheck ? worked : null;
  const recorded = worked.ok ? null : await store.runPayments(runId);
  return ok({
    run: summaryOf(run.value),
    // The payments as they will be sent (parsed amounts, resolved references), never the
    // file's cells as typed; when the run cannot be worked out again (bank unreachable),
    // the payments recorded with it in the team store (without account and reference).
    payments: worked.ok
      ? worked.value.payments.map((p) => ({
          line: p.line,
          payee: p.payee,
          iban: p.iban ?? '',
          amount: p.amount,
          currency: p.currency,
          reference: p.reference ?? '',
        }))
      : recorded?.ok
        ? recorded.value.map((p) => ({
            line: p.line,
            payee: p.payee,
            iban: '',
            amount: p.amount,
            currency: p.currency,
            reference: '',
          }))
        : [],
    check: checked?.ok
      ? {
          account: checked.value.account,
          bulks: checked.value.bulks,
          totals: checked.value.totals,
          warnings: checked.value.warnings,
          blocked: checked.value.blocked,
          alreadyReleasedLines: checked.value.alreadyReleasedLines,
          separately: separatelyAtRelease(checked.value, run.value),
          difference: checked.value.difference ?? null,
        }
      : null,
    checkProblem: checked && !checked.ok ? checked.error : null,
    audit: audit.value.map((a) => ({
      at: a.at,
      dbUser: a.dbUser,
      action: a.action,
      comment: typeof a.detail.comment === 'string' ? a.detail.comment : null,
    })),
    mine: status.value.user === run.value.preparedBy,
    bulks: bulksOf(bulks, run.value),
    plannedBulks: (run.value.plan as TeamPlan).review.bulks,
  });
}
