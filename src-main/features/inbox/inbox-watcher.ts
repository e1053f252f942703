import { watch, type FSWatcher } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { lookAtInbox, pickUpFile, reconcileInbox, type PickUpDeps, type PickUpOutcome } from './pick-up';
import { DEFAULT_SETTLE_MS, SettleWatch } from './settle';
import { InboxFolderLock } from './folder-lock';

/** A lock seen unchanged this long belongs to a watcher that is gone (at least a minute: a share may be slow). */
const staleAfter = (settleMs: number) => Math.max(60_000, 10 * settleMs);

export interface InboxWatcherOptions extends PickUpDeps {
  /** Size and time of change unchanged this long before a file is read (default DEFAULT_SETTLE_MS). */
  settleMs?: number;
  /** Each file picked up, moved aside, or left for later. */
  onOutcome?: (outcome: PickUpOutcome) => void;
  /** A look that failed (the folder gone, no access): said, and the next look tries again. */
  onProblem?: (cause: unknown) => void;
  /** Another watcher holds the folder's lock: this one waits (said once per change). */
  onWaiting?: (waiting: boolean) => void;
}

/**
 * Watches the inbox folder: node's `fs.watch` says soon that something arrived, and a look every
 * `settleMs` catches what it misses (network shares, some editors' renames, events dropped under
 * load). A look picks up each file whose size and time of change stayed the same since the look
 * before; the looks never overlap, so a file is picked up by one look only. Only the watcher holding
 * the folder's lock looks (folder-lock.ts): a second one, in another process or on another desktop,
 * waits until the first stops or dies, so no file is picked up by two.
 */
export class InboxWatcher {
  private readonly settle: SettleWatch;
  private readonly settleMs: number;
  private readonly lock: InboxFolderLock;
  private waiting = false;
  private watcher: FSWatcher | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<PickUpOutcome[]> = Promise.resolve([]);

  constructor(
    readonly folder: string,
    private readonly o: InboxWatcherOptions,
  ) {
    this.settleMs = o.settleMs ?? DEFAULT_SETTLE_MS;
    this.settle = new SettleWatch(this.settleMs);
    this.lock = new InboxFolderLock(folder, staleAfter(this.settleMs));
  }

  /** Holds the folder's lock (taking it when free or stale); says when this watcher starts or stops waiting. */
  private holds(): boolean {
    const held = this.lock.hold();
    // Held while waiting, or not held while not waiting: the state changed.
    if (held === this.waiting) {
      this.waiting = !held;
      this.o.onWaiting?.(this.waiting);
    }
    return held;
  }

  /**
   * One look at the folder; the settled files are picked up, one after the other. `now` is in
   * milliseconds on a clock that never goes back (the wall clock may, and a file would wait).
   */
  look(now = performance.now()): Promise<PickUpOutcome[]> {
    this.running = this.running.then(async () => {
      const outcomes: PickUpOutcome[] = [];
      try {
        if (!this.holds()) return outcomes;
        for (const file of this.settle.look(lookAtInbox(this.folder), now)) {
          if (!this.holds()) break;
          const outcome = await this.touchingLock(() => pickUpFile(this.folder, file, this.o));
          if (outcome.kind !== 'later' || outcome.why) this.settle.forget(file.name);
          outcomes.push(outcome);
          this.o.onOutcome?.(outcome);
        }
      } catch (cause) {
        this.o.onProblem?.(cause);
      }
      return outcomes;
    });
    return this.running;
  }

  /** Keeps touching the lock while one file is picked up (a big file, a team submit's retries), so no one takes it over. */
  private async touchingLock<T>(step: () => Promise<T>): Promise<T> {
    const touch = setInterval(
      () => {
        try {
          this.lock.hold();
        } catch {
          // The folder went away for a moment: the next look says so.
        }
      },
      staleAfter(this.settleMs) / 4,
    );
    touch.unref();
    try {
      return await step();
    } finally {
      clearInterval(touch);
    }
  }

  /** Records files a crash left moved but unrecorded (run once before the first look). */
  async reconcile() {
    return this.holds() ? reconcileInbox(this.folder, this.o) : [];
  }

  /** `--once`: what is in the folder now and has settled: two looks at least `settleMs` apart. */
  async once(): Promise<PickUpOutcome[]> {
    await this.reconcile();
    const first = performance.now();
    await this.look(first);
    // A timer may end a moment before the clock has moved `settleMs` on (node counts timers in whole
    // milliseconds): the second look waits until it has, or a settled file would be left unread.
    for (let left = this.settleMs; left > 0; left = first + this.settleMs - performance.now()) await sleep(left);
    try {
      return await this.look();
    } finally {
      this.lock.release();
    }
  }

  /** Watches until `stop`. */
  async start(): Promise<void> {
    await this.reconcile();
    try {
      this.watcher = watch(this.folder, () => this.lookSoon());
      this.watcher.on('error', (cause) => this.o.onProblem?.(cause));
    } catch (cause) {
      // Without change notices (some network shares) the regular looks still find every file.
      this.o.onProblem?.(cause);
    }
    this.timer = setInterval(() => void this.look(), this.settleMs);
    void this.look();
  }

  private soon: NodeJS.Timeout | undefined;
  private lookSoon() {
    if (this.soon) return;
    this.soon = setTimeout(() => {
      this.soon = undefined;
      void this.look();
    }, 50);
  }

  async stop(): Promise<void> {
    this.watcher?.close();
    clearInterval(this.timer);
    clearTimeout(this.soon);
    await this.running;
    this.lock.release();
  }
}
