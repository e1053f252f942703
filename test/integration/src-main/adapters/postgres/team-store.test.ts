import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TeamStore,
  teamConnectionConfig,
  type RunPayment,
  type RunToSubmit,
} from '../../../../../src-main/adapters/postgres/team-store';
import type { Keychain } from '../../../../../src-main/adapters/keychain/keychain';
import { TEAM_MIGRATIONS } from '../../../../../src-main/adapters/postgres/team-schema';
import { TeamService } from '../../../../../src-main/app/team-service';
import { keepSenderAlive } from '../../../../../src-main/features/team/sender-heartbeat';
import { saveTeamSettings } from '../../../../../src-main/adapters/postgres/team-connection';
import { isTeamBound, soloSendGuard } from '../../../../../src-main/features/team/send-guard';
import { ok } from '../../../../../src-shared/result';
import { createLogin, startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { openStoreAs } from '../../../harness/store-login';
import { TPP } from '../../../harness/team-run-fixtures';
import { endTeamTest } from '../../../harness/team-teardown';

let cluster: PgCluster;
const stores: TeamStore[] = [];
const PASSWORD = 'team-test-password';
/** The newest team schema this Bulkpay knows. */
const LATEST = Math.max(...TEAM_MIGRATIONS.map((m) => m.version));

const storeAs = (user: string): Promise<TeamStore> => openStoreAs(cluster, user, PASSWORD, stores);

/** A raw connection as `user`: what a modified client could send, bypassing TeamStore. */
async function rawSql(user: string, sql: string, params: unknown[] = [], database?: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: cluster.url(user, PASSWORD, database) });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

function run(totals: Record<string, string> = { EUR: '1250.50' }): RunToSubmit {
  return {
    fileName: 'payroll-november.csv',
    fileSha256: 'a'.repeat(64),
    payingAccount: 'FI2112345600000785',
    paymentCount: Object.keys(totals).length,
    totals,
    plan: { bulks: [{ payments: [{ name: 'Jürgen Müller', amount: '1250.50' }] }] },
    planHash: 'plan-hash',
    warningsAcknowledged: ['duplicate_in_file'],
    bankTpp: TPP.tpp,
    bankCustomer: TPP.customer,
  };
}

/** One payment per currency of the totals, as a run must carry (count and sums checked at commit). */
const paymentsOf = (
  totals: Record<string, string>,
  fingerprint = () => `${KNOWN_IBAN}|fp-${randomUUID()}`,
): RunPayment[] =>
  Object.entries(totals).map(([currency, amount], i) => ({
    line: i + 2,
    fingerprint: fingerprint(),
    payee: 'Jürgen Müller',
    amount,
    currency,
    iban: KNOWN_IBAN,
  }));

/** The IBAN the team's payee book trusts (beforeAll): runs paying it follow the amount threshold alone. */
const KNOWN_IBAN = 'FI2112345600000785';

/** Submits a consistent run as `store`. */
const submit = (store: TeamStore, totals: Record<string, string> = { EUR: '1250.50' }) =>
  store.submitRun(run(totals), paymentsOf(totals));

let admin: TeamStore;
let alice: TeamStore;
let bob: TeamStore;

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['alice', 'bob', 'vera', 'mallory']);
  admin = await storeAs('team_admin');
  const migrated = await admin.migrate();
  expect(migrated).toEqual({ ok: true, value: TEAM_MIGRATIONS.map((m) => m.version) });
  for (const [user, role] of [
    ['alice', 'preparer'],
    ['bob', 'approver'],
    ['vera', 'viewer'],
  ] as const)
    expect((await admin.setRole(user, role)).ok).toBe(true);
  alice = await storeAs('alice');
  bob = await storeAs('bob');
  await rawSql(
    'team_admin',
    `INSERT INTO bulkpay.payee_book (payee_key, name, iban, trust) VALUES ($1, '', $2, 'trusted')`,
    [`iban:${KNOWN_IBAN}`, KNOWN_IBAN],
  );
}, 60_000);

afterAll(() => endTeamTest({ stores, cluster }));

