import { decimalTieBreak } from '../../../src-shared/import/delimiter';
import type { ValidationIssue } from '../../../src-shared/payments/types';
import { groupProblems } from '../../../src-shared/import/problems';
import {
  REVIEW_LISTED_ISSUES,
  type ReviewSummary,
  type UploadedInput,
} from '../../../src-shared/ipc/channels/import-volume';
import type { Review, SubmitInput } from '../../../src-shared/ipc/channels/bulks';
import { err, ok, type Result } from '../../../src-shared/result';
import type { HandlerMap } from '../../platform/ipc/dispatch';
import type { BulkServices } from './bulk-services';
import { Uploads } from './uploads';

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
 * The review/submit input with the upload's rows, once every row is in and main's own vote on their
 * decimal mark agrees: later rows voting for another mark than the first refuse the review and the
 * send (the amounts would be read wrong), unless the user chose the mark. One path for a file sent
 * alone (importVolume:*) and a team run (team:review, team:submit).
 */
export function uploadedRows(
  uploads: Uploads,
  { decimalStyleChosen, delimiter, ...input }: UploadedInput,
): Result<SubmitInput> {
  const rows = uploads.input(input);
  if (!rows.ok) return rows;
  // A tied vote goes by the file's delimiter, the same rule as the window's check and the CLI's read.
  const mark = refusal(
    decimalStyleChosen ? undefined : uploads.decimalMarkProblem(input.upload, decimalTieBreak(delimiter)),
  );
  return mark.ok ? rows : mark;
}

const refusal = (problem: ValidationIssue | undefined): Result<void> =>
  problem ? err(problem.code, problem.message, [problem], problem.params as Record<string, string>) : ok(undefined);

/** Review and send of a large file: rows uploaded in chunks, the review answered as a summary. */
export function importVolumeHandlers(bulks: BulkServices, uploads = new Uploads()): ImportVolumeHandlers {
  return {
    'importVolume:upload': async ({ upload, start, total, rows, checkAs }) =>
      // checked under the active bank's character set, as the review will check them
      uploads.add(upload, start, total, rows, checkAs && { ...checkAs, characterSet: bulks.characterSet?.() }),
    'importVolume:review': async (input) => {
      const rows = uploadedRows(uploads, input);
      if (!rows.ok) return rows;
      const review = await bulks.submission.review(rows.value, uploads.prechecked(input.upload));
      return review.ok ? ok(reviewSummary(review.value)) : review;
    },
    'importVolume:submit': async ({
      warningsChecked,
      confirmedSeparately,
      edits,
      editsNotListed,
      planHash,
      ...input
    }) => {
      const rows = uploadedRows(uploads, input);
      if (!rows.ok) return rows;
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
