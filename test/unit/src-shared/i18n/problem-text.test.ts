// Every problem sentence a person reads is whole, even for issues a fast check reported without
// their details (row-rules' `detailsWanted`: the characters are listed only for the first of a kind).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n, LANGUAGES, messageText } from '../../../../src-shared/i18n';
import { parsePaymentFile } from '../../../../src-shared/import/parse-file';
import { checkParsedRows } from '../../../../src-shared/import/stream-check';
import type { PaymentRow } from '../../../../src-shared/payments/fields';
import { issueMessage } from '../../../../src-shared/payments/messages';
import { compileRowRules } from '../../../../src-shared/payments/row-rules';
import type { ValidationIssue } from '../../../../src-shared/payments/types';

const ODD_NAMES = ['Øystein Å', 'Łukasz Wąs', 'François Çelik', 'Zoë 😀 Ltd', 'Jürgen Groß'];
const rows: PaymentRow[] = Array.from({ length: 300 }, (_, i) => ({
  line: i + 2,
  values: {
    name: ODD_NAMES[i % ODD_NAMES.length]!,
    iban: 'FI2112345600000785',
    amount: `${i + 1}.00`,
    currency: 'EUR',
    unstructured_reference: i % 3 ? 'Invoice 1' : 'Lasku №1',
  },
}));

/** Every row's issues as the window's worker gets them (its table and Fix step show them all). */
function issuesOfEveryRow(): ValidationIssue[] {
  const all: ValidationIssue[] = [];
  checkParsedRows(rows, [], 'dot', {
    defaultCurrency: 'EUR',
    onRow: (_row, result) => all.push(...result.issues),
  });
  return all;
}

/** The issue as each surface words it: the English of the rules (CLI, reports) and each catalog (window, CLI). */
function sentences(issue: ValidationIssue): string[] {
  const english = issueMessage(issue.code, issue.params);
  return [
    english,
    ...LANGUAGES.map((l) => messageText(createI18n(l).t, { code: issue.code, params: issue.params, message: english })),
  ];
}

const BROKEN = /\{\{|\}\}|undefined|“”|\(\)|NaN|contains ,/;

describe('problem text without the details a fast check leaves out', () => {
  it('300 rows of names outside the SEPA set: every row’s sentence is whole, in every language', () => {
    const issues = issuesOfEveryRow().filter((i) => i.code === 'non_sepa_characters');
    expect(issues).toHaveLength(400);
    const unlisted = issues.filter((i) => i.params?.characters === undefined);
    // Past the first 20 of each kind the characters are not listed: the case this test is about.
    expect(unlisted.length).toBeGreaterThan(300);
    for (const issue of issues) for (const text of sentences(issue)) expect(text).not.toMatch(BROKEN);
    const [fi] = sentences(unlisted.at(-1)!).slice(2);
    expect(fi).toMatch(/^Saajan nimi sisältää merkkejä, joita tämä pankki ei hyväksy/);
  });

  it('a listed occurrence still names its characters', () => {
    const [issue] = issuesOfEveryRow();
    expect(issue?.params).toMatchObject({ characters: '“Ø” “Å”' });
    for (const text of sentences(issue!)) expect(text).toContain('“Ø” “Å”');
  });

  it('no rule words a sentence from parameters it leaves out when details are not wanted', () => {
    const name = 'every-rule-broken.csv';
    const fixture = join(import.meta.dirname, '../../../fixtures/import', name);
    const parsed = parsePaymentFile(name, new Uint8Array(readFileSync(fixture)));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const check = compileRowRules({ defaultCurrency: 'EUR' }, false, () => false);
    const issues = [...parsed.value.rows, ...rows].flatMap((row, i) => check(row, i).issues);
    expect(new Set(issues.map((i) => i.code)).size).toBeGreaterThan(15);
    for (const issue of issues)
      for (const text of sentences(issue)) expect({ text }).not.toEqual({ text: expect.stringMatching(BROKEN) });
  });
});
