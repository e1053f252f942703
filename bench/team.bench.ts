// Team store load (issue 28): BULKPAY_BENCH_DESKTOPS simulated desktops (default 50: half
// preparers, half approvers, each with its one connection that also LISTENs, as the app opens it) against one throwaway PostgreSQL with the default max_connections of 100, for
// BULKPAY_BENCH_TEAM_SECONDS (default 60). Preparers submit runs and list the latest runs,
// approvers release what waits, claim it for sending and record its bulk of 100 payments in the
// team history; everyone searches the team history. Reports each operation's p95 latency and the
// throughput as ratios to one preparer and one approver doing the same alone, the connections the
// server holds (pg_stat_activity, sampled), and how long a submitted run takes to reach every
// other desktop's LISTEN; throws when a run or a history bulk is lost or a run claimed twice. The
// pair alone and the fifty take turns in the same minutes (BULKPAY_BENCH_TEAM_SLICES), so the
// baseline meets the same machine load and store; what the server waits on: team-diagnostics.ts.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { NewBulk } from '../src-main/ports/history/records';
import { keepSenderAlive } from '../src-main/features/team/sender-heartbeat';
import { TeamListener } from '../src-main/adapters/postgres/team-events';
import { runChangeReads, type RunChangeReads } from '../src-main/features/team/run-change-reads';
import {
  TeamStore,
  teamConnectionConfig,
  type RunPayment,
  type RunToSubmit,
} from '../src-main/adapters/postgres/team-store';
import { createLogin, startPgCluster, type PgCluster } from '../test/integration/harness/pg-cluster';
import type { Figure } from './run';
import { p95 } from './timing';
import { printStatements, sampleWaits, topWaits } from './team-diagnostics';

const PASSWORD = 'bench-password';
const seconds = Number(process.env.BULKPAY_BENCH_TEAM_SECONDS ?? process.env.BENCH_TEAM_SECONDS ?? 60);
const DESKTOPS = Number(process.env.BULKPAY_BENCH_DESKTOPS ?? 50);
const MAX_CONNECTIONS = Number(process.env.BULKPAY_BENCH_MAX_CONNECTIONS ?? 100);
/**
 * A desktop's average pause before each operation: a person reads the screen, types, decides (an
 * operation every 1.5–4.5 s at the default 3,000 ms). The same desktops then work flat out (no
 * pause) for BULKPAY_BENCH_TEAM_STRESS_SECONDS (default 30; 0 leaves it out): a stress figure, not
 * the goal's load.
 */
const THINK_MS = Number(process.env.BULKPAY_BENCH_THINK_MS ?? 3_000);
const STRESS_SECONDS = Number(process.env.BULKPAY_BENCH_TEAM_STRESS_SECONDS ?? 30);
/** Turns the pair alone and the fifty take, each (BULKPAY_BENCH_TEAM_SLICES, default 3). */
const SLICES = Number(process.env.BULKPAY_BENCH_TEAM_SLICES ?? 3);
/**
 * The pair alone goes on in each of its turns until it has made its share of this many of every
 * operation (BULKPAY_BENCH_TEAM_BASELINE_OPS, default 40), so its p95 (interpolated, see p95) is
 * not its slowest: at a person's pace the pair makes about 7 claims a minute. At most
 * BULKPAY_BENCH_TEAM_BASELINE_MAX times the fifty's time (default 5).
 */
const BASELINE_OPS = Number(process.env.BULKPAY_BENCH_TEAM_BASELINE_OPS ?? 40);
const BASELINE_MAX = Number(process.env.BULKPAY_BENCH_TEAM_BASELINE_MAX ?? 5);
/** BULKPAY_BENCH_TEAM_STATEMENTS=1: the statements that took the server's time, per load (pg_stat_statements). */
const STATEMENTS = process.env.BULKPAY_BENCH_TEAM_STATEMENTS === '1';
/**
 * BULKPAY_BENCH_TEAM_GATHER=0: each desktop reads the changed runs with no gathering pause (one read at
 * a time, the changes heard during a read together in the next; main's app queued one read per change),
 * to tell the bench's queueing of those reads apart from the app's pause (run-change-reads.ts).
 */
const NO_GATHER = process.env.BULKPAY_BENCH_TEAM_GATHER === '0';
const OPS = ['submit', 'list', 'release', 'claim', 'record', 'search'] as const;
type Op = (typeof OPS)[number];

