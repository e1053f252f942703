// The team history's rules on PostgreSQL against a member who bypasses Bulkpay (direct SQL as a
// preparer or a viewer): outcomes only move forward and are logged with the database user,
// payments come only with their bulk, db_user is the server's, leases are changed only by their
// holder, and a desktop whose lease lapsed cannot overwrite what the one that took over wrote.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryReader } from '../../../../../src-main/adapters/sqlite/history-reader';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';
import { TrackingLeases } from '../../../../../src-main/adapters/postgres/bulk-lease';
import { copyLocalHistoryToTeam } from '../../../../../src-main/adapters/postgres/import-history';
import { TeamStore, teamConnectionConfig } from '../../../../../src-main/adapters/postgres/team-store';
import { bulk, openTempDatabase, payment, processedStatus } from '../../../../unit/harness/history-fixtures';
import { paymentSearchSchema } from '../../../../../src-shared/ipc/channels/history';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { openStoreAs } from '../../../harness/store-login';
import { refusalCode as outcome } from '../../../harness/sql-refusal';
import { endTeamTest } from '../../../harness/team-teardown';

const PASSWORD = 'guards-test-password';
let cluster: PgCluster;
const stores: TeamStore[] = [];
const raw: pg.Client[] = [];
const pools: pg.Pool[] = [];
let alice: TeamStore;
let bob: TeamStore;

const storeAs = (user: string): Promise<TeamStore> => openStoreAs(cluster, user, PASSWORD, stores);

/** A raw connection as `user`: what a modified client could send, bypassing Bulkpay. */
async function sqlAs(user: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: cluster.url(user, PASSWORD) });
  await client.connect();
  raw.push(client);
  return client;
}

/** The lease table as `user` sees it through Bulkpay's TrackingLeases. */
function leasesAs(user: string): TrackingLeases {
  const pool = new pg.Pool({ connectionString: cluster.url(user, PASSWORD), max: 1 });
  pools.push(pool);
  return new TrackingLeases(pool);
}

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['alice', 'bob', 'mallory', 'vera']);
  const admin = await storeAs('team_admin');
  expect((await admin.migrate()).ok).toBe(true);
  for (const [user, role] of [
    ['alice', 'preparer'],
    ['bob', 'approver'],
    ['mallory', 'preparer'],
    ['vera', 'viewer'],
  ] as const)
    expect((await admin.setRole(user, role)).ok).toBe(true);
  alice = await storeAs('alice');
  bob = await storeAs('bob');
}, 60_000);

afterAll(() => endTeamTest({ connections: [...raw, ...pools], stores, cluster }));

const payments = [payment({ amount: '10.00' }), payment({ amount: '20.00', line: 3 })];

/** A bulk alice sent and the bank accepted. */
async function acceptedBulk(bankId: string): Promise<string> {
  const id = await alice.history().recordBulk(bulk(payments, { idempotencyKey: `key-${bankId}` }));
  await alice.history().markAccepted(id, { bankBulkId: bankId, statusUrl: `https://bank.test/${bankId}` });
  return id;
}

