import { describe, expect, it, vi } from 'vitest';
import { teamChangeOf } from '../../../../src-main/adapters/postgres/team-events';
import { buildBridgeApi } from '../../../../src-shared/ipc/bridge';
import { channels, events, type ChannelName, type EventName } from '../../../../src-shared/ipc/contract';
import { ok } from '../../../../src-shared/result';

// The team screens follow colleagues through main's pushed `team:changed` events (no 3 s poll):
// a burst of changes is read once (plus once for what came during that read), and the open run
// is read again only when its state or claim moved. Main is a script of answers here; each
// request and event is checked against the real contract.
const asked: ChannelName[] = [];
const listeners = new Map<EventName, ((payload: unknown) => void)[]>();
let runState = 'awaiting_release';
let readsInFlight = 0;
let mostAtOnce = 0;
/** While set, main holds each `team:run` (a slow read of the whole run) until the test answers it. */
let holdRunReads = false;
const heldRunReads: (() => void)[] = [];
/** While set, main holds each `team:runs` until the test answers it (a read begun before a push). */
let holdRunsReads = false;
const heldRunsReads: (() => void)[] = [];

/** Whether the run is among the newest runs main lists (a run opened from History may not be). */
let listed = true;
/** While set, main cannot read the runs (the team database unreachable a moment). */
let runsReadsFail = false;
/** Runs main lists before the run (newer ones). */
const newerRuns: ReturnType<typeof summary>[] = [];
const RUN_ID = '6f1c2b1e-8c1a-4a51-9d7e-0a4c1c2b3d4e';
const summary = () => ({
  id: RUN_ID,
  fileName: 'payroll.csv',
  payingAccount: 'FI2112345600000785',
  paymentCount: 3,
  totals: { EUR: '177.75' },
  warningsAcknowledged: [],
  state: runState,
  releaseRequired: true,
  preparedBy: 'alice',
  preparedAt: '2026-11-24T10:00:00.000Z',
  releasedBy: runState === 'awaiting_release' ? null : 'bob',
  releasedAt: runState === 'awaiting_release' ? null : '2026-11-24T10:05:00.000Z',
  returnedBy: null,
  returnedComment: null,
  claimedBy: null,
  claimedHost: null,
  sentAt: null,
});

const main = buildBridgeApi(
  async (channel, request) => {
    channels[channel].request.parse(request);
    asked.push(channel);
    // The run as it is when main is asked; a held read answers with it later.
    const runThen = summary();
    if (channel === 'team:run' && holdRunReads) await new Promise<void>((answer) => heldRunReads.push(answer));
    if (channel === 'team:runs' && holdRunsReads) await new Promise<void>((answer) => heldRunsReads.push(answer));
    readsInFlight++;
    mostAtOnce = Math.max(mostAtOnce, readsInFlight);
    await new Promise((r) => setTimeout(r, 5));
    readsInFlight--;
    if (channel === 'team:runs' && runsReadsFail)
      return { ok: false, error: { code: 'team_unreachable', message: 'The team database did not answer.' } };
    if (channel === 'team:runs') return ok({ runs: [...newerRuns, ...(listed ? [runThen] : [])] });
    if (channel === 'team:disconnect') return ok({ configured: false, url: null, problem: null, status: null });
    if (channel === 'team:return') return ok({ run: runThen });
    if (channel === 'team:run')
      return ok({ run: runThen, payments: [], check: null, checkProblem: null, audit: [], mine: true, bulks: [] });
    if (channel === 'team:live') return ok({ live: true });
    throw new Error(`not scripted: ${channel}`);
  },
  (event, listener) => {
    listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    return () => {};
  },
);
Object.defineProperty(globalThis, 'bulkpay', { value: main, configurable: true });
const { useTeam } = await import('../../../../src-renderer/features/team/team-store');
const { pollTeam, SAFETY_POLL_MS, SLOW_POLL_MS } =
  await import('../../../../src-renderer/features/team/use-follow-team');

