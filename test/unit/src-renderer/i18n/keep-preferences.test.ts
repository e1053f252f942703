import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPreferences, writePreferences } from '../../../../src-main/features/preferences/preferences';
import type { BulkpayApi } from '../../../../src-shared/ipc/contract';
import { ok } from '../../../../src-shared/result';
import { storageHolding } from '../../harness/window-storage';

// The window keeps its preferences in the core's data folder (the core's own functions on a folder
// of the test's); a language a newer version saved there, which this one cannot read, must neither
// override the window's own choice nor be lost when this version saves another preference.

/** The core's app channels on `dataDir`, answering as its handlers do. */
function coreOn(dataDir: string) {
  const answers: Promise<unknown>[] = [];
  const app = {
    preferences: () => {
      const kept = Promise.resolve(ok(readPreferences(dataDir)));
      answers.push(kept);
      return kept;
    },
    setPreferences: (change: Parameters<typeof writePreferences>[1]) => {
      const saved = Promise.resolve(ok(writePreferences(dataDir, change)));
      answers.push(saved);
      return saved;
    },
  } as unknown as BulkpayApi['app'];
  return { api: { app }, answers };
}

describe('preferences a newer version saved', () => {
  beforeEach(() => {
    vi.resetModules(); // the locale store reads the window's storage when its module is first read
    vi.stubGlobal('localStorage', storageHolding({ 'bulkpay.language': 'en' }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("leave the window's own language, take the CSV format, and keep the unknown language when this version saves", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bulkpay-prefs-'));
    const file = join(dir, 'preferences.json');
    writeFileSync(file, JSON.stringify({ language: 'no', csvFormat: 'machine', notifications: true }));
    const { keepPreferencesInCore } = await import('../../../../src-renderer/i18n/keep-preferences');
    const { useLocale } = await import('../../../../src-renderer/i18n/locale');
    const { api, answers } = coreOn(dir);

    keepPreferencesInCore(api);
    await Promise.all(answers); // the window's own handling of the answer ran before this
    expect(useLocale.getState().csvFormat).toBe('machine');
    expect(useLocale.getState().choice).toBe('en');

    useLocale.getState().chooseCsvFormat('spreadsheet');
    await Promise.all(answers);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      language: 'no',
      csvFormat: 'spreadsheet',
      notifications: true,
    });
  });
});
