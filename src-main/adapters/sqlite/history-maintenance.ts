// Long history upkeep, told to the window (issue 14): migrations that rebuilt the search index
// run before the window exists, so main keeps what ran; a large text index catch-up runs here in
// steps, between other work, with its progress.
import type { HistoryMaintenanceTask } from '../../../src-shared/ipc/channels/history';
import type { Db } from './open-database';
import { MIGRATIONS, SLOW_REINDEX_PAYMENTS } from './migrations';
import { indexPendingText, pendingTextPayments } from './text-index';

/** Payments indexed per step of a catch-up: each step is one short write transaction (tens of ms). */
export const CATCH_UP_STEP = 10_000;

export class HistoryMaintenance {
  readonly #tasks: HistoryMaintenanceTask[] = [];

  constructor(private readonly changed: (tasks: HistoryMaintenanceTask[]) => void = () => {}) {}

  tasks(): HistoryMaintenanceTask[] {
    return this.#tasks.map((t) => ({ ...t }));
  }

  /**
   * A migration that said it would take long (its `slowNotice`) finished before the window opened.
   * Several of one start that rebuilt the same thing (the search index by two versions' migrations)
   * are one task: the window says once what was updated and how long it took in all.
   */
  migrationRan(version: number, payments: number, milliseconds: number, now = new Date()): void {
    const rebuilt = MIGRATIONS.find((m) => m.version === version)?.rebuilds ?? 'searchIndex';
    const startedAt = new Date(now.getTime() - milliseconds).toISOString();
    const same = this.#tasks.find((t) => t.kind === 'migration' && t.rebuilt === rebuilt);
    if (same) {
      same.version = version;
      same.seconds = (same.seconds ?? 0) + milliseconds / 1000;
      if (startedAt < same.startedAt) same.startedAt = startedAt;
    } else {
      this.#tasks.push({
        kind: 'migration',
        version,
        rebuilt,
        payments,
        done: payments,
        startedAt,
        seconds: milliseconds / 1000,
      });
    }
    this.changed(this.tasks());
  }

  /**
   * Adds the text of payments recorded but not yet indexed (another process recorded them and
   * exited before its idle step) in steps, yielding between them so the app stays responsive.
   * Told to the window only when there are more than SLOW_REINDEX_PAYMENTS; a text search in the
   * meantime still finishes the rest first, so it never misses a payment.
   */
  async catchUpText(db: Db, step = CATCH_UP_STEP, threshold = SLOW_REINDEX_PAYMENTS): Promise<void> {
    const pending = pendingTextPayments(db);
    if (pending === 0) return;
    const started = Date.now();
    const task: HistoryMaintenanceTask | undefined =
      pending > threshold
        ? {
            kind: 'textIndex',
            version: null,
            rebuilt: 'searchIndex',
            payments: pending,
            done: 0,
            startedAt: new Date().toISOString(),
            seconds: null,
          }
        : undefined;
    if (task) {
      this.#tasks.push(task);
      this.changed(this.tasks());
    }
    try {
      for (;;) {
        await new Promise((resolve) => setImmediate(resolve));
        if (!db.open) return;
        const added = indexPendingText(db, step);
        if (task) {
          task.done = Math.min(task.payments, task.done + added);
          if (added > 0) this.changed(this.tasks());
        }
        if (added < step) break;
      }
    } catch (cause) {
      // Not shown as running for ever: the window drops it, and the next text search catches up.
      if (task) {
        this.#tasks.splice(this.#tasks.indexOf(task), 1);
        this.changed(this.tasks());
      }
      throw cause;
    }
    if (task) {
      task.done = task.payments;
      task.seconds = (Date.now() - started) / 1000;
      this.changed(this.tasks());
    }
  }
}
