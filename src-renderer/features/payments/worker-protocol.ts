import type { ImportSettings, ParsedPaymentFile } from '../../../src-shared/import/parse-file';
import type { ColumnMapping } from '../../../src-shared/import/mapping';
import type { ProblemGroup } from '../../../src-shared/import/problems';
import type { BulkTotals } from '../../../src-shared/import/stream-check';
import type { DecimalStyle } from '../../../src-shared/payments/amount';
import type { CharacterSet } from '../../../src-shared/payments/charset';
import type { RowResult, ValidationIssue } from '../../../src-shared/payments/types';
import type { PaymentRow } from '../../../src-shared/payments/fields';
import type { AppError } from '../../../src-shared/result';

/** Window → import worker. The worker keeps the last file's bytes so overrides re-read without a copy. */
export type WorkerRequest = WorkerCheckRequest & {
  /** The characters the active bank takes (default the strict SEPA basic set). */
  characterSet?: CharacterSet | undefined;
};
type WorkerCheckRequest =
  | {
      kind: 'open';
      id: number;
      fileName: string;
      bytes: ArrayBuffer;
      settings: ImportSettings;
      defaultCurrency: string;
    }
  | { kind: 'reread'; id: number; settings: ImportSettings; defaultCurrency: string }
  | {
      kind: 'remap';
      id: number;
      mapping: ColumnMapping;
      decimalStyle?: DecimalStyle | undefined;
      defaultCurrency: string;
    }
  /** Re-checks rows as edited in the window (e.g. after the account currency changed), keeping the edits. */
  | { kind: 'check'; id: number; rows: PaymentRow[]; decimalStyle: DecimalStyle; defaultCurrency: string };

/** Rows in the first chunk: a screenful at once; later chunks are larger (fewer messages, none long to take in). */
export const FIRST_CHUNK_ROWS = 200;
export const CHUNK_ROWS = 5000;
/** CSV rows kept in `file.cells`/`file.lines` for the mapping step's preview (the worker keeps the rest). */
export const PREVIEW_CELL_ROWS = 50;

/**
 * Import worker → window, for one request: `begin` (the file as read, without its rows), then the
 * first rows in chunks as they are checked, each with its own results (`rowResults`), then `summary`
 * (the whole file's counts per kind of problem and bulks, from the same loop as `bulkpay validate`)
 * the moment the last row is checked, then the other rows, then `done`. Nothing carries every row
 * at once, so the window never stops to take in one huge message.
 */
export type WorkerResponse =
  | { kind: 'progress'; id: number; fraction: number; stage: string }
  | {
      kind: 'begin';
      id: number;
      /** Absent for `check` (same file). `rows` is empty; `cells`/`lines` hold only the preview rows. */
      file?: ParsedPaymentFile | undefined;
      sha256?: string | undefined;
      /** Rows the file holds (for CSV counted from its line breaks, before they are read: about). */
      total: number;
    }
  | { kind: 'rows'; id: number; start: number; rows: PaymentRow[]; rowResults: RowResult[] }
  | {
      kind: 'summary';
      id: number;
      rowCount: number;
      problems: ProblemGroup[];
      errorCount: number;
      warningCount: number;
      rowsWithErrors: number;
      /** The first bulks (as `bulkpay validate` lists them) and how many there are. */
      bulkCount: number;
      bulks: BulkTotals[];
      totals: Record<string, string>;
      /** Worker time from the request to the last row checked, in ms. */
      checkMs: number;
      /** The file's problems when more were found after `begin` (an unclosed quote at the end). */
      fileIssues?: ValidationIssue[] | undefined;
    }
  /** Every row of the request has been posted. */
  | { kind: 'done'; id: number }
  | { kind: 'failed'; id: number; error: AppError };
