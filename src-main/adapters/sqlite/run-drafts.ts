import { createHash, randomUUID } from 'node:crypto';
import type { Db } from './open-database';
import type { RunDraft, RunDrafts, RunProgress } from '../../ports/run-drafts';
import type { DraftStep, RunChanges, RunDraftSummary, RunSettings } from '../../../src-shared/ipc/channels/runs';

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

import { DRAFT_RETENTION_DAYS } from '../../ports/run-drafts';

/**
 * A run whose file was already sent (a bulk of a file with the same sha256 that the bank did not
 * refuse) is not offered again: resuming it would pay twice.
 */
const NOT_SENT = `NOT EXISTS (SELECT 1 FROM imported_files f JOIN bulks b ON b.file_id = f.id
  WHERE f.sha256 = run_drafts.file_sha256 AND b.state NOT IN ('not_accepted', 'not_sent'))`;

/** Deletes a run as it is sent; called inside the transaction that records its bulks. */
export function forgetSentDraft(db: Db, id: string): void {
  db.prepare('DELETE FROM run_drafts WHERE id = ?').run(id);
}

/** Payment runs before sending, kept across restarts (migration 008), per bank profile. */
export class SqliteRunDrafts implements RunDrafts {
  constructor(
    private readonly db: Db,
    /** The active bank profile: a run is offered only under the profile it was started with. */
    private readonly profileId: () => string | undefined = () => undefined,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Keeps a newly imported file; its progress is saved by `save` as the user works. The same file
   * imported again starts over: it replaces its earlier run, so Home does not list it twice.
   */
  start(fileName: string, bytes: Uint8Array): { id: string; sha256: string } {
    const id = randomUUID();
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const at = this.now().toISOString();
    const profile = this.profileId() ?? null;
    this.db.transaction(() => {
      this.db
        .prepare('DELETE FROM run_drafts WHERE file_name = ? AND file_sha256 = ? AND profile_id IS ?')
        .run(fileName, sha256, profile);
      this.db
        .prepare(
          `INSERT INTO run_drafts (id, profile_id, file_name, file_bytes, file_sha256, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(id, profile, fileName, bytes, sha256, at, at);
    })();
    return { id, sha256 };
  }

  /** Answers false when the run is gone (sent or discarded meanwhile, e.g. in another window). */
  save(id: string, progress: RunProgress): boolean {
    return (
      this.db
        .prepare(
          `UPDATE run_drafts SET settings = ?, changes = ?, digest = ?, step = ?, row_count = ?, problem_count = ?,
           updated_at = ? WHERE id = ?`,
        )
        .run(
          JSON.stringify(progress.settings),
          JSON.stringify(progress.changes),
          progress.digest,
          progress.step,
          progress.rowCount,
          progress.problemCount,
          this.now().toISOString(),
          id,
        ).changes > 0
    );
  }

  /** Runs not sent yet under the active profile, most recently changed first. */
  list(): RunDraftSummary[] {
    const rows = this.db
      .prepare(
        `SELECT id, file_name, step, row_count, problem_count, updated_at FROM run_drafts
         WHERE profile_id IS ? AND ${NOT_SENT} ORDER BY updated_at DESC, id`,
      )
      .all(this.profileId() ?? null) as DraftRow[];
    return rows.map(summary);
  }

  /** Why a run cannot be resumed, or the run. */
  get(id: string): RunDraft {
    const row = this.db
      .prepare(
        `SELECT id, profile_id, file_name, file_bytes, file_sha256, settings, changes, digest, step, row_count,
         problem_count, updated_at, ${NOT_SENT} AS not_sent FROM run_drafts WHERE id = ?`,
      )
      .get(id) as
      | (DraftRow & {
          profile_id: string | null;
          file_bytes: Buffer;
          file_sha256: string;
          settings: string;
          changes: string;
          digest: string;
          not_sent: number;
        })
      | undefined;
    if (!row) return { ok: false, why: 'not_found' };
    if (row.profile_id !== (this.profileId() ?? null)) return { ok: false, why: 'other_profile' };
    if (!row.not_sent) return { ok: false, why: 'already_sent' };
    return {
      ok: true,
      run: {
        ...summary(row),
        bytes: row.file_bytes,
        sha256: row.file_sha256,
        settings: JSON.parse(row.settings) as RunSettings,
        changes: JSON.parse(row.changes) as RunChanges,
        digest: row.digest,
      },
    };
  }

  discard(id: string): boolean {
    return this.db.prepare('DELETE FROM run_drafts WHERE id = ?').run(id).changes > 0;
  }

  /** Deletes runs untouched for DRAFT_RETENTION_DAYS (at start); answers how many. */
  purge(): number {
    const before = new Date(this.now().getTime() - DRAFT_RETENTION_DAYS * 86_400_000).toISOString();
    return this.db.prepare('DELETE FROM run_drafts WHERE updated_at < ?').run(before).changes;
  }
}
