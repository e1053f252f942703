// Team schema 10: the second approver above an amount per currency and the members' limits,
// enforced by the database (also against a member's own SQL), on a real PostgreSQL.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunToSubmit, TeamStore } from '../../../../../src-main/adapters/postgres/team-store';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { openStoreAs } from '../../../harness/store-login';
import { endTeamTest } from '../../../harness/team-teardown';

let cluster: PgCluster;
const stores: TeamStore[] = [];
const PASSWORD = 'team-test-password';
/** An account the team's payee book trusts: only the release rules decide for runs paying it. */
const KNOWN_IBAN = 'FI2112345600000785';
let admin: TeamStore;
let alice: TeamStore;
let bob: TeamStore;
let carol: TeamStore;

const storeAs = (user: string) => openStoreAs(cluster, user, PASSWORD, stores);

/** A raw connection as `user`: what a modified client could send. Resolves to 'ok' or the SQLSTATE. */
async function rawSql(user: string, sql: string, params: unknown[] = []): Promise<string> {
  const client = new pg.Client({ connectionString: cluster.url(user, PASSWORD) });
  await client.connect();
  try {
    await client.query(sql, params);
    return 'ok';
  } catch (e) {
    return (e as { code: string }).code;
  } finally {
    await client.end();
  }
}

function runOf(amount: string, currency = 'EUR'): RunToSubmit {
  return {
    fileName: 'suppliers.csv',
    fileSha256: 'a'.repeat(64),
    payingAccount: 'FI2112345600000785',
    paymentCount: 1,
    totals: { [currency]: amount },
    plan: {},
    planHash: 'plan-hash',
    warningsAcknowledged: [],
    bankTpp: 'tpp-client',
    bankCustomer: 'customer-1',
  };
}

/** Submits a one-payment run of `amount` as `store`, paying the trusted account. */
async function submit(store: TeamStore, amount: string, currency = 'EUR') {
  const payment = {
    line: 2,
    fingerprint: `${KNOWN_IBAN}|${amount}|${currency}|${randomUUID()}`,
    payee: 'Acme Oy',
    amount,
    currency,
    iban: KNOWN_IBAN,
  };
  const run = await store.submitRun(runOf(amount, currency), [payment]);
  if (!run.ok) throw new Error(run.error.message);
  return run.value;
}

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['alice', 'bob', 'carol']);
  admin = await storeAs('team_admin');
  expect((await admin.migrate()).ok).toBe(true);
  for (const [user, role] of [
    ['alice', 'preparer'],
    ['bob', 'approver'],
    ['carol', 'approver'],
  ] as const)
    expect((await admin.setRole(user, role)).ok).toBe(true);
  [alice, bob, carol] = [await storeAs('alice'), await storeAs('bob'), await storeAs('carol')];
  expect((await admin.setPayeeTrust(KNOWN_IBAN, 'trusted')).ok).toBe(true);
}, 60_000);

afterAll(() => endTeamTest({ stores, cluster }));

