import { DecimalTally } from '../../../src-shared/import/decimal-vote';
import { decimalTieBreak } from '../../../src-shared/import/delimiter';
import type { PaymentRow } from '../../../src-shared/payments/fields';
import type { ValidationIssue } from '../../../src-shared/payments/types';
import { groupProblems } from '../../../src-shared/import/problems';
import {
  REVIEW_LISTED_ISSUES,
  type ReviewSummary,
  type UploadedInput,
} from '../../../src-shared/ipc/channels/import-volume';
import type { Review } from '../../../src-shared/ipc/channels/bulks';
import { err, ok, type Result } from '../../../src-shared/result';
import type { HandlerMap } from '../../platform/ipc/dispatch';
import type { BulkServices } from './bulk-services';
import { decimalMarkProblemOf, Uploads } from './uploads';

type ImportVolumeHandlers = Pick<
  HandlerMap,
  'importVolume:upload' | 'importVolume:review' | 'importVolume:submit' | 'importVolume:discard'
>;

/** A review as a summary: counts and problems per kind, the first few issues listed (the plan hash covers them all). */
export function reviewSummary(review: Review): ReviewSummary {
  return {
    ...review,
    errors: review.errors.slice(0, REVIEW_LISTED_ISSUES),
    warnings: review.warnings.slice(0, REVIEW_LISTED_ISSUES),
    errorCount: review.errors.length,
    warningCount: review.warnings.length,
    errorGroups: groupProblems(review.errors, 5),
    warningGroups: groupProblems(review.warnings, 5),
  };
}

/**
 * Main's own vote on the decimal mark of the uploaded rows: their later rows voting for another
 * mark than their first refuses the review and the send (the amounts would be read wrong), unless
 * the user chose the mark.
 */
function unclearDecimalMark(uploads: Uploads, { upload, decimalStyleChosen, delimiter }: UploadedInput): Result<void> {
  // A tied vote goes by the file's delimiter, the same rule as the window's check and the CLI's read.
  return refusal(decimalStyleChosen ? undefined : uploads.decimalMarkProblem(upload, decimalTieBreak(delimiter)));
}

/**
 * Main's own vote on the decimal mark of rows sent whole (team:review, team:submit), by the same
 * rule as over an upload's rows.
 */
export function unclearDecimalMarkOfRows(
  rows: readonly PaymentRow[],
  { decimalStyleChosen, delimiter }: Pick<UploadedInput, 'decimalStyleChosen' | 'delimiter'>,
): Result<void> {
  if (decimalStyleChosen) return ok(undefined);
  const tally = new DecimalTally();
  for (const row of rows) tally.add(row.values.amount ?? '', row.line);
  return refusal(decimalMarkProblemOf(tally, decimalTieBreak(delimiter)));
}

const refusal = (problem: ValidationIssue | undefined): Result<void> =>
  problem ? err(problem.code, problem.message, [problem], problem.params as Record<string, string>) : ok(undefined);

/** Review and send of a large file: rows uploaded in chunks, the review answered as a summary. */
export function importVolumeHandlers(bulks: BulkServices, uploads = new Uploads()): ImportVolumeHandlers {
  return {
    'importVolume:upload': async ({ upload, start, total, rows, checkAs }) =>
      // checked under the active bank's character set, as the review will check them
      uploads.add(upload, start, total, rows, checkAs && { ...checkAs, characterSet: bulks.characterSet?.() }),
    'importVolume:review': async ({ decimalStyleChosen, delimiter, ...input }) => {
      const rows = uploads.input(input);
      if (!rows.ok) return rows;
      const mark = unclearDecimalMark(uploads, { ...input, decimalStyleChosen, delimiter });
      if (!mark.ok) return mark;
      const review = await bulks.submission.review(rows.value, uploads.prechecked(input.upload));
      return review.ok ? ok(reviewSummary(review.value)) : review;
    },
    'importVolume:submit': async ({
      warningsChecked,
      confirmedSeparately,
      edits,
      editsNotListed,
      planHash,
      decimalStyleChosen,
      delimiter,
      ...input
    }) => {
      const rows = uploads.input(input);
      if (!rows.ok) return rows;
      const mark = unclearDecimalMark(uploads, { ...input, decimalStyleChosen, delimiter });
      if (!mark.ok) return mark;
      const sent = await bulks.submission.submit(
        rows.value,
        {
          warningsChecked,
          planHash,
          confirmedSeparately: confirmedSeparately ?? [],
          edits: { list: edits ?? [], notListed: editsNotListed ?? 0 },
        },
        uploads.prechecked(input.upload),
      );
      if (sent.ok) uploads.drop(input.upload);
      return sent;
    },
    'importVolume:discard': async () => ok({ dropped: uploads.dropAll() }),
  };
}
