import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../../../../src-shared/import/decode';
import { ok } from '../../../../../src-shared/result';
import { appHandlers } from '../../../../../src-main/features/preferences/handlers';
import type { Core } from '../../../../../src-main/app/core';
import { EventBus } from '../../../../../src-main/platform/events';
import { dispatch, type HandlerMap } from '../../../../../src-main/platform/ipc/dispatch';
import { withoutDesktop, type DesktopShell } from '../../../../../src-main/platform/shell/desktop';
import { OpenFileInbox } from '../../../../../src-main/platform/shell/open-file';

// app:* handlers need only these two fields of the core.
const core = { dataDir: '/home/anna/.config/Bulkpay', appVersion: '0.1.0' } as Core;

function handlersWith(desktop: DesktopShell): HandlerMap {
  return appHandlers(core, desktop) as HandlerMap;
}

describe('app:revealDataFolder', () => {
  it('opens the data folder through the injected OS shell', async () => {
    const revealed: string[] = [];
    const desktop = {
      revealPath: async (p: string) => (revealed.push(p), ok(undefined)),
      pickFiles: async () => ok([]),
      openFiles: new OpenFileInbox(new EventBus()),
    };
    expect(await dispatch(handlersWith(desktop), 'app:revealDataFolder', {})).toEqual(ok({ path: core.dataDir }));
    expect(revealed).toEqual([core.dataDir]);
  });

  it('answers with an error the user can act on outside the desktop app', async () => {
    const result = await dispatch(handlersWith(withoutDesktop(new EventBus())), 'app:revealDataFolder', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'desktop_only' } });
  });

  it('takes no arguments from the renderer (it can never choose the path)', async () => {
    const result = await dispatch(handlersWith(withoutDesktop(new EventBus())), 'app:revealDataFolder', {
      path: '/etc',
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
  });
});

describe('app:takeOpenFile', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'bulkpay-open-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('hands the waiting file to the renderer once, as its name and bytes', async () => {
    const path = join(dir, 'march.csv');
    writeFileSync(path, 'Name;IBAN;Amount\nÅsa;FI2112345600000785;1,00\n');
    const desktop = withoutDesktop(new EventBus());
    desktop.openFiles.offer(path);
    const handlers = handlersWith(desktop);
    const first = await dispatch(handlers, 'app:takeOpenFile', {});
    expect(first).toEqual(ok({ file: { name: 'march.csv', base64: readFileSync(path).toString('base64') } }));
    expect(JSON.stringify(first)).not.toContain(dir); // the path never reaches the renderer
    expect(await dispatch(handlers, 'app:takeOpenFile', {})).toEqual(ok({ file: null }));
  });

  it('says the file is gone when it was moved before the app read it', async () => {
    const desktop = withoutDesktop(new EventBus());
    desktop.openFiles.offer(join(dir, 'moved.xml'));
    const result = await dispatch(handlersWith(desktop), 'app:takeOpenFile', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'open_file_unreadable' } });
    if (!result.ok) expect(result.error.message).toMatch(/moved\.xml.*no longer there/);
  });

  it('refuses a file larger than the importer reads, before reading it', async () => {
    const path = join(dir, 'huge.csv');
    writeFileSync(path, '');
    truncateSync(path, MAX_FILE_BYTES + 1);
    const desktop = withoutDesktop(new EventBus());
    desktop.openFiles.offer(path);
    const result = await dispatch(handlersWith(desktop), 'app:takeOpenFile', {});
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/huge\.csv.*Split it into smaller files/);
  });
});
