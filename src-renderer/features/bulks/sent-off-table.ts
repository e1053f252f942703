import type { SubmitInput } from '../../../src-shared/ipc/channels/bulks';
import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import { splitIntoBulks } from '../../../src-shared/payments/bulks';
import type { ValidationIssue } from '../../../src-shared/payments/types';
import { tr } from '../../i18n/locale';
import { usePaymentImport } from '../payments/store';

/** Puts the bank's refusals on the import table's rows and fields, next to our own checks. */
function showOnImportTable(issues: ValidationIssue[]): void {
  if (!issues.length) return;
  usePaymentImport.setState((s) => {
    const byRow = new Map(s.issuesByRow);
    for (const issue of issues) byRow.set(issue.row, [...(byRow.get(issue.row) ?? []), issue]);
    const result = s.result && {
      ...s.result,
      issues: [...s.result.issues, ...issues],
      errorCount: s.result.errorCount + issues.length,
    };
    return { issuesByRow: byRow, result };
  });
}

/** Bulks the bank did not take: their rows stay in the import table to be fixed and sent again. */
const REFUSED_STATES = ['not_accepted', 'not_sent'];

/**
 * After a send: rows of every bulk the bank took (or may have taken: outcome unknown) leave the
 * import table, so "fix and send again" holds only the refused bulks' rows, with the bank's
 * refusals on them. Answers the sentence that tells the user so.
 */
export function takeSentOffTable(sentRows: SubmitInput['rows'], bulks: BulkSummary[], issues: ValidationIssue[]) {
  const chunks = splitIntoBulks(sentRows.map((_, index) => index));
  const taken = bulks.filter((b) => !REFUSED_STATES.includes(b.state));
  const keep = bulks.filter((b) => REFUSED_STATES.includes(b.state)).flatMap((b) => chunks[b.sequence - 1] ?? []);
  if (taken.length === 0) {
    showOnImportTable(issues);
    return undefined;
  }
  usePaymentImport.getState().keepRows(keep);
  const moved = new Map(keep.map((old, i) => [old, i]));
  showOnImportTable(issues.filter((i) => moved.has(i.row)).map((i) => ({ ...i, row: moved.get(i.row)! })));
  const count = taken.reduce((n, b) => n + b.totalCount, 0);
  const which = taken.map((b) => b.sequence).join(', ');
  const sent = tr('run.sentOff', { count, bulks: which });
  return keep.length ? `${sent} ${tr('run.sentKeep', { count: keep.length })}` : sent;
}
