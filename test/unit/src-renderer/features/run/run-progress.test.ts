import { createHash } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { BulkSummary } from '../../../../../src-shared/ipc/channels/history';
import {
  currentStep,
  keptRows,
  refusedLeft,
  RowOrigins,
  rowsDigest,
  toBase64,
} from '../../../../../src-renderer/features/run/run-progress';
import { PAYMENT_FIELDS, type PaymentField } from '../../../../../src-shared/payments/fields';

type Row = { line: number; values: Partial<Record<PaymentField, string>> };
const file = (): Row[] =>
  ['A', 'B', 'C', 'D'].map((name, i) => ({ line: i + 2, values: { name, amount: `${i + 1}.00` } }));

/** The table as the import store changes it: an edit is a new row object, removal and undo keep objects. */
class Table {
  rows: Row[];
  readonly origins: RowOrigins;
  constructor(rows: Row[]) {
    this.rows = rows;
    this.origins = new RowOrigins(rows);
  }
  #set(next: Row[]) {
    this.origins.follow(this.rows, next);
    this.rows = next;
  }
  edit(row: number, field: PaymentField, value: string) {
    const next = this.rows.slice();
    next[row] = { ...next[row]!, values: { ...next[row]!.values, [field]: value } };
    this.#set(next);
  }
  remove(row: number): () => void {
    const removed = this.rows[row]!;
    this.#set(this.rows.filter((_, i) => i !== row));
    return () => this.#set([...this.rows.slice(0, row), removed, ...this.rows.slice(row)]);
  }
  /** One edit of a cell on every row (as "Ignore column" and its Undo do): every row a new object. */
  editAll(field: PaymentField, value: (row: Row) => string) {
    this.#set(this.rows.map((r) => ({ ...r, values: { ...r.values, [field]: value(r) } })));
  }
  keep(indices: number[]) {
    this.#set(indices.map((i) => this.rows[i]!));
  }
}

/** Resume: the file read again, the saved cells written, then the kept rows. */
function replayOnFile(changes: NonNullable<ReturnType<RowOrigins['changes']>>): Row[] {
  const rows = file();
  for (const { row, field, value } of changes.cells)
    rows[row] = { ...rows[row]!, values: { ...rows[row]!.values, [field]: value } };
  return keptRows(rows.length, changes).map((i) => rows[i]!);
}

