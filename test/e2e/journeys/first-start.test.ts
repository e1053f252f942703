import { afterAll, beforeAll, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../src-main/platform/shell/security';
import { channelNames } from '../../../src-shared/ipc/contract';
import { APP_VERSION, launchApp, type E2eApp } from '../harness/app';
import { expectAccessible } from '../harness/axe';
import { describeInBrowser } from '../harness/browser';
import { BRIDGE_KEY_HEADER } from '../../../src-main/web/server';

describeInBrowser('journey: first start', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await launchApp({ journey: 'first-start' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('renders the app frame, with the version app:info answered through the bridge', async () => {
    const { page } = app;
    await expect.poll(() => page.locator('.brand').textContent()).toContain(`v${APP_VERSION}`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Payments', 'History', 'Accounts', 'Settings']) {
      await nav.getByRole('button', { name: label }).waitFor();
    }
    expect(await nav.getByRole('button', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(app.payloads.some((p) => p.kind === 'invoke' && p.channel === 'app:info')).toBe(true);
    // The first screen's reads are asked once each, as the page's script starts (share-reads.ts).
    // A call is logged when answered: wait for every answer, then count.
    const reads = [
      'app:info',
      'app:preferences',
      'bulks:open',
      'consent:status',
      'history:maintenance',
      'inbox:get',
      'profiles:list',
      'runs:list',
      'team:status',
    ];
    const asked = (channel: string) => app.payloads.filter((p) => p.kind === 'invoke' && p.channel === channel).length;
    // Home shown first (a store mounted after an answer asks then), then every read answered.
    await page.getByText('Sign in as the customer to see the available balance').waitFor();
    await expect.poll(() => reads.filter((read) => asked(read) === 0)).toEqual([]);
    // An event from main during start rightly makes a store ask again: none may have come.
    expect(app.payloads.filter((p) => p.kind === 'event').map((p) => p.channel)).toEqual([]);
    for (const read of reads) expect(asked(read), read).toBe(1);
    const served = await page.request.get(page.url());
    expect(served.headers()['content-security-policy']).toBe(contentSecurityPolicy());
    await app.screenshot('app-frame');
    await expectAccessible(app.page, 'app-frame');
  });

  it('exposes exactly the contract on window.bulkpay, as the preload does', async () => {
    const exposed = await app.page.evaluate(() => {
      const api = (window as unknown as { bulkpay: Record<string, unknown> }).bulkpay;
      return Object.entries(api).flatMap(([domain, group]) =>
        typeof group === 'function' ? [domain] : Object.keys(group as object).map((verb) => `${domain}:${verb}`),
      );
    });
    expect(exposed.sort()).toEqual([...channelNames, 'on'].sort());
  });

  it('tells a newcomer where they are and what to do first, with empty states that say what next', async () => {
    const { page } = app;
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await page.getByText('You are on the demo bank.').waitFor();
    expect(await page.getByRole('status').first().textContent()).toMatch(
      /no real money moves.*real bank is set up in Settings/,
    );
    const steps = page.getByRole('region', { name: 'What to do first' });
    await steps.getByText(`sign in as ${app.core.profiles.demo.psuEmail}`, { exact: false }).waitFor();
    for (const button of ['Sign in on Accounts', 'Import a payment file', 'Use the sample file', 'Set up your bank'])
      await steps.getByRole('button', { name: button }).waitFor();
    await page.getByText('No payment run is in progress. Import a payment file').waitFor();
    await page.getByText('Sign in as the customer to see the available balance').waitFor();
    for (const [width, height] of [
      [1280, 800],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await app.screenshot(`home-${width}x${height}`);
    }
    await page.setViewportSize({ width: 1280, height: 820 });
  });

  it('opens the sample file on the import screen, ready to send', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Use the sample file' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByRole('button', { name: 'Payments' }).getAttribute('aria-current')).toBe('page');
    await expect
      .poll(() => page.getByTestId('import-summary').textContent(), { timeout: 20_000 })
      .toMatch(/^8 payments, 1 bulk, no errors/);
    await page.getByRole('heading', { name: 'sample-payments.csv', level: 1 }).waitFor();
    await app.screenshot('sample-file');
    await page.getByRole('button', { name: 'Choose another file' }).click();
    // The import screen offers the sample file too, beside the CSV template.
    await page.getByRole('button', { name: 'Use the sample file' }).waitFor();
    await page.getByRole('link', { name: 'Download a CSV template' }).waitFor();
    await app.screenshot('import-empty');
    await nav.getByRole('button', { name: 'Home' }).click();
  });

  it('navigates between sections with the keyboard, with visible focus', async () => {
    const { page } = app;
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.locator('body').click({ position: { x: 600, y: 10 } });
    const before = await page.locator('#content').innerHTML();

    let focusedHistory = false;
    for (let i = 0; i < 25 && !focusedHistory; i++) {
      await page.keyboard.press('Tab');
      focusedHistory = await page.evaluate(() => document.activeElement?.textContent === 'History');
    }
    expect(focusedHistory, 'Tab reaches the History navigation item').toBe(true);
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline, 'the focused item shows a focus ring').not.toBe('none');
    await app.screenshot('keyboard-focus');
    await expectAccessible(app.page, 'keyboard-focus');

    await page.keyboard.press('Enter');
    await expect.poll(() => nav.getByRole('button', { name: 'History' }).getAttribute('aria-current')).toBe('page');
    expect(await page.locator('#content').innerHTML()).not.toBe(before);
    // A fresh demo folder's history is not empty: it holds the demo's seeded last month, listed
    // under a file name that says it is demo data.
    await page.getByText('demo-sample-history.csv', { exact: false }).first().waitFor();
    await app.screenshot('history-demo-month');

    // On along the navigation (History, Payees, Accounts) to Settings.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Settings');
    await page.keyboard.press('Enter');
    await expect.poll(() => nav.getByRole('button', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    await app.screenshot('settings-by-keyboard');
    await expectAccessible(app.page, 'settings-by-keyboard');
  });

  it('enforces the CSP in the page and reports a violation as a problem', async () => {
    const blocked = await app.page.evaluate(() => {
      const marker = window as unknown as { injected?: boolean };
      const s = document.createElement('script');
      s.textContent = 'window.injected = true';
      document.body.appendChild(s);
      return !marker.injected;
    });
    expect(blocked, 'inline script was blocked').toBe(true);
    // Only the violation this test caused (an inline script); any other one stays a problem.
    const isCsp = (p: string) =>
      (p.includes('CSP violation') || p.includes('Content Security Policy')) && /inline/i.test(p);
    await expect.poll(() => app.problems.some(isCsp)).toBe(true);
    // Chromium may report the one violation more than once, a little later: let it settle, then clear them.
    await app.page.waitForTimeout(500);
    app.problems.splice(0, app.problems.length, ...app.problems.filter((p) => !isCsp(p)));
  });

  it('refuses bridge calls without the per-run token or from another origin', async () => {
    const url = new URL(app.page.url());
    expect(url.search, 'the token left the address bar').toBe('');
    const noToken = await fetch(new URL('/__bridge/invoke', url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url.origin },
      body: JSON.stringify({ channel: 'app:info', request: {} }),
    });
    expect(noToken.status).toBe(403);
    const call = (origin: string) =>
      fetch(new URL('/__bridge/invoke', url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, [BRIDGE_KEY_HEADER]: app.bridgeKey },
        body: JSON.stringify({ channel: 'app:info', request: {} }),
      });
    expect((await call('http://evil.example')).status).toBe(403);
    expect((await call(url.origin)).status).toBe(200); // the refusals above are not the bridge being down
  });

  it('starts on the demo bank: Settings shows it, active and clearly marked', async () => {
    const { page } = app;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Demo bank (sandbox, no real money)', level: 2 }).waitFor();
    await page.getByText('Payments go through this profile.').waitFor();
    await page.getByText('No real money moves.', { exact: false }).waitFor();
    // The demo's set-up problem (e.g. no keychain) would show here.
    expect(await page.locator('.notice-warning[role=alert]').count()).toBe(0);
    await app.screenshot('demo-bank');
    await expectAccessible(app.page, 'demo-bank');
  });

  it('refuses, in this test-only bridge, to point a profile at a real bank', async () => {
    const answer = await app.page.evaluate(() =>
      (window as unknown as { bulkpay: { profiles: { create(r: object): Promise<unknown> } } }).bulkpay.profiles.create(
        {
          name: 'Real bank',
          baseUrl: 'https://api.bank.example/',
          bulkBaseUrl: 'https://bulk.bank.example/',
        },
      ),
    );
    expect(answer).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  it('had no console errors, page errors, CSP violations or off-origin requests', () => {
    expect(app.problems).toEqual([]);
  });
});
