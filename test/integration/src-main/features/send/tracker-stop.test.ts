import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../../../../src-shared/result';
import { EventBus } from '../../../../../src-main/platform/events';
import { createBulkServices } from '../../../../../src-main/features/send/bulk-services';
import { DEFAULT_POLL_SCHEDULE } from '../../../../../src-main/features/tracking/poll-schedule';
import { connect, unwrap, type Connected } from '../../../harness/bank-harness';
import { fileRows, input, reviewAndSubmit } from '../../../harness/submission-harness';
import { sqliteSendStores } from '../../../../../src-main/adapters/sqlite/send-stores';

const BULK_PATH = '/api/v2/payment-initiation/bulk/';
let conn: Connected;

beforeAll(async () => {
  conn = await connect();
}, 60_000);
afterAll(() => conn.close());

describe('stopping the tracker', () => {
  // A CLI command ends by stopping the tracker. A status check still in flight at that moment
  // used to go back to sleep for the whole poll interval (2 s while pending approval) first.
  it('returns as soon as the check in flight answers, without sleeping until the next poll', async () => {
    const s = createBulkServices({
      stores: sqliteSendStores(conn.db),
      events: new EventBus(),
      schedule: DEFAULT_POLL_SCHEDULE,
      bank: async () => ok(conn.client),
    });
    // The first payee of fileRows is the harness's own paying account, which the bank refuses.
    const rows = fileRows(['1.00', '2.00'], 'stop').slice(1);
    const sent = unwrap(await reviewAndSubmit(s, input(rows, conn.account.code)));
    expect(sent.bulks.map((b) => b.state)).toEqual(['pending_approval']);
    await conn.control.armFault({ path: `${BULK_PATH}*`, method: 'GET', kind: 'delay', ms: 300 });
    s.tracker.track(sent.bulks[0]!.id);
    await new Promise((r) => setTimeout(r, 100)); // the status GET is now held by the bank
    const started = performance.now();
    await s.tracker.stop();
    const stoppedAfterMs = performance.now() - started;
    expect(stoppedAfterMs).toBeLessThan(DEFAULT_POLL_SCHEDULE.eagerMs / 2);
  });
});
