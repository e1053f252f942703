// Issue 28, team schema 19: a payee search looks its term up among the history's distinct payee
// names and takes the payments of the names found from the payee's b-tree. On a random history the
// payments found, their order and the count must be exactly those of the search it replaced (the
// trigram "contains" on every payment), and the names must be kept by the history itself.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentSearch } from '../../../../../src-shared/ipc/channels/history';
import {
  readPayeeNames,
  teamSearchSql,
  type TeamSql,
} from '../../../../../src-main/adapters/postgres/team-history-search';
import { fillPayeeNames } from '../../../../../src-main/adapters/postgres/team-schema-payee-names';
import type { TeamStore } from '../../../../../src-main/adapters/postgres/team-store';
import { bulk, payment } from '../../../../unit/harness/history-fixtures';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { installTeamWithClerk, superuserOnSettledHistory } from '../../../harness/store-login';
import { endTeamTest } from '../../../harness/team-teardown';

const PASSWORD = 'team-payee-names-password';
const PARTS = ['son', 'Virta', 'mäki', 'ÖST', 'berg', 'Dubois', 'ße', 'lund', 'a_b', '50%', 'Oy', 'GmbH'];
let cluster: PgCluster;
const stores: TeamStore[] = [];
let client: pg.Client;
let clerk: TeamStore;
let seed = 28;
// A small deterministic generator (mulberry32), so a failure can be run again as it was.
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
const randomName = () =>
  Array.from(
    { length: 1 + Math.floor(random() * 3) },
    () => pick(PARTS) + (random() < 0.3 ? ` ${pick(PARTS)}` : ''),
  ).join('');

const search = (filter: Partial<PaymentSearch>): PaymentSearch => ({
  sort: 'date',
  descending: true,
  limit: 2000,
  ...filter,
});

/** A statement's rows' ids (the page) or count, straight from PostgreSQL. */
const run = async (s: TeamSql) => (await client.query(s.sql, s.params)).rows.map((r) => String(r.id ?? r.n));

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['clerk']);
  clerk = await installTeamWithClerk(cluster, PASSWORD, stores);
  let t = Date.parse('2024-01-01T08:00:00Z');
  const history = clerk.history(() => new Date((t += 60_000)));
  // 300 names, some paid often and most rarely (as the bench's history), the odd one in capitals.
  const names = Array.from({ length: 300 }, () => (random() < 0.1 ? randomName().toUpperCase() : randomName()));
  for (let b = 0; b < 30; b++) {
    const payments = Array.from({ length: 50 }, (_, i) =>
      payment({ line: i + 2, payeeName: names[Math.floor(names.length * random() ** 3)]! }),
    );
    await history.recordBulk(bulk(payments, { createdBy: 'clerk', sequence: b + 1 }));
  }
  // Settled here, not in a test, so no test depends on another having run first.
  client = await superuserOnSettledHistory(cluster);
}, 240_000);

afterAll(() => endTeamTest({ connections: [client], stores, cluster }));

