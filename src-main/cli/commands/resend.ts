import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import { openBankContext, withBulkContext } from '../bulk-context';
import { parseCommandArgs, type CliCommand, type CliIo } from '../command';
import { bulkReport, exitCodeOf, EXIT, printBulks, waitForAll } from './bulk-report';
import { totalsText } from '../../../src-shared/payments/currency';
import { cliWords, commandHelp } from '../messages';
import { countedNoun } from '../../domain/counted-noun';
import { groupIban } from '../../../src-shared/payments/iban-groups';

const help = commandHelp('resend');

async function run(args: string[], io: CliIo): Promise<number> {
  const options = {
    yes: { type: 'boolean' },
    wait: { type: 'boolean' },
    json: { type: 'boolean' },
    timeout: { type: 'string' },
  } as const;
  const parsed = parseCommandArgs('resend', help.usage(io.env), args, options, io);
  if (!parsed) return EXIT.validation;
  const { values: opts, positionals } = parsed;
  const timeoutMinutes = Number(opts.timeout ?? 70);
  if (positionals.length !== 1 || !(timeoutMinutes > 0)) {
    io.err(`bulkpay resend: give one bulk id (and a positive --timeout).\n\n${help.usage(io.env)}`);
    return EXIT.validation;
  }
  const wanted = positionals[0]!;
  return withBulkContext('resend', io, await openBankContext(io), async (ctx) => {
    const source = ctx.bulks.reader.findBulk(wanted);
    if (!source) {
      io.err(`bulkpay resend: there is no bulk ${wanted} in the history; \`bulkpay status\` lists them.`);
      return EXIT.validation;
    }
    const review = await ctx.bulks.submission.reviewResend(source.id);
    if (!review.ok) {
      io.err(cliWords(io.env).error('resend', review.error));
      return EXIT.validation;
    }
    const { count, totals, account, blocked } = review.value;
    const label = source.bankBulkId ?? source.id;
    if (!opts.json) {
      const money = totalsText(totals);
      io.out(
        `bulk ${label}: ${countedNoun(count, 'payment')} not sent${count ? `, total ${money}` : ''}${account ? `, from ${account.name} (${groupIban(account.iban)}), ${account.available} ${account.currency} available` : ''}`,
      );
      for (const p of ctx.bulks.reader.unsentPayments(source.id))
        io.out(`  line ${p.line ?? '?'}  ${p.payeeName}  ${p.accountIdentifier}  ${p.amount} ${p.currency}`);
    }
    if (blocked) {
      if (opts.json) io.out(JSON.stringify({ source: label, review: review.value, sent: false }, null, 2));
      io.err(`bulkpay resend: nothing sent: ${blocked}`);
      return EXIT.validation;
    }
    if (!opts.yes) {
      if (opts.json) io.out(JSON.stringify({ source: label, review: review.value, sent: false }, null, 2));
      else
        io.out(
          `\nNothing sent: review only. Run again with --yes to send ${count === 1 ? 'this payment' : `these ${count} payments`} as a new bulk.`,
        );
      return EXIT.reviewOnly;
    }
    const sent = await ctx.bulks.submission.resend(source.id);
    if (!sent.ok) {
      io.err(`bulkpay resend: nothing sent: ${sent.error.message}`);
      return EXIT.validation;
    }
    let bulks: BulkSummary[] = [sent.value.bulk];
    if (!opts.json) {
      io.out('');
      printBulks(io, bulks);
    }
    if (opts.wait) {
      if (!opts.json) io.out('\nWaiting for approval on the phone and the bank to process the bulk…');
      bulks = await waitForAll(ctx.bulks, bulks, timeoutMinutes * 60_000, opts.json ? undefined : io);
      if (!opts.json) printBulks(io, bulks, ctx.bulks);
    }
    if (opts.json)
      io.out(JSON.stringify({ source: label, sent: true, bulks: bulks.map((b) => bulkReport(ctx.bulks, b)) }, null, 2));
    return exitCodeOf(bulks);
  });
}

export const resendCommand: CliCommand = {
  name: 'resend',
  ...help,
  run,
};
