import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { HistoryMaintenanceTask } from '../../../../../src-shared/ipc/channels/history';
import { migrate } from '../../../../../src-main/adapters/sqlite/open-database';
import { MIGRATIONS, SLOW_REINDEX_PAYMENTS } from '../../../../../src-main/adapters/sqlite/migrations';
import { HistoryMaintenance } from '../../../../../src-main/adapters/sqlite/history-maintenance';
import { HistoryReader } from '../../../../../src-main/adapters/sqlite/history-reader';
import { pendingTextPayments } from '../../../../../src-main/adapters/sqlite/text-index';
import { paymentSearchSchema } from '../../../../../src-shared/ipc/channels/history';
import { openTempDatabase } from '../../../harness/history-fixtures';

/** Payments written straight into the table, as another process would leave them: not yet in the text index. */
function unindexedPayments(db: Database.Database, count: number) {
  db.prepare(
    `INSERT INTO bulks (id, payment_account, state, total_count, total_amount, currency_totals, created_by, created_at, updated_at)
     VALUES ('b', 'acc', 'approved', 1, '1.00', '{}', 'user', 't', 't')`,
  ).run();
  db.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO payments (bulk_id, position, amount, amount_milli, currency, payee_name, account_identifier,
       account_identifier_type, method, created_at, updated_at)
     SELECT 'b', i, '1.00', 1000, 'EUR', 'Payee ' || i, 'FI2112345600000785', 'iban', 'sepa', 't', 't' FROM n`,
  ).run(count);
}

describe('history maintenance told to the window', () => {
  it('catches the text index up in steps, telling each step, and a search finds every payment after', async () => {
    const { db } = openTempDatabase();
    unindexedPayments(db, 25);
    const told: HistoryMaintenanceTask[][] = [];
    const maintenance = new HistoryMaintenance((tasks) => told.push(tasks));
    await maintenance.catchUpText(db, 10, 20);
    expect(told.map((tasks) => tasks.map((t) => [t.kind, t.done, t.payments, t.seconds === null]))).toEqual([
      [['textIndex', 0, 25, true]],
      [['textIndex', 10, 25, true]],
      [['textIndex', 20, 25, true]],
      [['textIndex', 25, 25, true]],
      [['textIndex', 25, 25, false]],
    ]);
    expect(maintenance.tasks()).toEqual(told.at(-1));
    const found = new HistoryReader(db).searchPayments(paymentSearchSchema.parse({ payee: 'payee 25' }));
    expect(found.rows.map((r) => r.payeeName)).toEqual(['Payee 25']);
    db.close();
  });

  it('a catch-up that fails is no longer shown as running', async () => {
    const { db } = openTempDatabase();
    expect(pendingTextPayments(db)).toBe(0); // the indexer's statements are ready
    unindexedPayments(db, 25);
    // A step that cannot write (here: its scratch index is gone) stops the catch-up.
    db.exec('DROP TABLE payments_text_batch_terms; DROP TABLE payments_text_batch');
    const told: HistoryMaintenanceTask[][] = [];
    const maintenance = new HistoryMaintenance((tasks) => told.push(tasks));
    await expect(maintenance.catchUpText(db, 10, 20)).rejects.toThrow(/payments_text_batch/);
    expect(told.at(0)).toHaveLength(1);
    expect(told.at(-1)).toEqual([]);
    expect(maintenance.tasks()).toEqual([]);
    db.close();
  });

  it('says nothing about a small catch-up, and nothing when the index is up to date', async () => {
    const { db } = openTempDatabase();
    unindexedPayments(db, 5);
    const told: unknown[] = [];
    const maintenance = new HistoryMaintenance((tasks) => told.push(tasks));
    await maintenance.catchUpText(db, 10, 20);
    await maintenance.catchUpText(db, 10, 20);
    expect(told).toEqual([]);
    expect(db.prepare('SELECT indexed_through FROM payments_text_progress').pluck().get()).toBe(5);
    db.close();
  });

  it('a slow migration reports when it is done, with how long it took', () => {
    const db = new Database(':memory:');
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version <= 9),
    );
    unindexedPayments(db, SLOW_REINDEX_PAYMENTS + 1);
    const notices: string[] = [];
    const done: { version: number; milliseconds: number }[] = [];
    migrate(
      db,
      MIGRATIONS,
      (notice) => notices.push(notice),
      (d) => done.push(d),
    );
    // 010 (the search terms), 012 (the payee book built from the history) and 016 (the references'
    // index) are slow here.
    expect(notices).toHaveLength(3);
    expect(done).toEqual([
      { version: 10, milliseconds: expect.any(Number) },
      { version: 12, milliseconds: expect.any(Number) },
      { version: 16, milliseconds: expect.any(Number) },
    ]);
    const maintenance = new HistoryMaintenance();
    maintenance.migrationRan(10, SLOW_REINDEX_PAYMENTS + 1, 1500, new Date('2026-11-24T10:00:01.500Z'));
    maintenance.migrationRan(12, SLOW_REINDEX_PAYMENTS + 1, 1000, new Date('2026-11-24T10:00:02.500Z'));
    const task = { kind: 'migration', payments: SLOW_REINDEX_PAYMENTS + 1, done: SLOW_REINDEX_PAYMENTS + 1 };
    // Each says what it rebuilt, so the window words the payee book apart from the search index.
    expect(maintenance.tasks()).toEqual([
      { ...task, version: 10, rebuilt: 'searchIndex', startedAt: '2026-11-24T10:00:00.000Z', seconds: 1.5 },
      { ...task, version: 12, rebuilt: 'payeeBook', startedAt: '2026-11-24T10:00:01.500Z', seconds: 1 },
    ]);
    db.close();
  });

  it('tells one update of the search index when two migrations of one start rebuilt it', () => {
    const maintenance = new HistoryMaintenance();
    maintenance.migrationRan(10, SLOW_REINDEX_PAYMENTS + 1, 1500, new Date('2026-11-24T10:00:01.500Z'));
    maintenance.migrationRan(16, SLOW_REINDEX_PAYMENTS + 1, 500, new Date('2026-11-24T10:00:02.000Z'));
    const task = { kind: 'migration', payments: SLOW_REINDEX_PAYMENTS + 1, done: SLOW_REINDEX_PAYMENTS + 1 };
    expect(maintenance.tasks()).toEqual([
      { ...task, version: 16, rebuilt: 'searchIndex', startedAt: '2026-11-24T10:00:00.000Z', seconds: 2 },
    ]);
  });
});