describe('team history outcomes (direct SQL as another preparer)', () => {
  it('never moves a sent bulk or payment backwards, nor rewrites its key, bank id or URL', async () => {
    const id = await acceptedBulk('bank-sent-1');
    await alice.history().applyStatus(id, processedStatus('bank-sent-1', payments, ['paid', 'paid']));
    const mallory = await sqlAs('mallory');
    for (const sql of [
      `UPDATE bulkpay.history_payments SET state = 'not_sent' WHERE bulk_id = $1`,
      `UPDATE bulkpay.history_payments SET bank_payment_uuid = 'forged' WHERE bulk_id = $1`,
      `UPDATE bulkpay.history_bulks SET state = 'not_sent' WHERE id = $1`,
      `UPDATE bulkpay.history_bulks SET processed = false, state = 'pending_approval' WHERE id = $1`,
      `UPDATE bulkpay.history_bulks SET idempotency_key = 'other-key' WHERE id = $1`,
      `UPDATE bulkpay.history_bulks SET idempotency_key = NULL WHERE id = $1`,
      `UPDATE bulkpay.history_bulks SET bank_bulk_id = 'other' WHERE id = $1`,
      `UPDATE bulkpay.history_bulks SET status_url = 'https://evil.test' WHERE id = $1`,
    ])
      expect({ sql, code: await outcome(mallory.query(sql, [id])) }).toEqual({ sql, code: 'BP003' });
    const after = await alice.history().getBulk(id);
    expect(after).toMatchObject({ state: 'approved', processed: true, bankBulkId: 'bank-sent-1' });
    expect((await alice.history().bulkPayments(id)).map((r) => r.state)).toEqual(['paid', 'paid']);
  });

  it('a desktop settling a bulk as not accepted leaves the final outcome another desktop wrote', async () => {
    const id = await acceptedBulk('bank-settled-1');
    expect(await leasesAs('bob').acquire(id, 'bob@b', 60_000)).toBe(true);
    await bob.history().applyStatus(id, processedStatus('bank-settled-1', payments, ['paid', 'paid']), {
      holder: 'bob@b',
    });
    await alice.history().markNotAccepted(id, 'no answer from the bank', {}, 'not_sent');
    expect(await alice.history().getBulk(id)).toMatchObject({ state: 'approved', processed: true });
    expect((await alice.history().bulkPayments(id)).map((p) => p.state)).toEqual(['paid', 'paid']);
  });

  it('adds payments only in the transaction that inserted their bulk, within its count', async () => {
    const id = await acceptedBulk('bank-insert-1');
    const mallory = await sqlAs('mallory');
    const insert = (bulkId: string, position: number) =>
      mallory.query(
        `INSERT INTO bulkpay.history_payments (bulk_id, position, amount, amount_milli, currency, payee_name,
           account_identifier, account_identifier_type, method, created_at, updated_at)
         VALUES ($1, $2, '999.00', 999000, 'EUR', 'Mallory', 'FI2112345600000785', 'iban', 'sepa', now(), now())`,
        [bulkId, position],
      );
    expect(await outcome(insert(id, 2))).toBe('BP003');
    // Her own new bulk: payments with it, but none beyond its count.
    await mallory.query('BEGIN');
    await mallory.query(
      `INSERT INTO bulkpay.history_bulks (id, payment_account, state, total_count, total_amount, currency_totals,
         created_by, created_at, updated_at) VALUES ('mallory-1', 'acc', 'sending', 1, '999.00', '{}', 'm', now(), now())`,
    );
    expect(await outcome(insert('mallory-1', 0))).toBe('ok');
    expect(await outcome(insert('mallory-1', 1))).toBe('BP003');
    await mallory.query('ROLLBACK');
    expect((await alice.history().getBulk(id))?.totalCount).toBe(2);
  });

  it('logs every outcome change with the database user who made it', async () => {
    const id = await acceptedBulk('bank-log-1');
    expect(await leasesAs('bob').acquire(id, 'bob@b', 60_000)).toBe(true);
    await bob.history().applyStatus(id, processedStatus('bank-log-1', payments, ['paid', 'notenoughbalance']), {
      holder: 'bob@b',
    });
    const { rows } = await (
      await sqlAs('vera')
    ).query<{ object_type: string; position: number | null; db_user: string; new: { state: string } }>(
      `SELECT object_type, position, db_user, new FROM bulkpay.history_outcomes WHERE object_id = $1 ORDER BY id`,
      [id],
    );
    expect(rows.map((r) => [r.object_type, r.position, r.db_user, r.new.state])).toEqual([
      ['bulk', null, 'alice', 'pending_approval'],
      ['bulk', null, 'bob', 'approved'],
      ['payment', 0, 'bob', 'paid'],
      ['payment', 1, 'bob', 'notenoughbalance'],
    ]);
    const mallory = await sqlAs('mallory');
    expect(await outcome(mallory.query('DELETE FROM bulkpay.history_outcomes'))).not.toBe('ok');
    expect(await outcome(mallory.query(`UPDATE bulkpay.history_outcomes SET db_user = 'x'`))).not.toBe('ok');
  });
});

