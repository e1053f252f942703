import { readFileSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkPaymentFile } from '../../../src-shared/import/check-file';
import { ENCODINGS, MAX_FILE_BYTES, type EncodingName } from '../../../src-shared/import/decode';
import { delimiterFromName, delimiterName } from '../../../src-shared/import/delimiter';
import { parsePaymentFile, remapPaymentFile, type ParsedPaymentFile } from '../../../src-shared/import/parse-file';
import { mappingFromTemplate } from '../../../src-shared/import/templates';
import type { DecimalStyle } from '../../../src-shared/payments/amount';
import type { ValidationIssue, ValidationResult } from '../../../src-shared/payments/types';
import { defaultDataDir } from '../../paths';
import { TemplateStore } from '../../import/template-store';
import { USAGE_ERROR, type CliCommand, type CliIo } from '../command';
import { cliWords } from '../messages';

const usage = `Usage: bulkpay validate <file> [options]

Checks a payment file (CSV or pain.001 XML) offline against every rule of the bank's bulk
request, and shows how it would be split into bulks of at most 100 payments.
Exits 0 when the file has no errors, 1 when it has, 2 on wrong usage.

Options:
  --json               print one JSON object instead of text
  --currency CODE      currency for rows without one (your payment account's, e.g. EUR)
  --encoding NAME      ${ENCODINGS.join(', ')} (default: detected)
  --delimiter D        , ; tab | (default: detected)
  --decimal STYLE      dot (1,234.56) or comma (1.234,56) (default: detected)
  --template NAME      a column mapping saved in the app's import screen`;

/** The `--json` output. Keys and issue fields are a stable interface for scripts. */
interface JsonReport {
  file: string;
  encoding: string | null;
  delimiter: string | null;
  rows: number;
  bulks: { count: number; totals: Record<string, string> }[];
  errors: { line: number; field: string; code: string; message: string }[];
  warnings: { line: number; field: string; code: string; message: string }[];
}

const brief = ({ line, field, code, message }: ValidationIssue) => ({ line, field, code, message });

function toJson(
  file: string,
  parsed: ParsedPaymentFile | undefined,
  result: ValidationResult | undefined,
  fileError?: ValidationIssue,
): JsonReport {
  const issues = fileError ? [fileError] : (result?.issues ?? []);
  return {
    file,
    encoding: parsed?.encoding ?? null,
    delimiter: parsed?.delimiter ?? null,
    rows: result?.rowCount ?? 0,
    bulks: (result?.bulks ?? []).map((b) => ({ count: b.count, totals: b.totals })),
    errors: issues.filter((i) => i.severity === 'error').map(brief),
    warnings: issues.filter((i) => i.severity === 'warning').map(brief),
  };
}

function toText(
  file: string,
  parsed: ParsedPaymentFile,
  result: ValidationResult,
  words: ReturnType<typeof cliWords>,
): string {
  const out: string[] = [];
  const format =
    parsed.format === 'csv'
      ? `CSV, delimiter "${delimiterName(parsed.delimiter ?? ',')}", decimal ${parsed.decimalStyle}`
      : parsed.format;
  out.push(
    `${file}: ${result.rowCount} payments in ${result.bulks.length} bulk(s) (${parsed.encoding}${parsed.bom ? ' with BOM' : ''}, ${format})`,
  );
  for (const b of result.bulks) {
    const totals =
      Object.entries(b.totals)
        .map(([c, v]) => `${c} ${v}`)
        .join(', ') || 'no readable amounts';
    out.push(
      `  bulk ${b.index + 1}: ${b.count} payments (lines ${parsed.rows[b.firstRow]?.line}–${parsed.rows[b.endRow - 1]?.line}), total ${totals}`,
    );
  }
  if (result.bulks.length > 1) out.push('  Each bulk needs its own approval on the phone.');
  const section = (title: string, list: ValidationIssue[]) => {
    if (!list.length) return;
    out.push('', title);
    for (const i of list) out.push(`  ${file}:${i.line}  ${words.field(i.field)}: ${words.message(i)} [${i.code}]`);
  };
  const errors = result.issues.filter((i) => i.severity === 'error');
  section(`${errors.length} error(s) in ${result.rowsWithErrors} row(s):`, errors);
  section(
    `${result.warningCount} warning(s):`,
    result.issues.filter((i) => i.severity === 'warning'),
  );
  out.push('', errors.length ? 'Not ready to send: fix the errors above.' : 'No errors: ready to send.');
  return out.join('\n');
}

