import { describe, expect, it } from 'vitest';
import { dispatch } from '../../../../../src-main/platform/ipc/dispatch';
import { runsHandlers } from '../../../../../src-main/features/runs/handlers';
import { SqliteRunDrafts } from '../../../../../src-main/adapters/sqlite/run-drafts';
import { openTempDatabase } from '../../../harness/history-fixtures';

// Runs before sending live in a real SQLite file, reached through the IPC contract as the
// renderer reaches them (requests parsed by dispatch, answers checked by the contract).
describe('runs before sending', () => {
  const call = (handlers: ReturnType<typeof runsHandlers>, channel: string, request: unknown) =>
    dispatch(handlers as never, channel, request);

  it('keeps a file, its settings and the changes (final cells, removed rows), lists it, and forgets it when discarded', async () => {
    const { db } = openTempDatabase();
    const h = runsHandlers(new SqliteRunDrafts(db));
    const bytes = Buffer.from('name;iban;amount\r\nÄyräs Oy;FI00;1,50\r\n', 'latin1');
    const started = await call(h, 'runs:start', { fileName: 'erp.csv', base64: bytes.toString('base64') });
    expect(started.ok).toBe(true);
    const id = (started as { value: { id: string } }).value.id;
    const changes = { cells: [{ row: 0, field: 'iban', value: 'FI2112345600000785' }], removed: [1] };
    const digest = 'a'.repeat(64);
    const settings = {
      encoding: 'windows-1252',
      delimiter: ';',
      decimalStyle: 'comma',
      mapping: { name: 0, iban: 1, amount: 2 },
      defaultCurrency: 'EUR',
    };
    const progress = { settings, changes, digest, step: 'review', rowCount: 1, problemCount: 0 };
    expect(await call(h, 'runs:save', { id, ...progress })).toEqual({
      ok: true,
      value: { saved: true },
    });
    const listed = await call(h, 'runs:list', {});
    expect(listed).toMatchObject({
      ok: true,
      value: { runs: [{ id, fileName: 'erp.csv', step: 'review', rowCount: 1, problemCount: 0 }] },
    });
    const got = await call(h, 'runs:get', { id });
    expect(got).toMatchObject({ ok: true, value: { settings, changes, digest, step: 'review', rowCount: 1 } });
    expect(Buffer.from((got as { value: { base64: string } }).value.base64, 'base64')).toEqual(bytes);

    expect(await call(h, 'runs:discard', { id })).toEqual({ ok: true, value: { discarded: true } });
    expect(await call(h, 'runs:list', {})).toEqual({ ok: true, value: { runs: [] } });
    const gone = await call(h, 'runs:get', { id });
    expect(gone).toMatchObject({ ok: false, error: { code: 'run_draft_not_found' } });
    expect(await call(h, 'runs:save', { id, ...progress })).toEqual({
      ok: true,
      value: { saved: false },
    });
  });

  it('refuses an edit of a field that does not exist and a step a run before sending cannot be at', async () => {
    const { db } = openTempDatabase();
    const h = runsHandlers(new SqliteRunDrafts(db));
    const { id } = new SqliteRunDrafts(db).start('a.csv', Buffer.from('x'));
    const digest = 'b'.repeat(64);
    const bad = await call(h, 'runs:save', {
      id,
      settings: {},
      changes: { cells: [{ row: 0, field: 'password', value: 'x' }], removed: [] },
      digest,
      step: 'fix',
      rowCount: 0,
      problemCount: 0,
    });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    const step = await call(h, 'runs:save', {
      id,
      settings: {},
      changes: { cells: [], removed: [] },
      digest,
      step: 'outcome',
      rowCount: 0,
      problemCount: 0,
    });
    expect(step).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
  });

  it('lists the most recently changed run first', () => {
    const { db } = openTempDatabase();
    let now = Date.parse('2026-11-24T10:00:00Z');
    const drafts = new SqliteRunDrafts(db, undefined, () => new Date((now += 1000)));
    const a = drafts.start('a.csv', Buffer.from('a')).id;
    const b = drafts.start('b.csv', Buffer.from('b')).id;
    drafts.save(a, { ...none, step: 'fix', rowCount: 1, problemCount: 3 });
    expect(drafts.list().map((r) => r.id)).toEqual([a, b]);
  });

  it('the same file imported again replaces its earlier run; another file or other bytes do not', () => {
    const { db } = openTempDatabase();
    const drafts = new SqliteRunDrafts(db);
    const first = drafts.start('pay.csv', Buffer.from('a;1')).id;
    const other = drafts.start('pay.csv', Buffer.from('a;2')).id;
    const again = drafts.start('pay.csv', Buffer.from('a;1')).id;
    expect(
      drafts
        .list()
        .map((r) => r.id)
        .sort(),
    ).toEqual([other, again].sort());
    expect(drafts.get(first)).toEqual({ ok: false, why: 'not_found' });
  });

  it('a run is offered only under the bank profile it was started with (demo vs the real bank)', async () => {
    const { db } = openTempDatabase();
    let profile = 'demo';
    const h = runsHandlers(new SqliteRunDrafts(db, () => profile));
    const bytes = Buffer.from('name;iban;amount\r\n');
    const started = await call(h, 'runs:start', { fileName: 'p.csv', base64: bytes.toString('base64') });
    const id = (started as { value: { id: string } }).value.id;
    expect((await call(h, 'runs:list', {})) as { value: { runs: unknown[] } }).toMatchObject({
      value: { runs: [{ id }] },
    });
    profile = 'real-bank';
    expect(await call(h, 'runs:list', {})).toEqual({ ok: true, value: { runs: [] } });
    expect(await call(h, 'runs:get', { id })).toMatchObject({ ok: false, error: { code: 'run_draft_other_profile' } });
    profile = 'demo';
    expect(await call(h, 'runs:get', { id })).toMatchObject({ ok: true, value: { id } });
  });

  it('runs untouched for 30 days are deleted at start; recent ones stay', () => {
    const { db } = openTempDatabase();
    let now = Date.parse('2026-10-01T10:00:00Z');
    const drafts = new SqliteRunDrafts(db, undefined, () => new Date(now));
    const old = drafts.start('old.csv', Buffer.from('o')).id;
    now = Date.parse('2026-10-26T10:00:00Z');
    const recent = drafts.start('recent.csv', Buffer.from('r')).id;
    now = Date.parse('2026-11-01T10:00:01Z');
    expect(drafts.purge()).toBe(1);
    expect(drafts.list().map((r) => r.id)).toEqual([recent]);
    expect(drafts.get(old)).toEqual({ ok: false, why: 'not_found' });
  });
});

const none = { settings: {}, changes: { cells: [], removed: [] }, digest: 'c'.repeat(64) };
