import { parseArgs } from 'node:util';
import { defaultDataDir } from '../../platform/paths';
import { splitPassword } from '../../domain/team-url';
import { teamSchemaAge } from '../../../src-shared/team-schema-age';
import { APP_ROLES, type AppRole } from '../../ports/team-run-types';
import { desktopName } from '../../platform/os-user';
import { cliWords, commandHelp } from '../messages';
import type { CliCommand, CliIo } from '../command';
import { EXIT } from './bulk-report';
import type { TableCount } from '../../ports/history/history-copy';
import type { teamRunCommands } from './team-runs';
import { TEAM_EXIT, teamFailure, withTeamStore } from './team-access';

// What each subcommand needs beyond the team store (the local database, the bank client, the
// profiles) is imported when it runs: `team status` or `team role` loads none of it (issue 28).
const localHistory = () => import('../bulk-context');

const help = commandHelp('team', { notAllowed: TEAM_EXIT.notAllowed });

function printStatus(
  io: CliIo,
  s: { user: string; appRole: AppRole | null; serverVersion: string; schemaVersion: number },
) {
  const { t } = cliWords(io.env);
  const named = { server: s.serverVersion, schema: s.schemaVersion, user: s.user };
  io.out(
    s.appRole
      ? t('edges.team.status', { ...named, role: t(`edges.team.role.${s.appRole}`) })
      : t('edges.team.statusNoRole', named),
  );
}

async function passwordFor(url: string, io: CliIo): Promise<string | null> {
  const fromUrl = splitPassword(url).password;
  if (fromUrl) return fromUrl;
  if (io.env.PGPASSWORD) return io.env.PGPASSWORD;
  if (!process.stdin.isTTY || io.env.BULKPAY_NO_PROMPT) return null;
  const { ask } = await import('./psu-sign-in');
  return (await ask(cliWords(io.env).t('edges.team.passwordPrompt'), true)) || null;
}

async function connect(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { yes: { type: 'boolean' } } });
  if (positionals.length !== 1) {
    io.err(`bulkpay team connect: ${cliWords(io.env).t('edges.team.giveUrl')}\n\n${help.usage(io.env)}`);
    return EXIT.validation;
  }
  const password = await passwordFor(positionals[0]!, io);
  const { composeTeamConnector } = await import('../../app/compose-team');
  // The same steps as Settings → Team: check the server and schema, install when asked, keep the
  // password in the keychain and the address in team.json, and bind this data folder to the team.
  const opened = await composeTeamConnector(defaultDataDir(io.env), (notice) => io.err(notice));
  if (!opened.ok) {
    io.err(cliWords(io.env).error('team connect', opened.error));
    return EXIT.validation;
  }
  const { team } = opened.value;
  try {
    const connected = await team.connect(positionals[0]!, password, values.yes ?? false);
    if (!connected.ok) {
      const { code, params } = connected.error;
      if (code === 'team_schema_needs_install') {
        const words = { have: params?.have ?? 0, want: params?.want ?? '' };
        const key = params?.have ? 'edges.team.schemaUpgrade' : 'edges.team.schemaInstall';
        io.err(`bulkpay team connect: ${cliWords(io.env).t(key, words)}`);
        return EXIT.validation;
      }
      if (code === 'team_schema_newer') {
        io.err(cliWords(io.env).error('team connect', connected.error));
        return EXIT.validation;
      }
      return teamFailure(io, 'connect', connected.error);
    }
    if (connected.value.status) printStatus(io, connected.value.status);
    io.out(cliWords(io.env).t('edges.team.connected'));
    return EXIT.allPaid;
  } finally {
    await opened.value.close();
  }
}

async function status(_args: string[], io: CliIo): Promise<number> {
  return withTeamStore('status', io, async (store) => {
    const s = await store.status();
    if (!s.ok) return teamFailure(io, 'status', s.error);
    printStatus(io, s.value);
    const { t } = cliWords(io.env);
    if (teamSchemaAge(s.value) === 'older') io.out(t('edges.team.schemaOlder'));
    const indexes = s.value.indexesToRebuild.join(', ');
    if (indexes)
      io.out(t(s.value.indexesBuilding ? 'edges.team.indexesBuilding' : 'edges.team.indexesToRebuild', { indexes }));
    if (s.value.payeeNamesUnfilled)
      io.out(t(s.value.indexesBuilding ? 'edges.team.payeeNamesFilling' : 'edges.team.payeeNamesUnfilled'));
    if (s.value.payeeKeyUnicode) io.out(t('edges.team.payeeKeyUnicode', s.value.payeeKeyUnicode));
    return EXIT.allPaid;
  });
}

async function role(args: string[], io: CliIo): Promise<number> {
  const [dbRole, appRole] = args;
  if (args.length !== 2 || !APP_ROLES.includes(appRole as AppRole)) {
    const roles = APP_ROLES.join(', ');
    io.err(`bulkpay team role: ${cliWords(io.env).t('edges.team.giveRole', { roles })}\n\n${help.usage(io.env)}`);
    return EXIT.validation;
  }
  return withTeamStore('role', io, async (store) => {
    const set = await store.setRole(dbRole!, appRole as AppRole);
    if (!set.ok) return teamFailure(io, 'role', set.error);
    const { t } = cliWords(io.env);
    io.out(t('edges.team.roleSet', { user: dbRole, role: t(`edges.team.role.${appRole}`) }));
    return EXIT.allPaid;
  });
}

