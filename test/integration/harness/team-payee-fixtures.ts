// What the team payee-book tests share: SQL as one login, a team store stopped at an earlier
// schema version (to test an upgrade), a payment to a payee and a one-file run of payments.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { TEAM_MIGRATIONS } from '../../../src-main/adapters/postgres/team-schema';
import {
  TeamStore,
  teamConnectionConfig,
  type RunPayment,
  type RunToSubmit,
} from '../../../src-main/adapters/postgres/team-store';
import { payment } from '../../unit/harness/history-fixtures';
import type { PgCluster } from './pg-cluster';

/** Runs one statement as `user` on its own connection; its rows. */
export async function sqlAs<T extends pg.QueryResultRow>(
  cluster: PgCluster,
  user: string,
  password: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster.url(user, password) });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** The team admin's store knowing the team-schema versions up to `version` only, with those applied. */
export async function adminStoreUpTo(cluster: PgCluster, password: string, version: number): Promise<TeamStore> {
  const config = teamConnectionConfig(cluster.url('team_admin', password));
  if (!config.ok) throw new Error(config.error.message);
  const store = await TeamStore.connect(
    config.value,
    () => {},
    TEAM_MIGRATIONS.filter((m) => m.version <= version),
  );
  if (!store.ok) throw new Error(store.error.message);
  const migrated = await store.value.migrate();
  if (!migrated.ok) throw new Error(migrated.error.message);
  return store.value;
}

/** A payment of `amount` to `name` at `iban`, with a reference of its own. */
export const paymentTo = (name: string, iban: string, amount = '10.00') =>
  payment({ payeeName: name, accountIdentifier: iban, amount, unstructuredReference: randomUUID() });

/** A run of one file holding `payments` (EUR), paid from `payingAccount`. */
export const runOf = (payments: RunPayment[], payingAccount: string): RunToSubmit => ({
  fileName: 'suppliers.csv',
  fileSha256: 'a'.repeat(64),
  payingAccount,
  paymentCount: payments.length,
  totals: { EUR: payments.reduce((s, p) => s + Number(p.amount), 0).toFixed(2) },
  plan: {},
  planHash: 'plan-hash',
  warningsAcknowledged: [],
  bankTpp: 'tpp-client',
  bankCustomer: 'customer-1',
});
