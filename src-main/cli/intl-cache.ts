import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minorUnitsAnswered, rememberMinorUnits } from '../../src-shared/payments/currency';

/**
 * What Intl answered an earlier `bulkpay` run about currencies' minor units, kept in the user's
 * cache folder so a start does not build ICU's number formatter (about 9 ms) to learn that EUR has
 * two decimals. The file is named after the ICU, CLDR and Unicode versions, so another Node (other
 * ICU data) asks Intl again. A missing, unreadable or unwritable file only costs those 9 ms.
 */
const fileIn = (cacheDir: string) => {
  const v = process.versions as Record<string, string | undefined>;
  return join(cacheDir, `intl-${v.icu ?? 'none'}-${v.cldr ?? 'none'}-${v.unicode ?? 'none'}.json`);
};

/** Loads the kept answers (nothing when there are none or they cannot be read); returns those loaded. */
export function loadIntlAnswers(cacheDir: string): Record<string, number> {
  try {
    const answers = JSON.parse(readFileSync(fileIn(cacheDir), 'utf8')) as Record<string, unknown>;
    rememberMinorUnits(answers);
  } catch {
    // No cache yet, or not ours to read: Intl answers this run.
  }
  return minorUnitsAnswered();
}

/** Keeps this run's answers when Intl gave new ones (written whole, then renamed: never half a file). */
export function saveIntlAnswers(cacheDir: string, before: Record<string, number>): void {
  const now = minorUnitsAnswered();
  if (Object.keys(now).every((c) => before[c] === now[c])) return;
  const file = fileIn(cacheDir);
  const temp = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(temp, JSON.stringify(now));
    renameSync(temp, file);
  } catch {
    // Not writable here (a file where the folder would be, no permission): next run asks Intl again.
    try {
      rmSync(temp, { force: true });
    } catch {
      // Nothing was written.
    }
  }
}
