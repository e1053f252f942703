// Import: the streaming check of a 100,000-row CSV (decode, delimiter and decimal detection, CSV
// with line numbers, mapping, every rule, duplicates, integer totals, bulks, problems per kind) as a
// ratio to papaparse parsing the same bytes, timed alternately run by run; and the peak memory of
// checking a 1.6M-row, 46 MB file, in a child process that only reads that file.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { forEachCsvRecord } from '../src-shared/import/csv';
import { nonSepaCharacters } from '../src-shared/payments/charset';
import { checkIban } from '../src-shared/payments/iban';
import { isValidFinnishReference, isValidRf } from '../src-shared/payments/references';
import { streamCheckPaymentFile } from '../src-shared/import/stream-check';
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

/** `1234,56` → 123456 by scanning the characters (the bench file's amounts: comma, 2 decimals). */
function minorOf(text: string): number {
  let minor = 0;
  let decimals = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 44) decimals = 0;
    else {
      minor = minor * 10 + (c - 48);
      if (decimals >= 0) decimals++;
    }
  }
  return decimals === 1 ? minor * 10 : decimals === -1 ? minor * 100 : minor;
}

/**
 * The least work the rules require, written the fastest way we know: decode once, split the
 * cells, IBAN check digits, the SEPA scan of the name and message, the amount into integer minor
 * units, the reference's check digits, the duplicate key in a hash index. None of the wording,
 * mapping, currency, lengths, or the bank item the real check hands out per row.
 */
export function leastRuleWork(bytes: Uint8Array): number {
  const seen = new Map<string, number>();
  let bad = 0;
  forEachCsvRecord(new TextDecoder('utf-8').decode(bytes), ';', (cells, line) => {
    if (line === 1) return;
    const raw = cells[1]!;
    const iban = raw.includes(' ') ? raw.replaceAll(' ', '') : raw;
    if (!checkIban(iban).valid) bad++;
    if (nonSepaCharacters(cells[0]!).length || nonSepaCharacters(cells[5]!).length) bad++;
    const minor = minorOf(cells[2]!);
    if (!(minor > 0)) bad++;
    const reference = cells[4]!;
    if (reference && !isValidRf(reference) && !isValidFinnishReference(reference)) bad++;
    const key = `${iban}|${minor}|${reference || cells[5]!.toLowerCase()}`;
    if (seen.has(key)) bad++;
    else seen.set(key, line);
  });
  return bad;
}

export async function figures(): Promise<Figure[]> {
  const bytes = generatePaymentCsv();
  const check = () => {
    const checked = streamCheckPaymentFile('bench.csv', bytes, {}, { defaultCurrency: 'EUR' });
    if (!checked.ok || checked.value.rowCount !== 100_000 || checked.value.errorCount !== 0)
      throw new Error('the bench file should check clean');
    return checked;
  };
  const papaparse = () => Papa.parse<string[]>(new TextDecoder('utf-8').decode(bytes), { delimiter: ';' });
  const timed = await pairedMedianMs(papaparse, check, 11, 2);
  // Floors, to show where the time goes: splitting the bytes into cells with no rule at all; and
  // the least work the rules need, written the fastest way (IBAN check digits, a SEPA scan of
  // the name and message, the duplicate key in a hash index), with none of the wording.
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
  const leastRules = await pairedMedianMs(papaparse, () => leastRuleWork(bytes), 11, 2);

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
          splitOnlyRatio: Number((split.subjectMs / split.baselineMs).toFixed(2)),
          leastRulesRatio: Number((leastRules.subjectMs / leastRules.baselineMs).toFixed(2)),
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
