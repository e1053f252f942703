// The sentence of a send stopped by a block made after the release, in the user's language, with
// the block's note when one was given (i18next context) and without an empty quote when not.
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../src-shared/i18n';
import { messageText } from '../../../../src-shared/i18n/words';

const params = { file: 'suppliers.csv', name: 'Acme Oy', iban: 'FI4950009420028730', by: 'bob', on: '2026-11-29' };

describe('released_payee_blocked in four languages', () => {
  it('names the payee, that the block came after the release, who made it and what to do', () => {
    const fi = createI18n('fi').t;
    const noted = messageText(fi, {
      code: 'released_payee_blocked',
      params: { ...params, note: 'petosilmoitus', context: 'noted' },
    });
    expect(noted).toContain(
      'Acme Oy (FI49 5000 9420 0287 30) estettiin tiimin saajarekisterissä ajon hyväksymisen jälkeen',
    );
    expect(noted).toContain('estäjä bob, 2026-11-29 (”petosilmoitus”)');
    const plain = messageText(createI18n('de').t, {
      code: 'released_payee_blocked',
      params: { ...params, note: '', context: '' },
    });
    expect(plain).toContain('von bob am 2026-11-29. Es wurde nichts gesendet.');
    for (const language of ['en', 'sv'] as const)
      expect(
        messageText(createI18n(language).t, {
          code: 'released_payee_blocked',
          params: { ...params, note: '', context: '' },
        }),
      ).toMatch(/bob.*2026-11-29\. /);
  });

  it('without a block the book can date after the release: only that the payee is blocked, in every language', () => {
    for (const language of ['en', 'fi', 'sv', 'de'] as const) {
      const text = messageText(createI18n(language).t, {
        code: 'released_payee_blocked',
        params: { file: params.file, name: params.name, iban: params.iban, context: 'now' },
      });
      expect(text).toContain(`Acme Oy (FI49 5000 9420 0287 30)`);
      expect(text).not.toMatch(/\?|\{\{|bob/);
    }
  });
});
