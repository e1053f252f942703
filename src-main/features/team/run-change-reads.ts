import { setTimeout as sleep } from 'node:timers/promises';
import type { Result } from '../../../src-shared/result';
import type { ListedRun } from '../../ports/team-run-types';

/** A change this desktop heard on LISTEN (team-events.ts): a run (its id), a bulk of the team history, or unnamed. */
export interface HeardChange {
  kind: 'run' | 'bulk';
  runId: string | null;
}

/**
 * How long a desktop gathers the changes it hears before reading the runs they name: GATHER_MS,
 * plus a random part of up to GATHER_SPREAD_MS. A run moves in quick succession (released, then
 * claimed by the same approver at once; claimed, then sent), and every desktop hears each move in
 * the same instant: read at once, fifty desktops read the same row on the server in the same
 * millisecond, just as the desktop that moved it sends its next statement, once per move. Gathered,
 * a run is read once for the moves of the pause, and the fifty reads are spread over it.
 * Well within the second a change may take to reach every screen (docs/team-admin.md).
 */
export const GATHER_MS = 50;
export const GATHER_SPREAD_MS = 100;

export interface RunChangeReads {
  /** A change heard: pushed, with its run as listed, after the next gathering pause. */
  heard(change: HeardChange): void;
  /** No more reads or pushes (the store is being closed). */
  stop(): void;
}

/**
 * Pushes the changes this desktop hears in the order heard, each change to a run with the run as
 * listed. One read at a time (on the desktop's one connection, so its own work never queues behind
 * a pile of them), each after a gathering pause: the runs named by the changes heard during the
 * pause (or the read before) are read in one statement, once each; a run that moved twice is
 * pushed once, as it is now.
 * When the read fails, the changes go without their runs (the screens read the list themselves).
 */
export function runChangeReads(
  readRuns: (ids: string[]) => Promise<Result<ListedRun[]>>,
  push: (change: HeardChange, run: ListedRun | null) => void,
  /** The gathering pause before each read. */
  gather: () => Promise<unknown> = () => sleep(GATHER_MS + Math.random() * GATHER_SPREAD_MS),
): RunChangeReads {
  let heard: HeardChange[] = [];
  let busy = false;
  let stopped = false;

  const readAndPush = async (): Promise<void> => {
    await gather();
    if (stopped) return;
    const changes = onceEach(heard);
    heard = [];
    const ids = changes.flatMap((c) => (c.kind === 'run' && c.runId ? [c.runId] : []));
    const read = ids.length ? await readRuns(ids) : null;
    if (stopped) return;
    const runs = new Map(read?.ok ? read.value.map((r) => [r.id, r]) : []);
    for (const c of changes) push(c, (c.runId && runs.get(c.runId)) || null);
  };

  const gatherThenRead = () => {
    busy = true;
    void readAndPush()
      .catch(() => {})
      .finally(() => {
        busy = false;
        // Heard while this read was out: gathered in a pause of their own.
        if (heard.length && !stopped) gatherThenRead();
      });
  };

  return {
    heard(change) {
      if (stopped) return;
      heard.push(change);
      if (!busy) gatherThenRead();
    },
    stop() {
      stopped = true;
      heard = [];
    },
  };
}

/** Each run's change once (where it was first heard), one bulk change, one unnamed change. */
function onceEach(changes: HeardChange[]): HeardChange[] {
  const seen = new Set<string>();
  return changes.filter((c) => {
    const key = `${c.kind}:${c.kind === 'run' ? (c.runId ?? '') : ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
