import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_SHOWN, claimNotices, claimShown } from '../../../../../src-main/features/preferences/shown-notices';
import { NOTICE_REMEMBER_MS } from '../../../../../src-shared/ipc/channels/app';

const now = Date.parse('2026-11-29T12:00:00Z');
const approval = { key: 'approvalEnding:b1:2026-11-29T12:05:00.000Z', until: now + 5 * 60_000 };
const partly = { key: 'partlyPaid:b2', until: now + 30 * 86_400_000 };

describe('the notices already shown, remembered by the core', () => {
  it('claims each notice once, even asked twice in one go or again later', () => {
    const first = claimShown({}, [partly, partly], now);
    expect(first.claimed).toEqual([partly.key]);
    expect(claimShown(first.shown, [partly], now + 60_000).claimed).toEqual([]);
  });

  it('drops a memory once it expired: the same bulk sent again with a new deadline warns again', () => {
    const { shown } = claimShown({}, [approval], now);
    const later = approval.until + 60_000;
    const resent = { key: 'approvalEnding:b1:2026-11-29T12:11:00.000Z', until: later + 4 * 60_000 };
    const next = claimShown(shown, [resent], later);
    expect(next.claimed).toEqual([resent.key]);
    expect(Object.keys(next.shown)).toEqual([resent.key]);
  });

  it('a restarted core (a new window, new window storage) does not show an approval warning again', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bulkpay-notices-'));
    expect(claimNotices(dataDir, [approval], now)).toEqual([approval.key]);
    // Everything in memory is gone: only the data folder is left, as after a full restart.
    expect(claimNotices(dataDir, [approval, partly], now + 120_000)).toEqual([partly.key]);
    expect(claimNotices(dataDir, [approval, partly], now + 180_000)).toEqual([]);
  });

  it('a damaged memory reads as empty (a notice may show once more), never an error', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bulkpay-notices-'));
    writeFileSync(join(dataDir, 'notices-shown.json'), '{"approvalEnding:b1": "soon", ');
    expect(claimNotices(dataDir, [approval], now)).toEqual([approval.key]);
    writeFileSync(join(dataDir, 'notices-shown.json'), '[1, 2]');
    expect(claimNotices(dataDir, [approval], now)).toEqual([approval.key]);
  });

  it('keeps no notice past the longest memory, and no more than MAX_SHOWN, whatever a window asks', () => {
    const forever = { key: 'partlyPaid:b3', until: Number.MAX_SAFE_INTEGER };
    const { shown } = claimShown({}, [forever], now);
    expect(shown[forever.key]).toBe(now + NOTICE_REMEMBER_MS);
    const many = Array.from({ length: MAX_SHOWN + 10 }, (_, i) => ({ key: `partlyPaid:m${i}`, until: now + 1000 + i }));
    const capped = claimShown(shown, many, now).shown;
    expect(Object.keys(capped)).toHaveLength(MAX_SHOWN);
    // The ones remembered longest are kept.
    expect(capped[forever.key]).toBe(now + NOTICE_REMEMBER_MS);
    expect(Object.hasOwn(capped, 'partlyPaid:m0')).toBe(false);
  });
});
