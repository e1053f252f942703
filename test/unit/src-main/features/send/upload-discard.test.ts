// A large file's rows go to main in the background (importVolume:upload) so that Review starts at
// once; when the window closes that file or opens another, main is told to drop them
// (importVolume:discard) rather than keep ~100 MB for the app's life. The window's stores, the real
// import worker (in this process) and main's real upload handlers, called as the bridge calls them.
import { describe, expect, it } from 'vitest';
import type { BulkServices } from '../../../../../src-main/features/send/bulk-services';
import { importVolumeHandlers } from '../../../../../src-main/features/send/import-volume-handlers';
import { Uploads } from '../../../../../src-main/features/send/uploads';

const uploads = new Uploads();
// Upload and discard touch no bank service; nothing here reviews or sends.
const main = importVolumeHandlers({} as BulkServices, uploads);
Object.defineProperty(globalThis, 'bulkpay', {
  configurable: true,
  value: {
    // No bank here: no bulk or profile event ever comes.
    on: () => () => {},
    importVolume: {
      upload: (request: Parameters<(typeof main)['importVolume:upload']>[0]) => main['importVolume:upload'](request),
      discard: (request: Parameters<(typeof main)['importVolume:discard']>[0]) => main['importVolume:discard'](request),
    },
  },
});
const { openInStore, usePaymentImport } = await import('../../../harness/in-process-worker');
await import('../../../../../src-renderer/features/bulks/bulks-store');

const csv = (n: number) =>
  ['name,iban,amount,currency,message']
    .concat(Array.from({ length: n }, (_, i) => `Payee ${i},FI2112345600000785,${i + 1}.00,EUR,Invoice ${i}`))
    .join('\n');

describe("main's copy of a large file's rows", () => {
  it('is dropped when the window closes the file, and when it opens another', async () => {
    await openInStore('big.csv', csv(6000));
    // Uploaded in the background 1.5 s after the table settles.
    await expect.poll(() => uploads.size, { timeout: 10_000 }).toBe(1);
    usePaymentImport.getState().clear();
    await expect.poll(() => uploads.size, { timeout: 2000 }).toBe(0);

    await openInStore('big.csv', csv(6000));
    await expect.poll(() => uploads.size, { timeout: 10_000 }).toBe(1);
    await openInStore('other.csv', csv(10));
    await expect.poll(() => uploads.size, { timeout: 2000 }).toBe(0);
  }, 30_000);
});
