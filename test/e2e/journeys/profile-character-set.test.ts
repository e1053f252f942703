import { afterAll, beforeAll, expect, it } from 'vitest';
import { createI18n } from '../../../src-shared/i18n';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { describeInBrowser } from '../harness/browser';
import { goTo, importCsv, screenshotsAtBothSizes } from '../harness/steps';

// Issue 26, item 9: which characters a bank takes is a setting of its profile. A new profile takes
// the strict SEPA basic Latin set, so German names (ä ö ü ß) are warned about; once the user says
// in Settings that the bank takes Latin letters, the same file has no such warning.
const suppliers = [
  'Name,IBAN,Amount,Currency,Message',
  'Müller GmbH,DE89370400440532013000,120.00,EUR,Rechnung 1',
  'Schäfer KG,DE89370400440532013000,130.00,EUR,Rechnung 2',
  'Jürgen Weiß,NL91ABNA0417164300,150.00,EUR,Rechnung 3',
  'Bauer OHG,GB29NWBK60161331926819,160.00,EUR,Rechnung 4',
].join('\r\n');

describeInBrowser("journey: the bank profile's characters in Settings", () => {
  let app: E2eApp;
  const t = createI18n('en').t;
  const groupCodes = () =>
    app.page.getByTestId('problem-group').evaluateAll((els) => els.map((e) => e.getAttribute('data-code')));

  beforeAll(async () => {
    app = await launchApp({ journey: 'profile-character-set', core: { demoBank: false } });
    app.core.profiles.profiles.create({
      name: 'Hausbank',
      baseUrl: 'http://127.0.0.1:8101',
      bulkBaseUrl: 'http://127.0.0.1:8101',
    });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });
  screenshotOnFailure(() => app);

  it('a new profile takes the strict set: the umlauts are warned about', async () => {
    await importCsv(app, 'lieferanten.csv', suppliers);
    await expect.poll(groupCodes).toEqual(['non_sepa_characters']);
    const title = await app.page.getByTestId('problem-group').locator('.pg-title').textContent();
    expect(title).toContain(t('field.name'));
    expect(title).toContain('lines 2, 3, 4');
    await screenshotsAtBothSizes(app, 'strict-profile-umlaut-warning');
  });

  it('Settings: the profile form says which characters the bank accepts; Latin letters is chosen', async () => {
    const { page } = app;
    await goTo(app, 'Settings');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const form = page.getByRole('form', { name: 'Edit bank profile' });
    const select = form.getByLabel('Characters this bank accepts');
    expect(await select.inputValue()).toBe('epc_basic');
    await select.selectOption({ label: 'Latin letters incl. ä ö ü å é ß …' });
    await screenshotsAtBothSizes(app, 'profile-form-characters');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Profile saved.').waitFor();
    expect(app.core.profiles.getActiveProfile()?.characterSet).toBe('latin_letters');
  });

  it('the same file checked again: no character warning', async () => {
    await goTo(app, 'Payments');
    await app.page.getByTestId('import-summary').waitFor();
    await expect.poll(groupCodes).toEqual([]);
    await screenshotsAtBothSizes(app, 'file-rechecked-latin-letters');
    expect(app.problems).toEqual([]);
  });
});
