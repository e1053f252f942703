import { mkdtempSync, renameSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliWords, loadCliWords } from '../../../../../src-main/cli/messages';
import { createCore, type Core } from '../../../../../src-main/app/core';
import { EventBus } from '../../../../../src-main/platform/events';
import { dispatch, type HandlerMap } from '../../../../../src-main/platform/ipc/dispatch';
import { createHandlers } from '../../../../../src-main/app/ipc-handlers';
import type { PickedKeyFile } from '../../../../../src-shared/keys';
import { MAX_KEY_FILE_BYTES, PickedKeyFiles } from '../../../../../src-main/features/keys/picked-key-files';
import { queuedDesktop, type QueuedDesktop } from '../../../../fixtures/desktop';
import { makeQseal } from '../../../../fixtures/qseal';

const dir = mkdtempSync(join(tmpdir(), 'bulkpay-key-picks-'));
const qseal = makeQseal({ bits: 2048 });
const keyPath = join(dir, 'qseal.key');
const certPath = join(dir, 'qseal.crt');
writeFileSync(keyPath, qseal.keyPkcs8Pem);
writeFileSync(certPath, qseal.certificatePem);

describe('PickedKeyFiles: main opens the chosen key files, the renderer holds handles', () => {
  const desktop = queuedDesktop(new EventBus());
  const picks = new PickedKeyFiles(desktop);

  it('answers with a handle, the name and the size only, and reads the bytes in main by handle', async () => {
    desktop.queueFilePick(keyPath, certPath);
    const picked = await picks.pick();
    expect(picked.ok && picked.value.map(({ name, size }) => ({ name, size }))).toEqual([
      { name: 'qseal.key', size: Buffer.byteLength(qseal.keyPkcs8Pem) },
      { name: 'qseal.crt', size: Buffer.byteLength(qseal.certificatePem) },
    ]);
    // Neither the path nor anything of the file's contents is in the answer.
    expect(JSON.stringify(picked)).not.toContain(dir);
    expect(JSON.stringify(picked)).not.toContain(qseal.keyPkcs8Pem.split('\n')[2]);
    expect(desktop.dialogs.at(-1)?.filters[0]?.extensions).toEqual(['pem', 'key', 'crt', 'cer', 'p12', 'pfx']);

    const read = await picks.read(picked.ok ? picked.value.map((f) => f.handle) : []);
    expect(read.ok && read.value.map((f) => [f.name, f.bytes.toString()])).toEqual([
      ['qseal.key', qseal.keyPkcs8Pem],
      ['qseal.crt', qseal.certificatePem],
    ]);
  });

  it('answers with no files when the user cancels the dialog', async () => {
    desktop.queueFilePick();
    expect(await picks.pick()).toEqual({ ok: true, value: [] });
  });

  it('refuses a handle it never gave out, and says to choose the files again', async () => {
    const read = await picks.read(['5f0c3d0e-8f3c-4f59-9a53-2b8c1b0e4a11']);
    expect(read).toMatchObject({ ok: false, error: { code: 'key_file_not_picked' } });
    if (!read.ok) expect(read.error.message).toMatch(/choose the files again/);
  });

  it('says which file is gone when it was moved after it was chosen', async () => {
    const path = join(dir, 'moving.pem');
    writeFileSync(path, qseal.certificatePem);
    desktop.queueFilePick(path);
    const picked = await picks.pick();
    renameSync(path, join(dir, 'moved.pem'));
    const read = await picks.read(picked.ok ? picked.value.map((f) => f.handle) : []);
    expect(read).toMatchObject({ ok: false, error: { code: 'key_file_unreadable' } });
    if (!read.ok) expect(read.error.message).toMatch(/moving\.pem: it is no longer there/);
    // Outside English the reason is kept too (the catalog sentence names it).
    await loadCliWords({ LANG: 'fi_FI.UTF-8' });
    if (!read.ok)
      expect(cliWords({ LANG: 'fi_FI.UTF-8' }).message(read.error)).toBe(
        'Tiedostoa moving.pem ei voi lukea (ENOENT): jos se on siirretty, valitse se uudesta paikasta; jos sinulla ei ole lukuoikeutta, kopioi se paikkaan, josta voit lukea, ja valitse kopio.',
      );
  });

  it('refuses a file far too large for a key or certificate without reading it', async () => {
    const path = join(dir, 'backup.p12');
    writeFileSync(path, '');
    truncateSync(path, MAX_KEY_FILE_BYTES + 1);
    desktop.queueFilePick(path);
    const picked = await picks.pick();
    expect(picked).toMatchObject({ ok: false, error: { code: 'key_file_too_large' } });
    if (!picked.ok) expect(picked.error.message).toMatch(/backup\.p12 is \d+ KB, too large/);
  });
});

describe('the keys channels take file handles, never file bytes', () => {
  let core: Core;
  let desktop: QueuedDesktop;
  let handlers: HandlerMap;

  beforeAll(async () => {
    core = await createCore({
      dataDir: mkdtempSync(join(tmpdir(), 'bulkpay-key-picks-core-')),
      appVersion: '0.0.0',
      demoBank: false,
    });
    desktop = queuedDesktop(core.events);
    handlers = createHandlers(core, desktop);
  });
  afterAll(async () => {
    await core?.close();
  });

  it('keys:pickFile then keys:check: main reads the chosen files and answers with the certificate facts', async () => {
    desktop.queueFilePick(keyPath, certPath);
    const picked = await dispatch(handlers, 'keys:pickFile', {});
    expect(picked.ok).toBe(true);
    if (!picked.ok) return;
    const { files } = picked.value as { files: PickedKeyFile[] };
    expect(files.map((f) => f.name)).toEqual(['qseal.key', 'qseal.crt']);
    const checked = await dispatch(handlers, 'keys:check', { files: files.map((f) => f.handle) });
    expect(checked).toMatchObject({ ok: true, value: { keyBits: 2048, expiry: 'valid' } });
  });

  it('refuses key bytes sent over the bridge (the old upload)', async () => {
    const upload = {
      name: 'qseal.pem',
      base64: Buffer.from(qseal.keyPkcs8Pem + qseal.certificatePem).toString('base64'),
    };
    for (const channel of ['keys:check', 'keys:import', 'keys:renew'] as const) {
      const result = await dispatch(handlers, channel, { profileId: crypto.randomUUID(), files: [upload] });
      expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    }
  });

  it('without the desktop app, keys:pickFile answers with an error the user can act on', async () => {
    const result = await dispatch(createHandlers(core), 'keys:pickFile', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'desktop_only' } });
    if (!result.ok) expect(result.error.message).toMatch(/only available in the Bulkpay desktop app/);
  });
});
