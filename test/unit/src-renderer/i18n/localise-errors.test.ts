import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../src-shared/i18n';
import { localisedApi, localiseResult } from '../../../../src-renderer/i18n/localise-errors';

const error = {
  ok: false as const,
  error: { code: 'keychain_unavailable', message: 'No keychain (libsecret missing).' },
};

describe('errors from main in the user’s language', () => {
  it('words a known code from the catalog, keeps English and unknown codes as main wrote them', () => {
    const fi = createI18n('fi').t;
    expect(localiseResult(error, 'fi', fi).error.message).toBe(
      'Tietokoneen avainnippu ei ole käytettävissä; avaa tai asenna se ja yritä uudelleen.',
    );
    expect(localiseResult(error, 'en', createI18n('en').t)).toBe(error);
    const unknown = { ok: false as const, error: { code: 'new_code', message: 'Main says.' } };
    expect(localiseResult(unknown, 'de', createI18n('de').t).error.message).toBe('Main says.');
    const fine = { ok: true as const, value: 1 };
    expect(localiseResult(fine, 'fi', fi)).toBe(fine);
  });

  it('wraps every channel of the API, leaving events alone', async () => {
    const on = () => () => undefined;
    const api = { keys: { check: async () => error }, on };
    const wrapped = localisedApi(api, () => ({ language: 'sv', t: createI18n('sv').t }));
    expect((await wrapped.keys.check()).error.message).toMatch(/^Datorns nyckelring/);
    expect(wrapped.on).toBe(on);
  });
});