interface Tally {
  /** The desktops' average pause before each operation (0: flat out). */
  thinkMs: number;
  latenciesMs: Record<Op, number[]>;
  /** When each run's submit started, and when each desktop's LISTEN first heard of it. */
  submitStarted: Map<string, number>;
  heard: Map<string, number>[];
  submitted: Set<string>;
  claimed: string[];
  /** Team-history bulks recorded, by the run they were sent for. */
  recorded: Map<string, string>;
  searches: number;
  /** Operations the server or the connection failed (too many connections…), with why. */
  failures: string[];
}

function configOf(cluster: PgCluster, user: string) {
  const config = teamConnectionConfig(cluster.url(user, PASSWORD));
  if (!config.ok) throw new Error(config.error.message);
  return config;
}

/** A desktop's store as the app opens it: one connection, kept (min 1), which also LISTENs. */
async function storeAs(cluster: PgCluster, user: string): Promise<TeamStore> {
  const store = await TeamStore.connect({ ...configOf(cluster, user).value, min: 1 });
  if (!store.ok) throw new Error(store.error.message);
  return store.value;
}

/**
 * What a desktop does on the changes it hears: main gathers them and reads the runs they name as
 * listed, together, and pushes them (run-change-reads.ts, as team-service.ts); the screen shows a
 * pushed run in its list, a new run in its place, reading no runs. A change with no run makes it
 * read the newest runs again, one read at a time and once more for whatever came during it. A
 * change to a bulk of the team history reads nothing. Not timed: load every desktop adds for
 * every change.
 */
function followRuns(store: TeamStore): RunChangeReads {
  let reading = false;
  let again = false;
  const readList = async (): Promise<void> => {
    reading = true;
    do {
      again = false;
      await store.runs();
    } while (again);
    reading = false;
  };
  return runChangeReads(
    (ids) => store.listedRuns(ids),
    (change, run) => {
      if (change.kind !== 'run' || run) return;
      if (reading) again = true;
      else void readList();
    },
    NO_GATHER ? { windowMs: () => 0 } : {},
  );
}

/** A desktop's LISTEN on its one connection, noting when it first hears of each run; resolves once it listens. */
async function listenAs(store: TeamStore, heard: Map<string, number>): Promise<{ stop(): Promise<void> }> {
  let listener: TeamListener | undefined;
  const follow = followRuns(store);
  await new Promise<void>((resolve) => {
    listener = new TeamListener({
      pool: store.listenPool(),
      onChange: (change) => {
        if (change.runId && !heard.has(change.runId)) heard.set(change.runId, performance.now());
        follow.heard(change);
      },
      onLive: (live) => live && resolve(),
    });
  });
  return {
    stop: () => {
      follow.stop();
      return listener!.stop();
    },
  };
}

/** A run's 100 payments as the team's duplicate check keeps them (count and sums match the run). */
const payments = (): RunPayment[] =>
  Array.from({ length: 100 }, (_, i) => ({
    line: i + 2,
    fingerprint: `DE89370400440532013000|123.45|EUR|${randomUUID()}`,
    payee: `Payee ${i}`,
    amount: '123.45',
    currency: 'EUR',
    iban: 'DE89370400440532013000',
  }));

const run = (): RunToSubmit => ({
  fileName: `bench-${randomUUID()}.csv`,
  fileSha256: 'b'.repeat(64),
  payingAccount: 'FI2112345600000785',
  paymentCount: 100,
  totals: { EUR: '12345.00' }, // 100 × 123.45
  plan: {
    bulks: Array.from({ length: 100 }, (_, i) => ({
      name: `Payee ${i}`,
      iban: 'DE89370400440532013000',
      amount: '123.45',
    })),
  },
  planHash: randomUUID(),
  warningsAcknowledged: [],
  bankTpp: 'bench-tpp',
  bankCustomer: 'bench-customer',
});

/** Refusals that are the server's or the connection's, not the team's rules (another approver first). */
const FAILURES = new Set(['team_server_busy', 'team_unreachable', 'team_store_failed']);

/** A desktop's pause before an operation: `thinkMs` on average (a person reading the screen). */
const think = (thinkMs: number) => new Promise((r) => setTimeout(r, thinkMs * (0.5 + Math.random())));

