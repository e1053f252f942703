// Team schema 20 on a real PostgreSQL: a submitted run's two per-payment checks made once per run
// ("payments only with their run, by its preparer" per INSERT statement; "the run names every
// payment's payee and IBAN" as one set difference), refusing exactly what they refused.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamErrorOf } from '../../../../../src-main/adapters/postgres/team-errors';
import type { TeamStore } from '../../../../../src-main/adapters/postgres/team-store';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { installTeamOfTwo } from '../../../harness/store-login';
import { endTeamTest } from '../../../harness/team-teardown';

const PASSWORD = 'run-checks-password';
const IBAN = 'DE89370400440532013000';
let cluster: PgCluster;
const stores: TeamStore[] = [];

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['alice', 'bob']);
  await installTeamOfTwo(cluster, PASSWORD, stores, 'FI2112345600000785');
}, 60_000);

afterAll(() => endTeamTest({ stores, cluster }));

interface Submitted {
  /** The per-row and per-statement guards' calls in the run's transaction. */
  calls: { perRow: number; perStatement: number };
  /** The plans auto_explain told of (nested statements too). */
  notices: string[];
  /** The refusal's SQLSTATE at the deferred checks, or 'ok'. */
  outcome: string;
}

/** The run's payee accounts: each payment's payee and IBAN, the IBAN written as a person would (spaces, lower case). */
const accountsOf = (n: number, payeeIdOfLast = '') =>
  Array.from({ length: n }, (_, i) => ({
    name: `Payee ${i}`,
    iban: IBAN.toLowerCase().replace(/(.{4})/g, '$1 '),
    ...(i === n - 1 && payeeIdOfLast ? { payee_id: payeeIdOfLast } : {}),
  }));

/** Alice submits a run of `n` payments in plain SQL, its deferred checks run at once; rolled back. */
async function submitAsAlice(n: number, accounts: unknown[], paymentIban: string | null = IBAN): Promise<Submitted> {
  return cluster.admin(async (c: pg.Client) => {
    const notices: string[] = [];
    c.on('notice', (m) => notices.push(m.message ?? ''));
    await c.query(`LOAD 'auto_explain'`);
    for (const set of [
      `track_functions = 'pl'`,
      'auto_explain.log_min_duration = 0',
      'auto_explain.log_nested_statements = on',
      `auto_explain.log_level = 'notice'`,
    ])
      await c.query(`SET ${set}`);
    await c.query('SET SESSION AUTHORIZATION alice');
    await c.query('BEGIN');
    try {
      const { rows } = await c.query<{ id: string }>(
        `INSERT INTO bulkpay.runs (file_name, file_sha256, paying_account, payment_count, totals, plan, plan_hash,
           state, release_required, prepared_by, prepared_at, bank_tpp, bank_customer, payee_ibans, payee_accounts)
         VALUES ('checks.csv', 'x', 'FI2112345600000785', $1, jsonb_build_object('EUR', ($1 * 10)::text), '{}', 'h',
           'awaiting_release', true, 'alice', now(), 't', 'c', $2, $3) RETURNING id`,
        [n, [IBAN], JSON.stringify(accounts)],
      );
      await c.query(
        `INSERT INTO bulkpay.run_payments (run_id, line, fingerprint, payee, amount, currency, iban)
         SELECT $1, i + 2, $2 || '|10.00|EUR|' || i, 'Payee ' || i, 10, 'EUR', $4 FROM generate_series(0, $3 - 1) AS i`,
        [rows[0]!.id, IBAN, n, paymentIban],
      );
      const calls = await guardCalls(c);
      const outcome = await c.query('SET CONSTRAINTS ALL IMMEDIATE').then(
        () => 'ok',
        (e: { code: string }) => e.code,
      );
      return { outcome, calls, notices };
    } finally {
      await c.query('ROLLBACK');
      await c.query('RESET SESSION AUTHORIZATION');
    }
  });
}

/** Calls of run_payments_guard (per row) and run_payments_added_guard (per statement, schema 20) in this transaction. */
async function guardCalls(c: pg.Client) {
  const { rows } = await c.query<{ per_row: string | null; per_statement: string | null }>(
    `SELECT pg_stat_get_xact_function_calls(to_regproc('bulkpay.run_payments_guard')) AS per_row,
            pg_stat_get_xact_function_calls(to_regproc('bulkpay.run_payments_added_guard')) AS per_statement`,
  );
  return { perRow: Number(rows[0]!.per_row ?? 0), perStatement: Number(rows[0]!.per_statement ?? 0) };
}

/** The logged plan of the statement that compares the run's payments with its payee accounts. */
function namesCheck(notices: string[]): string {
  const found = notices.filter((n) => n.includes('run_payments') && n.includes('payee_accounts'));
  expect(found).toHaveLength(1);
  return found[0]!;
}

describe('team schema 20: a run’s checks once per run', () => {
  it('a run of 100 payments is checked by one set difference and one guard per statement, not per payment', async () => {
    const submitted = await submitAsAlice(100, accountsOf(100));
    expect(submitted.outcome).toBe('ok');
    expect(submitted.calls).toEqual({ perRow: 0, perStatement: 1 }); // was 100 per-row guards
    // Each side hashed once; before: a Nested Loop Anti Join, every payment against every account.
    const plan = namesCheck(submitted.notices);
    expect(plan).toMatch(/SetOp/);
    expect(plan).not.toMatch(/Nested Loop/);
  }, 60_000);

  it('still refuses a run whose payee accounts leave a payment out or name another ERP payee id', async () => {
    expect((await submitAsAlice(3, accountsOf(2))).outcome).toBe('BP008');
    expect((await submitAsAlice(3, accountsOf(3, 'ERP-9'))).outcome).toBe('BP008');
    expect((await submitAsAlice(3, [...accountsOf(2), { name: 'Payee 2' }])).outcome).toBe('BP008');
    expect((await submitAsAlice(3, [...accountsOf(3), 'not an account'])).outcome).toBe('ok');
    // A payment without an IBAN: refused by schema 8's run_names_its_payees (schema 20 leaves it there).
    expect((await submitAsAlice(3, accountsOf(3), null)).outcome).toBe('BP008');
  }, 60_000);

  it('a member adding a payment to a run that does not exist is told the run moved on (the foreign key, read as invalid_move)', async () => {
    const refused = await cluster.admin(async (c: pg.Client) => {
      await c.query('SET SESSION AUTHORIZATION alice');
      try {
        await c.query(
          `INSERT INTO bulkpay.run_payments (run_id, line, fingerprint, payee, amount, currency, iban)
           VALUES ($1, 2, $2 || '|10.00|EUR|0', 'Payee 0', 10, 'EUR', $2)`,
          [randomUUID(), IBAN],
        );
        return undefined;
      } catch (e) {
        return e;
      } finally {
        await c.query('RESET SESSION AUTHORIZATION');
      }
    });
    expect(refused).toMatchObject({ code: '23503', constraint: 'run_payments_run_id_fkey' });
    const error = teamErrorOf(refused, { host: 'db', user: 'alice', database: 'postgres' }, () => {});
    expect(!error.ok && error.error.code).toBe('invalid_move');
  });
});
