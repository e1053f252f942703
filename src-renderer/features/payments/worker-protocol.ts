import type { ImportSettings, ParsedPaymentFile } from '../../../src-shared/import/parse-file';
import type { ColumnMapping } from '../../../src-shared/import/mapping';
import type { DecimalStyle } from '../../../src-shared/payments/amount';
import type { RowResult } from '../../../src-shared/payments/types';
import type { PaymentRow } from '../../../src-shared/payments/fields';
import type { AppError } from '../../../src-shared/result';

/** Window → import worker. The worker keeps the last file's bytes so overrides re-read without a copy. */
export type WorkerRequest =
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

/** Import worker → window. `rowResults` are per row so the window can re-check one edited row. */
export type WorkerResponse =
  | { kind: 'progress'; id: number; fraction: number; stage: string }
  | { kind: 'done'; id: number; file: ParsedPaymentFile; rowResults: RowResult[]; sha256: string }
  | { kind: 'checked'; id: number; rowResults: RowResult[] }
  | { kind: 'failed'; id: number; error: AppError };
