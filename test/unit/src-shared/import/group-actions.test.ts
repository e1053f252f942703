import { describe, expect, it } from 'vitest';
import {
  actionFor,
  exactDuplicateRows,
  ignoreColumnEdits,
  issuesOfGroup,
  transliterateEdits,
  type CellEdit,
} from '../../../../src-shared/import/group-actions';
import { groupProblems } from '../../../../src-shared/import/problems';
import { transliterateForEditing } from '../../../../src-shared/payments/charset';
import type { PaymentRow } from '../../../../src-shared/payments/fields';
import { validatePayments } from '../../../../src-shared/payments/validate';

const row = (line: number, values: PaymentRow['values']): PaymentRow => ({
  line,
  values: {
    name: 'Acme Oy',
    iban: 'DE89370400440532013000',
    amount: '10.00',
    currency: 'EUR',
    unstructured_reference: `Invoice ${line}`,
    ...values,
  },
});

const applied = (rows: PaymentRow[], edits: CellEdit[]) =>
  edits.reduce(
    (out, e) => out.map((r, i) => (i === e.row ? { ...r, values: { ...r.values, [e.field]: e.value } } : r)),
    rows,
  );

describe('group actions of the import screen', () => {
  const rows = [
    row(2, { name: 'Äänekosken Öljy Oy', due_date: '15.12.2026' }),
    row(3, { name: 'Kärkkäinen & Pöyhönen Ky', due_date: '15.12.2026' }),
    row(4, { name: 'Plain Oy', due_date: '' }),
    row(5, { name: 'Virtanen Oy', unstructured_reference: 'Same', due_date: '15.12.2026' }),
    row(6, { name: 'Virtanen Oy', unstructured_reference: 'Same', due_date: '15.12.2026' }),
    row(7, { name: 'Virtanen Oy', unstructured_reference: 'Same', due_date: '16.12.2026' }),
  ];
  const result = validatePayments(rows);
  const groups = groupProblems(result.issues);

  it('offers one action per kind where one is safe', () => {
    expect(groups.map((g) => [g.code, g.field, actionFor(g)])).toEqual([
      ['field_not_accepted', 'due_date', 'ignore_column'],
      ['non_sepa_characters', 'name', 'transliterate'],
      ['duplicate_in_file', 'amount', 'remove_duplicates'],
    ]);
    expect(actionFor({ code: 'iban_checksum', field: 'iban' })).toBeUndefined();
  });

  it('ignores the due-date column: every filled cell emptied, undone to the exact old text', () => {
    const { apply, undo } = ignoreColumnEdits(rows, 'due_date');
    expect(apply).toHaveLength(5);
    const after = applied(rows, apply);
    expect(validatePayments(after).issues.filter((i) => i.code === 'field_not_accepted')).toEqual([]);
    expect(applied(after, undo)).toEqual(rows);
  });

  it('transliterates every flagged cell (ä→a, & → + as in the reports), and the undo gives back the file text', () => {
    const group = groups.find((g) => g.code === 'non_sepa_characters')!;
    const { apply, undo } = transliterateEdits(rows, issuesOfGroup(result.issues, group));
    expect(apply.map((e) => e.value)).toEqual(['Aanekosken Oljy Oy', 'Karkkainen + Poyhonen Ky']);
    expect(transliterateEdits(rows, issuesOfGroup(result.issues, group), 'german').apply.map((e) => e.value)).toEqual([
      'Aeaenekosken Oeljy Oy',
      'Kaerkkaeinen + Poeyhoenen Ky',
    ]);
    const after = applied(rows, apply);
    expect(validatePayments(after).issues.filter((i) => i.code === 'non_sepa_characters')).toEqual([]);
    expect(applied(after, undo)).toEqual(rows);
  });

  it('writes a cell as the bank and the reports get it: & as +, in the spelling chosen', () => {
    expect(transliterateForEditing('Virtanen & Co')).toBe('Virtanen + Co');
    expect(transliterateForEditing('Ahlström&Öhman')).toBe('Ahlstrom+Ohman');
    expect(transliterateForEditing('Kivijärvi Åsa')).toBe('Kivijarvi Asa');
    expect(transliterateForEditing('Müller & Söhne, Straße 5', 'german')).toBe('Mueller + Soehne, Strasse 5');
    expect(transliterateForEditing('Plain')).toBe('Plain');
  });

  it('removes only exact copies: a "duplicate" with another due date stays for the user to judge', () => {
    // Lines 6 and 7 both repeat line 5's payment; only line 6 is the same in every cell.
    expect(exactDuplicateRows(rows, result.issues)).toEqual([4]);
  });

  it('finds the first row of a line whether the rows are in file order or not, and many rows on one line', () => {
    const same = { name: 'Acme', iban: 'FI2112345600000785', amount: '1.00' };
    // pain.001 on one line: every payment on line 1; the copies are found by the first row of that line.
    const oneLine = [row(1, same), row(1, { ...same, name: 'Beta' }), row(1, same), row(1, same)];
    const copies = validatePayments(oneLine).issues;
    expect(exactDuplicateRows(oneLine, copies)).toEqual([2, 3]);
    const shuffled = [rows[2]!, rows[0]!, rows[1]!, ...rows.slice(3)];
    const issues = validatePayments(shuffled).issues;
    expect(exactDuplicateRows(shuffled, issues)).toEqual(exactDuplicateRows(rows, result.issues));
  });
});
