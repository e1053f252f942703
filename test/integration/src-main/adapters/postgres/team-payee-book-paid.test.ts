// Team schema 11 on a real PostgreSQL: the team's payee book learns a payment when the bank paid it
// (not when it was sent), an upgrade rebuilds it from paid payments keeping what a person set, the
// learning locks only the payees it touches, and the payee-risk rule judges by payee and IBAN. Only
// the team's own sends (or an admin's bulks) teach the book, and an entry's ERP id is the approvers'.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewPayment } from '../../../../../src-main/ports/history/records';
import type { RunPayment, TeamStore } from '../../../../../src-main/adapters/postgres/team-store';
import { bulk, processedStatus } from '../../../../unit/harness/history-fixtures';
import { adminStoreUpTo } from '../../../harness/team-admin-store';
import { paymentTo, runOf as oneFileRun, sqlAs } from '../../../harness/team-payee-fixtures';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { openStoreAs } from '../../../harness/store-login';
import { endTeamTest } from '../../../harness/team-teardown';

const PASSWORD = 'payee-paid-password';
const NO = 'NO9386011117947';
const BE = 'BE68539007547034';
const DK = 'DK5000400440116243';
const AT = 'AT611904300234573201';
const ES = 'ES9121000418450200051332';
const IT = 'IT60X0542811101000000123456';
const GB = 'GB29NWBK60161331926819';
const DE = 'DE89370400440532013000';
const NL = 'NL91ABNA0417164300';
const SE = 'SE4550000000058398257466';
const FI = 'FI2112345600000785';
let cluster: PgCluster;
const stores: TeamStore[] = [];
let admin: TeamStore;
let alice: TeamStore;
/** Writes the bulks of the learning tests: an admin, whose history the book learns from. */
let writer: TeamStore;
let bob: TeamStore;

const storeAs = (user: string) => openStoreAs(cluster, user, PASSWORD, stores);

const sql = <T extends pg.QueryResultRow>(user: string, text: string, params: unknown[] = []) =>
  sqlAs<T>(cluster, user, PASSWORD, text, params);

/** The SQLSTATE of a statement run as `user`, or 'ok'. */
const codeOf = (user: string, text: string, params: unknown[] = []) =>
  sql(user, text, params).then(
    () => 'ok',
    (e: { code: string }) => e.code,
  );

/** A bulk `by` sent (an admin unless said) and the bank accepted; its payments still pending. */
async function sentBulk(payments: NewPayment[], by = writer, key?: string): Promise<{ id: string; bankId: string }> {
  const bankId = `bank-${randomUUID()}`;
  const id = await by.history().recordBulk(bulk(payments, { idempotencyKey: key ?? `key-${bankId}` }));
  await by.history().markAccepted(id, { bankBulkId: bankId, statusUrl: `https://bank.test/${bankId}` });
  return { id, bankId };
}

/** A bulk sent and then paid (`paid`) or declined (`rejected`) by the bank. */
async function settledBulk(
  payments: NewPayment[],
  outcome: 'paid' | 'rejected',
  by = writer,
  key?: string,
): Promise<string> {
  const { id, bankId } = await sentBulk(payments, by, key);
  const status = processedStatus(
    bankId,
    payments,
    payments.map(() => 'paid'),
  );
  await by.history().applyStatus(id, outcome === 'paid' ? status : { ...status, status: 'rejected' });
  return id;
}

const book = () =>
  sql<{ name: string; iban: string; trust: string; payment_count: number; note: string | null }>(
    'team_admin',
    'SELECT name, iban, trust, payment_count, note FROM bulkpay.payee_book ORDER BY iban, name',
  );

const to = paymentTo;
const runOf = (payments: RunPayment[]) => oneFileRun(payments, FI);
const paying = (payee: string, iban: string, payeeId?: string): RunPayment => ({
  line: 2,
  fingerprint: `${iban}|10.00|EUR|${randomUUID()}`,
  payee,
  ...(payeeId ? { payeeId } : {}),
  amount: '10.00',
  currency: 'EUR',
  iban,
});
const stateOf = async (p: RunPayment) => {
  const run = await alice.submitRun(runOf([p]), [p]);
  if (!run.ok) throw new Error(run.error.message);
  return run.value.state;
};

