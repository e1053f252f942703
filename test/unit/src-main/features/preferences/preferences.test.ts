import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPreferences, writePreferences } from '../../../../../src-main/features/preferences/preferences';

describe('desktop notifications in the kept preferences', () => {
  it('are off on a fresh data folder and in a file an older version saved', () => {
    const fresh = mkdtempSync(join(tmpdir(), 'bulkpay-prefs-'));
    expect(readPreferences(fresh).notifications).toBe(false);
    const older = mkdtempSync(join(tmpdir(), 'bulkpay-prefs-'));
    writeFileSync(join(older, 'preferences.json'), JSON.stringify({ language: 'fi', csvFormat: 'machine' }));
    expect(readPreferences(older)).toEqual({
      language: 'fi',
      csvFormat: 'machine',
      notifications: false,
      saved: ['language', 'csvFormat'],
    });
  });

  it('are kept once switched on, and a language change leaves them on', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bulkpay-prefs-'));
    writePreferences(dir, { notifications: true });
    writePreferences(dir, { language: 'sv' });
    expect(readPreferences(dir)).toMatchObject({
      language: 'sv',
      notifications: true,
      saved: ['language', 'notifications'],
    });
  });
});

describe('a kept preferences file read field by field', () => {
  it('keeps the valid fields when one holds a value this version does not know', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bulkpay-prefs-'));
    writeFileSync(
      join(dir, 'preferences.json'),
      JSON.stringify({ language: 'no', csvFormat: 'machine', notifications: true }),
    );
    expect(readPreferences(dir)).toEqual({
      language: 'system',
      csvFormat: 'machine',
      notifications: true,
      saved: ['csvFormat', 'notifications'],
    });
  });

  it('reads a file with no valid field, or no object, as the defaults, none saved', () => {
    for (const content of ['{"language":"xx","notifications":"yes"}', '[1]', 'null', '{']) {
      const dir = mkdtempSync(join(tmpdir(), 'bulkpay-prefs-'));
      writeFileSync(join(dir, 'preferences.json'), content);
      expect(readPreferences(dir)).toEqual({
        language: 'system',
        csvFormat: 'spreadsheet',
        notifications: false,
        saved: [],
      });
    }
  });
});

describe('a change saved into a file a newer version wrote', () => {
  it('keeps the value and the fields this version does not know', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bulkpay-prefs-'));
    const newer = { language: 'no', csvFormat: 'machine', notifications: true, theme: 'dark' };
    writeFileSync(join(dir, 'preferences.json'), JSON.stringify(newer));
    expect(writePreferences(dir, { csvFormat: 'spreadsheet' })).toEqual({
      language: 'system',
      csvFormat: 'spreadsheet',
      notifications: true,
    });
    expect(JSON.parse(readFileSync(join(dir, 'preferences.json'), 'utf8'))).toEqual({
      ...newer,
      csvFormat: 'spreadsheet',
    });
    expect(readPreferences(dir).saved).toEqual(['csvFormat', 'notifications']);
  });

  it('starts a file that held no object from the change alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bulkpay-prefs-'));
    writeFileSync(join(dir, 'preferences.json'), '[1]');
    writePreferences(dir, { language: 'fi' });
    expect(JSON.parse(readFileSync(join(dir, 'preferences.json'), 'utf8'))).toEqual({ language: 'fi' });
  });
});
