import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { SubmitInput } from '../../../src-shared/ipc/channels/bulks';
import { parsePaymentFile, type ImportSettings } from '../../../src-shared/import/parse-file';
import { paymentFileInput } from '../../../src-shared/import/spreadsheet';
import type { DecimalStyle } from '../../../src-shared/payments/amount';
import type { CliIo } from '../command';
import { cliWords } from '../messages';

/**
 * `--decimal` of submit and team submit (one message for both): the amounts' decimal mark the user
 * chose, undefined when not given, or null after saying on stderr that it must be dot or comma,
 * followed by the command's `usage`.
 */
export function decimalOption(
  value: string | undefined,
  io: CliIo,
  command: string,
  usage: string,
): DecimalStyle | undefined | null {
  if (value === undefined || value === 'dot' || value === 'comma') return value;
  io.err(`bulkpay ${command}: ${cliWords(io.env).t('volReview.decimalDotOrComma')}\n\n${usage}`);
  return null;
}

/**
 * Reads a payment file into what review and submit take, or prints why it cannot be read
 * (`bulkpay <command>: …`) and returns null. `settings`: the user's choices (`--decimal`).
 */
export async function readSubmitInput(
  file: string,
  account: string,
  io: CliIo,
  command: string,
  settings: Pick<ImportSettings, 'decimalStyle' | 'sheet'> = {},
): Promise<SubmitInput | null> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(resolve(io.cwd, file));
  } catch (e) {
    io.err(
      `bulkpay ${command}: ${file} cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'}); check the name and folder.`,
    );
    return null;
  }
  // A spreadsheet is read as its sheet's CSV text (docs/spreadsheets.md); the SHA-256 stays the file's own.
  const input = await paymentFileInput(basename(file), bytes, settings);
  const read = input.ok ? parsePaymentFile(basename(file), input.value.bytes, input.value.settings) : input;
  if (!read.ok) {
    io.err(cliWords(io.env).error(command, read.error));
    return null;
  }
  const fileErrors = read.value.fileIssues.filter((i) => i.severity === 'error');
  if (fileErrors.length) {
    io.err(fileErrors.map((i) => `  ${file}:${i.line}  ${i.field}: ${i.message} [${i.code}]`).join('\n'));
    return null;
  }
  return {
    file: {
      name: basename(file),
      sha256: createHash('sha256').update(bytes).digest('hex'),
      encoding: read.value.encoding,
      // A pain.001's MsgId, so the pain.002 back to the ERP refers to the message it sent.
      ...(read.value.message ? { message: read.value.message } : {}),
    },
    rows: read.value.rows,
    decimalStyle: read.value.decimalStyle,
    paymentAccount: account,
  };
}
