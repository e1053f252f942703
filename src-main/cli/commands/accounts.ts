import { parseArgs } from 'node:util';
import type { TFunction } from 'i18next';
import type { AccountView } from '../../../src-shared/ipc/channels/accounts';
import { USAGE_ERROR, type CliCommand } from '../command';
import { withPsuContext } from './psu-context';
import { reapproveWhenNeeded, signInPsu } from './psu-sign-in';
import { cliWords, commandHelp } from '../messages';

const help = commandHelp('accounts');

function table(accounts: AccountView[], t: TFunction): string {
  const rows = [
    [
      t('cli.account'),
      'IBAN',
      t('cli.currency'),
      t('cli.available'),
      t('cli.booked'),
      t('cli.blocked'),
      t('cli.state'),
    ],
    ...accounts.map((a) => [
      a.archived ? t('cli.archivedAccount', { name: a.name }) : a.name,
      a.iban,
      a.currency,
      ...(['available', 'booked', 'blocked'] as const).map((f) =>
        a.unknownFields?.includes(f) ? t('cli.unknown') : a[f],
      ),
      a.state + (a.stateReason ? `: ${a.stateReason}` : ''),
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const right = new Set([3, 4, 5]);
  return rows
    .map((r) =>
      r
        .map((cell, i) => (right.has(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export const accountsCommand: CliCommand = {
  name: 'accounts',
  ...help,
  async run(args, io) {
    let json: boolean;
    try {
      json = Boolean(parseArgs({ args, options: { json: { type: 'boolean' } }, allowPositionals: false }).values.json);
    } catch (e) {
      io.err(`bulkpay accounts: ${(e as Error).message}\n\n${help.usage(io.env)}`);
      return USAGE_ERROR;
    }
    return withPsuContext('accounts', io, async (core) => {
      if (!(await signInPsu(core, io))) return 1;
      reapproveWhenNeeded(core, io);
      const listed = await core.psu.accounts.list();
      const words = cliWords(io.env);
      if (!listed.ok) {
        io.err(words.error('accounts', listed.error));
        return 1;
      }
      const active = listed.value.accounts.filter((a) => !a.archived);
      const archived = listed.value.accounts.filter((a) => a.archived);
      io.out(json ? JSON.stringify(listed.value, null, 2) : table([...active, ...archived], words.t));
      return 0;
    });
  },
};
