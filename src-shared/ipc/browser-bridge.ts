// Browser mode's loopback bridge, as both ends know it: the core's server (src-main/web/server.ts)
// and the page's bridge (src-renderer/web-bridge.ts). See docs/browser-mode-security.md.

/** Where the page calls the core (same origin, so the CSP's connect-src 'self' holds). */
export const BRIDGE_INVOKE_PATH = '/__bridge/invoke';
/** Where the page reads the core's push events (a streamed fetch, so it can carry the key header). */
export const BRIDGE_EVENTS_PATH = '/__bridge/events';

/**
 * The request header that carries the run's bridge key on every call and on the event stream.
 * Never a cookie: cookies are scoped by host, not port, so every other server on 127.0.0.1 would
 * receive one, and could plant one of the same name.
 */
export const BRIDGE_KEY_HEADER = 'x-bulkpay-key';

/** The meta tag that hands the key to the page once, in the answer to the opened address. */
export const BRIDGE_KEY_META = 'bulkpay-key';

/** Where the page keeps the key: sessionStorage, scoped to this origin (scheme, host and port) and tab. */
export const BRIDGE_KEY_STORAGE = 'bulkpay-bridge-key';
