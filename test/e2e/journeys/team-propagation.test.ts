import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTeamCluster, type PgCluster } from '../../integration/harness/pg-cluster';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { installOnboardedProfile, startBank, type TestBank } from '../harness/bank';
import { describeInBrowser } from '../harness/browser';
import { importCsv, signInAsCustomer, screenshotsAtBothSizes } from '../harness/steps';
import { goToTeam, installTeamWithRoles, joinTeam, PASSWORD, payroll } from '../harness/team-journey';

// Issue 28, "changes within a second": two desktops (each its own core, data folder and Chromium)
// on one team database. A run submitted on one, released on the other and sent on the first shows
// on the other desktop's screen, pushed by LISTEN/NOTIFY. A journey, not a timed test: it asserts
// that each change arrives; how long it took, and how long the acting page took to show its own
// change (the baseline), are written to test-results/team-propagation.json for
// `npm run bench -- team-propagation`. The fallback to polling when LISTEN is lost:
// team-outage.test.ts and test/integration/team-events.test.ts.
describeInBrowser('journey: a change on one desktop appears on the other desktop’s screen', () => {
  let cluster: PgCluster;
  let bank: TestBank;
  let alice: E2eApp;
  let bob: E2eApp;
  const figures: Record<string, number> = {};

  beforeAll(async () => {
    cluster = await startTeamCluster(PASSWORD, ['alice', 'bob']);
    await installTeamWithRoles(cluster, { alice: 'preparer', bob: 'approver' });
    bank = await startBank({ demo: true });
    alice = await launchApp({ journey: 'team-propagation/preparer', core: { demoBank: false } });
    bob = await launchApp({ journey: 'team-propagation/approver', core: { demoBank: false } });
    await installOnboardedProfile(alice.core, bank);
    await installOnboardedProfile(bob.core, bank);
  }, 240_000);
  afterAll(async () => {
    await alice?.close();
    await bob?.close();
    await bank?.close();
    await cluster?.stop();
    console.info('team propagation:', JSON.stringify(figures));
    mkdirSync(join(import.meta.dirname, '../../../test-results'), { recursive: true });
    writeFileSync(
      join(import.meta.dirname, '../../../test-results/team-propagation.json'),
      JSON.stringify({ date: new Date().toISOString(), figures }, null, 2),
    );
  });
  screenshotOnFailure(() => alice);
  screenshotOnFailure(() => bob);

  /** What shows a change on a screen: an element matching `css` whose text contains `text`. */
  type Shown = { page: Page; css: string; text?: string };

  /** Resolves with the page's own clock (Date.now(), read in the page) once `shown` is on its screen. */
  async function shownAt({ page, css, text = '' }: Shown): Promise<number> {
    const handle = await page.waitForFunction(
      ([selector, contains]) =>
        [...document.querySelectorAll(selector)].some((e) => e.textContent?.includes(contains)) ? Date.now() : 0,
      [css, text] as const,
      { polling: 'raf', timeout: 30_000 },
    );
    return handle.jsonValue();
  }

  /**
   * Clicks `button`, then waits for both screens: the acting desktop's own update and the other
   * desktop's. Each time is read in the pages themselves (the click's moment by a listener in the
   * acting page), so a busy test process does not stretch them; noted as `<name>Own` and
   * `<name>Other` (ms after the click). Asserts that both appear, nothing about how fast.
   */
  async function clickAndWatch(name: string, button: Locator, own: Shown, other: Shown): Promise<void> {
    await button.waitFor();
    await button.evaluate((b) =>
      b.addEventListener('click', () => b.ownerDocument.body.setAttribute('data-clicked-at', String(Date.now())), {
        capture: true,
        once: true,
      }),
    );
    const [ownAt, otherAt] = await Promise.all([shownAt(own), shownAt(other), button.click()]);
    const clickedAt = Number(await own.page.locator('body').getAttribute('data-clicked-at'));
    figures[`${name}Own`] = ownAt - clickedAt;
    figures[`${name}Other`] = otherAt - clickedAt;
  }

  it('both desktops sign in at the bank and join the team', async () => {
    const psu = bank.sandbox.demo!.psu;
    await signInAsCustomer(alice, bank, psu.email, psu.password);
    await signInAsCustomer(bob, bank, psu.email, psu.password);
    await joinTeam(alice, cluster, 'alice');
    await joinTeam(bob, cluster, 'bob');
    await goToTeam(bob);
  });

  it('a run submitted on the preparer’s desktop appears in the approver’s list', async () => {
    const { page } = alice;
    await importCsv(alice, 'payroll-december.csv', payroll('December'));
    await page.getByLabel('Paying account').selectOption({ index: 0 });
    await page.getByRole('button', { name: 'Review before sending' }).click();
    await page.getByRole('button', { name: 'Check for release' }).click();
    await clickAndWatch(
      'submit',
      page.getByRole('button', { name: 'Submit 3 payments for release' }),
      { page, css: 'h1', text: 'Waiting for release' },
      { page: bob.page, css: 'ul[aria-label="Runs waiting for release"] [aria-label="Open run payroll-december.csv"]' },
    );
    await bob.page
      .getByRole('list', { name: 'Runs waiting for release' })
      .getByRole('button', { name: 'Open run payroll-december.csv' })
      .waitFor();
    await screenshotsAtBothSizes(alice, 'submitted-own');
    await screenshotsAtBothSizes(bob, 'submitted-arrived');
  });

  it('the release on the approver’s desktop appears in the preparer’s payment run', async () => {
    const { page } = bob;
    await page
      .getByRole('list', { name: 'Runs waiting for release' })
      .getByRole('button', { name: 'Open run payroll-december.csv' })
      .click();
    const step = page.getByTestId('release-step');
    const release = step.getByRole('button', { name: 'Release 3 payments' });
    await expect.poll(() => release.isEnabled(), { timeout: 20_000 }).toBe(true);
    await clickAndWatch(
      'release',
      release,
      { page, css: '[data-testid="release-step"] button', text: 'Send 3 payments' },
      { page: alice.page, css: 'h1', text: 'Released: ready to send' },
    );
    await alice.page.getByRole('heading', { level: 1, name: 'Released: ready to send' }).waitFor();
    await screenshotsAtBothSizes(bob, 'released-own');
    await screenshotsAtBothSizes(alice, 'released-arrived');
  });

  it('the send from the preparer’s desktop appears on the approver’s', async () => {
    await clickAndWatch(
      'sent',
      alice.page.getByTestId('release-step').getByRole('button', { name: 'Send 3 payments' }),
      { page: alice.page, css: 'h1', text: 'Approve on your phone' },
      { page: bob.page, css: '[data-testid="run-sent"]' },
    );
    expect(await bob.page.getByTestId('run-sent').textContent()).toMatch(/^Sent to the bank by alice on /);
    expect(await bank.control.listBulks()).toHaveLength(1);
    await screenshotsAtBothSizes(alice, 'sent-own');
    await screenshotsAtBothSizes(bob, 'sent-arrived');
  });
});
