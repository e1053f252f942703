import { createHash } from 'node:crypto';
import type { SubmitInput } from '../../../src-shared/ipc/channels/bulks';
import { parsePaymentFile, type ImportSettings } from '../../../src-shared/import/parse-file';
import { paymentFileInput } from '../../../src-shared/import/spreadsheet';
import type { ValidationIssue } from '../../../src-shared/payments/types';
import { err, ok, type Result } from '../../../src-shared/result';

/**
 * A payment file's bytes as review and submit take them (`bulkpay submit`, `team submit`, the ERP
 * inbox's team submission), paid from `account`. A spreadsheet is read as its sheet's CSV text
 * (docs/spreadsheets.md); the SHA-256 stays the file's own. Refused with `file_errors` (the issues
 * in `details`) when the file's shape has errors (no header, broken quotes).
 */
export async function submitInputOf(
  name: string,
  bytes: Uint8Array,
  account: string,
  settings: Pick<ImportSettings, 'decimalStyle'> = {},
): Promise<Result<SubmitInput>> {
  const input = await paymentFileInput(name, bytes, settings);
  const read = input.ok ? parsePaymentFile(name, input.value.bytes, input.value.settings) : input;
  if (!read.ok) return read;
  const fileErrors: ValidationIssue[] = read.value.fileIssues.filter((i) => i.severity === 'error');
  if (fileErrors.length)
    return err('file_errors', fileErrors.map((i) => i.message).join(' '), fileErrors, {
      first: fileErrors[0]!.message,
    });
  return ok({
    file: {
      name,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      encoding: read.value.encoding,
      // A pain.001's MsgId, so the pain.002 back to the ERP refers to the message it sent.
      ...(read.value.message ? { message: read.value.message } : {}),
    },
    rows: read.value.rows,
    decimalStyle: read.value.decimalStyle,
    paymentAccount: account,
  });
}
