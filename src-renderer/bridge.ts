import type { BulkpayApi } from '../src-shared/ipc/contract';
import { webBridge } from './web-bridge';
import { useLocale } from './i18n/locale';
import { localisedApi } from './i18n/localise-errors';
import { shareReads } from './share-reads';

/**
 * The app's API to main. In Electron the preload exposes it as window.bulkpay; in browser mode
 * (no preload) the page builds the same API over the core's loopback server. Errors come back
 * worded in the user's language (message codes + params, src-shared/i18n).
 */
const fromPreload = (globalThis as unknown as { bulkpay?: BulkpayApi }).bulkpay;
const web = fromPreload ? null : webBridge();
const raw: BulkpayApi = fromPreload ?? web!.api;
/** Browser mode: the page has no save dialog, so an export is a download. */
export const inBrowser = web !== null;
/** Browser mode, in a tab that was never handed the run's key: the app cannot reach the core. */
export const bridgeKeyMissing = web !== null && !web.hasKey;
// Shared beneath the wording: an answer shared from start, before the user's catalog is read, is
// worded by each caller's own wrapper when it resumes, in the language of that moment.
const shared = shareReads(raw);
/** The app's API: errors in the user's language; a read several stores make at start asked once (share-reads.ts). */
export const bulkpay: BulkpayApi = localisedApi(shared.api, () => {
  const { language, i18n } = useLocale.getState();
  return { language, t: i18n.t };
});
/** The first screen's reads asked at once, before it renders (share-reads.ts); its stores take the answers. */
export const askFirstScreenReads = (): void => shared.askAtStart();
/** The first screen has asked what it shows: later reads are shared only while on their way. */
export const firstScreenAsked = (): void => shared.startupOver();

if (!fromPreload) Object.defineProperty(globalThis, 'bulkpay', { value: raw, enumerable: true });
