// Team history at size (issue 28). One PostgreSQL cluster holding two team histories of the same
// shape (team-history-fill.ts): the baseline of 10,000 payments and the measured one of
// BULKPAY_BENCH_TEAM_ROWS payments (default 1,000,000; the documented full run is 10,000,000),
// both put in by `team import-history`'s path (BULKPAY_BENCH_TEAM_INSERT=import, the default) or
// recorded through PgHistoryRepository.recordBulk by BULKPAY_BENCH_TEAM_WRITERS desktops at once
// (=record), every index and trigger in place (team-history-data.ts). Every search the History
// screen and `bulkpay history --team` offer is timed on both, alternately (small, big, small, …),
// so both see the same load: each figure is the search at full size as a ratio to itself at
// 10,000. A search past 3× also gets its floor (its page statement alone, straight to PostgreSQL)
// at both sizes, alternately too. Then the streamed CSV export of up to 1,000,000 matches in a
// child process (peak RSS against exporting the 10,000), bytes per payment and the indexes each
// search's plan uses.
// BULKPAY_BENCH_TEAM_DIR=<dir> keeps the cluster's data in <dir> and reuses it on the next run,
// filling only the bulks a history lacks (a 10,000,000 fill stopped half-way goes on next time).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { friendlyFormatIBAN } from 'ibantools';
import type pg from 'pg';
import type { PaymentSearch } from '../src-shared/ipc/channels/history';
import type { TeamStore } from '../src-main/adapters/postgres/team-store';
import type { Figure } from './run';
import { PAYEE_COUNT, payeeIban, payeeName } from './team-history-data';
import { fillHistory, PASSWORD, startBenchCluster, type BenchCluster, type BenchHistory } from './team-history-fill';
import { bytesPerPayment, floorStatement, indexesUsed } from './team-history-plans';

const SMALL = 10_000;
const here = dirname(fileURLToPath(import.meta.url));
const page = { sort: 'date', descending: true, limit: 50 } as const;

/** The searches, by name; `bulk` is filled in with a bulk of the history being measured. */
const SEARCHES: Record<string, Omit<PaymentSearch, 'sort' | 'descending' | 'limit'>> = {
  'first page, no filter': {},
  'payee, the most paid': { payee: payeeName(0) },
  'payee, a rarely paid one': { payee: payeeName(PAYEE_COUNT - 3) },
  'payee, 2 characters "ai"': { payee: 'ai' },
  'text, 2 characters no payment has ("qx")': { text: 'qx' },
  'text "salary" (4 in 5 match)': { text: 'salary' },
  'IBAN typed with spaces': { iban: friendlyFormatIBAN(payeeIban(1))! },
  'reference "salary"': { reference: 'salary' },
  // Payment 4242 is a salary (no structured reference), so no payment has RF18000000004242 (until
  // session 14 this search was named "one structured reference"); payment 4245 has its own.
  'reference, a structured reference no payment has': { reference: 'RF18000000004242' },
  'reference, one structured reference': { reference: 'RF18000000004245' },
  'reference, the same typed in groups, small letters': { reference: 'rf18 0000 0000 4245' },
  'reference, the start of every structured one ("RF180")': { reference: 'RF180' },
  'amount range 2,500.00–2,510.00': { amountMin: '2500.00', amountMax: '2510.00' },
  'date range, one month': { from: '2025-06-01', to: '2025-06-30' },
  'state rejected (rare)': { states: ['rejected'] },
  'state paid': { states: ['paid'] },
  'one bulk': { bulkId: '' },
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Times `run` on the small and the big history alternately, `runs` times each after one warm-up: medians. */
async function alternately(run: (h: 0 | 1) => Promise<unknown>, runs = 7): Promise<[number, number]> {
  const ms: [number[], number[]] = [[], []];
  await run(0);
  await run(1);
  for (let i = 0; i < runs; i++)
    for (const h of [0, 1] as const) {
      const started = performance.now();
      await run(h);
      ms[h].push(performance.now() - started);
    }
  return [median(ms[0]), median(ms[1])];
}

/** The cursor of page 50 of the newest-first list: the 49 pages before it walked as a user would. */
async function page50(store: TeamStore): Promise<PaymentSearch> {
  let after: string | undefined;
  for (let i = 0; i < 49; i++) after = (await store.history().searchPayments({ ...page, after })).next ?? undefined;
  return { ...page, after };
}

/** A bulk from the middle of a history (by time). */
async function middleBulk(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    'SELECT id FROM bulkpay.history_bulks ORDER BY created_at OFFSET (SELECT count(*) / 2 FROM bulkpay.history_bulks) LIMIT 1',
  );
  return rows[0]!.id;
}

/** Every search, by name, as asked of each history (the bulk and the cursor are each history's own). */
async function searchesOf(h: BenchHistory): Promise<Record<string, PaymentSearch>> {
  const bulkId = await middleBulk(h.client);
  const out: Record<string, PaymentSearch> = {};
  for (const [name, filter] of Object.entries(SEARCHES))
    out[name] = { ...page, ...filter, ...('bulkId' in filter ? { bulkId } : {}) };
  out['page 50 by cursor'] = await page50(h.store);
  return out;
}

