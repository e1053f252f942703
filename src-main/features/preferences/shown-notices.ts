// The desktop notifications already shown, kept by the core in the data folder beside the
// preferences (docs/everyday-use.md): the window asks the core to claim a notice before showing it,
// so a reload, a second window or a restart of browser mode (a new address, so new window storage)
// never shows one twice. One process answers every claim, read and written in one synchronous step.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOTICE_REMEMBER_MS } from '../../../src-shared/ipc/channels/app';
import { writeFileAtomic } from '../../platform/write-file-atomic';

const FILE = 'notices-shown.json';
/** The most notices remembered: the ones remembered longest are kept (a window cannot grow the file without end). */
export const MAX_SHOWN = 2_000;

/** Notices already shown, by key, with when their memory may be dropped (ms since the epoch). */
export type ShownNotices = Record<string, number>;

/** A notice the window would show: its key and until when it is remembered. */
export interface NoticeClaim {
  key: string;
  until: number;
}

/**
 * The keys not shown before (each once, even if asked twice) and the memory to keep: expired ones
 * dropped, none kept past `now + NOTICE_REMEMBER_MS` whatever the window asked, at most MAX_SHOWN.
 */
export function claimShown(
  kept: ShownNotices,
  asked: readonly NoticeClaim[],
  now: number,
): { claimed: string[]; shown: ShownNotices } {
  const latest = now + NOTICE_REMEMBER_MS;
  const shown: ShownNotices = Object.fromEntries(Object.entries(kept).filter(([, until]) => until > now));
  const claimed: string[] = [];
  for (const { key, until } of asked) {
    if (Object.hasOwn(shown, key)) continue;
    shown[key] = Math.min(until, latest);
    claimed.push(key);
  }
  const entries = Object.entries(shown);
  if (entries.length <= MAX_SHOWN) return { claimed, shown };
  return { claimed, shown: Object.fromEntries(entries.sort(([, a], [, b]) => b - a).slice(0, MAX_SHOWN)) };
}

function readShown(dataDir: string): ShownNotices {
  const file = join(dataDir, FILE);
  if (!existsSync(file)) return {};
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, until]) => typeof until === 'number'));
  } catch {
    // A damaged file: at worst a notice shows once more.
    return {};
  }
}

/** Claims the notices not shown before (answering their keys) and keeps the memory in the data folder. */
export function claimNotices(dataDir: string, asked: readonly NoticeClaim[], now = Date.now()): string[] {
  const { claimed, shown } = claimShown(readShown(dataDir), asked, now);
  if (claimed.length) writeFileAtomic(join(dataDir, FILE), JSON.stringify(shown));
  return claimed;
}
