import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliWords, loadCliWords } from '../../../../src-main/cli/messages';
import { EventBus } from '../../../../src-main/platform/events';
import {
  chosenPaths,
  fileDialogCommands,
  folderDialogCommands,
  nodeDesktop,
  saveDialogCommands,
} from '../../../../src-main/web/node-desktop';

const keyFiles = { title: 'Choose the key', filters: [{ name: 'Keys', extensions: ['pem', 'p12'] }] };

describe('browser mode: the OS open dialog run by the core', () => {
  it('uses the platform dialog program, and none on Linux without a display', () => {
    expect(fileDialogCommands('linux', {}, keyFiles)).toEqual([]);
    const linux = fileDialogCommands('linux', { DISPLAY: ':0' }, keyFiles);
    expect(linux.map((c) => c.command)).toEqual(['zenity', 'kdialog']);
    expect(linux[0]!.args).toContain('--file-filter=Keys | *.pem *.p12');
    expect(linux[0]!.args).toContain('--multiple');
    expect(fileDialogCommands('darwin', {}, keyFiles)[0]!.args[1]).toMatch(/of type \{"pem", "p12"\}/);
    expect(fileDialogCommands('win32', {}, keyFiles)[0]!.args.at(-1)).toMatch(/Keys\|\*\.pem;\*\.p12/);
  });

  it('reads the chosen paths, one per line, and none when cancelled', () => {
    expect(chosenPaths('/home/a/key.pem\n/home/a/cert.pem\n')).toEqual(['/home/a/key.pem', '/home/a/cert.pem']);
    expect(chosenPaths('C:\\\\keys\\\\a.p12\r\n')).toEqual(['C:\\\\keys\\\\a.p12']);
    expect(chosenPaths('')).toEqual([]);
  });

  // zenity cannot show a window on this display-less machine: a stand-in program with its
  // command-line behaviour (paths on stdout, exit 1 on cancel) proves the spawning and reading.
  const bin = mkdtempSync(join(tmpdir(), 'bulkpay-dialog-'));
  afterAll(() => rmSync(bin, { recursive: true, force: true }));
  const zenity = (body: string) => {
    writeFileSync(join(bin, 'zenity'), `#!/bin/sh\n${body}\n`);
    chmodSync(join(bin, 'zenity'), 0o755);
  };
  const env = { DISPLAY: ':0', PATH: bin };

  it.runIf(process.platform === 'linux')('answers with the paths the dialog printed, or none on cancel', async () => {
    const desktop = nodeDesktop(new EventBus(), 'linux', env);
    zenity('printf "/tmp/a key.pem\\n/tmp/cert.pem"');
    expect(await desktop.pickFiles(keyFiles)).toEqual({ ok: true, value: ['/tmp/a key.pem', '/tmp/cert.pem'] });
    zenity('exit 1');
    expect(await desktop.pickFiles(keyFiles)).toEqual({ ok: true, value: [] });
  });

  it.runIf(process.platform === 'linux')('chooses a folder in the folder dialog, or none on cancel', async () => {
    expect(folderDialogCommands('linux', {}, 'Outbox')).toEqual([]);
    expect(folderDialogCommands('linux', { DISPLAY: ':0' }, 'Outbox')[0]!.args).toContain('--directory');
    expect(folderDialogCommands('darwin', {}, 'Outbox')[0]!.args[1]).toMatch(/choose folder/);
    const desktop = nodeDesktop(new EventBus(), 'linux', env);
    zenity('printf "/home/finance/erp inbox\\n"');
    expect(await desktop.pickFolder!({ title: 'Outbox' })).toEqual({ ok: true, value: '/home/finance/erp inbox' });
    zenity('exit 1');
    expect(await desktop.pickFolder!({ title: 'Outbox' })).toEqual({ ok: true, value: null });
    const none = await nodeDesktop(new EventBus(), 'linux', { PATH: bin }).pickFolder!({ title: 'Outbox' });
    expect(none).toMatchObject({ ok: false, error: { code: 'desktop_only', message: /Install zenity/ } });
  });

  it('says what to do when no dialog can be shown', async () => {
    const noDisplay = await nodeDesktop(new EventBus(), 'linux', { PATH: bin }).pickFiles(keyFiles);
    expect(noDisplay).toMatchObject({ ok: false, error: { code: 'desktop_only', message: /Install zenity/ } });
    const none = await nodeDesktop(new EventBus(), 'linux', { DISPLAY: ':0', PATH: join(bin, 'empty') }).pickFiles(
      keyFiles,
    );
    expect(none).toMatchObject({ ok: false, error: { code: 'desktop_only' } });
  });

  const saveCsv = {
    title: 'Save the payments',
    defaultName: 'payments.csv',
    filters: [{ name: 'CSV', extensions: ['csv'] }],
  };

  it('the save dialog: the platform program, asking before it replaces a file', () => {
    expect(saveDialogCommands('linux', {}, saveCsv)).toEqual([]);
    const linux = saveDialogCommands('linux', { DISPLAY: ':0' }, saveCsv);
    expect(linux.map((c) => c.command)).toEqual(['zenity', 'kdialog']);
    expect(linux[0]!.args).toEqual(
      expect.arrayContaining(['--save', '--confirm-overwrite', '--filename=payments.csv']),
    );
    expect(linux[1]!.args.slice(0, 2)).toEqual(['--getsavefilename', 'payments.csv']);
    expect(saveDialogCommands('darwin', {}, saveCsv)[0]!.args[1]).toMatch(
      /choose file name .* default name "payments.csv"/,
    );
    expect(saveDialogCommands('win32', {}, saveCsv)[0]!.args.at(-1)).toMatch(
      /SaveFileDialog.*FileName = 'payments.csv'/,
    );
  });

  it.runIf(process.platform === 'linux')(
    'answers with the path the save dialog printed, or null on cancel',
    async () => {
      const desktop = nodeDesktop(new EventBus(), 'linux', env);
      zenity('printf "/tmp/my payments.csv\\n"');
      expect(await desktop.pickSaveFile!(saveCsv)).toEqual({ ok: true, value: '/tmp/my payments.csv' });
      zenity('exit 1');
      expect(await desktop.pickSaveFile!(saveCsv)).toEqual({ ok: true, value: null });
      const none = await nodeDesktop(new EventBus(), 'linux', { PATH: bin }).pickSaveFile!(saveCsv);
      expect(none).toMatchObject({ ok: false, error: { code: 'desktop_only', message: /bulkpay history --csv/ } });
    },
  );

  it('says why the file manager could not be opened, in the words of every language', async () => {
    const noDisplay = await nodeDesktop(new EventBus(), 'linux', {}).revealPath('/data/reports');
    expect(noDisplay).toMatchObject({ ok: false, error: { code: 'reveal_failed', params: { reason: 'no display' } } });
    const noOpener = await nodeDesktop(new EventBus(), 'linux', env).revealPath('/data/reports');
    expect(noOpener).toMatchObject({ ok: false, error: { params: { reason: 'xdg-open not found' } } });
    await loadCliWords({ LANG: 'sv_SE.UTF-8' });
    if (!noOpener.ok)
      expect(cliWords({ LANG: 'sv_SE.UTF-8' }).message(noOpener.error)).toBe(
        'Det gick inte att öppna /data/reports i en filhanterare (xdg-open not found); öppna mappen själv.',
      );
  });
});
