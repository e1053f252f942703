// The window tells main whether the user chose the decimal mark (importVolume:review and :submit's
// `decimalStyleChosen`): main refuses a file whose rows vote for two marks only when the file's vote
// decided it. The window's stores and the real import worker (in this process), the bridge recorded.
import { describe, expect, it } from 'vitest';
import type { BulkServices } from '../../../src-main/submission/bulk-services';
import { importVolumeHandlers } from '../../../src-main/submission/import-volume-handlers';
import { Uploads } from '../../../src-main/submission/uploads';
import type { UploadedInput } from '../../../src-shared/ipc/channels/import-volume';

const main = importVolumeHandlers({} as BulkServices, new Uploads());
const reviews: UploadedInput[] = [];
Object.defineProperty(globalThis, 'bulkpay', {
  configurable: true,
  value: {
    on: () => () => {},
    importVolume: {
      upload: (request: Parameters<(typeof main)['importVolume:upload']>[0]) => main['importVolume:upload'](request),
      discard: (request: Parameters<(typeof main)['importVolume:discard']>[0]) => main['importVolume:discard'](request),
      // No bank here: the review is recorded and answered as refused.
      review: async (request: UploadedInput) => {
        reviews.push(request);
        return { ok: false, error: { code: 'no_bank', message: 'No bank in this test.' } };
      },
    },
  },
});
const { openInStore, settled, usePaymentImport } = await import('../payments/in-process-worker');
const { useBulks } = await import('../../../src-renderer/features/bulks/bulks-store');

const csv = ['name,iban,amount,currency,message', 'Payee,FI2112345600000785,12.50,EUR,Invoice'].join('\n');

describe('the decimal mark the window reviews with', () => {
  it('is said to be chosen only when the user chose it', async () => {
    await openInStore('mark.csv', csv);
    useBulks.setState({ account: 'acc-1' });
    await useBulks.getState().startReview();
    expect(reviews.at(-1)).not.toHaveProperty('decimalStyleChosen');

    usePaymentImport.getState().reread({ decimalStyle: 'dot' });
    await settled();
    await useBulks.getState().startReview();
    expect(reviews.at(-1)).toMatchObject({ decimalStyle: 'dot', decimalStyleChosen: true });
  });
});
