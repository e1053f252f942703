import { closeSync, openSync, writeSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ENCODINGS, MAX_FILE_BYTES, type EncodingName } from '../../../src-shared/import/decode';
import { delimiterFromName } from '../../../src-shared/import/delimiter';
import type { ProblemGroup } from '../../../src-shared/import/problems';
import type { FileCheck } from '../../../src-shared/import/stream-check';
import { CHARACTER_SETS } from '../../../src-shared/payments/charset';
import { checkPaymentFile, readCapped } from '../../features/import/check-payment-file';
import { activeProfileOfFile, payeeBookOfFile } from '../../app/data-folder-files';
import { characterSetOf, namedCharacterSet } from '../../features/profiles/character-set';
import { mappingFromTemplate } from '../../../src-shared/import/templates';
import type { DecimalStyle } from '../../../src-shared/payments/amount';
import type { ValidationIssue } from '../../../src-shared/payments/types';
import { defaultDataDir } from '../../platform/paths';
import { USAGE_ERROR, type CliCommand, type CliIo } from '../command';
import { cliWords, commandHelp } from '../messages';
import { charactersSentence, validateText, type ReadFacts } from './validate-text';

/** First problems per kind kept in the JSON; the rest are counted. */
const FIRST_IN_JSON = 20;

const help = commandHelp('validate', { encodings: ENCODINGS.join(', ') });

type Brief = { line: number; field: string; code: string; params: Record<string, string | number>; message: string };
const brief = ({ line, field, code, params, message }: ValidationIssue): Brief => ({
  line,
  field,
  code,
  params: params ?? {},
  message,
});

/** The `--json` output. Keys and issue fields are a stable interface for scripts. */
function toJson(file: string, check: FileCheck | undefined, fileError?: ValidationIssue, facts?: ReadFacts) {
  const english = cliWords({ LANG: 'en' });
  const groups: ProblemGroup[] = fileError
    ? [{ code: fileError.code, field: 'file', severity: 'error', count: 1, first: [fileError] }]
    : (check?.problems ?? []);
  const firstOf = (severity: string) =>
    groups
      .filter((g) => g.severity === severity)
      .flatMap((g) => g.first.slice(0, FIRST_IN_JSON).map(brief))
      .sort((a, b) => a.line - b.line);
  return {
    file,
    encoding: check?.encoding ?? null,
    encodingReason: check ? english.t(`validateText.encodingReason.${check.encodingReason}`) : null,
    delimiter: check?.delimiter ?? null,
    format: check?.format ?? null,
    ...(facts?.spreadsheet ? { sheet: facts.spreadsheet.sheet, sheets: facts.spreadsheet.sheets } : {}),
    ...(facts ? { characterSet: facts.characterSet } : {}),
    rows: check?.rowCount ?? 0,
    bulkCount: check?.bulkCount ?? 0,
    /** The first bulks (all of them up to 1,000). */
    bulks: (check?.bulks ?? []).map((b) => ({ count: b.count, totals: b.totals })),
    totals: check?.totals ?? {},
    debtorAccounts: check?.debtorAccounts ?? [],
    errorCount: fileError ? 1 : (check?.errorCount ?? 0),
    warningCount: check?.warningCount ?? 0,
    rowsWithErrors: check?.rowsWithErrors ?? 0,
    /** Per kind: its count and first occurrences. */
    problems: groups.map((g) => ({
      code: g.code,
      field: g.field,
      severity: g.severity,
      count: g.count,
      first: g.first.slice(0, FIRST_IN_JSON).map(brief),
      ...(g.preview !== undefined ? { preview: g.preview } : {}),
      // one sentence for the kind, with its characters and first lines
      ...(g.code === 'non_sepa_characters' ? { summary: charactersSentence(g, english) } : {}),
    })),
    /** The first occurrences of each kind, in file order (every one when there are few). */
    errors: firstOf('error'),
    warnings: firstOf('warning'),
  };
}

/** Writes issues to a CSV file as they are found, in 64 KB pieces (nothing kept in memory). */
function problemWriter(path: string) {
  const fd = openSync(path, 'w');
  let pending: string[] = ['line,severity,field,code,message\n'];
  let size = 0;
  const flush = () => {
    writeSync(fd, pending.join(''));
    pending = [];
    size = 0;
  };
  const quote = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return {
    write(i: ValidationIssue) {
      const line = `${i.line},${i.severity},${i.field},${i.code},${quote(i.message)}\n`;
      pending.push(line);
      size += line.length;
      if (size > 65536) flush();
    },
    close() {
      flush();
      closeSync(fd);
    },
  };
}