describe("a bulk's outcome is written only by its sender or the holder of its lease", () => {
  it('another member cannot write it, by direct SQL or through Bulkpay; the lease holder can', async () => {
    // Alice sent it; it waits for the customer's approval.
    const id = await acceptedBulk('bank-owner-1');
    const mallory = await sqlAs('mallory');
    const forged = [
      `UPDATE bulkpay.history_bulks SET state = 'approved', processed = true, finished_at = now() WHERE id = $1`,
      `UPDATE bulkpay.history_bulks SET pending_seen_at = now() WHERE id = $1`,
      `UPDATE bulkpay.history_payments SET state = 'paid', booking_date = '2026-11-22' WHERE bulk_id = $1`,
      `INSERT INTO bulkpay.history_snapshots (bulk_id, observed_at, status, processed, record)
       VALUES ($1, now(), 'approved', true, '{}')`,
    ];
    for (const sql of forged)
      expect({ sql, code: await outcome(mallory.query(sql, [id])) }).toEqual({ sql, code: 'BP007' });
    const approved = processedStatus('bank-owner-1', payments, ['paid', 'paid']);
    const malloryStore = await storeAs('mallory');
    expect(await outcome(malloryStore.history().applyStatus(id, approved))).toBe('BP007');
    expect(await alice.history().getBulk(id)).toMatchObject({ state: 'pending_approval', processed: false });

    // Bob follows it under the lease: he writes the bank's real answer, and nobody else meanwhile.
    expect(await leasesAs('bob').acquire(id, 'bob@b', 60_000)).toBe(true);
    expect(await outcome(mallory.query(forged[0]!, [id]))).toBe('BP007');
    const rejected = { ...processedStatus('bank-owner-1', payments, ['rejected', 'rejected']), status: 'rejected' };
    expect(await bob.history().applyStatus(id, rejected, { holder: 'bob@b' })).toBe(true);
    expect(await alice.history().getBulk(id)).toMatchObject({ state: 'rejected', processed: true });
    expect((await alice.history().bulkPayments(id)).map((p) => p.state)).toEqual(['rejected', 'rejected']);
  });

  it('the member now sending a team run (a takeover) records the bulks the first sender recorded', async () => {
    // What a takeover writes: the run's bulk, recorded under one of the run's keys by its first sender.
    const key = 'run-key-takeover-1';
    const id = await alice.history().recordBulk(bulk(payments, { idempotencyKey: key }));
    const mallory = await sqlAs('mallory');
    const accept = `UPDATE bulkpay.history_bulks SET bank_bulk_id = 'bank-takeover-1', state = 'pending_approval'
      WHERE id = $1`;
    expect(await outcome(mallory.query(accept, [id]))).toBe('BP007');
    // Bob released and now sends the run whose plan carries that key (alice prepared it).
    const identity = { tpp: 'tpp-client', customer: 'customer-1' };
    const prepared = await alice.submitRun(
      {
        fileName: 'payroll.csv',
        fileSha256: 'a'.repeat(64),
        payingAccount: 'FI2112345600000785',
        paymentCount: 1,
        totals: { EUR: '30.00' },
        plan: { idempotencyKeys: [key] },
        planHash: 'plan-hash',
        warningsAcknowledged: [],
        bankTpp: identity.tpp,
        bankCustomer: identity.customer,
      },
      [
        {
          line: 2,
          fingerprint: `NL91ABNA0417164300|30.00|EUR|${key}`,
          payee: 'Payee',
          amount: '30.00',
          currency: 'EUR',
          iban: 'NL91ABNA0417164300',
        },
      ],
    );
    if (!prepared.ok) throw new Error(prepared.error.message);
    expect((await bob.release(prepared.value.id)).ok).toBe(true);
    const claim = await bob.claimSend(prepared.value.id, 'desk-b', identity);
    expect(claim.ok && claim.value.claimed).toBe(true);
    expect(await outcome((await sqlAs('bob')).query(accept, [id]))).toBe('ok');
    expect(
      await outcome(mallory.query(`UPDATE bulkpay.history_bulks SET state = 'approved' WHERE id = $1`, [id])),
    ).toBe('BP007');
  });
});