describe('team store on PostgreSQL', () => {
  it('runs the migrations once and reports each member their role', async () => {
    expect(await admin.migrate()).toEqual({ ok: true, value: [] });
    const status = await alice.status();
    expect(status.ok && status.value).toMatchObject({ user: 'alice', appRole: 'preparer', schemaVersion: LATEST });
  });

  it('only an admin maps roles, and only to existing login roles', async () => {
    expect((await alice.setRole('alice', 'admin')).ok).toBe(false);
    expect(
      await rawSql('alice', `UPDATE bulkpay.members SET app_role = 'admin' WHERE db_role = 'alice'`).catch(
        (e) => e.code,
      ),
    ).toBe('BP002');
    const missing = await admin.setRole('nobody_here', 'viewer');
    expect(!missing.ok && missing.error.code).toBe('team_no_such_role');
  });

  it('records who prepared a run from the connection, whatever the client sends', async () => {
    const prepared = await submit(alice);
    expect(prepared.ok && prepared.value).toMatchObject({ state: 'awaiting_release', preparedBy: 'alice' });
    await rawSql(
      'alice',
      `BEGIN;
       INSERT INTO bulkpay.runs (file_name, file_sha256, paying_account, payment_count, totals, plan, plan_hash,
         state, release_required, prepared_by, prepared_at, released_by, bank_tpp, bank_customer, payee_ibans,
         payee_accounts)
       VALUES ('forged.csv', 'f', 'FI21', 1, '{"EUR":"1.00"}', '{}', 'h', 'released', false, 'bob', now(), 'bob', 't', 'c',
         '{${KNOWN_IBAN}}', '[{"name": "x", "iban": "${KNOWN_IBAN}"}]');
       INSERT INTO bulkpay.run_payments (run_id, line, fingerprint, payee, amount, currency, iban)
         SELECT id, 2, '${KNOWN_IBAN}|fp', 'x', 1.00, 'EUR', '${KNOWN_IBAN}' FROM bulkpay.runs WHERE file_name = 'forged.csv';
       COMMIT;`,
    );
    const forged = await rawSql('alice', `SELECT * FROM bulkpay.runs WHERE file_name = 'forged.csv'`);
    expect(forged.rows[0]).toMatchObject({ prepared_by: 'alice', state: 'awaiting_release', released_by: null });
  });

  it("ties a run's count and totals to its payments, and empty totals never skip the release", async () => {
    const lying = await alice.submitRun(run({ EUR: '1.00' }), paymentsOf({ EUR: '1000000.00' }));
    expect(!lying.ok && lying.error.code).toBe('invalid_move');
    const missing = await alice.submitRun(run({ EUR: '1.00' }), []);
    expect(!missing.ok && missing.error.code).toBe('invalid_move');
    await admin.setReleaseThreshold('EUR', '1000000');
    try {
      const empty = await alice.submitRun({ ...run({}), paymentCount: 0 }, []);
      expect(empty.ok).toBe(false); // payment_count must be positive
      const sneaky = await rawSql(
        'alice',
        `BEGIN;
         INSERT INTO bulkpay.runs (file_name, file_sha256, paying_account, payment_count, totals, plan, plan_hash,
           state, release_required, prepared_by, prepared_at, bank_tpp, bank_customer)
         VALUES ('empty-totals.csv', 'f', 'FI21', 1, '{}', '{}', 'h', 'released', false, 'alice', now(), 't', 'c');
         INSERT INTO bulkpay.run_payments (run_id, line, fingerprint, payee, amount, currency)
           SELECT id, 2, 'fp', 'x', 1000000.00, 'EUR' FROM bulkpay.runs WHERE file_name = 'empty-totals.csv';
         COMMIT;`,
      ).catch((e) => e.code);
      expect(sneaky).toBe('BP003');
    } finally {
      await admin.setReleaseThreshold('EUR', null);
    }
  });

  it('four eyes: the preparer cannot release their own run, through the store or by direct SQL', async () => {
    const prepared = await submit(alice);
    if (!prepared.ok) throw new Error(prepared.error.message);
    const id = prepared.value.id;
    const viaStore = await alice.release(id);
    expect(!viaStore.ok && viaStore.error.code).toBe('not_allowed_for_role');

    // A preparer who is also an approver is still refused by the four-eyes rule itself.
    await admin.setRole('alice', 'approver');
    try {
      const ownRelease = await alice.release(id);
      expect(!ownRelease.ok && ownRelease.error.code).toBe('four_eyes');
      for (const sql of [
        `UPDATE bulkpay.runs SET state = 'released', released_by = 'bob' WHERE id = $1`,
        `UPDATE bulkpay.runs SET prepared_by = 'bob', state = 'released' WHERE id = $1`,
      ])
        expect(await rawSql('alice', sql, [id]).catch((e) => e.code)).toBe('BP001');
      // No DELETE is granted (42501); the trigger refuses it even to the schema's owner (BP003).
      expect(await rawSql('alice', 'DELETE FROM bulkpay.runs WHERE id = $1', [id]).catch((e) => e.code)).toBe('42501');
      expect(await rawSql('team_admin', 'DELETE FROM bulkpay.runs WHERE id = $1', [id]).catch((e) => e.code)).toBe(
        'BP003',
      );
    } finally {
      await admin.setRole('alice', 'preparer');
    }
    const released = await bob.release(id);
    expect(released.ok && released.value).toMatchObject({ state: 'released', releasedBy: 'bob', preparedBy: 'alice' });
    const audit = await bob.audit(id);
    expect(audit.ok && audit.value.map((a) => [a.action, a.dbUser])).toEqual([
      ['prepared', 'alice'],
      ['released', 'bob'],
    ]);
  });

  it('a viewer and a non-member can neither prepare nor release', async () => {
    const vera = await storeAs('vera');
    const submitted = await submit(vera);
    expect(!submitted.ok && submitted.error.code).toBe('not_allowed_for_role');
    const prepared = await submit(alice);
    if (!prepared.ok) throw new Error(prepared.error.message);
    const released = await vera.release(prepared.value.id);
    expect(!released.ok && released.error.code).toBe('not_allowed_for_role');
    const mallory = await storeAs('mallory');
    const runs = await mallory.runs();
    expect(!runs.ok && runs.error.code).toBe('not_allowed_for_role');
  });

  it('returns a run only with a comment, and a returned run cannot be released', async () => {
    const prepared = await submit(alice);
    if (!prepared.ok) throw new Error(prepared.error.message);
    const bare = await bob.returnRun(prepared.value.id, '  ');
    expect(!bare.ok && bare.error.code).toBe('invalid_move');
    const returned = await bob.returnRun(prepared.value.id, 'Line 14 pays the wrong IBAN');
    expect(returned.ok && returned.value).toMatchObject({ state: 'returned', returnedBy: 'bob' });
    const released = await bob.release(prepared.value.id);
    expect(!released.ok && released.error.code).toBe('invalid_move');
  });

  it('keeps the audit log append-only, even for its owner', async () => {
    const prepared = await submit(alice);
    if (!prepared.ok) throw new Error(prepared.error.message);
    for (const user of ['alice', 'team_admin']) {
      for (const sql of [
        `UPDATE bulkpay.audit SET db_user = 'someone' WHERE run_id = $1`,
        `DELETE FROM bulkpay.audit WHERE run_id = $1`,
      ]) {
        const code = await rawSql(user, sql, [prepared.value.id]).catch((e) => e.code);
        expect(['42501', 'BP004']).toContain(code);
      }
    }
    expect(await rawSql('team_admin', 'TRUNCATE bulkpay.audit CASCADE').catch((e) => e.code)).toBe('BP004');
    // Members write audit entries only through a run's moves (a SECURITY DEFINER trigger).
    const forged = await rawSql(
      'alice',
      `INSERT INTO bulkpay.audit (run_id, at, db_user, action) VALUES ($1, now(), 'bob', 'released')`,
      [prepared.value.id],
    ).catch((e) => e.code);
    expect(forged).toBe('42501');
  });

  it('a release threshold per currency lets small runs go without a second person', async () => {
    expect((await alice.setReleaseThreshold('EUR', '1000')).ok).toBe(false);
    expect((await admin.setReleaseThreshold('EUR', '1000.00')).ok).toBe(true);
    try {
      const small = await submit(alice, { EUR: '999.99' });
      expect(small.ok && small.value).toMatchObject({ state: 'released', releaseRequired: false, releasedBy: null });
      const large = await submit(alice, { EUR: '1000.01' });
      expect(large.ok && large.value.state).toBe('awaiting_release');
      const mixed = await submit(alice, { EUR: '10.00', USD: '10.00' });
      expect(mixed.ok && mixed.value.state).toBe('awaiting_release');
    } finally {
      await admin.setReleaseThreshold('EUR', null);
    }
  });

  it('of two desktops sending the same released run at once, exactly one gets it, 20 times', async () => {
    for (let i = 0; i < 20; i++) {
      const prepared = await submit(alice);
      if (!prepared.ok) throw new Error(prepared.error.message);
      const released = await bob.release(prepared.value.id);
      expect(released.ok).toBe(true);
      const claims = await Promise.all(
        [
          [alice, 'desk-a'],
          [bob, 'desk-b'],
        ].map(async ([store, host]) => {
          await sleep(randomInt(0, 5));
          return (store as TeamStore).claimSend(prepared.value.id, host as string, TPP);
        }),
      );
      const won = claims.filter((c) => c.ok && c.value.claimed);
      const lost = claims.filter((c) => c.ok && !c.value.claimed);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      const winner = won[0]!.ok && won[0]!.value.claimed ? won[0]!.value.run : undefined;
      expect(lost[0]!.ok && !lost[0]!.value.claimed && lost[0]!.value).toMatchObject({
        by: winner!.claimedBy,
        host: winner!.claimedHost,
        state: 'sending',
      });
    }
  });

  it('only the desktop sending a run marks it sent, and a run not yet released cannot be claimed', async () => {
    const prepared = await submit(alice);
    if (!prepared.ok) throw new Error(prepared.error.message);
    const early = await alice.claimSend(prepared.value.id, 'desk-a', TPP);
    expect(!early.ok && early.error.code).toBe('invalid_move');
    await bob.release(prepared.value.id);
    const claim = await alice.claimSend(prepared.value.id, 'desk-a', TPP);
    expect(claim.ok && claim.value.claimed).toBe(true);
    const notMine = await bob.markSent(prepared.value.id);
    expect(!notMine.ok && notMine.error.code).toBe('invalid_move');
    const sent = await alice.markSent(prepared.value.id);
    expect(sent.ok && sent.value).toMatchObject({ state: 'sent', claimedBy: 'alice', claimedHost: 'desk-a' });
  });
});

