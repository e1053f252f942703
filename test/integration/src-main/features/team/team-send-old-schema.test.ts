// An updated desktop against a team database an admin has not upgraded yet (team schema 16, before
// the one-call claim of 17): `send` says before anything is sent that the database is older than
// this Bulkpay and an admin upgrades it, and claims nothing (it used to fail at the claim). Schema 18
// adds only an index, 19 the payee names a desktop searches only where they are, 20 the same checks
// per run, 21 only privileges, 22 a table check in the trigger functions, 23 a storage parameter
// of the trigram indexes and 24 one of the payee names' index: desktops at 17 to 24 work with databases at any of them (declared, not
// the raw number).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEAM_MIGRATIONS } from '../../../../../src-main/adapters/postgres/team-schema';
import type { TeamStore } from '../../../../../src-main/adapters/postgres/team-store';
import type { LocalHistoryReader } from '../../../../../src-main/ports/history/local-history';
import type { SubmissionService } from '../../../../../src-main/features/send/submission-service';
import { sendTeamRun } from '../../../../../src-main/features/team/team-runs';
import { refuseOlderTeamSchema } from '../../../../../src-main/features/team/schema-check';
import { teamSchemaAge } from '../../../../../src-shared/team-schema-age';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { openStoreAs } from '../../../harness/store-login';
import { adminStoreUpTo } from '../../../harness/team-admin-store';
import { bulk, payment } from '../../../../unit/harness/history-fixtures';
import { insertReleasedRun } from '../../../harness/team-rows';

const PASSWORD = 'team-old-schema-password';
const OLD = 16;
let cluster: PgCluster;
const stores: TeamStore[] = [];

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['bob']);
  // The database as the Bulkpay before this one left it: upgraded exactly to schema 16.
  const old = await adminStoreUpTo(cluster, PASSWORD, OLD);
  stores.push(old);
  expect((await old.setRole('bob', 'approver')).ok).toBe(true);
}, 120_000);
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  await cluster?.stop();
});

/** What the refused send must never reach: the bank side and this desktop's history. */
function untouched<T extends object>(what: string): T {
  return new Proxy({} as T, {
    get: (_t, key) => {
      throw new Error(`${what}.${String(key)} reached before the schema was checked`);
    },
  });
}

it('a send against a team database at schema 16 says it is older, an admin upgrades it, and nothing was sent', async () => {
  const bob = await openStoreAs(cluster, 'bob', PASSWORD, stores);
  const status = await bob.status();
  expect(status.ok && status.value.schemaVersion).toBe(OLD);
  const runId = await insertReleasedRun(cluster);
  const sent = await sendTeamRun(
    bob,
    untouched<SubmissionService>('submission'),
    runId,
    'bob-desktop',
    untouched<LocalHistoryReader>('local'),
  );
  expect(sent.ok).toBe(false);
  if (sent.ok) return;
  expect(sent.error.code).toBe('team_schema_older');
  expect(sent.error.params).toMatchObject({ have: OLD, want: 17 });
  expect(sent.error.message).toMatch(/older than this Bulkpay.*nothing was sent.*admin upgrades it/s);
  const run = await cluster.admin(
    async (c) => (await c.query('SELECT state, claimed_by FROM bulkpay.runs WHERE id = $1', [runId])).rows,
  );
  expect(run).toEqual([{ state: 'released', claimed_by: null }]);
}, 60_000);

it('schemas 18 (an index), 19 (the payee names), 20 (the same checks per run), 21 (trigger functions not executable), 22 (their own tables only), 23 (trigram pending lists) and 24 (the payee names’ index without one) change nothing a desktop calls: the newest desktop sends and searches against a database at 17, a desktop at 17 works with one at 19', async () => {
  const latest = Math.max(...TEAM_MIGRATIONS.map((m) => m.version));
  expect(latest).toBe(24);
  const admin = await adminStoreUpTo(cluster, PASSWORD, 17);
  stores.push(admin);
  await admin.history().recordBulk(bulk([payment({ payeeName: 'Alice Lindqvist Oy' })]));
  const bob = await openStoreAs(cluster, 'bob', PASSWORD, stores);
  const at17 = await bob.status();
  expect(at17.ok && at17.value).toMatchObject({ schemaVersion: 17, appSchemaVersion: latest });
  expect(at17.ok && teamSchemaAge(at17.value)).toBe('current');
  expect((await refuseOlderTeamSchema(bob)).ok).toBe(true);
  // No payee names there (schema 19): the payee search reads the payments as before, and finds them.
  const found = await bob.history().searchPayments({ sort: 'date', descending: true, limit: 50, payee: 'alice' });
  expect(found.rows.map((r) => r.payeeName)).toEqual(['Alice Lindqvist Oy']);

  // The database upgraded to 19 records what it works with; a desktop knowing only 17 reads it.
  stores.push(await adminStoreUpTo(cluster, PASSWORD, 19));
  const old = await adminStoreUpTo(cluster, PASSWORD, 17);
  stores.push(old);
  const at19 = await old.status();
  expect(at19.ok && at19.value).toMatchObject({ schemaVersion: 19, schemaWorksFrom: 17, appSchemaVersion: 17 });
  expect(at19.ok && teamSchemaAge(at19.value)).toBe('current');
  expect((await refuseOlderTeamSchema(old)).ok).toBe(true);
}, 120_000);
