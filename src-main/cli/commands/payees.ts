import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PAYEE_TRUST_STATES, type PayeeTrust } from '../../../src-shared/payments/payee-checks';
import { groupIban, withGroupedIbans } from '../../../src-shared/payments/iban-groups';
import type { PayeeEntry } from '../../ports/payee-book';
import { defaultDataDir } from '../../platform/paths';
import type { TeamPayeeBook } from '../../features/payees/team-payee-book';
import { composePayeeBook, composeTeamPayeeBook } from '../../app/compose-cli';
import { openConnectedTeamStore } from '../../app/open-team';
import type { AppError } from '../../../src-shared/result';
import { openOfflineContext } from '../bulk-context';
import { parseCommandArgs, USAGE_ERROR, writeCommandOutput, type CliCommand, type CliIo } from '../command';
import { cliWords, commandHelp } from '../messages';

const help = commandHelp('payees');

const pad = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s.padEnd(n));

function printList(io: CliIo, entries: readonly PayeeEntry[]): void {
  const { t } = cliWords(io.env);
  if (!entries.length) {
    io.out(t('cli.payeesNone'));
    return;
  }
  io.out(t('cli.payeesHeading', { count: entries.length }));
  for (const e of entries)
    io.out(
      `  ${pad(t(`cli.payeeTrust.${e.trust}`), 9)}  ${pad(e.name || '—', 30)}  ${pad(groupIban(e.iban), 42)}  ${String(e.paymentCount).padStart(5)}  ${(e.lastPaidAt ?? '').slice(0, 10)}${e.note ? `  ${e.note}` : ''}`,
    );
}

async function run(args: string[], io: CliIo): Promise<number> {
  const usage = help.usage(io.env);
  const parsed = parseCommandArgs(
    'payees',
    usage,
    args,
    { json: { type: 'boolean' }, state: { type: 'string' }, search: { type: 'string' }, reason: { type: 'string' } },
    io,
  );
  if (!parsed) return USAGE_ERROR;
  const [action = 'list', target, ...extra] = parsed.positionals;
  const state = parsed.values.state as PayeeTrust | undefined;
  const known = ['list', 'block', 'trust', 'unblock', 'export', 'import'];
  if (
    !known.includes(action) ||
    extra.length ||
    (action !== 'list' && !target) ||
    (state && !PAYEE_TRUST_STATES.includes(state))
  ) {
    io.err(
      `bulkpay payees: ${known.includes(action) ? 'check the arguments' : `there is no action “${action}”`}.\n\n${usage}`,
    );
    return USAGE_ERROR;
  }
  // In team mode the book is the team's; a team database that cannot be reached is said, never
  // replaced by this computer's book.
  const team = await openConnectedTeamStore(defaultDataDir(io.env), io.env);
  if (!team.ok && team.error.code !== 'team_not_connected') {
    io.err(cliWords(io.env).error('payees', team.error));
    return 1;
  }
  if (team.ok)
    try {
      return await onTeamBook(composeTeamPayeeBook(team.value), action, target, parsed.values, io);
    } finally {
      await team.value.close();
    }
  const opened = openOfflineContext(io);
  if (!opened.ok) {
    io.err(cliWords(io.env).error('payees', opened.error));
    return 1;
  }
  const { t, error } = cliWords(io.env);
  const book = composePayeeBook(opened.value.bulks);
  try {
    if (action === 'list') {
      const search = parsed.values.search?.toLowerCase();
      const entries = book
        .list(state)
        .filter(
          (e) =>
            !search ||
            e.name.toLowerCase().includes(search) ||
            e.iban.includes(search.toUpperCase().replace(/\s/g, '')),
        );
      if (parsed.values.json) io.out(JSON.stringify(entries, null, 2));
      else printList(io, entries);
      return 0;
    }
    if (action === 'export') {
      const csv = book.exportCsv();
      const rows = csv.trimEnd().split('\n').length - 1;
      return writeCommandOutput('payees', io, target, csv, `${rows} rows`) ? 0 : 1;
    }
    if (action === 'import') {
      const text = importFileText(io, target!);
      if (text === undefined) return 1;
      const imported = book.importCsv(text);
      if (!imported.ok) {
        io.err(error('payees', imported.error));
        return 1;
      }
      io.out(t('cli.payeesImported', { count: imported.value.rows }));
      return 0;
    }
    const done =
      action === 'block'
        ? book.block(target!, parsed.values.reason)
        : action === 'trust'
          ? book.trust(target!)
          : book.unblock(target!);
    if (!done.ok) {
      io.err(error('payees', done.error));
      return 1;
    }
    const said = { block: 'cli.payeeBlocked', trust: 'cli.payeeTrusted', unblock: 'cli.payeeUnblocked' }[action]!;
    io.out(t(said, withGroupedIbans(done.value)));
    return 0;
  } finally {
    await opened.value.close();
  }
}

/** The payee file to import, or undefined once it said why it could not be read. */
function importFileText(io: CliIo, target: string): string | undefined {
  try {
    return readFileSync(resolve(io.cwd, target), 'utf8');
  } catch (e) {
    io.err(`bulkpay payees: could not read ${target}: ${(e as Error).message}`);
    return undefined;
  }
}

/** A refusal of the team's book said; exit 6 when the member's role does not allow it. */
function refused(io: CliIo, e: AppError): number {
  io.err(cliWords(io.env).error('payees', e));
  return e.code === 'payee_trust_not_allowed' ? 6 : 1;
}

/** `bulkpay payees …` on the team's book (the database decides who may trust, block or unblock). */
async function onTeamBook(
  book: TeamPayeeBook,
  action: string,
  target: string | undefined,
  values: { json?: boolean; state?: string; search?: string; reason?: string },
  io: CliIo,
): Promise<number> {
  const { t, error } = cliWords(io.env);
  if (action === 'list' || action === 'export') {
    const entries = await book.list(values.state as PayeeTrust | undefined, values.search);
    if (!entries.ok) return (io.err(error('payees', entries.error)), 1);
    if (action === 'export') {
      const csv = await book.exportCsv();
      if (!csv.ok) return (io.err(error('payees', csv.error)), 1);
      return writeCommandOutput('payees', io, target, csv.value, `${entries.value.length} rows`) ? 0 : 1;
    }
    if (values.json) io.out(JSON.stringify(entries.value, null, 2));
    else printList(io, entries.value);
    return 0;
  }
  if (action === 'import') {
    const text = importFileText(io, target!);
    if (text === undefined) return 1;
    const imported = await book.importCsv(text);
    if (!imported.ok) return refused(io, imported.error);
    io.out(t('cli.payeesImported', { count: imported.value.rows }));
    return 0;
  }
  const done =
    action === 'block'
      ? await book.block(target!, values.reason)
      : action === 'trust'
        ? await book.trust(target!)
        : await book.unblock(target!);
  if (!done.ok) return refused(io, done.error);
  const said = { block: 'cli.payeeBlocked', trust: 'cli.payeeTrusted', unblock: 'cli.payeeUnblocked' }[action]!;
  io.out(t(said, withGroupedIbans(done.value)));
  return 0;
}

export const payeesCommand: CliCommand = {
  name: 'payees',
  ...help,
  run,
};