/** Times one operation, counting a failure of the server or the connection (thrown, or an error value). */
async function timed<T>(tally: Tally, op: Op, fn: () => Promise<T>): Promise<T | undefined> {
  if (tally.thinkMs) await think(tally.thinkMs);
  const start = performance.now();
  try {
    const result = await fn();
    const error = (result as { ok?: boolean; error?: { code: string; message: string } }).error;
    if (error && FAILURES.has(error.code)) tally.failures.push(`${op}: ${error.message}`);
    return result;
  } catch (e) {
    tally.failures.push(`${op}: ${(e as Error).message}`);
    return undefined;
  } finally {
    tally.latenciesMs[op].push(performance.now() - start);
  }
}

/** The bulk a claimed run sends, as the team history records it before the bank sees it. */
const historyBulk = (runId: string, host: string): NewBulk => ({
  sequence: 1,
  paymentAccount: 'FI2112345600000785',
  createdBy: host,
  payments: Array.from({ length: 100 }, (_, i) => ({
    amount: '123.45',
    currency: 'EUR',
    payeeName: `Payee ${i}`,
    accountIdentifier: 'DE89370400440532013000',
    accountIdentifierType: 'iban',
    unstructuredReference: `Run ${runId} payment ${i}`,
    method: 'sepa',
    instant: false,
  })),
});

/** A clerk looking something up in the team's history: a text search, first page. */
async function searchHistory(store: TeamStore, tally: Tally): Promise<void> {
  await timed(tally, 'search', () =>
    store
      .history()
      .searchPayments({ text: `payee ${tally.searches % 100}`, sort: 'date', descending: true, limit: 50 }),
  );
  tally.searches++;
}

async function preparer(store: TeamStore, tally: Tally, until: number): Promise<void> {
  while (Date.now() < until) {
    let started = 0;
    const submitted = await timed(tally, 'submit', () => {
      started = performance.now();
      return store.submitRun(run(), payments());
    });
    if (submitted?.ok) {
      tally.submitted.add(submitted.value.id);
      tally.submitStarted.set(submitted.value.id, started);
    }
    await timed(tally, 'list', () => store.runs(20));
    await searchHistory(store, tally);
  }
}

async function approver(store: TeamStore, tally: Tally, until: number, host: string): Promise<void> {
  while (Date.now() < until) {
    const listed = await timed(tally, 'list', () => store.runs(20));
    const waiting = listed?.ok ? listed.value.filter((r) => r.state === 'awaiting_release') : [];
    for (const r of waiting.slice(0, 2)) {
      await timed(tally, 'release', () => store.release(r.id)); // another approver may have been first: refused, fine
      const claim = await timed(tally, 'claim', () =>
        store.claimSend(r.id, host, { tpp: 'bench-tpp', customer: 'bench-customer' }),
      );
      if (claim?.ok && claim.value.claimed) {
        tally.claimed.push(r.id);
        // As the app sends: its heartbeat all along (on the send's own connection), then the run marked sent.
        const { stop } = keepSenderAlive(store, r.id, host);
        const recorded = await timed(tally, 'record', () => store.history().recordBulk(historyBulk(r.id, host)));
        if (recorded) tally.recorded.set(r.id, recorded);
        await store.markSent(r.id);
        stop();
      }
    }
    await searchHistory(store, tally);
  }
}

const user = (i: number) => (i % 2 === 0 ? `prep${i >> 1}` : `appr${i >> 1}`);

/** Client connections the server holds now, the sampling one left out. */
async function connectionsHeld(admin: pg.Client): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()",
  );
  return rows[0]!.n;
}

type Load = Tally & { ops: number; maxConnections: number; waits: Map<string, number> };

function newLoad(desktops: number, thinkMs: number): Load {
  return {
    thinkMs,
    latenciesMs: Object.fromEntries(OPS.map((op) => [op, []])) as unknown as Record<Op, number[]>,
    submitStarted: new Map(),
    heard: Array.from({ length: desktops }, () => new Map()),
    submitted: new Set(),
    claimed: [],
    recorded: new Map(),
    searches: 0,
    failures: [],
    ops: 0,
    maxConnections: 0,
    waits: new Map(),
  };
}

