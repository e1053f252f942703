// The history's contract, run against both engines: the desktop's SQLite file and the team's
// PostgreSQL (a throwaway cluster). Each test writes its own bulks and reads them back by id or
// by a tag only it uses, so the PostgreSQL engine can share one database across the tests.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankMessage } from '../../../../../src-shared/bank/field-errors';
import type { BulkPaymentItem } from '../../../../../src-shared/payments';
import { HistoryReader } from '../../../../../src-main/adapters/sqlite/history-reader';
import { SqliteSubmissionJournal } from '../../../../../src-main/adapters/sqlite/journal';
import type { HistoryRepository } from '../../../../../src-main/ports/history/history-repository';
import { sqliteHistory } from '../../../../../src-main/adapters/sqlite/sqlite-history';
import type { TeamStore } from '../../../../../src-main/adapters/postgres/team-store';
import { TEAM_MIGRATIONS } from '../../../../../src-main/adapters/postgres/team-schema';
import { bulk, openTempDatabase, payment, processedStatus } from '../../../../unit/harness/history-fixtures';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { openStoreAs } from '../../../harness/store-login';

const PASSWORD = 'history-test-password';
let cluster: PgCluster;
const stores: TeamStore[] = [];

const storeAs = (user: string): Promise<TeamStore> => openStoreAs(cluster, user, PASSWORD, stores);

async function rawPg(user: string, sql: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: cluster.url(user, PASSWORD) });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['clerk', 'vera']);
  const admin = await storeAs('team_admin');
  expect(await admin.migrate()).toEqual({ ok: true, value: TEAM_MIGRATIONS.map((m) => m.version) });
  expect((await admin.setRole('clerk', 'preparer')).ok).toBe(true);
  expect((await admin.setRole('vera', 'viewer')).ok).toBe(true);
}, 60_000);

afterAll(async () => {
  for (const s of stores) await s.close();
  await cluster?.stop();
});

/** One engine under test: the repository and a raw SQL door that bypasses it (what a modified client could do). */
interface Engine {
  repo: HistoryRepository;
  raw(sql: string, params?: unknown[]): Promise<unknown>;
  table: { audit: string; payments: string };
  /** A submission journal row for the bulk (SQLite: the desktop's real journal; PostgreSQL keeps its id as text). */
  journalRow(bulkId: string): { id: string; idempotencyKey: string };
}

const ENGINES: Record<'sqlite' | 'postgresql', (now?: () => Date) => Promise<Engine>> = {
  sqlite: async (now) => {
    const { db } = openTempDatabase();
    return {
      repo: sqliteHistory(db, now),
      raw: async (sql, params = []) => db.prepare(sql.replace(/\$\d+/g, '?')).run(...params),
      table: { audit: 'audit_log', payments: 'payments' },
      journalRow: (bulkId) =>
        new SqliteSubmissionJournal(db).begin({
          bankOrigin: 'http://127.0.0.1:1',
          paymentAccount: 'acc',
          paymentCount: 1,
          body: new TextEncoder().encode('{}'),
          reference: bulkId,
        }),
    };
  },
  postgresql: async (now) => ({
    repo: (await storeAs('clerk')).history(now),
    raw: (sql, params) => rawPg('clerk', sql, params),
    table: { audit: 'bulkpay.history_audit', payments: 'bulkpay.history_payments' },
    journalRow: () => ({ id: `submission-${randomUUID()}`, idempotencyKey: randomUUID() }),
  }),
};

const item = (p: ReturnType<typeof payment>): BulkPaymentItem => ({
  amount: p.amount,
  currency: p.currency,
  counterparty: { name: p.payeeName, account_identifier: p.accountIdentifier, account_identifier_type: 'iban' },
  unstructured_reference: p.unstructuredReference ?? undefined,
  method: 'sepa',
});

