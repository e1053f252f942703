import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATALOGS } from '../../../src-shared/i18n';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { describeInBrowser } from '../harness/browser';
import { goTo, screenshotsAtBothSizes } from '../harness/steps';

// Issue 27 §10's smaller point: a German supplier file (Windows-1252, semicolons, decimal commas)
// with long messages and several kinds of problems. The Fix step's problem list says each problem
// in German, in full: at 1280×800 and at 1920×1080 no sentence, name or message in it is cut,
// scrolls sideways or runs past the panel's edge.
const longMessage = 'Rechnung RE-2026-1047 Lieferung Kalenderwoche 46 Lager Nord, Teillieferung Nr. 2';
const rows = [
  'Empfänger;IBAN;BIC;Betrag;Währung;Verwendungszweck',
  `Müller Großhandel GmbH & Co. KG Niederlassung Süd;DE89370400440532013001;COBADEFFXXX;1.250,50;EUR;${longMessage}`,
  `Bäckerei Schäfer e.K.;DE89370400440532013000;COBADEFFXXX;89,9x;EUR;${longMessage}`,
  `Lagerlogistik Nordwest Aktiengesellschaft Zweigniederlassung Bremerhaven Überseehafen;DE89370400440532013000;COBADEFFXXX;300,00;EUR;${longMessage} ${'Ergänzung '.repeat(8)}`,
  // A word longer than the panel is wide, quoted in its problem's sentence.
  `Spedition Kühne;DE89370400440532013000;COBADEFFXXX;GesamtbetragLautLieferscheinLS2026004711ZuzüglichFrachtUndVerpackung;EUR;Fracht`,
  `Öztürk Transporte;NL91ABNA0417164300;ABNANL2A;45,00;EUR;Rechnungsnummer-ohne-Leerzeichen-RE2026104712345678901234567890`,
  `Öztürk Transporte;NL91ABNA0417164300;ABNANL2A;45,00;EUR;Rechnungsnummer-ohne-Leerzeichen-RE2026104712345678901234567890`,
].join('\r\n');

describeInBrowser('journey: the Fix step’s problem list in German, no sentence cut at either size', () => {
  let app: E2eApp;
  const de = CATALOGS.de;
  beforeAll(async () => {
    app = await launchApp({ journey: 'fix-panel-german', core: { demoBank: false } });
  });
  afterAll(async () => {
    await app?.close();
  });
  screenshotOnFailure(() => app);

  /** What in the problem list is cut: clipped or scrolled sideways inside it, or running past its right edge. */
  const cutInPanel = () =>
    app.page.locator('.import-problems').evaluate((panel) => {
      const edge = panel.getBoundingClientRect().right;
      return (
        [...panel.querySelectorAll<HTMLElement>('*')]
          // What is on screen: not the screen reader's hidden text (clipped to 1 px on purpose).
          .filter((e) => e.getClientRects().length > 0 && !e.closest('.visually-hidden'))
          .filter((e) => {
            const clips = getComputedStyle(e).overflowX !== 'visible';
            return (clips && e.scrollWidth > e.clientWidth + 1) || e.getBoundingClientRect().right > edge + 1;
          })
          .map((e) => `${e.className}: ${(e.textContent ?? '').slice(0, 60)}`)
      );
    });

  it('opens the German file and lists its problems in German, none cut, at both sizes', async () => {
    const { page } = app;
    await goTo(app, 'Settings');
    await page.locator('.language-panel select').first().selectOption('de');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    await page.getByRole('navigation').first().getByRole('button', { name: de.nav.payments }).click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'lieferanten.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(rows, 'latin1'), // Windows-1252 as a German ERP writes it
    });
    await page.getByTestId('import-summary').waitFor();
    const panel = page.locator('.import-problems');
    await panel.waitFor();
    // The groups open, each row's sentence on screen.
    await expect.poll(() => panel.locator('.problem-message').count()).toBeGreaterThanOrEqual(3);
    expect(await panel.textContent()).not.toMatch(/\b(amount|iban|name|message)_[a-z_]+\b/);
    for (const [width, height] of [
      [1280, 800],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      expect(await cutInPanel(), `${width}×${height}`).toEqual([]);
    }
    await screenshotsAtBothSizes(app, 'fix-problems-de');
  });
});
