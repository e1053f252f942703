// The one send path's variable part. SubmissionService.send works out the plan again from the rows
// and the bank, refuses a plan with errors, and hands the rest to a send policy: the solo policy
// (solo-policy.ts: the send guard, the reviewed plan hash, the user's confirmations) or the team-run
// policy (team/team-run-policy.ts: the released requests hash, the claimed keys, the claim renewed
// before each bulk, the team history mirror).
import type { PayeeBookLookup } from '../../src-shared/payments/payee-book-lookup';
import type { SubmitInput } from '../../src-shared/ipc/channels/bulks';
import type { BulkSummary } from '../../src-shared/ipc/channels/history';
import type { ValidationIssue } from '../../src-shared/payments';
import { err, ok, type Result } from '../../src-shared/result';
import {
  generalWarnings,
  requireSeparateConfirmations,
  type SeparateConfirmation,
} from '../../src-shared/validation/separate-confirmations';
import { lines, type Plan } from '../domain/plan-checks';
import type { SubmitBank } from '../features/send/send-bulk';
import type { SubmissionServiceOptions } from '../features/send/submission-options';
import { countedNoun } from '../domain/counted-noun';

/** The plan worked out again at send time, with the bank client it is sent through. */
export type SendPlan = Plan & { bank: SubmitBank };

/** What a send ends with: the file's record, its bulks as the history has them, the bank's issues. */
export interface SentFile {
  fileId: string;
  bulks: BulkSummary[];
  issues: ValidationIssue[];
  /** A team run taken over part-way by another desktop: the rest is that desktop's to send. */
  takenOver?: boolean;
}

/** How one kind of send is allowed, checked and carried out; the service holds what they share. */
export interface SendPolicy {
  /** The plan in flight: a second send of it while the first runs (a double click) is refused. */
  readonly planKey: string;
  /** Asked before anything else (the solo policy: team mode refuses sends outside a team run). */
  allowed(): Promise<Result<void>>;
  /** Whether the plan worked out now is the one confirmed (the review's plan, the released run). */
  samePlan(plan: SendPlan): Result<void>;
  /** What the user must have confirmed for this plan (balance, payee checks, warnings), once its rows hold. */
  confirmed(plan: SendPlan): Result<void>;
  /** The payee book the plan is checked against: the team's for a team run, else this computer's. */
  readonly payeeBook?: PayeeBookLookup;
  /** Records the plan's bulks in the history and sends them one after another. */
  send(o: SubmissionServiceOptions, plan: SendPlan, input: SubmitInput): Promise<Result<SentFile>>;
}

/** What the user confirmed of a plan's warnings: the general tick and the kinds confirmed on their own. */
export interface WarningConfirmations {
  warningsChecked: boolean;
  /** The kinds confirmed each on its own (`CONFIRM_SEPARATELY`: paying again, changed bank details). */
  confirmedSeparately?: readonly SeparateConfirmation[];
}

/**
 * The one check of a plan against what the user confirmed before it is sent: a balance that does
 * not cover it stops it, then each kind of payment that needs its own confirmation (the payee
 * book's checks), then the general "I have checked" for every other warning.
 */
export function confirmedForSend(
  plan: Pick<Plan, 'blocked' | 'separately' | 'warnings'>,
  { warningsChecked, confirmedSeparately = [] }: WarningConfirmations,
): Result<void> {
  if (plan.blocked) return err('insufficient_balance', plan.blocked);
  const confirmed = requireSeparateConfirmations(plan.separately, confirmedSeparately, plan.warnings);
  if (!confirmed.ok) return confirmed;
  const general = generalWarnings(plan.warnings);
  if (general.length && !warningsChecked)
    return err(
      'warnings_not_checked',
      `${countedNoun(general.length, 'warning')} (possible duplicates or payments already sent) ${general.length === 1 ? 'needs' : 'need'} "I have checked" before sending.`,
      general,
      { count: general.length },
    );
  return ok(undefined);
}

/** How a bulk of the plan is named in messages and the log: "bulk 2 (lines 101–200)". */
export const bulkLabel = (plan: Plan, k: number) => `bulk ${k + 1} (${lines(plan.bulks[k]!)})`;