describe("the team's payee book", () => {
  const NEW_IBAN = 'DE89370400440532013000';
  const runPaying = (iban: string) =>
    alice.submitRun(run({ EUR: '10.00' }), [
      { ...paymentsOf({ EUR: '10.00' })[0]!, fingerprint: `${iban}|10.00|EUR|${randomUUID()}`, iban },
    ]);

  it('the release refuses an auto-release under the threshold for a run paying a changed or new payee', async () => {
    expect((await admin.setReleaseThreshold('EUR', '1000.00')).ok).toBe(true);
    try {
      const known = await runPaying(KNOWN_IBAN);
      expect(known.ok && known.value.state).toBe('released');
      const changed = await runPaying(NEW_IBAN);
      expect(changed.ok && changed.value).toMatchObject({ state: 'awaiting_release', releaseRequired: true });
      // A modified client naming only the known IBAN for the run is refused at commit.
      const forged = await rawSql(
        'alice',
        `WITH r AS (INSERT INTO bulkpay.runs (file_name, file_sha256, paying_account, payment_count, totals, plan, plan_hash,
           state, release_required, prepared_by, prepared_at, bank_tpp, bank_customer, payee_ibans)
         VALUES ('f.csv', 'x', 'acc', 1, '{"EUR": "10.00"}', '{}', 'h', 'released', false, 'alice', now(), 't', 'c', $1)
         RETURNING id)
         INSERT INTO bulkpay.run_payments (run_id, line, fingerprint, payee, amount, currency, iban)
         SELECT id, 2, 'fp-forged', 'x', 10.00, 'EUR', $2 FROM r`,
        [[KNOWN_IBAN], NEW_IBAN],
      ).catch((e: { code: string }) => e.code);
      expect(forged).toBe('BP008');
    } finally {
      await admin.setReleaseThreshold('EUR', null);
    }
  });

  it('a run payment labelled with another IBAN than the account its fingerprint pays is refused at commit', async () => {
    const labelled = await rawSql(
      'alice',
      `WITH r AS (INSERT INTO bulkpay.runs (file_name, file_sha256, paying_account, payment_count, totals, plan, plan_hash,
         state, release_required, prepared_by, prepared_at, bank_tpp, bank_customer, payee_ibans)
       VALUES ('label.csv', 'x', 'acc', 1, '{"EUR": "10.00"}', '{}', 'h', 'released', false, 'alice', now(), 't', 'c', $1)
       RETURNING id)
       INSERT INTO bulkpay.run_payments (run_id, line, fingerprint, payee, amount, currency, iban)
       SELECT id, 2, $2, 'x', 10.00, 'EUR', $3 FROM r`,
      [[KNOWN_IBAN], `${NEW_IBAN}|10.00|EUR|invoice 7`, KNOWN_IBAN],
    ).then(
      () => 'ok',
      (e: { code: string }) => e.code,
    );
    expect(labelled).toBe('BP008');
  });

  it('a member writes no payment counts, dates or was_blocked: the book learns them from the history only', async () => {
    const asAlice = (sql: string, params: unknown[]) =>
      rawSql('alice', sql, params).then(
        () => 'ok',
        (e: { code: string }) => e.code,
      );
    const FORGED = 'GB29NWBK60161331926819';
    // An IBAN made "known and paid" by hand would let a run paying it skip the second person.
    expect(
      await asAlice(
        `INSERT INTO bulkpay.payee_book (payee_key, name, iban, trust, payment_count, last_paid_at)
         VALUES ($1, 'Mallory', $2, 'known', 5, now())`,
        [`iban:${FORGED}`, FORGED],
      ),
    ).toBe('42501');
    expect(await asAlice(`UPDATE bulkpay.payee_book SET was_blocked = false WHERE iban = $1`, [KNOWN_IBAN])).toBe(
      '42501',
    );
    expect(await asAlice(`UPDATE bulkpay.payee_book SET payment_count = 9 WHERE iban = $1`, [KNOWN_IBAN])).toBe(
      '42501',
    );
    // What a member may write (a payee known by name only, unpaid) does not make its IBAN known.
    expect(
      await asAlice(
        `INSERT INTO bulkpay.payee_book (payee_key, name, iban, trust) VALUES ($1, 'Mallory', $2, 'known')`,
        [`iban:${FORGED}`, FORGED],
      ),
    ).toBe('ok');
    const known = await rawSql('alice', 'SELECT bulkpay.payee_iban_known($1) AS known', [FORGED]);
    expect(known.rows[0]).toEqual({ known: false });
  });

  it('only approvers and admins trust, block or unblock, enforced by the database and written to the audit log', async () => {
    const trust = (user: string, iban: string) =>
      rawSql(
        user,
        `INSERT INTO bulkpay.payee_book (payee_key, name, iban, trust) VALUES ($1, '', $1, 'trusted')
        ON CONFLICT (payee_key, iban) DO UPDATE SET trust = 'trusted'`,
        [iban],
      ).then(
        () => 'ok',
        (e: { code: string }) => e.code,
      );
    expect(await trust('alice', 'NL91ABNA0417164300')).toBe('BP002');
    expect(await trust('vera', 'NL91ABNA0417164300')).toMatch(/BP002|42501/);
    expect(await trust('bob', 'NL91ABNA0417164300')).toBe('ok');
    const block = (user: string) =>
      rawSql(user, `UPDATE bulkpay.payee_book SET trust = 'blocked', note = 'fraud report' WHERE iban = $1`, [
        KNOWN_IBAN,
      ]).then(
        () => 'ok',
        (e: { code: string }) => e.code,
      );
    expect(await block('alice')).toBe('BP002');
    expect(await block('team_admin')).toBe('ok');
    expect(
      await rawSql('bob', `UPDATE bulkpay.payee_book SET trust = 'known' WHERE iban = $1`, [KNOWN_IBAN]).then(
        () => 'ok',
      ),
    ).toBe('ok');
    const audit = await rawSql(
      'team_admin',
      `SELECT db_user, action, detail->>'iban' AS iban FROM bulkpay.audit WHERE action LIKE 'payee_%' ORDER BY id`,
    );
    expect(audit.rows.slice(-3)).toEqual([
      { db_user: 'bob', action: 'payee_trusted', iban: 'NL91ABNA0417164300' },
      { db_user: 'team_admin', action: 'payee_blocked', iban: KNOWN_IBAN },
      { db_user: 'bob', action: 'payee_unblocked', iban: KNOWN_IBAN },
    ]);
    // Blocked, then unblocked: a run paying it always needs a second person again.
    expect((await admin.setReleaseThreshold('EUR', '1000.00')).ok).toBe(true);
    try {
      const after = await runPaying(KNOWN_IBAN);
      expect(after.ok && after.value.state).toBe('awaiting_release');
    } finally {
      await admin.setReleaseThreshold('EUR', null);
      await trust('bob', KNOWN_IBAN);
    }
  });
});

