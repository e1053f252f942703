import { parseCommandArgs, USAGE_ERROR, writeCommandOutput, type CliCommand, type CliIo } from '../command';
import { checkPeriod } from '../../features/reports/statement';
import { withPsuContext } from './psu-context';
import { reapproveWhenNeeded, signInPsu } from './psu-sign-in';
import { cliWords, commandHelp } from '../messages';

const help = commandHelp('statement');

function fail(io: CliIo, message: string, code = 1): number {
  io.err(`bulkpay statement: ${message}`);
  return code;
}

async function run(args: string[], io: CliIo): Promise<number> {
  const parsed = parseCommandArgs(
    'statement',
    help.usage(io.env),
    args,
    {
      from: { type: 'string' },
      to: { type: 'string' },
      output: { type: 'string', short: 'o' },
      scheduled: { type: 'boolean' },
      version: { type: 'string' },
    },
    io,
  );
  if (!parsed) return USAGE_ERROR;
  const [account, ...extra] = parsed.positionals;
  const o = parsed.values;
  if (!account || extra.length || !o.from || !o.to)
    return fail(io, `give the account, --from and --to.\n\n${help.usage(io.env)}`, USAGE_ERROR);
  const version = o.version ?? '02';
  if (version !== '02' && version !== '08') return fail(io, `--version must be 02 or 08, not ${version}.`, USAGE_ERROR);
  const period = checkPeriod(o.from, o.to);
  if (!period.ok) return fail(io, cliWords(io.env).message(period.error));
  return withPsuContext('statement', io, async (core) => {
    if (!(await signInPsu(core, io))) return 1;
    reapproveWhenNeeded(core, io);
    const statement = await core.psu.accounts.statement({
      account,
      from: o.from!,
      to: o.to!,
      includeScheduled: Boolean(o.scheduled),
      version,
    });
    if (!statement.ok) return fail(io, statement.error.message);
    const written = `${statement.value.entries} entries`;
    return writeCommandOutput('statement', io, o.output, statement.value.xml, written) ? 0 : 1;
  });
}

export const statementCommand: CliCommand = {
  name: 'statement',
  ...help,
  run,
};
