import { describe, expect, it } from 'vitest';
import { CATALOGS, LANGUAGES } from '../../../../src-shared/i18n';

// The app's window has no reload: the words for a language that cannot be read tell the user to
// restart Bulkpay (and, in a browser, to reload the page), in every language.
describe('a language whose words cannot be read, in words', () => {
  it.each(LANGUAGES)('%s says to restart Bulkpay', (language) => {
    expect(CATALOGS[language].settings.languageUnreadable).toContain('Bulkpay');
  });
});
