// Issue 27 item 6: a run resumed at Review after a restart showed an empty card with one button.
// The resume asked for the review before the accounts were listed: the review went out for no
// account, and the account chosen a moment later made it void. The window's stores and the real
// import worker (in this process), the bridge recorded.
import { expect, it } from 'vitest';
import type { BulkServices } from '../../../../../src-main/features/send/bulk-services';
import { importVolumeHandlers } from '../../../../../src-main/features/send/import-volume-handlers';
import { Uploads } from '../../../../../src-main/features/send/uploads';
import type { UploadedInput } from '../../../../../src-shared/ipc/channels/import-volume';

const main = importVolumeHandlers({} as BulkServices, new Uploads());
const reviews: UploadedInput[] = [];
const account = { code: 'acc-1', iban: 'FI2112345600000785', name: 'Operating', currency: 'EUR', available: '10.00' };
Object.defineProperty(globalThis, 'bulkpay', {
  configurable: true,
  value: {
    on: () => () => {},
    // The bank answers the account list a moment later, as after a restart.
    accounts: {
      list: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { ok: true, value: { accounts: [account] } };
      },
    },
    importVolume: {
      upload: (request: Parameters<(typeof main)['importVolume:upload']>[0]) => main['importVolume:upload'](request),
      discard: (request: Parameters<(typeof main)['importVolume:discard']>[0]) => main['importVolume:discard'](request),
      review: async (request: UploadedInput) => {
        reviews.push(request);
        const value = { account, rowCount: 1, bulks: [], totals: {}, errors: [], warnings: [], separately: [] };
        return { ok: true, value: { ...value, blocked: null, planHash: 'a'.repeat(64) } };
      },
    },
  },
});
const { openInStore } = await import('../../../harness/in-process-worker');
const { useBulks } = await import('../../../../../src-renderer/features/bulks/bulks-store');

it('a review asked before the accounts are listed is of the account chosen once they are, and stays', async () => {
  await openInStore(
    'resumed.csv',
    ['name,iban,amount,currency,message', 'Payee,DE89370400440532013000,1.00,EUR,X'].join('\n'),
  );
  expect(useBulks.getState().account).toBe('');
  // What the screen and the resume do at once: list the accounts, and ask for the review.
  void useBulks.getState().loadAccounts();
  await useBulks.getState().startReview();
  expect(reviews.map((r) => r.paymentAccount)).toEqual(['acc-1']);
  expect(useBulks.getState().review).toBeDefined();
});
