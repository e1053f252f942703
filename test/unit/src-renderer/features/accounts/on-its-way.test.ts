import { describe, expect, it } from 'vitest';
import type { BulkSummary } from '../../../../../src-shared/ipc/channels/history';
import { moneyOnItsWay } from '../../../../../src-renderer/features/accounts/on-its-way';

const account = { code: 'acc-1', iban: 'FI2112345600000785', currency: 'EUR' };

const bulk = (over: Partial<BulkSummary>): BulkSummary => ({
  id: 'b',
  fileId: null,
  fileName: 'pay.csv',
  sequence: 1,
  resubmissionOf: null,
  bankBulkId: 'x',
  paymentAccount: 'acc-1',
  accountLabel: null,
  state: 'processing',
  processed: false,
  totalCount: 2,
  totalAmount: '4050.15',
  currencyTotals: { EUR: '4050.15' },
  notSentCount: null,
  paidCount: 0,
  lastError: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  acceptedAt: '2026-01-01T10:00:01.000Z',
  finishedAt: null,
  approvalDeadline: null,
  ...over,
});

describe('money on its way (reserved until the bank balance shows it)', () => {
  it('counts approved and processing bulks of the account whole, exactly', () => {
    const bulks = [
      bulk({ state: 'processing', currencyTotals: { EUR: '0.10' } }),
      bulk({ state: 'approved', currencyTotals: { EUR: '0.20' } }),
    ];
    expect(moneyOnItsWay(account, bulks, '2026-01-01T10:00:00.000Z')).toBe('0.3');
  });

  it('leaves out bulks waiting for approval, refused ones, other accounts and other currencies', () => {
    const bulks = [
      bulk({ state: 'pending_approval' }),
      bulk({ state: 'not_accepted' }),
      bulk({ paymentAccount: 'acc-2' }),
      bulk({ currencyTotals: { SEK: '10.00' } }),
    ];
    expect(moneyOnItsWay(account, bulks, null)).toBe('0');
  });

  it('matches the account by its IBAN too', () => {
    expect(moneyOnItsWay(account, [bulk({ paymentAccount: account.iban })], null)).toBe('4050.15');
  });

  it('counts what a finished bulk paid until balances fetched after it finished are shown', () => {
    const done = bulk({
      state: 'approved',
      processed: true,
      finishedAt: '2026-01-01T10:05:00.000Z',
      paidTotals: { EUR: '4000.00' },
    });
    expect(moneyOnItsWay(account, [done], '2026-01-01T10:04:59.000Z')).toBe('4000');
    expect(moneyOnItsWay(account, [done], null)).toBe('4000');
    expect(moneyOnItsWay(account, [done], '2026-01-01T10:05:01.000Z')).toBe('0');
  });
});
