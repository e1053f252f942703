// The window tells main whether the user chose the decimal mark (importVolume:review and :submit's
// `decimalStyleChosen`): main refuses a file whose rows vote for two marks only when the file's vote
// decided it. The window's stores and the real import worker (in this process), the bridge recorded.
import { describe, expect, it } from 'vitest';
import type { BulkServices } from '../../../../../src-main/features/send/bulk-services';
import { importVolumeHandlers } from '../../../../../src-main/features/send/import-volume-handlers';
import { Uploads } from '../../../../../src-main/features/send/uploads';
import type { UploadedInput } from '../../../../../src-shared/ipc/channels/import-volume';
import type { RequestOf } from '../../../../../src-shared/ipc/contract';

const main = importVolumeHandlers({} as BulkServices, new Uploads());
const reviews: UploadedInput[] = [];
const submits: UploadedInput[] = [];
const teamReviews: RequestOf<'team:review'>[] = [];
/** Whether the recorded review answers as made (a summary), so that the store has something to send. */
let reviewMade = false;
Object.defineProperty(globalThis, 'bulkpay', {
  configurable: true,
  value: {
    on: () => () => {},
    // The window's team path ("Submit for release"): the review is recorded and answered as refused.
    team: {
      review: async (request: RequestOf<'team:review'>) => {
        teamReviews.push(request);
        return { ok: false, error: { code: 'no_team', message: 'No team store in this test.' } };
      },
    },
    importVolume: {
      upload: (request: Parameters<(typeof main)['importVolume:upload']>[0]) => main['importVolume:upload'](request),
      discard: (request: Parameters<(typeof main)['importVolume:discard']>[0]) => main['importVolume:discard'](request),
      // No bank here: the review is recorded and answered as refused (or as made, empty), the send recorded.
      review: async (request: UploadedInput) => {
        reviews.push(request);
        return reviewMade
          ? { ok: true, value: { bulks: [], errors: [], warnings: [], planHash: 'a'.repeat(64) } }
          : { ok: false, error: { code: 'no_bank', message: 'No bank in this test.' } };
      },
      submit: async (request: UploadedInput) => {
        submits.push(request);
        return { ok: false, error: { code: 'no_bank', message: 'No bank in this test.' } };
      },
    },
  },
});
const { openInStore, settled, usePaymentImport } = await import('../../../harness/in-process-worker');
const { useBulks } = await import('../../../../../src-renderer/features/bulks/bulks-store');
const { currentImport, useTeam } = await import('../../../../../src-renderer/features/team/team-store');

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

  it('is kept with what was reviewed, and a review is void once the user changes the choice', async () => {
    reviewMade = true;
    await openInStore('mark-kept.csv', csv);
    useBulks.setState({ account: 'acc-1' });
    await useBulks.getState().startReview();
    // The file's vote decided the mark; main is told the delimiter to break a tied vote by.
    expect(reviews.at(-1)).toMatchObject({ decimalStyle: 'dot', delimiter: ',' });
    expect(reviews.at(-1)).not.toHaveProperty('decimalStyleChosen');
    expect(useBulks.getState().reviewed).not.toHaveProperty('decimalStyleChosen');

    // The user chooses the mark (before the file is read again): what was reviewed is not sent as chosen.
    usePaymentImport.setState((s) => ({ settings: { ...s.settings, decimalStyle: 'dot' } }));
    expect(useBulks.getState().review).toBeUndefined();
    expect(await useBulks.getState().send()).toBeUndefined();
    expect(submits).toHaveLength(0);

    // Reviewed again with the choice: sent with the choice and the delimiter that review asked with.
    await useBulks.getState().startReview();
    await useBulks.getState().send();
    expect(submits).toHaveLength(1);
    expect(submits[0]).toMatchObject({ decimalStyle: 'dot', decimalStyleChosen: true, delimiter: ',' });
    reviewMade = false;
  });

  it('goes with a team review too, with the delimiter, so that main votes on the rows it is sent', async () => {
    await openInStore('mark-team.csv', csv.replaceAll(',', ';'));
    useBulks.setState({ account: 'acc-1' });
    await useTeam.getState().reviewForRelease(currentImport()!);
    expect(teamReviews.at(-1)).toMatchObject({ decimalStyle: 'dot', delimiter: ';' });
    expect(teamReviews.at(-1)).not.toHaveProperty('decimalStyleChosen');

    usePaymentImport.getState().reread({ decimalStyle: 'dot' });
    await settled();
    await useTeam.getState().reviewForRelease(currentImport()!);
    expect(teamReviews.at(-1)).toMatchObject({ decimalStyle: 'dot', decimalStyleChosen: true, delimiter: ';' });
  });
});