describe('the team-wide duplicate check', () => {
  // The payment's IBAN is its fingerprint's account (the database checks it, BP008).
  const payment = (line: number, fingerprint: string) => ({
    line,
    fingerprint: fingerprint.includes('|') ? fingerprint : `${KNOWN_IBAN}|${fingerprint}`,
    payee: 'Jürgen Müller',
    amount: '1250.50',
    currency: 'EUR',
    iban: fingerprint.includes('|') ? fingerprint.split('|')[0]! : KNOWN_IBAN,
  });

  it('finds a payment another member prepared, but not one in a returned run', async () => {
    const fp = `DE89370400440532013000|1250.50|EUR|invoice ${Date.now()}`;
    const kept = await alice.submitRun(run(), [payment(2, fp)]);
    if (!kept.ok) throw new Error(kept.error.message);
    const found = await bob.findTeamDuplicates([fp, 'other'], 30);
    expect(found.ok && [...found.value.entries()]).toEqual([
      [fp, expect.objectContaining({ runId: kept.value.id, preparedBy: 'alice', state: 'awaiting_release' })],
    ]);
    await bob.returnRun(kept.value.id, 'wrong month');
    const afterReturn = await bob.findTeamDuplicates([fp], 30);
    expect(afterReturn.ok && afterReturn.value.size).toBe(0);
  });

  it("keeps a run's payments as submitted: nobody adds to or changes them later", async () => {
    const prepared = await alice.submitRun(run(), [payment(2, 'fp-a')]);
    if (!prepared.ok) throw new Error(prepared.error.message);
    const insert = `INSERT INTO bulkpay.run_payments (run_id, line, fingerprint, payee, amount, currency)
                    VALUES ($1, 3, 'fp-b', 'x', 1, 'EUR')`;
    expect(await rawSql('alice', insert, [prepared.value.id]).catch((e) => e.code)).toBe('BP003');
    expect(
      await rawSql('team_admin', `UPDATE bulkpay.run_payments SET amount = 1 WHERE run_id = $1`, [
        prepared.value.id,
      ]).catch((e) => e.code),
    ).toBe('BP003');
  });
});

