import type { BulkpayApi } from '../src-shared/ipc/contract';
import { webBridge } from './web-bridge';

/**
 * The app's API to main. In Electron the preload exposes it as window.bulkpay; in browser mode
 * (no preload) the page builds the same API over the core's loopback server.
 */
const fromPreload = (globalThis as unknown as { bulkpay?: BulkpayApi }).bulkpay;
export const bulkpay: BulkpayApi = fromPreload ?? webBridge();

if (!fromPreload) Object.defineProperty(globalThis, 'bulkpay', { value: bulkpay, enumerable: true });
