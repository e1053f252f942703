// History's export in team mode, through the real IPC dispatch of a desktop's core: the file holds
// the team's history (what every desktop sent), read from PostgreSQL a page of 1,000 at a time, in
// the same format as this computer's export; never this computer's history, also not when the
// team database cannot be reached.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../../../src-main/app/core';
import { exportChunks } from '../../../../../src-main/features/history/export';
import { dispatch } from '../../../../../src-main/platform/ipc/dispatch';
import { createHandlers } from '../../../../../src-main/app/ipc-handlers';
import { withoutDesktop } from '../../../../../src-main/platform/shell/desktop';
import { teamPaymentPages } from '../../../../../src-main/features/team/team-history-export';
import type { TeamStore } from '../../../../../src-main/adapters/postgres/team-store';
import { TEAM_GROUP_ROLE } from '../../../../../src-main/adapters/postgres/team-schema';
import type { PaymentRow } from '../../../../../src-shared/ipc/channels/history';
import { ok } from '../../../../../src-shared/result';
import { bulk, payment } from '../../../../unit/harness/history-fixtures';
import { createLogin, startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { openStoreAs } from '../../../harness/store-login';

const PASSWORD = 'team-history-export-password';
let cluster: PgCluster;
let scratch: string;
const cores: Core[] = [];
const stores: TeamStore[] = [];
let bob: TeamStore;
let stopped = false;
let here: Core;
let teamBulk: string;
const dialogs: unknown[] = [];

const storeAs = (user: string): Promise<TeamStore> => openStoreAs(cluster, user, PASSWORD, stores);

/** Exports through the app's channel, saving to `file` (the save dialog answers with it). */
async function exportTo(core: Core, file: string, request: Record<string, unknown>) {
  const desktop = {
    ...withoutDesktop(core.events),
    pickSaveFile: async (options: unknown) => {
      dialogs.push(options);
      return ok(file);
    },
  };
  return dispatch(createHandlers(core, desktop), 'history:exportToFile', request);
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'bulkpay-team-history-export-'));
  cluster = await startTeamCluster(PASSWORD, ['alice', 'bob', 'vera']);
  const admin = await storeAs('team_admin');
  expect((await admin.migrate()).ok).toBe(true);
  for (const user of ['alice', 'bob']) expect((await admin.setRole(user, 'preparer')).ok).toBe(true);
  expect((await admin.setRole('vera', 'viewer')).ok).toBe(true);
  // Bob's desktop sent 2,500 payments (more than two pages of 1,000) recorded in the team history.
  bob = await storeAs('bob');
  for (let b = 0; b < 25; b++)
    teamBulk = await bob.history().recordBulk(
      bulk(
        Array.from({ length: 100 }, (_, i) =>
          payment({ payeeName: `Payee ${b * 100 + i}`, amount: `${i + 1}.00`, unstructuredReference: `teamexp ${b}` }),
        ),
        { createdBy: 'bob' },
      ),
    );
  here = await createCore({
    dataDir: join(scratch, 'alice'),
    appVersion: 'test',
    demoBank: false,
    env: { BULKPAY_TEAM_URL: cluster.url('alice', PASSWORD) },
  });
  cores.push(here);
  // Alice's computer has a bulk of its own that is not in the team history.
  here.bulks.store.recordBulk(bulk([payment({ unstructuredReference: 'teamexp local of alice' })]));
}, 120_000);

