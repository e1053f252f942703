// Problems kept per kind, with a count and the first rows of each: bounded whatever the file.
import { issueMessage } from '../payments/messages';
import type { ValidationIssue } from '../payments/types';

/** One kind of problem ("Due date: 16 rows"): what the import screen, the review and the CLI show. */
export interface ProblemGroup {
  /** The issue code, e.g. `field_not_accepted`. */
  code: string;
  /** The field it concerns (`file` for the file itself). */
  field: ValidationIssue['field'];
  severity: ValidationIssue['severity'];
  /** How many times it occurs in the whole file. */
  count: number;
  /** The first occurrences, in file order (at most the collector's `firstN`). */
  first: ValidationIssue[];
  /** SEPA characters: how the first such value would read in the SEPA set. */
  preview?: string | undefined;
}

export const DEFAULT_FIRST_N = 20;

/**
 * Gathers issues as the file is checked: counts per kind, the first N of each, the error and
 * warning totals and the rows with errors. Memory grows with the number of kinds, not of rows.
 */
export class ProblemCollector {
  readonly #groups = new Map<string, ProblemGroup>();
  // code → field → group: no key string built per issue (millions of them in a broken file)
  readonly #index = new Map<string, Map<string, ProblemGroup>>();
  #lastErrorRow = -2;
  errorCount = 0;
  warningCount = 0;
  rowsWithErrors = 0;

  constructor(readonly firstN = DEFAULT_FIRST_N) {}

  /** False once the first N of this kind are kept: a further one is only counted, its details unused. */
  wantsDetails(code: string, field: string): boolean {
    const group = this.#index.get(code)?.get(field);
    return !group || group.first.length < this.firstN;
  }

  add(issue: ValidationIssue): void {
    let byField = this.#index.get(issue.code);
    if (!byField) this.#index.set(issue.code, (byField = new Map()));
    let group = byField.get(issue.field);
    if (group && group.severity !== issue.severity)
      group = this.#groups.get(`${issue.severity}|${issue.code}|${issue.field}`);
    if (!group) {
      group = { code: issue.code, field: issue.field, severity: issue.severity, count: 0, first: [] };
      if (issue.code === 'non_sepa_characters') group.preview = String(issue.params?.preview ?? '');
      this.#groups.set(`${issue.severity}|${issue.code}|${issue.field}`, group);
      if (!byField.has(issue.field)) byField.set(issue.field, group);
    }
    group.count++;
    if (group.first.length < this.firstN)
      group.first.push(issue.message ? issue : { ...issue, message: issueMessage(issue.code, issue.params) });
    if (issue.severity === 'warning') this.warningCount++;
    else {
      this.errorCount++;
      // Rows arrive in order, so a row's errors are consecutive.
      if (issue.row >= 0 && issue.row !== this.#lastErrorRow) {
        this.rowsWithErrors++;
        this.#lastErrorRow = issue.row;
      }
    }
  }

  /** Errors first, then warnings; within each, the kind met first in the file first. */
  groups(): ProblemGroup[] {
    const all = [...this.#groups.values()];
    const firstLine = (g: ProblemGroup) => g.first[0]?.line ?? 0;
    return all.sort((a, b) =>
      a.severity === b.severity ? firstLine(a) - firstLine(b) : a.severity === 'error' ? -1 : 1,
    );
  }
}

/** Groups a finished list of issues the same way (the window's and main's checks). */
export function groupProblems(issues: Iterable<ValidationIssue>, firstN = DEFAULT_FIRST_N): ProblemGroup[] {
  const collector = new ProblemCollector(firstN);
  for (const issue of issues) collector.add(issue);
  return collector.groups();
}
