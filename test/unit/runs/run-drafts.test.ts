import { describe, expect, it } from 'vitest';
import { dispatch } from '../../../src-main/ipc/dispatch';
import { runsHandlers } from '../../../src-main/runs/handlers';
import { RunDrafts } from '../../../src-main/runs/run-drafts';
import { openTempDatabase } from '../history/history-fixtures';

// Runs before sending live in a real SQLite file, reached through the IPC contract as the
// renderer reaches them (requests parsed by dispatch, answers checked by the contract).
describe('runs before sending', () => {
  const call = (handlers: ReturnType<typeof runsHandlers>, channel: string, request: unknown) =>
    dispatch(handlers as never, channel, request);

  it('keeps a file, its settings and the edits in order, lists it, and forgets it when discarded', async () => {
    const { db } = openTempDatabase();
    const h = runsHandlers(db);
    const bytes = Buffer.from('name;iban;amount\r\nÄyräs Oy;FI00;1,50\r\n', 'latin1');
    const started = await call(h, 'runs:start', { fileName: 'erp.csv', base64: bytes.toString('base64') });
    expect(started.ok).toBe(true);
    const id = (started as { value: { id: string } }).value.id;
    const edits = [
      { kind: 'edit', row: 0, field: 'iban', value: 'FI2112345600000785' },
      { kind: 'remove', row: 1 },
    ];
    const settings = {
      encoding: 'windows-1252',
      delimiter: ';',
      decimalStyle: 'comma',
      mapping: { name: 0, iban: 1, amount: 2 },
      defaultCurrency: 'EUR',
    };
    expect(await call(h, 'runs:save', { id, settings, edits, step: 'review', rowCount: 1, problemCount: 0 })).toEqual({
      ok: true,
      value: { saved: true },
    });
    const listed = await call(h, 'runs:list', {});
    expect(listed).toMatchObject({
      ok: true,
      value: { runs: [{ id, fileName: 'erp.csv', step: 'review', rowCount: 1, problemCount: 0 }] },
    });
    const got = await call(h, 'runs:get', { id });
    expect(got).toMatchObject({ ok: true, value: { settings, edits, step: 'review' } });
    expect(Buffer.from((got as { value: { base64: string } }).value.base64, 'base64')).toEqual(bytes);

    expect(await call(h, 'runs:discard', { id })).toEqual({ ok: true, value: { discarded: true } });
    expect(await call(h, 'runs:list', {})).toEqual({ ok: true, value: { runs: [] } });
    const gone = await call(h, 'runs:get', { id });
    expect(gone).toMatchObject({ ok: false, error: { code: 'run_draft_not_found' } });
    expect(
      await call(h, 'runs:save', { id, settings: {}, edits: [], step: 'fix', rowCount: 0, problemCount: 0 }),
    ).toEqual({
      ok: true,
      value: { saved: false },
    });
  });

  it('refuses an edit of a field that does not exist and a step a run before sending cannot be at', async () => {
    const { db } = openTempDatabase();
    const h = runsHandlers(db);
    const id = new RunDrafts(db).start('a.csv', Buffer.from('x'));
    const bad = await call(h, 'runs:save', {
      id,
      settings: {},
      edits: [{ kind: 'edit', row: 0, field: 'password', value: 'x' }],
      step: 'fix',
      rowCount: 0,
      problemCount: 0,
    });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    const step = await call(h, 'runs:save', {
      id,
      settings: {},
      edits: [],
      step: 'outcome',
      rowCount: 0,
      problemCount: 0,
    });
    expect(step).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
  });

  it('lists the most recently changed run first', () => {
    const { db } = openTempDatabase();
    let now = Date.parse('2026-11-24T10:00:00Z');
    const drafts = new RunDrafts(db, () => new Date((now += 1000)));
    const a = drafts.start('a.csv', Buffer.from('a'));
    const b = drafts.start('b.csv', Buffer.from('b'));
    drafts.save(a, { settings: {}, edits: [], step: 'fix', rowCount: 1, problemCount: 3 });
    expect(drafts.list().map((r) => r.id)).toEqual([a, b]);
  });

  it('the same file imported again replaces its earlier run; another file or other bytes do not', () => {
    const { db } = openTempDatabase();
    const drafts = new RunDrafts(db);
    const first = drafts.start('pay.csv', Buffer.from('a;1'));
    const other = drafts.start('pay.csv', Buffer.from('a;2'));
    const again = drafts.start('pay.csv', Buffer.from('a;1'));
    expect(
      drafts
        .list()
        .map((r) => r.id)
        .sort(),
    ).toEqual([other, again].sort());
    expect(drafts.get(first)).toBeUndefined();
  });
});
