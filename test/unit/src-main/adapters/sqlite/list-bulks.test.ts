// The bulk list pages by keyset (created_at, rowid): every bulk once, newest first, however deep.
import { describe, expect, it } from 'vitest';
import { HistoryReader, InvalidCursorError } from '../../../../../src-main/adapters/sqlite/history-reader';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';
import { bulk, openTempDatabase, payment } from '../../../harness/history-fixtures';

describe('listBulks: keyset pages', () => {
  it('walks every bulk once, newest first, ties at the same instant in recording order', () => {
    const { db } = openTempDatabase();
    // Three bulks share each instant: the rowid breaks the tie the same way on every page.
    let tick = 0;
    const store = new HistoryStore(db, () => new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(tick++ / 3))));
    const ids = Array.from({ length: 23 }, (_, i) => store.recordBulk(bulk([payment()], { sequence: i + 1 })));
    const reader = new HistoryReader(db);
    const seen: string[] = [];
    let after: string | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const page = reader.listBulks({ after, limit: 5 });
      expect(page.total).toBe(23);
      seen.push(...page.bulks.map((b) => b.id));
      if (!page.next) break;
      after = page.next;
    }
    expect(seen).toEqual([...ids].reverse());
    // A bulk recorded between two pages appears on top, not in the middle of the walk.
    const first = reader.listBulks({ limit: 5 });
    const newer = store.recordBulk(bulk([payment()], { sequence: 99 }));
    const second = reader.listBulks({ after: first.next!, limit: 5 });
    expect(second.bulks.map((b) => b.id)).toEqual([...ids].reverse().slice(5, 10));
    expect(reader.listBulks({ limit: 1 }).bulks[0]!.id).toBe(newer);
  });

  it('reads the page from the created_at index, without OFFSET or a sort of every bulk', () => {
    const { db } = openTempDatabase();
    const plan = db
      .prepare(
        "EXPLAIN QUERY PLAN SELECT b.rowid FROM bulks b WHERE b.kind = 'bulk' AND (b.created_at, b.rowid) < (?, ?) ORDER BY b.created_at DESC, b.rowid DESC LIMIT ?",
      )
      .all('2026-01-01', 5, 10) as { detail: string }[];
    const text = plan.map((p) => p.detail).join('\n');
    expect(text).toMatch(/bulks_created/);
    expect(text).not.toMatch(/TEMP B-TREE/);
    expect(() => new HistoryReader(db).listBulks({ after: 'not-a-cursor' })).toThrow(InvalidCursorError);
  });
});
