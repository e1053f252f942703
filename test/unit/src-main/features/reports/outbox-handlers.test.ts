// The ERP outbox folder is chosen in the OS folder dialog main opens: the page never sends a path,
// so it cannot learn which paths exist or are writable on this computer.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountsService } from '../../../../../src-main/features/accounts/accounts-service';
import { EventBus } from '../../../../../src-main/platform/events';
import type { HistoryReader } from '../../../../../src-main/adapters/sqlite/history-reader';
import { dispatch, type HandlerMap } from '../../../../../src-main/platform/ipc/dispatch';
import { reportsHandlers } from '../../../../../src-main/features/reports/handlers';
import { ErpOutbox } from '../../../../../src-main/features/reports/outbox';
import { withoutDesktop, type DesktopShell } from '../../../../../src-main/platform/shell/desktop';
import { queuedDesktop } from '../../../../fixtures/desktop';

let dataDir: string;
let chosen: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'bulkpay-outbox-data-'));
  chosen = mkdtempSync(join(tmpdir(), 'bulkpay-outbox-chosen-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(chosen, { recursive: true, force: true });
});

function handlers(desktop: DesktopShell): { map: HandlerMap; outbox: ErpOutbox } {
  const outbox = new ErpOutbox({ dataDir, reader: {} as HistoryReader });
  const map = reportsHandlers({} as HistoryReader, {} as AccountsService, outbox, desktop) as HandlerMap;
  return { map, outbox };
}

describe('choosing the ERP outbox folder', () => {
  it('takes the folder the user chose in the OS dialog, and keeps it when they cancel', async () => {
    const desktop = queuedDesktop(new EventBus());
    const { map, outbox } = handlers(desktop);
    desktop.queueFilePick(chosen);
    expect(await dispatch(map, 'reports:chooseOutbox', {})).toEqual({ ok: true, value: { folder: chosen } });
    expect(outbox.folder()).toBe(chosen);
    expect(desktop.dialogs.map((d) => d.title)).toEqual(['Choose the ERP outbox folder']);
    desktop.queueFilePick(); // cancelled
    expect(await dispatch(map, 'reports:chooseOutbox', {})).toEqual({ ok: true, value: { folder: chosen } });
    expect(await dispatch(map, 'reports:turnOffOutbox', {})).toEqual({ ok: true, value: { folder: null } });
    expect(outbox.folder()).toBeNull();
  });

  it('takes no path from the page: neither to set nor to probe one', async () => {
    const { map, outbox } = handlers(queuedDesktop(new EventBus()));
    for (const request of [{ folder: '/etc' }, { folder: join(dataDir, 'missing') }])
      expect(await dispatch(map, 'reports:chooseOutbox', request)).toMatchObject({
        ok: false,
        error: { code: 'invalid_request' },
      });
    expect(Object.keys(map).filter((channel) => channel.includes('Outbox'))).toEqual([
      'reports:getOutbox',
      'reports:chooseOutbox',
      'reports:turnOffOutbox',
    ]);
    expect(outbox.folder()).toBeNull();
  });

  it('says what to do where no folder dialog can be shown', async () => {
    const { map } = handlers(withoutDesktop(new EventBus()));
    expect(await dispatch(map, 'reports:chooseOutbox', {})).toMatchObject({
      ok: false,
      error: { code: 'desktop_only' },
    });
  });
});
