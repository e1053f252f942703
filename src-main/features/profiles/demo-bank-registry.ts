import { randomUUID } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DemoBankStore } from '../../ports/demo-bank-store';

/** The running demo bank of a data folder, as `demo-bank.json` records it. */
export interface DemoBankEntry {
  /** Who serves it: the process that started it (its core), and which start. */
  pid: number;
  token: string;
  startedAt: string;
  /** Null while the owner is still starting the sandbox. */
  base_url: string | null;
  bulk_base_url: string | null;
  control_url: string | null;
}

export type RunningDemoBank = DemoBankEntry & { base_url: string; bulk_base_url: string; control_url: string };

/** How long an owner may take to start the sandbox before others count it as gone. */
const STARTING_GRACE_MS = 30_000;
const PROBE_TIMEOUT_MS = 2_000;

export const DEMO_REGISTRY_FILE = 'demo-bank.json';
export const DEMO_STATE_FILE = 'demo-bank-state.json';

export function isRunning(entry: DemoBankEntry): entry is RunningDemoBank {
  return entry.base_url !== null && entry.bulk_base_url !== null && entry.control_url !== null;
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: alive, but another user's.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the demo bank answers at all (any HTTP answer from its control API counts). */
export async function answers(entry: RunningDemoBank): Promise<boolean> {
  try {
    await fetch(`${entry.control_url}/clock`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

/** What to do about the recorded entry: use it, wait for its owner to finish starting, or take it over. */
export async function judge(entry: DemoBankEntry): Promise<'use' | 'wait' | 'take_over'> {
  if (!processAlive(entry.pid)) return 'take_over';
  if (isRunning(entry)) return (await answers(entry)) ? 'use' : 'take_over';
  return Date.now() - Date.parse(entry.startedAt) < STARTING_GRACE_MS ? 'wait' : 'take_over';
}

/**
 * `demo-bank.json` in the data folder: which process serves the data folder's demo bank, and where.
 * Every change is a compare-and-swap under the data folder's write lock (a write transaction of the
 * app database), which every process on this data folder takes: two processes can never both take the demo bank over.
 */
export class DemoBankRegistry {
  readonly file: string;

  constructor(
    private readonly store: Pick<DemoBankStore, 'exclusive'>,
    dataDir: string,
  ) {
    this.file = join(dataDir, DEMO_REGISTRY_FILE);
  }

  read(): DemoBankEntry | null {
    try {
      const entry = JSON.parse(readFileSync(this.file, 'utf8')) as DemoBankEntry;
      return typeof entry.pid === 'number' && typeof entry.token === 'string' ? entry : null;
    } catch {
      // Missing, or not ours to understand (a half-written file cannot happen: writes are renames).
      return null;
    }
  }

  /** Records this process as the starting owner, if the file still holds `seen`. Returns the new entry. */
  claim(seen: DemoBankEntry | null): DemoBankEntry | null {
    const mine: DemoBankEntry = {
      pid: process.pid,
      token: randomUUID(),
      startedAt: new Date().toISOString(),
      base_url: null,
      bulk_base_url: null,
      control_url: null,
    };
    return this.swap(seen, mine) ? mine : null;
  }

  /** Publishes the addresses of the owner's started sandbox; false if it is no longer the owner. */
  publish(mine: DemoBankEntry, urls: Pick<RunningDemoBank, 'base_url' | 'bulk_base_url' | 'control_url'>): boolean {
    return this.swap(mine, { ...mine, ...urls });
  }

  /** Removes the entry if it is still `mine` (the owner stops). */
  release(mine: DemoBankEntry): void {
    this.swap(mine, null);
  }

  private swap(expected: DemoBankEntry | null, next: DemoBankEntry | null): boolean {
    return this.store.exclusive(() => {
      if (this.read()?.token !== expected?.token) return false;
      if (next) {
        writeFileSync(`${this.file}.tmp`, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 });
        renameSync(`${this.file}.tmp`, this.file);
      } else rmSync(this.file, { force: true });
      return true;
    });
  }
}
