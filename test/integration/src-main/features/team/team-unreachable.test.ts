// A team server that is there but never answers (a TCP listener on 127.0.0.1 that accepts and
// then says nothing, as a blackholed or hung server looks to the client): the screens' reads give
// up after the short read timeout, not the pool's 10 s, and then fall back at once for a while,
// with the banner saying so; a send still opens the team store for real.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../../../src-main/app/core';
import { EventBus } from '../../../../../src-main/platform/events';
import { dispatch } from '../../../../../src-main/platform/ipc/dispatch';
import { createHandlers } from '../../../../../src-main/app/ipc-handlers';
import { createKeychain } from '../../../../../src-main/adapters/keychain/keychain';
import { TeamService } from '../../../../../src-main/app/team-service';
import { startPgCluster } from '../../../harness/pg-cluster';
import { startPgRelay } from '../../../harness/pg-relay';

let server: Server;
const sockets = new Set<Socket>();
let connections = 0;
let scratch: string;
let core: Core;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'bulkpay-team-unreachable-'));
  server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // Reads the startup message and never answers it.
    socket.on('data', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  core = await createCore({
    dataDir: join(scratch, 'desk'),
    appVersion: 'test',
    demoBank: false,
    env: { BULKPAY_TEAM_URL: `postgresql://alice:pw@127.0.0.1:${port}/bulkpay` },
  });
});

afterAll(async () => {
  for (const s of sockets) s.destroy();
  await core?.close().catch(() => {});
  for (const s of sockets) s.destroy();
  await new Promise((resolve) => server?.close(resolve));
  rmSync(scratch, { recursive: true, force: true });
});

async function timed<T>(channel: string, request: unknown): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const result = await dispatch(createHandlers(core), channel, request);
  if (!result.ok) throw new Error(result.error.message);
  return { value: result.value as T, ms: performance.now() - started };
}

describe('a team server that never answers', () => {
  it('costs a screen the short read timeout once, then the local history answers at once and the banner says why', async () => {
    const first = await timed<{ teamUnreachable?: boolean }>('history:listBulks', { limit: 100 });
    expect(first.value.teamUnreachable).toBe(true);
    expect(connections).toBeGreaterThanOrEqual(1);
    // The pool's own connect timeout is 10 s; a screen waits the read timeout (2 s) and a little.
    expect(first.ms).toBeGreaterThan(1_500);
    expect(first.ms).toBeLessThan(5_000);

    const tried = connections;
    const again = await timed<{ teamUnreachable?: boolean }>('history:searchPayments', {
      text: 'x',
      sort: 'date',
      descending: true,
      limit: 50,
    });
    expect(again.value.teamUnreachable).toBe(true);
    expect(again.ms).toBeLessThan(500);
    const status = await timed<{ problem: { code: string } | null; configured: boolean }>('team:status', {});
    expect(status.value).toMatchObject({ configured: true, problem: { code: 'team_unreachable' } });
    expect(status.ms).toBeLessThan(500);
    const runs = await dispatch(createHandlers(core), 'team:runs', {});
    expect(runs.ok ? null : runs.error.code).toBe('team_unreachable');
    // Remembered: nobody knocked on the server again.
    expect(connections).toBe(tried);
  }, 20_000);

  it('still waits for the team store for real for a send (which records there before anything leaves)', async () => {
    // Not the remembered answer: the send waits on a connection attempt of its own (one still under
    // way from the screens' reads is let finish first; it gives up after the 2 s connect timeout).
    await core.team.store();
    const opening = core.team.store();
    const early = await Promise.race([opening.then(() => 'answered'), sleep(500).then(() => 'waiting')]);
    expect(early).toBe('waiting');
    for (const s of sockets) s.destroy();
    const opened = await opening;
    expect(opened.ok ? null : opened.error.code).toBe('team_unreachable');
  }, 20_000);
});

