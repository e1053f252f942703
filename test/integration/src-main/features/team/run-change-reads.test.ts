import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TeamListener } from '../../../../../src-main/adapters/postgres/team-events';
import { TeamStore, teamConnectionConfig, type ListedRun } from '../../../../../src-main/adapters/postgres/team-store';
import { runChangeReads, type HeardChange } from '../../../../../src-main/features/team/run-change-reads';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';

// Issue 28, fifty desktops: every desktop hears every move of every run. A run released and at
// once claimed (as an approver sends it) is read by each listening desktop once for both moves,
// in one statement, and pushed once, as it is now; not once per move.
const PASSWORD = 'run-change-reads-password';
const TPP = { tpp: 'tpp-client', customer: 'customer-1' };

let cluster: PgCluster;
const stores: TeamStore[] = [];
const listeners: TeamListener[] = [];

async function storeAs(user: string, pool: { min?: number } = {}): Promise<TeamStore> {
  const config = teamConnectionConfig(cluster.url(user, PASSWORD));
  if (!config.ok) throw new Error(config.error.message);
  const store = await TeamStore.connect({ ...config.value, ...pool });
  if (!store.ok) throw new Error(store.error.message);
  stores.push(store.value);
  return store.value;
}

async function until<T>(what: string, find: () => T | undefined, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const runToSubmit = () => ({
  fileName: 'payroll-november.csv',
  fileSha256: 'c'.repeat(64),
  payingAccount: 'FI2112345600000785',
  paymentCount: 1,
  totals: { EUR: '1250.50' },
  plan: { bulks: [] },
  planHash: 'plan-hash',
  warningsAcknowledged: [],
  bankTpp: TPP.tpp,
  bankCustomer: TPP.customer,
});

/** The run's one payment, as the team's duplicate check keeps it (its count and sum are the run's). */
const onePayment = () => [
  {
    line: 2,
    fingerprint: 'DE89370400440532013000|1250.50|EUR|November salary',
    payee: 'Jürgen Müller',
    amount: '1250.50',
    currency: 'EUR',
    iban: 'DE89370400440532013000',
  },
];

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['alice', 'bob', 'erin']);
  const admin = await storeAs('team_admin');
  const migrated = await admin.migrate();
  if (!migrated.ok) throw new Error(migrated.error.message);
  expect((await admin.setRole('alice', 'preparer')).ok).toBe(true);
  expect((await admin.setRole('bob', 'approver')).ok).toBe(true);
  expect((await admin.setRole('erin', 'approver')).ok).toBe(true);
}, 60_000);

afterAll(async () => {
  for (const l of listeners) await l.stop();
  for (const s of stores) await s.close();
  await cluster?.stop();
});

describe("a desktop's reads of the runs it hears changed", () => {
  it('reads a run released and claimed during one gathering pause once, and pushes it once, as it is now', async () => {
    const [alice, bob, erin] = [await storeAs('alice'), await storeAs('bob'), await storeAs('erin', { min: 1 })];
    // Erin's desktop: its one connection LISTENs; the pause ends when the test has seen the moves heard.
    let endPause = () => {};
    const pause = new Promise<void>((resolve) => (endPause = resolve));
    const reads: string[][] = [];
    const pushed: { change: HeardChange; run: ListedRun | null }[] = [];
    const follow = runChangeReads(
      (ids) => (reads.push(ids), erin.listedRuns(ids)),
      (change, run) => pushed.push({ change, run }),
      () => pause,
    );
    const heard: HeardChange[] = [];
    let live = false;
    listeners.push(
      new TeamListener({
        pool: erin.listenPool(),
        onChange: (change) => {
          heard.push(change);
          follow.heard(change);
        },
        onLive: (l) => (live = l),
      }),
    );
    await until('erin listening', () => live || undefined);

    const submitted = await alice.submitRun(runToSubmit(), onePayment());
    if (!submitted.ok) throw new Error(submitted.error.message);
    const runId = submitted.value.id;
    expect((await bob.release(runId)).ok).toBe(true);
    const claimed = await bob.claimSend(runId, 'bob-desktop', TPP);
    expect(claimed.ok && claimed.value.claimed).toBe(true);
    await until('erin hears the submit, the release and the claim', () =>
      heard.filter((c) => c.runId === runId).length >= 3 ? true : undefined,
    );

    endPause();
    const pushedRun = await until('the run pushed', () => pushed.find((p) => p.change.runId === runId));
    expect(reads.filter((ids) => ids.includes(runId))).toEqual([[runId]]);
    expect(pushed.filter((p) => p.change.runId === runId)).toHaveLength(1);
    expect(pushedRun.run).toMatchObject({ id: runId, state: 'sending', releasedBy: 'bob', claimedBy: 'bob' });
    follow.stop();
  });

  it('reads several runs in one statement, leaving out one there is not', async () => {
    const [alice, erin] = [await storeAs('alice'), await storeAs('erin')];
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const submitted = await alice.submitRun({ ...runToSubmit(), fileName: `run-${i}.csv` }, onePayment());
      if (!submitted.ok) throw new Error(submitted.error.message);
      ids.push(submitted.value.id);
    }
    const listed = await erin.listedRuns([...ids, '00000000-0000-4000-8000-000000000000']);
    expect(listed.ok && listed.value.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(listed.ok && listed.value.every((r) => !('plan' in r) && r.state === 'awaiting_release')).toBe(true);
  });
});
