import { join } from 'node:path';
import type { BulkContext } from '../bulk-context';
import type { CliIo } from '../command';
import type { TeamStore } from '../../team/team-store';
import { reviewTeamRun, submitReviewedRun } from '../../team/team-runs';
import type { BeforeRecordOutcome, CheckedFile } from '../../inbox/pick-up';
import { readSubmitInput } from './payment-file-input';

/** Runs listed when looking for one this file already made (a crash between submit and record). */
const RUNS_LOOKED_AT = 200;

/**
 * `bulkpay inbox --team-submit`: each readable file is submitted to the team for release, as
 * `bulkpay team submit` does, before the inbox records it. A run the team already holds for this
 * file (Bulkpay stopped after submitting and before recording) is taken as it is, never made again.
 * A team that cannot be reached leaves the file in the inbox for the next look; a refusal (errors
 * in the file, payments that need their own confirmation) rejects it with the reason.
 */
export function teamSubmitter(store: TeamStore, ctx: BulkContext, folder: string, account: string, io: CliIo) {
  return async (file: CheckedFile): Promise<BeforeRecordOutcome> => {
    const earlier = await store.runs(RUNS_LOOKED_AT);
    if (!earlier.ok) return { later: earlier.error };
    const made = earlier.value.find((run) => run.fileSha256 === file.sha256);
    if (made) return { teamRunId: made.id };
    const quiet: CliIo = { ...io, err: () => {} };
    const input = await readSubmitInput(join(folder, file.name), account, quiet, 'inbox');
    if (!input)
      return { refused: { code: 'validation', message: `${file.name} could not be read for the team's review.` } };
    const reviewed = await reviewTeamRun(store, ctx.bulks.submission, input);
    if (!reviewed.ok)
      return reviewed.error.code === 'team_unreachable' ? { later: reviewed.error } : { refused: reviewed.error };
    if (reviewed.value.blocked) return { refused: { code: 'validation', message: reviewed.value.blocked } };
    const run = await submitReviewedRun(store, ctx.bulks.submission, input, reviewed.value);
    if (!run.ok) return run.error.code === 'team_unreachable' ? { later: run.error } : { refused: run.error };
    return { teamRunId: run.value.id };
  };
}
