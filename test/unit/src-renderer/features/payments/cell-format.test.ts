import { describe, expect, it } from 'vitest';
import { cellText } from '../../../../../src-renderer/features/payments/cell-format';
import { groupIban } from '../../../../../src-shared/payments/iban-groups';

describe('how the import grid shows a cell', () => {
  it('groups IBANs in fours for reading, and leaves anything else as typed', () => {
    expect(groupIban('FI4950009420028730')).toBe('FI49 5000 9420 0287 30');
    expect(groupIban('de89 3704 0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00');
    expect(groupIban('not an iban')).toBe('not an iban');
  });

  it('shows the exact amount as money in the locale, the file text when it cannot be read', () => {
    const result = { amount: '1250.50', currency: 'EUR', issues: [] };
    expect(cellText('amount', '1 250,50', result, 'fi-FI')).toBe('1\u00a0250,50\u00a0€');
    expect(cellText('amount', '1 250,50', result, 'en-GB')).toBe('€1,250.50');
    expect(
      cellText('amount', '12345678901234.55', { amount: '12345678901234.55', currency: 'EUR', issues: [] }, 'de-DE'),
    ).toBe('12.345.678.901.234,55\u00a0€');
    expect(cellText('amount', 'ten', { issues: [] }, 'en-GB')).toBe('ten');
    expect(cellText('name', 'Two\nlines', undefined, 'en-GB')).toBe('Two lines');
  });
});
