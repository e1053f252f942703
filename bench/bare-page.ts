// The first screen in a tab Playwright does not instrument: a browser context and tab made through
// the browser's own DevTools session (Target.createBrowserContext / createTarget). Playwright's own
// session sees the new tab attach, finds no context of its own for it and lets it go (a round trip
// the tab waits for, which costs this side, never flatters it); it enables none of its page domains
// there (Network, its injected scripts) and polls no locator in it. With Playwright's page, the
// Network domain records a script stack for every request the page's script makes, so V8 parses the
// calling scripts again for their source positions during the module's run (bench/RESULTS.md,
// session 15). The first screen is read with Runtime.evaluate through Target.sendMessageToTarget (no
// domain enabled): a promise that resolves on the frame where the Home heading and the version are
// in the page, in a 1280×800 viewport (checked: a smaller one would lay out and paint less).
import type { Browser, CDPSession } from 'playwright-core';

/**
 * Resolves (in the page) once the first screen is there: the Home heading and `.brand .version`
 * showing `version`, both visible (what the locators of Playwright's page wait for).
 */
const firstScreenIn = (version: string) => `new Promise((done) => {
  // As Playwright's "visible": rendered, not visibility:hidden, and a box of some size.
  const shown = (el) => {
    const box = el.getBoundingClientRect();
    return el.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0;
  };
  const there = () =>
    [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === 'Home' && shown(h)) &&
    [...document.querySelectorAll('.brand .version')].some(
      (v) => v.textContent.includes(${JSON.stringify(version)}) && shown(v),
    );
  const check = () =>
    there() ? done({ at: performance.now(), width: innerWidth, height: innerHeight }) : requestAnimationFrame(check);
  check();
})`;

/** One call to the tab's own protocol through the browser session (not attached as Playwright's pages are). */
function callInTab(cdp: CDPSession, sessionId: string, id: number, method: string, params: object): Promise<unknown> {
  return new Promise((done) => {
    const end = (answer: unknown) => {
      cdp.off('Target.receivedMessageFromTarget', listener);
      cdp.off('Target.detachedFromTarget', detached);
      done(answer);
    };
    const listener = (event: { sessionId: string; message: string }) => {
      const reply = JSON.parse(event.message) as { id?: number; result?: unknown; error?: unknown };
      if (event.sessionId === sessionId && reply.id === id) end(reply.error ? { error: reply.error } : reply.result);
    };
    // The tab closed (or given up on): no answer will come.
    const detached = (event: { sessionId: string }) => {
      if (event.sessionId === sessionId) end({ error: 'the tab is gone' });
    };
    cdp.on('Target.receivedMessageFromTarget', listener);
    cdp.on('Target.detachedFromTarget', detached);
    cdp
      .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) })
      .catch((e: unknown) => end({ error: String(e) }));
  });
}

/** The viewport a first screen is measured in, as Playwright's page in the bench. */
export const VIEWPORT = { width: 1280, height: 800 };

/**
 * Opens `url` in a new context and tab of `browser` that Playwright does not instrument, and waits
 * until the first screen is in it; `mark` notes the tab asked for and the first screen (and the
 * page clock of the latter). Closes the context after.
 */
export async function bareFirstScreen(
  browser: Browser,
  url: string,
  version: string,
  mark: (what: string) => void,
): Promise<void> {
  const cdp = await browser.newBrowserCDPSession();
  const { browserContextId } = await cdp.send('Target.createBrowserContext', {});
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  try {
    const started = Date.now();
    // A blank tab first, its viewport set as Playwright sets its page's (a window's own size is not
    // its viewport's, and headless Chromium gives a new tab's first document its default size), then
    // the address: two round trips more than opening the address at once, which cost this side.
    const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: false });
    const metrics = { ...VIEWPORT, deviceScaleFactor: 1, mobile: false };
    const set = (await callInTab(cdp, sessionId, 1, 'Emulation.setDeviceMetricsOverride', metrics)) as {
      error?: unknown;
    };
    if (set?.error) throw new Error(`the tab's viewport could not be set: ${JSON.stringify(set.error)}`);
    void callInTab(cdp, sessionId, 2, 'Page.navigate', { url });
    mark('bench: bare tab made and asked for the page (Page.navigate)');
    // Until the page's document is the one evaluated in (the first evaluation may meet the blank
    // document the tab starts with, whose promise ends with it): evaluate again. A page that never
    // shows its first screen fails the run after a minute, as the locators' timeout does.
    giveUp = setTimeout(() => void cdp.send('Target.closeTarget', { targetId }), 60_000);
    for (let id = 3; ; id++) {
      if (Date.now() - started > 60_000) throw new Error('the first screen did not come within a minute');
      const result = (await callInTab(cdp, sessionId, id, 'Runtime.evaluate', {
        expression: `location.origin === ${JSON.stringify(new URL(url).origin)} && ${firstScreenIn(version)}`,
        awaitPromise: true,
        returnByValue: true,
      })) as { result?: { value?: unknown }; error?: unknown };
      const value = result.result?.value as { at: number; width: number; height: number } | false | undefined;
      if (value) {
        if (value.width !== VIEWPORT.width || value.height !== VIEWPORT.height)
          throw new Error(
            `the tab's viewport is ${value.width}×${value.height}, not ${VIEWPORT.width}×${VIEWPORT.height}`,
          );
        mark(`version on screen (first screen; bare tab, page clock ${value.at.toFixed(0)})`);
        break;
      }
      await new Promise((go) => setTimeout(go, 10));
    }
  } finally {
    clearTimeout(giveUp);
    try {
      await cdp.send('Target.disposeBrowserContext', { browserContextId });
    } finally {
      await cdp.detach();
    }
  }
}
