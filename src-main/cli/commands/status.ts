import { parseArgs } from 'node:util';
import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import { openBankContext, openOfflineContext, withBulkContext } from '../bulk-context';
import type { CliCommand, CliIo } from '../command';
import { bulkReport, exitCodeOf, EXIT, printBulks, reportWaitEnd, waitForAll } from './bulk-report';
import { cliWords, commandHelp } from '../messages';

const help = commandHelp('status');

async function run(args: string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { wait: { type: 'boolean' }, json: { type: 'boolean' }, timeout: { type: 'string' } },
    });
  } catch (e) {
    io.err(`bulkpay status: ${(e as Error).message}\n\n${help.usage(io.env)}`);
    return EXIT.validation;
  }
  const { values: opts, positionals } = parsed;
  if (positionals.length > 1) {
    io.err(`bulkpay status: give at most one bulk id.\n\n${help.usage(io.env)}`);
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
  ...help,
  run,
};