afterAll(async () => {
  for (const core of cores) await core.close().catch(() => {});
  for (const s of stores) await s.close().catch(() => {});
  if (!stopped) await cluster?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** The team's rows for a search, read the way the export reads them, then written all at once. */
async function expected(format: 'csv' | 'json', search: Parameters<typeof teamPaymentPages>[1]): Promise<string> {
  const rows: PaymentRow[] = [];
  for await (const page of teamPaymentPages(bob.history(), search)) rows.push(...page);
  return [...exportChunks(format, rows)].join('');
}

describe('History export in team mode', () => {
  it('exports a search from the team history, in pages, as the same file as the local export would be', async () => {
    const file = join(scratch, 'team.csv');
    const result = await exportTo(here, file, {
      format: 'csv',
      search: { text: 'teamexp', sort: 'date', descending: false },
    });
    expect(result).toEqual({ ok: true, value: { saved: true, fileName: 'team.csv', rowCount: 2500 } });
    const written = readFileSync(file, 'utf8');
    expect(written).toBe(await expected('csv', { text: 'teamexp', sort: 'date', descending: false }));
    expect(written).toContain('Payee 2499');
    expect(written).not.toContain('local of alice');
    // Recorded in the team history's audit, by the database user who exported.
    const audit = await cluster.admin(
      async (c) =>
        (await c.query(`SELECT action, db_user FROM bulkpay.history_audit WHERE action = 'history_exported'`)).rows,
    );
    expect(audit).toEqual([{ action: 'history_exported', db_user: 'alice' }]);
  });

  it('exports one bulk of the team history as JSON, found by its id', async () => {
    const file = join(scratch, 'bulk.json');
    const result = await exportTo(here, file, { format: 'json', bulkId: teamBulk });
    expect(result).toMatchObject({ ok: true, value: { saved: true, rowCount: 100 } });
    const written = readFileSync(file, 'utf8');
    expect(written).toBe(await expected('json', { bulkId: teamBulk, sort: 'date', descending: false }));
    expect((JSON.parse(written) as unknown[]).length).toBe(100);
  });

  it('lets a viewer (an auditor) export, recording exactly that in the team audit under their database user', async () => {
    const auditor = await createCore({
      dataDir: join(scratch, 'vera'),
      appVersion: 'test',
      demoBank: false,
      env: { BULKPAY_TEAM_URL: cluster.url('vera', PASSWORD) },
    });
    cores.push(auditor);
    const file = join(scratch, 'audited.json');
    const result = await exportTo(auditor, file, { format: 'json', bulkId: teamBulk });
    expect(result).toMatchObject({ ok: true, value: { saved: true, rowCount: 100 } });
    expect((JSON.parse(readFileSync(file, 'utf8')) as unknown[]).length).toBe(100);
    const audit = await cluster.admin(
      async (c) =>
        (
          await c.query(
            `SELECT action, actor, db_user, object_type, object_id FROM bulkpay.history_audit WHERE db_user = 'vera'`,
          )
        ).rows,
    );
    expect(audit).toEqual([
      { action: 'history_exported', actor: 'vera', db_user: 'vera', object_type: 'bulk', object_id: teamBulk },
    ]);
    // Only that action, under their own name: anything else a viewer writes is still refused.
    const raw = new pg.Client({ connectionString: cluster.url('vera', PASSWORD) });
    await raw.connect();
    try {
      await expect(
        raw.query(
          `INSERT INTO bulkpay.history_audit (at, actor, action, object_type, object_id) VALUES (now(), 'vera', 'bulk_created', 'bulk', 'x')`,
        ),
      ).rejects.toMatchObject({ code: 'BP002' });
      await expect(
        raw.query(
          `INSERT INTO bulkpay.history_audit (at, actor, action, object_type, object_id) VALUES (now(), 'bob', 'history_exported', 'bulk', 'x')`,
        ),
      ).rejects.toMatchObject({ code: 'BP002' });
      await expect(raw.query(`SELECT bulkpay.audit_export('run', 'x', null)`)).rejects.toMatchObject({
        code: 'BP003',
      });
    } finally {
      await raw.end();
    }
  });

  it('lets nobody but audit_export write a viewer’s row: not after SET ROLE to the team group, not an unmapped login', async () => {
    await createLogin(cluster, 'mallory', PASSWORD);
    await cluster.admin((c) => c.query(`GRANT ${TEAM_GROUP_ROLE} TO mallory`));
    const exported = (who: string) =>
      `INSERT INTO bulkpay.history_audit (at, actor, action, object_type, object_id) VALUES (now(), '${who}', 'history_exported', 'bulk', 'forged')`;
    for (const user of ['vera', 'mallory']) {
      const raw = new pg.Client({ connectionString: cluster.url(user, PASSWORD) });
      await raw.connect();
      try {
        await raw.query(`SET ROLE ${TEAM_GROUP_ROLE}`);
        await expect(raw.query(exported(user))).rejects.toMatchObject({ code: 'BP002' });
        // The flag audit_export sets proves nothing when anyone else sets it.
        await raw.query(`SELECT set_config('bulkpay.audit_export', 'on', false)`);
        await expect(raw.query(exported(user))).rejects.toMatchObject({ code: 'BP002' });
        await raw.query('RESET ROLE');
        await expect(raw.query(exported(user))).rejects.toMatchObject({ code: 'BP002' });
      } finally {
        await raw.end();
      }
    }
    const raw = new pg.Client({ connectionString: cluster.url('mallory', PASSWORD) });
    await raw.connect();
    try {
      await expect(raw.query(`SELECT bulkpay.audit_export('bulk', 'x', null)`)).rejects.toMatchObject({
        code: 'BP002',
      });
    } finally {
      await raw.end();
    }
    const forged = await cluster.admin(
      async (c) => (await c.query(`SELECT 1 FROM bulkpay.history_audit WHERE object_id = 'forged'`)).rowCount,
    );
    expect(forged).toBe(0);
  });

  it('records an export with its format and file name only, small', async () => {
    const raw = new pg.Client({ connectionString: cluster.url('vera', PASSWORD) });
    await raw.connect();
    const record = (objectId: string, detail: unknown) =>
      raw.query('SELECT bulkpay.audit_export($1, $2, $3)', ['search', objectId, JSON.stringify(detail)]);
    try {
      await expect(record('{}', { format: 'csv', fileName: 'x'.repeat(3000) })).rejects.toMatchObject({
        code: 'BP003',
      });
      await expect(record('{}', { format: 'csv', fileName: 'a.csv', note: 'anything' })).rejects.toMatchObject({
        code: 'BP003',
      });
      await expect(record('{}', ['format'])).rejects.toMatchObject({ code: 'BP003' });
      await expect(record('x'.repeat(5000), { format: 'csv' })).rejects.toMatchObject({ code: 'BP003' });
      await record('{"text":"Vuokra"}', { format: 'csv', fileName: 'vuokra.csv' });
    } finally {
      await raw.end();
    }
    const rows = await cluster.admin(
      async (c) =>
        (await c.query(`SELECT detail FROM bulkpay.history_audit WHERE db_user = 'vera' AND object_type = 'search'`))
          .rows,
    );
    expect(rows).toEqual([{ detail: { format: 'csv', fileName: 'vuokra.csv' } }]);
  });

  it('writes no file when the export cannot be recorded, and says why in the team’s words', async () => {
    await cluster.admin((c) =>
      c.query(`REVOKE EXECUTE ON FUNCTION bulkpay.audit_export(text, text, jsonb) FROM ${TEAM_GROUP_ROLE}`),
    );
    try {
      const file = join(scratch, 'unrecorded.csv');
      const result = await exportTo(here, file, { format: 'csv', bulkId: teamBulk });
      expect(result.ok).toBe(false);
      const message = result.ok ? '' : result.error.message;
      expect(message).not.toMatch(/audit_export|permission denied|function/i);
      expect(existsSync(file)).toBe(false);
    } finally {
      await cluster.admin((c) =>
        c.query(`GRANT EXECUTE ON FUNCTION bulkpay.audit_export(text, text, jsonb) TO ${TEAM_GROUP_ROLE}`),
      );
    }
  });

  it("refuses to export when the team database cannot be reached, rather than write this computer's history", async () => {
    await cluster.stop();
    stopped = true;
    const file = join(scratch, 'offline.csv');
    const before = dialogs.length;
    const result = await exportTo(here, file, { format: 'csv', search: { text: 'teamexp' } });
    expect(result).toMatchObject({ ok: false, error: { code: 'team_export_unreachable' } });
    expect(dialogs.length).toBe(before);
    // Also for a bulk: nothing is looked up in this computer's history instead.
    const oneBulk = await exportTo(here, file, { format: 'json', bulkId: teamBulk });
    expect(oneBulk).toMatchObject({ ok: false, error: { code: 'team_export_unreachable' } });
    expect(dialogs.length).toBe(before);
  });
});
