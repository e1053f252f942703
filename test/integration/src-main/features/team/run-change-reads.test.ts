import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TeamListener } from '../../../../../src-main/adapters/postgres/team-events';
import type { ListedRun, TeamStore } from '../../../../../src-main/adapters/postgres/team-store';
import { runChangeReads, type RunChangeReadsOptions } from '../../../../../src-main/features/team/run-change-reads';
import type { TeamChange } from '../../../../../src-main/ports/team/team-change';
import { err, ok, type Result } from '../../../../../src-shared/result';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { installTeamOfThree, openStoreAs } from '../../../harness/store-login';
import { onePayment, runToSubmit, TPP, until } from '../../../harness/team-run-fixtures';

// Issue 28, fifty desktops: every desktop hears every move of every run. A run released and at
// once claimed (as an approver sends it) is read by each listening desktop once for both moves,
// in one statement, and pushed once, as it is now; not once per move.
const PASSWORD = 'run-change-reads-password';

let cluster: PgCluster;
const stores: TeamStore[] = [];
const listeners: TeamListener[] = [];

const storeAs = (user: string, pool: { min?: number } = {}) =>
  openStoreAs(cluster, user, PASSWORD, stores, undefined, pool);

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['alice', 'bob', 'erin']);
  await installTeamOfThree(cluster, PASSWORD, stores);
}, 60_000);

afterAll(async () => {
  for (const l of listeners) await l.stop();
  for (const s of stores) await s.close();
  await cluster?.stop();
});

describe("a desktop's reads of the runs it hears changed", () => {
  it('reads a run released and claimed during one gathering pause once, and pushes it once, as it is now', async () => {
    const [alice, bob, erin] = [await storeAs('alice'), await storeAs('bob'), await storeAs('erin', { min: 1 })];
    // Erin's desktop: its one connection LISTENs; the pause ends when the test has seen the moves heard.
    let endPause = () => {};
    const pause = new Promise<void>((resolve) => (endPause = resolve));
    const reads: string[][] = [];
    const pushed: { change: TeamChange; run: ListedRun | null }[] = [];
    const follow = runChangeReads(
      (ids) => (reads.push(ids), erin.listedRuns(ids)),
      (change, run) => pushed.push({ change, run }),
      { pause: () => pause },
    );
    const heard: TeamChange[] = [];
    let live = false;
    listeners.push(
      new TeamListener({
        pool: erin.listenPool(),
        onChange: (change) => {
          heard.push(change);
          follow.heard(change);
        },
        onLive: (l) => (live = l),
      }),
    );
    await until('erin listening', () => live || undefined);

    const submitted = await alice.submitRun(runToSubmit(), onePayment());
    if (!submitted.ok) throw new Error(submitted.error.message);
    const runId = submitted.value.id;
    expect((await bob.release(runId)).ok).toBe(true);
    const claimed = await bob.claimSend(runId, 'bob-desktop', TPP);
    expect(claimed.ok && claimed.value.claimed).toBe(true);
    await until('erin hears the submit, the release and the claim', () =>
      heard.filter((c) => c.runId === runId).length >= 3 ? true : undefined,
    );

    endPause();
    const pushedRun = await until('the run pushed', () => pushed.find((p) => p.change.runId === runId));
    expect(reads.filter((ids) => ids.includes(runId))).toEqual([[runId]]);
    expect(pushed.filter((p) => p.change.runId === runId)).toHaveLength(1);
    expect(pushedRun.run).toMatchObject({ id: runId, state: 'sending', releasedBy: 'bob', claimedBy: 'bob' });
    follow.stop();
  });

  it('reads several runs in one statement, leaving out one there is not', async () => {
    const [alice, erin] = [await storeAs('alice'), await storeAs('erin')];
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const submitted = await alice.submitRun({ ...runToSubmit(), fileName: `run-${i}.csv` }, onePayment());
      if (!submitted.ok) throw new Error(submitted.error.message);
      ids.push(submitted.value.id);
    }
    const listed = await erin.listedRuns([...ids, '00000000-0000-4000-8000-000000000000']);
    expect(listed.ok && listed.value.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(listed.ok && listed.value.every((r) => !('plan' in r) && r.state === 'awaiting_release')).toBe(true);
  });
});

/** A promise the test resolves when it wants. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const run = (runId: string): TeamChange => ({ kind: 'run', runId });
const BULK: TeamChange = { kind: 'bulk', runId: null };
const UNNAMED: TeamChange = { kind: 'run', runId: null };
const listed = (ids: string[]) => ok(ids.map((id) => ({ id }) as ListedRun));

/** A desktop's reads with the runs read by `readRuns` (no database: the property is the order, not the SQL). */
function follower(readRuns: (ids: string[]) => Promise<Result<ListedRun[]>>, o: RunChangeReadsOptions = {}) {
  const reads: string[][] = [];
  const pushed: { change: TeamChange; run: string | null }[] = [];
  const logged: string[] = [];
  const follow = runChangeReads(
    (ids) => (reads.push(ids), readRuns(ids)),
    (change, listedRun) => pushed.push({ change, run: listedRun?.id ?? null }),
    { windowMs: () => 0, log: (message) => logged.push(message), ...o },
  );
  return { follow, reads, pushed, logged };
}