async function run(args: string[], io: CliIo): Promise<number> {
  let parsedArgs;
  try {
    parsedArgs = parseArgs({
      args,
      allowPositionals: true,
      options: {
        json: { type: 'boolean' },
        currency: { type: 'string' },
        encoding: { type: 'string' },
        delimiter: { type: 'string' },
        decimal: { type: 'string' },
        template: { type: 'string' },
      },
    });
  } catch (e) {
    io.err(`bulkpay validate: ${(e as Error).message}\n\n${usage}`);
    return USAGE_ERROR;
  }
  const { values: opts, positionals } = parsedArgs;
  const usageError = (message: string) => (io.err(`bulkpay validate: ${message}\n\n${usage}`), USAGE_ERROR);
  if (positionals.length !== 1) return usageError('give exactly one file to check.');
  const file = positionals[0]!;
  if (opts.encoding && !(ENCODINGS as readonly string[]).includes(opts.encoding.toLowerCase()))
    return usageError(`unknown encoding "${opts.encoding}".`);
  const delimiter = opts.delimiter === undefined ? undefined : delimiterFromName(opts.delimiter);
  if (opts.delimiter !== undefined && !delimiter)
    return usageError(`unknown delimiter "${opts.delimiter}"; use , ; tab or |.`);
  if (opts.decimal && opts.decimal !== 'dot' && opts.decimal !== 'comma')
    return usageError(`--decimal must be dot or comma.`);
  const currency = opts.currency?.toUpperCase();
  if (currency && !/^[A-Z]{3}$/.test(currency))
    return usageError(`--currency must be a three-letter code such as EUR.`);
  const template = opts.template ? new TemplateStore(defaultDataDir(io.env)).find(opts.template) : undefined;
  if (opts.template && !template) {
    const names = new TemplateStore(defaultDataDir(io.env)).list().map((t) => t.name);
    return usageError(
      `no saved mapping named "${opts.template}"${names.length ? `; saved: ${names.join(', ')}` : '; save one in the import screen first'}.`,
    );
  }

  const report = (issue: ValidationIssue) => {
    if (opts.json) io.out(JSON.stringify(toJson(file, undefined, undefined, issue)));
    else io.err(`${file}: ${cliWords(io.env).message(issue)}`);
    return 1;
  };
  const fileIssue = (code: string, message: string): ValidationIssue => ({
    line: 0,
    row: -1,
    field: 'file',
    code,
    message,
    severity: 'error',
  });
  const path = resolve(io.cwd, file);
  let bytes: Uint8Array;
  try {
    const size = statSync(path).size;
    if (size > MAX_FILE_BYTES)
      return report(
        fileIssue(
          'file_too_large',
          `${basename(file)} is ${(size / 1048576).toFixed(1)} MB; Bulkpay reads files up to ${MAX_FILE_BYTES / 1048576} MB. Split it into smaller files.`,
        ),
      );
    bytes = readFileSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return report(
      fileIssue(
        'file_unreadable',
        code === 'ENOENT'
          ? `There is no file ${file}; check the name and folder.`
          : `${file} cannot be read (${code ?? 'error'}); check it is a file you may open.`,
      ),
    );
  }
  const settings = {
    encoding: (opts.encoding?.toLowerCase() as EncodingName | undefined) ?? template?.encoding,
    delimiter: delimiter ?? template?.delimiter,
    decimalStyle: (opts.decimal as DecimalStyle | undefined) ?? template?.decimalStyle,
  };
  const parsed = parsePaymentFile(basename(file), bytes, settings);
  if (!parsed.ok) return report(fileIssue(parsed.error.code, parsed.error.message));
  const readFile = template
    ? remapPaymentFile(parsed.value, mappingFromTemplate(parsed.value.headers, template), settings.decimalStyle)
    : parsed.value;
  const result = checkPaymentFile(readFile, { defaultCurrency: currency });
  io.out(opts.json ? JSON.stringify(toJson(file, readFile, result)) : toText(file, readFile, result, cliWords(io.env)));
  return result.errorCount > 0 ? 1 : 0;
}

export const validateCommand: CliCommand = {
  name: 'validate',
  summary: 'check a payment file offline and show its bulks, errors and warnings',
  usage,
  run,
};