/** Main pushes an event, as its checked payload. */
const push = (event: EventName, payload: unknown) => {
  for (const l of listeners.get(event) ?? []) l(events[event].parse(payload));
};
const until = async (ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 5));
};
/** Waits until main has answered everything asked (held reads aside) and the store has taken each answer. */
const settled = async () => {
  for (let i = 0; i < 200; i++) {
    // A macrotask: every answer already given has run its store code (microtasks) by now.
    await new Promise((r) => setTimeout(r, 5));
    if (readsInFlight === 0) return;
  }
  throw new Error('main is still answering');
};

describe('team screens follow pushed team changes', () => {
  it('reads a burst of changes once, then once more for those that came during the read', async () => {
    useTeam.setState({ view: { configured: true, url: 'postgresql://x@db/bulkpay', problem: null, status: null } });
    for (let i = 0; i < 5; i++) push('team:changed', { kind: 'run', runId: RUN_ID });
    await until(() => asked.length >= 2);
    await settled();
    expect(asked.filter((c) => c === 'team:runs')).toHaveLength(2);
    expect(mostAtOnce).toBe(1);
  });

  it('reads the open run again when a colleague released it, not when nothing it shows moved', async () => {
    await useTeam.getState().openRun(RUN_ID);
    asked.length = 0;
    push('team:changed', { kind: 'run', runId: RUN_ID });
    await until(() => asked.length >= 1);
    await settled();
    expect(asked).toEqual(['team:runs']);
    runState = 'released';
    push('team:changed', { kind: 'run', runId: RUN_ID });
    await until(() => useTeam.getState().detail?.run.state === 'released');
    expect(asked).toEqual(['team:runs', 'team:runs', 'team:run']);
  });

  it('shows a colleague’s move on the open run at once, not after main has read the whole run again', async () => {
    holdRunReads = true;
    try {
      runState = 'sending';
      push('team:changed', { kind: 'run', runId: RUN_ID });
      await until(() => useTeam.getState().detail?.run.state === 'sending');
      expect(useTeam.getState().detail?.run.state).toBe('sending');
      // The run is sent while the read of the whole run for its claim is still on its way.
      runState = 'sent';
      push('team:changed', { kind: 'run', runId: RUN_ID });
      await until(() => useTeam.getState().detail?.run.state === 'sent');
      expect(useTeam.getState().detail?.run.state).toBe('sent');
      expect(heldRunReads).toHaveLength(2);
      // The newer read answers first, then the older one (the run as it was at the claim): the newest state stays.
      heldRunReads[1]!();
      await settled();
      heldRunReads[0]!();
      await settled();
      expect(useTeam.getState().detail?.run.state).toBe('sent');
    } finally {
      holdRunReads = false;
      heldRunReads.splice(0).forEach((answer) => answer());
    }
  });

  it('a listed run’s change pushed with the run shows at once and reads no runs', async () => {
    asked.length = 0;
    runState = 'returned';
    push('team:changed', { kind: 'run', runId: RUN_ID, run: summary() });
    // Shown as the push arrives: the list and the open run, before main is asked anything.
    expect(useTeam.getState().runs.find((r) => r.id === RUN_ID)?.state).toBe('returned');
    expect(useTeam.getState().detail?.run.state).toBe('returned');
    await until(() => asked.length >= 1);
    await settled();
    // Only the rest of the open run is read (its payments, the check); the runs are not.
    expect(asked).toEqual(['team:run']);
  });

  it('a colleague’s new run pushed with its row takes its place in the list and reads no runs', async () => {
    asked.length = 0;
    const id = '0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f';
    const fresh = { ...summary(), id, fileName: 'march.csv', preparedAt: '2026-11-25T09:00:00.000Z' };
    push('team:changed', { kind: 'run', runId: id, run: fresh });
    // Newest first, as main lists them; before, every desktop read the newest runs for it.
    expect(useTeam.getState().runs.map((r) => r.id)).toEqual([id, RUN_ID]);
    await settled();
    expect(asked).toEqual([]);
  });

  it('a run left while it was still being read is not shown afterwards (the guided run leaving its step)', async () => {
    useTeam.getState().closeRun();
    const opening = useTeam.getState().openRun(RUN_ID);
    useTeam.getState().leaveRun(RUN_ID);
    await opening;
    expect(useTeam.getState().detail).toBeUndefined();
    // Leaving another run than the one open closes nothing.
    await useTeam.getState().openRun(RUN_ID);
    useTeam.getState().leaveRun('0b4f3c2a-1d2e-4f5a-8b9c-0d1e2f3a4b5c');
    expect(useTeam.getState().detail?.run.id).toBe(RUN_ID);
  });

  it('a colleague’s move read before this desktop acted does not put its older state back after the action', async () => {
    runState = 'released';
    await useTeam.getState().openRun(RUN_ID);
    await useTeam.getState().loadRuns();
    holdRunReads = true;
    try {
      // A colleague claims the run: the open run is read again (held).
      runState = 'sending';
      push('team:changed', { kind: 'run', runId: RUN_ID });
      await until(() => heldRunReads.length === 1);
      // This desktop acts (returns the run, here): its own read of the run answers first, newer.
      runState = 'sent';
      const acted = useTeam.getState().returnRun(RUN_ID, 'wrong account');
      await until(() => heldRunReads.length === 2);
      heldRunReads[1]!();
      await acted;
      expect(useTeam.getState().detail?.run.state).toBe('sent');
      // The colleague's read answers late, with the run as it was at the claim.
      heldRunReads[0]!();
      await settled();
      expect(useTeam.getState().detail?.run.state).toBe('sent');
    } finally {
      holdRunReads = false;
      heldRunReads.splice(0).forEach((answer) => answer());
      await settled();
    }
  });

  it('a read of the runs begun before a push does not put the pushed run’s older row back', async () => {
    runState = 'released';
    await useTeam.getState().loadRuns();
    holdRunsReads = true;
    try {
      const reading = useTeam.getState().loadRuns();
      await until(() => heldRunsReads.length === 1);
      runState = 'sent';
      push('team:changed', { kind: 'run', runId: RUN_ID, run: summary() });
      expect(useTeam.getState().runs[0]?.state).toBe('sent');
      heldRunsReads[0]!();
      await reading;
      expect(useTeam.getState().runs[0]?.state).toBe('sent');
      // A read begun after the push takes the run as read.
      holdRunsReads = false;
      runState = 'returned';
      await useTeam.getState().loadRuns();
      expect(useTeam.getState().runs[0]?.state).toBe('returned');
    } finally {
      holdRunsReads = false;
      heldRunsReads.splice(0).forEach((answer) => answer());
      await settled();
    }
  });

  it('the open run shows a pushed move though it is not among the runs listed (opened from History)', async () => {
    runState = 'released';
    await useTeam.getState().openRun(RUN_ID);
    listed = false;
    try {
      await useTeam.getState().loadRuns();
      expect(useTeam.getState().runs).toEqual([]);
      runState = 'sent';
      push('team:changed', { kind: 'run', runId: RUN_ID, run: summary() });
      expect(useTeam.getState().detail?.run.state).toBe('sent');
      await settled();
      expect(useTeam.getState().detail?.run.state).toBe('sent');
    } finally {
      listed = true;
    }
  });

  it('keeps whether changes are pushed, as main says', async () => {
    push('team:liveChanged', { live: false });
    expect(useTeam.getState().live).toBe(false);
    await useTeam.getState().checkLive();
    expect(useTeam.getState().live).toBe(true);
  });

  it('a bulk of the team history changing (a tracker’s look at the bank) reads no runs', async () => {
    asked.length = 0;
    push('team:changed', { kind: 'bulk', runId: null });
    await settled();
    expect(asked).toEqual([]);
    push('team:changed', { kind: 'run', runId: null });
    await until(() => asked.length >= 1);
    expect(asked).toEqual(['team:runs']);
    // The open run read again after it (it moved since it was opened) answers before the next test.
    await settled();
  });

  it('after leaving team mode and a first read of the runs that failed, a pushed new run is read with the rest', async () => {
    listed = true;
    await useTeam.getState().disconnect();
    expect(useTeam.getState().runs).toEqual([]);
    // Team mode again; the first read of the runs fails.
    useTeam.setState({ view: { configured: true, url: 'postgresql://x@db/bulkpay', problem: null, status: null } });
    runsReadsFail = true;
    await useTeam.getState().loadRuns();
    runsReadsFail = false;
    asked.length = 0;
    const id = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    const fresh = { ...summary(), id, fileName: 'april.csv', preparedAt: '2026-11-26T09:00:00.000Z' };
    newerRuns.push(fresh);
    try {
      push('team:changed', { kind: 'run', runId: id, run: fresh });
      await until(() => asked.length >= 1);
      await settled();
      // Not a list of the one run pushed, as if it were the team's all: the runs were read.
      expect(asked).toContain('team:runs');
      expect(useTeam.getState().runs.map((r) => r.id)).toEqual([id, RUN_ID]);
    } finally {
      newerRuns.length = 0;
    }
  });

  it('not in team mode, a change reads nothing', async () => {
    useTeam.setState({ view: { configured: false, url: null, problem: null, status: null } });
    asked.length = 0;
    push('team:changed', { kind: 'run', runId: null });
    await settled();
    expect(asked).toEqual([]);
  });
});

