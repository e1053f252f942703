// Problems per kind: counts and the first rows of each, bounded whatever the number of issues.
import { describe, expect, it } from 'vitest';
import { characterGroupParams, groupProblems, ProblemCollector } from '../../../../src-shared/import/problems';
import { streamCheckPaymentFile } from '../../../../src-shared/import/stream-check';
import type { PaymentRow } from '../../../../src-shared/payments/fields';
import { validatePayments } from '../../../../src-shared/payments/validate';

const row = (line: number, values: PaymentRow['values']): PaymentRow => ({
  line,
  values: { name: 'Acme Oy', iban: 'FI2112345600000785', amount: '1.00', unstructured_reference: 'x', ...values },
});

describe('problems per kind', () => {
  it('counts every occurrence and keeps only the first N, in file order, errors first', () => {
    const rows = Array.from({ length: 1000 }, (_, i) =>
      row(i + 2, { due_date: '2030-01-01', name: i % 2 ? 'Jürgen' : 'Acme Oy', amount: `${i + 1}.00` }),
    );
    const result = validatePayments(rows, { defaultCurrency: 'EUR' });
    const groups = groupProblems(result.issues, 3);
    expect(groups.map((g) => [g.severity, g.field, g.code, g.count])).toEqual([
      ['error', 'due_date', 'field_not_accepted', 1000],
      ['warning', 'name', 'non_sepa_characters', 500],
    ]);
    expect(groups[0]!.first.map((i) => i.line)).toEqual([2, 3, 4]);
    expect(groups[1]!.preview).toBe('Jurgen');
  });

  it('counts errors, warnings and the rows with errors without keeping them', () => {
    const collector = new ProblemCollector(1);
    const issue = (row: number, severity: 'error' | 'warning', code = 'name_missing') => ({
      line: row + 2,
      row,
      field: 'name' as const,
      code,
      params: {},
      message: '',
      severity,
    });
    for (let r = 0; r < 10_000; r++) {
      collector.add(issue(r, 'error'));
      collector.add(issue(r, 'error', 'iban_missing'));
      if (r % 10 === 0) collector.add(issue(r, 'warning', 'duplicate_in_file'));
    }
    expect([collector.errorCount, collector.rowsWithErrors, collector.warningCount]).toEqual([20_000, 10_000, 1000]);
    const groups = collector.groups();
    expect(groups.map((g) => g.first.length)).toEqual([1, 1, 1]);
    // words are made for the issues kept, from their code and params
    expect(groups[0]!.first[0]!.message).toContain('payee name is empty');
  });

  it('the streaming check words the first N of a kind in full and only counts the rest', () => {
    const lines = ['name;iban;amount;message'];
    for (let i = 0; i < 200; i++)
      lines.push(`${i % 2 ? 'Jürgen' : 'Søren & Co'} ${i};FI2112345600000785;${i + 1},00;x`);
    const bytes = new TextEncoder().encode(lines.join('\n'));
    const checked = streamCheckPaymentFile('x.csv', bytes, {}, { defaultCurrency: 'EUR', firstN: 4 });
    if (!checked.ok) throw new Error(checked.error.message);
    const [group] = checked.value.problems.filter((p) => p.code === 'non_sepa_characters');
    expect(group).toMatchObject({ count: 200, preview: 'Soren + Co 0' });
    expect(group!.first.map((i) => i.params)).toEqual([
      { field: 'name', characters: '“ø” “&”', characterList: 'ø&', preview: 'Soren + Co 0' },
      { field: 'name', characters: '“ü”', characterList: 'ü', preview: 'Jurgen 1' },
      { field: 'name', characters: '“ø” “&”', characterList: 'ø&', preview: 'Soren + Co 2' },
      { field: 'name', characters: '“ü”', characterList: 'ü', preview: 'Jurgen 3' },
    ]);
    expect(group!.first[1]!.message).toContain('“ü”');
    // Someone listening to every issue gets every one in full.
    const heard: string[] = [];
    const onIssue = (i: { params?: Record<string, unknown> }) => heard.push(String(i.params?.characters));
    streamCheckPaymentFile('x.csv', bytes, {}, { defaultCurrency: 'EUR', firstN: 4, onIssue });
    expect(heard.filter((c) => c === '“ü”')).toHaveLength(100);
  });

  it('a characters group is one sentence: its count, the characters of the kept rows and their lines', () => {
    const checked = streamCheckPaymentFile(
      'x.csv',
      new TextEncoder().encode(
        [
          'name;iban;amount;message',
          ...['Jürgen', 'Anna', 'Åsa Öberg', 'Jürgen 2'].map((n, i) => `${n};FI2112345600000785;${i + 1},00;x`),
        ].join('\n'),
      ),
      {},
      { defaultCurrency: 'EUR', firstN: 2 },
    );
    if (!checked.ok) throw new Error(checked.error.message);
    const [group] = checked.value.problems.filter((p) => p.code === 'non_sepa_characters');
    // three rows; two kept: their characters and lines, and "…" for the row only counted
    expect(characterGroupParams(group!)).toEqual({ count: 3, characters: '“ü”, “Å”, “Ö”, …', lines: '2, 4, …' });
    const all = streamCheckPaymentFile(
      'x.csv',
      new TextEncoder().encode(
        'name;iban;amount;message\nJürgen;FI2112345600000785;1,00;x\nÅsa;FI2112345600000785;2,00;x',
      ),
      {},
      { defaultCurrency: 'EUR' },
    );
    if (!all.ok) throw new Error(all.error.message);
    expect(characterGroupParams(all.value.problems[0]!)).toEqual({ count: 2, characters: '“ü”, “Å”', lines: '2, 3' });
    // to a bank that takes Latin-1 letters, the same rows hold nothing to warn about
    const latin = streamCheckPaymentFile(
      'x.csv',
      new TextEncoder().encode(
        'name;iban;amount;message\nJürgen;FI2112345600000785;1,00;x\nÅsa;FI2112345600000785;2,00;x',
      ),
      {},
      { defaultCurrency: 'EUR', characterSet: 'latin_letters' },
    );
    expect(latin.ok && latin.value.problems.filter((p) => p.code === 'non_sepa_characters')).toEqual([]);
  });
});
