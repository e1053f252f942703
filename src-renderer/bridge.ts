import type { BulkpayApi } from '../src-shared/ipc/contract';
import { useLocale } from './i18n/locale';
import { localisedApi } from './i18n/localise-errors';

const preload: BulkpayApi = (globalThis as unknown as { bulkpay: BulkpayApi }).bulkpay;

/**
 * The preload's API. The renderer knows it only as a type; the object comes from the preload.
 * Errors come back worded in the user's language (message codes + params, src-shared/i18n).
 */
export const bulkpay: BulkpayApi = preload
  ? localisedApi(preload, () => {
      const { language, i18n } = useLocale.getState();
      return { language, t: i18n.t };
    })
  : preload;
