import { describe, expect, it } from 'vitest';
import {
  creditorReferenceTerm,
  REFERENCE_COLUMNS,
  startTermOf,
} from '../../../../../src-main/ports/history/short-terms';

// The one predicate "matched as a start" both history engines ask (search-query.ts, team-history-search.ts).
describe('startTermOf', () => {
  it('matches a term of 1–2 characters as the start of every column searched, as typed', () => {
    expect(startTermOf('ö', ['p.payee_name'])).toEqual({ forms: ['ö'], referencesOnly: false });
    expect(startTermOf('RF', REFERENCE_COLUMNS)).toEqual({ forms: ['RF'], referencesOnly: false });
    expect(startTermOf('abc', REFERENCE_COLUMNS)).toBeUndefined();
  });

  it("matches a creditor reference's shape as the start of the references only, where they are searched", () => {
    const main = ['p.payee_name', 'p.account_identifier', ...REFERENCE_COLUMNS];
    for (const columns of [REFERENCE_COLUMNS, main])
      expect(startTermOf('RF18539007547034', columns)).toEqual({ forms: ['RF18539007547034'], referencesOnly: true });
    // The payee's or the IBAN's field: no references, so "contains" as before.
    expect(startTermOf('RF18539007547034', ['p.payee_name'])).toBeUndefined();
    expect(startTermOf('RF18539007547034', ['p.account_identifier'])).toBeUndefined();
  });

  it('asks for the electronic form first and the term as typed when they differ beyond case', () => {
    expect(startTermOf('rf18 5390 0754', REFERENCE_COLUMNS)!.forms).toEqual(['RF1853900754', 'rf18 5390 0754']);
    expect(startTermOf('rf1853900754', REFERENCE_COLUMNS)!.forms).toEqual(['RF1853900754']);
  });
});

describe('creditorReferenceTerm', () => {
  it.each([
    ['RF1', undefined],
    ['RF18', undefined],
    // RF, two digits and one character: the shortest creditor reference.
    ['RF180', 'RF180'],
    [`RF18${'A'.repeat(21)}`, `RF18${'A'.repeat(21)}`],
    [`RF18${'A'.repeat(22)}`, undefined],
    ['rf18 5390 0754 7034', 'RF18539007547034'],
    // The shape only: a wrong check digit (RF19…) is still a reference to look for.
    ['RF19539007547034', 'RF19539007547034'],
    ['RFAB5390', undefined],
    ['RF18-5390', undefined],
    ['Rent RF18539007547034', undefined],
    // Letters whose capitals are ASCII ("SS", "S", "I") are not a reference's letters: the shape is
    // checked before upper-casing.
    ['rf18ß', undefined],
    ['rf18ſ', undefined],
    ['rf18ı', undefined],
    ['RF18 1ı', undefined],
  ])('%j is %j', (term, electronic) => {
    expect(creditorReferenceTerm(term)).toBe(electronic);
    if (!electronic && [...term].length > 2) expect(startTermOf(term, REFERENCE_COLUMNS)).toBeUndefined();
  });
});
