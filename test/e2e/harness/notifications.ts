import type { Page } from 'playwright-core';

/**
 * An init script (run before the app's own) that wraps the page's Notification API so every
 * notification the app shows is recorded in `window.__shownNotifications`, then shown as usual.
 */
export const RECORD_NOTIFICATIONS = `(() => {
  const Real = window.Notification;
  const shown = [];
  window.__shownNotifications = shown;
  function Recorded(title, options) {
    shown.push({ title, body: options && options.body });
    try { return new Real(title, options); } catch { return {}; }
  }
  Object.defineProperty(Recorded, 'permission', { get: () => Real.permission });
  Recorded.requestPermission = (...args) => Real.requestPermission(...args);
  window.Notification = Recorded;
})();`;

/** The notifications this page showed since it was (re)loaded. */
export function shownNotifications(page: Page): Promise<{ title: string; body: string }[]> {
  return page.evaluate(
    () => (window as unknown as { __shownNotifications: { title: string; body: string }[] }).__shownNotifications,
  );
}