/** Runs `fn` with the EUR release threshold at 1,000.00 (runs at or under it judged by their payees only). */
async function underThreshold(fn: () => Promise<void>): Promise<void> {
  expect((await admin.setReleaseThreshold('EUR', '1000.00')).ok).toBe(true);
  try {
    await fn();
  } finally {
    await admin.setReleaseThreshold('EUR', null);
  }
}

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['alice', 'bob']);
  // A team installed before schema 11: its book learned at sending.
  writer = await adminStoreUpTo(cluster, PASSWORD, 10);
  stores.push(writer);
  expect((await writer.setRole('alice', 'preparer')).ok).toBe(true);
  expect((await writer.setRole('bob', 'approver')).ok).toBe(true);
  alice = await storeAs('alice');
  bob = await storeAs('bob');
}, 60_000);

afterAll(() => endTeamTest({ stores, cluster }));

describe("the team's payee book learns at payment (team schema 11)", () => {
  it('an upgrade rebuilds the book from paid payments only, keeping what a person set', async () => {
    await settledBulk([to('Declined Oy', GB)], 'rejected');
    await settledBulk([to('Paid Oy', DE, '20.00'), to('Paid Oy', DE, '30.00')], 'paid');
    await settledBulk([to('Noted Oy', NL)], 'rejected');
    // Under schema 10 every sent payment made its payee known; an approver noted one of them.
    expect((await book()).map((e) => [e.name, e.trust])).toEqual([
      ['Paid Oy', 'known'],
      ['Declined Oy', 'known'],
      ['Noted Oy', 'known'],
    ]);
    await sql('bob', `UPDATE bulkpay.payee_book SET note = 'asked for their new account' WHERE iban = $1`, [NL]);
    await sql('bob', `UPDATE bulkpay.payee_book SET trust = 'blocked', note = 'fraud' WHERE iban = $1`, [DE]);

    admin = await storeAs('team_admin');
    expect((await admin.migrate()).ok).toBe(true);
    expect(await book()).toEqual([
      { name: 'Paid Oy', iban: DE, trust: 'blocked', payment_count: 2, note: 'fraud' },
      { name: 'Noted Oy', iban: NL, trust: 'new', payment_count: 0, note: 'asked for their new account' },
    ]);
    const usual = await sql(
      'team_admin',
      'SELECT payee_key, currency, twice_median_milli FROM bulkpay.payee_usual_amounts',
    );
    expect(usual).toEqual([{ payee_key: 'name:paid oy', currency: 'EUR', twice_median_milli: '50000' }]);
    await sql('bob', `UPDATE bulkpay.payee_book SET trust = 'known' WHERE iban = $1`, [DE]);
  });

  it('a sent-but-rejected payment does not make a payee known; a paid one does, with its usual amount', async () => {
    const { id } = await sentBulk([to('Cy Oy', SE, '7.00')]);
    expect((await book()).some((e) => e.iban === SE)).toBe(false);
    await settledBulk([to('Cy Oy', SE, '8.00')], 'rejected');
    expect((await book()).some((e) => e.iban === SE)).toBe(false);
    await writer.history().applyStatus(id, processedStatus('x', [to('Cy Oy', SE, '7.00')], ['paid']));
    expect((await book()).filter((e) => e.iban === SE)).toEqual([
      { name: 'Cy Oy', iban: SE, trust: 'known', payment_count: 1, note: null },
    ]);
    await settledBulk([to('Cy Oy', SE, '9.00'), to('Cy Oy', SE, '100.00')], 'paid');
    const usual = await sql<{ recent_milli: string[]; twice_median_milli: string }>(
      'team_admin',
      `SELECT recent_milli, twice_median_milli FROM bulkpay.payee_usual_amounts WHERE payee_key = 'name:cy oy'`,
    );
    expect(usual).toEqual([{ recent_milli: ['100000', '9000', '7000'], twice_median_milli: '18000' }]);
  });

  it('learning locks the rows of the payees it touches, not the book: another bulk of other payees is not held', async () => {
    const first = await sentBulk([to('Lock One Oy', GB, '1.00')]);
    const second = await sentBulk([to('Lock Two Oy', FI, '2.00')]);
    const [a, b] = [0, 1].map(() => new pg.Client({ connectionString: cluster.url('team_admin', PASSWORD) }));
    await a!.connect();
    await b!.connect();
    try {
      await a!.query('BEGIN');
      await a!.query(`UPDATE bulkpay.history_payments SET state = 'paid' WHERE bulk_id = $1`, [first.id]);
      const locks = await a!.query<{ mode: string }>(
        `SELECT DISTINCT mode FROM pg_locks WHERE pid = pg_backend_pid() AND relation = 'bulkpay.payee_book'::regclass`,
      );
      expect(locks.rows.map((r) => r.mode)).toEqual(['RowExclusiveLock']);
      // While the first bulk's payees are being learned, the second learns its own without waiting.
      await b!.query(`SET lock_timeout = '10s'`);
      await b!.query(`UPDATE bulkpay.history_payments SET state = 'paid' WHERE bulk_id = $1`, [second.id]);
      await a!.query('COMMIT');
    } finally {
      await a!.end();
      await b!.end();
    }
    expect((await book()).filter((e) => e.name.startsWith('Lock')).map((e) => e.name)).toEqual([
      'Lock Two Oy',
      'Lock One Oy',
    ]);
  });
});

