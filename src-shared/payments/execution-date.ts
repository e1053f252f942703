// The requested execution date of a pain.001 (`PmtInf/ReqdExctnDt`): one rule for the file check
// (Fix, `bulkpay validate`) and for main's review before sending (Review, `submit --json`).
import { isoDateProblem } from '../validation/calendar-date';
import type { PaymentRow } from './fields';
import { issueMessage } from './messages';
import type { ValidationIssue } from './types';

/** The warning for one payment information's requested execution date, if it needs one. */
export function executionDateIssue(date: string, line: number, today: string): ValidationIssue | undefined {
  const noSuchDay = isoDateProblem(date);
  // Written as a date, but no such day (2026-11-31): said as such, not taken for a day to compare.
  const code =
    noSuchDay && noSuchDay !== 'format'
      ? 'pain001_execution_date_no_such_day'
      : date > today
        ? 'pain001_execution_date'
        : undefined;
  if (!code) return undefined;
  const params = { date };
  return { line, row: -1, field: 'file', code, params, message: issueMessage(code, params), severity: 'warning' };
}

/** The warnings of the rows' requested execution dates: one per payment information, in file order. */
export function executionDateIssues(rows: readonly PaymentRow[], today: string): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  for (const { requestedExecution: asked } of rows) {
    if (!asked) continue;
    const key = `${asked.line}\u0000${asked.date}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const issue = executionDateIssue(asked.date, asked.line, today);
    if (issue) issues.push(issue);
  }
  return issues;
}
