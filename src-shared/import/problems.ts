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
    const group = this.#group(issue.code, issue.field, issue.severity, issue);
    if (group.first.length < this.firstN)
      group.first.push(issue.message ? issue : { ...issue, message: issueMessage(issue.code, issue.params) });
    this.#counted(group, issue.row);
  }

  /**
   * Counts an issue whose details are no longer kept (`wantsDetails` said no), without an issue
   * object: what the import's fast path does for the millionth warning of a kind.
   */
  count(code: string, field: ValidationIssue['field'], severity: ValidationIssue['severity'], row: number): void {
    this.#counted(this.#group(code, field, severity, undefined), row);
  }

  /** The group an issue of this kind is counted in (for `countIn`: one lookup per kind, not per issue). */
  groupFor(code: string, field: ValidationIssue['field'], severity: ValidationIssue['severity']): ProblemGroup {
    return this.#group(code, field, severity, undefined);
  }

  /** `count` into a group `groupFor` gave. */
  countIn(group: ProblemGroup, row: number): void {
    this.#counted(group, row);
  }

  #group(
    code: string,
    field: ValidationIssue['field'],
    severity: ValidationIssue['severity'],
    issue: ValidationIssue | undefined,
  ): ProblemGroup {
    let byField = this.#index.get(code);
    if (!byField) this.#index.set(code, (byField = new Map()));
    let group = byField.get(field);
    if (group && group.severity !== severity) group = this.#groups.get(`${severity}|${code}|${field}`);
    if (!group) {
      group = { code, field, severity, count: 0, first: [] };
      if (code === 'non_sepa_characters') group.preview = String(issue?.params?.preview ?? '');
      this.#groups.set(`${severity}|${code}|${field}`, group);
      if (!byField.has(field)) byField.set(field, group);
    }
    return group;
  }

  #counted(group: ProblemGroup, row: number): void {
    group.count++;
    if (group.severity === 'warning') this.warningCount++;
    else {
      this.errorCount++;
      // Rows arrive in order, so a row's errors are consecutive.
      if (row >= 0 && row !== this.#lastErrorRow) {
        this.rowsWithErrors++;
        this.#lastErrorRow = row;
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

/** The distinct characters of a characters group's kept occurrences, in file order. */
function groupCharacters(group: Pick<ProblemGroup, 'first'>): string[] {
  const found: string[] = [];
  for (const issue of group.first)
    for (const ch of String(issue.params?.characterList ?? '')) if (!found.includes(ch)) found.push(ch);
  return found;
}

/** Lines listed in a characters group's sentence; the rest are "…" (Fix lists every row of it). */
const LINES_LISTED = 10;

/**
 * The words of a `non_sepa_characters` group as one sentence's parameters (`fix.charactersGroup`):
 * how many rows, the characters (“ä”, “ö”) and the first lines, "…" where there are more than kept.
 */
export function characterGroupParams(group: Pick<ProblemGroup, 'first' | 'count'>): {
  count: number;
  characters: string;
  lines: string;
} {
  const more = group.count > group.first.length;
  const characters = groupCharacters(group).map((c) => `“${c}”`);
  const lines = [...new Set(group.first.map((i) => i.line))];
  const listed = lines.slice(0, LINES_LISTED).join(', ');
  return {
    count: group.count,
    characters: characters.join(', ') + (more ? ', …' : ''),
    lines: listed + (more || lines.length > LINES_LISTED ? ', …' : ''),
  };
}
