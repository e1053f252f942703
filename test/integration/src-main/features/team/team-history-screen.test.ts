// The History screen in team mode: through the real IPC dispatch of a desktop's core, search and
// the bulk list read the team's PostgreSQL history (a bulk another desktop recorded shows here);
// with the team database stopped, this computer's history answers, flagged so the screen says so.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../../../src-main/app/core';
import { dispatch } from '../../../../../src-main/platform/ipc/dispatch';
import { createHandlers } from '../../../../../src-main/app/ipc-handlers';
import { TEAM_BOUND_FILE } from '../../../../../src-main/features/team/send-guard';
import type { TeamStore } from '../../../../../src-main/adapters/postgres/team-store';
import { bulk, payment } from '../../../../unit/harness/history-fixtures';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { openStoreAs } from '../../../harness/store-login';

const PASSWORD = 'team-history-screen-password';
let cluster: PgCluster;
let scratch: string;
const cores: Core[] = [];
const stores: TeamStore[] = [];
let stopped = false;

const storeAs = (user: string): Promise<TeamStore> => openStoreAs(cluster, user, PASSWORD, stores);

/** A desktop in team mode as `user`: its own data folder, the team address (with password) from the environment. */
async function desktop(name: string, user: string): Promise<Core> {
  const core = await createCore({
    dataDir: join(scratch, name),
    appVersion: 'test',
    demoBank: false,
    env: { BULKPAY_TEAM_URL: cluster.url(user, PASSWORD) },
  });
  cores.push(core);
  return core;
}

async function call<T>(core: Core, channel: string, request: unknown): Promise<T> {
  const result = await dispatch(createHandlers(core), channel, request);
  if (!result.ok) throw new Error(result.error.message);
  return result.value as T;
}

type Page = {
  rows: { id: number; bulkId: string; unstructuredReference?: string | null }[];
  teamUnreachable?: boolean;
};
type Bulks = { bulks: { id: string }[]; teamUnreachable?: boolean };
const search = (core: Core, text: string) =>
  call<Page>(core, 'history:searchPayments', { text, sort: 'date', descending: true, limit: 50 });
const listBulks = (core: Core) => call<Bulks>(core, 'history:listBulks', { limit: 100 });

let teamBulk: string;
let localBulk: string;
let here: Core;
let teamCursor: string;
let teamPaymentId: number;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'bulkpay-team-history-screen-'));
  cluster = await startTeamCluster(PASSWORD, ['alice', 'bob', 'carol']);
  const admin = await storeAs('team_admin');
  expect((await admin.migrate()).ok).toBe(true);
  for (const user of ['alice', 'bob']) expect((await admin.setRole(user, 'preparer')).ok).toBe(true);

  // Bob's desktop recorded a bulk in the team history; Alice's desktop has only a bulk of its own in SQLite.
  const bob = await storeAs('bob');
  teamBulk = await bob
    .history()
    .recordBulk(bulk([payment({ unstructuredReference: 'teamhist sent by bob' })], { createdBy: 'bob' }));
  await bob.history().recordBulk(bulk([payment({ unstructuredReference: 'second by bob' })], { createdBy: 'bob' }));
  here = await desktop('alice', 'alice');
  localBulk = here.bulks.store.recordBulk(
    bulk([payment({ unstructuredReference: 'teamhist local of alice' })], { createdBy: 'alice' }),
  );
}, 120_000);