describe('what the user changed, kept compact and replayed after a restart', () => {
  it('remove, undo, edit, save, replay: the same rows (the undo is not lost, the edit lands on its row)', async () => {
    const table = new Table(file());
    const undo = table.remove(1);
    undo();
    table.edit(2, 'amount', '300.00'); // row C: with the undo lost, this would be saved on row D
    const changes = table.origins.changes(table.rows)!;
    expect(changes).toEqual({ cells: [{ row: 2, field: 'amount', value: '300.00' }], removed: [] });
    const replayed = replayOnFile(changes);
    expect(replayed.map((r) => r.values)).toEqual(table.rows.map((r) => r.values));
    expect(await rowsDigest(replayed)).toBe(await rowsDigest(table.rows));
  });

  it('edits after a removal are saved by the row in the file; many edits of one cell keep only the last', () => {
    const table = new Table(file());
    table.remove(0);
    for (let k = 0; k < 1000; k++) table.edit(0, 'name', `B${k}`); // row B, now shown first
    table.keep([0, 2]); // "Remove exact copies": C goes
    expect(table.origins.changes(table.rows)).toEqual({
      cells: [{ row: 1, field: 'name', value: 'B999' }],
      removed: [0, 2],
    });
    expect(replayOnFile(table.origins.changes(table.rows)!).map((r) => r.values.name)).toEqual(['B999', 'D']);
  });

  it('an edit undone back to the file value and a cleared field', () => {
    const table = new Table(file());
    table.edit(0, 'name', 'X');
    table.edit(0, 'name', 'A');
    table.edit(3, 'amount', '');
    expect(table.origins.changes(table.rows)).toEqual({ cells: [{ row: 3, field: 'amount', value: '' }], removed: [] });
  });

  it('rows that arrived in chunks are traced as the whole file read at once', () => {
    const rows = file();
    let origins = new RowOrigins(rows.slice(0, 1));
    origins = new RowOrigins(rows.slice(0, 3), origins);
    origins = new RowOrigins(rows, origins);
    const edited = [rows[0]!, { ...rows[1]!, values: { ...rows[1]!.values, name: 'X' } }, rows[3]!];
    origins.follow(rows, [rows[0]!, edited[1]!, rows[2]!, rows[3]!]);
    origins.follow([rows[0]!, edited[1]!, rows[2]!, rows[3]!], edited);
    expect(origins.changes(edited)).toEqual({ cells: [{ row: 1, field: 'name', value: 'X' }], removed: [2] });
    // Another file's rows are not taken for more of the same file.
    const other = file();
    expect(new RowOrigins(other, origins).changes(other)).toEqual({ cells: [], removed: [] });
    expect(new RowOrigins(other, origins).changes(rows)).toBeUndefined();
  });

  it('rows checked again (new objects, same places) are traced by position, edits and removals kept', () => {
    const table = new Table(file());
    const undo = table.remove(1);
    table.edit(1, 'amount', '30.00'); // row C
    const checked = table.rows.map((r) => structuredClone(r)); // a currency change: the worker's copies
    table.origins.followCheck(table.rows, checked);
    expect(table.origins.changes(checked)).toEqual({
      cells: [{ row: 2, field: 'amount', value: '30.00' }],
      removed: [1],
    });
    undo(); // the row removed before the check is still the file's
    expect(table.origins.changes([checked[0]!, file()[1]!, ...checked.slice(1)])).toBeUndefined(); // a stranger
    const [first, ...rest] = checked;
    table.origins.follow(checked, [first!, table.rows[1]!, ...rest]);
    expect(table.origins.changes([first!, table.rows[1]!, ...rest])).toEqual({
      cells: [{ row: 2, field: 'amount', value: '30.00' }],
      removed: [],
    });
    // Fewer rows than were checked: not the same rows, the run cannot be saved faithfully.
    const again = new Table(file());
    again.origins.followCheck(
      again.rows,
      again.rows.slice(1).map((r) => structuredClone(r)),
    );
    expect(again.origins.lost).toBe(true);
  });

  it('a row that cannot be traced to the file is not saved as something else', () => {
    const table = new Table(file());
    table.keep([0, 1]);
    const stranger = { line: 99, values: { name: 'Z' } };
    table.origins.follow(table.rows, [...table.rows, stranger]);
    expect(table.origins.changes([...table.rows, stranger])).toBeUndefined();
  });

  it('the digest tells a different table (a value on another row, another row count) from the same one', async () => {
    const a = file();
    const b = file();
    b[1] = { ...b[1]!, values: { ...b[1]!.values, amount: '1.00' } };
    b[0] = { ...b[0]!, values: { ...b[0]!.values, amount: '2.00' } };
    expect(await rowsDigest(a)).not.toBe(await rowsDigest(b));
    expect(await rowsDigest(a)).not.toBe(await rowsDigest(a.slice(1)));
    // Field order and empty fields do not matter.
    const c = file().map((r) => ({
      line: r.line,
      values: { amount: r.values.amount, reference: '', name: r.values.name },
    }));
    expect(await rowsDigest(c)).toBe(await rowsDigest(a));
  });

  it('the digest is the SHA-256 of the rows joined as saved runs were (kept across releases), over many slices', async () => {
    // 12,345 rows: slices of 5,000 end mid-file; names with umlauts, an emoji and a lone surrogate.
    const rows: Row[] = Array.from({ length: 12_345 }, (_, i) => ({
      line: i + 2,
      values: { name: i % 7 ? `Päivi ${i} \ud83d\ude00` : `Lone \ud800`, amount: `${i}.50`, reference: '' },
    }));
    const joined = rows
      .map(({ line, values }) => [String(line), ...PAYMENT_FIELDS.map((f) => values[f] ?? '')].join('\u0001'))
      .join('\u0002');
    expect(await rowsDigest(rows)).toBe(createHash('sha256').update(joined, 'utf8').digest('hex'));
    expect(await rowsDigest([])).toBe(createHash('sha256').update('').digest('hex'));
  });
});

