import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonWithDecimalNumbers } from '../../../../../src-main/adapters/bank-api/json-body';
import { normaliseBulkErrors } from '../../../../../src-main/adapters/bank-api/errors';

const decimal = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.option(fc.stringMatching(/^\d{1,4}$/), { nil: undefined }))
  .map(([whole, fraction]) => (fraction === undefined ? `${whole}` : `${whole}.${fraction}`));

describe('properties', () => {
  it('debt prices go on the wire as the exact digits given, whatever their size', () => {
    fc.assert(
      fc.property(decimal, decimal, fc.string(), (net, gross, description) => {
        const text = Buffer.from(
          jsonWithDecimalNumbers(
            { items: [{ description, detailed_price: { net, gross } }] },
            (k) => k === 'net' || k === 'gross',
          ).bytes,
        ).toString();
        expect(text).toContain(`"net":${net},`);
        expect(text).toContain(`"gross":${gross}}`);
        expect(() => JSON.parse(text)).not.toThrow();
        expect(JSON.parse(text).items[0].description).toBe(description);
      }),
    );
  });

  it('every message of a shape-1 error body lands on its own payment index, none lost', () => {
    const fieldErrors = fc.dictionary(
      fc.constantFrom('amount', 'currency', 'end_to_end_id', 'method'),
      fc.array(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 3 }),
    );
    fc.assert(
      fc.property(fc.array(fieldErrors, { minLength: 1, maxLength: 100 }), (entries) => {
        const { payments } = normaliseBulkErrors({ payments: entries });
        entries.forEach((entry, index) => {
          const expected = Object.values(entry).flat().length;
          expect(payments?.[index]?.length ?? 0).toBe(expected);
        });
      }),
    );
  });
});