afterAll(async () => {
  for (const core of cores) await core.close().catch(() => {});
  for (const s of stores) await s.close().catch(() => {});
  if (!stopped) await cluster?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('History screen in team mode', () => {
  it('searches and lists the team history: a bulk another desktop recorded shows here', async () => {
    const page = await search(here, 'teamhist');
    expect(page.teamUnreachable).toBeUndefined();
    expect(page.rows.map((r) => r.unstructuredReference)).toEqual(['teamhist sent by bob']);
    expect(page.rows[0]!.bulkId).toBe(teamBulk);

    const bulks = await listBulks(here);
    expect(bulks.teamUnreachable).toBeUndefined();
    expect(bulks.bulks.map((b) => b.id)).toContain(teamBulk);
    expect(bulks.bulks.map((b) => b.id)).not.toContain(localBulk);

    const detail = await call<{ bulk: { id: string }; payments: unknown[] }>(here, 'history:getBulk', {
      bulkId: teamBulk,
    });
    expect(detail.bulk.id).toBe(teamBulk);
    expect(detail.payments).toHaveLength(1);

    const one = await call<{ payment: { bulkId: string }; bulk: { id: string } }>(here, 'history:getPayment', {
      paymentId: page.rows[0]!.id,
    });
    expect(one).toMatchObject({ payment: { bulkId: teamBulk }, bulk: { id: teamBulk } });
    teamPaymentId = page.rows[0]!.id;
  });

  it('tags bulk-list cursors with their source: a cursor from the other source is refused, never a wrong page', async () => {
    const first = await call<Bulks & { next: string | null }>(here, 'history:listBulks', { limit: 1 });
    expect(first.next).toMatch(/^t\./);
    const second = await call<Bulks>(here, 'history:listBulks', { limit: 1, after: first.next });
    expect(second.bulks).toHaveLength(1);
    expect(second.bulks[0]!.id).not.toBe(first.bulks[0]!.id);
    // The same position presented as a local cursor (what the fallback hands out) is refused.
    const local = await dispatch(createHandlers(here), 'history:listBulks', {
      limit: 1,
      after: `l.${first.next!.slice(2)}`,
    });
    expect(local).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    teamCursor = first.next!;
  });

  it('answers a team error that is not about reaching the database, never this computer’s history', async () => {
    // Carol can log in but has no team role: the team database refuses her reads.
    const carol = await desktop('carol', 'carol');
    carol.bulks.store.recordBulk(bulk([payment({ unstructuredReference: 'teamhist local of carol' })]));
    const handlers = createHandlers(carol);
    const searched = await dispatch(handlers, 'history:searchPayments', { text: 'teamhist', limit: 50 });
    expect(searched.ok).toBe(false);
    if (!searched.ok) expect(searched.error.code).not.toBe('team_unreachable');
    const listed = await dispatch(handlers, 'history:listBulks', { limit: 10 });
    expect(listed.ok).toBe(false);
    const bulkDetail = await dispatch(handlers, 'history:getBulk', { bulkId: teamBulk });
    expect(bulkDetail.ok).toBe(false);
    if (!bulkDetail.ok) expect(bulkDetail.error.code).not.toBe('not_found');
  });

  it('a desktop bound to a team whose team.json is gone shows its history with the notice', async () => {
    const dataDir = join(scratch, 'bound-without-team-json');
    const bound = await createCore({ dataDir, appVersion: 'test', demoBank: false, env: {} });
    cores.push(bound);
    const own = bound.bulks.store.recordBulk(bulk([payment({ unstructuredReference: 'teamhist bound' })]));
    expect((await listBulks(bound)).teamUnreachable).toBeUndefined();
    writeFileSync(join(dataDir, TEAM_BOUND_FILE), JSON.stringify({ url: 'postgres://db.example/team' }));
    const bulks = await listBulks(bound);
    expect(bulks).toMatchObject({ bulks: [{ id: own }], teamUnreachable: true });
    expect((await search(bound, 'teamhist')).teamUnreachable).toBe(true);
  });

  it('with the team database stopped, shows this computer’s history and says so', async () => {
    await cluster.stop();
    stopped = true;
    // The desktop whose connection was open, and one that starts while the database is down.
    for (const core of [here, await desktop('alice-later', 'alice')]) {
      const ownBulk =
        core === here
          ? localBulk
          : core.bulks.store.recordBulk(bulk([payment({ unstructuredReference: 'teamhist local of alice' })]));
      const page = await search(core, 'teamhist');
      expect(page.teamUnreachable).toBe(true);
      expect(page.rows.map((r) => r.unstructuredReference)).toEqual(['teamhist local of alice']);

      const bulks = await listBulks(core);
      expect(bulks.teamUnreachable).toBe(true);
      expect(bulks.bulks.map((b) => b.id)).toEqual([ownBulk]);

      const detail = await call<{ bulk: { id: string }; teamUnreachable?: boolean }>(core, 'history:getBulk', {
        bulkId: ownBulk,
      });
      expect(detail).toMatchObject({ bulk: { id: ownBulk }, teamUnreachable: true });

      // A payment or bulk listed from the team history is never looked up locally (ids differ per history).
      const handlers = createHandlers(core);
      const teamPayment = await dispatch(handlers, 'history:getPayment', { paymentId: teamPaymentId, source: 'team' });
      expect(teamPayment).toMatchObject({ ok: false, error: { code: 'team_unreachable' } });
      const unsaid = await dispatch(handlers, 'history:getPayment', { paymentId: teamPaymentId });
      expect(unsaid).toMatchObject({ ok: false, error: { code: 'team_unreachable' } });
      const teamDetail = await dispatch(handlers, 'history:getBulk', { bulkId: teamBulk, source: 'team' });
      expect(teamDetail).toMatchObject({ ok: false, error: { code: 'team_unreachable' } });
      // One listed from this computer's history (during the outage) is, flagged.
      const localId = page.rows[0]!.id;
      const own = await call<{ payment: { id: number }; teamUnreachable?: boolean }>(core, 'history:getPayment', {
        paymentId: localId,
        source: 'local',
      });
      expect(own).toMatchObject({ payment: { id: localId }, teamUnreachable: true });

      // A team cursor handed to the local fallback is refused (both encode [key, id]).
      const crossed = await dispatch(createHandlers(core), 'history:listBulks', { limit: 1, after: teamCursor });
      expect(crossed).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    }
  }, 60_000);
});
