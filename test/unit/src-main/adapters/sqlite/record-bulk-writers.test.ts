import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../../src-main/adapters/sqlite/open-database';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';
import { bulk, openTempDatabase, payment } from '../../../harness/history-fixtures';

describe('recordBulk with another writer on the same file (the app and the CLI at once)', () => {
  it('takes the write lock before it reads the recording time, so the other writer waits rather than it failing', () => {
    const { db, file } = openTempDatabase();
    const opened = openDatabase(file);
    if (!opened.ok) throw new Error(opened.error.message);
    const other = opened.value;
    // The other connection would wait 5 s for the lock; in this one thread it could never get it.
    other.pragma('busy_timeout = 0');
    const app = new HistoryStore(db);
    const cli = new HistoryStore(other);
    app.recordBulk(bulk([payment()]));

    // The other writer records its bulk between this one's read of the latest payment time and its
    // first write (read from `fileId`, an argument of the bulk row): in a deferred transaction that
    // read holds a snapshot the other commit makes stale, and the write fails with
    // SQLITE_BUSY_SNAPSHOT, which no busy timeout waits out. In an immediate one it must wait.
    let otherOutcome = 'not tried';
    const racing = bulk([payment({ line: 3 })], { sequence: 2 });
    Object.defineProperty(racing, 'fileId', {
      get() {
        try {
          cli.recordBulk(bulk([payment({ line: 4 })], { sequence: 3 }));
          otherOutcome = 'recorded';
        } catch (e) {
          otherOutcome = (e as { code?: string }).code ?? String(e);
        }
        return undefined;
      },
    });
    expect(() => app.recordBulk(racing)).not.toThrow();
    expect(otherOutcome).toBe('SQLITE_BUSY');
    // Once it is done, the other writer records (the CLI retries after its busy timeout).
    cli.recordBulk(bulk([payment({ line: 4 })], { sequence: 3 }));
    expect(db.prepare('SELECT count(*) FROM bulks').pluck().get()).toBe(3);
    other.close();
    db.close();
  });
});
