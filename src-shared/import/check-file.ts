import type { ValidationIssue, ValidationOptions, ValidationResult } from '../payments/types';
import { validatePayments } from '../payments/validate';
import type { ParsedPaymentFile } from './parse-file';

/** Merges problems with the file's shape into a validation, keeping file order and the counts right. */
export function withFileIssues(result: ValidationResult, fileIssues: readonly ValidationIssue[]): ValidationResult {
  if (fileIssues.length === 0) return result;
  const issues = [...fileIssues, ...result.issues].sort((a, b) => a.line - b.line || a.row - b.row);
  const errors = issues.filter((i) => i.severity === 'error');
  const rowsWithErrors = new Set(errors.filter((i) => i.row >= 0).map((i) => i.row)).size;
  return { ...result, issues, errorCount: errors.length, warningCount: issues.length - errors.length, rowsWithErrors };
}

/** Validates a parsed file with its detected decimal style: what the CLI prints and the screen shows. */
export function checkPaymentFile(file: ParsedPaymentFile, options: ValidationOptions = {}): ValidationResult {
  return withFileIssues(validatePayments(file.rows, { decimalStyle: file.decimalStyle, ...options }), file.fileIssues);
}
