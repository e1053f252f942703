// Shared setup of the profile-settings tests (profile-settings*.test.ts): a throwaway PostgreSQL
// cluster with an admin, a preparer and a viewer, the team schema migrated, and small helpers.
// Each test file calls `useProfileTeam()` once: its own cluster, started before and stopped after.
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Core } from '../../../src-main/app/core';
import type { ProfileSettingsRepository } from '../../../src-main/ports/profiles';
import { SqliteProfileStore } from '../../../src-main/adapters/sqlite/profile-store';
import type { TeamStore } from '../../../src-main/adapters/postgres/team-store';
import { openTempDatabase } from '../../unit/harness/history-fixtures';
import { startTeamCluster, type PgCluster } from './pg-cluster';
import { openStoreAs } from './store-login';

export const PASSWORD = 'profile-settings-password';
/** The running cluster and its admin's store (set by `useProfileTeam`'s beforeAll; live bindings). */
export let cluster: PgCluster;
export let admin: TeamStore;
/** Cores a test opened, closed after the file. */
export const cores: Core[] = [];
const stores: TeamStore[] = [];

export const storeAs = (user: string): Promise<TeamStore> => openStoreAs(cluster, user, PASSWORD, stores);

export async function rawPg(user: string, sql: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: cluster.url(user, PASSWORD) });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/** Starts this file's cluster (team_admin, clerk the preparer, vera the viewer) and stops it after. */
export function useProfileTeam(): void {
  beforeAll(async () => {
    cluster = await startTeamCluster(PASSWORD, ['clerk', 'vera']);
    admin = await storeAs('team_admin');
    expect((await admin.migrate()).ok).toBe(true);
    expect((await admin.setRole('clerk', 'preparer')).ok).toBe(true);
    expect((await admin.setRole('vera', 'viewer')).ok).toBe(true);
  }, 60_000);

  afterAll(async () => {
    for (const core of cores.splice(0)) await core.close().catch(() => {});
    for (const s of stores.splice(0)) await s.close();
    await cluster?.stop();
  });
}

/** A desktop's own profiles in a fresh SQLite file. */
export const localProfiles = () => new SqliteProfileStore(openTempDatabase().db);

/** A profile's shared settings, as the team store and the desktop save them. */
export const settings = (name: string, over: Partial<Parameters<ProfileSettingsRepository['save']>[0]> = {}) => ({
  name,
  baseUrl: 'https://api.bank.example',
  bulkBaseUrl: 'https://bulk.bank.example',
  applicationId: 'app-1',
  tppClientId: 'tpp-client-1',
  ...over,
});
