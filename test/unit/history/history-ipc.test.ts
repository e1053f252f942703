import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../src-main/core';
import { dispatch, type HandlerMap } from '../../../src-main/ipc/dispatch';
import { createHandlers } from '../../../src-main/ipc/handlers';
import { bulk, payment } from './history-fixtures';

// The history and bulk channels through the real dispatch: the renderer is untrusted, so every
// request is checked against the contract before a handler runs.
let core: Core;
let h: HandlerMap;
let bulkId: string;
beforeAll(async () => {
  core = await createCore({
    dataDir: mkdtempSync(join(tmpdir(), 'bulkpay-history-ipc-')),
    appVersion: '1.0.0',
    demoBank: false,
  });
  h = createHandlers(core);
  bulkId = core.bulks.store.recordBulk(
    bulk([payment({ payeeName: '=Evil Corp', amount: '12.30' }), payment({ payeeName: 'Plain Oy' })]),
  );
});
afterAll(() => core.close());

describe('history and bulks over IPC', () => {
  it('searches and pages', async () => {
    const page = await dispatch(h, 'history:searchPayments', { payee: 'evil', limit: 10 });
    expect(page).toMatchObject({
      ok: true,
      value: { total: 1, totalIsExact: true, rows: [{ payeeName: '=Evil Corp', amount: '12.30' }] },
    });
  });

  it('refuses malformed searches before they reach SQLite', async () => {
    for (const bad of [
      { amountMin: '1e5' },
      { limit: 100_000 },
      { from: '31.12.2026' },
      { sort: 'id; DROP TABLE payments' },
      { extra: 1 },
    ]) {
      expect(await dispatch(h, 'history:searchPayments', bad)).toMatchObject({
        ok: false,
        error: { code: 'invalid_request' },
      });
    }
  });

  it('exports a bulk as formula-safe CSV and records the export in the audit log', async () => {
    const exported = await dispatch(h, 'history:export', { format: 'csv', bulkId });
    if (!exported.ok) throw new Error(exported.error.message);
    const value = exported.value as { content: string; rowCount: number; fileName: string };
    expect(value.rowCount).toBe(2);
    expect(value.content).toContain(`"'=Evil Corp"`);
    expect(value.fileName).toMatch(/^bulkpay-bulk-.*\.csv$/);
    expect(core.bulks.reader.auditOf('bulk', bulkId).map((a) => a.action)).toContain('history_exported');
  });

  it('says what is missing instead of failing silently', async () => {
    expect(await dispatch(h, 'history:getBulk', { bulkId: 'nope' })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await dispatch(h, 'history:export', { format: 'json' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
    const review = await dispatch(h, 'bulks:review', {
      file: { name: 'a.csv', sha256: 'a'.repeat(64), encoding: 'utf-8' },
      rows: [{ line: 2, values: { name: 'A', iban: 'DE89370400440532013000', amount: '1.00' } }],
      paymentAccount: 'x',
    });
    expect(review).toMatchObject({
      ok: false,
      error: { code: 'no_active_profile', message: expect.stringMatching(/Add one/) },
    });
  });
});
