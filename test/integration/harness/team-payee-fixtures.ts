// What the team payee-book tests share: SQL as one login, a payment to a payee and a one-file run
// of payments (a team store stopped at an earlier schema version is in team-admin-store.ts).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { RunPayment, RunToSubmit } from '../../../src-main/adapters/postgres/team-store';
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