/** Lets the promises settle and a timer or two run, for a test that a push does NOT come. */
const settle = () => sleep(30);

describe('run changes heard, read and pushed in order', () => {
  it('a read that fails or throws: the changes still go, without their runs, none lost', async () => {
    const { follow, pushed, logged } = follower(async (ids) => {
      if (ids.includes('r1')) return err('team_unreachable', 'The team database did not answer.');
      if (ids.includes('r2')) throw new Error('connection reset');
      return listed(ids);
    });
    follow.heard(run('r1'));
    follow.heard(BULK);
    await until('r1 and the bulk pushed', () => (pushed.length === 2 ? true : undefined));
    follow.heard(run('r2'));
    await until('r2 pushed', () => (pushed.length === 3 ? true : undefined));
    follow.heard(run('r3'));
    await until('r3 pushed', () => (pushed.length === 4 ? true : undefined));
    expect(pushed).toEqual([
      { change: run('r1'), run: null },
      { change: BULK, run: null },
      { change: run('r2'), run: null },
      { change: run('r3'), run: 'r3' },
    ]);
    expect(logged).toEqual(['reading the changed team runs failed']);
    follow.stop();
  });

  it('a push that throws is logged and the rest of its batch still goes', async () => {
    const pushed: string[] = [];
    const logged: string[] = [];
    const follow = runChangeReads(
      async (ids) => listed(ids),
      (change) => {
        if (change.runId === 'r1') throw new Error('window gone');
        pushed.push(change.runId ?? change.kind);
      },
      { windowMs: () => 0, log: (message) => logged.push(message) },
    );
    follow.heard(run('r1'));
    follow.heard(run('r2'));
    follow.heard(BULK);
    await until('the rest pushed', () => (pushed.length === 2 ? true : undefined));
    expect(pushed).toEqual(['r2', 'bulk']);
    expect(logged).toEqual(['pushing a team change failed']);
    follow.stop();
  });

  it('changes heard during a read go in the next batch, after the earlier ones, in the order heard, each once', async () => {
    const firstRead = gate();
    const { follow, reads, pushed } = follower(async (ids) => {
      if (ids.includes('r1')) await firstRead.opened;
      return listed(ids);
    });
    follow.heard(run('r1'));
    await until('the first read out', () => (reads.length === 1 ? true : undefined));
    follow.heard(run('r3'));
    follow.heard(BULK);
    follow.heard(run('r2'));
    follow.heard(run('r3'));
    follow.heard(BULK);
    firstRead.open();
    await until('both batches pushed', () => (pushed.length === 4 ? true : undefined));
    expect(reads).toEqual([['r1'], ['r3', 'r2']]);
    expect(pushed.map((p) => p.change)).toEqual([run('r1'), run('r3'), BULK, run('r2')]);
    expect(pushed.every((p) => p.run === p.change.runId)).toBe(true);
    follow.stop();
  });

  it('a change heard during a read waits only what is left of its window: none once the read took longer', async () => {
    const firstRead = gate();
    const pauses: number[] = [];
    const { follow, reads, pushed } = follower(
      async (ids) => {
        if (ids.includes('r1')) await firstRead.opened;
        return listed(ids);
      },
      { windowMs: () => 100, pause: (ms) => (pauses.push(ms), sleep(ms)) },
    );
    follow.heard(run('r1'));
    await until('the first read out', () => (reads.length === 1 ? true : undefined));
    follow.heard(run('r2'));
    // The read outlasts r2's window of 100 ms.
    await sleep(150);
    firstRead.open();
    await until('r2 pushed', () => (pushed.length === 2 ? true : undefined));
    expect(pauses).toHaveLength(1);
    expect(reads).toEqual([['r1'], ['r2']]);
    follow.stop();
  });

  it('stopped during the pause: nothing read or pushed after', async () => {
    const pause = gate();
    const { follow, reads, pushed } = follower(async (ids) => listed(ids), {
      windowMs: () => 100,
      pause: () => pause.opened,
    });
    follow.heard(run('r1'));
    follow.stop();
    pause.open();
    await settle();
    follow.heard(run('r2'));
    await settle();
    expect(reads).toEqual([]);
    expect(pushed).toEqual([]);
  });

  it('stopped during the read: nothing pushed after', async () => {
    const read = gate();
    const { follow, reads, pushed } = follower(async (ids) => (await read.opened, listed(ids)));
    follow.heard(run('r1'));
    await until('the read out', () => (reads.length === 1 ? true : undefined));
    follow.stop();
    read.open();
    await settle();
    expect(pushed).toEqual([]);
  });

  it('a bulk change and a change with no run are pushed without a read, once each', async () => {
    // Heard within one window (50 ms), so they are one batch.
    const { follow, reads, pushed } = follower(async (ids) => listed(ids), { windowMs: () => 50 });
    follow.heard(BULK);
    follow.heard(UNNAMED);
    follow.heard(BULK);
    await until('both pushed', () => (pushed.length === 2 ? true : undefined));
    await settle();
    expect(reads).toEqual([]);
    expect(pushed).toEqual([
      { change: BULK, run: null },
      { change: UNNAMED, run: null },
    ]);
    follow.stop();
  });
});
