import { parseArgs } from 'node:util';
import { characterGroupParams, groupProblems } from '../../../src-shared/import/problems';
import type { Review, SubmitInput } from '../../../src-shared/ipc/channels/bulks';
import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import type { PaymentRow, ValidationIssue } from '../../../src-shared/payments';
import type { LocalHistoryReader } from '../../ports/history/local-history';
import { earlierProgress, lineRanges } from '../file-progress';
import { neverReachedBank } from '../../features/reports/run';
import { openBankContext, withBulkContext } from '../bulk-context';
import type { CliCommand, CliIo } from '../command';
import { bulkReport, exitCodeOf, EXIT, printBulks, reportWaitEnd, sayProblems, waitForAll } from './bulk-report';
import { decimalOption, readSubmitInput } from './payment-file-input';
import { totalsText } from '../../../src-shared/payments/currency';
import { cliWords, commandHelp } from '../messages';
import { needsOwnConfirmation } from '../../../src-shared/validation/confirmations';
import { unconfirmedKinds, type SeparateConfirmation } from '../../../src-shared/validation/separate-confirmations';
import type { BulkServices } from '../../features/send/bulk-services';
import type { SubmitConfirmation } from '../../features/send/submission-service';
import { countedNoun } from '../../domain/counted-noun';
import { groupIban } from '../../../src-shared/payments/iban-groups';

const help = commandHelp('submit');

const issueLine = (file: string, i: Pick<ValidationIssue, 'line' | 'message' | 'code'> & { field: string }) =>
  `  ${file}:${i.line}  ${i.field}: ${i.message} [${i.code}]`;

/**
 * The separate confirmations the flags give, each kind named with the review's count:
 * `--pay-twice` for payments already sent, `--confirm-changed-payees` for changed bank details.
 */
export function separatelyConfirmed(
  flags: { 'pay-twice'?: boolean; 'confirm-changed-payees'?: boolean },
  review: { separately: readonly SeparateConfirmation[] },
): SeparateConfirmation[] {
  const given = [
    ...(flags['pay-twice'] ? ['sent_recently'] : []),
    ...(flags['confirm-changed-payees'] ? ['payee_bank_details_changed'] : []),
  ];
  return review.separately.filter((k) => given.includes(k.code)).map(({ code, count }) => ({ code, count }));
}

export function printReview(io: CliIo, file: string, review: Review): void {
  const { t, message } = cliWords(io.env);
  const a = review.account;
  const worded = (i: ValidationIssue) => issueLine(file, { ...i, message: message(i) });
  io.out(
    t('cli.reviewLine', {
      file,
      payments: review.rowCount,
      bulks: review.bulks.length,
      account: `${a.name} (${groupIban(a.iban)})`,
      available: `${a.unknownFields?.includes('available') ? t('cli.unknown') : a.available} ${a.currency}`,
    }),
  );
  for (const b of review.bulks) {
    const totals = totalsText(b.totals);
    const line = t('cli.reviewBulk', {
      bulk: b.index + 1,
      payments: b.count,
      first: b.firstLine,
      last: b.lastLine,
      totals,
    });
    io.out(`  ${line}${b.exceedsBalance ? `  ← ${t('cli.overBalance')}` : ''}`);
  }
  if (review.errors.length)
    io.out(`\n${t('cli.errorsHeading', { count: review.errors.length })}\n${review.errors.map(worded).join('\n')}`);
  if (review.warnings.length) {
    // Characters the bank does not take: one line per field with its rows, as Fix and Review show them.
    const isCharacters = (i: ValidationIssue) => i.code === 'non_sepa_characters';
    const characters = groupProblems(review.warnings.filter(isCharacters)).map(
      (g) => `  ${t('fix.charactersGroup', { ...characterGroupParams(g), field: t(`field.${g.field}`) })}`,
    );
    const others = review.warnings.filter((i) => !isCharacters(i)).map(worded);
    io.out(
      `\n${t('cli.warningsHeading', { count: review.warnings.length })}\n${[...characters, ...others].join('\n')}`,
    );
  }
  if (review.blocked) io.out(`\n${t('cli.notSent', { reason: review.blocked })}`);
}

