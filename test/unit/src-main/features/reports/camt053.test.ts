import { describe, expect, it } from 'vitest';
import { deriveBalances } from '../../../../../src-main/features/reports/camt053';
import type { Transaction } from '../../../../../src-main/domain/bank-schemas';

const tx = (amount: string, direction: 'in' | 'out', booking: string) =>
  ({
    amount,
    direction,
    booking_date: booking,
    execution_timestamp: `${booking}T10:00:00Z`,
    state: 'paid',
  }) as Transaction;

describe('deriveBalances', () => {
  const paid = [tx('100.00', 'in', '2026-03-10'), tx('30.50', 'out', '2026-03-20'), tx('0.10', 'out', '2026-04-02')];
  it('works the closing balance back from today and the opening from the period, exactly', () => {
    const b = deriveBalances('1000.00', paid, { from: '2026-03-01', to: '2026-03-31', oldestListed: '2025-04-05' });
    // closing = 1000.00 + 0.10 (the April debit undone); opening = closing − 100.00 + 30.50
    expect(b).toEqual({ opening: '930.6', closing: '1000.1' });
  });
  it('leaves the opening balance out, and says why, when the period starts before the bank lists', () => {
    const b = deriveBalances('1000.00', paid, { from: '2025-01-01', to: '2026-03-31', oldestListed: '2025-04-05' });
    expect(b.opening).toBeNull();
    expect(b.openingMissing).toMatch(/only from 2025-04-05, after the start of this statement \(2025-01-01\)/);
  });
});