describe('a team server reached through a relay that goes silent or slow', () => {
  it('is found out within the read timeout once no open connection is left, and remembered', async () => {
    const cluster = await startPgCluster();
    // A relay in front of the server that can stop answering: new connections are accepted and
    // then left without a word, open ones are cut (a network that drops everything).
    const relay = await startPgRelay({ port: cluster.port });
    const { port } = relay;
    const team = new TeamService({
      dataDir: mkdtempSync(join(tmpdir(), 'bulkpay-team-silent-')),
      keychain: createKeychain(),
      env: {
        BULKPAY_TEAM_URL: cluster
          .url('bulkpay_test_super', cluster.superuser.password)
          .replace(`:${cluster.port}/`, `:${port}/`),
      },
      readConnectTimeoutMs: 1_000,
      rememberUnreachableMs: 60_000,
    });
    try {
      const up = await team.readStore();
      expect(up.ok).toBe(true);
      relay.mode = 'silent';
      relay.cut();
      await sleep(100); // the pool drops its cut connections
      const started = performance.now();
      const down = await team.readStore();
      expect(down.ok ? null : down.error.code).toBe('team_unreachable');
      expect(performance.now() - started).toBeLessThan(3_000);
      const again = performance.now();
      expect((await team.readStore()).ok).toBe(false);
      expect(performance.now() - again).toBeLessThan(100);
    } finally {
      relay.cut();
      await team.close().catch(() => {});
      await relay.close();
      await cluster.stop();
    }
  }, 60_000);

  it('uses a slow server as soon as it has answered, not after the remembered outage', async () => {
    const cluster = await startPgCluster();
    // A relay that holds each new connection 1.5 s before passing it on (a slow link or server):
    // longer than the screens' read timeout (1 s here), within the connect timeout (2 s).
    const relayed = new Set<Socket>();
    const relay = createServer((socket) => {
      relayed.add(socket);
      socket.on('error', () => {});
      socket.pause();
      setTimeout(() => {
        if (socket.destroyed) return;
        const upstream = connect(cluster.port, '127.0.0.1');
        relayed.add(upstream);
        upstream.on('error', () => socket.destroy());
        socket.pipe(upstream).pipe(socket);
        socket.resume();
      }, 1_500);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const { port } = relay.address() as { port: number };
    const team = new TeamService({
      dataDir: mkdtempSync(join(tmpdir(), 'bulkpay-team-slow-')),
      keychain: createKeychain(),
      env: {
        BULKPAY_TEAM_URL: cluster
          .url('bulkpay_test_super', cluster.superuser.password)
          .replace(`:${cluster.port}/`, `:${port}/`),
      },
      readConnectTimeoutMs: 1_000,
      rememberUnreachableMs: 60_000,
    });
    try {
      const first = await team.readStore();
      expect(first.ok ? null : first.error.code).toBe('team_unreachable');
      // The opening goes on; once it has answered, screens read the team again at once.
      expect((await team.store()).ok).toBe(true);
      const started = performance.now();
      expect((await team.readStore()).ok).toBe(true);
      expect(performance.now() - started).toBeLessThan(500);
    } finally {
      await team.close().catch(() => {});
      for (const s of relayed) s.destroy();
      await new Promise((resolve) => relay.close(resolve));
      await cluster.stop();
    }
  }, 60_000);

  it('closes (leaving or switching team databases) within seconds when the network went silent without a FIN', async () => {
    const cluster = await startPgCluster();
    const relay = await startPgRelay({ port: cluster.port });
    const events = new EventBus();
    const live: boolean[] = [];
    events.addSink((event, payload) => {
      if (event === 'team:liveChanged') live.push((payload as { live: boolean }).live);
    });
    const team = new TeamService({
      dataDir: mkdtempSync(join(tmpdir(), 'bulkpay-team-halfopen-')),
      keychain: createKeychain(),
      env: {
        BULKPAY_TEAM_URL: cluster
          .url('bulkpay_test_super', cluster.superuser.password)
          .replace(`:${cluster.port}/`, `:${relay.port}/`),
      },
      events,
    });
    try {
      expect((await team.store()).ok).toBe(true);
      for (let i = 0; i < 100 && !team.live(); i++) await sleep(50);
      expect(team.live()).toBe(true);
      relay.mode = 'silent';
      const started = performance.now();
      const closed = await Promise.race([team.close().then(() => 'closed'), sleep(8_000).then(() => 'hung')]);
      expect(closed).toBe('closed');
      expect(performance.now() - started).toBeLessThan(5_000);
      // The screens are told the push is off (they poll again).
      expect(live).toEqual([true, false]);
    } finally {
      await relay.close();
      await cluster.stop();
    }
  }, 60_000);
});