describe('the step on screen', () => {
  const tracked = (id: string, processed: boolean) => ({ bulk: { id, processed } as BulkSummary, problem: null });

  it('Import until a file is read; then the chosen step before sending', () => {
    expect(currentStep({ step: 'review', bulkIds: [] }, 'empty', [])).toBe('import');
    expect(currentStep({ step: 'review', bulkIds: [] }, 'mapping', [])).toBe('import');
    expect(currentStep({ step: 'fix', bulkIds: [] }, 'review', [])).toBe('fix');
    expect(currentStep({ step: 'review', bulkIds: [] }, 'review', [])).toBe('review');
    expect(currentStep({ step: 'release', bulkIds: [] }, 'review', [])).toBe('release');
  });

  it('Approve while any bulk of the run is unfinished; Outcome once all are', () => {
    const run = { step: 'approve', bulkIds: ['b1', 'b2'] };
    expect(currentStep(run, 'review', [tracked('b1', true), tracked('b2', false)])).toBe('approve');
    expect(currentStep(run, 'review', [tracked('b1', true), tracked('b2', true), tracked('other', false)])).toBe(
      'outcome',
    );
    expect(currentStep(run, 'review', [])).toBe('approve'); // not loaded yet
  });
});

describe('rows left on the table after a send', () => {
  const bulk = (state: string, totalCount: number) => ({ state, totalCount });

  it("offered to fix only when they are exactly the refused bulks' payments", () => {
    expect(refusedLeft(0, [bulk('pending_approval', 100)])).toBe('none');
    expect(refusedLeft(3, [bulk('pending_approval', 100), bulk('not_accepted', 3)])).toBe('offer');
    expect(refusedLeft(5, [bulk('not_sent', 2), bulk('not_accepted', 3)])).toBe('offer');
  });

  it('the whole table left (edited while sending): not offered, it would send the sent rows again', () => {
    expect(refusedLeft(103, [bulk('pending_approval', 100), bulk('not_accepted', 3)])).toBe('unmatched');
    expect(refusedLeft(102, [bulk('pending_approval', 100), bulk('approved', 2)])).toBe('unmatched');
  });
});

describe("the run's file in base64", () => {
  it("is the file's base64 at any size, across the slices it is encoded in", async () => {
    for (const size of [0, 1, 2, 3, 0x6000 + 1, 0x6000 * 40, 0x6000 * 40 + 2, 2_500_001]) {
      const bytes = Uint8Array.from({ length: size }, (_, i) => (i * 31 + 7) % 256);
      expect(await toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    }
  });
});

describe('the run changes worked out in slices', () => {
  it('are the changes worked out at once, on a table of 25,000 rows with edits and removals', async () => {
    const rows: Row[] = Array.from({ length: 25_000 }, (_, i) => ({ line: i + 2, values: { name: `P${i}` } }));
    const table = new Table(rows);
    for (const at of [0, 9_999, 10_000, 24_000]) table.edit(at, 'name', `Edited ${at}`);
    for (const at of [20_000, 5, 0]) table.remove(at);
    // Row 0 was edited then removed: its edit is gone with it; the others are saved by their row in the file.
    const expected = {
      cells: [
        { row: 9_999, field: 'name', value: 'Edited 9999' },
        { row: 10_000, field: 'name', value: 'Edited 10000' },
        { row: 24_000, field: 'name', value: 'Edited 24000' },
      ],
      removed: [0, 5, 20_000],
    };
    expect(await table.origins.changesInSlices(table.rows)).toEqual(expected);
    expect(table.origins.changes(table.rows)).toEqual(expected);
    table.origins.follow(table.rows, [...table.rows, { line: 99_999, values: {} }]);
    expect(await table.origins.changesInSlices(table.rows)).toBeUndefined();
  });
});

describe('the rows followed back to the file, in memory', () => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  /** Collects garbage once the current job is over (a WeakRef keeps its target to the end of the job). */
  const collect = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    gc();
  };

  it('a row an edit replaced is not kept ("Ignore column" then Undo over every row)', async () => {
    const table = new Table(Array.from({ length: 2_000 }, (_, i) => ({ line: i + 2, values: { name: `P${i}` } })));
    table.editAll('name', () => ''); // Ignore column
    const ignored = table.rows.map((row) => new WeakRef(row));
    table.editAll('name', (r) => `P${r.line - 2}`); // Undo
    table.edit(7, 'name', 'Kept');
    await collect();
    expect(ignored.filter((ref) => ref.deref() !== undefined)).toHaveLength(0);
    expect(table.origins.changes(table.rows)).toEqual({
      cells: [{ row: 7, field: 'name', value: 'Kept' }],
      removed: [],
    });
  });

  it('an edited row removed is still traced when Undo puts the same object back', async () => {
    const table = new Table(file());
    table.edit(1, 'name', 'Edited');
    const undo = table.remove(1);
    await collect();
    undo();
    expect(table.origins.changes(table.rows)).toEqual({
      cells: [{ row: 1, field: 'name', value: 'Edited' }],
      removed: [],
    });
  });
});
