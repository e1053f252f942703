import { describe, expect, it } from 'vitest';
import { ok } from '../../../src-shared/result';
import { appHandlers } from '../../../src-main/app/handlers';
import type { Core } from '../../../src-main/core';
import { EventBus } from '../../../src-main/events';
import { dispatch, type HandlerMap } from '../../../src-main/ipc/dispatch';
import { withoutDesktop, type DesktopShell } from '../../../src-main/shell/desktop';
import { OpenFileInbox } from '../../../src-main/shell/open-file';

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
  it('hands the waiting file to the renderer once', async () => {
    const desktop = withoutDesktop(new EventBus());
    desktop.openFiles.offer('/home/anna/march.csv');
    const handlers = handlersWith(desktop);
    expect(await dispatch(handlers, 'app:takeOpenFile', {})).toEqual(
      ok({ file: { path: '/home/anna/march.csv', name: 'march.csv' } }),
    );
    expect(await dispatch(handlers, 'app:takeOpenFile', {})).toEqual(ok({ file: null }));
  });
});
