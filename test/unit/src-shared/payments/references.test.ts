// The reference rule (issue 26 item 1), for CSV as for pain.001: only RF and Finnish references are
// normalised; several references in one cell are refused, never glued into one.
import { describe, expect, it } from 'vitest';
import { parsePaymentFile } from '../../../../src-shared/import/parse-file';
import { compactReference, makeRf, severalReferences } from '../../../../src-shared/payments/references';
import { validatePayments } from '../../../../src-shared/payments/validate';

function csv(structured: string) {
  const text = `name;iban;amount;currency;structured reference\nLumi Oy;FI2112345600000785;10.00;EUR;${structured}\n`;
  const parsed = parsePaymentFile('own.csv', new TextEncoder().encode(text));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return validatePayments(parsed.value.rows, { decimalStyle: parsed.value.decimalStyle });
}

describe('compactReference', () => {
  it('compacts and upper-cases RF and Finnish references only', () => {
    expect(compactReference('rf18 5390 0754 7034')).toBe('RF18539007547034');
    expect(compactReference('12345 67890 12')).toBe('123456789012');
    expect(compactReference('Inv-2024/a7')).toBe('Inv-2024/a7');
    expect(compactReference('abc 12')).toBe('abc 12');
  });
});

describe('severalReferences', () => {
  it('finds several valid references in one cell, whatever separates them', () => {
    const [a, b] = [makeRf('539007547034'), makeRf('2348231')];
    expect(severalReferences(`${a} ${b}`)).toEqual([a, b]);
    expect(severalReferences(`${a}, ${b}`)).toEqual([a, b]);
    expect(severalReferences('12328; 12331')).toEqual(['12328', '12331']);
  });

  it('one reference printed in groups is one reference', () => {
    expect(severalReferences('RF18 5390 0754 7034')).toBeUndefined();
    expect(severalReferences('12345 67890 14')).toBeUndefined();
    expect(severalReferences('Inv 2024 a7')).toBeUndefined();
  });
});

describe('structured references in a CSV file', () => {
  it('a reference of another scheme is sent exactly as written', () => {
    expect(csv('Inv-2024/a7').payments[0]?.structured_reference).toBe('Inv-2024/a7');
    expect(csv('inv77').payments[0]?.structured_reference).toBe('inv77');
  });

  it('an RF reference written in groups is sent compact', () => {
    expect(csv('rf18 5390 0754 7034').payments[0]?.structured_reference).toBe('RF18539007547034');
  });

  it('two references in one cell are refused with both named', () => {
    const result = csv('RF18539007547034 RF712348231');
    expect(result.payments[0]).toBeUndefined();
    expect(result.issues).toMatchObject([
      { code: 'structured_reference_several', params: { count: 2, references: 'RF18539007547034, RF712348231' } },
    ]);
  });
});
