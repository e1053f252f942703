// Desktops on one throwaway PostgreSQL team store and one sandbox bank, for the fault tests: a
// preparer (alice), two approvers (bob, carol), each desktop its own data folder; the real CLI,
// in this process or as a child process that can be killed; what the bank and the team history
// hold afterwards, to compare.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Papa from 'papaparse';
import { expect } from 'vitest';
import type { ListedBulk } from '../../../../../src-sandbox/control-client';
import type { TeamStore } from '../../../../../src-main/adapters/postgres/team-store';
import type { Connected } from '../../../harness/bank-harness';
import { runBin, runCli, startEnvModeBank, type EnvModeBank } from '../../../harness/env-mode-bank';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { openStoreAs } from '../../../harness/store-login';

export const PASSWORD = 'team-fault-password';
/** Seconds a sending desktop may be silent before another may finish its run (kept short here). */
export const SENDER_TIMEOUT_SECONDS = 3;
const BULK_PATH = '/api/v2/payment-initiation/bulk/';

export interface FaultTeam {
  cluster: PgCluster;
  bank: EnvModeBank;
  conn: Connected;
  dir: string;
  /** A desktop's environment: its own data folder, the team address (through `port` if given). */
  desktop(user: string, name?: string, port?: number): NodeJS.ProcessEnv;
  cli(env: NodeJS.ProcessEnv, ...args: string[]): ReturnType<typeof runCli>;
  bin(env: NodeJS.ProcessEnv, ...args: string[]): ReturnType<typeof runBin>;
  /** A payroll file of `rows` payments (100 per bulk), submitted by alice: its run and keys. */
  submittedRun(name: string, rows: number): Promise<{ id: string; keys: string[] }>;
  /** The same, released by bob. */
  releasedRun(name: string, rows: number): Promise<{ id: string; keys: string[] }>;
  /** Holds the bank's answer to the `nth` bulk creation from now on until `releaseHolds`. */
  holdBulk(nth: number): Promise<void>;
  /** The bank's own record of the bulks created under these Idempotency-Keys. */
  bankBulks(keys: string[]): Promise<ListedBulk[]>;
  /** The team history's bulks of a file: bank id, state and payment count, in order. */
  teamBulks(file: string): Promise<{ bank_bulk_id: string | null; state: string; payments: number }[]>;
  runState(id: string): Promise<{ state: string; claimed_by: string | null }>;
  store(user: string): Promise<TeamStore>;
  close(): Promise<void>;
}

