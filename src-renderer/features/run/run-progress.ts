import type { RunChanges } from '../../../src-shared/ipc/channels/runs';
import { PAYMENT_FIELDS, type PaymentField } from '../../../src-shared/payments/fields';
import type { TrackedBulk } from '../bulks/bulks-store';
import { yieldToWindow } from '../../yield-to-window';

// Pure parts of the run: which step is on screen, and what the user changed in the table.

type Row = { line: number; values: Partial<Record<PaymentField, string>> };

/** True when `rows` starts with exactly the row objects of `prefix`. */
function isPrefix(prefix: readonly Row[], rows: readonly Row[]): boolean {
  if (prefix.length > rows.length) return false;
  for (let i = 0; i < prefix.length; i++) if (prefix[i] !== rows[i]) return false;
  return true;
}

/** Rows walked between two hand-backs of the thread when the run's changes are worked out. */
const CHANGES_SLICE_ROWS = 10_000;

/**
 * Follows the rows of the table back to the rows of the file as read (`base`), by identity: the
 * import store replaces an edited row with a new object at the same place and keeps every other
 * row object as it is (a removal, keepRows, an undo putting the removed object back).
 */
export class RowOrigins {
  /**
   * The file's rows: a Map, not a WeakMap: 100,000 entries of a WeakMap are ephemerons every
   * garbage collection must trace again (the rows are the table's anyway; a new file starts a new map).
   */
  readonly #file: Map<object, number>;
  /**
   * Rows an edit made: weakly, so a row replaced by a later edit (each keystroke, "Ignore column"
   * then Undo over every row) goes with the table's and the undo's last reference to it. A removed
   * row keeps its entry while Undo can put the same object back.
   */
  readonly #edited: WeakMap<object, number>;
  /** Set when a change could not be followed: the run can no longer be saved faithfully. */
  lost = false;

  /**
   * `earlier`: the origins of the rows read so far, when `base` is those rows followed by more of
   * the file (a large file's rows arrive in chunks): only the new rows are taken note of.
   */
  constructor(
    readonly base: readonly Row[],
    earlier?: RowOrigins,
  ) {
    const before = earlier && !earlier.lost && isPrefix(earlier.base, base) ? earlier : undefined;
    this.#file = before ? before.#file : new Map();
    this.#edited = before ? before.#edited : new WeakMap();
    for (let i = before ? before.base.length : 0; i < base.length; i++) this.#file.set(base[i]!, i);
  }

  /** The index in the file of a row of the table, if it can be traced. */
  #originOf(row: object): number | undefined {
    return this.#file.get(row) ?? this.#edited.get(row);
  }

  /** Takes note of one change of the table, from `before` to `now`. */
  follow(before: readonly Row[], now: readonly Row[]): void {
    if (now === before) return;
    const sameLength = now.length === before.length;
    for (let i = 0; i < now.length; i++) {
      const row = now[i]!;
      if (row === before[i] || this.#originOf(row) !== undefined) continue;
      const replaced = sameLength ? this.#originOf(before[i]!) : undefined;
      if (replaced === undefined) this.lost = true;
      else this.#edited.set(row, replaced);
    }
  }

  /**
   * Takes note of a check of the same rows (a currency change): `now` holds a new object for each
   * row of `before`, at the same place. A file row's copy is traced as a file row (the Map, not one
   * weak entry per row), an edited row's as edited.
   */
  followCheck(before: readonly Row[], now: readonly Row[]): void {
    if (now.length !== before.length) {
      this.lost = true;
      return;
    }
    for (let i = 0; i < now.length; i++) {
      const was = before[i]!;
      const row = now[i]!;
      if (row === was) continue;
      const fileIndex = this.#file.get(was);
      if (fileIndex !== undefined) this.#file.set(row, fileIndex);
      else {
        const edited = this.#edited.get(was);
        if (edited === undefined) this.lost = true;
        else this.#edited.set(row, edited);
      }
    }
  }

  /**
   * What the table differs in from the file, kept compact: the final value of each changed cell
   * and the removed rows, by index in the file. Undefined when a row cannot be traced to the file.
   */
  changes(rows: readonly Row[]): RunChanges | undefined {
    const walk = this.#changes(rows);
    let step = walk.next();
    while (!step.done) step = walk.next();
    return step.value;
  }

  /** `changes`, worked out a slice of rows at a time with the window's thread handed back between slices. */
  async changesInSlices(rows: readonly Row[]): Promise<RunChanges | undefined> {
    const walk = this.#changes(rows);
    let step = walk.next();
    while (!step.done) {
      await yieldToWindow();
      step = walk.next();
    }
    return this.lost ? undefined : step.value;
  }

  /** The walk behind `changes`: pauses (yields) every CHANGES_SLICE_ROWS rows. */
  *#changes(rows: readonly Row[]): Generator<void, RunChanges | undefined> {
    if (this.lost) return undefined;
    const cells: RunChanges['cells'] = [];
    const removed: number[] = [];
    let next = 0; // the next file row not yet accounted for
    let seen = 0;
    for (const row of rows) {
      if (++seen % CHANGES_SLICE_ROWS === 0) yield;
      const origin = this.#originOf(row);
      // Rows keep the file's order (removal and undo only): anything else cannot be replayed.
      if (origin === undefined || origin < next) return undefined;
      while (next < origin) removed.push(next++);
      next++;
      const was = this.base[origin]!.values;
      if (row.values === was) continue;
      for (const field of PAYMENT_FIELDS)
        if ((was[field] ?? '') !== (row.values[field] ?? ''))
          cells.push({ row: origin, field, value: row.values[field] ?? '' });
    }
    while (next < this.base.length) removed.push(next++);
    return { cells, removed };
  }
}

