import { randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { PickedKeyFile } from '../../../src-shared/keys';
import { err, ok, type Result } from '../../../src-shared/result';
import type { DesktopShell } from '../../platform/shell/desktop';
import type { KeyFile } from './key-material';

/** Far above any key, certificate or .p12/.pfx; a bigger file is the wrong file. */
export const MAX_KEY_FILE_BYTES = 1_000_000;
/** Enough for a few rounds of choosing; the oldest choices are forgotten first. */
const HELD = 20;

const DIALOG = {
  title: 'Choose the QSEAL key and certificate files',
  filters: [
    {
      name: 'Keys and certificates (.pem, .key, .crt, .cer, .p12, .pfx)',
      extensions: ['pem', 'key', 'crt', 'cer', 'p12', 'pfx'],
    },
    { name: 'All files', extensions: ['*'] },
  ],
};

/**
 * Key and certificate files the user chose in the OS dialog. Main keeps their paths and the
 * renderer gets an opaque handle with the name and size; `keys:check`, `keys:import` and
 * `keys:renew` name files by handle and main reads the bytes here, so the private key never
 * crosses the bridge. A handle stays usable for retries (a mistyped passphrase).
 */
export class PickedKeyFiles {
  readonly #paths = new Map<string, string>();

  constructor(private readonly desktop: DesktopShell) {}

  async pick(): Promise<Result<PickedKeyFile[]>> {
    const chosen = await this.desktop.pickFiles(DIALOG);
    if (!chosen.ok) return chosen;
    const picked: PickedKeyFile[] = [];
    for (const path of chosen.value) {
      const size = await sizeOf(path);
      if (!size.ok) return size;
      const handle = randomUUID();
      this.#paths.set(handle, path);
      picked.push({ handle, name: basename(path), size: size.value });
    }
    for (const old of [...this.#paths.keys()].slice(0, Math.max(0, this.#paths.size - HELD))) this.#paths.delete(old);
    return ok(picked);
  }

  /** The bytes of the chosen files, read from disk now. */
  async read(handles: string[]): Promise<Result<KeyFile[]>> {
    const files: KeyFile[] = [];
    for (const handle of handles) {
      const path = this.#paths.get(handle);
      if (!path) {
        return err(
          'key_file_not_picked',
          'Bulkpay no longer holds one of the chosen files (it was restarted, or many files were chosen since); choose the files again.',
        );
      }
      const size = await sizeOf(path);
      if (!size.ok) return size;
      try {
        files.push({ name: basename(path), bytes: await readFile(path) });
      } catch (e) {
        return unreadable(path, e);
      }
    }
    return ok(files);
  }
}

async function sizeOf(path: string): Promise<Result<number>> {
  try {
    const { size } = await stat(path);
    if (size > MAX_KEY_FILE_BYTES) {
      return err(
        'key_file_too_large',
        `${basename(path)} is ${Math.round(size / 1024)} KB, too large for a key or certificate (at most ${MAX_KEY_FILE_BYTES / 1000} KB); choose the key, certificate or .p12/.pfx file.`,
        undefined,
        { file: basename(path), size: Math.round(size / 1024), max: MAX_KEY_FILE_BYTES / 1000 },
      );
    }
    return ok(size);
  } catch (e) {
    return unreadable(path, e);
  }
}

function unreadable(path: string, e: unknown): Result<never> {
  const code = (e as NodeJS.ErrnoException).code;
  const why =
    code === 'ENOENT'
      ? 'it is no longer there; choose it again where it was moved'
      : code === 'EACCES' || code === 'EPERM'
        ? 'you may not read it; copy it somewhere you can and choose the copy'
        : `${code ?? 'it could not be read'}; choose it again`;
  return err('key_file_unreadable', `Bulkpay could not read ${basename(path)}: ${why}.`, undefined, {
    file: basename(path),
    reason: code ?? 'unknown',
  });
}
