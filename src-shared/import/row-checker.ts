// The row loop shared by every way a file is checked: rules, duplicates (through a hash index when
// rows can be read again from the text), recently sent payments, bulks, problems per kind.
import type { DecimalStyle } from '../payments/amount';
import type { PaymentRow } from '../payments/fields';
import { issueMessage } from '../payments/messages';
import { FAST_WARNINGS, type FastRowOut } from '../payments/fast-row';
import { fingerprintHash } from '../payments/fingerprint';
import { compileRowRules } from '../payments/row-rules';
import { payeeIssues } from '../payments/payee-checks';
import type { ValidationIssue } from '../payments/types';
import { paymentFingerprint } from '../payments/validate';
import { BulkAccumulator } from './bulk-accumulator';
import { DuplicateIndex, type KeyAt } from './duplicate-index';
import type { ProblemCollector, ProblemGroup } from './problems';
import type { StreamCheckOptions } from './stream-check-options';

/** The row loop: rules, duplicates through a hash index, history, bulks, problems. */
export function rowChecker(
  options: StreamCheckOptions,
  decimalStyle: DecimalStyle,
  problems: ProblemCollector,
  /** Reads an earlier row's duplicate key again from the text: duplicates go through a hash index. */
  keyAt?: KeyAt,
  /** The key of the row the fast path just took (with `keyAt`). */
  keyNow?: () => string,
  expectedRows?: number,
) {
  // Messages are worded only for the issues kept or handed out, not for millions counted.
  const onIssue = options.onIssue;
  // With no one listening to every issue, only the first N of each kind need their details.
  const wanted = onIssue ? undefined : (code: string, field: string) => problems.wantsDetails(code, field);
  const check = compileRowRules({ ...options, decimalStyle }, false, wanted);
  const firstLineOf = new Map<string, number>();
  const index = keyAt && new DuplicateIndex(keyAt, keyNow!, expectedRows);
  const warningGroups: ProblemGroup[] = [];
  const bulks = new BulkAccumulator();
  let count = 0;
  const report = (issue: ValidationIssue) => {
    problems.add(issue);
    onIssue?.(issue.message ? issue : { ...issue, message: issueMessage(issue.code, issue.params) });
  };
  const crossRow = (line: number, row: number, code: string, params: Record<string, string | number>) => {
    if (onIssue || problems.wantsDetails(code, 'amount'))
      report({ line, row, field: 'amount', code, params, message: '', severity: 'warning' });
    else problems.count(code, 'amount', 'warning', row);
  };
  const duplicate = (at: number, line: number, first: number | undefined) => {
    if (first !== undefined) crossRow(line, at, 'duplicate_in_file', { firstLine: first });
  };
  const onRow = options.onRow;
  return {
    bulks,
    rowCount: () => count,
    /** A row through the reference rules (`start`: where it starts in the text, with `keyAt`). */
    check(row: PaymentRow, start = 0): void {
      const at = count++;
      const result = check(row, at);
      onRow?.(row, result);
      for (const issue of result.issues) report(issue);
      const fingerprint = result.payment ? paymentFingerprint(result.payment) : result.fingerprint;
      if (fingerprint !== undefined) {
        if (index) duplicate(at, row.line, index.firstLine(fingerprintHash(fingerprint), row.line, start, fingerprint));
        else {
          const first = firstLineOf.get(fingerprint);
          if (first === undefined) firstLineOf.set(fingerprint, row.line);
          duplicate(at, row.line, first);
        }
        const sent = result.payment && options.findRecentlySent?.(result.payment, fingerprint);
        if (sent) crossRow(row.line, at, 'sent_recently', { date: sent.sentAt.slice(0, 10) });
      }
      if (result.payment && options.payeeBook)
        for (const issue of payeeIssues(
          result.payment,
          row.line,
          at,
          options.payeeBook,
          options.defaultCurrency,
          row.values.payee_id,
        ))
          report(issue);
      bulks.add(row.line, result);
    },
    /** A row the fast path found clean (only with `keyAt`): its counted warnings, key and money. */
    fastRow(line: number, start: number, out: FastRowOut): void {
      const at = count++;
      for (let i = 0; i < out.warnings; i++) {
        const kind = out.warningKinds[i]!;
        const { issue, field } = FAST_WARNINGS[kind]!;
        problems.countIn((warningGroups[kind] ??= problems.groupFor(issue, field, 'warning')), at);
      }
      // read before the index may check other rows again with the same `out`
      const currency = out.currency;
      const minor = out.minor;
      duplicate(at, line, index!.firstLine(out.hash, line, start));
      bulks.addMinor(line, currency, minor);
    },
  };
}

export type RowChecker = ReturnType<typeof rowChecker>;