async function run(args: string[], io: CliIo): Promise<number> {
  const parsed = parseSubmitArgs(args, io);
  if (typeof parsed === 'number') return parsed;
  const { opts, file } = parsed;
  const decimalStyle = decimalOption(opts.decimal, io, 'submit', help.usage(io.env));
  if (decimalStyle === null) return EXIT.validation;
  const read = await readSubmitInput(file, opts.account!, io, 'submit', { decimalStyle, sheet: opts.sheet });
  if (!read) return EXIT.validation;
  const { sha256 } = read.file;
  const payTwice = Boolean(opts['pay-twice']);
  const opened = await openBankContext(io);
  return withBulkContext('submit', io, opened, async (ctx) => {
    // What the bank says of the bulks resumed at start is written before the file is compared and reviewed.
    await ctx.bulks.tracker.firstLooksDone();
    const rows = payTwice ? read.rows : rowsNotYetSent(io, file, read.rows, ctx.bulks.reader, sha256);
    if (!rows) return EXIT.validation;
    const input = {
      ...read,
      rows,
      ...(opts['payment-account-id'] ? { paymentAccountId: opts['payment-account-id'] } : {}),
    };
    const review = await ctx.bulks.submission.review(input);
    if (!review.ok) {
      io.err(cliWords(io.env).error('submit', review.error));
      return EXIT.validation;
    }
    if (!opts.json) printReview(io, file, review.value);
    const { warnings } = review.value;
    // Payments already sent and changed bank details each need their own flag, never just --accept-warnings.
    const confirmed = separatelyConfirmed(opts, review.value);
    const unconfirmed = unconfirmedKinds(review.value.separately, confirmed).map((k) => k.code);
    const others = warnings.filter((w) => !needsOwnConfirmation(w.code));
    const refused = opts.yes && !review.value.blocked && unconfirmed.length > 0;
    const unchecked = opts.yes && !review.value.blocked && !refused && others.length > 0 && !opts['accept-warnings'];
    if (refused) return refuseUnconfirmed(io, file, review.value, unconfirmed, Boolean(opts.json));
    if (review.value.blocked || !opts.yes || unchecked) {
      if (opts.json) io.out(JSON.stringify({ file, review: review.value, sent: false }, null, 2));
      else if (!review.value.blocked && !unchecked)
        io.out(`\n${cliWords(io.env).t(warnings.length ? 'cli.reviewOnlyWarnings' : 'cli.reviewOnly')}`);
      if (unchecked)
        io.err(
          `bulkpay submit: nothing sent: ${countedNoun(others.length, 'warning')} ${others.length === 1 ? 'needs' : 'need'} checking:\n${others.map((i) => issueLine(file, i)).join('\n')}\nCheck them, then run again with --yes --accept-warnings to send anyway.`,
        );
      return review.value.blocked || unchecked ? EXIT.validation : EXIT.reviewOnly;
    }
    // Sends exactly what was reviewed: main refuses if its plan differs from this review's.
    return sendReviewed(
      ctx.bulks,
      io,
      file,
      input,
      {
        planHash: review.value.planHash,
        warningsChecked: Boolean(opts['accept-warnings']) || others.length === 0,
        // --pay-twice and --confirm-changed-payees are the separate confirmations, named with their counts.
        confirmedSeparately: confirmed,
      },
      { json: Boolean(opts.json), wait: Boolean(opts.wait), timeoutMinutes: parsed.timeoutMinutes },
    );
  });
}

const SUBMIT_OPTIONS = {
  account: { type: 'string' },
  'payment-account-id': { type: 'string' },
  yes: { type: 'boolean' },
  'accept-warnings': { type: 'boolean' },
  'pay-twice': { type: 'boolean' },
  'confirm-changed-payees': { type: 'boolean' },
  wait: { type: 'boolean' },
  json: { type: 'boolean' },
  timeout: { type: 'string' },
  decimal: { type: 'string' },
  sheet: { type: 'string' },
} as const;

/** The command line's file, --account and --timeout, each checked; a usage error's exit code otherwise. */
function parseSubmitArgs(args: string[], io: CliIo) {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: SUBMIT_OPTIONS });
  } catch (e) {
    io.err(`bulkpay submit: ${(e as Error).message}\n\n${help.usage(io.env)}`);
    return EXIT.validation;
  }
  const { values: opts, positionals } = parsed;
  const timeoutMinutes = Number(opts.timeout ?? 70);
  if (positionals.length !== 1 || !opts.account || !(timeoutMinutes > 0)) {
    io.err(`bulkpay submit: give one file and --account (and a positive --timeout).\n\n${help.usage(io.env)}`);
    return EXIT.validation;
  }
  return { opts, file: positionals[0]!, timeoutMinutes };
}

