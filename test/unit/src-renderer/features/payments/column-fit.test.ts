import { describe, expect, it } from 'vitest';
import { fitToContent } from '../../../../../src-renderer/features/payments/column-fit';
import type { TableColumn } from '../../../../../src-renderer/features/payments/columns';
import { FIELD_LABELS, type PaymentField } from '../../../../../src-shared/payments/fields';

const column = (field: PaymentField, width = '180px'): TableColumn => ({ field, label: FIELD_LABELS[field], width });
const row = (line: number, values: Partial<Record<PaymentField, string>>) => ({ line, values });

describe('the Fix table’s columns, sized to their content and the window', () => {
  it('puts amount and currency right after the payee, whatever the file’s order', () => {
    const columns = [
      column('iban'),
      column('unstructured_reference'),
      column('currency'),
      column('amount'),
      column('name'),
    ];
    expect(fitToContent(columns, []).map((c) => c.field)).toEqual([
      'name',
      'amount',
      'currency',
      'iban',
      'unstructured_reference',
    ]);
  });

  it('lets free text take the spare width in proportion to its longest value, uncut up to 160ch', () => {
    const long = 'Rechnung RE-2026-1047 Lieferung Kalenderwoche 46 Lager Nord'; // 59 characters
    const fitted = fitToContent(
      [column('name', '220px'), column('reference'), column('unstructured_reference'), column('bic')],
      [row(2, { reference: 'RF18 5390 0754 7034', unstructured_reference: long, bic: 'COBADEFFXXX' })],
    );
    const byField = new Map(fitted.map((c) => [c.field, c]));
    // ⌈59 × 1.1⌉ + 4, not capped at the codes' 48ch: the message is as wide as it is long, at least.
    expect(byField.get('unstructured_reference')).toMatchObject({ width: 'minmax(24ch, 69fr)', min: '24ch' });
    expect(byField.get('reference')).toMatchObject({ width: 'minmax(24ch, 25fr)', min: '24ch' });
    // Codes keep their own width; with free text in the table, no code column stretches.
    expect(byField.get('bic')).toMatchObject({ width: '15ch', min: '15ch' });
    expect(byField.get('name')).toMatchObject({ width: '220px', min: '220px' });
    const huge = fitToContent(
      [column('unstructured_reference')],
      [row(2, { unstructured_reference: 'x'.repeat(400) })],
    );
    expect(huge[0]!.width).toBe('minmax(24ch, 160fr)');
    const short = fitToContent([column('unstructured_reference')], [row(2, { unstructured_reference: 'Tip' })]);
    expect(short[0]).toMatchObject({ width: 'minmax(12ch, 12fr)', min: '12ch' });
  });

  it('without free text, the last column takes the spare width so the rows fill the table', () => {
    const fitted = fitToContent(
      [column('name', '220px'), column('bic'), column('due_date')],
      [row(2, { bic: 'COBADEFFXXX', due_date: '2026-12-01' })],
    );
    expect(fitted.map((c) => c.width)).toEqual(['220px', '15ch', 'minmax(15ch, 1fr)']);
  });
});
