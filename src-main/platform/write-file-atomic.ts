import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Writes a report so a reader (an ERP import job watching the folder) never sees half of it:
 * into a hidden temporary file beside the target, flushed to disk, then renamed over it in one
 * step, and the folder flushed so the rename survives a power loss. Without the first flush a
 * power loss can leave an empty file under the final name, which the outbox never rewrites.
 */
export function writeFileAtomic(path: string, content: string | Uint8Array): void {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.tmp`);
  try {
    const fd = openSync(temp, 'w');
    try {
      writeFileSync(fd, content);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
  } catch (cause) {
    rmSync(temp, { force: true });
    throw cause;
  }
  syncFolder(dirname(path));
}

// Where a folder cannot be flushed (network shares, a folder we may write to but not read), the
// file itself is already on disk; only the rename might be lost, and that leaves no empty report.
const FOLDER_SYNC_UNSUPPORTED = ['EACCES', 'EPERM', 'EINVAL', 'ENOTSUP', 'EISDIR'];

/** Flushes a folder's entries (a rename) to disk; Windows cannot open a folder for that, so there it is skipped. */
function syncFolder(folder: string): void {
  if (process.platform === 'win32') return;
  let fd: number | undefined;
  try {
    fd = openSync(folder, 'r');
    fsyncSync(fd);
  } catch (cause) {
    if (!FOLDER_SYNC_UNSUPPORTED.includes((cause as NodeJS.ErrnoException).code ?? '')) throw cause;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