describe('team connection settings', () => {
  it('records the bank identity a run belongs to, and nobody changes it afterwards', async () => {
    const prepared = await alice.submitRun(
      { ...run(), bankTpp: 'tpp-client-1', bankCustomer: 'psu-42' },
      paymentsOf({ EUR: '1250.50' }),
    );
    if (!prepared.ok) throw new Error(prepared.error.message);
    expect(prepared.value).toMatchObject({ bankTpp: 'tpp-client-1', bankCustomer: 'psu-42' });
    await rawSql(
      'bob',
      `UPDATE bulkpay.runs SET state = 'released', bank_tpp = 'other', bank_customer = 'x' WHERE id = $1`,
      [prepared.value.id],
    );
    const after = await bob.run(prepared.value.id);
    expect(after.ok && after.value).toMatchObject({
      state: 'released',
      bankTpp: 'tpp-client-1',
      bankCustomer: 'psu-42',
    });
  });

  it('refuses a run without a bank identity, and a claim to send it as another TPP or customer', async () => {
    const missing = await alice.submitRun({ ...run(), bankTpp: null }, paymentsOf({ EUR: '1250.50' }));
    expect(missing.ok).toBe(false);
    const prepared = await submit(alice);
    if (!prepared.ok) throw new Error(prepared.error.message);
    expect((await bob.release(prepared.value.id)).ok).toBe(true);
    const otherTpp = await bob.claimSend(prepared.value.id, 'desk-b', { tpp: 'other-tpp', customer: TPP.customer });
    expect(!otherTpp.ok && otherTpp.error.code).toBe('team_claim_other_bank_identity');
    const claimed = await alice.claimSend(prepared.value.id, 'desk-a', TPP);
    expect(claimed.ok && claimed.value.claimed).toBe(true);
    // By direct SQL, a takeover (lease run out) claiming another customer is refused too.
    await cluster.admin(async (c) => {
      await c.query('SET session_replication_role = replica');
      await c.query(`UPDATE bulkpay.runs SET claimed_at = claimed_at - interval '15 minutes' WHERE id = $1`, [
        prepared.value.id,
      ]);
    });
    await expect(
      rawSql(
        'bob',
        `UPDATE bulkpay.runs SET state = 'sending', claimed_host = 'desk-b', claimed_tpp = $2, claimed_customer = 'mallory'
         WHERE id = $1`,
        [prepared.value.id, TPP.tpp],
      ),
    ).rejects.toMatchObject({ code: 'BP005' });
    const takeover = await bob.claimSend(prepared.value.id, 'desk-b', TPP);
    expect(takeover.ok && takeover.value.claimed && takeover.value.run.claimedBy).toBe('bob');
  });

  it('schema 9: only the claim holder beats; a takeover waits for its heartbeat to run out, on the database clock', async () => {
    const prepared = await submit(alice);
    if (!prepared.ok) throw new Error(prepared.error.message);
    const id = prepared.value.id;
    expect((await bob.release(id)).ok).toBe(true);
    const claimed = await alice.claimSend(id, 'desk-a', TPP, 1_000);
    expect(claimed.ok && claimed.value.claimed).toBe(true);
    // Nobody else keeps alice's claim alive, through the function or the table.
    expect(
      (await rawSql('bob', 'SELECT bulkpay.sender_heartbeat($1, $2, 600000) AS alive', [id, 'desk-a'])).rows,
    ).toEqual([{ alive: false }]);
    await expect(
      rawSql('bob', `UPDATE bulkpay.run_senders SET alive_until = 'infinity' WHERE run_id = $1`, [id]),
    ).rejects.toMatchObject({ code: '42501' });
    const early = await bob.claimSend(id, 'desk-b', TPP);
    expect(early.ok && early.value).toMatchObject({ claimed: false, by: 'alice', host: 'desk-a' });
    // Alice's desktop stops beating: once its beat has run out on the server's clock, bob may claim.
    for (;;) {
      const lease = await bob.claimLease(id);
      if (!lease.ok) throw new Error(lease.error.message);
      if (lease.value.expired) break;
      expect(lease.value.secondsLeft).toBeLessThanOrEqual(1);
    }
    const takeover = await bob.claimSend(id, 'desk-b', TPP);
    expect(takeover.ok && takeover.value.claimed && takeover.value.run.claimedBy).toBe('bob');
    // Alice's desktop, back, no longer holds the claim: its beat says so, and it stops.
    const back = await alice.senderHeartbeat(id, 'desk-a');
    expect(back.ok && back.value).toBe(false);
  });

  it('schema 13: "last confirmed" is the sender\'s last beat, not its claim (the claim is renewed only between bulks)', async () => {
    const prepared = await submit(alice);
    if (!prepared.ok) throw new Error(prepared.error.message);
    const id = prepared.value.id;
    expect((await bob.release(id)).ok).toBe(true);
    expect((await alice.claimSend(id, 'desk-a', TPP)).ok).toBe(true);
    const claimedAt = (await rawSql('bob', 'SELECT claimed_at FROM bulkpay.runs WHERE id = $1', [id])).rows[0]
      .claimed_at as Date;
    const atClaim = await bob.claimLease(id);
    expect(atClaim.ok && atClaim.value).toMatchObject({
      claimedAt: claimedAt.toISOString(),
      confirmedAt: claimedAt.toISOString(),
    });
    const lane = keepSenderAlive(alice, id, 'desk-a', 2_000);
    try {
      for (;;) {
        const { rows } = await rawSql('bob', 'SELECT beat_at FROM bulkpay.run_senders WHERE run_id = $1', [id]);
        const beatAt = rows[0]?.beat_at as Date | null | undefined;
        // The claim itself beats once; wait for a beat of the running heartbeat.
        if (!beatAt || beatAt.getTime() <= claimedAt.getTime()) {
          await sleep(100);
          continue;
        }
        const lease = await bob.claimLease(id);
        // The claim time stays the claim's (the lapsed notice's ten minutes count from it); the beat is apart.
        expect(lease.ok && lease.value).toMatchObject({
          claimedAt: claimedAt.toISOString(),
          confirmedAt: beatAt.toISOString(),
          lapsesWith: 'heartbeat',
          expired: false,
        });
        break;
      }
    } finally {
      lane.stop();
    }
  });

  it('applies every migration not recorded in the database, even one numbered below the newest applied', async () => {
    // A database where version 4 was installed before version 3 existed (version 3 landed later;
    // version 5 needs version 3's tables, so it lands with it).
    await cluster.admin((c) => c.query('CREATE DATABASE landed_later OWNER team_admin'));
    const url = cluster.url('team_admin', PASSWORD, 'landed_later');
    const config = teamConnectionConfig(url);
    if (!config.ok) throw new Error(config.error.message);
    // Only what existed then: versions after 4 came later still (6 needs 3's tables).
    const without3 = TEAM_MIGRATIONS.filter((m) => m.version !== 3 && m.version <= 4);
    const early = await TeamStore.connect(config.value, undefined, without3);
    if (!early.ok) throw new Error(early.error.message);
    stores.push(early.value);
    expect(await early.value.migrate()).toEqual({ ok: true, value: without3.map((m) => m.version) });
    const later = await TeamStore.connect(config.value, undefined, TEAM_MIGRATIONS);
    if (!later.ok) throw new Error(later.error.message);
    stores.push(later.value);
    const due = await later.value.status();
    expect(due.ok && due.value).toMatchObject({ schemaVersion: 2, appSchemaVersion: LATEST });
    expect(await later.value.migrate()).toEqual({
      ok: true,
      value: TEAM_MIGRATIONS.filter((m) => !without3.includes(m)).map((m) => m.version),
    });
    const done = await later.value.status();
    expect(done.ok && done.value).toMatchObject({ schemaVersion: LATEST, appSchemaVersion: LATEST });
    expect(await later.value.migrate()).toEqual({ ok: true, value: [] });
    const recorded = await rawSql(
      'team_admin',
      'SELECT version FROM bulkpay.schema_version ORDER BY version',
      [],
      'landed_later',
    );
    expect(recorded.rows.map((r) => r.version)).toEqual(TEAM_MIGRATIONS.map((m) => m.version));
  });

  it('a login without the privilege to install the schema is told what its IT admin must grant', async () => {
    const config = teamConnectionConfig(cluster.url('mallory', PASSWORD));
    if (!config.ok) throw new Error(config.error.message);
    const store = await TeamStore.connect(config.value, undefined, [
      ...TEAM_MIGRATIONS,
      { version: 99, name: 'more', sql: 'CREATE TABLE bulkpay.more (x int)' },
    ]);
    if (!store.ok) throw new Error(store.error.message);
    stores.push(store.value);
    const refused = await store.value.migrate();
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'team_install_privilege',
      params: { user: 'mallory', host: '127.0.0.1' },
    });
    expect(!refused.ok && refused.error.message).toMatch(/needs CREATEROLE and CREATE on database/);
    expect(!refused.ok && refused.error.message).not.toMatch(/Bulkpay admin to change your role/);
  });

  it('a store still opening when the desktop switches team databases is closed, never kept', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bulkpay-team-race-'));
    await createLogin(cluster, 'racer', PASSWORD);
    saveTeamSettings(dataDir, { url: cluster.url('racer', PASSWORD) });
    // The old address's password is slow to come out of the keychain: the switch finishes first.
    let unblock = () => {};
    const slow = new Promise<void>((resolve) => (unblock = resolve));
    const keychain = {
      get: async () => (await slow, ok(null)),
      set: async () => ok(undefined),
      remove: async () => ok(undefined),
    } as unknown as Keychain;
    const service = new TeamService({ dataDir, keychain, env: { PGPASSWORD: PASSWORD } });
    const connections = async () => {
      let n = -1;
      await cluster.admin(async (c) => {
        n = Number((await c.query(`SELECT count(*) AS n FROM pg_stat_activity WHERE usename = 'racer'`)).rows[0].n);
      });
      return n;
    };
    const opening = service.store();
    const switched = await service.connect(cluster.url('team_admin', PASSWORD), null, false);
    expect(switched.ok && switched.value.status?.user).toBe('team_admin');
    unblock();
    const lost = await opening;
    expect(!lost.ok && lost.error.code).toBe('team_connection_changed');
    await expect.poll(connections).toBe(0); // the old address's pool is closed, not leaked
    const kept = await service.store();
    expect(kept.ok && (await kept.value.status())).toMatchObject({ ok: true, value: { user: 'team_admin' } });
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('team mode is sticky: only a Bulkpay admin leaves it, and solo sends stay refused until then', async () => {
    const keychain = {
      get: async () => ok(null),
      set: async () => ok(undefined),
      remove: async () => ok(undefined),
    } as unknown as Keychain;
    const dataDir = mkdtempSync(join(tmpdir(), 'bulkpay-team-leave-'));
    const service = new TeamService({ dataDir, keychain, env: { PGPASSWORD: PASSWORD } });
    const guard = soloSendGuard(dataDir, {});
    try {
      expect((await guard()).ok).toBe(true);
      const joined = await service.connect(cluster.url('alice', PASSWORD), null, false);
      expect(joined.ok).toBe(true);
      expect(await guard()).toMatchObject({ ok: false, error: { code: 'team_send_needs_release' } });
      const refused = await service.disconnect();
      expect(!refused.ok && refused.error).toMatchObject({
        code: 'team_leave_needs_admin',
        params: { user: 'alice', role: 'preparer' },
      });
      expect(isTeamBound(dataDir, {})).toBe(true);
      // Deleting team.json by hand does not switch the guard off either.
      rmSync(join(dataDir, 'team.json'));
      expect(await guard()).toMatchObject({ ok: false, error: { code: 'team_send_needs_release' } });
      // An admin signs in on this computer and leaves.
      expect((await service.connect(cluster.url('team_admin', PASSWORD), null, false)).ok).toBe(true);
      const left = await service.disconnect();
      expect(left.ok && left.value.configured).toBe(false);
      expect(isTeamBound(dataDir, {})).toBe(false);
      expect((await guard()).ok).toBe(true);
    } finally {
      await service.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("words every refusal itself: PostgreSQL's own text is logged, never shown", async () => {
    const logged: Record<string, unknown>[] = [];
    const log = (raw: Record<string, unknown>) => logged.push(raw);
    const connectAs = async (url: string) => {
      const config = teamConnectionConfig(url);
      if (!config.ok) throw new Error(config.error.message);
      return TeamStore.connect(config.value, log);
    };
    const badPassword = await connectAs(cluster.url('alice', 'wrong-password'));
    expect(!badPassword.ok && badPassword.error).toMatchObject({
      code: 'team_auth_failed',
      params: { user: 'alice', host: '127.0.0.1' },
    });
    const noDatabase = await connectAs(cluster.url('alice', PASSWORD, 'no_such_db'));
    expect(!noDatabase.ok && noDatabase.error).toMatchObject({
      code: 'team_database_missing',
      params: { database: 'no_such_db' },
    });
    const closed = await connectAs(`postgresql://alice:${PASSWORD}@127.0.0.1:1/postgres`);
    expect(!closed.ok && closed.error).toMatchObject({ code: 'team_unreachable', params: { host: '127.0.0.1' } });
    const aliceLogged = await connectAs(cluster.url('alice', PASSWORD));
    if (!aliceLogged.ok) throw new Error(aliceLogged.error.message);
    stores.push(aliceLogged.value);
    const own = await submit(alice);
    if (!own.ok) throw new Error(own.error.message);
    const refused = await aliceLogged.value.release(own.value.id);
    expect(!refused.ok && refused.error).toMatchObject({ code: 'not_allowed_for_role', params: { user: 'alice' } });
    const raws = [badPassword, noDatabase, closed, refused].map((r) => (!r.ok ? r.error.message : ''));
    // PostgreSQL's sentences ("password authentication failed", "may not release") only in the log.
    for (const message of raws)
      expect(message).not.toMatch(/authentication failed|does not exist|ECONNREFUSED|may not release/);
    expect(JSON.stringify(logged)).toMatch(/password authentication failed/);
    expect(JSON.stringify(logged)).toMatch(/may not release or return runs/);
  });

  it('requires TLS with a verified certificate except on this machine', () => {
    const remote = teamConnectionConfig('postgresql://alice@db.example.com/bulkpay');
    expect(remote.ok && remote.value.ssl).toEqual({ rejectUnauthorized: true });
    const disabled = teamConnectionConfig('postgresql://alice@db.example.com/bulkpay?sslmode=disable');
    expect(!disabled.ok && disabled.error.code).toBe('team_tls_required');
    const local = teamConnectionConfig('postgresql://alice:pw@127.0.0.1:5433/bulkpay');
    expect(local.ok && local.value).toMatchObject({
      ssl: false,
      port: 5433,
      user: 'alice',
      password: 'pw',
      database: 'bulkpay',
    });
    expect(teamConnectionConfig('mysql://x@y/z').ok).toBe(false);
  });
});