describe('the payee-risk rule judges by payee and IBAN', () => {
  it('a known IBAN under a new payee and a known payee with a new IBAN both need a second person', async () => {
    expect((await admin.setReleaseThreshold('EUR', '1000.00')).ok).toBe(true);
    try {
      expect(await stateOf(paying('Cy Oy', SE))).toBe('released');
      expect(await stateOf(paying('CY OY.', SE))).toBe('released');
      expect(await stateOf(paying('Someone Else Ab', SE))).toBe('awaiting_release');
      expect(await stateOf(paying('Cy Oy', GB))).toBe('awaiting_release');
      // An ERP payee id the book does not know: judged by the name.
      expect(await stateOf(paying('Cy Oy', SE, 'K-1001'))).toBe('released');
    } finally {
      await admin.setReleaseThreshold('EUR', null);
    }
  });

  it('a client naming a known payee in place of the payment’s own is refused at commit (direct SQL)', async () => {
    expect((await admin.setReleaseThreshold('EUR', '1000.00')).ok).toBe(true);
    try {
      const forged = (named: string) =>
        codeOf(
          'alice',
          `WITH r AS (INSERT INTO bulkpay.runs (file_name, file_sha256, paying_account, payment_count, totals, plan,
             plan_hash, state, release_required, prepared_by, prepared_at, bank_tpp, bank_customer, payee_ibans,
             payee_accounts)
           VALUES ('f.csv', 'x', 'acc', 1, '{"EUR": "10.00"}', '{}', 'h', 'released', false, 'alice', now(), 't', 'c',
             $1, $2) RETURNING id)
           INSERT INTO bulkpay.run_payments (run_id, line, fingerprint, payee, amount, currency, iban)
           SELECT id, 2, $3, 'Someone Else Ab', 10.00, 'EUR', $4 FROM r`,
          [[SE], JSON.stringify([{ name: named, iban: SE }]), `${SE}|10.00|EUR|x`, SE],
        );
      expect(await forged('Cy Oy')).toBe('BP008');
      expect(await forged('Someone Else Ab')).toBe('ok');
      const runs = await sql<{ state: string }>(
        'team_admin',
        `SELECT state FROM bulkpay.runs WHERE file_name = 'f.csv' ORDER BY prepared_at DESC LIMIT 1`,
      );
      expect(runs).toEqual([{ state: 'awaiting_release' }]);
    } finally {
      await admin.setReleaseThreshold('EUR', null);
    }
  });
});