describe.each(Object.keys(ENGINES) as (keyof typeof ENGINES)[])('history on %s', (engineName) => {
  const engine = (now?: () => Date) => ENGINES[engineName](now);

  it('reads one payment by its id as the bulk lists it, and nothing for an unknown id', async () => {
    const { repo } = await engine();
    const id = await repo.recordBulk(bulk([payment({ amount: '1.00' }), payment({ amount: '2.00', line: 3 })]));
    const rows = await repo.bulkPayments(id);
    expect(await repo.getPayment(rows[1]!.id)).toEqual(rows[1]);
    expect((await repo.getPayment(rows[1]!.id))?.amount).toBe('2.00');
    expect(await repo.getPayment(2_000_000_000)).toBeUndefined();
  });

  it('records exact totals, overall and per currency, in state sending', async () => {
    const { repo } = await engine();
    const id = await repo.recordBulk(
      bulk([
        payment({ amount: '0.10', rowNumber: 0 }),
        payment({ amount: '0.20', rowNumber: 1 }),
        payment({ amount: '1000000.005', currency: 'KWD' }),
      ]),
    );
    // Each payment's place among the file's payments (the run reports key a one-line pain.001 by it).
    expect((await repo.bulkPayments(id)).map((p) => p.rowNumber)).toEqual([0, 1, null]);
    const summary = (await repo.getBulk(id))!;
    expect(summary).toMatchObject({ totalAmount: '1000000.305', state: 'sending', totalCount: 3, processed: false });
    expect(summary.currencyTotals).toEqual({ EUR: '0.30', KWD: '1000000.005' });
    expect((await repo.bulkPayments(id)).map((p) => [p.position, p.amount, p.state])).toEqual([
      [0, '0.10', 'pending'],
      [1, '0.20', 'pending'],
      [2, '1000000.005', 'pending'],
    ]);
    expect((await repo.auditOf('bulk', id)).map((a) => [a.actor, a.action])).toEqual([['tester', 'bulk_created']]);
  });

  it("records an export: this computer under the desktop's name, the team under the member's database user", async () => {
    const { repo } = await engine();
    const object = `search-${randomUUID()}`;
    await repo.auditExport('desk-name', 'search', object, { format: 'csv', fileName: 'payments.csv' });
    const actor = engineName === 'sqlite' ? 'desk-name' : 'clerk';
    expect((await repo.auditOf('search', object)).map((a) => [a.actor, a.action])).toEqual([
      [actor, 'history_exported'],
    ]);
  });

  it('keeps the audit log append-only in the database itself', async () => {
    const { repo, raw, table } = await engine();
    const object = randomUUID();
    await repo.audit('tester', 'exported', 'bulk', object, { rows: 2 });
    // SQLite's trigger refuses; on PostgreSQL a member is not even granted it (the owner meets the trigger, below).
    const refused = /append-only|permission denied/;
    await expect(raw(`UPDATE ${table.audit} SET actor = 'mallory' WHERE object_id = $1`, [object])).rejects.toThrow(
      refused,
    );
    await expect(raw(`DELETE FROM ${table.audit} WHERE object_id = $1`, [object])).rejects.toThrow(refused);
    const entries = await repo.auditOf('bulk', object);
    expect(entries.map((e) => [e.actor, e.action, e.detail])).toEqual([['tester', 'exported', '{"rows":2}']]);
  });

  it('never changes what a payment was sent with, only its outcome', async () => {
    const { repo, raw, table } = await engine();
    const id = await repo.recordBulk(bulk([payment()]));
    await expect(raw(`UPDATE ${table.payments} SET amount = '99.00' WHERE bulk_id = $1`, [id])).rejects.toThrow(
      /cannot change/,
    );
    await raw(`UPDATE ${table.payments} SET state = 'paid' WHERE bulk_id = $1`, [id]);
    expect((await repo.bulkPayments(id))[0]).toMatchObject({ amount: '10.00', state: 'paid' });
  });

  it('records a bulk and its payments all or nothing', async () => {
    const { repo } = await engine();
    const tag = `atomic-${randomUUID()}`;
    const broken = payment({ unstructuredReference: tag, payeeName: null as unknown as string });
    await expect(repo.recordBulk(bulk([payment({ unstructuredReference: tag }), broken]))).rejects.toThrow();
    const page = await repo.searchPayments({ text: tag, sort: 'date', descending: true, limit: 10 });
    expect(page.rows).toEqual([]);
  });

  it('follows a bulk: link, accepted, statuses kept only on change, outcomes per payment', async () => {
    const { repo, journalRow } = await engine();
    const payments = [
      payment({ amount: '5.00' }),
      payment({ amount: '7.00', payeeName: 'Bo Berg', accountIdentifier: 'DE89370400440532013000' }),
    ];
    const id = await repo.recordBulk(bulk(payments));
    const row = journalRow(id);
    await repo.linkSubmission(id, row);
    expect((await repo.openBulks()).find((b) => b.id === id)).toMatchObject({
      submissionId: row.id,
      idempotencyKey: row.idempotencyKey,
      state: 'sending',
    });
    const bankId = `bank-${randomUUID()}`;
    await repo.markAccepted(id, { bankBulkId: bankId, statusUrl: `http://bank/bulks/${bankId}` });
    expect(await repo.findBulk(bankId)).toMatchObject({ id, state: 'pending_approval' });
    expect((await repo.getBulk(id))!.approvalDeadline).not.toBeNull();
    const pending = {
      ...processedStatus(bankId, payments, ['paid', 'paid']),
      status: 'pending_approval',
      processed: false,
    };
    expect(await repo.applyStatus(id, { ...pending, not_sent_count: null, payments: [] })).toBe(true);
    expect(await repo.applyStatus(id, { ...pending, not_sent_count: null, payments: [] })).toBe(false);
    expect(await repo.applyStatus(id, processedStatus(bankId, payments, ['paid', 'notenoughbalance']))).toBe(true);
    const done = (await repo.getBulk(id))!;
    expect(done).toMatchObject({ state: 'approved', processed: true, paidCount: 1, notSentCount: 1 });
    expect(done.finishedAt).not.toBeNull();
    expect((await repo.bulkPayments(id)).map((p) => [p.state, p.bankPaymentUuid])).toEqual([
      ['paid', 'bank-payment-0'],
      ['notenoughbalance', 'bank-payment-1'],
    ]);
    expect((await repo.snapshots(id)).map((s) => [s.status, s.processed])).toEqual([
      ['pending_approval', false],
      ['approved', true],
    ]);
    expect((await repo.openBulks()).some((b) => b.id === id)).toBe(false);
  });

  it('ends a refused bulk with the bank’s words on the payment they concern', async () => {
    const { repo } = await engine();
    const id = await repo.recordBulk(bulk([payment(), payment({ amount: '3.00' })]));
    await repo.markUnknown(id, 'no answer yet');
    expect((await repo.getBulk(id))!.state).toBe('unknown');
    await repo.markNotAccepted(id, 'The bank refused the bulk', {
      1: [bankMessage('counterparty.account_identifier', 'IBAN is not valid')],
    });
    const rows = await repo.bulkPayments(id);
    expect(rows.map((r) => r.state)).toEqual(['not_accepted', 'not_accepted']);
    expect(rows[0]!.error).toBeNull();
    expect(rows[1]!.error).toMatch(/IBAN is not valid/);
    expect(rows[1]!.bankErrors).toHaveLength(1);
    expect((await repo.getBulk(id))!).toMatchObject({ processed: true, lastError: 'The bank refused the bulk' });
  });

  it('searches by text, payee, IBAN, amount and state, and pages with a cursor', async () => {
    const { repo } = await engine();
    const tag = `Inv${randomUUID().slice(0, 8)}`;
    const amounts = ['1.00', '2.50', '3.00', '4.75', '5.00'];
    const id = await repo.recordBulk(
      bulk(
        amounts.map((amount, i) =>
          payment({
            amount,
            unstructuredReference: `${tag} no ${i}`,
            payeeName: i % 2 ? 'Bo Berg' : 'Aino Virtanen',
            accountIdentifier: i % 2 ? 'DE89370400440532013000' : 'FI2112345600000785',
          }),
        ),
      ),
    );
    const base = { sort: 'date' as const, descending: true, limit: 100 };
    expect((await repo.searchPayments({ ...base, text: tag.toUpperCase() })).total).toBe(5);
    expect((await repo.searchPayments({ ...base, text: tag, payee: 'berg' })).rows.map((r) => r.amount)).toEqual([
      '4.75',
      '2.50',
    ]);
    expect((await repo.searchPayments({ ...base, reference: `${tag} no 3` })).rows.map((r) => r.amount)).toEqual([
      '4.75',
    ]);
    expect((await repo.searchPayments({ ...base, bulkId: id, iban: 'de89 3704' })).total).toBe(2);
    expect(
      (await repo.searchPayments({ ...base, bulkId: id, amountMin: '2.50', amountMax: '4.75' })).rows.map(
        (r) => r.amount,
      ),
    ).toEqual(['4.75', '3.00', '2.50']);
    expect((await repo.searchPayments({ ...base, bulkId: id, states: ['paid'] })).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await repo.searchPayments({ ...base, text: tag, from: today, to: today })).total).toBe(5);
    expect((await repo.searchPayments({ ...base, text: tag, to: '2000-01-01' })).total).toBe(0);

    const seen: string[] = [];
    let after: string | undefined;
    do {
      const page = await repo.searchPayments({ bulkId: id, sort: 'amount', descending: false, limit: 2, after });
      seen.push(...page.rows.map((r) => r.amount));
      after = page.next ?? undefined;
    } while (after);
    expect(seen).toEqual(amounts);
    const byPayee = await repo.searchPayments({ bulkId: id, sort: 'payee', descending: false, limit: 3 });
    const rest = await repo.searchPayments({
      bulkId: id,
      sort: 'payee',
      descending: false,
      limit: 3,
      after: byPayee.next!,
    });
    expect([...byPayee.rows, ...rest.rows].map((r) => r.payeeName)).toEqual([
      'Aino Virtanen',
      'Aino Virtanen',
      'Aino Virtanen',
      'Bo Berg',
      'Bo Berg',
    ]);
    await expect(repo.searchPayments({ ...base, after: 'not-a-cursor' })).rejects.toThrow(/not valid/);
  });

  it('finds an identical payment sent recently, but not a refused one', async () => {
    const { repo } = await engine();
    const tag = `dup-${randomUUID()}`;
    const sent = payment({ amount: '42.00', unstructuredReference: tag });
    const since = new Date(Date.now() - 60_000).toISOString();
    expect(await repo.recentlySent(item(sent), since)).toBeUndefined();
    const id = await repo.recordBulk(bulk([sent]));
    expect(await repo.recentlySent(item({ ...sent, unstructuredReference: tag.toUpperCase() }), since)).toMatchObject({
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await repo.recentlySent(item({ ...sent, amount: '42.01' }), since)).toBeUndefined();
    await repo.markNotAccepted(id, 'refused');
    expect(await repo.recentlySent(item(sent), since)).toBeUndefined();
  });

  it('makes at most one live resend of a bulk, also when two resend at once', async () => {
    const first = await engine();
    const second = engineName === 'sqlite' ? first : await engine();
    const source = await first.repo.recordBulk(bulk([payment()]));
    const resend = (repo: HistoryRepository) => repo.recordBulk(bulk([payment()], { resubmissionOf: source }));
    const outcomes = await Promise.allSettled([resend(first.repo), resend(second.repo)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(String(refused.reason)).toMatch(/bulk_already_resent/);
    const live = (outcomes.find((o) => o.status === 'fulfilled') as PromiseFulfilledResult<string>).value;
    await first.repo.markNotAccepted(live, 'refused');
    await expect(resend(second.repo)).resolves.toEqual(expect.any(String));
  });

  it('marks every payment rejected when the customer declines', async () => {
    const { repo } = await engine();
    const id = await repo.recordBulk(bulk([payment(), payment()]));
    await repo.markAccepted(id, { bankBulkId: `bank-${randomUUID()}`, statusUrl: 'u' });
    await repo.applyStatus(id, {
      bulk_id: 'bank-2',
      status: 'rejected',
      processed: true,
      total_count: 2,
      total_amount: '20.00',
      not_sent_count: 2,
      payments: [],
    });
    expect((await repo.bulkPayments(id)).map((p) => p.state)).toEqual(['rejected', 'rejected']);
    expect(await repo.getBulk(id)).toMatchObject({ state: 'rejected', notSentCount: 2 });
  });

  it('tells a rejection by the hour running out from a decline by when the bulk was last seen pending', async () => {
    let clock = Date.parse('2026-11-24T09:00:00.000Z');
    const { repo } = await engine(() => new Date(clock));
    const rejected = (bankBulkId: string) => ({
      bulk_id: bankBulkId,
      status: 'rejected',
      processed: true,
      total_count: 1,
      total_amount: '10.00',
      not_sent_count: 1,
      payments: [],
    });
    const pending = (bankBulkId: string) => ({ ...rejected(bankBulkId), status: 'pending_approval', processed: false });
    const [expired, declined] = [`bank-${randomUUID()}`, `bank-${randomUUID()}`];
    const ids = [await repo.recordBulk(bulk([payment()])), await repo.recordBulk(bulk([payment()]))];
    await repo.markAccepted(ids[0]!, { bankBulkId: expired, statusUrl: 'u' });
    await repo.markAccepted(ids[1]!, { bankBulkId: declined, statusUrl: 'u' });
    clock += 10 * 60_000;
    await repo.applyStatus(ids[1]!, rejected(declined));
    clock += 50 * 60_000;
    // Still waiting at the deadline: what comes next is the hour running out.
    await repo.applyStatus(ids[0]!, pending(expired));
    clock += 2 * 60_000;
    await repo.applyStatus(ids[0]!, rejected(expired));
    expect(await repo.getBulk(ids[0]!)).toMatchObject({
      state: 'rejected',
      rejection: 'expired',
      acceptedAt: '2026-11-24T09:00:00.000Z',
    });
    expect(await repo.getBulk(ids[1]!)).toMatchObject({ state: 'rejected', rejection: 'declined' });
  });

  it("lets the bank's acceptance win over a 'not sent' that another process settled meanwhile", async () => {
    const { repo } = await engine();
    const id = await repo.recordBulk(bulk([payment(), payment()]));
    await repo.markNotAccepted(id, 'Bulkpay stopped before this bulk reached the bank.', {}, 'not_sent');
    const bankId = `bank-${randomUUID()}`;
    await repo.markAccepted(id, { bankBulkId: bankId, statusUrl: `https://bank.test/status/${bankId}` });
    const after = (await repo.getBulk(id))!;
    expect([after.state, after.processed, after.bankBulkId, after.lastError]).toEqual([
      'pending_approval',
      false,
      bankId,
      null,
    ]);
    expect((await repo.bulkPayments(id)).map((p) => [p.state, p.error])).toEqual([
      ['pending', null],
      ['pending', null],
    ]);
    expect((await repo.openBulks()).map((b) => b.id)).toContain(id);
  });

  it('reads an IBAN typed from its start as the start of an IBAN, and one from the middle anywhere', async () => {
    const { repo } = await engine();
    const bulkId = await repo.recordBulk(
      bulk([
        payment({ payeeName: 'Aino', accountIdentifier: 'FI2112345600000785' }),
        // A made-up account holding "FI21 1234" inside it: not an IBAN that starts with it.
        payment({ payeeName: 'Inside Ltd', accountIdentifier: 'GB29NWBKFI2112345600' }),
      ]),
    );
    const names = async (iban: string) =>
      (await repo.searchPayments({ bulkId, sort: 'payee', descending: false, limit: 10, iban })).rows.map(
        (r) => r.payeeName,
      );
    expect(await names('FI21 1234')).toEqual(['Aino']);
    expect(await names('fi21 1234 5600 0007 85')).toEqual(['Aino']);
    expect(await names('1234 5600')).toEqual(['Aino', 'Inside Ltd']);
    expect(await names('NWBK FI21')).toEqual(['Inside Ltd']);
  });

  it('finds short and non-ASCII names, IBANs with spaces, both kinds of reference and end-to-end ids', async () => {
    const { repo } = await engine();
    const bulkId = await repo.recordBulk(
      bulk([
        payment({ payeeName: 'Aino Virtanen', unstructuredReference: 'Invoice 2026-17' }),
        payment({
          payeeName: 'Bo Berg',
          accountIdentifier: 'DE89370400440532013000',
          unstructuredReference: null,
          structuredReference: 'RF18539007547034',
        }),
        payment({ payeeName: 'Cecilia Öberg', endToEndId: 'E2E-XYZ' }),
        payment({ payeeName: 'Li' }),
        payment({ payeeName: 'Östen Åberg', unstructuredReference: null, endToEndId: 'E2E-ÖST' }),
        // An account identifier held in small letters (not an IBAN, or recorded before IBANs were normalised).
        payment({ payeeName: 'Kari Kirja', accountIdentifier: 'ledger-7781', unstructuredReference: null }),
      ]),
    );
    const names = async (
      filter: Omit<Parameters<HistoryRepository['searchPayments']>[0], 'sort' | 'descending' | 'limit'>,
    ) =>
      (await repo.searchPayments({ bulkId, sort: 'payee', descending: false, limit: 10, ...filter })).rows.map(
        (r) => r.payeeName,
      );
    expect(await names({ payee: 'virta' })).toEqual(['Aino Virtanen']);
    expect(await names({ payee: 'ÖBERG' })).toEqual(['Cecilia Öberg']);
    // 1–2 characters, on both engines: the start of a name, an IBAN or the references (the first
    // one present), any case, accents kept ("o" is not "Ö"); never the middle.
    expect(await names({ payee: 'li' })).toEqual(['Li']);
    expect(await names({ payee: 'b' })).toEqual(['Bo Berg']);
    expect(await names({ payee: 'be' })).toEqual([]);
    expect(await names({ payee: 'ö' })).toEqual(['Östen Åberg']);
    expect(await names({ payee: 'ÖS' })).toEqual(['Östen Åberg']);
    expect(await names({ payee: 'o' })).toEqual([]);
    expect(await names({ payee: 'os' })).toEqual([]);
    expect(await names({ iban: 'de' })).toEqual(['Bo Berg']);
    expect(await names({ iban: '89' })).toEqual([]);
    expect(await names({ reference: 'rf' })).toEqual(['Bo Berg']);
    expect(await names({ reference: 'e' })).toEqual(['Östen Åberg']);
    expect(await names({ reference: 'e2' })).toEqual(['Östen Åberg']);
    expect(await names({ reference: '17' })).toEqual([]);
    expect(await names({ text: 'fi' })).toEqual(['Aino Virtanen', 'Cecilia Öberg', 'Li', 'Östen Åberg']);
    expect(await names({ text: 'IN' })).toEqual(['Aino Virtanen', 'Cecilia Öberg', 'Li']);
    expect(await names({ text: 'ö' })).toEqual(['Östen Åberg']);
    expect(await names({ text: 'r' })).toEqual(['Bo Berg']);
    expect(await names({ text: 'xy' })).toEqual([]);
    // An account identifier's start, in any case, as the longer search finds it.
    expect(await names({ text: 'le' })).toEqual(['Kari Kirja']);
    expect(await names({ text: 'LE' })).toEqual(['Kari Kirja']);
    expect(await names({ text: 'Le' })).toEqual(['Kari Kirja']);
    expect(await names({ text: 'ledg' })).toEqual(['Kari Kirja']);
    expect(await names({ iban: 'de89 3704 0044' })).toEqual(['Bo Berg']);
    // Pasted with dashes, a no-break and a zero-width space, as a file's IBAN cell is read.
    expect(await names({ iban: 'de89-3704\u00a00044\u200b0532' })).toEqual(['Bo Berg']);
    expect(await names({ reference: '2026-17' })).toEqual(['Aino Virtanen']);
    expect(await names({ reference: 'rf18539' })).toEqual(['Bo Berg']);
    expect(await names({ text: 'e2e-xyz' })).toEqual(['Cecilia Öberg']);
    // The main search finds an IBAN typed in groups, as the IBAN field does; a reference with a dash stays text.
    expect(await names({ text: 'DE89 3704 0044 0532 0130 00' })).toEqual(['Bo Berg']);
    expect(await names({ text: ' de89 3704 0044 ' })).toEqual(['Bo Berg']);
    expect(await names({ text: 'Invoice 2026-17' })).toEqual(['Aino Virtanen']);
    // A text matches within one field, never across two (payee "Bo Berg", IBAN "DE89…").
    expect(await names({ text: 'berg de89' })).toEqual([]);
    expect(await names({ text: 'berg' })).toEqual(['Bo Berg', 'Cecilia Öberg', 'Östen Åberg']);
    // Search syntax of either engine is plain text.
    expect(await names({ text: '"OR" NEAR(*' })).toEqual([]);
    expect(await names({ text: '%_' })).toEqual([]);
  });

  it("finds a creditor reference's shape as the start of the first reference, whole, in part, in groups, any case", async () => {
    const { repo } = await engine();
    const structured = (payeeName: string, structuredReference: string) =>
      payment({ payeeName, unstructuredReference: null, structuredReference });
    const bulkId = await repo.recordBulk(
      bulk([
        structured('A whole', 'RF18539007547034'),
        structured('B same start', 'RF18539007547999'),
        structured('C other', 'RF71000000004242'),
        // A message that starts with a reference printed in groups, as written.
        payment({ payeeName: 'D message', unstructuredReference: 'RF18 5390 0754 7034 rent' }),
        // The same reference inside a longer message, and as an end-to-end id behind a message: not its start.
        payment({ payeeName: 'E inside', unstructuredReference: 'Rent RF18539007547034' }),
        payment({ payeeName: 'F end-to-end', unstructuredReference: 'Invoice 9', endToEndId: 'RF18539007547034' }),
        // "RF18" alone, then an end-to-end id: a form with a space never runs on into the next reference.
        payment({
          payeeName: 'G two references',
          unstructuredReference: null,
          structuredReference: 'RF18',
          endToEndId: '539007547034',
        }),
      ]),
    );
    const names = async (filter: { reference: string } | { text: string }) =>
      (await repo.searchPayments({ bulkId, sort: 'payee', descending: false, limit: 10, ...filter })).rows.map(
        (r) => r.payeeName,
      );
    for (const as of ['reference', 'text'] as const) {
      const find = (term: string) => names(as === 'reference' ? { reference: term } : { text: term });
      expect(await find('RF18539007547034')).toEqual(['A whole']);
      // A wrong check (RF19) is still a reference's shape: no payment starts with it.
      expect(await find('RF19539007547034')).toEqual([]);
      expect(await find('RF1853900754')).toEqual(['A whole', 'B same start']);
      expect(await find('rf1853900754')).toEqual(['A whole', 'B same start']);
      // In groups: the structured ones by their electronic form, the message as written.
      expect(await find(' rf18 5390 0754 7034 ')).toEqual(['A whole', 'D message']);
      expect(await find('RF185390075470341')).toEqual([]);
      expect(await find('RF71 0000 0000 4242')).toEqual(['C other']);
      expect(await find('rf18 5390')).toEqual(['A whole', 'B same start', 'D message']);
    }
  });

  it('lists bulks newest first and records imported files', async () => {
    const { repo } = await engine();
    const fileId = await repo.recordImport({
      name: 'palkat.csv',
      sha256: 'b'.repeat(64),
      encoding: 'utf-8',
      rowCount: 1,
      importedBy: 'tester',
    });
    const older = await repo.recordBulk(bulk([payment()], { fileId }));
    await new Promise((r) => setTimeout(r, 5));
    const newer = await repo.recordBulk(bulk([payment()], { fileId, sequence: 2 }));
    const { bulks, total } = await repo.listBulks({ limit: 1000 });
    expect(total).toBeGreaterThanOrEqual(2);
    const ids = bulks.map((b) => b.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect((await repo.getBulk(older))!.fileName).toBe('palkat.csv');
    expect((await repo.auditOf('file', fileId))[0]).toMatchObject({ action: 'file_imported', actor: 'tester' });
  });
});

describe('history on postgresql: who wrote it', () => {
  it('records the database user on every bulk and audit entry, and a viewer cannot write', async () => {
    const repo = (await storeAs('clerk')).history();
    const id = await repo.recordBulk(bulk([payment()], { createdBy: 'spoofed name' }));
    const rows = await rawPg('clerk', `SELECT db_user FROM bulkpay.history_audit WHERE object_id = $1`, [id]);
    expect(rows.rows).toEqual([{ db_user: 'clerk' }]);
    const bulkRow = await rawPg('clerk', `SELECT db_user FROM bulkpay.history_bulks WHERE id = $1`, [id]);
    expect(bulkRow.rows).toEqual([{ db_user: 'clerk' }]);
    await rawPg('clerk', `UPDATE bulkpay.history_bulks SET db_user = 'mallory', created_by = 'mallory' WHERE id = $1`, [
      id,
    ]);
    expect(
      (await rawPg('clerk', `SELECT db_user, created_by FROM bulkpay.history_bulks WHERE id = $1`, [id])).rows,
    ).toEqual([{ db_user: 'clerk', created_by: 'spoofed name' }]);
    for (const sql of [
      `UPDATE bulkpay.history_audit SET actor = 'mallory' WHERE object_id = $1`,
      `DELETE FROM bulkpay.history_audit WHERE object_id = $1`,
    ])
      await expect(rawPg('team_admin', sql, [id])).rejects.toThrow(/append-only/);
    await expect(rawPg('team_admin', 'TRUNCATE bulkpay.history_audit CASCADE')).rejects.toThrow(/append-only/);
    const viewer = (await storeAs('vera')).history();
    await expect(viewer.recordBulk(bulk([payment()]))).rejects.toThrow(/may not write the team history/);
    expect((await viewer.getBulk(id))!.id).toBe(id);
    await expect(rawPg('clerk', `DELETE FROM bulkpay.history_payments WHERE bulk_id = $1`, [id])).rejects.toThrow(
      /permission denied|never deleted/,
    );
  });

  it('keeps when a bulk was last seen pending moving forward only, and import-history copies it', async () => {
    let clock = Date.parse('2026-11-24T09:00:00.000Z');
    const { db } = openTempDatabase();
    const local = sqliteHistory(db, () => new Date(clock));
    const bankBulkId = `bank-${randomUUID()}`;
    const status = (state: string, processed: boolean) => ({
      bulk_id: bankBulkId,
      status: state,
      processed,
      total_count: 1,
      total_amount: '10.00',
      not_sent_count: 1,
      payments: [],
    });
    const id = await local.recordBulk(bulk([payment()]));
    await local.markAccepted(id, { bankBulkId, statusUrl: 'u' });
    clock += 59 * 60_000;
    await local.applyStatus(id, status('pending_approval', false));
    const team = await storeAs('clerk');
    // Copied while still waiting: the team's copy knows when it was last seen pending.
    expect((await team.importLocalHistory(new HistoryReader(db), 'desk-expired', [id])).ok).toBe(true);
    const seen = await rawPg('clerk', `SELECT pending_seen_at FROM bulkpay.history_bulks WHERE id = $1`, [id]);
    expect((seen.rows[0] as { pending_seen_at: Date }).pending_seen_at.toISOString()).toBe('2026-11-24T09:59:00.000Z');
    // Never moved back, by anyone.
    await rawPg('clerk', `UPDATE bulkpay.history_bulks SET pending_seen_at = '2026-11-24T09:01:00Z' WHERE id = $1`, [
      id,
    ]);
    expect(
      (await rawPg('clerk', `SELECT pending_seen_at FROM bulkpay.history_bulks WHERE id = $1`, [id])).rows,
    ).toEqual(seen.rows);
    clock += 3 * 60_000;
    await local.applyStatus(id, status('rejected', true));
    expect((await team.importLocalHistory(new HistoryReader(db), 'desk-expired', [id])).ok).toBe(true);
    expect(await team.history().getBulk(id)).toMatchObject({ state: 'rejected', rejection: 'expired' });
  });

  it('makes a second desktop’s resend wait for the first one’s transaction, then refuses it', async () => {
    const repo = (await storeAs('clerk')).history();
    const source = await repo.recordBulk(bulk([payment()]));
    // Desktop A has inserted its resend but not committed yet.
    const a = new pg.Client({ connectionString: cluster.url('clerk', PASSWORD) });
    await a.connect();
    try {
      await a.query('BEGIN');
      await a.query(
        `INSERT INTO bulkpay.history_bulks (id, resubmission_of, payment_account, state, total_count, total_amount,
           currency_totals, created_by, created_at, updated_at)
         VALUES ($1, $2, 'acc', 'sending', 1, '10.00', '{"EUR":"10.00"}', 'a', now(), now())`,
        [randomUUID(), source],
      );
      // Desktop B resends the same bulk meanwhile: it must wait for A, not slip past A's uncommitted row.
      let settled = false;
      const b = repo.recordBulk(bulk([payment()], { resubmissionOf: source })).finally(() => (settled = true));
      b.catch(() => {});
      await new Promise((r) => setTimeout(r, 300));
      expect(settled).toBe(false);
      await a.query('COMMIT');
      await expect(b).rejects.toThrow(/bulk_already_resent/);
    } finally {
      await a.end();
    }
  });
});
