import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventName } from '../../../../../src-shared/ipc/contract';
import { EventBus } from '../../../../../src-main/platform/events';
import type { Keychain } from '../../../../../src-main/adapters/keychain/keychain';
import { TeamListener, type TeamListenerOptions } from '../../../../../src-main/adapters/postgres/team-events';
import { TEAM_NOTIFY_CHANNEL } from '../../../../../src-main/adapters/postgres/team-schema-events';
import { TeamService } from '../../../../../src-main/app/team-service';
import { teamConnectionConfig, type TeamStore } from '../../../../../src-main/adapters/postgres/team-store';
import { ok } from '../../../../../src-shared/result';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { startPgRelay, type PgRelay } from '../../../harness/pg-relay';
import { installTeamOfThree } from '../../../harness/store-login';
import { onePayment, runToSubmit, until } from '../../../harness/team-run-fixtures';

// Issue 17, push not poll: two desktops' team services on one real PostgreSQL; a release on one
// reaches the other as a `team:changed` event as the transaction commits (schema 6's NOTIFY).
const PASSWORD = 'team-events-password';

let cluster: PgCluster;
const stores: TeamStore[] = [];
const dirs: string[] = [];
const services: TeamService[] = [];
const listeners: TeamListener[] = [];
const relays: PgRelay[] = [];

/** The keychain is not asked: the address and password come from BULKPAY_TEAM_URL. */
const noKeychain: Keychain = {
  get: async () => ok(null),
  set: async () => ok(undefined),
  remove: async () => ok(undefined),
} as unknown as Keychain;

interface Seen {
  at: number;
  event: EventName;
  payload: unknown;
}

/** A desktop's team service whose pushed events are recorded with the time they arrived. */
function desktop(user: string): { service: TeamService; seen: Seen[] } {
  const dataDir = mkdtempSync(join(tmpdir(), 'bulkpay-team-events-'));
  dirs.push(dataDir);
  const events = new EventBus();
  const seen: Seen[] = [];
  events.addSink((event, payload) => seen.push({ at: Date.now(), event, payload }));
  const service = new TeamService({
    dataDir,
    keychain: noKeychain,
    env: { BULKPAY_TEAM_URL: cluster.url(user, PASSWORD) },
    events,
  });
  services.push(service);
  return { service, seen };
}

const liveEvents = (seen: Seen[]) =>
  seen.filter((s) => s.event === 'team:liveChanged').map((s) => (s.payload as { live: boolean }).live);

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['alice', 'bob', 'erin']);
  await installTeamOfThree(cluster, PASSWORD, stores);
}, 60_000);

