// One import run in a fresh process, so its peak memory (maxRSS) is its own. Used by import.bench.ts.
import Papa from 'papaparse';
import { checkPaymentFile } from '../src-shared/import/check-file';
import { parsePaymentFile } from '../src-shared/import/parse-file';
import { generatePaymentCsv } from './import-data';

const mode = process.argv[2];
const bytes = generatePaymentCsv();
const before = process.resourceUsage().maxRSS;
if (mode === 'validate') {
  const parsed = parsePaymentFile('bench.csv', bytes);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const result = checkPaymentFile(parsed.value, { defaultCurrency: 'EUR' });
  if (result.rowCount !== 100_000 || result.errorCount !== 0)
    throw new Error(`unexpected result: ${result.errorCount} errors`);
} else {
  const text = new TextDecoder('utf-8').decode(bytes);
  const rows = Papa.parse<string[]>(text, { delimiter: ';' }).data;
  if (rows.length < 100_000) throw new Error('papaparse read too few rows');
}
process.stdout.write(JSON.stringify({ maxRssKb: process.resourceUsage().maxRSS, beforeKb: before }));
