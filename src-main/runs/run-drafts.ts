import { randomUUID } from 'node:crypto';
import type { Db } from '../db/open-database';
import type { DraftStep, RunDraftSummary, RunEdit, RunSettings } from '../../src-shared/ipc/channels/runs';

interface DraftRow {
  id: string;
  file_name: string;
  step: DraftStep;
  row_count: number;
  problem_count: number;
  updated_at: string;
}

const summary = (r: DraftRow): RunDraftSummary => ({
  id: r.id,
  fileName: r.file_name,
  step: r.step,
  rowCount: r.row_count,
  problemCount: r.problem_count,
  updatedAt: r.updated_at,
});

/** Payment runs before sending, kept across restarts (migration 008). */
export class RunDrafts {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Keeps a newly imported file; its progress is saved by `save` as the user works. The same file
   * imported again starts over: it replaces its earlier run, so Home does not list it twice.
   */
  start(fileName: string, bytes: Uint8Array): string {
    const id = randomUUID();
    const at = this.now().toISOString();
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM run_drafts WHERE file_name = ? AND file_bytes = ?').run(fileName, bytes);
      this.db
        .prepare('INSERT INTO run_drafts (id, file_name, file_bytes, created_at, updated_at) VALUES (?, ?, ?, ?, ?)')
        .run(id, fileName, bytes, at, at);
    })();
    return id;
  }

  /** Answers false when the run is gone (sent or discarded meanwhile, e.g. in another window). */
  save(
    id: string,
    progress: { settings: RunSettings; edits: RunEdit[]; step: DraftStep; rowCount: number; problemCount: number },
  ): boolean {
    return (
      this.db
        .prepare(
          `UPDATE run_drafts SET settings = ?, edits = ?, step = ?, row_count = ?, problem_count = ?, updated_at = ?
           WHERE id = ?`,
        )
        .run(
          JSON.stringify(progress.settings),
          JSON.stringify(progress.edits),
          progress.step,
          progress.rowCount,
          progress.problemCount,
          this.now().toISOString(),
          id,
        ).changes > 0
    );
  }

  list(): RunDraftSummary[] {
    const rows = this.db
      .prepare(
        'SELECT id, file_name, step, row_count, problem_count, updated_at FROM run_drafts ORDER BY updated_at DESC, id',
      )
      .all() as DraftRow[];
    return rows.map(summary);
  }

  get(id: string): (RunDraftSummary & { bytes: Buffer; settings: RunSettings; edits: RunEdit[] }) | undefined {
    const row = this.db
      .prepare(
        'SELECT id, file_name, file_bytes, settings, edits, step, row_count, problem_count, updated_at FROM run_drafts WHERE id = ?',
      )
      .get(id) as (DraftRow & { file_bytes: Buffer; settings: string; edits: string }) | undefined;
    if (!row) return undefined;
    return {
      ...summary(row),
      bytes: row.file_bytes,
      settings: JSON.parse(row.settings) as RunSettings,
      edits: JSON.parse(row.edits) as RunEdit[],
    };
  }

  discard(id: string): boolean {
    return this.db.prepare('DELETE FROM run_drafts WHERE id = ?').run(id).changes > 0;
  }
}
