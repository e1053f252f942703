/**
 * "Open with Bulkpay": the payment file the OS asked us to open, and where it waits until the
 * import screen takes it. The OS hands it over three ways: on the command line at launch
 * (Windows, Linux), in the second instance's argv when Bulkpay is already running (the
 * single-instance lock forwards it), and as an `open-file` event on macOS. The Electron layer
 * (src-main/electron/open-file.ts) feeds all three into an `OpenFileInbox`.
 */
import { readFile, stat } from 'node:fs/promises';
import { basename, posix, win32 } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_FILE_BYTES } from '../../../src-shared/import/decode';
import { err, ok, type Result } from '../../../src-shared/result';
import type { EventBus } from '../events';

export const PAYMENT_FILE_EXTENSIONS = ['.csv', '.xml'] as const;

export interface ArgvContext {
  /** The directory the launching process ran in: relative paths are resolved against it. */
  cwd: string;
  platform: NodeJS.Platform;
  /** `process.defaultApp`: true under `electron .`, where argv[1] is the app folder, not a file. */
  defaultApp?: boolean;
}

export function isPaymentFile(path: string): boolean {
  const lower = path.toLowerCase();
  return PAYMENT_FILE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

function toPath(arg: string, { cwd, platform }: ArgvContext): string | null {
  const path = platform === 'win32' ? win32 : posix;
  if (/^file:\/\//i.test(arg)) {
    // Linux desktop files pass %U: file:// URLs.
    try {
      return fileURLToPath(arg, { windows: platform === 'win32' });
    } catch {
      return null;
    }
  }
  return path.resolve(cwd, arg);
}

/**
 * Absolute paths of the payment files (.csv, .xml) named on a command line, in order. Skips
 * the executable (and the app folder in development), Chromium and Electron switches (`--…`,
 * which Chromium also inserts into a second instance's argv) and macOS's `-psn_…` argument.
 */
export function paymentFilesFromArgv(argv: readonly string[], context: ArgvContext): string[] {
  const files: string[] = [];
  for (const arg of argv.slice(context.defaultApp ? 2 : 1)) {
    if (arg.startsWith('-') || !isPaymentFile(arg)) continue;
    const path = toPath(arg, context);
    if (path) files.push(path);
  }
  return files;
}

export interface OpenedFile {
  path: string;
  name: string;
}

/**
 * Holds the most recent file the OS asked us to open until the import screen takes it, and
 * announces it with the `app:openFile` event. Holding it matters on a cold start: the file
 * arrives before the window exists, so the renderer asks with `app:takeOpenFile` when it starts.
 * The path never comes from the renderer: main reads the file it holds here (`readOpenedFile`).
 */
export class OpenFileInbox {
  #pending: OpenedFile | null = null;
  readonly #events: EventBus;

  constructor(events: EventBus) {
    this.#events = events;
  }

  offer(path: string): void {
    this.#pending = { path, name: basename(path) };
    this.#events.emit('app:openFile', { name: this.#pending.name });
  }

  /** The waiting file, once: a second call returns null until the OS opens another. */
  take(): OpenedFile | null {
    const file = this.#pending;
    this.#pending = null;
    return file;
  }
}

/**
 * The opened file's bytes for the import screen, which reads them exactly like a file the user
 * picked. Refuses what the importer would refuse anyway (over MAX_FILE_BYTES) before reading it.
 */
export async function readOpenedFile(file: OpenedFile): Promise<Result<{ name: string; base64: string }>> {
  const cannot = (why: string) =>
    err('open_file_unreadable', `Bulkpay could not open ${file.name} (${file.path}): ${why}`, undefined, {
      file: file.name,
    });
  try {
    const { size } = await stat(file.path);
    if (size > MAX_FILE_BYTES) {
      return cannot(
        `it is ${(size / 1048576).toFixed(1)} MB; Bulkpay reads files up to ${MAX_FILE_BYTES / 1048576} MB. Split it into smaller files.`,
      );
    }
    return ok({ name: file.name, base64: (await readFile(file.path)).toString('base64') });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return cannot('the file is no longer there. Check where it was moved and open it again.');
    if (code === 'EACCES' || code === 'EPERM')
      return cannot('you may not read it. Copy it somewhere you can, then open the copy.');
    return cannot(`${code ?? 'the file could not be read'}. Open it again, or import it from the Payments screen.`);
  }
}