describe('history files, snapshots and leases', () => {
  it('a viewer cannot write history_files, and db_user is always the writer', async () => {
    const vera = await sqlAs('vera');
    const file = `INSERT INTO bulkpay.history_files (id, name, sha256, encoding, row_count, imported_by, imported_at, db_user)
      VALUES ($1, 'x.csv', 'ab', 'utf-8', 1, 'x', now(), 'bob')`;
    expect(await outcome(vera.query(file, ['vera-file']))).toBe('BP002');
    const mallory = await sqlAs('mallory');
    await mallory.query(file, ['mallory-file']);
    const id = await acceptedBulk('bank-dbuser-1');
    await mallory.query(
      `INSERT INTO bulkpay.bulk_tracking (bulk_id, holder, lease_until, db_user) VALUES ($1, 'm', now() + interval '1 hour', 'bob')`,
      [id],
    );
    // Holding the lease, she may record a status seen at the bank.
    await mallory.query(
      `INSERT INTO bulkpay.history_snapshots (bulk_id, observed_at, status, processed, record, db_user)
       VALUES ($1, now(), 'processing', false, '{}', 'bob')`,
      [id],
    );
    const users = await mallory.query<{ t: string; db_user: string }>(
      `SELECT 'file' AS t, db_user FROM bulkpay.history_files WHERE id = 'mallory-file'
       UNION ALL SELECT 'snapshot', db_user FROM bulkpay.history_snapshots WHERE bulk_id = $1
       UNION ALL SELECT 'lease', db_user FROM bulkpay.bulk_tracking WHERE bulk_id = $1`,
      [id],
    );
    expect(users.rows).toEqual([
      { t: 'file', db_user: 'mallory' },
      { t: 'snapshot', db_user: 'mallory' },
      { t: 'lease', db_user: 'mallory' },
    ]);
  });

  it("nobody deletes a lease or changes another member's running lease; its holder releases it", async () => {
    const id = await acceptedBulk('bank-lease-1');
    const leases = leasesAs('alice');
    expect(await leases.acquire(id, 'alice@a', 60_000)).toBe(true);
    const mallory = await sqlAs('mallory');
    expect(await outcome(mallory.query('DELETE FROM bulkpay.bulk_tracking WHERE bulk_id = $1', [id]))).not.toBe('ok');
    expect(
      await outcome(mallory.query(`UPDATE bulkpay.bulk_tracking SET lease_until = now() WHERE bulk_id = $1`, [id])),
    ).toBe('BP003');
    expect((await leases.holder(id))?.holder).toBe('alice@a');
    await leases.release(id, 'alice@a');
    expect(await leases.holder(id)).toBeUndefined();
    const bobLeases = leasesAs('bob');
    expect(await bobLeases.acquire(id, 'bob@b', 60_000)).toBe(true);
  });

  it('a desktop whose lease lapsed cannot write: the bulk stays as the one that took over left it', async () => {
    const id = await acceptedBulk('bank-late-1');
    const aliceLeases = leasesAs('alice');
    const bobLeases = leasesAs('bob');
    // A holds the lease and fetches "pending approval" from the bank… then stalls past its lease.
    expect(await aliceLeases.acquire(id, 'alice@a', 200)).toBe(true);
    const pending = { ...processedStatus('bank-late-1', payments, []), status: 'processing', processed: false };
    pending.payments = [];
    pending.not_sent_count = null as unknown as number;
    await sleep(400);
    expect(await bobLeases.acquire(id, 'bob@b', 60_000)).toBe(true);
    const approved = processedStatus('bank-late-1', payments, ['paid', 'paid']);
    expect(await bob.history().applyStatus(id, approved, { holder: 'bob@b' })).toBe(true);
    expect(await alice.history().applyStatus(id, pending, { holder: 'alice@a' })).toBe(false);
    // Without the lease check too, a final bulk is never reopened.
    expect(await alice.history().applyStatus(id, pending)).toBe(false);
    expect(await alice.history().getBulk(id)).toMatchObject({ state: 'approved', processed: true });
  });
});