describe('risk-scaled release (team schema 10)', () => {
  it('above the second-approver amount of its currency a run needs two approvers, neither its preparer', async () => {
    await admin.releaseRules().set('second_approver', 'EUR', '500.00');
    try {
      const small = await submit(alice, '500.00');
      expect(small).toMatchObject({ state: 'awaiting_release', secondApprovalRequired: false });
      expect((await bob.release(small.id)).ok && 'released').toBe('released');
      // Another currency's amount says nothing about euros' neighbours: SEK has no such rule.
      expect((await submit(alice, '90000.00', 'SEK')).secondApprovalRequired).toBe(false);

      const large = await submit(alice, '500.01');
      expect(large).toMatchObject({ state: 'awaiting_release', secondApprovalRequired: true, firstApprovedBy: null });
      const first = await bob.release(large.id);
      expect(first.ok && first.value).toMatchObject({ state: 'awaiting_release', firstApprovedBy: 'bob' });
      const again = await bob.release(large.id);
      expect(!again.ok && again.error.code).toBe('team_second_approver_needed');
      // The same approver with plain SQL, or rewriting who approved first: refused.
      expect(await rawSql('bob', `UPDATE bulkpay.runs SET state = 'released' WHERE id = $1`, [large.id])).toBe('BP009');
      expect(await rawSql('bob', `UPDATE bulkpay.runs SET first_approved_by = NULL WHERE id = $1`, [large.id])).toBe(
        'BP003',
      );
      expect(
        await rawSql('bob', `UPDATE bulkpay.runs SET state = 'released', first_approved_by = NULL WHERE id = $1`, [
          large.id,
        ]),
      ).toBe('BP009');
      expect(await rawSql('bob', `UPDATE bulkpay.runs SET state = 'released' WHERE id = $1`, [large.id])).toBe('BP009');
      const second = await carol.release(large.id);
      expect(second.ok && second.value).toMatchObject({
        state: 'released',
        releasedBy: 'carol',
        firstApprovedBy: 'bob',
      });
      const audit = await admin.audit(large.id);
      expect(audit.ok && audit.value.map((a) => [a.action, a.dbUser])).toEqual([
        ['prepared', 'alice'],
        ['first_approval', 'bob'],
        ['released', 'carol'],
      ]);
    } finally {
      await admin.releaseRules().set('second_approver', 'EUR', null);
    }
  });

  it('a second approver is needed whatever the amount threshold says, and a client cannot clear the flag', async () => {
    await admin.releaseRules().set('threshold', 'EUR', '10000.00');
    await admin.releaseRules().set('second_approver', 'EUR', '1000.00');
    try {
      expect((await submit(alice, '999.00')).state).toBe('released');
      expect(await submit(alice, '1000.50')).toMatchObject({ state: 'awaiting_release', secondApprovalRequired: true });
      // A modified client storing the run as released with no flags: the database sets them.
      const id = randomUUID();
      expect(
        await rawSql(
          'alice',
          `WITH r AS (INSERT INTO bulkpay.runs (id, file_name, file_sha256, paying_account, payment_count, totals, plan,
             plan_hash, state, release_required, second_approval_required, prepared_by, prepared_at, bank_tpp,
             bank_customer, payee_ibans, payee_accounts)
           VALUES ($1, 'f.csv', 'x', 'acc', 1, '{"EUR": "2000.00"}', '{}', 'h', 'released', false, false, 'alice', now(),
             't', 'c', $2, $5) RETURNING id)
           INSERT INTO bulkpay.run_payments (run_id, line, fingerprint, payee, amount, currency, iban)
           SELECT id, 2, $3, 'x', 2000.00, 'EUR', $4 FROM r`,
          [
            id,
            [KNOWN_IBAN],
            `${KNOWN_IBAN}|2000.00|EUR|forged`,
            KNOWN_IBAN,
            JSON.stringify([{ name: 'x', iban: KNOWN_IBAN }]),
          ],
        ),
      ).toBe('ok');
      const stored = await admin.run(id);
      expect(stored.ok && stored.value).toMatchObject({ state: 'awaiting_release', secondApprovalRequired: true });
    } finally {
      await admin.releaseRules().set('threshold', 'EUR', null);
      await admin.releaseRules().set('second_approver', 'EUR', null);
    }
  });

  it("a preparer's runs above their limit need an admin to release them, also under the threshold", async () => {
    await admin.releaseRules().set('member_limit', 'EUR', '100.00', 'alice');
    await admin.releaseRules().set('threshold', 'EUR', '1000.00');
    try {
      expect((await submit(alice, '100.00')).state).toBe('released');
      const over = await submit(alice, '150.00');
      expect(over).toMatchObject({ state: 'awaiting_release', adminReleaseRequired: true });
      const byBob = await bob.release(over.id);
      expect(!byBob.ok && byBob.error.code).toBe('team_admin_release_needed');
      expect(await rawSql('bob', `UPDATE bulkpay.runs SET state = 'released' WHERE id = $1`, [over.id])).toBe('BP009');
      const byAdmin = await admin.release(over.id);
      expect(byAdmin.ok && byAdmin.value).toMatchObject({ state: 'released', releasedBy: 'team_admin' });
      // The limit is alice's own: the admin's runs of the same amount follow the threshold.
      expect((await submit(admin, '150.00')).state).toBe('released');
    } finally {
      await admin.releaseRules().set('member_limit', 'EUR', null, 'alice');
      await admin.releaseRules().set('threshold', 'EUR', null);
    }
  });

  it('only admins set the rules (also with plain SQL), and every change is in the audit log', async () => {
    await expect(bob.releaseRules().set('second_approver', 'EUR', '1.00')).rejects.toMatchObject({ code: 'BP002' });
    expect(await rawSql('alice', `DELETE FROM bulkpay.member_limits WHERE db_role = 'alice'`)).toBe('ok'); // nothing to delete
    await admin.releaseRules().set('member_limit', 'SEK', '5000', 'alice');
    expect(await rawSql('alice', `DELETE FROM bulkpay.member_limits WHERE db_role = 'alice'`)).toBe('BP002');
    expect(await rawSql('alice', `UPDATE bulkpay.member_limits SET amount = 1e9 WHERE db_role = 'alice'`)).toBe(
      'BP002',
    );
    expect(await admin.releaseRules().list()).toEqual([
      { kind: 'member_limit', currency: 'SEK', amount: '5000', member: 'alice' },
    ]);
    await admin.releaseRules().set('member_limit', 'SEK', null, 'alice');
    const { rows } = await cluster.admin((c) =>
      c.query(
        `SELECT db_user, detail FROM bulkpay.audit WHERE action = 'release_rule_changed' ORDER BY id DESC LIMIT 2`,
      ),
    );
    expect(rows).toEqual([
      { db_user: 'team_admin', detail: { rule: 'member_limits', currency: 'SEK', member: 'alice' } },
      { db_user: 'team_admin', detail: { rule: 'member_limits', currency: 'SEK', member: 'alice', amount: '5000' } },
    ]);
  });
});
