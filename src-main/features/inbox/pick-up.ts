import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  statSync,
} from 'node:fs';
import { basename, extname, join } from 'node:path';
import { MAX_FILE_BYTES } from '../../../src-shared/import/decode';
import type { FileCheck, StreamCheckOptions } from '../../../src-shared/import/stream-check';
import type { AppError } from '../../../src-shared/result';
import { checkPaymentFile, readCapped } from '../import/check-payment-file';
import { writeFileAtomic } from '../../platform/write-file-atomic';
import type { InboxRecord, InboxStore } from '../../ports/inbox-records';
import { isTemporaryName, type FileLook } from './settle';
import { whyReport, whyWordsIn, type WhyWords } from './why-report';

export const READ_FOLDER = 'read';
export const REJECTED_FOLDER = 'rejected';
const WHY_SUFFIX = '.why.txt';

/** A file that passed the check, before it is recorded: what a team submission needs. */
export interface CheckedFile {
  name: string;
  sha256: string;
  bytes: Uint8Array;
  check: FileCheck;
}

/** What a step before recording (a team submission) decided: its run, a refusal, or try again later. */
export type BeforeRecordOutcome = { teamRunId: string | null } | { refused: AppError } | { later: AppError };

export interface PickUpDeps {
  store: InboxStore;
  /** The check's options (the payee book, the bank's characters), asked for each file as it is checked. */
  checkOptions?: () => StreamCheckOptions | Promise<StreamCheckOptions>;
  now?: () => Date;
  /** Runs on a readable file before it is recorded (`--team-submit`); none: the file is offered as a run. */
  beforeRecord?: (file: CheckedFile) => Promise<BeforeRecordOutcome>;
  /** The words of `<name>.why.txt`, in the user's language (none: English). */
  whyWords?: () => Promise<WhyWords>;
}

export type PickUpOutcome =
  | { kind: 'read' | 'rejected'; record: InboxRecord }
  | { kind: 'duplicate'; name: string; earlier: InboxRecord; storedPath: string }
  | { kind: 'later'; name: string; why: AppError | null };

/** `dir/name`, or `dir/name (2).ext`, … when a file of that name is already there. */
function freeTarget(dir: string, name: string): string {
  mkdirSync(dir, { recursive: true });
  const ext = extname(name);
  const stem = name.slice(0, name.length - ext.length);
  let target = join(dir, name);
  for (let n = 2; existsSync(target) || existsSync(target + WHY_SUFFIX); n++)
    target = join(dir, `${stem} (${n})${ext}`);
  return target;
}