describe('team import-history', () => {
  it("moves a copy only forward: a fast clock's stale pending copy never undoes the team's final state", async () => {
    const { db } = openTempDatabase();
    // This desktop's clock runs years ahead: its rows look newer than anything the team wrote.
    const desktop = new HistoryStore(db, () => new Date('2030-01-01T00:00:00Z'));
    const id = desktop.recordBulk(bulk(payments, { idempotencyKey: 'key-fast-clock' }));
    desktop.markAccepted(id, { bankBulkId: 'bank-fast-1', statusUrl: 'https://bank.test/bank-fast-1' });
    const pool = new pg.Pool({ connectionString: cluster.url('alice', PASSWORD), max: 1 });
    pools.push(pool);
    const first = await copyLocalHistoryToTeam(new HistoryReader(db), pool, { desktop: 'alice@fast' });
    expect(first.find((c) => c.table === 'payments')).toMatchObject({ copied: 2, inTeam: 2 });
    // The team follows the bulk to its end; then the desktop (still pending) copies again.
    expect(await leasesAs('bob').acquire(id, 'bob@b', 60_000)).toBe(true);
    await bob.history().applyStatus(id, processedStatus('bank-fast-1', payments, ['paid', 'notenoughbalance']), {
      holder: 'bob@b',
    });
    desktop.markUnknown(id, 'still waiting');
    const again = await copyLocalHistoryToTeam(new HistoryReader(db), pool, { desktop: 'alice@fast' });
    expect(again.find((c) => c.table === 'bulks')).toMatchObject({ copied: 0, inTeam: 1 });
    expect(await alice.history().getBulk(id)).toMatchObject({ state: 'approved', processed: true });
    expect((await alice.history().bulkPayments(id)).map((p) => p.state)).toEqual(['paid', 'notenoughbalance']);
  });

  it('counts a payment as in the team only when its content matches, not just its key', async () => {
    const { db } = openTempDatabase();
    const desktop = new HistoryStore(db);
    const id = desktop.recordBulk(bulk(payments));
    const pool = new pg.Pool({ connectionString: cluster.url('alice', PASSWORD), max: 1 });
    pools.push(pool);
    // Another desktop put a bulk under the same id with other amounts first.
    const mallory = await sqlAs('mallory');
    await mallory.query('BEGIN');
    await mallory.query(
      `INSERT INTO bulkpay.history_bulks (id, payment_account, state, total_count, total_amount, currency_totals,
         created_by, created_at, updated_at) VALUES ($1, 'acc', 'sending', 2, '999.00', '{}', 'm', now(), now())`,
      [id],
    );
    for (const position of [0, 1])
      await mallory.query(
        `INSERT INTO bulkpay.history_payments (bulk_id, position, amount, amount_milli, currency, payee_name,
           account_identifier, account_identifier_type, method, created_at, updated_at)
         VALUES ($1, $2, '499.50', 499500, 'EUR', 'Mallory', 'FI2112345600000785', 'iban', 'sepa', now(), now())`,
        [id, position],
      );
    await mallory.query('COMMIT');
    const counts = await copyLocalHistoryToTeam(new HistoryReader(db), pool, { desktop: 'alice@here' });
    expect(counts.find((c) => c.table === 'bulks')).toMatchObject({ local: 1, inTeam: 0 });
    expect(counts.find((c) => c.table === 'payments')).toMatchObject({ local: 2, inTeam: 0 });
  });
});

