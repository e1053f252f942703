import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportTemplate } from '../../../../../src-shared/import/templates';
import type { TeamStore } from '../../../../../src-main/adapters/postgres/team-store';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { openStoreAs } from '../../../harness/store-login';
import { endTeamTest } from '../../../harness/team-teardown';

const PASSWORD = 'templates-test-password';
let cluster: PgCluster;
const stores: TeamStore[] = [];

const storeAs = (user: string): Promise<TeamStore> => openStoreAs(cluster, user, PASSWORD, stores);

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['alice', 'vera']);
  const admin = await storeAs('team_admin');
  expect((await admin.migrate()).ok).toBe(true);
  expect((await admin.setRole('alice', 'preparer')).ok).toBe(true);
  expect((await admin.setRole('vera', 'viewer')).ok).toBe(true);
}, 60_000);

afterAll(() => endTeamTest({ stores, cluster }));

const template = (name: string, payee = 'Saaja'): ImportTemplate => ({
  name,
  headers: [payee, 'IBAN', 'Summa'],
  columns: { name: payee, iban: 'IBAN', amount: 'Summa' },
  delimiter: ';',
  decimalStyle: 'comma',
});

describe('the team’s saved column mappings', () => {
  it('saves, replaces by name ignoring case, lists, finds and removes', async () => {
    const alice = (await storeAs('alice')).templates();
    expect(await alice.save(template('Palkat'))).toEqual([template('Palkat')]);
    await alice.save(template('Laskut'));
    expect((await alice.save(template('PALKAT', 'Nimi'))).map((t) => t.name)).toEqual(['Laskut', 'PALKAT']);
    expect(await alice.find(' palkat ')).toEqual(template('PALKAT', 'Nimi'));
    const raw = new pg.Client({ connectionString: cluster.url('alice', PASSWORD) });
    await raw.connect();
    try {
      const who = await raw.query(`SELECT updated_by FROM bulkpay.templates WHERE name_key = 'palkat'`);
      expect(who.rows).toEqual([{ updated_by: 'alice' }]);
    } finally {
      await raw.end();
    }
    expect((await alice.remove('laskut')).map((t) => t.name)).toEqual(['PALKAT']);
  });

  it('lets a viewer read them but not change them', async () => {
    const vera = await storeAs('vera');
    expect((await vera.templates().list()).length).toBeGreaterThanOrEqual(0);
    const refused = await vera.guard(() => vera.templates().save(template('Vera')));
    expect(refused).toMatchObject({ ok: false, error: { code: 'not_allowed_for_role' } });
    const removed = await vera.guard(() => vera.templates().remove('PALKAT'));
    expect(removed.ok).toBe(false);
  });
});
