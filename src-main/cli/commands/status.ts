import { parseArgs } from 'node:util';
import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import { openBankContext, openOfflineContext, withBulkContext } from '../bulk-context';
import type { CliCommand, CliIo } from '../command';
import { bulkReport, exitCodeOf, EXIT, printBulks, reportWaitEnd, waitForAll } from './bulk-report';
import { cliWords } from '../messages';

const usage = `Usage: bulkpay status [bulk_id] [--wait] [--json]

Shows bulks from the history: without a bulk id the unfinished ones and the ten most recent;
with one (Bulkpay's id or the bank's bulk_id) that bulk and every payment's outcome.
Reads the local history only, unless --wait: then it connects to the bank (active profile or
BULKPAY_* environment variables) and follows the bulks still on their way to their final state.

Options:
  --wait          follow unfinished bulks to their final state
  --timeout MIN   with --wait, stop after MIN minutes (default 70) and exit 3
  --json          print JSON instead of text

Exit codes: 0 all paid; 1 wrong usage or unknown bulk; 2 some payments not sent or rejected;
3 outcome unknown or not final yet; 5 with --wait, stopped because the bank cannot be asked (its
sign-in was refused and a new approval did not cure it, or its answers are broken); the bulk keeps
the last state the bank confirmed. While the bank keeps failing, --wait says so on stderr.`;

async function run(args: string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { wait: { type: 'boolean' }, json: { type: 'boolean' }, timeout: { type: 'string' } },
    });
  } catch (e) {
    io.err(`bulkpay status: ${(e as Error).message}\n\n${usage}`);
    return EXIT.validation;
  }
  const { values: opts, positionals } = parsed;
  if (positionals.length > 1) {
    io.err(`bulkpay status: give at most one bulk id.\n\n${usage}`);
    return EXIT.validation;
  }
  const opened = opts.wait ? await openBankContext(io) : openOfflineContext(io);
  return withBulkContext('status', io, opened, async (ctx) => {
    const { reader } = ctx.bulks;
    let bulks: BulkSummary[];
    if (positionals[0]) {
      const bulk = reader.findBulk(positionals[0]);
      if (!bulk) {
        io.err(`bulkpay status: ${cliWords(io.env).t('cli.noSuchBulk', { id: positionals[0] })}`);
        return EXIT.validation;
      }
      bulks = [bulk];
    } else {
      const open = reader.openBulks().map((b) => reader.getBulk(b.id)!);
      const recent = reader.listBulks({ limit: 10 }).bulks.filter((b) => b.processed);
      bulks = [...open, ...recent];
    }
    if (opts.wait)
      bulks = await waitForAll(
        ctx.bulks,
        bulks,
        Number(opts.timeout ?? 70) * 60_000,
        opts.json ? undefined : io,
        io.err,
      );
    if (opts.json) io.out(JSON.stringify({ bulks: bulks.map((b) => bulkReport(ctx.bulks, b)) }, null, 2));
    else if (bulks.length === 0) io.out(cliWords(io.env).t('cli.noBulks'));
    else printBulks(io, bulks, positionals[0] || opts.wait ? ctx.bulks : undefined);
    return opts.wait ? reportWaitEnd(io, ctx.bulks, bulks) : exitCodeOf(bulks);
  });
}

export const statusCommand: CliCommand = {
  name: 'status',
  summary: 'show bulks and their payments from the history; --wait follows them to the end',
  usage,
  run,
};
