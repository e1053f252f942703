// One import run in a fresh process that only reads the file (generated beforehand by the parent),
// so its peak memory (maxRSS) is the import's own. Used by import.bench.ts.
// Modes: `read` (the bytes only: the floor), `papaparse` (decode + papaparse), `validate` (the pipeline).
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { streamCheckPaymentFile } from '../src-shared/import/stream-check';

const [mode, path] = process.argv.slice(2) as [string, string];
const before = process.resourceUsage().maxRSS;
const bytes = new Uint8Array(readFileSync(path));
let rows = 0;
if (mode === 'validate') {
  const checked = streamCheckPaymentFile('bench.csv', bytes, {}, { defaultCurrency: 'EUR' });
  if (!checked.ok) throw new Error(checked.error.message);
  rows = checked.value.rowCount;
} else if (mode === 'papaparse') {
  rows = Papa.parse<string[]>(new TextDecoder('utf-8').decode(bytes)).data.length - 1;
}
process.stdout.write(JSON.stringify({ maxRssKb: process.resourceUsage().maxRSS, beforeKb: before, rows }));
