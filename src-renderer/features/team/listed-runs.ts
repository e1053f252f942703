// The team screens' list of runs kept as main lists them (team:runs: the newest TEAM_RUNS_LISTED,
// ORDER BY prepared_at DESC, id) when a run's row arrives pushed rather than read.
import { TEAM_RUNS_LISTED } from '../../../src-shared/ipc/bounds';
import type { ResponseOf } from '../../../src-shared/ipc/contract';

type TeamRunSummary = ResponseOf<'team:runs'>['runs'][number];

/** Whether `a` comes before `b` in the list: prepared later, or at the same moment with the smaller id. */
const listedBefore = (a: TeamRunSummary, b: TeamRunSummary) =>
  a.preparedAt > b.preparedAt || (a.preparedAt === b.preparedAt && a.id < b.id);

/**
 * The list with a run it did not hold (a colleague's new run, pushed with its row) in its place: a
 * list shorter than the limit holds every run, so the run joins it; a full one keeps the newest.
 */
export function withNewRun(runs: TeamRunSummary[], run: TeamRunSummary): TeamRunSummary[] {
  const at = runs.findIndex((r) => listedBefore(run, r));
  const placed = at < 0 ? [...runs, run] : [...runs.slice(0, at), run, ...runs.slice(at)];
  return placed.slice(0, TEAM_RUNS_LISTED);
}