describe('team import-history at scale', () => {
  it('adds the payments a batch per statement, firing the same rules, and a second run adds none', async () => {
    const { db } = openTempDatabase();
    const desktop = new HistoryStore(db);
    const many = Array.from({ length: 12 }, (_, i) => payment({ payeeName: `Payee ${i}`, amount: `${i + 1}.00` }));
    const id = desktop.recordBulk(bulk(many, { idempotencyKey: 'key-batches' }));
    desktop.markAccepted(id, { bankBulkId: 'bank-batches', statusUrl: 'https://bank.test/bank-batches' });
    const pool = new pg.Pool({ connectionString: cluster.url('alice', PASSWORD), max: 1 });
    pools.push(pool);
    // Counts the statements that write payments, as the server receives them.
    const inserts: string[] = [];
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        if (typeof args[0] === 'string' && /INSERT INTO bulkpay\.history_payments/.test(args[0])) inserts.push(args[0]);
        return query(...args);
      };
    });
    const first = await copyLocalHistoryToTeam(new HistoryReader(db), pool, { desktop: 'alice@batches', batch: 5 });
    expect(first.find((c) => c.table === 'payments')).toMatchObject({ local: 12, copied: 12, inTeam: 12 });
    expect(inserts).toHaveLength(3);
    // The same rules as a payment recorded one by one: the search text, the outcome moving forward only.
    const found = await alice.history().searchPayments(paymentSearchSchema.parse({ payee: 'payee 11' }));
    expect(found.rows.map((r) => r.amount)).toEqual(['12.00']);
    desktop.applyStatus(
      id,
      processedStatus(
        'bank-batches',
        many,
        many.map(() => 'paid'),
      ),
    );
    const again = await copyLocalHistoryToTeam(new HistoryReader(db), pool, { desktop: 'alice@batches', batch: 5 });
    expect(again.find((c) => c.table === 'payments')).toMatchObject({ local: 12, copied: 0, inTeam: 12 });
    expect(new Set((await alice.history().bulkPayments(id)).map((p) => p.state))).toEqual(new Set(['paid']));
  });
});

describe('team import-history while this computer records', () => {
  it('copies the history as it was when the copy began, though a bulk is recorded between pages', async () => {
    const { db } = openTempDatabase();
    const desktop = new HistoryStore(db);
    const early = Array.from({ length: 4 }, (_, i) => payment({ payeeName: `Early ${i}`, amount: `${i + 1}.00` }));
    desktop.recordBulk(bulk(early, { idempotencyKey: 'key-early' }));
    const reader = new HistoryReader(db);
    // Records a bulk once the first page of payments has been read, as a send on this computer would.
    let late: string | undefined;
    const recording = {
      historyRows: (bulkIds?: string[]) => {
        const rows = reader.historyRows(bulkIds);
        return {
          ...rows,
          *paymentPages(size: number) {
            for (const page of rows.paymentPages(size)) {
              yield page;
              late ??= desktop.recordBulk(
                bulk([payment({ payeeName: 'Late', amount: '9.00' })], { idempotencyKey: 'key-late' }),
              );
            }
          },
        };
      },
    };
    const pool = new pg.Pool({ connectionString: cluster.url('alice', PASSWORD), max: 1 });
    pools.push(pool);
    const counts = await copyLocalHistoryToTeam(recording, pool, { desktop: 'alice@recording', batch: 2 });
    expect(late).toBeDefined();
    expect(counts.find((c) => c.table === 'payments')).toMatchObject({ local: 4, copied: 4, inTeam: 4 });
    // The next copy brings the late bulk along with its payment.
    const again = await copyLocalHistoryToTeam(reader, pool, { desktop: 'alice@recording' });
    expect(again.find((c) => c.table === 'bulks')).toMatchObject({ local: 2, copied: 1, inTeam: 2 });
    expect(again.find((c) => c.table === 'payments')).toMatchObject({ local: 5, copied: 1, inTeam: 5 });
  });
});

describe('the team duplicate check', () => {
  it("finds a sent payment whatever the amount's notation ('10' and '10.00'), as on SQLite", async () => {
    const account = 'DE89370400440532013000';
    const id = await alice
      .history()
      .recordBulk(bulk([payment({ amount: '10', accountIdentifier: account, unstructuredReference: 'Rent 7' })]));
    await alice.history().markAccepted(id, { bankBulkId: 'bank-notation-1', statusUrl: 'https://bank.test/n1' });
    const wanted = `${account}|10.00|EUR|rent 7`;
    const found = await bob.history().sentFingerprints([wanted, `${account}|10.01|EUR|rent 7`], '2000-01-01T00:00:00Z');
    expect([...found.keys()]).toEqual([wanted]);
    expect(found.get(wanted)).toMatchObject({ bulkId: id, sentBy: 'alice' });
  });
});

