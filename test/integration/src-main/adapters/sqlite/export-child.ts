// Child process of export-memory.test.ts: opens the history, exports a search to a file through
// the app's handler, and prints its peak memory. Only this work runs here, so the peak is its own.
import { openDatabase } from '../../../../../src-main/adapters/sqlite/open-database';
import { exportHistoryToFile } from '../../../../../src-main/features/history/export-to-file';
import { HistoryReader } from '../../../../../src-main/adapters/sqlite/history-reader';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';
import { withoutDesktop } from '../../../../../src-main/platform/shell/desktop';
import { EventBus } from '../../../../../src-main/platform/events';
import { ok } from '../../../../../src-shared/result';

const [dbFile, outFile, bulkId] = process.argv.slice(2) as [string, string, string | undefined];
const db = openDatabase(dbFile);
if (!db.ok) throw new Error(db.error.message);
const desktop = { ...withoutDesktop(new EventBus()), pickSaveFile: async () => ok(outFile) };
const request = bulkId
  ? { format: 'csv' as const, bulkId }
  : { format: 'csv' as const, search: { sort: 'date' as const, descending: true } };
const result = await exportHistoryToFile(
  new HistoryReader(db.value),
  new HistoryStore(db.value),
  'test',
  desktop,
  request,
);
if (!result.ok) throw new Error(result.error.message);
process.stdout.write(JSON.stringify({ rowCount: result.value.rowCount, maxRssKb: process.resourceUsage().maxRSS }));
