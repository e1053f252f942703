// Picks up the one file of INBOX_FOLDER and is killed (SIGKILL) right after the file's move,
// before its record is committed: what a power cut or a crash at the worst moment leaves.
import { openDatabase } from '../../../../../src-main/adapters/sqlite/open-database';
import { MIGRATIONS } from '../../../../../src-main/adapters/sqlite/migrations';
import { SqliteInboxStore } from '../../../../../src-main/adapters/sqlite/inbox-store';
import type { InboxRecord } from '../../../../../src-main/ports/inbox-records';
import { lookAtInbox, pickUpFile } from '../../../../../src-main/features/inbox/pick-up';

const folder = process.env.INBOX_FOLDER!;
const opened = openDatabase(process.env.INBOX_DB!, MIGRATIONS);
if (!opened.ok) throw new Error(opened.error.message);

class KilledAfterMove extends SqliteInboxStore {
  override record(entry: Omit<InboxRecord, 'openedAt'>, move: () => void): void {
    super.record(entry, () => {
      move();
      process.kill(process.pid, 'SIGKILL');
    });
  }
}

const [look] = lookAtInbox(folder);
await pickUpFile(folder, look!, { store: new KilledAfterMove(opened.value) });
