// Which characters a profile's bank takes in names and references (docs/user-guide.md,
// "Characters per bank"): the rules warn about the others, and Fix transliterates only those.
import { isCharacterSet, STRICTEST_SET, type CharacterSet } from '../../../src-shared/payments/charset';

/**
 * The demo bank's set (spec-notes: "Characters"): the SEPA basic set and the letters of Latin-1
 * (ä ö å ü ß é ø …), as many banks take them in SEPA payments; & € @ and letters beyond Latin-1
 * (ł ř š) it does not take. The app starts its sandbox with the same set (`DEMO_SANDBOX_CHARACTERS`).
 */
export const DEMO_BANK_SET: CharacterSet = 'latin_letters';
/** `DEMO_BANK_SET` as the sandbox names it. */
export const DEMO_SANDBOX_CHARACTERS = 'latin';

/**
 * A profile's set, as the profile records it (`bank_profiles.character_set`, chosen in Settings or
 * with `bulkpay onboarding edit-profile --character-set`); the strict SEPA basic set for no profile.
 * A history file from before the column (read, not migrated, by an offline command) has only
 * `demo`: the demo bank's set then, else the strict one.
 */
export function characterSetOf(profile: { characterSet?: unknown; demo?: boolean } | undefined): CharacterSet {
  if (isCharacterSet(profile?.characterSet)) return profile.characterSet;
  return profile?.demo ? DEMO_BANK_SET : STRICTEST_SET;
}

/**
 * The set a command line names (`--character-set`, or BULKPAY_CHARACTER_SET for a bank given
 * through the environment): the value, undefined when none is named, or null when it is none of them.
 */
export function namedCharacterSet(value: string | undefined): CharacterSet | undefined | null {
  if (value === undefined || value === '') return undefined;
  return isCharacterSet(value) ? value : null;
}
