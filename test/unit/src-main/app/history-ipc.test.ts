import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../../src-main/app/core';
import { dispatch, type HandlerMap } from '../../../../src-main/platform/ipc/dispatch';
import { createHandlers } from '../../../../src-main/app/ipc-handlers';
import { queuedDesktop, type QueuedDesktop } from '../../../fixtures/desktop';
import { bulk, payment } from '../../harness/history-fixtures';

// The history and bulk channels through the real dispatch: the renderer is untrusted, so every
// request is checked against the contract before a handler runs.
let core: Core;
let h: HandlerMap;
let desktop: QueuedDesktop;
let bulkId: string;
beforeAll(async () => {
  core = await createCore({
    dataDir: mkdtempSync(join(tmpdir(), 'bulkpay-history-ipc-')),
    appVersion: '1.0.0',
    demoBank: false,
  });
  desktop = queuedDesktop(core.events);
  h = createHandlers(core, desktop);
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

  it('exports a bulk as formula-safe CSV to the file chosen in the save dialog, and audits it', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'bulkpay-export-')), 'march.csv');
    desktop.queueFilePick(path);
    const exported = await dispatch(h, 'history:exportToFile', { format: 'csv', bulkId });
    expect(exported).toEqual({ ok: true, value: { saved: true, fileName: 'march.csv', rowCount: 2 } });
    expect(desktop.dialogs.at(-1)).toMatchObject({ defaultName: expect.stringMatching(/^bulkpay-bulk-.*\.csv$/) });
    expect(readFileSync(path, 'utf8')).toContain(`"'=Evil Corp"`);
    expect(existsSync(`${path}.part`)).toBe(false);
    expect(core.bulks.reader.auditOf('bulk', bulkId).map((a) => a.action)).toContain('history_exported');
    // Closing the dialog writes nothing.
    desktop.queueFilePick();
    expect(await dispatch(h, 'history:exportToFile', { format: 'json', bulkId })).toEqual({
      ok: true,
      value: { saved: false, fileName: null, rowCount: 0 },
    });
  });

  it('says what to do when the folder cannot be written, and leaves no half file', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'bulkpay-export-')), 'missing-folder', 'march.csv');
    desktop.queueFilePick(path);
    const exported = await dispatch(h, 'history:exportToFile', { format: 'csv', bulkId });
    expect(exported).toMatchObject({
      ok: false,
      error: { code: 'export_failed', message: /march\.csv.*ENOENT.*Choose a folder/ },
    });
  });

  it('says what is missing instead of failing silently', async () => {
    expect(await dispatch(h, 'history:getBulk', { bulkId: 'nope' })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await dispatch(h, 'history:exportToFile', { format: 'json' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
    const upload = '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9';
    const rows = [{ line: 2, values: { name: 'A', iban: 'DE89370400440532013000', amount: '1.00' } }];
    expect(await dispatch(h, 'importVolume:upload', { upload, start: 0, total: 1, rows })).toMatchObject({ ok: true });
    const review = await dispatch(h, 'importVolume:review', {
      file: { name: 'a.csv', sha256: 'a'.repeat(64), encoding: 'utf-8' },
      upload,
      paymentAccount: 'x',
    });
    expect(review).toMatchObject({
      ok: false,
      error: { code: 'no_active_profile', message: expect.stringMatching(/Add one/) },
    });
  });
});
