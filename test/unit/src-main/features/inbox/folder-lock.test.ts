import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { InboxFolderLock, LOCK_NAME } from '../../../../../src-main/features/inbox/folder-lock';
import { InboxWatcher } from '../../../../../src-main/features/inbox/inbox-watcher';
import type { CheckedFile } from '../../../../../src-main/features/inbox/pick-up';
import { inboxPlace, paymentsCsv } from '../../../harness/inbox-files';

// One inbox watcher per folder: two watchers on one folder (two desktops, each with its own
// history, or two processes) never pick up the same file twice; the second waits for the first.
describe('two watchers on one inbox folder', () => {
  it('only the one holding the lock picks files up; the other takes over once the first stops', async () => {
    const first = inboxPlace();
    const second = inboxPlace(); // another desktop: its own data folder and history
    const folder = first.folder;
    const a = first.open();
    const b = second.open();
    // Each file reaching the team (as with --team-submit) is counted: once per file, whoever reads it.
    const submitted: string[] = [];
    const beforeRecord = async (file: CheckedFile) => (submitted.push(file.name), { teamRunId: null });
    const waiting: boolean[] = [];
    const watcherA = new InboxWatcher(folder, { store: a.store, settleMs: 1000, beforeRecord });
    const watcherB = new InboxWatcher(folder, {
      store: b.store,
      settleMs: 1000,
      beforeRecord,
      onWaiting: (w) => waiting.push(w),
    });
    for (const n of [1, 2, 3]) writeFileSync(join(folder, `run-${n}.csv`), paymentsCsv(5, `R${n}`));
    await Promise.all([watcherA.look(0), watcherB.look(0)]);
    const [byA, byB] = await Promise.all([watcherA.look(1000), watcherB.look(1000)]);
    expect(byA.map((o) => o.kind)).toEqual(['read', 'read', 'read']);
    expect(byB).toEqual([]);
    expect(submitted.sort()).toEqual(['run-1.csv', 'run-2.csv', 'run-3.csv']);
    expect(waiting).toEqual([true]);
    expect(b.store.newFiles()).toEqual([]);

    // The first stops: the lock goes with it, and the second picks up what comes next.
    await watcherA.stop();
    expect(existsSync(join(folder, LOCK_NAME))).toBe(false);
    writeFileSync(join(folder, 'run-4.csv'), paymentsCsv(5, 'R4'));
    await watcherB.look(2000);
    expect((await watcherB.look(3000)).map((o) => o.kind)).toEqual(['read']);
    expect(waiting).toEqual([true, false]);
    expect(submitted).toHaveLength(4);
    expect(readdirSync(join(folder, 'read')).sort()).toEqual(['run-1.csv', 'run-2.csv', 'run-3.csv', 'run-4.csv']);
    await watcherB.stop();
    a.db.close();
    b.db.close();
  });

  it("takes over a lock whose holder is gone: a dead process here at once, another desktop's once stale", () => {
    const { folder } = inboxPlace();
    const path = join(folder, LOCK_NAME);
    let clock = 1_000_000_000_000;
    const lock = new InboxFolderLock(folder, 60_000, () => clock);
    const at = (ms: number) => utimesSync(path, new Date(ms), new Date(ms));

    // Another desktop's lock: wait; seen unchanged here for longer than a minute: take it.
    writeFileSync(path, JSON.stringify({ id: 'desktop-2', host: 'desktop-2.example', pid: 4242 }));
    at(clock - 10_000);
    expect(lock.hold()).toBe(false);
    clock += 60_001;
    expect(lock.hold()).toBe(true);
    lock.release();

    // A process of this computer that has ended (a watcher killed): no need to wait.
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    writeFileSync(path, JSON.stringify({ id: 'killed', host: hostname(), pid: Number(ended.stdout) }));
    at(clock);
    expect(lock.hold()).toBe(true);
    // And one of this computer that runs (this test itself) is waited for.
    lock.release();
    writeFileSync(path, JSON.stringify({ id: 'alive', host: hostname(), pid: process.pid }));
    at(clock);
    expect(lock.hold()).toBe(false);
  });

  it("judges another desktop's lock by its own looks, never by comparing the two desktops' clocks", () => {
    const { folder } = inboxPlace();
    const path = join(folder, LOCK_NAME);
    let clock = 1_000_000_000_000;
    const lock = new InboxFolderLock(folder, 60_000, () => clock);
    // The holder's clock is ten minutes behind this desktop's: its touches look old here, yet it lives.
    let theirs = clock - 600_000;
    writeFileSync(path, JSON.stringify({ id: 'desktop-2', host: 'desktop-2.example', pid: 4242 }));
    for (let look = 0; look < 4; look++) {
      utimesSync(path, new Date(theirs), new Date(theirs));
      expect(lock.hold()).toBe(false);
      clock += 40_000;
      theirs += 40_000;
    }
    // It stops touching: seen unchanged for longer than a minute of this desktop's clock, it is taken over.
    expect(lock.hold()).toBe(false);
    clock += 60_001;
    expect(lock.hold()).toBe(true);
  });

  it('keeps touching the lock while one file takes long to pick up', async () => {
    const { folder, open } = inboxPlace();
    const path = join(folder, LOCK_NAME);
    const place = open();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let touched: number | undefined;
      const beforeRecord = async () => {
        // The lock looks untouched for long, then the step goes on past a quarter of the stale time.
        utimesSync(path, new Date(0), new Date(0));
        vi.advanceTimersByTime(60_000);
        touched = statSync(path).mtimeMs;
        return { teamRunId: null };
      };
      const watcher = new InboxWatcher(folder, { store: place.store, settleMs: 1000, beforeRecord });
      writeFileSync(join(folder, 'long.csv'), paymentsCsv(5, 'L1'));
      await watcher.look(0);
      expect((await watcher.look(1000)).map((o) => o.kind)).toEqual(['read']);
      expect(touched).toBeGreaterThan(0);
      await watcher.stop();
    } finally {
      vi.useRealTimers();
      place.db.close();
    }
  });
});
