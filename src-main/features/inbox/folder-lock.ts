import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { linkSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The lock's name in the inbox folder (a hidden name: `isTemporaryName`, never read as a payment file). */
export const LOCK_NAME = '.bulkpay-inbox.lock';

/** Who holds the lock: written into it, so a person looking into the folder can tell. */
interface Holder {
  id: string;
  host: string;
  pid: number;
}

/**
 * One watcher per inbox folder, across processes and desktops (the folder may be a network
 * share): the watcher holding `.bulkpay-inbox.lock` picks files up, any other waits. The holder
 * touches the lock at every look and during long steps; one that a waiting watcher sees unchanged
 * for `staleMs` of its own clock belongs to a watcher that died (or a desktop that went away), and
 * that watcher takes it over. Only this desktop's clock is compared with itself: desktops' clocks
 * may differ by minutes. Creating the file with
 * O_EXCL decides between watchers taking it at the same moment; a holder that finds the lock no
 * longer its own stops picking up at once.
 */
export class InboxFolderLock {
  readonly #path: string;
  readonly #me: Holder = { id: randomUUID(), host: hostname(), pid: process.pid };
  /** Another's lock as this watcher last saw it, and since when (this desktop's clock) it looked so. */
  #seen: { mark: string; since: number } | null = null;

  constructor(
    folder: string,
    private readonly staleMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.#path = join(folder, LOCK_NAME);
  }

  /** Takes or keeps the lock: true while this watcher holds it (and touches it), false while another does. */
  hold(): boolean {
    const holder = this.#holder();
    if (holder === 'none') return this.#create();
    if (holder?.id === this.#me.id) {
      const at = new Date(this.now());
      utimesSync(this.#path, at, at);
      return true;
    }
    if (!this.#stale(holder)) return false;
    // Moved aside under a name of its own: of two watchers finding it stale, one moves it. When
    // what it moved is not the lock it judged (another took over meanwhile), that one is put back.
    const aside = `${this.#path}.${this.#me.id}.stale`;
    try {
      renameSync(this.#path, aside);
    } catch {
      return false;
    }
    const moved = this.#holder(aside);
    if (moved !== 'none' && moved?.id !== holder?.id) {
      try {
        linkSync(aside, this.#path);
      } catch {
        // Its holder finds its lock gone at its next look and stops; a later look takes it.
      }
      unlinkSync(aside);
      return false;
    }
    unlinkSync(aside);
    return this.#create();
  }

  /** Gives the lock up (only this watcher's own). */
  release(): void {
    const holder = this.#holder();
    if (holder !== 'none' && holder?.id === this.#me.id) unlinkSync(this.#path);
  }

  /** The lock's holder, 'none' without a lock, null for a lock being written or damaged. */
  #holder(path = this.#path): Holder | 'none' | null {
    try {
      return JSON.parse(readFileSync(path, 'utf8')) as Holder;
    } catch (e) {
      return (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'none' : null;
    }
  }

  /** Seen unchanged for `staleMs` here, or held by a process of this computer that is gone (no need to wait). */
  #stale(holder: Holder | null): boolean {
    if (holder?.host === this.#me.host && !processAlive(holder.pid)) return true;
    let mark: string;
    try {
      const { mtimeMs, size } = statSync(this.#path);
      mark = JSON.stringify([mtimeMs, size, holder]);
    } catch {
      return false;
    }
    const now = this.now();
    if (this.#seen?.mark !== mark) {
      this.#seen = { mark, since: now };
      return false;
    }
    return now - this.#seen.since > this.staleMs;
  }

  #create(): boolean {
    try {
      writeFileSync(this.#path, JSON.stringify(this.#me), { flag: 'wx' });
      return true;
    } catch {
      return false;
    }
  }
}

/** Whether a process of this computer runs (signal 0 tests without sending; EPERM: it runs as another user). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
