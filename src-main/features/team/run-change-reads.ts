import { setTimeout as sleep } from 'node:timers/promises';
import type { Result } from '../../../src-shared/result';
import type { ListedRun } from '../../ports/team-run-types';
import type { TeamChange } from '../../ports/team/team-change';

/**
 * How long a desktop gathers the changes it hears before reading the runs they name: GATHER_MS,
 * plus a random part of up to GATHER_SPREAD_MS, counted from the first change of the batch. A run
 * moves in quick succession (released, then claimed by the same approver at once; claimed, then
 * sent), and every desktop hears each move in the same instant: read at once, fifty desktops read
 * the same row on the server in the same millisecond, just as the desktop that moved it sends its
 * next statement, once per move. Gathered, a run is read once for the moves of the pause, and the
 * fifty reads are spread over it.
 * Well within the second a change may take to reach every screen (docs/team-admin.md).
 */
export const GATHER_MS = 50;
export const GATHER_SPREAD_MS = 100;

export interface RunChangeReads {
  /** A change heard: pushed, with its run as listed, once the gathering window of its batch has passed. */
  heard(change: TeamChange): void;
  /** No more reads or pushes (the store is being closed). */
  stop(): void;
}

export interface RunChangeReadsOptions {
  /** Main's log: a read or a push that threw. */
  log?: (message: string, fields: Record<string, unknown>) => void;
  /** A batch's gathering window, from its first change heard (default GATHER_MS plus up to GATHER_SPREAD_MS); 0 reads at once. */
  windowMs?: () => number;
  /** Waits what is left of the window (a timer; tests pass a gate). */
  pause?: (ms: number) => Promise<unknown>;
}

const rawOf = (e: unknown): Record<string, unknown> => ({ message: (e as Error)?.message ?? String(e) });

/** The key a change is gathered under: a run's changes once, one bulk change, one unnamed change. */
const keyOf = (c: TeamChange): string => `${c.kind}:${c.kind === 'run' ? (c.runId ?? '') : ''}`;

/**
 * Pushes the changes this desktop hears in the order heard, each change to a run with the run as
 * listed. One read at a time (on the desktop's one connection, so its own work never queues behind
 * a pile of them): a batch is read once its window has passed since its first change was heard (at
 * once when a read before it took longer), the runs it names in one statement, once each; a run
 * that moved twice is pushed once, as it is now.
 * When the read fails, the changes go without their runs (the screens read the list themselves).
 */
export function runChangeReads(
  readRuns: (ids: string[]) => Promise<Result<ListedRun[]>>,
  push: (change: TeamChange, run: ListedRun | null) => void,
  o: RunChangeReadsOptions = {},
): RunChangeReads {
  const windowMs = o.windowMs ?? (() => GATHER_MS + Math.random() * GATHER_SPREAD_MS);
  const pause = o.pause ?? sleep;
  /** The changes not pushed yet, each once, where first heard. */
  let waiting = new Map<string, TeamChange>();
  /** When the waiting batch's window closes (set by its first change). */
  let closesAt = 0;
  let busy = false;
  let stopped = false;

  const runsOf = async (changes: TeamChange[]): Promise<Map<string, ListedRun>> => {
    const ids = changes.flatMap((c) => (c.kind === 'run' && c.runId ? [c.runId] : []));
    if (!ids.length) return new Map();
    try {
      const read = await readRuns(ids);
      return new Map(read.ok ? read.value.map((r) => [r.id, r]) : []);
    } catch (e) {
      o.log?.('reading the changed team runs failed', rawOf(e));
      return new Map();
    }
  };

  const pushOne = (change: TeamChange, run: ListedRun | null): void => {
    try {
      push(change, run);
    } catch (e) {
      o.log?.('pushing a team change failed', rawOf(e));
    }
  };

  const readAndPush = async (): Promise<void> => {
    const left = closesAt - performance.now();
    if (left > 0) await pause(left);
    // Stopped during the pause: stop() emptied the batch.
    const changes = [...waiting.values()];
    waiting = new Map();
    const runs = await runsOf(changes);
    if (stopped) return;
    for (const c of changes) pushOne(c, (c.runId && runs.get(c.runId)) || null);
  };

  const gatherThenRead = (): void => {
    busy = true;
    void readAndPush()
      .catch((e: unknown) => o.log?.('pushing the team changes failed', rawOf(e)))
      .finally(() => {
        busy = false;
        // Heard while this read was out: read once their own window has passed.
        if (waiting.size && !stopped) gatherThenRead();
      });
  };

  return {
    heard(change) {
      if (stopped) return;
      if (!waiting.size) closesAt = performance.now() + windowMs();
      const key = keyOf(change);
      if (!waiting.has(key)) waiting.set(key, change);
      if (!busy) gatherThenRead();
    },
    stop() {
      stopped = true;
      waiting = new Map();
    },
  };
}
