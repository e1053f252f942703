import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { preferencesSchema, type Preferences } from '../../../src-shared/ipc/channels/app';
import { writeFileAtomic } from '../../platform/write-file-atomic';

const FILE = 'preferences.json';
const DEFAULTS: Preferences = { language: 'system', csvFormat: 'spreadsheet', notifications: false };

/**
 * The user's preferences in the data folder, each field on its own: a value this version does not
 * know (a language a newer one added) reads as that field's default and leaves the others as kept.
 * A missing or unreadable file, or one with no field kept, reads as the defaults, not saved.
 */
export function readPreferences(dataDir: string): Preferences & { saved: boolean } {
  const file = join(dataDir, FILE);
  if (!existsSync(file)) return { ...DEFAULTS, saved: false };
  try {
    const kept = keptFields(JSON.parse(readFileSync(file, 'utf8')));
    return { ...DEFAULTS, ...kept, saved: Object.keys(kept).length > 0 };
  } catch {
    return { ...DEFAULTS, saved: false };
  }
}

/** The fields of `stored` that are valid preferences, each checked by its own schema. */
function keptFields(stored: unknown): Partial<Preferences> {
  if (typeof stored !== 'object' || stored === null) return {};
  const fields = preferencesSchema.shape;
  return Object.fromEntries(
    (Object.keys(fields) as (keyof Preferences)[])
      .filter((field) => fields[field].safeParse((stored as Record<string, unknown>)[field]).success)
      .map((field) => [field, (stored as Record<string, unknown>)[field]]),
  ) as Partial<Preferences>;
}

/** Saves the changed preferences over the kept ones (atomically) and answers them all. */
export function writePreferences(dataDir: string, change: Partial<Preferences>): Preferences {
  const { saved: _saved, ...kept } = readPreferences(dataDir);
  const next = { ...kept, ...change };
  writeFileAtomic(join(dataDir, FILE), JSON.stringify(next));
  return next;
}
