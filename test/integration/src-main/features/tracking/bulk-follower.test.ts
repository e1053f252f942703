// The one bulk follower with this computer's adapters: followBulk over the SQLite history port
// under the solo lease (always granted) follows a bulk accepted by the sandbox bank to its final
// state, as it does over the team history under the team's lease (test/integration/src-main/features/team/).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteHistory } from '../../../../../src-main/adapters/sqlite/sqlite-history';
import { followBulk, soloLease } from '../../../../../src-main/features/tracking/bulk-follower';
import { bulk, payment } from '../../../../unit/harness/history-fixtures';
import { connect, sampleBulk, unwrap, type Connected } from '../../../harness/bank-harness';

let conn: Connected;

beforeAll(async () => {
  conn = await connect();
}, 60_000);

afterAll(async () => {
  await conn?.close();
});

describe('followBulk under the solo lease', () => {
  it('follows a bulk in the SQLite history to approved, asking the bank until it is final', async () => {
    const created = unwrap(await conn.client.createBulk(sampleBulk(conn.account.code, 2)));
    const history = sqliteHistory(conn.db);
    const bulkId = await history.recordBulk(bulk([payment(), payment({ amount: '2.25' })]));
    await history.markAccepted(bulkId, { bankBulkId: created.bulkId, statusUrl: created.statusUrl });
    const polled: string[] = [];
    const following = followBulk(bulkId, {
      history,
      lease: soloLease,
      bank: conn.client,
      intervalMs: 100,
      onPolled: (state) => polled.push(state),
    });
    await conn.control.approveBulk(created.bulkId);
    expect(await following).toBe('final');
    expect(await history.getBulk(bulkId)).toMatchObject({ state: 'approved', processed: true });
    expect(polled.at(-1)).toBe('approved');
  }, 30_000);
});
