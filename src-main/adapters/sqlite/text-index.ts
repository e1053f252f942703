// Filling the trigram text index after recording instead of inside it (migration 009): recording a
// bulk writes its plain rows; this adds their text to `payments_text` a moment later.
import type { Db } from './open-database';

interface Statements {
  through: { get(): unknown };
  latest: { get(): unknown };
  add: { run(from: number, to: number): unknown };
  addToBatch: { run(from: number, to: number): unknown };
  addBatchTerms: { run(): unknown };
  emptyBatch: { run(): unknown };
  addAllTerms: { run(): unknown };
  move: { run(to: number): unknown };
  merge: { run(): unknown };
  optimize: { run(): unknown };
}

/** Payments added in one step past which the index is compacted whole (a rebuild, a long catch-up). */
const OPTIMIZE_AFTER = 10_000;

const prepared = new WeakMap<Db, Statements>();

/** The same text the trigger of migration 007 wrote: each value ends with a space. */
const textOfPayments = (table: string) => `INSERT INTO ${table} (rowid, payee_name, account_identifier, reference)
  SELECT id, payee_name || ' ', account_identifier || ' ',
         concat_ws(' ', unstructured_reference, structured_reference, end_to_end_id) || ' '
  FROM payments WHERE id > ? AND id <= ? ORDER BY id`;

function statementsOf(db: Db): Statements {
  let s = prepared.get(db);
  if (!s) {
    s = {
      through: db.prepare('SELECT indexed_through FROM payments_text_progress WHERE id = 1').pluck(),
      latest: db.prepare('SELECT max(id) FROM payments').pluck(),
      add: db.prepare(textOfPayments('payments_text')),
      // The vocabulary (migration 010): the step's payments cut by the same tokenizer in a scratch
      // index, whose terms and counts are added, then the scratch index emptied.
      addToBatch: db.prepare(textOfPayments('payments_text_batch')),
      addBatchTerms: db.prepare(
        'INSERT OR IGNORE INTO payments_text_vocab (term) SELECT term FROM payments_text_batch_terms',
      ),
      emptyBatch: db.prepare("INSERT INTO payments_text_batch (payments_text_batch) VALUES ('delete-all')"),
      // A long catch-up lists the whole index's terms once instead (cheaper than cutting it all twice).
      addAllTerms: db.prepare('INSERT OR IGNORE INTO payments_text_vocab (term) SELECT term FROM payments_text_terms'),
      move: db.prepare('UPDATE payments_text_progress SET indexed_through = ? WHERE id = 1'),
      // Bounded merge work (pages) per step: many small segments make rare searches read more.
      merge: db.prepare("INSERT INTO payments_text (payments_text, rank) VALUES ('merge', 200)"),
      optimize: db.prepare("INSERT INTO payments_text (payments_text) VALUES ('optimize')"),
    };
    prepared.set(db, s);
  }
  return s;
}

/** How many payments are recorded but not yet in the text index. */
export function pendingTextPayments(db: Db): number {
  const through = statementsOf(db).through.get() as number;
  return db.prepare('SELECT count(*) FROM payments WHERE id > ?').pluck().get(through) as number;
}

/**
 * Adds the text of every payment not yet in the text index (or of the next `maxIds` ids of them,
 * for a catch-up in steps), in one write transaction (another process doing the same waits, then
 * finds nothing left). Returns how many ids it moved the mark by (the payments added, gaps aside).
 */
export function indexPendingText(db: Db, maxIds = Number.POSITIVE_INFINITY): number {
  const s = statementsOf(db);
  // A quick look first: a search with nothing pending pays one read, not a write transaction.
  if ((s.through.get() as number) >= ((s.latest.get() as number | null) ?? 0)) return 0;
  // The index and its mark can be rebuilt from the payments, and they commit together: a power
  // cut may lose this commit but never splits it, so it skips the fsync the payments need.
  const synchronous = db.pragma('synchronous', { simple: true }) as number;
  if (synchronous > 1 && !db.inTransaction) db.pragma('synchronous = NORMAL');
  try {
    return db
      .transaction(() => {
        const through = s.through.get() as number;
        const latest = Math.min((s.latest.get() as number | null) ?? 0, through + maxIds);
        if (latest <= through) return 0;
        s.add.run(through, latest);
        s.move.run(latest);
        if (latest - through > OPTIMIZE_AFTER) {
          s.optimize.run();
          s.addAllTerms.run();
        } else {
          s.merge.run();
          s.addToBatch.run(through, latest);
          s.addBatchTerms.run();
          s.emptyBatch.run();
        }
        return latest - through;
      })
      .immediate();
  } finally {
    if (synchronous > 1 && !db.inTransaction) db.pragma(`synchronous = ${synchronous}`);
  }
}

const scheduled = new WeakSet<Db>();

/**
 * Indexes the pending text once the current work is done (after the recording transaction and
 * whatever the caller does right after it, such as sending the bulk). A process that exits first
 * leaves it to the next text search, which catches up before it reads the index.
 */
export function indexPendingTextSoon(db: Db): void {
  if (scheduled.has(db)) return;
  scheduled.add(db);
  setImmediate(() => {
    scheduled.delete(db);
    if (!db.open) return;
    try {
      indexPendingText(db);
    } catch {
      // Busy or closing: the next text search catches up.
    }
  });
}
