import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import { err, ok, type Result } from '../../../src-shared/result';
import type { LocalHistoryReader, LocalHistoryWriter } from '../../ports/history/local-history';
import { buildPain002, defaultPain002Version, fileNameId } from './pain002';
import { loadRun } from './run';
import { FolderSetting } from './folder-setting';
import { writeFileAtomic } from './xml';

const SETTINGS_FILE = 'erp-outbox.json';

export interface ErpOutboxOptions {
  dataDir: string;
  reader: LocalHistoryReader;
  store?: LocalHistoryWriter;
  actor?: string;
}

/**
 * The ERP outbox: a folder the user chooses where Bulkpay writes each run's pain.002 (the version
 * matching the import) once every bulk of the run is final, named
 * `pain.002.001.<03|10>_<original message id>_<finished>.xml`, so
 * an ERP import job watching the folder picks it up. Written whole or not at all (temp + rename);
 * the name is fixed per final state, so the same run is never written twice, even after a restart.
 */
export class ErpOutbox {
  private readonly setting: FolderSetting;

  constructor(private readonly o: ErpOutboxOptions) {
    this.setting = new FolderSetting(o.dataDir, SETTINGS_FILE, 'outbox_folder');
  }

  folder(): string | null {
    return this.setting.folder();
  }

  setFolder(folder: string | null): Result<{ folder: string | null }> {
    return this.setting.save(folder);
  }

  /**
   * Called on every bulk change: when the bulk's run (its imported file, or the bulk alone) has
   * reached its final state, writes the pain.002 into the outbox. Returns the path written, or null.
   */
  onBulkUpdated(bulk: BulkSummary): Result<string | null> {
    const folder = this.folder();
    if (!folder || !bulk.processed) return ok(null);
    const run = loadRun(this.o.reader, bulk.fileId ?? bulk.id);
    if (!run.ok) return run;
    if (!run.value.bulks.every(({ bulk: b }) => b.processed)) return ok(null);
    const finished = run.value.bulks
      .map(({ bulk: b }) => b.finishedAt ?? '')
      .sort()
      .at(-1)!
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z');
    const version = defaultPain002Version(run.value);
    const path = join(folder, `pain.002.001.${version}_${fileNameId(run.value)}_${finished}.xml`);
    if (existsSync(path)) return ok(null);
    try {
      writeFileAtomic(path, buildPain002(run.value, version));
    } catch (e) {
      return err(
        'outbox_write',
        `The status report for the ERP could not be written to ${folder}: ${(e as Error).message}. Check the folder in Settings.`,
      );
    }
    this.o.store?.audit(
      this.o.actor ?? 'system',
      'erp_report_written',
      run.value.file ? 'file' : 'bulk',
      run.value.file?.id ?? bulk.id,
      {
        path,
      },
    );
    return ok(path);
  }
}
