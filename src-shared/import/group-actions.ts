// What a group action of the import screen changes: computed here (pure), applied by the store.
import { STRICTEST_SET, transliterateForEditing, type CharacterSet, type Spelling } from '../payments/charset';
import type { PaymentField, PaymentRow } from '../payments/fields';
import type { ValidationIssue } from '../payments/types';
import type { ProblemGroup } from './problems';

/** One cell's new text: the shape of the store's `editCells`. */
export interface CellEdit {
  row: number;
  field: PaymentField;
  value: string;
}

/** Fields a bulk does not take: the group action empties the whole column instead of row by row. */
export const IGNORABLE_FIELDS: readonly PaymentField[] = [
  'due_date',
  'payment_account',
  'execute_verification_of_payee',
];

/** The action a group offers, if any. */
export type GroupAction = 'ignore_column' | 'transliterate' | 'remove_duplicates';

export function actionFor(group: Pick<ProblemGroup, 'code' | 'field'>): GroupAction | undefined {
  if (group.code === 'field_not_accepted' && IGNORABLE_FIELDS.includes(group.field as PaymentField))
    return 'ignore_column';
  if (group.code === 'non_sepa_characters' && group.field !== 'file') return 'transliterate';
  if (group.code === 'duplicate_in_file') return 'remove_duplicates';
  return undefined;
}

/** The issues of one group (same code, field and severity), in file order. */
export function issuesOfGroup(
  issues: readonly ValidationIssue[],
  group: Pick<ProblemGroup, 'code' | 'field' | 'severity'>,
): ValidationIssue[] {
  return issues.filter((i) => i.code === group.code && i.field === group.field && i.severity === group.severity);
}

/** "Ignore the due-date column": every non-empty cell of the field emptied, and the edits that undo it. */
export function ignoreColumnEdits(
  rows: readonly PaymentRow[],
  field: PaymentField,
): { apply: CellEdit[]; undo: CellEdit[] } {
  const apply: CellEdit[] = [];
  const undo: CellEdit[] = [];
  rows.forEach((row, index) => {
    const value = row.values[field];
    if (value === undefined || value.trim() === '') return;
    apply.push({ row: index, field, value: '' });
    undo.push({ row: index, field, value });
  });
  return { apply, undo };
}

/** "Transliterate": each flagged cell in the SEPA set (ä→a, or ä→ae in German spelling; & → +), and the edits that undo it. */
export function transliterateEdits(
  rows: readonly PaymentRow[],
  issues: readonly ValidationIssue[],
  spelling: Spelling = 'plain',
  /** The bank's set: what it takes stays as it is. */
  set: CharacterSet = STRICTEST_SET,
): { apply: CellEdit[]; undo: CellEdit[] } {
  const apply: CellEdit[] = [];
  const undo: CellEdit[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    if (issue.field === 'file' || issue.row < 0) continue;
    const key = `${issue.row}|${issue.field}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const value = rows[issue.row]?.values[issue.field];
    if (value === undefined) continue;
    const next = transliterateForEditing(value, spelling, set);
    if (next === value) continue;
    apply.push({ row: issue.row, field: issue.field, value: next });
    undo.push({ row: issue.row, field: issue.field, value });
  }
  return { apply, undo };
}

const sameValues = (a: PaymentRow, b: PaymentRow) => {
  const keys = new Set([...Object.keys(a.values), ...Object.keys(b.values)]) as Set<PaymentField>;
  for (const key of keys) if ((a.values[key] ?? '') !== (b.values[key] ?? '')) return false;
  return true;
};

/**
 * The index of the first row on a line. Rows in file order (the table's) are searched by halves,
 * so a 100,000-row table is not indexed whole each time the duplicates group is drawn.
 */
function firstRowOfLine(rows: readonly PaymentRow[]): (line: number) => number | undefined {
  let inOrder = true;
  for (let i = 1; i < rows.length && inOrder; i++) inOrder = rows[i - 1]!.line <= rows[i]!.line;
  if (!inOrder) {
    const index = new Map<number, number>();
    rows.forEach((row, i) => {
      if (!index.has(row.line)) index.set(row.line, i);
    });
    return (line) => index.get(line);
  }
  return (line) => {
    let low = 0;
    let high = rows.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (rows[mid]!.line < line) low = mid + 1;
      else high = mid;
    }
    return rows[low]?.line === line ? low : undefined;
  };
}

/**
 * The rows flagged as duplicates whose every cell equals the first row's (exact copies, safe to
 * remove); a row that differs anywhere (another due date, another name) stays for the user to judge.
 * Ascending row indices.
 */
export function exactDuplicateRows(rows: readonly PaymentRow[], issues: readonly ValidationIssue[]): number[] {
  const indexOfLine = firstRowOfLine(rows);
  const found = new Set<number>();
  for (const issue of issues) {
    if (issue.code !== 'duplicate_in_file' || issue.row < 0) continue;
    const first = indexOfLine(Number(issue.params?.firstLine));
    const row = rows[issue.row];
    if (first === undefined || first === issue.row || !row) continue;
    if (sameValues(row, rows[first]!)) found.add(issue.row);
  }
  return [...found].sort((a, b) => a - b);
}
