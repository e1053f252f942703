// The team screens' reads of the runs and main's pushed rows, kept apart: a read answering after a
// run was pushed keeps the pushed row (newer than what it read), and a pushed run is put in the list
// without a read only once the list is a whole one main read in this team session.
import type { ResponseOf } from '../../../src-shared/ipc/contract';
import { withNewRun } from './listed-runs';

type TeamRunSummary = ResponseOf<'team:runs'>['runs'][number];

/** How many reads of the runs began; for each run main pushed, how many had begun before its push. */
let listReads = 0;
const pushedAfterReads = new Map<string, number>();
/** The reads of the runs under way (by number): a push is kept for them only. */
const listReadsUnderWay = new Set<number>();
/**
 * Whether the runs listed are a whole list main read (since this desktop last left team mode): a
 * read begun, or one that failed, lists nothing, so a run pushed as new is then read with the rest.
 */
let listWhole = false;
/** Left team mode: a read begun before then does not make the next team's list whole. */
let teamSession = 0;

/** Forgets each pushed run no read still under way began before (those that began after it read it). */
function forgetPushesRead(): void {
  const oldest = Math.min(...listReadsUnderWay);
  for (const [id, before] of pushedAfterReads) if (before < oldest) pushedAfterReads.delete(id);
}

/** The runs as read by read number `began`, keeping each run pushed after that read began (newer than its row). */
function runsAsRead(read: TeamRunSummary[], began: number, shown: TeamRunSummary[]): TeamRunSummary[] {
  const pushedSince = (id: string) => (pushedAfterReads.get(id) ?? 0) >= began;
  const kept = read.map((run) => (pushedSince(run.id) ? (shown.find((r) => r.id === run.id) ?? run) : run));
  // A run pushed as new after the read began is not in what it read yet.
  const newer = shown.filter((r) => pushedSince(r.id) && !read.some((x) => x.id === r.id));
  return newer.reduce(withNewRun, kept);
}

/** A read of the runs begun now; `end` once it answered (or failed), whatever the answer. */
export interface ListRead {
  /** Still the team session it began in (the desktop did not leave team mode meanwhile). */
  inSession(): boolean;
  /** The list to show for what it read, from the list `shown` now; the list is whole from then on. */
  listed(read: TeamRunSummary[], shown: TeamRunSummary[]): TeamRunSummary[];
  end(): void;
}

export function beginListRead(): ListRead {
  const began = ++listReads;
  const session = teamSession;
  listReadsUnderWay.add(began);
  return {
    inSession: () => session === teamSession,
    listed(read, shown) {
      listWhole = true;
      return runsAsRead(read, began, shown);
    },
    end() {
      listReadsUnderWay.delete(began);
      forgetPushesRead();
    },
  };
}

/** Whether a pushed run can be put in the list without reading it (a whole list was read). */
export const listIsWhole = (): boolean => listWhole;

/** The list `shown` with the pushed row `run` in it (replacing its row, or a new run in its place). */
export function withPushedRun(shown: TeamRunSummary[], run: TeamRunSummary): TeamRunSummary[] {
  // A read of the runs under way began before this change: it keeps the pushed row (runsAsRead).
  pushedAfterReads.set(run.id, listReads);
  const listed = shown.some((r) => r.id === run.id);
  return listed ? shown.map((r) => (r.id === run.id ? run : r)) : withNewRun(shown, run);
}

/** Left team mode: the list is not whole any more, and no read begun before makes it so. */
export function leftTeamSession(): void {
  listWhole = false;
  teamSession++;
}
