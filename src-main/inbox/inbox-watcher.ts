import { watch, type FSWatcher } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { lookAtInbox, pickUpFile, reconcileInbox, type PickUpDeps, type PickUpOutcome } from './pick-up';
import { DEFAULT_SETTLE_MS, SettleWatch } from './settle';

export interface InboxWatcherOptions extends PickUpDeps {
  /** Size and time of change unchanged this long before a file is read (default DEFAULT_SETTLE_MS). */
  settleMs?: number;
  /** Each file picked up, moved aside, or left for later. */
  onOutcome?: (outcome: PickUpOutcome) => void;
  /** A look that failed (the folder gone, no access): said, and the next look tries again. */
  onProblem?: (cause: unknown) => void;
}

/**
 * Watches the inbox folder: node's `fs.watch` says soon that something arrived, and a look every
 * `settleMs` catches what it misses (network shares, some editors' renames, events dropped under
 * load). A look picks up each file whose size and time of change stayed the same since the look
 * before; the looks never overlap, so a file is picked up by one look only.
 */
export class InboxWatcher {
  private readonly settle: SettleWatch;
  private readonly settleMs: number;
  private watcher: FSWatcher | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<PickUpOutcome[]> = Promise.resolve([]);

  constructor(
    readonly folder: string,
    private readonly o: InboxWatcherOptions,
  ) {
    this.settleMs = o.settleMs ?? DEFAULT_SETTLE_MS;
    this.settle = new SettleWatch(this.settleMs);
  }

  /** One look at the folder; the settled files are picked up, one after the other. */
  look(now = Date.now()): Promise<PickUpOutcome[]> {
    this.running = this.running.then(async () => {
      const outcomes: PickUpOutcome[] = [];
      try {
        for (const file of this.settle.look(lookAtInbox(this.folder), now)) {
          const outcome = await pickUpFile(this.folder, file, this.o);
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

  /** Records files a crash left moved but unrecorded (run once before the first look). */
  reconcile() {
    return reconcileInbox(this.folder, this.o);
  }

  /** `--once`: what is in the folder now and has settled: two looks `settleMs` apart. */
  async once(): Promise<PickUpOutcome[]> {
    await this.reconcile();
    await this.look();
    await sleep(this.settleMs);
    return this.look();
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
  }
}
