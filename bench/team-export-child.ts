// A child of the team-history bench: exports a team-history search to a CSV file as the app does
// (keyset pages of 1,000, streamed to the file), then prints its rows, time and peak memory.
// argv: connection URL, search JSON, output path.
import type { PaymentRow } from '../src-shared/ipc/channels/history';
import { exportChunksFromPages } from '../src-main/features/history/export';
import { writeChunksToFile } from '../src-main/features/history/export-to-file';
import { teamPaymentPages } from '../src-main/features/team/team-history-export';
import { TeamStore, teamConnectionConfig } from '../src-main/adapters/postgres/team-store';

const [url, searchJson, path] = process.argv.slice(2) as [string, string, string];
const config = teamConnectionConfig(url);
if (!config.ok) throw new Error(config.error.message);
const store = await TeamStore.connect(config.value);
if (!store.ok) throw new Error(store.error.message);
let rows = 0;
async function* counted(pages: AsyncIterable<PaymentRow[]>) {
  for await (const page of pages) {
    rows += page.length;
    yield page;
  }
}
const started = performance.now();
const pages = counted(teamPaymentPages(store.value.history(), JSON.parse(searchJson)));
const written = await writeChunksToFile(path, exportChunksFromPages('csv', pages));
if (!written.ok) throw new Error(written.error.message);
const ms = performance.now() - started;
await store.value.close();
console.log(JSON.stringify({ rows, ms, peakRssMb: process.resourceUsage().maxRSS / 1024 }));
