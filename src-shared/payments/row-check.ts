// One row being checked by the row rules (row-rules.ts): the values they read from it, filled in
// rule by rule, and the issues they report.
import type { IssueParams } from '../bank/schemas';
import type { DecimalStyle } from './amount';
import type { CharacterSet } from './charset';
import type { PaymentField, PaymentRow } from './fields';
import { issueMessage } from './messages';
import type { ValidationIssue } from './types';

const NO_ISSUES: ValidationIssue[] = Object.freeze([]) as unknown as ValidationIssue[];

/** One row being checked: what the rules read from it, filled in rule by rule, and its issues. */
export class RowCheck {
  name = '';
  iban = '';
  /** The IBAN passed every check: a row with other errors may still be named as a duplicate. */
  ibanValid = false;
  currency = '';
  amountText: string | undefined = undefined;
  /** The amount in the currency's minor units (cents), exact while below 2^53. */
  minor: number | undefined = undefined;
  method = 'sepa';
  instant = false;
  structured = '';
  unstructured = '';
  endToEnd = '';
  /** Most rows have none: they share one frozen empty list instead of each allocating its own. */
  issues: ValidationIssue[] = NO_ISSUES;
  hasError = false;

  constructor(
    readonly row: PaymentRow,
    readonly index: number,
    readonly withMessages: boolean,
    readonly detailsWanted: DetailsWanted | undefined,
    /** The characters the bank takes (the profile's set). */
    readonly characterSet: CharacterSet,
  ) {}

  /** The trimmed text of a field ('' when the file has no such column). */
  cell(field: PaymentField): string {
    const value = this.row.values[field];
    return value === undefined ? '' : value.trim();
  }

  report(
    field: PaymentField | 'file',
    code: string,
    params: IssueParams,
    severity: 'error' | 'warning' = 'error',
  ): void {
    if (severity === 'error') this.hasError = true;
    const message = this.withMessages ? issueMessage(code, params) : '';
    if (this.issues === NO_ISSUES) this.issues = [];
    this.issues.push({ line: this.row.line, row: this.index, field, code, params, message, severity });
  }
}
export type Draft = RowCheck;
/** Whether the caller still keeps the details (params) of this kind of issue, or only counts it. */
export type DetailsWanted = (code: string, field: PaymentField) => boolean;
export type Rule = (draft: RowCheck) => void;

/** Settings read once per file, not once per row. */
export interface FileRules {
  decimalStyle: DecimalStyle;
  defaultCurrency: string;
  payingAccountIban: string;
}
