import { describe, expect, it } from 'vitest';
import type { EventName } from '../../../../../src-shared/ipc/contract';
import { EventBus } from '../../../../../src-main/platform/events';
import { withoutDesktop } from '../../../../../src-main/platform/shell/desktop';
import { OpenFileInbox, paymentFilesFromArgv } from '../../../../../src-main/platform/shell/open-file';

describe('paymentFilesFromArgv', () => {
  const win = { platform: 'win32' as const, cwd: 'C:\\Users\\anna\\Documents' };
  const mac = { platform: 'darwin' as const, cwd: '/Users/anna' };
  const linux = { platform: 'linux' as const, cwd: '/home/anna' };

  it('finds the file Windows passes to the installed app ("Open with Bulkpay")', () => {
    const argv = ['C:\\Users\\anna\\AppData\\Local\\Programs\\Bulkpay\\Bulkpay.exe', 'D:\\Pay runs\\March 2026.CSV'];
    expect(paymentFilesFromArgv(argv, win)).toEqual(['D:\\Pay runs\\March 2026.CSV']);
  });

  it("skips the switches Chromium adds to a second instance's command line", () => {
    const argv = [
      'C:\\Program Files\\Bulkpay\\Bulkpay.exe',
      '--allow-file-access-from-files',
      '--original-process-start-time=13345',
      '--inspect=0',
      'payments.xml',
    ];
    expect(paymentFilesFromArgv(argv, win)).toEqual(['C:\\Users\\anna\\Documents\\payments.xml']);
  });

  it('resolves a relative path against the launching directory, not ours', () => {
    expect(paymentFilesFromArgv(['/opt/Bulkpay/bulkpay', '../shared/run.csv'], linux)).toEqual([
      '/home/shared/run.csv',
    ]);
  });

  it('reads file:// URLs, as Linux desktop entries pass them', () => {
    const argv = ['/opt/Bulkpay/bulkpay', 'file:///home/anna/My%20payments/pain.001.xml'];
    expect(paymentFilesFromArgv(argv, linux)).toEqual(['/home/anna/My payments/pain.001.xml']);
  });

  it("ignores macOS's process serial number argument and files that are not payment files", () => {
    const argv = ['/Applications/Bulkpay.app/Contents/MacOS/Bulkpay', '-psn_0_1234567', 'notes.txt', 'report.xlsx'];
    expect(paymentFilesFromArgv(argv, mac)).toEqual([]);
  });

  it('in development skips the app folder electron was given', () => {
    const argv = ['/repo/node_modules/electron/dist/electron', '/repo/out/main/index.csv', 'bulk.csv'];
    expect(paymentFilesFromArgv(argv, { ...linux, defaultApp: true })).toEqual(['/home/anna/bulk.csv']);
  });

  it('never treats the executable itself as a file to open', () => {
    expect(paymentFilesFromArgv(['/tmp/odd-name.csv'], linux)).toEqual([]);
  });
});

describe('OpenFileInbox', () => {
  function recordEvents(bus: EventBus) {
    const seen: Array<[EventName, unknown]> = [];
    bus.addSink((event, payload) => seen.push([event, payload]));
    return seen;
  }

  it('announces a file and hands it over exactly once', () => {
    const bus = new EventBus();
    const seen = recordEvents(bus);
    const inbox = new OpenFileInbox(bus);
    inbox.offer('/home/anna/run.csv');
    expect(seen).toEqual([['app:openFile', { name: 'run.csv' }]]); // the path stays in main
    expect(inbox.take()).toEqual({ path: '/home/anna/run.csv', name: 'run.csv' });
    expect(inbox.take()).toBeNull();
  });

  it('keeps only the latest file when several arrive before the screen asks', () => {
    const inbox = new OpenFileInbox(new EventBus());
    inbox.offer('/a/first.csv');
    inbox.offer('/a/second.xml');
    expect(inbox.take()?.name).toBe('second.xml');
  });
});

describe('withoutDesktop', () => {
  it('explains that revealing a folder needs the desktop app, and names the folder', async () => {
    const result = await withoutDesktop(new EventBus()).revealPath('/data/Bulkpay');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('desktop_only');
      expect(result.error.message).toContain('/data/Bulkpay');
    }
  });
});