/** The counts of `team import-history` as a table, in the user's language. */
function printImportCounts(io: CliIo, counts: TableCount[], complete: boolean): void {
  const { t } = cliWords(io.env);
  const columns = ['here', 'teamBefore', 'teamAfter', 'copied', 'alreadyThere', 'inTeam'] as const;
  const values = (c: TableCount) => [c.local, c.teamBefore, c.teamAfter, c.copied, c.alreadyThere, c.inTeam];
  const headings = columns.map((c) => t(`teamStore.column.${c}`));
  const names = counts.map((c) => t(`teamStore.table.${c.table}`));
  const first = Math.max(t('teamStore.column.table').length, ...names.map((n) => n.length));
  io.out(t('teamStore.importTitle'));
  io.out(
    `  ${t('teamStore.column.table').padEnd(first)}  ${headings.map((h) => h.padStart(Math.max(h.length, 6))).join('  ')}`,
  );
  counts.forEach((c, row) =>
    io.out(
      `  ${names[row]!.padEnd(first)}  ${values(c)
        .map((v, k) => String(v).padStart(Math.max(headings[k]!.length, 6)))
        .join('  ')}`,
    ),
  );
  io.out(t(complete ? 'teamStore.importComplete' : 'teamStore.importIncomplete'));
}

async function importHistory(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args, options: { json: { type: 'boolean' } } });
  const { openOfflineContext } = await localHistory();
  const local = openOfflineContext(io);
  if (!local.ok) return teamFailure(io, 'import-history', local.error);
  try {
    return await withTeamStore('import-history', io, async (store) => {
      const counts = await store.importLocalHistory(local.value.bulks.reader, desktopName());
      if (!counts.ok) return teamFailure(io, 'import-history', counts.error);
      const complete = counts.value.every((c) => c.inTeam === c.local);
      if (values.json) io.out(JSON.stringify({ complete, tables: counts.value }, null, 2));
      else printImportCounts(io, counts.value, complete);
      return complete ? EXIT.allPaid : EXIT.validation;
    });
  } finally {
    await local.value.close();
  }
}

async function templates(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { json: { type: 'boolean' } } });
  const action = positionals[0] ?? 'list';
  if (positionals.length > 1 || !['list', 'push', 'pull'].includes(action)) {
    io.err(`${cliWords(io.env).t('teamStore.templatesUsage')}\n\n${help.usage(io.env)}`);
    return EXIT.validation;
  }
  const local = await (await import('../../app/compose-team')).composeLocalTemplates(defaultDataDir(io.env));
  return withTeamStore('templates', io, async (store) => {
    const team = store.templates();
    const done = await store.guard(async () => {
      if (action === 'push') for (const t of local.list()) await team.save(t);
      if (action === 'pull') for (const t of await team.list()) local.save(t);
      return team.list();
    });
    if (!done.ok) return teamFailure(io, 'templates', done.error);
    if (values.json) io.out(JSON.stringify(done.value, null, 2));
    else {
      const { t } = cliWords(io.env);
      if (action === 'push') io.out(t('teamStore.templatesPushed', { count: local.list().length }));
      if (action === 'pull') io.out(t('teamStore.templatesPulled', { count: done.value.length }));
      io.out(
        done.value.length
          ? t('teamStore.templatesList', { names: done.value.map((m) => m.name).join(', ') })
          : t('teamStore.templatesNone'),
      );
    }
    return EXIT.allPaid;
  });
}

type RunCommand = keyof ReturnType<typeof teamRunCommands>;

/** The run commands (team-runs.ts), named here so the file loads only when one of them runs. */
const RUN_COMMANDS = [
  'submit',
  'release',
  'return',
  'send',
  'show',
  'runs',
  'follow',
] as const satisfies readonly RunCommand[];
// Every run command is listed: a new one in team-runs.ts fails the typecheck until it is named above.
const _everyRunCommandListed: [Exclude<RunCommand, (typeof RUN_COMMANDS)[number]>] extends [never] ? true : never =
  true;

const SUBCOMMANDS: Record<string, (args: string[], io: CliIo) => Promise<number>> = {
  templates,
  connect,
  status,
  role,
  'import-history': importHistory,
  settings: async (args, io) =>
    (await import('./team-settings')).teamSettingsCommand(withTeamStore, help.usage)(args, io),
  rules: async (args, io) => (await import('./team-rules')).teamRulesCommand(withTeamStore)(args, io),
  ...Object.fromEntries(
    RUN_COMMANDS.map((name) => [
      name,
      async (args: string[], io: CliIo) => (await import('./team-runs')).teamRunCommands(withTeamStore)[name](args, io),
    ]),
  ),
};

async function run(args: string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = args;
  const command = sub && Object.hasOwn(SUBCOMMANDS, sub) ? SUBCOMMANDS[sub] : undefined;
  if (!command) {
    const { t } = cliWords(io.env);
    const why = sub ? t('edges.team.unknownCommand', { name: sub }) : t('edges.team.whichCommand');
    io.err(`bulkpay team: ${why}\n\n${help.usage(io.env)}`);
    return EXIT.validation;
  }
  try {
    return await command(rest, io);
  } catch (e) {
    if ((e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`bulkpay team ${sub}: ${(e as Error).message}\n\n${help.usage(io.env)}`);
      return EXIT.validation;
    }
    throw e;
  }
}

export const teamCommand: CliCommand = {
  name: 'team',
  ...help,
  run,
};
