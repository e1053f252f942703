import { accessSync, constants, existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { err, ok, type Result } from '../../../src-shared/result';
import { writeFileAtomic } from '../../platform/write-file-atomic';

/**
 * A folder the user chose for the ERP (the outbox Bulkpay writes to, the inbox it reads from),
 * kept as `{ folder }` in a small JSON file of the data folder. The folder must be a
 * full path to an existing folder Bulkpay may write to (the inbox moves files it has read).
 * `code` names the refusal (`outbox_folder`, `inbox_folder`); `params.context` says which check.
 */
export class FolderSetting {
  constructor(
    private readonly dataDir: string,
    private readonly fileName: string,
    private readonly code: string,
  ) {}

  /** The folder as saved; null when off. */
  folder(): string | null {
    const file = join(this.dataDir, this.fileName);
    if (!existsSync(file)) return null;
    try {
      const folder = (JSON.parse(readFileSync(file, 'utf8')) as { folder?: unknown }).folder;
      return typeof folder === 'string' ? folder : null;
    } catch {
      return null;
    }
  }

  /** Saves the folder (null: off), or says why the folder cannot be used. */
  save(folder: string | null): Result<{ folder: string | null }> {
    if (folder !== null) {
      const refused = this.refusal(folder);
      if (refused) return refused;
    }
    writeFileAtomic(join(this.dataDir, this.fileName), JSON.stringify({ folder }));
    return ok({ folder });
  }

  private refusal(folder: string) {
    const refuse = (message: string, context: string) => err(this.code, message, undefined, { folder, context });
    if (!isAbsolute(folder))
      return refuse(`${folder} is not a full path; choose the folder from its drive or root.`, 'not_absolute');
    if (!existsSync(folder) || !statSync(folder).isDirectory())
      return refuse(`There is no folder ${folder}; create it first or choose another.`, 'missing');
    try {
      accessSync(folder, constants.W_OK);
    } catch {
      return refuse(`Bulkpay may not write to ${folder}; choose a folder you can write to.`, 'not_writable');
    }
    return null;
  }
}
