import { describe, expect, it } from 'vitest';
import { createI18n, messageText } from '../../../../src-shared/i18n';

// Issue 27 §2: the review's balance warning and block reason in the user's language, with amounts
// written as that language writes money (never "297465.70 EUR").
const over = {
  code: 'file_total_over_balance',
  message: 'The bulks together total 297465.70 EUR, …',
  params: {
    totalAmount: '297465.70',
    availableAmount: '25000.00',
    currency: 'EUR',
    account: 'Operating account',
    bulk: 2,
    firstLine: 101,
    lastLine: 120,
  },
};
const blocked = { code: 'bulk_over_balance', params: { ...over.params, totalAmount: '30000.5' } };

describe('review messages with money', () => {
  it.each([
    ['en', '€297,465.70', '€25,000.00'],
    ['fi', '297 465,70 €', '25 000,00 €'],
    ['sv', '297 465,70 €', '25 000,00 €'],
    ['de', '297.465,70 €', '25.000,00 €'],
  ] as const)('%s: the amounts are money in the language, the sentence from its catalog', (lang, total, available) => {
    const t = createI18n(lang).t;
    const text = messageText(t, over).replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(total);
    expect(text).toContain(available);
    expect(text).toContain('Operating account');
    expect(text).not.toMatch(/297465|EUR|\{\{/);
    const reason = messageText(t, blocked).replace(/[\u00a0\u202f]/g, ' ');
    expect(reason).toMatch(/30[,. ]000[.,]50/);
    expect(reason).not.toMatch(/EUR|\{\{/);
    if (lang !== 'en') expect(text).not.toMatch(/The bulks together/);
  });
});
