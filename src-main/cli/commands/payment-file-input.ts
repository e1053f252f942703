import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { SubmitInput } from '../../../src-shared/ipc/channels/bulks';
import type { ImportSettings } from '../../../src-shared/import/parse-file';
import type { ValidationIssue } from '../../../src-shared/payments/types';
import { submitInputOf } from '../../features/import/submit-input';
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
  const input = await submitInputOf(basename(file), bytes, account, settings);
  if (input.ok) return input.value;
  if (input.error.code === 'file_errors') {
    const issues = input.error.details as ValidationIssue[];
    io.err(issues.map((i) => `  ${file}:${i.line}  ${i.field}: ${i.message} [${i.code}]`).join('\n'));
  } else io.err(cliWords(io.env).error(command, input.error));
  return null;
}
