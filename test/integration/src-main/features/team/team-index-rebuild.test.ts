// An index build the team schema runs CONCURRENTLY after recording its version can be interrupted
// (the admin's desktop closed, the server restarted): the index is then missing, or left invalid,
// with no version due. `team status` says so, and the admin's next `team connect --yes` builds it
// again (an invalid one dropped first) though the schema is current; the same for schema 19's fill
// of the payee names left unfinished.
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEAM_MIGRATIONS } from '../../../../../src-main/adapters/postgres/team-schema';
import { INDEX_BUILD_LOCK } from '../../../../../src-main/adapters/postgres/team-migrations';
import { runCli, startEnvModeBank, type EnvModeBank } from '../../../harness/env-mode-bank';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { validIndexes as validIndexesOf } from '../../../harness/team-rows';

const PASSWORD = 'team-index-rebuild-password';
const CONCURRENT = TEAM_MIGRATIONS.flatMap((m) => m.concurrentIndexes ?? []).map((i) => i.name);
let cluster: PgCluster;
let bank: EnvModeBank;

const admin = (): NodeJS.ProcessEnv => ({
  ...bank.env,
  LC_ALL: 'C',
  BULKPAY_DATA_DIR: join(bank.dir, 'desktop-admin'),
  BULKPAY_TEAM_URL: cluster.url('team_admin', PASSWORD),
});
const cli = (...args: string[]) => runCli(admin(), bank.dir, ...args);

const validIndexes = () => validIndexesOf(cluster, CONCURRENT);

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, []);
  bank = await startEnvModeBank();
  const connected = await cli('team', 'connect', cluster.url('team_admin', PASSWORD), '--yes');
  expect(connected.err).toBe('');
}, 120_000);

afterAll(async () => {
  await bank?.close();
  await cluster?.stop();
});

it('an index left invalid and one missing are said by team status and built again by the next connect --yes', async () => {
  expect(CONCURRENT.length).toBeGreaterThanOrEqual(2);
  expect(await validIndexes()).toEqual([...CONCURRENT].sort());
  const [invalid, missing] = CONCURRENT as [string, string];
  await cluster.admin(async (c) => {
    await c.query(`UPDATE pg_index SET indisvalid = false WHERE indexrelid = $1::regclass`, [`bulkpay.${invalid}`]);
    await c.query(`DROP INDEX bulkpay.${missing}`);
  });
  expect(await validIndexes()).toEqual(CONCURRENT.filter((n) => n !== invalid && n !== missing).sort());

  const said = await cli('team', 'status');
  expect(said.code, said.err).toBe(0);
  expect(said.out).toContain(`indexes are missing or were left unfinished (${invalid}, ${missing})`);
  expect(said.out).toContain('bulkpay team connect <url> --yes');

  const again = await cli('team', 'connect', cluster.url('team_admin', PASSWORD), '--yes');
  expect(again.err).toBe('');
  expect(again.code).toBe(0);
  expect(await validIndexes()).toEqual([...CONCURRENT].sort());
  expect((await cli('team', 'status')).out).not.toContain('indexes');
}, 120_000);

it("schema 19's payee names left unfinished are said by team status and finished by the next connect --yes", async () => {
  const fill = () =>
    cluster.admin(
      async (c) =>
        (await c.query<{ done: boolean }>('SELECT done FROM bulkpay.history_payee_names_fill')).rows[0]!.done,
    );
  expect(await fill()).toBe(true);
  // An upgrade interrupted after the version and its indexes, before the fill ended.
  await cluster.admin((c) => c.query('UPDATE bulkpay.history_payee_names_fill SET filled_to = 0, done = false'));

  const said = await cli('team', 'status');
  expect(said.code, said.err).toBe(0);
  expect(said.out).toContain('payee names were left unfinished by an interrupted upgrade');
  expect(said.out).toContain('bulkpay team connect <url> --yes');

  // While another session's build holds the build lock, the same fill is being done, not interrupted.
  const building = await cluster.admin(async (c) => {
    await c.query('SELECT pg_advisory_lock($1, $2)', [...INDEX_BUILD_LOCK]);
    return cli('team', 'status');
  });
  expect(building.code, building.err).toBe(0);
  expect(building.out).toContain('payee names are being added now');
  expect(building.out).not.toContain('interrupted');

  const again = await cli('team', 'connect', cluster.url('team_admin', PASSWORD), '--yes');
  expect(again.err).toBe('');
  expect(again.code).toBe(0);
  expect(await fill()).toBe(true);
  expect((await cli('team', 'status')).out).not.toContain('payee names');
}, 120_000);