const whyWordsOf = (deps: PickUpDeps) => deps.whyWords?.() ?? whyWordsIn('en');

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The SHA-256 of a file too large to read (a piece at a time: never the whole file in memory). */
function sha256OfLargeFile(path: string): string {
  const hash = createHash('sha256');
  const piece = Buffer.allocUnsafe(1 << 20);
  const fd = openSync(path, 'r');
  try {
    for (let read; (read = readSync(fd, piece, 0, piece.length, null)) > 0;) hash.update(piece.subarray(0, read));
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}

/** Why a checked file cannot become a run (null: it can), in the words of the check. */
function unreadable(check: FileCheck): AppError | null {
  const fileError = check.fileIssues.find((i) => i.severity === 'error');
  if (fileError) return { code: fileError.code, message: fileError.message, params: fileError.params ?? {} };
  if (check.rowCount === 0)
    return { code: 'no_payments', message: `${check.fileName} holds no payments; export the payments again.` };
  return null;
}

async function checked(name: string, bytes: Uint8Array | 'too_large', options?: StreamCheckOptions) {
  if (bytes === 'too_large')
    return {
      code: 'file_too_large',
      message: `${name} is larger than ${MAX_FILE_BYTES / 1048576} MB; Bulkpay reads files up to ${MAX_FILE_BYTES / 1048576} MB. Split it into smaller files.`,
    };
  const result = await checkPaymentFile(name, bytes, {}, options);
  if (!result.ok) return { code: result.error.code, message: result.error.message };
  return unreadable(result.value.check) ?? result.value.check;
}

/**
 * Picks up one settled file of the inbox: reads it whole, and unless its content was read before,
 * checks it as the window and `bulkpay validate` do, then records it and moves it into `read/`
 * (a run to offer, or submitted to the team) or `rejected/` with `<name>.why.txt` — in one
 * transaction. A file that changed while being read is left for a later look.
 */
export async function pickUpFile(folder: string, look: FileLook, deps: PickUpDeps): Promise<PickUpOutcome> {
  const path = join(folder, look.name);
  const now = (deps.now ?? (() => new Date()))();
  let bytes: Uint8Array | 'too_large';
  try {
    bytes = readCapped(path);
    const after = statSync(path);
    if (after.size !== look.size || after.mtimeMs !== look.mtimeMs)
      return { kind: 'later', name: look.name, why: null };
  } catch {
    return { kind: 'later', name: look.name, why: null };
  }
  const sha256 = bytes === 'too_large' ? sha256OfLargeFile(path) : sha256Of(bytes);
  const earlier = deps.store.find(sha256);
  if (earlier) {
    const target = freeTarget(join(folder, REJECTED_FOLDER), look.name);
    writeFileAtomic(target + WHY_SUFFIX, whyReport(look.name, now, { duplicateOf: earlier }, await whyWordsOf(deps)));
    renameSync(path, target);
    return { kind: 'duplicate', name: look.name, earlier, storedPath: target };
  }
  const check = await checked(look.name, bytes, await deps.checkOptions?.());
  let reason = 'code' in check ? check : null;
  let teamRunId: string | null = null;
  if (!reason && deps.beforeRecord && bytes !== 'too_large') {
    const decided = await deps.beforeRecord({ name: look.name, sha256, bytes, check: check as FileCheck });
    if ('later' in decided) return { kind: 'later', name: look.name, why: decided.later };
    if ('refused' in decided) {
      const { code, message, params } = decided.refused;
      reason = { code, message, ...(params ? { params } : {}) };
    } else teamRunId = decided.teamRunId;
  }
  const fileCheck = 'code' in check ? null : check;
  const target = freeTarget(join(folder, reason ? REJECTED_FOLDER : READ_FOLDER), look.name);
  if (reason) writeFileAtomic(target + WHY_SUFFIX, whyReport(look.name, now, { reason }, await whyWordsOf(deps)));
  const record: InboxRecord = {
    sha256,
    name: look.name,
    storedPath: target,
    outcome: reason ? 'rejected' : 'read',
    payments: fileCheck?.rowCount ?? 0,
    errors: fileCheck?.errorCount ?? 0,
    totals: fileCheck?.totals ?? {},
    reason,
    receivedAt: now.toISOString(),
    openedAt: null,
    teamRunId,
  };
  deps.store.record(record, () => renameSync(path, target));
  return { kind: record.outcome, record };
}

/**
 * Team mode: the team run of a file found in `read/` without a record. It went to the team before
 * it was moved, so the submitter finds that run by the file's SHA-256 (and submits it only if the
 * team has none); a team out of reach leaves it without one: offered on Home instead.
 */
async function teamRunOf(deps: PickUpDeps, file: CheckedFile): Promise<string | null> {
  if (!deps.beforeRecord) return null;
  const decided = await deps.beforeRecord(file);
  return 'teamRunId' in decided ? decided.teamRunId : null;
}

/** The check's refusal, or null when the file could be read (then its why report says why it was moved aside). */
const reasonOf = (check: FileCheck | AppError): AppError | null => ('code' in check ? check : null);

/** The files of the inbox folder itself that may be the ERP's (not its sub-folders, not temporary names). */
export function lookAtInbox(folder: string): FileLook[] {
  const looks: FileLook[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isFile() || isTemporaryName(entry.name)) continue;
    try {
      const { size, mtimeMs } = statSync(join(folder, entry.name));
      looks.push({ name: entry.name, size, mtimeMs });
    } catch {
      // Gone between the listing and the look (the ERP renamed it): the next look sees it.
    }
  }
  return looks;
}

/**
 * After a crash between a file's move and its record's commit, the moved file is in `read/` or
 * `rejected/` without a record: record it now (read again for its counts, or its why report's
 * reason), so it is neither lost nor read twice. Files already recorded are known by their path.
 */
export async function reconcileInbox(folder: string, deps: PickUpDeps): Promise<InboxRecord[]> {
  const recorded: InboxRecord[] = [];
  for (const sub of [READ_FOLDER, REJECTED_FOLDER] as const) {
    const dir = join(folder, sub);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name.endsWith(WHY_SUFFIX) || isTemporaryName(name) || deps.store.knowsPath(path)) continue;
      const bytes = readCapped(path);
      const sha256 = bytes === 'too_large' ? sha256OfLargeFile(path) : sha256Of(bytes);
      if (deps.store.find(sha256)) continue;
      const check = await checked(name, bytes, await deps.checkOptions?.());
      const fileCheck = 'code' in check ? null : check;
      const why = existsSync(path + WHY_SUFFIX) ? readFileSync(path + WHY_SUFFIX, 'utf8') : null;
      const record: InboxRecord = {
        sha256,
        name: basename(path),
        storedPath: path,
        outcome: sub === READ_FOLDER && fileCheck ? 'read' : 'rejected',
        payments: fileCheck?.rowCount ?? 0,
        errors: fileCheck?.errorCount ?? 0,
        totals: fileCheck?.totals ?? {},
        reason:
          sub === READ_FOLDER && fileCheck ? null : (reasonOf(check) ?? { code: 'inbox_rejected', message: why ?? '' }),
        receivedAt: statSync(path).mtime.toISOString(),
        openedAt: null,
        teamRunId:
          sub === READ_FOLDER && fileCheck && bytes !== 'too_large'
            ? await teamRunOf(deps, { name, sha256, bytes, check: fileCheck })
            : null,
      };
      deps.store.record(record, () => {});
      recorded.push(record);
    }
  }
  return recorded;
}
