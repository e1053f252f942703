import { BANK_FIELD_TO_PAYMENT_FIELD, type ValidationIssue } from '../../src-shared/payments';
import { bankFieldErrorText as describe, type BankFieldError } from '../../src-shared/bank/field-errors';
import type { BankErrorDetails } from './bank-result';

/** The bank's field errors per payment position, for the history rows (kept as objects). */
export function perPaymentErrors(
  details: Pick<BankErrorDetails, 'payments'> | null | undefined,
): Record<number, BankFieldError[]> {
  const out: Record<number, BankFieldError[]> = {};
  for (const [index, errors] of Object.entries(details?.payments ?? {})) out[Number(index)] = errors;
  return out;
}

/** Where one payment of a bulk came from in the file. */
export interface RowOrigin {
  /** 0-based row index given to validatePayments. */
  row: number;
  /** Physical 1-based line in the file. */
  line: number;
  /** 0-based place among the whole file's payments when only some rows were given (a resumed run). */
  fileRow?: number;
}

/**
 * The bank's acceptance errors as import issues, on the row and (when the bank named one) the
 * column the user must fix. `origins[i]` is where payment i of the bulk came from.
 */
export function bankRejectionIssues(
  details: Pick<BankErrorDetails, 'payments' | 'general'>,
  origins: RowOrigin[],
  bulkLabel: string,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const [index, errors] of Object.entries(details.payments ?? {})) {
    const origin = origins[Number(index)];
    if (!origin) continue;
    for (const e of errors) {
      const field = (e.field && BANK_FIELD_TO_PAYMENT_FIELD[e.field]) || 'file';
      issues.push({
        line: origin.line,
        row: origin.row,
        field,
        code: 'bank_rejected',
        params: { bulk: bulkLabel, reason: describe(e) },
        message: `The bank refused this payment in ${bulkLabel}: ${describe(e)}. Correct it and send the payments that failed again.`,
        severity: 'error',
      });
    }
  }
  for (const e of details.general ?? []) {
    issues.push({
      line: 0,
      row: -1,
      field: 'file',
      code: 'bank_rejected',
      params: { context: 'bulk', bulk: bulkLabel, reason: describe(e) },
      message: `The bank refused ${bulkLabel}: ${describe(e)}`,
      severity: 'error',
    });
  }
  return issues;
}
