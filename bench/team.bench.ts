// Team store load: 10 simulated desktops (5 preparers, 5 approvers) against one throwaway
// PostgreSQL for BENCH_TEAM_SECONDS (default 60): preparers submit runs and list the latest runs,
// approvers release what waits, claim it for sending and record its bulk of 100 payments in the team
// history; everyone searches the team history. Reports throughput and p95 latency, as a ratio to
// one desktop doing the same alone, and checks that nothing was lost or doubled.
import { randomUUID } from 'node:crypto';
import type { NewBulk } from '../src-main/history/history-store';
import { TeamStore, teamConnectionConfig, type RunPayment, type RunToSubmit } from '../src-main/team/team-store';
import { createLogin, startPgCluster, type PgCluster } from '../test/integration/team/pg-cluster';
import type { Figure } from './run';

const PASSWORD = 'bench-password';
const seconds = Number(process.env.BENCH_TEAM_SECONDS ?? 60);

interface Tally {
  latenciesMs: number[];
  submitted: Set<string>;
  claimed: string[];
  /** Team-history bulks recorded, by the run they were sent for. */
  recorded: Map<string, string>;
  searches: number;
}

async function storeAs(cluster: PgCluster, user: string): Promise<TeamStore> {
  const config = teamConnectionConfig(cluster.url(user, PASSWORD));
  if (!config.ok) throw new Error(config.error.message);
  const store = await TeamStore.connect(config.value);
  if (!store.ok) throw new Error(store.error.message);
  return store.value;
}

/** A run's 100 payments as the team's duplicate check keeps them (count and sums match the run). */
const payments = (): RunPayment[] =>
  Array.from({ length: 100 }, (_, i) => ({
    line: i + 2,
    fingerprint: `DE89370400440532013000|123.45|EUR|${randomUUID()}`,
    payee: `Payee ${i}`,
    amount: '123.45',
    currency: 'EUR',
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

async function timed<T>(tally: Tally, fn: () => Promise<T>): Promise<T> {
  const start = process.hrtime.bigint();
  const result = await fn();
  tally.latenciesMs.push(Number(process.hrtime.bigint() - start) / 1e6);
  return result;
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
  await timed(tally, () =>
    store
      .history()
      .searchPayments({ text: `payee ${tally.searches % 100}`, sort: 'date', descending: true, limit: 50 }),
  );
  tally.searches++;
}

async function preparer(store: TeamStore, tally: Tally, until: number): Promise<void> {
  while (Date.now() < until) {
    const submitted = await timed(tally, () => store.submitRun(run(), payments()));
    if (submitted.ok) tally.submitted.add(submitted.value.id);
    await timed(tally, () => store.runs(20));
    await searchHistory(store, tally);
  }
}

async function approver(store: TeamStore, tally: Tally, until: number, host: string): Promise<void> {
  while (Date.now() < until) {
    const listed = await timed(tally, () => store.runs(20));
    const waiting = listed.ok ? listed.value.filter((r) => r.state === 'awaiting_release') : [];
    for (const r of waiting.slice(0, 2)) {
      await timed(tally, () => store.release(r.id)); // another approver may have been first: refused, fine
      const claim = await timed(tally, () =>
        store.claimSend(r.id, host, { tpp: 'bench-tpp', customer: 'bench-customer' }),
      );
      if (claim.ok && claim.value.claimed) {
        tally.claimed.push(r.id);
        tally.recorded.set(r.id, await timed(tally, () => store.history().recordBulk(historyBulk(r.id, host))));
      }
    }
    await searchHistory(store, tally);
  }
}

async function load(cluster: PgCluster, desktops: number, ms: number): Promise<Tally & { ops: number }> {
  const tally: Tally = { latenciesMs: [], submitted: new Set(), claimed: [], recorded: new Map(), searches: 0 };
  const stores = await Promise.all(
    Array.from({ length: desktops }, (_, i) => storeAs(cluster, i % 2 === 0 ? `prep${i >> 1}` : `appr${i >> 1}`)),
  );
  const until = Date.now() + ms;
  await Promise.all(
    stores.map((s, i) => (i % 2 === 0 ? preparer(s, tally, until) : approver(s, tally, until, `desk-${i}`))),
  );
  await Promise.all(stores.map((s) => s.close()));
  return { ...tally, ops: tally.latenciesMs.length };
}

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? NaN;

export async function figures(): Promise<Figure[]> {
  const cluster = await startPgCluster();
  try {
    const users = ['team_admin', ...[0, 1, 2, 3, 4].flatMap((i) => [`prep${i}`, `appr${i}`])];
    for (const user of users) await createLogin(cluster, user, PASSWORD);
    await cluster.admin(async (c) => {
      await c.query('ALTER ROLE team_admin CREATEROLE');
      await c.query('GRANT CREATE ON DATABASE postgres TO team_admin');
    });
    const admin = await storeAs(cluster, 'team_admin');
    const migrated = await admin.migrate();
    if (!migrated.ok) throw new Error(migrated.error.message);
    for (let i = 0; i < 5; i++) {
      await admin.setRole(`prep${i}`, 'preparer');
      await admin.setRole(`appr${i}`, 'approver');
    }
    // One preparer and one approver alone first (the baseline), then ten desktops at once.
    const alone = await load(cluster, 2, Math.min(10_000, (seconds * 1000) / 3));
    const team = await load(cluster, 10, seconds * 1000);
    const stored = await admin.runs(1_000_000);
    if (!stored.ok) throw new Error(stored.error.message);
    const ids = new Set(stored.value.map((r) => r.id));
    const lost = [...alone.submitted, ...team.submitted].filter((id) => !ids.has(id)).length;
    const claimedTwice = [...alone.claimed, ...team.claimed].length - new Set([...alone.claimed, ...team.claimed]).size;
    // Every recorded team-history bulk is there with all its 100 payments, and no run's bulk twice.
    const history = admin.history();
    let historyLost = 0;
    for (const id of [...alone.recorded.values(), ...team.recorded.values()])
      if ((await history.bulkPayments(id)).length !== 100) historyLost++;
    const bulksStored = (await history.listBulks({ limit: 1 })).total;
    await admin.close();
    const perSecond = (t: { ops: number }, ms: number) => t.ops / (ms / 1000);
    return [
      {
        name: 'team store: p95 latency, 10 desktops at once',
        value: p95(team.latenciesMs),
        unit: 'ms',
        baseline: { name: 'one preparer and one approver alone', value: p95(alone.latenciesMs) },
        extra: {
          operationsPerSecond: Math.round(perSecond(team, seconds * 1000)),
          runsSubmitted: team.submitted.size,
          runsClaimed: team.claimed.length,
          runsLost: lost,
          runsClaimedTwice: claimedTwice,
          historyBulksRecorded: team.recorded.size,
          historyBulksLostOrIncomplete: historyLost,
          historyBulksStoredVsRecorded: `${bulksStored}/${alone.recorded.size + team.recorded.size}`,
          historySearches: team.searches,
          seconds,
        },
      },
    ];
  } finally {
    await cluster.stop();
  }
}