export async function startFaultTeam(): Promise<FaultTeam> {
  const cluster = await startTeamCluster(PASSWORD, ['alice', 'bob', 'carol']);
  const stores: TeamStore[] = [];
  const store = (user: string) => openStoreAs(cluster, user, PASSWORD, stores);
  const admin = await store('team_admin');
  expect((await admin.migrate()).ok).toBe(true);
  for (const [user, role] of [
    ['alice', 'preparer'],
    ['bob', 'approver'],
    ['carol', 'approver'],
  ] as const)
    expect((await admin.setRole(user, role)).ok).toBe(true);
  const bank = await startEnvModeBank();
  const { conn, dir, env: bankEnv } = bank;
  const desktop = (user: string, name = user, port = cluster.port): NodeJS.ProcessEnv => ({
    ...bankEnv,
    BULKPAY_DATA_DIR: join(dir, `desktop-${name}`),
    BULKPAY_TEAM_URL: cluster.url(user, PASSWORD).replace(`:${cluster.port}/`, `:${port}/`),
    BULKPAY_TEAM_SENDER_TIMEOUT_SECONDS: String(SENDER_TIMEOUT_SECONDS),
  });
  const cli = (env: NodeJS.ProcessEnv, ...args: string[]) => runCli(env, dir, ...args);
  const rows = <T>(sql: string, params: unknown[]) =>
    cluster.admin(async (c) => (await c.query(sql, params)).rows as T[]);
  async function submittedRun(name: string, count: number) {
    writeFileSync(join(dir, name), payroll(name, count));
    const submitted = await cli(desktop('alice'), 'team', 'submit', name, '--account', conn.account.iban, '--json');
    expect(submitted.err).toBe('');
    const { id } = JSON.parse(submitted.out) as { id: string };
    const [run] = await rows<{ keys: string[] }>(
      `SELECT plan -> 'idempotencyKeys' AS keys FROM bulkpay.runs WHERE id = $1`,
      [id],
    );
    return { id, keys: run!.keys };
  }
  return {
    cluster,
    bank,
    conn,
    dir,
    desktop,
    cli,
    bin: (env, ...args) => runBin(env, dir, ...args),
    submittedRun,
    async releasedRun(name, count) {
      const run = await submittedRun(name, count);
      expect((await cli(desktop('bob'), 'team', 'release', run.id, '--yes')).err).toBe('');
      return run;
    },
    async holdBulk(nth) {
      // Faults are used up in the order armed: nth - 1 that change nothing, then the hold.
      if (nth > 1)
        await conn.control.armFault({ path: BULK_PATH, method: 'POST', kind: 'delay', ms: 1, times: nth - 1 });
      await conn.control.armFault({ path: BULK_PATH, method: 'POST', kind: 'hold', ms: 60_000 });
    },
    async bankBulks(keys) {
      const all = await conn.control.listBulks();
      return all.filter((b) => keys.includes(b.idempotency_key));
    },
    teamBulks: (file) =>
      rows(
        `SELECT b.bank_bulk_id, b.state, count(p.*)::int AS payments
         FROM bulkpay.history_bulks b JOIN bulkpay.history_files f ON f.id = b.file_id
         JOIN bulkpay.history_payments p ON p.bulk_id = b.id
         WHERE f.name = $1 GROUP BY b.id ORDER BY b.sequence`,
        [file],
      ),
    runState: async (id) =>
      (
        await rows<{ state: string; claimed_by: string | null }>(
          'SELECT state, claimed_by FROM bulkpay.runs WHERE id = $1',
          [id],
        )
      )[0]!,
    store,
    async close() {
      for (const s of stores) await s.close();
      await bank.close();
      await cluster.stop();
    },
  };
}

/** A payroll CSV of `rows` payments to three IBANs, each row its own reference (for the file `name`). */
export function payroll(name: string, rows: number): string {
  const ibans = ['GB29NWBK60161331926819', 'DE89370400440532013000', 'NL91ABNA0417164300'];
  return Papa.unparse([
    ['name', 'iban', 'amount', 'currency', 'unstructured_reference'],
    ...Array.from({ length: rows }, (_, i) => [
      `Employee ${i + 1}`,
      ibans[i % 3]!,
      `${1 + (i % 9)}.25`,
      'EUR',
      `${name} salary ${i + 1}`,
    ]),
  ]);
}

/** Waits until `check` holds (each fault test's moments come from the system, never a fixed wait). */
export async function until(check: () => Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const giveUp = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > giveUp) throw new Error(`gave up waiting: ${what}`);
    await sleep(50);
  }
}

/**
 * Every payment reached the bank exactly once, and the team history says what the bank says: one
 * bulk per key, each key's bulk once at the bank with the planned payment count, and the team
 * history's bulks those bulks, in order, with the bank's state.
 */
export async function expectBankAndTeamAgree(team: FaultTeam, file: string, keys: string[], counts: number[]) {
  const atBank = await team.bankBulks(keys);
  expect(atBank.map((b) => b.idempotency_key).sort()).toEqual([...keys].sort());
  const byKey = keys.map((k) => atBank.find((b) => b.idempotency_key === k)!);
  expect(byKey.map((b) => b.total_count)).toEqual(counts);
  expect(await team.teamBulks(file)).toEqual(
    byKey.map((b, i) => ({ bank_bulk_id: b.bulk_id, state: b.status, payments: counts[i] })),
  );
}
