import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { expectAccessible } from '../harness/axe';
import { describeInBrowser } from '../harness/browser';
import { importCsv } from '../harness/steps';

// Issue 13 leftover: on the Fix step of a 300-row messy file, the run's sticky footer ("Review
// before sending" and the paying account) must never cover a problem card or its actions, at the
// smallest supported window (1280×800) and at full HD.
const IBANS = ['DE89370400440532013000', 'FI4950009420028731', 'NL91ABNA0417164300', 'GB29NWBK60161331926819'];

/** 300 rows, most with something wrong, so every kind of problem has a long group. */
function messyFile(): string {
  const lines = ['name,iban,amount,currency,unstructured_reference'];
  for (let i = 1; i <= 300; i++) {
    const kind = i % 6;
    const name = kind === 0 ? `Ölçer Şirketi ${i}` : kind === 1 ? '' : `Payee ${i}`;
    const iban = kind === 2 ? IBANS[i % 4]!.slice(0, -1) + ((Number(IBANS[i % 4]!.at(-1)) + 1) % 10) : IBANS[i % 4]!;
    const amount = kind === 3 ? `${i}.999` : kind === 4 ? '-5.00' : `${i}.00`;
    lines.push([name, iban, amount, 'EUR', `Invoice ${i}`].join(','));
  }
  return lines.join('\n');
}

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

/**
 * Every problem card's controls, each focused as the keyboard would (focus scrolls it into view):
 * the ones hidden under the footer or outside the window, by their text.
 */
const hiddenControls = (page: Page) =>
  page.evaluate(() => {
    const footer = document.querySelector('.run-footer')!.getBoundingClientRect();
    const hidden: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>('.problem-groups button');
    for (const control of controls) {
      control.focus();
      const box = control.getBoundingClientRect();
      const middle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const seen = box.top >= 0 && box.bottom <= footer.top + 0.5 && !!middle && control.contains(middle);
      if (!seen)
        hidden.push(
          `${control.textContent?.trim().slice(0, 40)} (${Math.round(box.top)}–${Math.round(box.bottom)}, footer at ${Math.round(footer.top)})`,
        );
    }
    return { count: controls.length, hidden };
  });

/** The window as the clerk sees it (a full-page shot would stretch the app's 100vh layout). */
const shot = (app: E2eApp, name: string) =>
  app.page.screenshot({ path: resolve('test/e2e/screenshots/fix-long-list', `${name}.png`) });

describeInBrowser('journey: the Fix step of a long messy file, every problem reachable above the footer', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await launchApp({ journey: 'fix-long-list' });
  });
  afterAll(async () => {
    await app?.close();
  });
  screenshotOnFailure(() => app);

  it('imports 300 messy rows and opens every problem group', async () => {
    await importCsv(app, 'messy-300.csv', messyFile());
    // The problem list is drawn in a deferred render after the table.
    await app.page.locator('.pg-toggle').first().waitFor();
    const toggles = app.page.locator('.pg-toggle[aria-expanded=false]');
    while ((await toggles.count()) > 0) await toggles.first().click();
    await expect.poll(() => app.page.locator('.problem-groups .problem').count()).toBeGreaterThan(200);
  });

  for (const size of SIZES) {
    it(`shows every problem card and its actions clear of the footer at ${size.width}×${size.height}`, async () => {
      await app.page.setViewportSize(size);
      const { count, hidden } = await hiddenControls(app.page);
      expect(count).toBeGreaterThan(200);
      expect(hidden).toEqual([]);
      // The last card, scrolled to as far as it goes: the footer sits below it, not over it.
      await app.page.locator('.problem-groups').evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await app.page.locator('.content').evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await shot(app, `end-${size.width}x${size.height}`);
      await app.page.locator('.problem-groups .pg-toggle').first().focus();
      await shot(app, `start-${size.width}x${size.height}`);
      await expectAccessible(app.page, `Fix step, 300 rows, ${size.width}×${size.height}`);
    });
  }
});
