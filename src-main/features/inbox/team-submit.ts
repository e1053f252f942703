import type { Result } from '../../../src-shared/result';
import type { SubmissionService } from '../send/submission-service';
import type { TeamStore } from '../../ports/team/team-store';
import { reviewTeamRun, submitReviewedRun } from '../team/team-runs';
import { submitInputOf } from '../import/submit-input';
import type { BeforeRecordOutcome, CheckedFile } from './pick-up';

/** Runs looked at for one this file already made (Bulkpay stopped between submitting and recording). */
const RUNS_LOOKED_AT = 200;

/**
 * Team mode: each readable file of the inbox is submitted to the team for release, as `bulkpay
 * team submit` and the window's team submit do, before the inbox records it. A run the team
 * already holds for this file is taken as it is, never made again. A team that cannot be reached
 * leaves the file in the inbox for the next look; a refusal (errors in the file, payments that
 * need their own confirmation) rejects it with the reason.
 */
export function teamSubmitter(
  storeOf: () => Promise<Result<TeamStore>>,
  submission: SubmissionService,
  account: string,
): (file: CheckedFile) => Promise<BeforeRecordOutcome> {
  return async (file) => {
    const store = await storeOf();
    if (!store.ok) return { later: store.error };
    const earlier = await store.value.runs(RUNS_LOOKED_AT);
    if (!earlier.ok) return { later: earlier.error };
    const made = earlier.value.find((run) => run.fileSha256 === file.sha256);
    if (made) return { teamRunId: made.id };
    const input = await submitInputOf(file.name, file.bytes, account);
    if (!input.ok) return { refused: input.error };
    const reviewed = await reviewTeamRun(store.value, submission, input.value);
    if (!reviewed.ok) return answer(reviewed.error);
    if (reviewed.value.blocked) return { refused: { code: 'validation', message: reviewed.value.blocked } };
    // Two watchers on one file (a lock taken over) still make one run: decided in the database.
    const run = await submitReviewedRun(store.value, submission, input.value, reviewed.value, [], {
      onceForFile: true,
    });
    return run.ok ? { teamRunId: run.value.id } : answer(run.error);
  };
}

const answer = (error: { code: string; message: string }): BeforeRecordOutcome =>
  error.code === 'team_unreachable' ? { later: error } : { refused: error };
