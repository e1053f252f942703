import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { MAX_FILE_BYTES } from '../../../src-shared/import/decode';
import type { ImportSettings } from '../../../src-shared/import/parse-file';
import { paymentFileInput, type SheetChoice } from '../../../src-shared/import/spreadsheet';
import {
  streamCheckPaymentFile,
  type FileCheck,
  type StreamCheckOptions,
} from '../../../src-shared/import/stream-check';
import { ok, type Result } from '../../../src-shared/result';

/** A file's check, and for a spreadsheet which of its sheets was read. */
export interface CheckedPaymentFile {
  check: FileCheck;
  spreadsheet?: SheetChoice | undefined;
}

/**
 * The one check of a payment file outside the window: `bulkpay validate` and the ERP inbox.
 * A spreadsheet is checked as its sheet's CSV text (docs/spreadsheets.md), any other file as it is,
 * by the same single pass the window's worker runs.
 */
export async function checkPaymentFile(
  fileName: string,
  bytes: Uint8Array,
  settings: ImportSettings,
  options: StreamCheckOptions = {},
): Promise<Result<CheckedPaymentFile>> {
  const input = await paymentFileInput(fileName, bytes, settings);
  if (!input.ok) return input;
  const checked = streamCheckPaymentFile(fileName, input.value.bytes, input.value.settings, options);
  if (!checked.ok) return checked;
  return ok({ check: checked.value, spreadsheet: input.value.spreadsheet });
}

/** Reads at most MAX_FILE_BYTES + 1 bytes, whatever `stat` says (`/dev/zero`, a pipe, a growing file). */
export function readCapped(path: string): Uint8Array | 'too_large' {
  const fd = openSync(path, 'r');
  try {
    const hint = fstatSync(fd).size;
    let buffer = Buffer.allocUnsafe(Math.min(Math.max(hint, 65536), MAX_FILE_BYTES) + 1);
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        if (length > MAX_FILE_BYTES) return 'too_large';
        const grown = Buffer.allocUnsafe(Math.min(buffer.length * 2, MAX_FILE_BYTES + 1));
        buffer.copy(grown, 0, 0, length);
        buffer = grown;
      }
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
      if (length > MAX_FILE_BYTES) return 'too_large';
    }
    return buffer.subarray(0, length);
  } finally {
    closeSync(fd);
  }
}