afterAll(async () => {
  for (const l of listeners) await l.stop();
  for (const r of relays) await r.close();
  for (const s of services) await s.close();
  for (const s of stores) await s.close();
  await cluster?.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('team events (LISTEN/NOTIFY)', () => {
  // Pushed, not polled: nothing reads the runs again here. How fast is a bench figure, not an
  // assertion (`npm run bench -- team-propagation`, two desktops in Chromium).
  it("shows one desktop's submit and release on the other, pushed by the database", async () => {
    const alice = desktop('alice');
    const bob = desktop('bob');
    const [aliceStore, bobStore] = await Promise.all([alice.service.store(), bob.service.store()]);
    if (!aliceStore.ok || !bobStore.ok) throw new Error('team store did not open');
    await until('both listening', () => (alice.service.live() && bob.service.live()) || undefined);
    expect(liveEvents(alice.seen)).toEqual([true]);

    const submitted = await aliceStore.value.submitRun(runToSubmit(), onePayment());
    if (!submitted.ok) throw new Error(submitted.error.message);
    const runId = submitted.value.id;
    type Changed = { runId: string; run?: { state: string } };
    /** The push of a change to this run (with the run in `state`, when given). */
    const changeOf = (seen: Seen[], state?: string) =>
      seen.find(
        (s) =>
          s.event === 'team:changed' &&
          (s.payload as Changed).runId === runId &&
          (!state || (s.payload as Changed).run?.state === state),
      );
    await until("bob sees alice's new run", () => changeOf(bob.seen));

    const released = await bobStore.value.release(runId);
    expect(released.ok).toBe(true);
    // Alice's own submit may be pushed after the release was made (main gathers what it hears): wait for the release's.
    const arrived = await until("alice sees bob's release", () => changeOf(alice.seen, 'released'));
    // With the run as listed (read once by alice's main): her screens show it without reading the runs.
    expect(arrived.payload).toMatchObject({
      kind: 'run',
      runId,
      run: { id: runId, state: 'released', releasedBy: 'bob' },
    });
  });

  it('an app holds one connection for its reads, writes and LISTEN, and still hears changes', async () => {
    // Issue 28: fifty desktops within max_connections 100 — each app holds one connection, not a
    // pool plus a LISTEN connection of its own.
    const erin = desktop('erin');
    const opened = await erin.service.store();
    if (!opened.ok) throw new Error(opened.error.message);
    await until('listening', () => erin.service.live() || undefined);
    const held = () =>
      cluster.admin(
        async (c) =>
          (await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE usename = 'erin'`))
            .rows[0]!.n,
      );
    const pid = () => (opened.value as TeamStore).listenPool().query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const before1 = (await pid()).rows[0]!.pid;
    // A statement the database refuses keeps the connection (pg's pool.query would end it, LISTEN and all).
    await expect((opened.value as TeamStore).listenPool().query('SELECT 1/0')).rejects.toThrow(/division by zero/);
    expect((await pid()).rows[0]!.pid).toBe(before1);
    const reads = Array.from({ length: 8 }, () => opened.value.runs(20));
    const heldWhileBusy = await held();
    const before = Date.now();
    const alice = await desktop('alice').service.store();
    if (!alice.ok) throw new Error(alice.error.message);
    const submitted = await alice.value.submitRun(runToSubmit(), onePayment());
    if (!submitted.ok) throw new Error(submitted.error.message);
    for (const r of await Promise.all(reads)) expect(r.ok).toBe(true);
    await until("erin hears alice's run", () =>
      erin.seen.find(
        (s) =>
          s.at >= before && s.event === 'team:changed' && (s.payload as { runId: string }).runId === submitted.value.id,
      ),
    );
    expect(heldWhileBusy).toBe(1);
    expect(await held()).toBe(1);
  });

  it("the database's notification names the table and row only: no amounts, names or comments", async () => {
    const raw = new pg.Client({ connectionString: cluster.url('bob', PASSWORD) });
    await raw.connect();
    const payloads: string[] = [];
    raw.on('notification', (n) => payloads.push(n.payload ?? ''));
    try {
      await raw.query(`LISTEN ${TEAM_NOTIFY_CHANNEL}`);
      const alice = desktop('alice');
      const store = await alice.service.store();
      if (!store.ok) throw new Error(store.error.message);
      const bob = desktop('bob');
      const bobStore = await bob.service.store();
      if (!bobStore.ok) throw new Error(bobStore.error.message);
      // A run to return with a comment.
      const submitted = await store.value.submitRun(
        {
          ...runToSubmit(),
          fileName: 'returned.csv',
          fileSha256: 'b'.repeat(64),
          totals: { EUR: '99.00' },
          planHash: 'plan-hash-2',
        },
        [
          {
            line: 2,
            fingerprint: 'GB29NWBK60161331926819|99.00|EUR|Secret reference',
            payee: 'Secret Payee',
            amount: '99.00',
            currency: 'EUR',
            iban: 'GB29NWBK60161331926819',
          },
        ],
      );
      if (!submitted.ok) throw new Error(submitted.error.message);
      expect((await bobStore.value.returnRun(submitted.value.id, 'Secret comment')).ok).toBe(true);
      await until('two notifications', () => (payloads.length >= 2 ? true : undefined));
      for (const payload of payloads) {
        expect(Object.keys(JSON.parse(payload) as object).sort()).toEqual(['id', 'table']);
        expect(payload).not.toMatch(/Secret|99\.00|returned\.csv/);
      }
      expect(JSON.parse(payloads.at(-1)!)).toEqual({ table: 'runs', id: submitted.value.id });
    } finally {
      await raw.end();
    }
  });

  it('a lost LISTEN connection says so, connects again and asks the screens to read everything again', async () => {
    const carol = desktop('alice');
    const opened = await carol.service.store();
    if (!opened.ok) throw new Error(opened.error.message);
    await until('listening', () => carol.service.live() || undefined);
    const before = carol.seen.length;
    // The database drops every LISTEN connection of alice (a restart, a network cut, an admin).
    await cluster.admin((c) =>
      c.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = 'alice'`),
    );
    await until('the loss reported', () => (liveEvents(carol.seen).includes(false) ? true : undefined));
    expect(carol.service.live()).toBe(false);
    await until('listening again', () => (carol.service.live() ? true : undefined), 10_000);
    expect(liveEvents(carol.seen).slice(-2)).toEqual([false, true]);
    // Notifications sent while it was down are lost: a catch-up change with no run follows.
    expect(
      carol.seen
        .slice(before)
        .some((s) => s.event === 'team:changed' && (s.payload as { runId: unknown }).runId === null),
    ).toBe(true);
  });

  it('a desktop without an event sink (the CLI) opens no LISTEN connection', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bulkpay-team-events-'));
    dirs.push(dataDir);
    const cli = new TeamService({
      dataDir,
      keychain: noKeychain,
      env: { BULKPAY_TEAM_URL: cluster.url('bob', PASSWORD) },
    });
    services.push(cli);
    expect((await cli.store()).ok).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(cli.live()).toBe(false);
  });
});

/** A listener as alice through a relay that can fail, with short heartbeat and close timeouts. */
async function listenThroughRelay(options: Partial<TeamListenerOptions> = {}) {
  const relay = await startPgRelay({ port: cluster.port });
  relays.push(relay);
  const config = teamConnectionConfig(cluster.url('alice', PASSWORD).replace(`:${cluster.port}/`, `:${relay.port}/`));
  if (!config.ok) throw new Error(config.error.message);
  const live: boolean[] = [];
  const logged: Record<string, unknown>[] = [];
  const listener = new TeamListener({
    config: async () => config,
    onChange: () => {},
    onLive: (l) => live.push(l),
    log: (raw) => logged.push(raw),
    retryMs: [100, 400],
    heartbeatMs: 200,
    heartbeatTimeoutMs: 800,
    endTimeoutMs: 300,
    ...options,
  });
  listeners.push(listener);
  return { relay, listener, live, logged };
}

describe('a LISTEN connection that looks open but delivers nothing', () => {
  it('is found out by the heartbeat when the network goes silent without a FIN, and comes back', async () => {
    const { relay, listener, live } = await listenThroughRelay();
    await until('listening', () => listener.live || undefined);
    // Several heartbeats pass while the network is fine: no false alarm.
    await new Promise((r) => setTimeout(r, 800));
    expect(live).toEqual([true]);
    relay.mode = 'silent';
    const silent = Date.now();
    await until('the loss found out', () => (live.includes(false) ? true : undefined), 5000);
    expect(listener.live).toBe(false);
    expect(listener.pooler).toBe(false); // it delivered before: a network gone silent, not a pooler
    expect(Date.now() - silent).toBeLessThan(2500);
    relay.mode = 'pass';
    await until('listening again', () => listener.live || undefined, 5000);
    expect(live).toEqual([true, false, true]);
  });

  it('is found out when LISTEN succeeds but notifications never arrive (PgBouncer transaction mode)', async () => {
    const { relay, listener, live, logged } = await listenThroughRelay();
    relay.mode = 'deaf';
    await until('the loss found out', () => (live.includes(false) ? true : undefined), 5000);
    expect(live[0]).toBe(true);
    expect(listener.live).toBe(false);
    expect(logged.some((l) => /heartbeat/.test(String(l.message)))).toBe(true);
    // Said for what it is: nothing ever came back on it, as through a transaction-mode pooler.
    expect(listener.pooler).toBe(true);
    expect(logged.some((l) => /connection pooler in transaction mode \(PgBouncer\)/.test(String(l.message)))).toBe(
      true,
    );
    // It stays "not live" while reconnecting through it: no link counts as live before it delivers
    // (counted in reconnects through the relay, not in time).
    const linked = relay.accepted;
    await until('three more links through the relay', () => (relay.accepted >= linked + 3 ? true : undefined), 20_000);
    expect(live.filter((l) => l)).toEqual([true]);
    relay.mode = 'pass';
    await until('live once it delivers again', () => listener.live || undefined, 5000);
    expect(listener.pooler).toBe(false);
  });

  it('stops within the close timeout on a half-open socket, and says the push is off', async () => {
    const { relay, listener, live } = await listenThroughRelay({ heartbeatMs: 60_000 });
    await until('listening', () => listener.live || undefined);
    relay.mode = 'silent';
    const started = Date.now();
    const stopped = await Promise.race([
      listener.stop().then(() => 'stopped'),
      new Promise((r) => setTimeout(() => r('hung'), 3000)),
    ]);
    expect(stopped).toBe('stopped');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(live).toEqual([true, false]);
  });

  it('a keychain that rejects is logged and tried again, not left as an unhandled rejection', async () => {
    const relayed = await listenThroughRelay();
    await relayed.listener.stop();
    const config = teamConnectionConfig(cluster.url('alice', PASSWORD));
    if (!config.ok) throw new Error(config.error.message);
    let asked = 0;
    const logged: Record<string, unknown>[] = [];
    const listener = new TeamListener({
      config: async () => {
        if (++asked === 1) throw new Error('The name org.freedesktop.secrets was not provided');
        return config;
      },
      onChange: () => {},
      onLive: () => {},
      log: (raw) => logged.push(raw),
      retryMs: [100, 400],
    });
    listeners.push(listener);
    await until('listening after the retry', () => listener.live || undefined, 3000);
    expect(asked).toBe(2);
    expect(logged[0]).toMatchObject({ where: 'team listen', message: expect.stringMatching(/secrets/) });
  });
});

describe('schema 6 triggers', () => {
  it('an UPDATE that changes nothing sends no notification; one that changes something does', async () => {
    const raw = new pg.Client({ connectionString: cluster.url('bob', PASSWORD) });
    await raw.connect();
    const payloads: string[] = [];
    raw.on('notification', (n) => payloads.push(n.payload ?? ''));
    try {
      await raw.query(`LISTEN ${TEAM_NOTIFY_CHANNEL}`);
      const id = await cluster.admin(async (c) => {
        const { rows } = await c.query<{ id: string }>('SELECT id::text FROM bulkpay.runs LIMIT 1');
        const runId = rows[0]!.id;
        // The guard refuses a move that moves nothing; without it the UPDATE is a plain no-op write.
        await c.query('ALTER TABLE bulkpay.runs DISABLE TRIGGER runs_guard');
        try {
          await c.query('UPDATE bulkpay.runs SET state = state WHERE id = $1', [runId]);
          // Then a real change, in its own transaction: notifications come in commit order, so
          // once it is here the no-op's would be too.
          await c.query(`UPDATE bulkpay.runs SET returned_comment = 'noop-test' WHERE id = $1`, [runId]);
        } finally {
          await c.query('ALTER TABLE bulkpay.runs ENABLE TRIGGER runs_guard');
        }
        return runId;
      });
      await until('the real change', () => (payloads.length > 0 ? true : undefined));
      await new Promise((r) => setTimeout(r, 100));
      expect(payloads.map((p) => JSON.parse(p) as unknown)).toEqual([{ table: 'runs', id }]);
    } finally {
      await raw.end();
    }
  });
});
