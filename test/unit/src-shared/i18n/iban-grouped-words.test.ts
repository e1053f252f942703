// Issue 23 (seen in a CI screenshot): a problem sentence printed the IBAN unspaced
// (DE89370400440532013000) where the table groups it in fours. Every IBAN in a sentence is grouped,
// in every language and in the core's English; the issue's params stay in electronic form.
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../src-shared/i18n';
import { messageText } from '../../../../src-shared/i18n/words';
import { issueMessage, withMessage } from '../../../../src-shared/payments/messages';

const OLD = 'FI2112345600000785';
const NEW = 'DE89370400440532013000';
const cases: { code: string; params: Record<string, string>; grouped: string[] }[] = [
  {
    code: 'iban_other_payee',
    params: { iban: NEW, otherName: 'Nordic Paper Oy' },
    grouped: ['DE89 3704 0044 0532 0130 00'],
  },
  {
    code: 'payee_bank_details_changed',
    params: { oldIban: OLD, newIban: NEW, lastPaid: '2026-10-31' },
    grouped: ['FI21 1234 5600 0007 85', 'DE89 3704 0044 0532 0130 00'],
  },
  {
    code: 'payee_blocked',
    params: { iban: NEW, name: 'Acme', blockedIban: NEW },
    grouped: ['DE89 3704 0044 0532 0130 00'],
  },
];

describe('IBANs in problem sentences', () => {
  for (const language of ['en', 'fi', 'sv', 'de'] as const)
    it(`are grouped in fours in ${language}`, () => {
      const { t } = createI18n(language);
      for (const { code, params, grouped } of cases) {
        const text = messageText(t, { code, params });
        for (const iban of grouped) expect(text).toContain(iban);
        expect(text).not.toMatch(/DE89370400440532013000|FI2112345600000785/);
      }
    });

  it('are grouped in the core’s English sentence, the params kept electronic', () => {
    for (const { code, params, grouped } of cases) {
      const issue = withMessage({ code, params, line: 2, row: 0, field: 'iban', severity: 'warning' as const });
      for (const iban of grouped) expect(issue.message).toContain(iban);
      expect(issue.params).toEqual(params);
    }
  });

  it('leaves text that is no IBAN as it is', () => {
    expect(issueMessage('iban_checksum', { iban: '12-34 not an iban' })).toContain('(12-34 not an iban)');
  });
});
