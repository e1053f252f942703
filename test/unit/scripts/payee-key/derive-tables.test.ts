// The committed tables the team database keys names by (team schema 14) are what this Node's Unicode
// gives for the app's rule. When a Node upgrade changes them, this fails: regenerate them
// (scripts/payee-key/generate-tables.ts) in a NEW team-schema version that replaces the database's
// table, never by editing version 14, which team databases have already applied.
import { describe, expect, it } from 'vitest';
import { derivePayeeKeyTables, foldsText, rangesText } from '../../../../scripts/payee-key/derive-tables';
import {
  PAYEE_KEY_CASE_IGNORABLE,
  PAYEE_KEY_CASED,
  PAYEE_KEY_FOLDS,
  PAYEE_KEY_LETTERS_AND_DIGITS,
  PAYEE_KEY_UNICODE,
} from '../../../../src-main/adapters/postgres/team-payee-key-tables';
import { payeeKey } from '../../../../src-shared/payments/payee-key';

describe('the payee key tables of team schema 14', () => {
  let derived: ReturnType<typeof derivePayeeKeyTables> | undefined;
  const tables = () => (derived ??= derivePayeeKeyTables());

  it("are this Node's Unicode applied to the app's rule", () => {
    const t = tables();
    expect(t.unicode).toBe(PAYEE_KEY_UNICODE);
    expect(foldsText(t.folds)).toBe(PAYEE_KEY_FOLDS);
    expect(rangesText(t.lettersAndDigits)).toBe(PAYEE_KEY_LETTERS_AND_DIGITS);
    expect(rangesText(t.cased)).toBe(PAYEE_KEY_CASED);
    expect(rangesText(t.caseIgnorable)).toBe(PAYEE_KEY_CASE_IGNORABLE);
  }, 120_000);

  it("each fold is the character's own key where the character stands alone", () => {
    const { folds } = tables();
    const byCode = new Map(folds);
    for (const [ch, part] of [
      ['Ü', 'u'],
      ['ß', undefined],
      ['\u2126', 'ω'],
      ['ǅ', 'dz'],
      ['ﬁ', 'fi'],
      ['Ａ', 'a'],
      ['\u202e', ''],
      ['\u0301', ''],
    ] as const) {
      expect(byCode.get(ch.codePointAt(0)!)).toBe(part);
      expect(payeeKey(`x${ch}x`)).toBe(`name:x${part ?? ch}x`);
    }
  }, 120_000);
});
