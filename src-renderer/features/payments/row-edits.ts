// The payment import's edits of the table (store.ts puts them in its store): cells changed, rows
// removed, put back or kept, each re-checked row by row in the ledger and recorded for the audit trail.
import { CheckLedger, issueAtRow } from '../../../src-shared/import/check-ledger';
import type { EditRecord } from '../../../src-shared/ipc/channels/bulks';
import type { PaymentRow } from '../../../src-shared/payments/fields';
import type { RowResult, ValidationIssue } from '../../../src-shared/payments/types';
import { now, removal, type ImportContext } from './import-context';
import type { PaymentImportState } from './import-state';

type RowEdits = Pick<
  PaymentImportState,
  'editCell' | 'editCells' | 'removeRow' | 'restoreRow' | 'keepRows' | 'removeRows'
>;

/** A row's result with its issues on row `row` (after a removal they keep the row they were found at). */
const resultAtRow = (result: RowResult, row: number): RowResult =>
  result.issues.every((i) => i.row === row)
    ? result
    : { ...result, issues: result.issues.map((i) => issueAtRow(i, row)) };

/** Cells changed (one or a group of rows): each changed row re-checked, with the payee book's findings. */
function editCellsAction(ctx: ImportContext): PaymentImportState['editCells'] {
  const { get, set, payees } = ctx;
  return (edits, as) => {
    const { file, defaultCurrency, checking } = get();
    if (!file || checking) return;
    const started = performance.now();
    const check = ctx.rulesFor(file.decimalStyle, defaultCurrency);
    const cells: EditRecord[] = [];
    const at = now();
    let changed = false;
    for (const { row: index, field, value } of edits) {
      const before = ctx.ledger.rows[index];
      if (!before) continue;
      const row: PaymentRow = { ...before, values: { ...before.values, [field]: value } };
      ctx.ledger.replace(index, row, payees.withFindings(row, check(row, index), index, defaultCurrency));
      changed = true;
      const old = before.values[field] ?? '';
      if (old !== value) cells.push({ kind: 'cell', line: before.line, field, old, new: value, at });
    }
    if (!changed) return;
    if (cells.length) ctx.record(as ? [{ kind: 'group', ...as, count: cells.length, at }] : cells);
    const snapshot = ctx.view();
    // The re-check itself (rules, duplicates, totals), without the table's re-render that follows.
    performance.measure('bulkpay:recheck', { start: started, end: performance.now() });
    set({ ...snapshot, edited: true });
    // A row may now be without errors, or name a payee or IBAN the book was not asked about.
    void get().checkPayees(edits.map((e) => e.row));
  };
}

/** Puts a removed row back at its place (undo of `removeRow`), re-checked. */
function restoreRowAction(ctx: ImportContext): PaymentImportState['restoreRow'] {
  return (index, row) => {
    const { file, defaultCurrency, checking } = ctx.get();
    // From the ledger, not the last published rows (a few hundred ms behind while rows stream in).
    const { rows, results: rowResults } = ctx.ledger;
    if (!file || checking || index < 0 || index > rows.length) return;
    // Rows from `index` on move down one: their issues' row indices follow. Rare (an undo), so
    // the check is rebuilt from the per-row results rather than shifted in place.
    const shift = (issue: ValidationIssue) => (issue.row >= index ? { ...issue, row: issue.row + 1 } : issue);
    const restored = ctx.payees.withFindings(
      row,
      ctx.rulesFor(file.decimalStyle, defaultCurrency)(row, index),
      index,
      defaultCurrency,
    );
    ctx.record([{ kind: 'restored', line: row.line, values: row.values, at: now() }]);
    const fileIssues = file.fileIssues.map(shift);
    ctx.ledger = new CheckLedger({ fileIssues });
    ctx.ledger.append(
      [...rows.slice(0, index), row, ...rows.slice(index)],
      [
        ...rowResults.slice(0, index).map((r, at) => resultAtRow(r, at)),
        restored,
        ...rowResults.slice(index).map((r, k) => resultAtRow(r, index + 1 + k)),
      ],
    );
    ctx.publish({ file: { ...file, fileIssues }, edited: true });
  };
}

/** Keeps only the rows at these indices, in order; their issues follow them. */
function keepRowsAction(ctx: ImportContext): PaymentImportState['keepRows'] {
  return (indices) => {
    const { file, checking } = ctx.get();
    const { rows, results: rowResults } = ctx.ledger;
    // While rows still arrive, a new ledger from those taken in so far would lose the rest.
    if (!file || checking) return;
    const moved = new Map(indices.map((old, i) => [old, i]));
    const move = (issue: ValidationIssue) => (issue.row < 0 ? issue : { ...issue, row: moved.get(issue.row)! });
    const fileIssues = file.fileIssues.filter((i) => i.row < 0 || moved.has(i.row)).map(move);
    ctx.ledger = new CheckLedger({ fileIssues });
    ctx.ledger.append(
      indices.map((i) => rows[i]!),
      indices.map((i, at) => resultAtRow(rowResults[i]!, at)),
    );
    ctx.publish({ file: { ...file, fileIssues }, edited: true });
  };
}

/** The edit actions of the payment import's store (zustand slices pattern). */
export function rowEdits(ctx: ImportContext): RowEdits {
  const { get, set } = ctx;
  return {
    editCell(index, field, value) {
      get().editCells([{ row: index, field, value }]);
    },
    editCells: editCellsAction(ctx),
    removeRow(index) {
      const { file, checking } = get();
      const { ledger } = ctx;
      if (!file || checking || !ledger.rows[index]) return;
      const started = performance.now();
      ctx.record([removal(ledger.rows[index])]);
      ledger.remove(index);
      const snapshot = ctx.view();
      performance.measure('bulkpay:recheck', { start: started, end: performance.now() });
      set({ ...snapshot, file: { ...file, fileIssues: [...ledger.fileIssues] }, edited: true });
    },
    restoreRow: restoreRowAction(ctx),
    keepRows: keepRowsAction(ctx),
    removeRows(indices, as) {
      if (indices.length === 0) return;
      const gone = new Set(indices);
      const rows = ctx.ledger.rows;
      get().keepRows(rows.flatMap((_, i) => (gone.has(i) ? [] : [i])));
      ctx.record(
        as
          ? [{ kind: 'group', ...as, count: indices.length, at: now() }]
          : indices.flatMap((i) => (rows[i] ? [removal(rows[i])] : [])),
      );
    },
  };
}