async function run(args: string[], io: CliIo): Promise<number> {
  const parsed = parseValidateArgs(args, io);
  if (typeof parsed === 'number') return parsed;
  const { file, opts, namedSet, currency } = parsed;
  const template = await savedTemplate(opts.template, io);
  if (typeof template === 'number') return template;
  const report = (issue: ValidationIssue) => {
    if (opts.json) io.out(JSON.stringify(toJson(file, undefined, issue)));
    else io.err(`${file}: ${cliWords(io.env).message(issue)}`);
    return 1;
  };
  const bytes = readPaymentFile(file, io.cwd);
  if (!(bytes instanceof Uint8Array)) return report(bytes);
  const settings = {
    encoding: (opts.encoding?.toLowerCase() as EncodingName | undefined) ?? template?.encoding,
    delimiter: parsed.delimiter ?? template?.delimiter,
    decimalStyle: (opts.decimal as DecimalStyle | undefined) ?? template?.decimalStyle,
    sheet: opts.sheet,
  };
  let writer: ReturnType<typeof problemWriter> | undefined;
  if (opts['all-problems']) {
    try {
      writer = problemWriter(resolve(io.cwd, opts['all-problems']));
    } catch (e) {
      return usageError(
        io,
        `cannot write ${opts['all-problems']} (${(e as NodeJS.ErrnoException).code ?? 'error'}); choose a file in a folder you may write to.`,
      );
    }
  }
  // The payee checks against this computer's payee book, when it has one (SQLite loaded only then).
  // Imported statically: a lazy import split validate.mjs into chunks (four more files every run reads).
  const database = join(defaultDataDir(io.env), 'bulkpay.sqlite');
  const payeeBook = await payeeBookOfFile(database);
  // The bank's characters: as named, else the data folder's active profile's (strict without one).
  const characterSet = namedSet ?? characterSetOf(await activeProfileOfFile(database));
  let checked;
  try {
    checked = await checkPaymentFile(basename(file), bytes, settings, {
      defaultCurrency: currency,
      payeeBook,
      characterSet,
      onIssue: writer?.write,
      mappingFor: template ? (headers) => mappingFromTemplate(headers, template) : undefined,
    });
  } finally {
    writer?.close();
  }
  if (!checked.ok) return report(fileIssue(checked.error.code, checked.error.message));
  const { check, spreadsheet } = checked.value;
  const facts: ReadFacts = { spreadsheet, characterSet };
  io.out(
    opts.json
      ? JSON.stringify(toJson(file, check, undefined, facts))
      : validateText(file, check, opts['all-problems'], cliWords(io.env), facts),
  );
  return check.errorCount > 0 ? 1 : 0;
}

const usageError = (io: CliIo, message: string) => (
  io.err(`bulkpay validate: ${message}\n\n${help.usage(io.env)}`),
  USAGE_ERROR
);

const VALIDATE_OPTIONS = {
  json: { type: 'boolean' },
  'all-problems': { type: 'string' },
  currency: { type: 'string' },
  encoding: { type: 'string' },
  delimiter: { type: 'string' },
  decimal: { type: 'string' },
  template: { type: 'string' },
  sheet: { type: 'string' },
  'character-set': { type: 'string' },
} as const;

/** The command line's file and options, each checked; a usage error's exit code otherwise. */
function parseValidateArgs(args: string[], io: CliIo) {
  let parsedArgs;
  try {
    parsedArgs = parseArgs({ args, allowPositionals: true, options: VALIDATE_OPTIONS });
  } catch (e) {
    return usageError(io, (e as Error).message);
  }
  const { values: opts, positionals } = parsedArgs;
  if (positionals.length !== 1) return usageError(io, 'give exactly one file to check.');
  if (opts.encoding && !(ENCODINGS as readonly string[]).includes(opts.encoding.toLowerCase()))
    return usageError(io, `unknown encoding "${opts.encoding}".`);
  const delimiter = opts.delimiter === undefined ? undefined : delimiterFromName(opts.delimiter);
  if (opts.delimiter !== undefined && !delimiter)
    return usageError(io, `unknown delimiter "${opts.delimiter}"; use , ; tab or |.`);
  if (opts.decimal && opts.decimal !== 'dot' && opts.decimal !== 'comma')
    return usageError(io, cliWords(io.env).t('volReview.decimalDotOrComma'));
  const namedSet = namedCharacterSet(opts['character-set'] ?? io.env.BULKPAY_CHARACTER_SET);
  if (namedSet === null)
    return usageError(
      io,
      `unknown character set "${opts['character-set'] ?? io.env.BULKPAY_CHARACTER_SET}"; use ${CHARACTER_SETS.join(' or ')}.`,
    );
  const currency = opts.currency?.toUpperCase();
  if (currency && !/^[A-Z]{3}$/.test(currency))
    return usageError(io, `--currency must be a three-letter code such as EUR.`);
  return { file: positionals[0]!, opts, delimiter, namedSet, currency };
}

/** The saved mapping named by --template (none without it); a usage error's exit code when there is none by that name. */
async function savedTemplate(name: string | undefined, io: CliIo) {
  if (!name) return undefined;
  // Loaded only with --template: the store's schemas (zod) would double the start time of every validate.
  const store = new (await import('../../features/import/template-store')).TemplateStore(defaultDataDir(io.env));
  const template = store.find(name);
  if (template) return template;
  const names = store.list().map((t) => t.name);
  return usageError(
    io,
    `no saved mapping named "${name}"${names.length ? `; saved: ${names.join(', ')}` : '; save one in the import screen first'}.`,
  );
}

const fileIssue = (code: string, message: string): ValidationIssue => ({
  line: 0,
  row: -1,
  field: 'file',
  code,
  params: {},
  message,
  severity: 'error',
});

/** The payment file's bytes (up to MAX_FILE_BYTES), or the problem reading it as a file issue. */
function readPaymentFile(file: string, cwd: string): Uint8Array | ValidationIssue {
  let bytes: Uint8Array | 'too_large';
  try {
    bytes = readCapped(resolve(cwd, file));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return fileIssue(
      'file_unreadable',
      code === 'ENOENT'
        ? `There is no file ${file}; check the name and folder.`
        : code === 'EISDIR'
          ? `${file} is a folder; give the payment file inside it.`
          : `${file} cannot be read (${code ?? 'error'}); check it is a file you may open.`,
    );
  }
  if (bytes === 'too_large')
    return fileIssue(
      'file_too_large',
      `${basename(file)} is larger than ${MAX_FILE_BYTES / 1048576} MB (reading stopped there); Bulkpay reads files up to ${MAX_FILE_BYTES / 1048576} MB. Split it into smaller files.`,
    );
  return bytes;
}

export const validateCommand: CliCommand = {
  name: 'validate',
  ...help,
  run,
};
