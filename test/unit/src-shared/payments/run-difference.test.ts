import { describe, expect, it } from 'vitest';
import { payeesOfRun, runDifference, type ComparedPayment } from '../../../../src-shared/payments/run-difference';

const pay = (name: string, iban: string, amount: string, currency = 'EUR'): ComparedPayment => ({
  name,
  iban,
  amount,
  currency,
});
const previous = { fileName: 'payroll-october.csv', sentAt: '2026-10-25T08:00:00.000Z', payees: 4 };

describe('run difference: this run against the previous one', () => {
  const before = payeesOfRun([
    pay('Acme Oy', 'FI2112345600000785', '1000.00'),
    pay('Bo Berg', 'DE89370400440532013000', '200.00'),
    pay('Cy Corp', 'GB29NWBK60161331926819', '100.00'),
    pay('Cy Corp', 'GB29NWBK60161331926819', '100.00'),
    pay('Dee Ltd', 'SE4550000000058398257466', '50.00'),
  ]);

  it('counts new payees, changed IBANs, amounts moved more than 40 % and payees left out', () => {
    const now = payeesOfRun([
      // The same payee, written otherwise (case, spacing, punctuation), and the IBAN with spaces.
      pay('ACME  OY.', 'FI21 1234 5600 0007 85', '1400.00'),
      pay('Bo Berg', 'FI5542345670000081', '280.01'),
      pay('Cy Corp', 'GB29NWBK60161331926819', '119.99'),
      pay('Eve Oy', 'FI4950009420028730', '10.00'),
    ]);
    const diff = runDifference(now, before, previous);
    expect(diff.newPayees).toEqual({ count: 1, first: [{ name: 'Eve Oy', iban: 'FI4950009420028730' }] });
    expect(diff.ibanChanged).toEqual({
      count: 1,
      first: [{ name: 'Bo Berg', oldIban: 'DE89370400440532013000', newIban: 'FI5542345670000081' }],
    });
    // 1,400.00 is exactly 40 % up: not more. 280.01 is. Cy Corp's two payments sum to 200.00 before.
    expect(diff.amountsUp).toEqual({
      count: 1,
      first: [{ name: 'Bo Berg', currency: 'EUR', old: '200', new: '280.01' }],
    });
    expect(diff.amountsDown).toEqual({
      count: 1,
      first: [{ name: 'Cy Corp', currency: 'EUR', old: '200', new: '119.99' }],
    });
    expect(diff.notPaidNow).toEqual({ count: 1, first: [{ name: 'Dee Ltd' }] });
  });

  it('compares amounts per currency only, and says nothing when nothing moved', () => {
    const now = payeesOfRun([
      pay('Acme Oy', 'FI2112345600000785', '5000.00', 'SEK'),
      pay('Bo Berg', 'DE89370400440532013000', '200.00'),
      pay('Cy Corp', 'GB29NWBK60161331926819', '200.00'),
      pay('Dee Ltd', 'SE4550000000058398257466', '70.00'),
    ]);
    const diff = runDifference(now, before, previous);
    expect([diff.newPayees, diff.ibanChanged, diff.amountsUp, diff.amountsDown, diff.notPaidNow]).toEqual(
      Array(5).fill({ count: 0, first: [] }),
    );
  });

  it('lists the first 20 of a kind and counts the rest', () => {
    const now = payeesOfRun(Array.from({ length: 25 }, (_, i) => pay(`New ${i}`, 'FI4950009420028730', '1.00')));
    const diff = runDifference(now, before, previous);
    expect(diff.newPayees.count).toBe(25);
    expect(diff.newPayees.first).toHaveLength(20);
  });
});
