/** How long a file's size and time of change must stay the same before it is read (default). */
export const DEFAULT_SETTLE_MS = 2000;

/**
 * Names that say a file is still being written or is not the ERP's file: hidden files (our own
 * temporary files and many tools' are `.name.tmp`), Office lock files (`~$name`), editor backups
 * (`name~`, `.swp`), and the partial-download and upload suffixes browsers, FTP/SFTP servers and
 * copy tools use. Such a file is never read, whatever its age: its final name arrives by a rename.
 */
const TEMPORARY_NAME = /^[.~]|~$|\.(tmp|temp|part|partial|crdownload|download|filepart|swp|lock|inprogress)$/i;

export const isTemporaryName = (name: string): boolean => TEMPORARY_NAME.test(name);

export interface FileLook {
  name: string;
  size: number;
  mtimeMs: number;
}

/**
 * Tells which files have settled: a file is read only once two looks at least `settleMs` apart saw
 * the same size and time of change. A file written in pieces changes between looks and waits; a
 * writer pausing longer than `settleMs` between pieces is what a temporary name is for (docs).
 */
export class SettleWatch {
  private readonly seen = new Map<string, FileLook & { since: number }>();

  constructor(private readonly settleMs = DEFAULT_SETTLE_MS) {}

  /** The files of this look that have not changed for `settleMs` (by `now`, in milliseconds). */
  look(files: readonly FileLook[], now: number): FileLook[] {
    const settled: FileLook[] = [];
    const present = new Set<string>();
    for (const file of files) {
      present.add(file.name);
      const before = this.seen.get(file.name);
      if (before && before.size === file.size && before.mtimeMs === file.mtimeMs) {
        if (now - before.since >= this.settleMs) settled.push(file);
      } else this.seen.set(file.name, { ...file, since: now });
    }
    for (const name of this.seen.keys()) if (!present.has(name)) this.seen.delete(name);
    return settled;
  }

  /** Forgets a file (picked up, or to be looked at afresh). */
  forget(name: string): void {
    this.seen.delete(name);
  }
}
