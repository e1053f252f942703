import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { preferencesSchema, type PreferenceField, type Preferences } from '../../../src-shared/ipc/channels/app';
import { writeFileAtomic } from '../../platform/write-file-atomic';

const FILE = 'preferences.json';
const DEFAULTS: Preferences = { language: 'system', csvFormat: 'spreadsheet', notifications: false };

/**
 * The user's preferences in the data folder, each field on its own: a value this version does not
 * know (a language a newer one added) reads as that field's default and leaves the others as kept.
 * `saved` names the fields kept that this version reads: none for a missing or unreadable file.
 */
export function readPreferences(dataDir: string): Preferences & { saved: PreferenceField[] } {
  const kept = keptFields(storedObject(dataDir));
  return { ...DEFAULTS, ...kept, saved: Object.keys(kept) as PreferenceField[] };
}

/**
 * Saves the change into the file as stored (atomically), so a field or value a newer version saved
 * stays for it, and answers the preferences as read then.
 */
export function writePreferences(dataDir: string, change: Partial<Preferences>): Preferences {
  const next = { ...storedObject(dataDir), ...change };
  writeFileAtomic(join(dataDir, FILE), JSON.stringify(next));
  return { ...DEFAULTS, ...keptFields(next) };
}

/** The file's object as stored, with what this version does not know; empty when missing or unreadable. */
function storedObject(dataDir: string): Record<string, unknown> {
  const file = join(dataDir, FILE);
  if (!existsSync(file)) return {};
  try {
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof stored === 'object' && stored !== null && !Array.isArray(stored)
      ? (stored as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The fields of `stored` that are valid preferences, each checked by its own schema. */
function keptFields(stored: Record<string, unknown>): Partial<Preferences> {
  const fields = preferencesSchema.unwrap().shape;
  return Object.fromEntries(
    (Object.keys(fields) as PreferenceField[])
      .filter((field) => fields[field].safeParse(stored[field]).success)
      .map((field) => [field, stored[field]]),
  ) as Partial<Preferences>;
}