describe('a payee search through the distinct payee names (team schema 19)', () => {
  it('finds the same payments, in the same order, and the same count as "contains" on every payment', async () => {
    const { rows } = await client.query<{ payee_name: string }>('SELECT payee_name FROM bulkpay.history_payments');
    const terms = [
      ...Array.from({ length: 60 }, () => {
        const name = pick(rows).payee_name;
        const from = Math.floor(random() * Math.max(1, name.length - 3));
        const term = name.slice(from, from + 3 + Math.floor(random() * 6));
        return random() < 0.5 ? term.toUpperCase() : term;
      }),
      'zzz-nobody',
      '_b',
      'a_b',
      '50%',
      '%oy',
      ' son ',
    ];
    let viaNames = 0;
    for (const term of terms)
      for (const sort of ['date', 'payee', 'amount'] as const) {
        const s = search({ payee: term, sort, descending: sort !== 'payee' });
        const payeeNames = await readPayeeNames(client, s);
        if (payeeNames) viaNames++;
        const before = teamSearchSql(s, {});
        const after = teamSearchSql(s, { payeeNames });
        expect(await run(after.page), term).toEqual(await run(before.page));
        expect(await run(after.count), term).toEqual(await run(before.count));
      }
    // Most terms went through the names (the others: in more than 100 names, or under 3 characters).
    expect(viaNames).toBeGreaterThan(terms.length * 2);
  });

  it('reads a rarely paid payee from the payee index by its exact names, never the trigram index of the payments', async () => {
    const { rows } = await client.query<{ payee_name: string }>(
      `SELECT payee_name FROM bulkpay.history_payments GROUP BY payee_name HAVING count(*) = 1 LIMIT 1`,
    );
    const s = search({ payee: rows[0]!.payee_name, limit: 50 });
    const payeeNames = await readPayeeNames(client, s);
    expect(payeeNames).toContain(rows[0]!.payee_name.toLowerCase());
    const { count, page } = teamSearchSql(s, { payeeNames });
    for (const statement of [count, page]) {
      const plan = JSON.stringify(
        (await client.query(`EXPLAIN (FORMAT JSON) ${statement.sql}`, statement.params)).rows,
      );
      // Before: a bitmap of history_payments_payee_text, whose lists grow with the history.
      expect(plan).not.toContain('history_payments_payee_text');
      expect(plan).toMatch(/"Index Name":"history_payments_payee_(start|prefix)"/);
    }
    expect((await clerk.history().searchPayments(s)).rows.map((r) => r.payeeName)).toEqual([rows[0]!.payee_name]);
  });

  it('keeps every name of the history, a new payment as it is recorded and the earlier ones by the fill', async () => {
    const distinct = async () =>
      (
        await client.query<{ n: string }>(
          `SELECT lower(payee_name) AS n FROM bulkpay.history_payments
           EXCEPT SELECT lower_name FROM bulkpay.history_payee_names`,
        )
      ).rows;
    expect(await distinct()).toEqual([]);
    const history = clerk.history();
    await history.recordBulk(bulk([payment({ payeeName: 'Zygmunt Brandt' })], { createdBy: 'clerk', sequence: 99 }));
    expect(await readPayeeNames(client, search({ payee: 'zygmunt' }))).toEqual(['zygmunt brandt']);
    // A history from before schema 19: no names yet, and the fill not done, so the search goes on
    // reading the payments' own trigram index until the fill has added every name.
    await client.query('TRUNCATE bulkpay.history_payee_names');
    await client.query('UPDATE bulkpay.history_payee_names_fill SET filled_to = 0, done = false');
    expect(await readPayeeNames(client, search({ payee: 'zygmunt' }))).toBeUndefined();
    expect((await history.searchPayments(search({ payee: 'zygmunt' }))).rows).toHaveLength(1);
    await fillPayeeNames(client);
    expect(await distinct()).toEqual([]);
    expect(await readPayeeNames(client, search({ payee: 'zygmunt' }))).toEqual(['zygmunt brandt']);
  });

  it('a fill stopped between its batches goes on where it stopped and adds every name', async () => {
    await client.query('TRUNCATE bulkpay.history_payee_names');
    await client.query('UPDATE bulkpay.history_payee_names_fill SET filled_to = 0, done = false');
    // The admin's connection lost after two batches of 97 payments (the history holds 1,500).
    let batches = 0;
    const stopping = {
      query: (text: string, params?: unknown[]) => {
        if (text.includes('filled_to = $2') && ++batches > 2) return Promise.reject(new Error('connection lost'));
        return client.query(text, params);
      },
    } as unknown as pg.Client;
    await expect(fillPayeeNames(stopping, 97)).rejects.toThrow('connection lost');
    const stopped = await client.query<{ filled_to: string; done: boolean }>(
      'SELECT filled_to, done FROM bulkpay.history_payee_names_fill',
    );
    expect(stopped.rows[0]).toEqual({ filled_to: String(2 * 97), done: false });
    expect(await readPayeeNames(client, search({ payee: 'son' }))).toBeUndefined();
    await fillPayeeNames(client, 97);
    const missing = await client.query(
      `SELECT lower(payee_name) FROM bulkpay.history_payments EXCEPT SELECT lower_name FROM bulkpay.history_payee_names`,
    );
    expect(missing.rows).toEqual([]);
    const extra = await client.query(
      `SELECT lower_name FROM bulkpay.history_payee_names EXCEPT SELECT lower(payee_name) FROM bulkpay.history_payments`,
    );
    expect(extra.rows).toEqual([]);
  });

  it('looks a term up among its names when it is in 100 of them, and among the payments when in 101', async () => {
    const record = (from: number, count: number, sequence: number) =>
      clerk.history().recordBulk(
        bulk(
          Array.from({ length: count }, (_, i) =>
            payment({ line: i + 2, payeeName: `Boundary Firm ${String(from + i).padStart(3, '0')}` }),
          ),
          { createdBy: 'clerk', sequence },
        ),
      );
    await record(0, 100, 200);
    const at100 = search({ payee: 'boundary firm' });
    expect(await readPayeeNames(client, at100)).toHaveLength(100);
    expect((await clerk.history().searchPayments(at100)).rows).toHaveLength(100);
    await record(100, 1, 201);
    expect(await readPayeeNames(client, at100)).toBeUndefined();
    expect((await clerk.history().searchPayments(at100)).rows).toHaveLength(101);
  });

  it('searches a term in more than 100 names, or a database without the names, as "contains" on the payments', async () => {
    for (const half of [0, 1]) {
      const payments = Array.from({ length: 51 }, (_, i) =>
        payment({ line: i + 2, payeeName: `Limit Payee ${half}-${i}` }),
      );
      await clerk.history().recordBulk(bulk(payments, { createdBy: 'clerk', sequence: 100 + half }));
    }
    expect(await readPayeeNames(client, search({ payee: 'limit payee' }))).toBeUndefined();
    expect((await clerk.history().searchPayments(search({ payee: 'limit payee' }))).rows).toHaveLength(102);
    await client.query('ALTER TABLE bulkpay.history_payee_names RENAME TO history_payee_names_away');
    try {
      expect(await readPayeeNames(client, search({ payee: 'zygmunt' }))).toBeUndefined();
    } finally {
      await client.query('ALTER TABLE bulkpay.history_payee_names_away RENAME TO history_payee_names');
    }
  });

  it('on a database before schema 19, a payee search runs no statement that fails; where the names are, one probe per search', async () => {
    const statements: { text: string; failed: boolean }[] = [];
    /** The superuser's connection as a new pool would be, telling each statement and whether it failed. */
    const watched = {
      query: (text: string, params?: unknown[]) =>
        client.query(text, params).then(
          (r) => (statements.push({ text, failed: false }), r),
          (e: unknown) => {
            statements.push({ text, failed: true });
            throw e;
          },
        ),
    } as unknown as pg.Client;
    const zygmunt = search({ payee: 'zygmunt' });
    await client.query('ALTER TABLE bulkpay.history_payee_names_fill RENAME TO history_payee_names_fill_away');
    try {
      for (let i = 0; i < 3; i++) expect(await readPayeeNames(watched, zygmunt)).toBeUndefined();
      expect(statements.filter((s) => s.failed)).toEqual([]);
    } finally {
      await client.query('ALTER TABLE bulkpay.history_payee_names_fill_away RENAME TO history_payee_names_fill');
    }
    // Upgraded meanwhile: the next search reads the names, and learns once that they are there.
    statements.length = 0;
    for (let i = 0; i < 3; i++) expect(await readPayeeNames(watched, zygmunt)).toEqual(['zygmunt brandt']);
    expect(statements.filter((s) => s.text.includes('to_regclass'))).toHaveLength(1);
    expect(statements).toHaveLength(4);
  });
});
