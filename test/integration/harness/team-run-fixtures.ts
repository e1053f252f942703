// A team of three on a test cluster and a run of one payment to hand it: what the tests of the
// team's change events share (team-events.test.ts, run-change-reads.test.ts).
import { expect } from 'vitest';
import type { TeamStore } from '../../../src-main/adapters/postgres/team-store';
import type { PgCluster } from './pg-cluster';
import { openStoreAs } from './store-login';

/** The bank client and customer a run is prepared for. */
export const TPP = { tpp: 'tpp-client', customer: 'customer-1' };

/** A run of one payment, as a preparer hands it over (its payment passed alongside: onePayment). */
export const runToSubmit = () => ({
  fileName: 'payroll-november.csv',
  fileSha256: 'a'.repeat(64),
  payingAccount: 'FI2112345600000785',
  paymentCount: 1,
  totals: { EUR: '1250.50' },
  plan: { bulks: [] },
  planHash: 'plan-hash',
  warningsAcknowledged: [],
  bankTpp: TPP.tpp,
  bankCustomer: TPP.customer,
});

/** The run's one payment, as the team's duplicate check keeps it (its count and sum are the run's). */
export const onePayment = () => [
  {
    line: 2,
    fingerprint: 'DE89370400440532013000|1250.50|EUR|November salary',
    payee: 'Jürgen Müller',
    amount: '1250.50',
    currency: 'EUR',
    iban: 'DE89370400440532013000',
  },
];

/**
 * The team schema installed by `team_admin` on a cluster of `startTeamCluster(password, ['alice',
 * 'bob', 'erin'])`, alice a preparer, bob and erin approvers: the admin's store (kept in `stores`).
 */
export async function installTeamOfThree(
  cluster: PgCluster,
  password: string,
  stores: TeamStore[],
): Promise<TeamStore> {
  const admin = await openStoreAs(cluster, 'team_admin', password, stores);
  const migrated = await admin.migrate();
  if (!migrated.ok) throw new Error(migrated.error.message);
  expect((await admin.setRole('alice', 'preparer')).ok).toBe(true);
  expect((await admin.setRole('bob', 'approver')).ok).toBe(true);
  expect((await admin.setRole('erin', 'approver')).ok).toBe(true);
  return admin;
}

/** What `find` answers once it answers (polled every 20 ms), or a throw naming `what` after `ms`. */
export async function until<T>(what: string, find: () => T | undefined, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