/** --yes without the separate confirmations the review asks for: nothing sent, and which flag would send. */
function refuseUnconfirmed(io: CliIo, file: string, review: Review, unconfirmed: string[], json: boolean): number {
  if (json) io.out(JSON.stringify({ file, review, sent: false }, null, 2));
  const held = (code: string) => review.warnings.filter((w) => w.code === code);
  if (unconfirmed.includes('sent_recently')) {
    const repeats = held('sent_recently');
    io.err(
      `bulkpay submit: nothing sent: ${countedNoun(repeats.length, 'payment')} ${repeats.length === 1 ? 'is' : 'are'} identical to payments already sent (lines ${lineRanges(repeats.map((w) => w.line))}). --accept-warnings does not cover payments already sent. Remove those rows; only if you really mean to pay them again, add --pay-twice.`,
    );
  }
  if (unconfirmed.includes('payee_bank_details_changed')) {
    const changed = held('payee_bank_details_changed');
    io.err(
      cliWords(io.env).t('cli.changedPayeesRefused', {
        count: changed.length,
        lines: lineRanges(changed.map((w) => w.line)),
      }),
    );
  }
  return EXIT.validation;
}

/** Sends the reviewed file, says each slow try on stderr, and reports the bulks (followed to the end with --wait). */
async function sendReviewed(
  bulks: BulkServices,
  io: CliIo,
  file: string,
  input: SubmitInput,
  confirmation: SubmitConfirmation,
  output: { json: boolean; wait: boolean; timeoutMinutes: number },
): Promise<number> {
  // While the bank is slow to confirm a bulk, each try is said on stderr (never minutes of silence).
  const stopSaying = sayProblems(bulks, io.err);
  const sent = await bulks.submission.submit(input, confirmation).finally(stopSaying);
  if (!sent.ok) {
    io.err(cliWords(io.env).error('submit', sent.error));
    return EXIT.validation;
  }
  let followed: BulkSummary[] = sent.value.bulks;
  if (!output.json) {
    io.out('');
    printBulks(io, followed);
    for (const i of sent.value.issues) io.out(issueLine(file, i));
  }
  if (output.wait) {
    if (!output.json) io.out(`\n${cliWords(io.env).t('cli.waitingForBulks')}`);
    followed = await waitForAll(bulks, followed, output.timeoutMinutes * 60_000, output.json ? undefined : io, io.err);
  }
  if (output.json)
    io.out(
      JSON.stringify(
        {
          file,
          fileId: sent.value.fileId,
          sent: true,
          bulks: followed.map((b) => bulkReport(bulks, b)),
          issues: sent.value.issues,
        },
        null,
        2,
      ),
    );
  else if (output.wait) printBulks(io, followed, bulks);
  return output.wait ? reportWaitEnd(io, bulks, followed) : exitCodeOf(followed);
}

/**
 * The rows of a file to review, given what earlier runs did with the same bytes: all of them for a
 * new file (or one whose earlier run sent nothing); only those that never reached the bank when
 * an earlier run stopped part-way (said so); none when every payment reached the bank (said so,
 * undefined: nothing to send). Rows refused by the bank are not offered again here either.
 */
function rowsNotYetSent(
  io: CliIo,
  file: string,
  rows: PaymentRow[],
  reader: LocalHistoryReader,
  sha256: string,
): PaymentRow[] | undefined {
  const progress = earlierProgress(
    reader,
    sha256,
    rows.map((r) => r.line),
  );
  if (progress.reached.size === 0) return rows;
  // Each row keeps its place in the whole file, so history records the right row_number.
  const left = rows.flatMap((r, index) => (progress.neverReached.has(index) ? [{ ...r, index }] : []));
  const reachedLines = [...progress.reached].flatMap((index) => (rows[index] ? [rows[index].line] : []));
  const sentBulks = progress.bulks
    .filter((b) => !neverReachedBank(b))
    .map((b) => b.bankBulkId ?? b.id)
    .join(', ');
  if (left.length === 0) {
    io.err(
      `bulkpay submit: nothing sent: this file was sent before and every payment in it reached the bank (bulks ${sentBulks}); see \`bulkpay status\`. Sending it again would pay everyone twice; only if you really mean that, add --pay-twice.`,
    );
    return undefined;
  }
  io.err(
    `${file} was sent before and stopped part-way: ${countedNoun(progress.reached.size, 'payment')} reached the bank (bulks ${sentBulks}; lines ${lineRanges(reachedLines)}), ${left.length} never did (lines ${lineRanges(left.map((r) => r.line))}). Only those ${left.length} are reviewed and sent below; the others are not sent again.`,
  );
  return left;
}

export const submitCommand: CliCommand = {
  name: 'submit',
  ...help,
  run,
};