describe("only the team's own sends teach the book", () => {
  /** Statements run as `user` in one transaction. */
  async function inTransaction(user: string, statements: [string, unknown[]][]): Promise<void> {
    const client = new pg.Client({ connectionString: cluster.url(user, PASSWORD) });
    await client.connect();
    try {
      await client.query('BEGIN');
      for (const [text, params] of statements) await client.query(text, params);
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
  }

  it("a preparer's own history, copied in as paid or marked paid, does not make an IBAN known", async () => {
    // As import-history copies a desktop's history: the bulk with its payment already paid.
    const bulkId = `forged-${randomUUID()}`;
    await inTransaction('alice', [
      [
        `INSERT INTO bulkpay.history_bulks (id, payment_account, state, processed, total_count, total_amount,
           currency_totals, created_by, created_at, updated_at)
         VALUES ($1, 'acc', 'approved', true, 1, '10.00', '{"EUR": "10.00"}', 'alice', now(), now())`,
        [bulkId],
      ],
      [
        `INSERT INTO bulkpay.history_payments (bulk_id, position, amount, amount_milli, currency, payee_name,
           account_identifier, account_identifier_type, method, state, created_at, updated_at)
         VALUES ($1, 0, '10.00', 10000, 'EUR', 'Forged Oy', $2, 'iban', 'sepa', 'paid', now(), now())`,
        [bulkId, NO],
      ],
    ]);
    // Her own bulk, its outcome written paid by her desktop.
    await settledBulk([to('Forged Two Oy', BE)], 'paid', alice);
    expect((await book()).filter((e) => [NO, BE].includes(e.iban))).toEqual([]);
    await underThreshold(async () => {
      expect(await stateOf(paying('Forged Oy', NO))).toBe('awaiting_release');
      expect(await stateOf(paying('Forged Two Oy', BE))).toBe('awaiting_release');
    });
  });

  it('a paid payment of a team run being sent teaches the book; one the run does not name does not', async () => {
    const key = randomUUID();
    const named = paying('Run Paid Oy', DK);
    const run = await alice.submitRun({ ...runOf([named]), plan: { idempotencyKeys: [key] } }, [named]);
    if (!run.ok) throw new Error(run.error.message);
    expect(run.value.state).toBe('awaiting_release');
    expect((await bob.release(run.value.id)).ok).toBe(true);
    const claim = await alice.claimSend(run.value.id, 'desk-1', { tpp: 'tpp-client', customer: 'customer-1' });
    expect(claim.ok && claim.value.claimed).toBe(true);
    await settledBulk([to('Run Paid Oy', DK), to('Smuggled Oy', AT)], 'paid', alice, key);
    expect((await book()).filter((e) => [DK, AT].includes(e.iban))).toEqual([
      { name: 'Run Paid Oy', iban: DK, trust: 'known', payment_count: 1, note: null },
    ]);
    await underThreshold(async () => {
      expect(await stateOf(paying('Run Paid Oy', DK))).toBe('released');
      expect(await stateOf(paying('Smuggled Oy', AT))).toBe('awaiting_release');
    });
  });
});

describe("an entry's ERP payee id", () => {
  it('is changed only by approvers and admins; a member gives one only with an entry they add', async () => {
    expect(await codeOf('alice', `UPDATE bulkpay.payee_book SET payee_id = 'K-666' WHERE iban = $1`, [SE])).toBe(
      'BP002',
    );
    const row = { name: 'Cy Oy', iban: SE, trust: null, note: null, payeeId: 'K-666', bic: null };
    const imported = await alice.importPayees([row]);
    expect(imported.ok).toBe(false);
    expect((await alice.importPayees([{ ...row, name: 'Fresh Oy', iban: ES, payeeId: 'K-7' }])).ok).toBe(true);
    expect(await codeOf('bob', `UPDATE bulkpay.payee_book SET payee_id = 'K-2002' WHERE iban = $1`, [SE])).toBe('ok');
    await underThreshold(async () => {
      // The ERP id alice tried to give Cy Oy's account does not pass another payee paying it.
      expect(await stateOf(paying('Mallory Ab', SE, 'K-666'))).toBe('awaiting_release');
    });
  });

  it('recognises a trusted entry imported with an ERP payee id by that id', async () => {
    const row = {
      name: 'Trusted Imp Oy',
      iban: IT,
      trust: 'trusted' as const,
      note: null,
      payeeId: 'ERP-7',
      bic: null,
    };
    expect((await bob.importPayees([row])).ok).toBe(true);
    await underThreshold(async () => {
      expect(await stateOf(paying('Trusted Imp Oy', IT, 'ERP-7'))).toBe('released');
      expect(await stateOf(paying('Someone Else Ab', IT, 'ERP-8'))).toBe('awaiting_release');
    });
  });
});
