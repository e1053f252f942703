// "Say what each index buys; no index that no search uses" (issue 14): every b-tree index on the
// payments and bulks tables is read by a query the app runs, found from the query plans of every
// statement the reader and the store prepare while serving each search and screen. An index no
// plan reads must be a uniqueness rule, named here with the rule it keeps.
import type { Statement } from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { paymentSearchSchema, type PaymentSearchInput } from '../../../../../src-shared/ipc/channels/history';
import { HistoryReader } from '../../../../../src-main/adapters/sqlite/history-reader';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';
import type { Db } from '../../../../../src-main/adapters/sqlite/open-database';
import { bulk, openTempDatabase, payment } from '../../../harness/history-fixtures';

/** Indexes that keep a rule rather than speed a read (SQLite checks them on every write). */
const RULES: Record<string, string> = {
  sqlite_autoindex_bulks_2: 'one bulk per submission journal row (submission_id UNIQUE)',
  sqlite_autoindex_bulks_3: 'one bulk per Idempotency-Key (idempotency_key UNIQUE)',
};

/** Every search the History screen and `bulkpay history` offer, in every sort. */
const SEARCHES: PaymentSearchInput[] = [
  {},
  { payee: 'virtanen' },
  { payee: 'vi' },
  { iban: 'FI21 1234 5600 0007 85' },
  { iban: 'FI21' },
  { reference: 'Invoice 12' },
  { reference: '7' },
  { text: 'berg' },
  { amountMin: '10.00', amountMax: '10.02' },
  { amountMin: '1.00', amountMax: '9000.00' },
  { from: '2026-01-05', to: '2026-01-09' },
  { states: ['paid'] },
  { sort: 'amount' },
  { sort: 'payee', descending: false },
  { sort: 'state' },
];

/** Records the SQL of every statement prepared on `db` (the app's own queries, as it runs them). */
function recordingPrepares(db: Db): string[] {
  const seen: string[] = [];
  const prepare = db.prepare.bind(db);
  db.prepare = ((sql: string) => {
    seen.push(sql);
    return prepare(sql);
  }) as typeof db.prepare;
  return seen;
}

/** The indexes a statement's plan reads, its parameters left NULL (the plan's shape does not depend on them). */
function indexesRead(db: Db, sql: string): string[] {
  if (!/^\s*(WITH|SELECT|UPDATE|DELETE)/i.test(sql)) return [];
  const explain = db.prepare(`EXPLAIN QUERY PLAN ${sql}`) as Statement<unknown[]>;
  const nulls = Array.from({ length: (sql.match(/\?/g) ?? []).length }, () => null);
  return (explain.all(...nulls) as { detail: string }[]).flatMap((r) =>
    [...r.detail.matchAll(/USING (?:COVERING )?INDEX (\w+)/g)].map((m) => m[1]!),
  );
}

describe('what each index buys', () => {
  it('every index on payments and bulks is read by a query the app runs, or keeps a uniqueness rule', () => {
    const { db } = openTempDatabase();
    const store = new HistoryStore(db, () => new Date('2026-01-06T10:00:00Z'));
    const fileId = store.recordImport({ name: 'f.csv', sha256: 'ab', encoding: 'utf-8', rowCount: 2, importedBy: 't' });
    const first = store.recordBulk(
      bulk([payment({ payeeName: 'Aino Virtanen' }), payment({ payeeName: 'Bo Berg', amount: '10.01' })], { fileId }),
    );
    const seen = recordingPrepares(db);
    const reader = new HistoryReader(db);
    for (const search of SEARCHES) reader.searchPayments(paymentSearchSchema.parse(search));
    const again = store.recordBulk(bulk([payment()], { resubmissionOf: first, fileId }));
    reader.bulkPayments(first);
    reader.getBulk(first);
    reader.findBulk(first);
    reader.resubmissionsOf(first);
    const listed = reader.listBulks({ limit: 1 });
    reader.listBulks({ after: listed.next!, limit: 1 });
    reader.bulksOfFile(fileId);
    reader.openBulks();
    reader.snapshots(again);
    reader.auditOf('bulk', first);
    const item = {
      amount: '10.00',
      currency: 'EUR',
      counterparty: {
        name: 'Aino Virtanen',
        account_identifier: 'FI2112345600000785',
        account_identifier_type: 'iban',
      },
      unstructured_reference: 'Invoice 1',
    };
    reader.recentlySent(item as never, '2026-01-01');
    reader.recentlySentLookup('2026-01-01')(item as never);
    reader.unsentEndToEndIds('ab');
    reader.runSummaries(10);

    const readBy = new Map<string, string[]>();
    for (const sql of new Set(seen))
      for (const index of indexesRead(db, sql))
        readBy.set(index, [...(readBy.get(index) ?? []), sql.replace(/\s+/g, ' ').slice(0, 120)]);
    const indexes = db
      .prepare(
        "SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name IN ('payments', 'bulks') ORDER BY name",
      )
      .pluck()
      .all() as string[];
    const unread = indexes.filter((name) => !readBy.has(name) && !RULES[name]);
    expect(unread, 'indexes no query reads and no rule needs').toEqual([]);
    // The ones this test names as rules are not read by any query (else they would be listed above).
    for (const name of Object.keys(RULES)) expect(indexes).toContain(name);
    db.close();
  });
});
