import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { preferencesSchema, type Preferences } from '../../../src-shared/ipc/channels/app';
import { writeFileAtomic } from '../../platform/write-file-atomic';

const FILE = 'preferences.json';
const DEFAULTS: Preferences = { language: 'system', csvFormat: 'spreadsheet', notifications: false };

/** The user's preferences in the data folder; a missing or damaged file reads as the defaults, not saved. */
export function readPreferences(dataDir: string): Preferences & { saved: boolean } {
  const file = join(dataDir, FILE);
  if (!existsSync(file)) return { ...DEFAULTS, saved: false };
  try {
    const parsed = preferencesSchema.partial().safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? { ...DEFAULTS, ...parsed.data, saved: true } : { ...DEFAULTS, saved: false };
  } catch {
    return { ...DEFAULTS, saved: false };
  }
}

/** Saves the changed preferences over the kept ones (atomically) and answers them all. */
export function writePreferences(dataDir: string, change: Partial<Preferences>): Preferences {
  const { saved: _saved, ...kept } = readPreferences(dataDir);
  const next = { ...kept, ...change };
  writeFileAtomic(join(dataDir, FILE), JSON.stringify(next));
  return next;
}
