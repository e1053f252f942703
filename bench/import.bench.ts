// Import: the streaming check of a 100,000-row CSV (decode, delimiter and decimal detection, CSV
// with line numbers, mapping, every rule, duplicates, integer totals, bulks, problems per kind) as a
// ratio to papaparse parsing the same bytes, timed alternately run by run; beside it the same
// check with the reference rules only (no fast path), and the floor (`import-floor.ts`: the same
// rules in one fused pass, the least work they require); and the peak memory of checking a
// 1.6M-row, 46 MB file, in a child process that only reads that file.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { forEachCsvRecord } from '../src-shared/import/csv';
import { streamCheckPaymentFile } from '../src-shared/import/stream-check';
import { leastRuleWork } from './import-floor';
import type { Figure } from './run';
import { pairedMedianMs } from './timing';
import { generatePaymentCsv, writeCompactCsv } from './import-data';

function peakMemoryMb(mode: 'read' | 'validate' | 'papaparse', path: string): number {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'import-child.ts'), mode, path],
    {
      encoding: 'utf8',
    },
  );
  return (JSON.parse(out) as { maxRssKb: number }).maxRssKb / 1024;
}

export async function figures(): Promise<Figure[]> {
  const bytes = generatePaymentCsv();
  const check = (fastPath: boolean) => () => {
    const checked = streamCheckPaymentFile('bench.csv', bytes, {}, { defaultCurrency: 'EUR', fastPath });
    if (!checked.ok || checked.value.rowCount !== 100_000 || checked.value.errorCount !== 0)
      throw new Error('the bench file should check clean');
    return checked;
  };
  const papaparse = () => Papa.parse<string[]>(new TextDecoder('utf-8').decode(bytes), { delimiter: ';' });
  const floor = () => {
    const result = leastRuleWork(bytes);
    if (result.rows !== 100_000) throw new Error('the floor should read every row');
    return result;
  };
  const timed = await pairedMedianMs(papaparse, check(true), 11, 2);
  const reference = await pairedMedianMs(papaparse, check(false), 11, 2);
  // Floors, to show where the time goes: splitting the bytes into cells with no rule at all; and
  // the least work the rules need, written the fastest way (one fused pass, no cell strings).
  const split = await pairedMedianMs(
    papaparse,
    () => {
      let n = 0;
      forEachCsvRecord(new TextDecoder('utf-8').decode(bytes), ';', () => n++);
      return n;
    },
    11,
    2,
  );
  const leastRules = await pairedMedianMs(papaparse, floor, 11, 2);
  const checkOverFloor = await pairedMedianMs(floor, check(true), 11, 2);

  const dir = mkdtempSync(join(tmpdir(), 'bulkpay-bench-'));
  try {
    const big = join(dir, 'payments-1.6M.csv');
    writeCompactCsv(big);
    const fileMb = statSync(big).size / 1048576;
    const validateMb = peakMemoryMb('validate', big);
    const readMb = peakMemoryMb('read', big);
    const papaparseMb = peakMemoryMb('papaparse', big);
    return [
      {
        name: 'import: validate 100,000-row CSV',
        value: timed.subjectMs,
        unit: 'ms',
        baseline: { name: 'papaparse alone, same bytes', value: timed.baselineMs },
        extra: {
          fileMB: Number((bytes.length / 1048576).toFixed(1)),
          rowsPerSecond: Math.round(100_000 / (timed.subjectMs / 1000)),
          referenceRulesRatio: Number((reference.subjectMs / reference.baselineMs).toFixed(2)),
          splitOnlyRatio: Number((split.subjectMs / split.baselineMs).toFixed(2)),
          leastRulesRatio: Number((leastRules.subjectMs / leastRules.baselineMs).toFixed(2)),
          checkOverFloor: Number((checkOverFloor.subjectMs / checkOverFloor.baselineMs).toFixed(2)),
        },
      },
      {
        name: 'import: peak memory validating a 1.6M-row file',
        value: validateMb,
        unit: 'MB',
        baseline: { name: 'the file size (goal: at most 10x)', value: fileMb },
        extra: { readOnlyMB: Math.round(readMb), papaparseMB: Math.round(papaparseMb) },
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