interface Measured {
  searches: [Record<string, PaymentSearch>, Record<string, PaymentSearch>];
  ms: Record<string, [number, number]>;
}

async function measureAll(histories: [BenchHistory, BenchHistory]): Promise<Measured> {
  const searches = [await searchesOf(histories[0]), await searchesOf(histories[1])] as Measured['searches'];
  const ms: Measured['ms'] = {};
  for (const name of Object.keys(searches[0]))
    ms[name] = await alternately((h) => histories[h].store.history().searchPayments(searches[h][name]!));
  return { searches, ms };
}

function exportChild(bench: BenchCluster, h: BenchHistory, search: object, dir: string) {
  const child = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      join(here, 'team-export-child.ts'),
      bench.cluster.url('clerk', PASSWORD, h.database),
      JSON.stringify(search),
      join(dir, 'out.csv'),
    ],
    { encoding: 'utf8', cwd: join(here, '..') },
  );
  if (child.status !== 0) throw new Error(`export child failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as { rows: number; ms: number; peakRssMb: number };
}

/** A search matching up to 1,000,000 payments: the newest, from the day the millionth-newest was paid. */
async function millionSearch(client: pg.Client) {
  const { rows } = await client.query<{ day: string | null }>(
    `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM bulkpay.history_payments
     ORDER BY created_at DESC OFFSET 999999 LIMIT 1`,
  );
  return { sort: 'date', descending: true, ...(rows[0]?.day ? { from: rows[0].day } : {}) };
}

/** One figure per search: big ÷ small, the indexes its plans use, and past 3× its floor at both sizes. */
async function searchFigures(histories: [BenchHistory, BenchHistory], m: Measured): Promise<Figure[]> {
  const out: Figure[] = [];
  const [small, big] = histories;
  for (const [name, [smallMs, bigMs]] of Object.entries(m.ms)) {
    const extra: Record<string, number | string> = { payments: big.payments };
    extra.indexes = (await indexesUsed(big.client, m.searches[1][name]!)).join(' ') || 'none (sequential scan)';
    if (bigMs / smallMs > 3) {
      const pages = [
        await floorStatement(small.client, m.searches[0][name]!),
        await floorStatement(big.client, m.searches[1][name]!),
      ];
      const floors = await alternately((h) => histories[h].client.query(pages[h]!.sql, pages[h]!.params));
      extra.floorMs = Number(floors[1].toFixed(2));
      extra.floorMsAt10000 = Number(floors[0].toFixed(2));
    }
    out.push({
      name: `team history at ${big.payments} payments: ${name}`,
      value: bigMs,
      unit: 'ms',
      baseline: { name: `the same at ${small.payments}, alternately`, value: smallMs },
      extra,
    });
  }
  return out;
}

export async function figures(): Promise<Figure[]> {
  const total = Number(process.env.BULKPAY_BENCH_TEAM_ROWS ?? process.env.BENCH_TEAM_HISTORY ?? 1_000_000);
  const bench = await startBenchCluster(process.env.BULKPAY_BENCH_TEAM_DIR || undefined);
  const dir = mkdtempSync(join(tmpdir(), 'bulkpay-bench-export-'));
  try {
    const histories: [BenchHistory, BenchHistory] = [await bench.open(SMALL), await bench.open(total)];
    const fills = [await fillHistory(bench, histories[0]), await fillHistory(bench, histories[1])];
    console.log(
      `team-history: added ${fills[0]!.added} + ${fills[1]!.added} payments in ${Math.round(fills[0]!.ms)} + ${Math.round(fills[1]!.ms)} ms (${fills[1]!.insertPath})`,
    );
    const measured = await measureAll(histories);
    const out = await searchFigures(histories, measured);
    const bytes = await bytesPerPayment(histories[1].client);
    const smallExport = exportChild(bench, histories[0], { sort: 'date', descending: true }, dir);
    const largeExport = exportChild(bench, histories[1], await millionSearch(histories[1].client), dir);
    out.push({
      name: `team history: streamed CSV export of ${largeExport.rows} matches, peak RSS`,
      value: largeExport.peakRssMb,
      unit: 'MB',
      baseline: { name: `the same export of ${smallExport.rows} matches`, value: smallExport.peakRssMb },
      extra: { ms: Math.round(largeExport.ms), msAt10000: Math.round(smallExport.ms) },
    });
    const added = fills[1]!.added;
    out.push({
      name: `team history: bytes per payment at ${total} payments`,
      value: bytes.total!,
      unit: 'B',
      baseline: { name: 'the table alone (heap and TOAST)', value: bytes['table (heap and TOAST)']! },
      extra: {
        ...bytes,
        ...(added ? { insertMsPer1000: Math.round((fills[1]!.ms / added) * 1000) } : {}),
        insertPath: added ? fills[1]!.insertPath : 'kept from an earlier run',
      },
    });
    return out;
  } finally {
    await bench.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