describe('team screens read again on a timer', () => {
  it('every 60 s while changes are pushed (a push can be lost on the way), every 30 s while not', async () => {
    vi.useFakeTimers();
    useTeam.setState({
      view: { configured: true, url: 'postgresql://x@db/bulkpay', problem: null, status: null },
      live: true,
    });
    const stop = pollTeam();
    try {
      asked.length = 0;
      const runsRead = () => asked.filter((c) => c === 'team:runs').length;
      await vi.advanceTimersByTimeAsync(SAFETY_POLL_MS - 1000);
      expect(runsRead()).toBe(0);
      await vi.advanceTimersByTimeAsync(1100);
      expect(runsRead()).toBe(1);
      // The push is lost: the slow poll takes over, counted from then.
      push('team:liveChanged', { live: false });
      await vi.advanceTimersByTimeAsync(SLOW_POLL_MS + 100);
      expect(runsRead()).toBe(2);
      await vi.advanceTimersByTimeAsync(SLOW_POLL_MS);
      expect(runsRead()).toBe(3);
      stop();
      await vi.advanceTimersByTimeAsync(SAFETY_POLL_MS * 2);
      expect(runsRead()).toBe(3);
    } finally {
      stop();
      vi.useRealTimers();
    }
  });
});

describe("schema 6's notification payload", () => {
  it('names the run that changed; a bulk or anything unreadable still counts as a change', () => {
    expect(teamChangeOf(JSON.stringify({ table: 'runs', id: RUN_ID }))).toEqual({ kind: 'run', runId: RUN_ID });
    expect(teamChangeOf(JSON.stringify({ table: 'history_bulks', id: 'b-1' }))).toEqual({ kind: 'bulk', runId: null });
    expect(teamChangeOf('not json')).toEqual({ kind: 'run', runId: null });
    // Any member may NOTIFY: an id that is no uuid would fail the one read of all the changed runs.
    expect(teamChangeOf(JSON.stringify({ table: 'runs', id: 'not-a-uuid' }))).toEqual({ kind: 'run', runId: null });
    expect(teamChangeOf(undefined)).toEqual({ kind: 'run', runId: null });
  });
});
