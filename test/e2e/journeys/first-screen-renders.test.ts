import { afterAll, beforeAll, expect, it } from 'vitest';
import { APP_VERSION, launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { describeInBrowser } from '../harness/browser';

/**
 * Records, for each commit React makes, whether the window's frame (the component that renders
 * `div.app`: the sidebar and the screen) rendered in it. React's production build reports each
 * commit to the developer tools' hook when a page has one; this is such a hook. A fiber that
 * rendered has "performed work" (flag 1) and is not the fiber object that was current before the
 * commit (a subtree React skipped keeps its objects). React's internals, read only here.
 */
const RECORD_FRAME_RENDERS = `(() => {
  const seen = { frameRenders: 0, commits: 0 };
  let lastFrame = null;
  const find = (fiber, node) => {
    for (let f = fiber; f; f = f.sibling) {
      if (f.stateNode === node) return f;
      const below = find(f.child, node);
      if (below) return below;
    }
    return null;
  };
  window.__frameRenders = seen;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onScheduleFiberRoot: () => {},
    onCommitFiberRoot: (_id, root) => {
      seen.commits++;
      const node = document.querySelector('.app');
      const host = node && find(root.current, node);
      const frame = host && host.return;
      if (frame && frame !== lastFrame && (frame.flags & 1) === 1) seen.frameRenders++;
      lastFrame = frame;
    },
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
  };
})();`;

// Issue 27, item 10: the first screen's answers re-render what shows them, not the whole window.
// The version beside the app's name is the last part of the first screen to come (its answer);
// before, it was the frame's own state, so its answer rendered the sidebar and Home a second time.
describeInBrowser('journey: the first screen renders its frame once', () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await launchApp({ journey: 'first-screen-renders', initScript: RECORD_FRAME_RENDERS });
  });
  afterAll(async () => {
    await app?.close();
  });
  screenshotOnFailure(() => app);

  it('shows the version without rendering the sidebar and Home again', async () => {
    const { page } = app;
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await expect.poll(() => page.locator('.brand .version').textContent()).toBe(`v${APP_VERSION}`);
    // Home's own answers (profiles, runs, the bank session) render Home; the frame stays as it is.
    await page.getByRole('heading', { name: 'What to do first' }).waitFor();
    const seen = await page.evaluate(
      () => (window as unknown as { __frameRenders: { frameRenders: number; commits: number } }).__frameRenders,
    );
    expect(seen.frameRenders).toBe(1);
    // More than one commit seen: the hook followed the page's renders, not only its first.
    expect(seen.commits).toBeGreaterThan(1);
    expect(app.problems).toEqual([]);
  });
});