/** `desktops` desktops working for `ms` (opened one after another, as an office's desktops start), added to `into`. */
async function load(cluster: PgCluster, admin: pg.Client, ms: number, into: Load): Promise<void> {
  const desktops = into.heard.length;
  // Fifty SCRAM sign-ins in the same instant on two loaded cores can outlast a desktop's 2 s connect timeout.
  const stores: TeamStore[] = [];
  for (let i = 0; i < desktops; i++) stores.push(await storeAs(cluster, user(i)));
  const listeners = await Promise.all(into.heard.map((heard, i) => listenAs(stores[i]!, heard)));
  const sample = async () => {
    into.maxConnections = Math.max(into.maxConnections, await connectionsHeld(admin));
    await sampleWaits(admin, into.waits);
  };
  const sampler = setInterval(() => void sample(), 250);
  const until = Date.now() + ms;
  await Promise.all(
    stores.map((s, i) => (i % 2 === 0 ? preparer(s, into, until) : approver(s, into, until, `desk-${i}`))),
  );
  clearInterval(sampler);
  into.maxConnections = Math.max(into.maxConnections, await connectionsHeld(admin));
  await new Promise((r) => setTimeout(r, 1000)); // the last notifications on their way
  await Promise.all([...stores.map((s) => s.close()), ...listeners.map((l) => l.stop())]);
  into.ops = OPS.reduce((n, op) => n + into.latenciesMs[op].length, 0);
}

/**
 * One turn of the pair alone: `slice`, then more of it in halves until it has made `share` of
 * BASELINE_OPS of every operation (or BASELINE_MAX × the slice). Returns the time it worked.
 */
async function baselineTurn(cluster: PgCluster, admin: pg.Client, alone: Load, slice: number, share: number) {
  const fewest = () => Math.min(...OPS.map((op) => alone.latenciesMs[op].length));
  let ms = 0;
  do {
    const part = ms === 0 ? slice : slice / 2;
    await load(cluster, admin, part, alone);
    ms += part;
  } while (fewest() < Math.ceil(BASELINE_OPS * share) && ms < slice * BASELINE_MAX);
  return ms;
}

/** Each submitted run's delay until each other desktop heard of it (ms), and how many never did. */
function notifyDelays(t: Tally): { delays: number[]; missed: number } {
  const delays: number[] = [];
  let missed = 0;
  for (const [id, started] of t.submitStarted)
    for (const heard of t.heard) {
      const at = heard.get(id);
      if (at === undefined) missed++;
      else delays.push(at - started);
    }
  return { delays, missed };
}

async function setUp(cluster: PgCluster): Promise<TeamStore> {
  const users = ['team_admin', ...Array.from({ length: DESKTOPS }, (_, i) => user(i))];
  for (const u of users) await createLogin(cluster, u, PASSWORD);
  await cluster.admin(async (c) => {
    await c.query('ALTER ROLE team_admin CREATEROLE');
    await c.query('GRANT CREATE ON DATABASE postgres TO team_admin');
  });
  const admin = await storeAs(cluster, 'team_admin');
  if (STATEMENTS) await cluster.admin((c) => c.query('CREATE EXTENSION pg_stat_statements'));
  const migrated = await admin.migrate();
  if (!migrated.ok) throw new Error(migrated.error.message);
  for (let i = 0; i < DESKTOPS; i++) await admin.setRole(user(i), i % 2 === 0 ? 'preparer' : 'approver');
  return admin;
}

/** Runs lost, runs claimed twice, history bulks lost or incomplete: each must be 0. */
async function losses(admin: TeamStore, loads: Load[]) {
  const stored = await admin.runs(1_000_000);
  if (!stored.ok) throw new Error(stored.error.message);
  const ids = new Set(stored.value.map((r) => r.id));
  const claimed = loads.flatMap((l) => l.claimed);
  const history = admin.history();
  let historyLost = 0;
  for (const id of loads.flatMap((l) => [...l.recorded.values()]))
    if ((await history.bulkPayments(id)).length !== 100) historyLost++;
  return {
    runsLost: loads.flatMap((l) => [...l.submitted]).filter((id) => !ids.has(id)).length,
    runsClaimedTwice: claimed.length - new Set(claimed).size,
    historyBulksLostOrIncomplete: historyLost,
  };
}

