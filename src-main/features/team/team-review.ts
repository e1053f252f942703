// The review of a run a preparer hands over for release, worked out by the submission service's
// plan: the hash of its exact requests, and each payment with its fingerprint for the team's
// duplicate check.
import type { Review, SubmitInput } from '../../../src-shared/ipc/channels/bulks';
import { paymentFingerprint } from '../../../src-shared/payments';
import type { PayeeBookLookup } from '../../../src-shared/payments/payee-book-lookup';
import { comparedPaymentsOf } from '../../../src-shared/payments/run-difference';
import { ok, type Result } from '../../../src-shared/result';
import { hashOfRequests } from '../../domain/plan-hash';
import type { SubmissionService } from '../send/submission-service';
import type { TeamStore } from '../../ports/team/team-store';
import type { RunPayment } from '../../ports/team-run-types';

/** The ERP payee id of a row, when the file has one. */
function payeeIdOf(input: SubmitInput, row: number): { payeeId?: string } {
  const id = input.rows[row]?.values.payee_id?.trim();
  return id ? { payeeId: id } : {};
}

/** The run's review, the hash of its requests and its payments as they will be sent. */
export async function reviewForTeam(
  submission: SubmissionService,
  input: SubmitInput,
  /** The team's payee book (never this desktop's: a release must not pass on what one desktop knows). */
  payeeBook: PayeeBookLookup,
  /** The run difference against the team's history (never this desktop's), as of `team.before`. */
  team: { store: TeamStore; before: string },
): Promise<Result<Review & { requestsHash: string; payments: RunPayment[] }>> {
  const plan = await submission.planOf(input, payeeBook);
  if (!plan.ok) return plan;
  const { requests, origins, ...review } = plan.value;
  const payments = requests.flatMap((request, k) =>
    request.payments.map((p, i) => ({
      line: origins[k]![i]!.line,
      fingerprint: paymentFingerprint(p),
      payee: p.counterparty.name,
      ...payeeIdOf(input, origins[k]![i]!.row),
      amount: p.amount,
      currency: p.currency ?? review.account.currency,
      iban: p.counterparty.account_identifier,
      reference: p.structured_reference ?? p.unstructured_reference ?? '',
    })),
  );
  const difference = await team.store.runDifference(comparedPaymentsOf(requests, review.account.currency), team.before);
  if (!difference.ok) return difference;
  return ok({ ...review, difference: difference.value, requestsHash: hashOfRequests(requests, origins), payments });
}
