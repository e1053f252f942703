// The import screen's problems per kind ("Due date: 16 rows"), kept as rows change: the grouped
// problem list and a group's issues without a scan of every issue of the file.
import { withMessage } from '../payments/messages';
import type { ValidationIssue } from '../payments/types';
import type { IssuesByRow } from './ledger-row-issues';
import { DEFAULT_FIRST_N, type ProblemGroup } from './problems';

/** What tells one kind of problem from another. */
export type KindKey = Pick<ValidationIssue, 'code' | 'field' | 'severity'>;
const keyOf = (issue: KindKey) => `${issue.severity}|${issue.code}|${issue.field}`;
const isOfKind = (issue: ValidationIssue, kind: KindKey) =>
  issue.code === kind.code && issue.field === kind.field && issue.severity === kind.severity;

/** One kind of problem and the rows it is on, in order (a row twice when it has it twice). */
interface Kind extends KindKey {
  rows: number[];
}

/** The issues of one kind on these rows (in row order, a row's in its order), read from `byRow`. */
function issuesOn(rows: readonly number[], kind: KindKey, byRow: IssuesByRow, limit = Infinity): ValidationIssue[] {
  const list: ValidationIssue[] = [];
  let last = Number.NaN;
  for (const row of rows) {
    if (list.length >= limit) break;
    if (row === last) continue; // a row with the kind twice: both taken at once
    last = row;
    for (const issue of byRow.get(row) ?? []) if (list.length < limit && isOfKind(issue, kind)) list.push(issue);
  }
  return list;
}

export class ProblemKinds {
  readonly #kinds = new Map<string, Kind>();
  /** The kind last counted: rows in a file mostly repeat the same few kinds. */
  #last: Kind | undefined;

  /** The kind of an issue, found among the few kinds without building its key (100,000 keys a file). */
  #kindOf(issue: ValidationIssue): Kind | undefined {
    if (this.#last && isOfKind(issue, this.#last)) return this.#last;
    for (const kind of this.#kinds.values()) if (isOfKind(issue, kind)) return (this.#last = kind);
    return undefined;
  }

  /** Adds (+1) or takes away (-1) a row's issues from the counts per kind. */
  count(issues: readonly ValidationIssue[], index: number, sign: 1 | -1): void {
    for (const issue of issues) {
      let kind = this.#kindOf(issue);
      if (!kind) {
        if (sign < 0) continue;
        kind = { code: issue.code, field: issue.field, severity: issue.severity, rows: [] };
        this.#kinds.set(keyOf(issue), kind);
      }
      const rows = kind.rows;
      let low = 0;
      let high = rows.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (rows[mid]! <= index) low = mid + 1;
        else high = mid;
      }
      if (sign > 0) rows.splice(low, 0, index);
      else if (low > 0 && rows[low - 1] === index) rows.splice(low - 1, 1);
      if (rows.length === 0) {
        this.#kinds.delete(keyOf(kind));
        if (this.#last === kind) this.#last = undefined;
      }
    }
  }

  /** The rows after a removed row move up one (its own issues already taken away). */
  moveUpAfter(index: number): void {
    for (const kind of this.#kinds.values()) {
      const rows = kind.rows;
      for (let k = rows.length - 1; k >= 0 && rows[k]! > index; k--) rows[k]!--;
    }
  }

  /** The problems per kind as `groupProblems` gives them: errors first, then by first line; the first N of each. */
  groups(byRow: IssuesByRow): ProblemGroup[] {
    const groups: ProblemGroup[] = [];
    for (const kind of this.#kinds.values()) {
      const first = issuesOn(kind.rows, kind, byRow, DEFAULT_FIRST_N).map((i) => (i.message ? i : withMessage(i)));
      const group: ProblemGroup = {
        code: kind.code,
        field: kind.field,
        severity: kind.severity,
        count: kind.rows.length,
        first,
      };
      if (kind.code === 'non_sepa_characters') group.preview = String(first[0]?.params?.preview ?? '');
      groups.push(group);
    }
    const firstLine = (g: ProblemGroup) => g.first[0]?.line ?? 0;
    // Kinds first met on the same line: in the order that line's issues come (as the file is read).
    const place = (g: ProblemGroup) => {
      const issue = g.first[0];
      return issue ? (byRow.get(issue.row)?.indexOf(issue) ?? 0) : 0;
    };
    return groups.sort((a, b) =>
      a.severity !== b.severity
        ? a.severity === 'error'
          ? -1
          : 1
        : firstLine(a) - firstLine(b) || (a.first[0]?.row ?? 0) - (b.first[0]?.row ?? 0) || place(a) - place(b),
    );
  }

  /**
   * The issues of one kind as `issuesOfGroup(result.issues, kind)` gives them, at this moment (the
   * rows per kind copied now), read from `byRow`; `byLine` when the file has issues of its own,
   * which `result.issues` orders by line (a stable sort of the same order).
   */
  reader(byRow: IssuesByRow, byLine: boolean): (kind: KindKey) => ValidationIssue[] {
    const rowsOf = new Map([...this.#kinds].map(([key, kind]) => [key, kind.rows.slice()]));
    return (kind) => {
      const list = issuesOn(rowsOf.get(keyOf(kind)) ?? [], kind, byRow);
      return byLine ? list.sort((a, b) => a.line - b.line || a.row - b.row) : list;
    };
  }
}