/** One load's figures: every desktop against one preparer and one approver alone, at the same pause. */
function loadFigures(
  mode: string,
  team: Load,
  alone: Load,
  ms: { team: number; alone: number },
  counts: object,
): Figure[] {
  const [teamHeard, aloneHeard] = [notifyDelays(team), notifyDelays(alone)];
  if (teamHeard.missed > 0) throw new Error(`team bench: ${teamHeard.missed} run notifications never arrived`);
  const perSecond = (t: { ops: number }, span: number) => t.ops / (span / 1000);
  const baseline = 'one preparer and one approver alone';
  const named = `team store, ${DESKTOPS} desktops at once, ${mode}`;
  return [
    ...OPS.map((op) => ({
      name: `${named}: p95 latency of ${op}`,
      value: p95(team.latenciesMs[op]),
      unit: 'ms',
      baseline: { name: baseline, value: p95(alone.latenciesMs[op]) },
      extra: { operations: team.latenciesMs[op].length, operationsAlone: alone.latenciesMs[op].length },
    })),
    {
      name: `${named}: operations per second`,
      value: perSecond(team, ms.team),
      unit: 'ops/s',
      baseline: { name: baseline, value: perSecond(alone, ms.alone) },
      extra: {
        ...counts,
        runsSubmitted: team.submitted.size,
        runsClaimed: team.claimed.length,
        thinkMs: team.thinkMs,
        failedByServer: team.failures.length,
        firstFailure: team.failures[0] ?? 'none',
        ...topWaits(team.waits),
      },
    },
    {
      name: `${named}: PostgreSQL client connections held (most seen)`,
      value: team.maxConnections,
      unit: 'connections',
      baseline: { name: "the server's max_connections", value: MAX_CONNECTIONS },
      extra: { heldByTwoDesktops: alone.maxConnections },
    },
    {
      name: `${named}: p95 time from a run's submit until every other desktop's LISTEN heard of it`,
      value: p95(teamHeard.delays),
      unit: 'ms',
      baseline: { name: 'the same with two desktops', value: p95(aloneHeard.delays) },
      extra: { maxMs: Math.round(Math.max(...teamHeard.delays)), deliveries: teamHeard.delays.length, missed: 0 },
    },
  ];
}

export async function figures(): Promise<Figure[]> {
  const cluster = await startPgCluster({
    maxConnections: MAX_CONNECTIONS,
    settings: STATEMENTS ? ['shared_preload_libraries=pg_stat_statements', 'track_functions=pl'] : [],
  });
  const sampler = new pg.Client({ connectionString: cluster.url(cluster.superuser.user, cluster.superuser.password) });
  try {
    const admin = await setUp(cluster);
    await sampler.connect();
    const modes = [
      { mode: `people (a pause of ${THINK_MS} ms on average before each operation)`, thinkMs: THINK_MS, seconds },
      ...(STRESS_SECONDS > 0 ? [{ mode: 'flat out (stress)', thinkMs: 0, seconds: STRESS_SECONDS }] : []),
    ];
    const loads: { mode: string; alone: Load; team: Load; ms: { team: number; alone: number } }[] = [];
    for (const m of modes) {
      // The pair alone (the baseline) and every desktop at once take turns, SLICES turns each of an
      // equal share of the time, so both meet the same machine load and a team store of the same size.
      const alone = newLoad(2, m.thinkMs);
      const team = newLoad(DESKTOPS, m.thinkMs);
      const slice = (m.seconds * 1000) / SLICES;
      let aloneMs = 0;
      for (let i = 0; i < SLICES; i++) {
        aloneMs += await baselineTurn(cluster, sampler, alone, slice, (i + 1) / SLICES);
        await load(cluster, sampler, slice, team);
      }
      if (STATEMENTS) await printStatements(sampler, m.mode);
      loads.push({ mode: m.mode, alone, team, ms: { team: m.seconds * 1000, alone: aloneMs } });
    }
    const lost = await losses(
      admin,
      loads.flatMap((l) => [l.alone, l.team]),
    );
    await admin.close();
    if (Object.values(lost).some((n) => n > 0)) throw new Error(`team bench: lost or doubled ${JSON.stringify(lost)}`);
    return loads.flatMap((l) =>
      loadFigures(l.mode, l.team, l.alone, l.ms, {
        ...lost,
        seconds: l.ms.team / 1000,
        baselineSeconds: l.ms.alone / 1000,
        desktops: DESKTOPS,
      }),
    );
  } finally {
    await sampler.end().catch(() => undefined);
    await cluster.stop();
  }
}
