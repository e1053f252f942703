// The demo bank's flags and its earlier run in the data folder's database, and the database's
// write lock as the lock of the demo bank's registry file (ports/demo-bank-store.ts).
import type { DemoBankStore } from '../../ports/demo-bank-store';
import type { Db } from './db-handle';
import { seedDemoHistory } from './demo-history';

const REMOVED_FLAG = 'demo_bank_removed';

export function sqliteDemoBankStore(db: Db): DemoBankStore {
  return {
    removed: () => db.prepare('SELECT 1 FROM profile_flags WHERE name = ?').get(REMOVED_FLAG) !== undefined,
    setRemoved(at) {
      if (at === null) db.prepare('DELETE FROM profile_flags WHERE name = ?').run(REMOVED_FLAG);
      else db.prepare('INSERT OR REPLACE INTO profile_flags (name, value) VALUES (?, ?)').run(REMOVED_FLAG, at);
    },
    seedHistory: (paymentAccount) => seedDemoHistory(db, paymentAccount),
    // BEGIN IMMEDIATE: the write lock is taken at once, so a read inside `fn` is not stale.
    exclusive: (fn) => db.transaction(fn).immediate(),
  };
}