/** The rows to keep, by index in the file, when replaying `changes` on the file's `rowCount` rows. */
export function keptRows(rowCount: number, changes: RunChanges): number[] {
  const removed = new Set(changes.removed);
  const kept: number[] = [];
  for (let i = 0; i < rowCount; i++) if (!removed.has(i)) kept.push(i);
  return kept;
}

/** Rows joined and encoded per slice of the digest's input: a few ms each (issue 14). */
const DIGEST_SLICE_ROWS = 5_000;

/**
 * SHA-256 (hex) of the rows as the user sees them (source line and every field's value, empty
 * when missing, in a fixed order): a resumed run must come out with the same digest, or it is not
 * the table left. The input is the rows' texts joined by U+0002, UTF-8; it is built and encoded
 * a slice of rows at a time with the window's thread handed back between slices (a join and an
 * encode of 100,000 rows at once were a 90 ms task), the slices' bytes then hashed as one.
 */
export async function rowsDigest(rows: readonly Row[]): Promise<string> {
  const encoder = new TextEncoder();
  const slices: Uint8Array[] = [];
  let size = 0;
  for (let start = 0; start < rows.length; start += DIGEST_SLICE_ROWS) {
    if (start > 0) await yieldToWindow();
    const end = Math.min(rows.length, start + DIGEST_SLICE_ROWS);
    let text = '';
    for (let i = start; i < end; i++) {
      const { line, values } = rows[i]!;
      // Each row after the first is preceded by the separator (the join's).
      text += i > 0 ? `\u0002${line}` : String(line);
      for (const field of PAYMENT_FIELDS) text += `\u0001${values[field] ?? ''}`;
    }
    const bytes = encoder.encode(text);
    slices.push(bytes);
    size += bytes.length;
  }
  const input = new Uint8Array(size);
  let at = 0;
  for (const bytes of slices) {
    input.set(bytes, at);
    at += bytes.length;
  }
  const digest = await crypto.subtle.digest('SHA-256', input);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Bytes encoded between two hand-backs of the window's thread (~1 MB, a multiple of the piece). */
const BASE64_SLICE = 0x6000 * 40;

/**
 * Base64 in pieces of a multiple of 3 bytes (each encodes without padding): ~7x faster on a 5 MB
 * file; the thread is handed back every ~1 MB, so a large file makes no long task.
 */
export async function toBase64(bytes: Uint8Array): Promise<string> {
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += 0x6000) {
    if (i > 0 && i % BASE64_SLICE === 0) await yieldToWindow();
    parts.push(btoa(String.fromCharCode.apply(null, bytes.subarray(i, i + 0x6000) as unknown as number[])));
  }
  return parts.join('');
}
/** The step on screen: Import until a file is read, Outcome once every bulk of the run is final. */
export function currentStep(
  run: { step: string; bulkIds: readonly string[] },
  phase: 'empty' | 'reading' | 'mapping' | 'review',
  tracked: readonly TrackedBulk[],
): string {
  if (run.bulkIds.length > 0) {
    const bulks = tracked.filter((t) => run.bulkIds.includes(t.bulk.id));
    return bulks.length > 0 && bulks.every((t) => t.bulk.processed) ? 'outcome' : 'approve';
  }
  if (phase !== 'review') return 'import';
  return run.step === 'import' || run.step === 'approve' || run.step === 'outcome' ? 'fix' : run.step;
}

/**
 * What to offer for the rows left on the table after a send: a way back to fix them only when
 * they are exactly the payments of the run's refused bulks; 'unmatched' when the table holds
 * anything else (changed while sending), which could send a payment twice.
 */
export function refusedLeft(
  left: number,
  bulks: readonly { state: string; totalCount: number }[],
): 'none' | 'offer' | 'unmatched' {
  if (left === 0) return 'none';
  const refused = bulks
    .filter((b) => b.state === 'not_accepted' || b.state === 'not_sent')
    .reduce((n, b) => n + b.totalCount, 0);
  return left === refused ? 'offer' : 'unmatched';
}
