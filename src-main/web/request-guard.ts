import { timingSafeEqual } from 'node:crypto';

/**
 * Browser mode's decisions about one HTTP request, as pure functions (tested under plain Node).
 * The server listens on 127.0.0.1 only, but any web page the user opens can still send requests
 * there, and a DNS-rebinding page can even make them same-origin under its own host name; so every
 * request must name our exact host, come from our own origin when it says where it comes from,
 * and every bridge call carry the run's key in a header (never a cookie: see
 * docs/browser-mode-security.md).
 */

/** The only hosts our own page can be served under (the one we print and open, plus localhost). */
export function allowedHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

/** Host header check: a rebinding page's requests carry its own domain name here. */
export function isAllowedHost(host: string | undefined, port: number): boolean {
  return host !== undefined && allowedHosts(port).includes(host.toLowerCase());
}

/**
 * Origin check. A cross-origin request always names its origin (fetch, forms, EventSource); only
 * same-origin GETs may omit it. A request that changes anything (POST) must name ours.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  secFetchSite: string | undefined,
  method: string,
  port: number,
): boolean {
  if (secFetchSite !== undefined && !['same-origin', 'none'].includes(secFetchSite)) return false;
  if (origin === undefined) return method === 'GET' || method === 'HEAD';
  return allowedHosts(port).some((host) => origin === `http://${host}`);
}

/**
 * The one request another site may send: the hand-over of the token as a top-level page load.
 * The launch file the opener gets is a file:// page, and browsers label its navigation to us
 * cross-site; it still has to carry the exact token (checked next), so it grants nothing else.
 */
export function isHandOverNavigation(
  origin: string | undefined,
  secFetchSite: string | undefined,
  secFetchMode: string | undefined,
  secFetchDest: string | undefined,
  method: string,
): boolean {
  if (method !== 'GET' || (origin !== undefined && origin !== 'null')) return false;
  if (secFetchSite === undefined || ['same-origin', 'none'].includes(secFetchSite)) return true;
  return secFetchMode === 'navigate' && secFetchDest === 'document';
}

/**
 * May this hand-over be taken again after the first? Only when the user typed, pasted or
 * bookmarked the printed address (Sec-Fetch-Site: none), or a program that is no browser sent it.
 * A load another page started (the launch file: cross-site; another server on 127.0.0.1:
 * same-site; our own page: same-origin) is taken once per run, so a page kept in the browser's
 * history or replayed by another site gets nothing.
 */
export function isRepeatableHandOver(secFetchSite: string | undefined): boolean {
  return secFetchSite === undefined || secFetchSite === 'none';
}

/** Constant-time comparison of a presented token with ours. */
export function isRunToken(given: string | undefined | null, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
