import type { BulkpayApi } from '../src-shared/ipc/contract';

/** The preload's API. The renderer knows it only as a type; the object comes from the preload. */
export const bulkpay: BulkpayApi = (globalThis as unknown as { bulkpay: BulkpayApi }).bulkpay;
