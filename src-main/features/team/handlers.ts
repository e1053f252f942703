import { hostname } from 'node:os';
import { err, ok, type Result } from '../../../src-shared/result';
import type { HandlerMap } from '../../platform/ipc/dispatch';
import type { BulkServices } from '../send/bulk-services';
import { reviewSummary, uploadedRows } from '../send/import-volume-handlers';
import { Uploads } from '../send/uploads';
import type { TeamService } from '../../app/team-service';
import { runDetail, summaryOf } from './run-detail';
import { generalWarnings } from '../../../src-shared/validation/separate-confirmations';
import {
  checkRunForRelease,
  refuseDoublePayment,
  reviewTeamRun,
  sendTeamRun,
  releaseCheckedRun,
  submitReviewedRun,
} from './team-runs';
import type { TeamStore } from '../../ports/team/team-store';

type TeamHandlers = Pick<
  HandlerMap,
  | 'team:status'
  | 'team:connect'
  | 'team:disconnect'
  | 'team:members'
  | 'team:setRole'
  | 'team:runs'
  | 'team:run'
  | 'team:review'
  | 'team:submit'
  | 'team:release'
  | 'team:return'
  | 'team:send'
  | 'team:live'
>;

/**
 * The team's handlers. A run's rows reach main in chunks under an upload id (importVolume:upload),
 * into the same `uploads` as a file sent alone, so no message carries a whole file.
 */
export function teamHandlers(team: TeamService, bulks: BulkServices, uploads = new Uploads()): TeamHandlers {
  const withStore = async <T>(work: (store: TeamStore) => Promise<Result<T>>): Promise<Result<T>> => {
    const store = await team.store();
    return store.ok ? work(store.value) : store;
  };
  /** For the screens' reads: an unreachable server answers within the short read timeout (TeamService.readStore). */
  const withReadStore = async <T>(work: (store: TeamStore) => Promise<Result<T>>): Promise<Result<T>> => {
    const store = await team.readStore();
    return store.ok ? work(store.value) : store;
  };

  return {
    'team:status': async () => ok(await team.view()),
    'team:live': async () => ok({ live: team.live(), pooler: team.livePooler() }),
    'team:connect': async ({ url, password, install }) => team.connect(url, password ?? null, install),
    'team:disconnect': async () => team.disconnect(),
    'team:members': async () =>
      withReadStore(async (store) => {
        const members = await store.members();
        return members.ok ? ok({ members: members.value }) : members;
      }),
    'team:setRole': async ({ dbRole, appRole }) =>
      withStore(async (store) => {
        const set = await store.setRole(dbRole, appRole);
        return set.ok ? ok({}) : set;
      }),
    'team:runs': async () =>
      withReadStore(async (store) => {
        const runs = await store.runs();
        return runs.ok ? ok({ runs: runs.value.map(summaryOf) }) : runs;
      }),
    'team:run': async ({ runId }) => withReadStore((store) => runDetail(store, bulks, runId)),
    'team:review': async (uploaded) =>
      withStore(async (store) => {
        const input = uploadedRows(uploads, uploaded);
        if (!input.ok) return input;
        const review = await reviewTeamRun(store, bulks.submission, input.value);
        if (!review.ok) return review;
        const { requestsHash: _hash, payments: _payments, ...shown } = review.value;
        return ok(reviewSummary(shown));
      }),
    'team:submit': async ({ planHash, warningsChecked, confirmedSeparately, ...uploaded }) =>
      withStore(async (store) => {
        const input = uploadedRows(uploads, uploaded);
        if (!input.ok) return input;
        const review = await reviewTeamRun(store, bulks.submission, input.value);
        if (!review.ok) return review;
        if (review.value.planHash !== planHash)
          return err('plan_changed', 'The payments changed after you reviewed them; review again before submitting.');
        if (generalWarnings(review.value.warnings).length && !warningsChecked)
          return err(
            'warnings_not_checked',
            'Read the warnings (possible duplicates, payments already in a team run) and tick "I have checked" first.',
            review.value.warnings,
          );
        const run = await submitReviewedRun(store, bulks.submission, input.value, review.value, confirmedSeparately);
        if (!run.ok) return run;
        uploads.drop(uploaded.upload); // its rows are the run's now
        return ok({ run: summaryOf(run.value) });
      }),
    'team:release': async ({ runId, acknowledgeDuplicates, confirmedSeparately }) =>
      withStore(async (store) => {
        const run = await store.run(runId);
        if (!run.ok) return run;
        // Released only as it checks out on this desktop: its payments are what its summary says.
        const checked = await checkRunForRelease(store, bulks.submission, run.value);
        if (!checked.ok) return checked;
        const twice = refuseDoublePayment(checked.value, acknowledgeDuplicates ?? false);
        if (!twice.ok) return twice;
        const released = await releaseCheckedRun(
          store,
          bulks.submission,
          checked.value,
          run.value,
          confirmedSeparately,
        );
        return released.ok ? ok({ run: summaryOf(released.value) }) : released;
      }),
    'team:return': async ({ runId, comment }) =>
      withStore(async (store) => {
        const returned = await store.returnRun(runId, comment);
        return returned.ok ? ok({ run: summaryOf(returned.value) }) : returned;
      }),
    'team:send': async ({ runId }) =>
      withStore(async (store) => {
        const sent = await sendTeamRun(store, bulks.submission, runId, hostname(), bulks.reader);
        if (!sent.ok) return sent;
        if (sent.value.claimed) team.follower.follow(store, bulks.bank, sent.value.bulks);
        return ok(sent.value.claimed ? { ...sent.value, run: summaryOf(sent.value.run) } : sent.value);
      }),
  };
}
