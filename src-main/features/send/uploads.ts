// Rows for a review, received from the window in chunks (importVolume:upload), so that a 100,000-row
// file never crosses IPC as one message. An upload is complete once every row is in; the review and
// the submit of it plan from exactly those rows, and a changed table is a new upload.
import { err, ok, type Result } from '../../../src-shared/result';
import type { PaymentRow } from '../../../src-shared/payments/fields';
import type { SubmitInput } from '../../../src-shared/ipc/channels/bulks';
import type { UploadedInput } from '../../../src-shared/ipc/channels/import-volume';
import { DecimalTally } from '../../../src-shared/import/decimal-vote';
import { decimalMarkUnclear } from '../../../src-shared/import/parse-file';
import type { DecimalStyle } from '../../../src-shared/payments/amount';
import type { ValidationIssue } from '../../../src-shared/payments/types';
import { RowPrecheck, type CheckContext, type PrecheckedRows } from './prechecked-rows';

/**
 * Uploads kept at once: the one reviewed and a newer one (the window uploads a large file's rows in
 * the background once they settle); older ones are dropped first.
 */
const KEPT_UPLOADS = 2;
/** An upload not added to, reviewed or sent for this long is dropped (a window left open over lunch). */
export const UPLOAD_IDLE_MS = 30 * 60_000;

interface Upload {
  rows: PaymentRow[];
  received: number;
  /** When it was last added to, reviewed or sent (ms). */
  usedAt: number;
  /** The rows checked as they arrived, when the window said which account they are for. */
  precheck?: RowPrecheck | undefined;
  /** Main's own vote on the decimal mark over the amounts, as the rows arrive. */
  decimals: DecimalTally;
}

/** `decimal_mark_unclear` when a tally's later rows vote for another mark than its first rows, else undefined. */
function decimalMarkProblemOf(tally: DecimalTally, tieBreak: DecimalStyle): ValidationIssue | undefined {
  const split = tally.disagreement(tieBreak);
  return split && decimalMarkUnclear(split.line, split.first, split.later);
}

export class Uploads {
  readonly #uploads = new Map<string, Upload>();
  readonly #idleMs: number;
  #sweeper: ReturnType<typeof setInterval> | undefined;

  constructor({ idleMs = UPLOAD_IDLE_MS }: { idleMs?: number } = {}) {
    this.#idleMs = idleMs;
  }

  /** The upload, marked as used now; idle ones are dropped first. */
  #use(id: string): Upload | undefined {
    this.#dropIdle();
    const upload = this.#uploads.get(id);
    if (upload) upload.usedAt = Date.now();
    return upload;
  }

  #dropIdle(): void {
    const before = Date.now() - this.#idleMs;
    for (const [id, upload] of this.#uploads) if (upload.usedAt <= before) this.#uploads.delete(id);
    if (this.#uploads.size === 0) this.#stopSweeping();
  }

  /** While uploads are kept, a timer drops the idle ones (it does not keep the process alive). */
  #sweepWhileKept(): void {
    this.#sweeper ??= setInterval(() => this.#dropIdle(), Math.max(this.#idleMs / 4, 10));
    this.#sweeper.unref?.();
  }

  #stopSweeping(): void {
    clearInterval(this.#sweeper);
    this.#sweeper = undefined;
  }

  /**
   * Takes the next chunk of an upload; chunks must come in order, each exactly once. With `checkAs`
   * (on the first chunk) each chunk is checked as it arrives, so the review has only the cross-row work left.
   */
  add(
    id: string,
    start: number,
    total: number,
    rows: PaymentRow[],
    checkAs?: CheckContext,
  ): Result<{ received: number }> {
    let upload = this.#use(id);
    if (!upload) {
      if (start !== 0) return err('upload_unknown', 'The rows to review were not all received; review again.');
      upload = {
        rows: new Array<PaymentRow>(total),
        received: 0,
        usedAt: Date.now(),
        precheck: checkAs && new RowPrecheck(checkAs, total),
        decimals: new DecimalTally(),
      };
      this.#uploads.set(id, upload);
      this.#sweepWhileKept();
      while (this.#uploads.size > KEPT_UPLOADS) this.#uploads.delete(this.#uploads.keys().next().value!);
    }
    if (upload.rows.length !== total || start !== upload.received || start + rows.length > total)
      return err('upload_out_of_order', 'The rows to review arrived out of order; review again.');
    for (let k = 0; k < rows.length; k++) upload.rows[start + k] = rows[k]!;
    upload.precheck?.add(start, rows);
    for (const row of rows) upload.decimals.add(row.values.amount ?? '', row.line);
    upload.received += rows.length;
    return ok({ received: upload.received });
  }

  /** The review/submit input with the upload's rows, once every row is in. */
  input({ upload: id, ...rest }: UploadedInput): Result<SubmitInput> {
    const upload = this.#use(id);
    if (!upload || upload.received !== upload.rows.length)
      return err('upload_unknown', 'The rows to review were not all received; review again.');
    return ok({ ...rest, rows: upload.rows });
  }

  /** The upload's rows as checked when they arrived (complete once every row is in), if they were. */
  prechecked(id: string): PrecheckedRows | undefined {
    return this.#uploads.get(id)?.precheck;
  }

  /**
   * `decimal_mark_unclear` when the upload's later rows vote for another decimal mark than its first
   * rows, as the CLI and the window find it (a tied vote goes to `tieBreak`: `decimalTieBreak` of the
   * file's delimiter); undefined when they agree or the upload is not all in.
   */
  decimalMarkProblem(id: string, tieBreak: DecimalStyle): ValidationIssue | undefined {
    const upload = this.#uploads.get(id);
    const complete = upload && upload.received === upload.rows.length;
    return complete ? decimalMarkProblemOf(upload.decimals, tieBreak) : undefined;
  }

  /** Forgets an upload (sent: its rows are in the history now). */
  drop(id: string): void {
    this.#uploads.delete(id);
    if (this.#uploads.size === 0) this.#stopSweeping();
  }

  /** Forgets every upload (the window closed its file): answers how many were dropped. */
  dropAll(): number {
    const dropped = this.#uploads.size;
    this.#uploads.clear();
    this.#stopSweeping();
    return dropped;
  }

  /** Uploads kept now (an idle one until the timer drops it). */
  get size(): number {
    return this.#uploads.size;
  }
}