describe('team history search order', () => {
  it('"date" is when a payment was made, also for a January history copied in March, across pages', async () => {
    const payee = 'Ordered Oy';
    const march = new HistoryStore(openTempDatabase().db, () => new Date('2026-03-10T09:00:00Z'));
    const january = new HistoryStore(openTempDatabase().db, () => new Date('2026-01-15T09:00:00Z'));
    const pool = new pg.Pool({ connectionString: cluster.url('alice', PASSWORD), max: 1 });
    pools.push(pool);
    march.recordBulk(
      bulk([payment({ payeeName: payee, amount: '3.00' }), payment({ payeeName: payee, amount: '4.00' })]),
    );
    await copyLocalHistoryToTeam(new HistoryReader(march.db), pool, { desktop: 'alice@march' });
    january.recordBulk(
      bulk([payment({ payeeName: payee, amount: '1.00' }), payment({ payeeName: payee, amount: '2.00' })]),
    );
    await copyLocalHistoryToTeam(new HistoryReader(january.db), pool, { desktop: 'alice@january' });
    const seen: string[] = [];
    let after: string | undefined;
    do {
      const page = await alice
        .history()
        .searchPayments({ payee: 'ordered', sort: 'date', descending: true, limit: 1, ...(after ? { after } : {}) });
      seen.push(...page.rows.map((r) => r.amount));
      after = page.next ?? undefined;
    } while (after);
    expect(seen).toEqual(['4.00', '3.00', '2.00', '1.00']);
  });
});

describe('team history on a server with a language collation', () => {
  it("sorts payees as SQLite does (ASCII case folded, then code point), whatever the database's collation", async () => {
    await cluster.admin((c) =>
      c.query(`CREATE DATABASE icu_sorted OWNER team_admin TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'en'
               LOCALE 'C.UTF-8'`),
    );
    const config = teamConnectionConfig(cluster.url('team_admin', PASSWORD, 'icu_sorted'));
    if (!config.ok) throw new Error(config.error.message);
    const connected = await TeamStore.connect(config.value);
    if (!connected.ok) throw new Error(connected.error.message);
    const admin = connected.value;
    stores.push(admin);
    expect((await admin.migrate()).ok).toBe(true);
    const names = ['Zed', 'ärla', 'Adam', 'bo', 'Åke'];
    const local = new HistoryStore(openTempDatabase().db);
    const payments = names.map((payeeName) => payment({ payeeName }));
    await admin.history().recordBulk(bulk(payments));
    const localId = local.recordBulk(bulk(payments));
    const sqlite = new HistoryReader(local.db)
      .searchPayments({ bulkId: localId, sort: 'payee', descending: false, limit: 10 })
      .rows.map((r) => r.payeeName);
    expect(sqlite).toEqual(['Adam', 'bo', 'Zed', 'Åke', 'ärla']);
    const seen: string[] = [];
    let after: string | undefined;
    do {
      const page = await admin
        .history()
        .searchPayments({ sort: 'payee', descending: false, limit: 2, ...(after ? { after } : {}) });
      seen.push(...page.rows.map((r) => r.payeeName));
      after = page.next ?? undefined;
    } while (after);
    expect(seen).toEqual(sqlite);
  });
});

describe('team database character type', () => {
  it('refuses, with what to do, a database whose character type folds only A–Z', async () => {
    await cluster.admin((c) => c.query(`CREATE DATABASE c_ctype TEMPLATE template0 LOCALE 'C'`));
    const config = teamConnectionConfig(cluster.url('alice', PASSWORD, 'c_ctype'));
    if (!config.ok) throw new Error(config.error.message);
    const connected = await TeamStore.connect(config.value);
    expect(connected.ok).toBe(false);
    if (connected.ok) stores.push(connected.value);
    else {
      expect(connected.error.code).toBe('team_ctype');
      expect(connected.error.message).toMatch(/character type “C”.*UTF-8 locale/);
    }
  });
});
