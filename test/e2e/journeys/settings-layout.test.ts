import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { describeInBrowser } from '../harness/browser';
import { goTo, screenshotsAtBothSizes } from '../harness/steps';

// Issue 27: at 1920×1080 Settings was one narrow column of cards (about 230 px wide) with most of
// the window empty, and Settings → Team's notices wrapped into many lines. Settings is laid out for
// the window: every card at a readable width, the cards in two columns where the window is wide,
// in every language and in the dark theme; axe stays clean (screenshotsAtBothSizes checks it).

/** The two grids of cards: the profile's panels (beside the profiles list) and this computer's. */
const GRIDS = { profile: '.settings-main', computer: '.settings-cards' } as const;

/** Each card's box in one grid of the Settings screen. */
async function cardBoxes(page: Page, grid: string): Promise<{ name: string; x: number; y: number; width: number }[]> {
  return page.locator(`${grid} > .panel`).evaluateAll((panels) =>
    panels.map((p) => {
      const r = p.getBoundingClientRect();
      return {
        name: p.querySelector('h2, h3')?.textContent ?? '',
        x: Math.round(r.x),
        y: Math.round(r.y),
        width: r.width,
      };
    }),
  );
}

/**
 * The narrowest card, and how many columns the cards of each grid stand in: counted per grid, as
 * the two grids start at different places (the profile's beside the list of profiles), so their
 * cards together stand at two places even when each grid is one column.
 */
async function layoutAt(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  const profile = await cardBoxes(page, GRIDS.profile);
  const computer = await cardBoxes(page, GRIDS.computer);
  const columns = (boxes: { x: number }[]) => new Set(boxes.map((b) => b.x)).size;
  const boxes = [...profile, ...computer];
  return {
    narrowest: Math.min(...boxes.map((b) => b.width)),
    /** The fewer columns of the two grids. */
    columns: Math.min(columns(profile), columns(computer)),
    boxes,
  };
}

describeInBrowser('journey: Settings laid out for the window', () => {
  let app: E2eApp;
  screenshotOnFailure(() => app);

  beforeAll(async () => {
    app = await launchApp({ journey: 'settings-layout' });
    await goTo(app, 'Settings');
    await app.page.getByRole('list', { name: 'Bank profiles' }).getByText('DEMO · no real money').waitFor();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('gives every card a readable width, in two columns or more where the window is wide', async () => {
    const wide = await layoutAt(app.page, 1920, 1080);
    expect(wide.narrowest, JSON.stringify(wide.boxes)).toBeGreaterThanOrEqual(380);
    expect(wide.columns, JSON.stringify(wide.boxes)).toBeGreaterThanOrEqual(2);
    const laptop = await layoutAt(app.page, 1280, 800);
    expect(laptop.narrowest, JSON.stringify(laptop.boxes)).toBeGreaterThanOrEqual(340);
    // Team's notices read as a paragraph, not a column of short lines.
    const lines = await app.page
      .locator('.settings .team-settings p')
      .first()
      .evaluate((p) => {
        const range = document.createRange();
        range.selectNodeContents(p);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
    expect(lines).toBeLessThanOrEqual(4);
  });

  it('lays out the same in every language, light and dark', async () => {
    const { page } = app;
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const language of ['en', 'fi', 'sv', 'de'] as const) {
        await page.locator('.language-panel select').first().selectOption(language);
        await page.locator(`html[lang=${language}]`).waitFor();
        const wide = await layoutAt(page, 1920, 1080);
        expect(wide.narrowest, `${language}: ${JSON.stringify(wide.boxes)}`).toBeGreaterThanOrEqual(380);
        expect(wide.columns, language).toBeGreaterThanOrEqual(2);
        await screenshotsAtBothSizes(app, `settings-${language}-${scheme}`);
        // Below the profile's cards at 1280×800: this computer's cards.
        await page.locator('.settings-computer h2').scrollIntoViewIfNeeded();
        await screenshotsAtBothSizes(app, `settings-computer-${language}-${scheme}`);
        await page.locator('h1').scrollIntoViewIfNeeded();
      }
    }
    await page.locator('.language-panel select').first().selectOption('en');
    await page.emulateMedia({ colorScheme: 'light' });
    expect(app.problems).toEqual([]);
  });
  it("says so when a language's words cannot be read, and keeps the window and its choice as they were", async () => {
    const { page } = app;
    // A fresh page (no catalog read yet), whose German chunk cannot be fetched (a build replaced meanwhile).
    await page.route(/\/assets\/de-[\w-]+\.js$/, (route) => route.abort());
    try {
      await page.reload();
      await goTo(app, 'Settings');
      const select = page.locator('.language-panel select').first();
      await select.selectOption('de');
      const notice = page.locator('.toast').filter({ hasText: 'Deutsch could not be loaded' });
      await notice.waitFor();
      expect(await select.inputValue()).toBe('en');
      await page.locator('html[lang=en]').waitFor();
      expect(await page.getByRole('heading', { name: 'Settings', level: 1 }).isVisible()).toBe(true);
      await screenshotsAtBothSizes(app, 'settings-language-unreadable');
    } finally {
      await page.unroute(/\/assets\/de-[\w-]+\.js$/);
    }
  });
});
