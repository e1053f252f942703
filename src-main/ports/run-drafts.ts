// Payment runs before sending, kept across restarts per bank profile, so Home can offer them again.
// Kept in SQLite by adapters/sqlite/run-drafts.ts.
import type { DraftStep, RunChanges, RunDraftSummary, RunSettings } from '../../src-shared/ipc/channels/runs';

/** Runs not touched for this long are deleted at start: the file holds payees and amounts. */
export const DRAFT_RETENTION_DAYS = 30;

/** A run's progress as the window saves it. */
export interface RunProgress {
  settings: RunSettings;
  changes: RunChanges;
  digest: string;
  step: DraftStep;
  rowCount: number;
  problemCount: number;
}

/** Why a run cannot be resumed, or the run. */
export type RunDraft =
  | {
      ok: true;
      run: RunDraftSummary & {
        bytes: Buffer;
        sha256: string;
        settings: RunSettings;
        changes: RunChanges;
        digest: string;
      };
    }
  | { ok: false; why: 'not_found' | 'other_profile' | 'already_sent' };

export interface RunDrafts {
  /** Keeps a newly imported file; the same file imported again replaces its earlier run. */
  start(fileName: string, bytes: Uint8Array): { id: string; sha256: string };
  /** Answers false when the run is gone (sent or discarded meanwhile, e.g. in another window). */
  save(id: string, progress: RunProgress): boolean;
  /** Runs not sent yet under the active profile, most recently changed first. */
  list(): RunDraftSummary[];
  get(id: string): RunDraft;
  discard(id: string): boolean;
  /** Deletes runs untouched for DRAFT_RETENTION_DAYS (at start); answers how many. */
  purge(): number;
}
