import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TeamStore } from '../../../../../src-main/adapters/postgres/team-store';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { openStoreAs } from '../../../harness/store-login';
import { insertReleasedRun } from '../../../harness/team-rows';
import { endTeamTest } from '../../../harness/team-teardown';

// Issue 28: a claim to send is one call to the database (team schema 17, bulkpay.claim_send), not
// a transaction of four round trips, under the same rules: of two approvers claiming one released
// run at once exactly one gets it, with its first heartbeat; a viewer gets nothing.
const PASSWORD = 'team-claim-password';
let cluster: PgCluster;
const stores: TeamStore[] = [];

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['bob', 'carol', 'vera']);
  const admin = await openStoreAs(cluster, 'team_admin', PASSWORD, stores);
  expect((await admin.migrate()).ok).toBe(true);
  for (const [who, role] of [
    ['bob', 'approver'],
    ['carol', 'approver'],
    ['vera', 'viewer'],
  ] as const)
    expect((await admin.setRole(who, role)).ok).toBe(true);
}, 120_000);
afterAll(() => endTeamTest({ stores, cluster }));

/** `user` calls bulkpay.claim_send on a connection of its own: the run's row, or the refusal's SQLSTATE. */
async function claimAs(user: string, runId: string): Promise<{ claimed: boolean; code?: string }> {
  const client = new pg.Client({ connectionString: cluster.url(user, PASSWORD) });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT * FROM bulkpay.claim_send($1, $2, $3, $4, $5)', [
      runId,
      `${user}-desktop`,
      'tpp',
      'customer',
      30_000,
    ]);
    return { claimed: rows.length === 1 };
  } catch (e) {
    return { claimed: false, code: (e as { code?: string }).code };
  } finally {
    await client.end();
  }
}

it('of two approvers claiming one released run in one call each, exactly one gets it, with its heartbeat', async () => {
  for (let i = 0; i < 10; i++) {
    const runId = await insertReleasedRun(cluster);
    const [bob, carol] = await Promise.all([claimAs('bob', runId), claimAs('carol', runId)]);
    expect([bob.claimed, carol.claimed].filter(Boolean)).toHaveLength(1);
    expect([bob.code, carol.code].filter(Boolean)).toEqual(['BP003']); // "being sent by …"
    const beat = await cluster.admin((c) =>
      c.query<{ db_user: string; state: string; claimed_by: string }>(
        `SELECT s.db_user, r.state, r.claimed_by FROM bulkpay.run_senders s JOIN bulkpay.runs r ON r.id = s.run_id
         WHERE s.run_id = $1`,
        [runId],
      ),
    );
    expect(beat.rows).toEqual([
      { db_user: bob.claimed ? 'bob' : 'carol', state: 'sending', claimed_by: bob.claimed ? 'bob' : 'carol' },
    ]);
  }
});

it('a viewer claims nothing; the store claims through the one call', async () => {
  const runId = await insertReleasedRun(cluster);
  expect(await claimAs('vera', runId)).toEqual({ claimed: false, code: 'BP002' });
  const bob = await openStoreAs(cluster, 'bob', PASSWORD, stores);
  const claim = await bob.claimSend(runId, 'bob-desktop', { tpp: 'tpp', customer: 'customer' });
  expect(claim.ok && claim.value.claimed).toBe(true);
  // Renewing one's own claim is the same call again.
  const again = await bob.claimSend(runId, 'bob-desktop', { tpp: 'tpp', customer: 'customer' });
  expect(again.ok && again.value.claimed).toBe(true);
});
