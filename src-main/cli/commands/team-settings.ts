import { parseArgs } from 'node:util';
import { copyProfileSettings, sqliteProfileSettings } from '../../features/profiles/profile-settings';
import { profileNameKey } from '../../ports/profiles';
import { acceptTeamAddress, signedInProfiles } from '../../features/profiles/team-address';
import type { TeamStore } from '../../ports/team/team-store';
import type { Keychain } from '../../ports/secret-store';
import type { BankProfile, ProfileStore } from '../../ports/profiles';
import { openOfflineContext } from '../bulk-context';
import type { CliIo } from '../command';
import { cliWords } from '../messages';
import { EXIT } from './bulk-report';
import { teamFailure } from './team-access';

type WithStore = (command: string, io: CliIo, work: (store: TeamStore) => Promise<number>) => Promise<number>;

/**
 * `bulkpay team settings [push | pull]`: the team's bank profiles (their non-secret settings:
 * addresses, application and client id). push copies this desktop's into the team (admins only:
 * the database refuses anyone else), pull the team's onto this desktop, keeping each profile's
 * own key and client secret. A new address for a profile holding this desktop's key, client
 * secret or bank sign-in is not used: pull prints both its addresses, and a later
 * `--accept-address <profile> --address <url> [--bulk-address <url>]` naming the addresses the
 * user saw takes it if that pull leaves it unchanged (ending the bank sign-in on it, with a local
 * audit entry).
 */
export function teamSettingsCommand(withTeamStore: WithStore, usage: (env: NodeJS.ProcessEnv) => string) {
  return async function settings(args: string[], io: CliIo): Promise<number> {
    const parsed = parseSettingsArgs(args, io, usage);
    if (typeof parsed === 'number') return parsed;
    const { action, accepting, json } = parsed;
    const local = openOfflineContext(io);
    if (!local.ok) return teamFailure(io, 'settings', local.error);
    try {
      const { profiles, keychain } = local.value.profiles();
      const desktop = sqliteProfileSettings(profiles, await signedInProfiles(profiles, keychain));
      const seen = accepting ? seenAddress(io, profiles, accepting, parsed.given, parsed.givenBulk) : undefined;
      if (typeof seen === 'number') return seen;
      return await withTeamStore('settings', io, async (store) => {
        const team = store.profiles();
        const done = await store.guard(async () => {
          const copied =
            action === 'push'
              ? await copyProfileSettings(desktop, team)
              : action === 'pull'
                ? await copyProfileSettings(team, desktop)
                : [];
          return { copied: copied.length, team: await team.list() };
        });
        if (!done.ok) return teamFailure(io, 'settings', done.error);
        let accepted: string | null = null;
        if (accepting) {
          const actor = local.value.bulks.submission.actor;
          const taken = await acceptSeenAddress(io, { profiles, keychain, actor }, accepting, seen);
          if (typeof taken === 'number') return taken;
          accepted = taken.baseUrl;
          if (!json) io.out(cliWords(io.env).t('profileFix.accepted', { name: taken.name, baseUrl: taken.baseUrl }));
        }
        const waiting = waitingAddresses(profiles);
        if (json) io.out(JSON.stringify({ action, ...done.value, waiting, accepted }, null, 2));
        else printSettings(io, action, done.value, waiting);
        return EXIT.allPaid;
      });
    } finally {
      await local.value.close();
    }
  };
}

/** The action and the addresses an accept names, each checked; a usage error's exit code otherwise. */
function parseSettingsArgs(args: string[], io: CliIo, usage: (env: NodeJS.ProcessEnv) => string) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      json: { type: 'boolean' },
      'accept-address': { type: 'string' },
      address: { type: 'string' },
      'bulk-address': { type: 'string' },
    },
  });
  const action = positionals[0] ?? 'list';
  const accepting = values['accept-address'];
  const given = values.address;
  if (
    positionals.length > 1 ||
    !['list', 'push', 'pull'].includes(action) ||
    (accepting && action !== 'pull') ||
    (!accepting && (given !== undefined || values['bulk-address'] !== undefined))
  ) {
    io.err(`${cliWords(io.env).t('teamStore2.settingsUsage')}\n\n${usage(io.env)}`);
    return EXIT.validation;
  }
  return { action, accepting, given, givenBulk: values['bulk-address'] ?? given, json: Boolean(values.json) };
}

type Seen = { baseUrl: string; bulkBaseUrl: string };

const profileNamed = (profiles: ProfileStore, name: string) =>
  profiles.list().find((p) => !p.demo && profileNameKey(p.name) === profileNameKey(name));

/**
 * The team address waiting for a profile before this pull (printed by an earlier one), when the
 * accept names it: both addresses, as the user saw them, so a bulk address changed alone is never
 * taken unseen. An exit code when the accept names other addresses.
 */
function seenAddress(
  io: CliIo,
  profiles: ProfileStore,
  accepting: string,
  given: string | undefined,
  givenBulk: string | undefined,
): Seen | undefined | number {
  const before = profileNamed(profiles, accepting);
  if (before?.teamBaseUrl == null || before.teamBulkBaseUrl == null) return undefined;
  const seen = { baseUrl: before.teamBaseUrl, bulkBaseUrl: before.teamBulkBaseUrl };
  if (sameAddress(given, seen.baseUrl) && sameAddress(givenBulk, seen.bulkBaseUrl)) return seen;
  io.err(
    cliWords(io.env).t('guardFix.addressNotConfirmed', {
      name: before.name,
      baseUrl: seen.baseUrl,
      bulkBaseUrl: seen.bulkBaseUrl,
      command: acceptCommand(before.name, seen.baseUrl, seen.bulkBaseUrl),
    }),
  );
  return EXIT.validation;
}

/**
 * Takes the address the user saw if this pull left it unchanged (ending the bank sign-in on it,
 * with a local audit entry): the profile, or an exit code with what stopped it.
 */
async function acceptSeenAddress(
  io: CliIo,
  { profiles, keychain, actor }: { profiles: ProfileStore; keychain: Keychain; actor: string },
  accepting: string,
  seen: Seen | undefined,
): Promise<BankProfile | number> {
  const { t } = cliWords(io.env);
  const target = profileNamed(profiles, accepting);
  const taken = target && seen && (await acceptTeamAddress(profiles, keychain, target.id, actor, seen));
  if (taken && !taken.ok && taken.error.code === 'team_address_changed') {
    const now = profiles.get(target.id);
    io.err(
      t('profileFix2.addressChanged', {
        name: target.name,
        baseUrl: now?.teamBaseUrl ?? '—',
        bulkBaseUrl: now?.teamBulkBaseUrl ?? '—',
        command:
          now?.teamBaseUrl && now.teamBulkBaseUrl
            ? acceptCommand(target.name, now.teamBaseUrl, now.teamBulkBaseUrl)
            : 'bulkpay team settings pull',
      }),
    );
    return EXIT.validation;
  }
  if (taken && !taken.ok && taken.error.code !== 'no_team_address') {
    io.err(t('profileFix2.keychainFailed', { name: target.name, reason: taken.error.message }));
    return EXIT.validation;
  }
  if (!taken?.ok) {
    io.err(t('profileFix.noPending', { name: accepting.trim() }));
    return EXIT.validation;
  }
  return taken.value;
}

/** Addresses the team gives a profile holding this desktop's secrets: they wait for the user. */
function waitingAddresses(profiles: ProfileStore) {
  return profiles
    .list()
    .filter((p) => p.teamBaseUrl !== null && p.teamBulkBaseUrl !== null && !p.teamAddressKept)
    .map((p) => ({
      name: p.name,
      current: p.baseUrl,
      teamBaseUrl: p.teamBaseUrl!,
      teamBulkBaseUrl: p.teamBulkBaseUrl!,
    }));
}

/** What push or pull copied, the team's profiles, and each address waiting with the command that accepts it. */
function printSettings(
  io: CliIo,
  action: string,
  done: { copied: number; team: { name: string; baseUrl: string; tppClientId: string | null }[] },
  waiting: ReturnType<typeof waitingAddresses>,
): void {
  const { t } = cliWords(io.env);
  if (action === 'push') io.out(t('teamStore2.settingsPushed', { count: done.copied }));
  if (action === 'pull') io.out(t('teamStore2.settingsPulled', { count: done.copied }));
  for (const p of done.team)
    io.out(t('teamStore2.settingsLine', { name: p.name, baseUrl: p.baseUrl, clientId: p.tppClientId ?? '—' }));
  if (!done.team.length) io.out(t('teamStore2.settingsNone'));
  for (const w of waiting)
    io.out(
      t('profileFix.pendingAddress', {
        name: w.name,
        host: hostOf(w.teamBaseUrl),
        baseUrl: w.teamBaseUrl,
        bulkBaseUrl: w.teamBulkBaseUrl,
        current: w.current,
        command: acceptCommand(w.name, w.teamBaseUrl, w.teamBulkBaseUrl),
      }),
    );
}

/** The host of an address (what the user checks with their team), or the address itself. */
export function hostOf(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
}

/** The command that accepts a waiting team address, naming both addresses as the user sees them. */
function acceptCommand(name: string, baseUrl: string, bulkBaseUrl: string): string {
  const bulk = sameAddress(bulkBaseUrl, baseUrl) ? '' : ` --bulk-address ${shellWord(bulkBaseUrl)}`;
  return `bulkpay team settings pull --accept-address ${shellWord(name)} --address ${shellWord(baseUrl)}${bulk}`;
}

/** One word for a POSIX shell, pasted as printed: '…' with any ' inside written as '\''. */
export function shellWord(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** Whether an address given on the command line is the stored one (a trailing slash aside). */
function sameAddress(given: string | undefined, stored: string): boolean {
  const bare = (u: string) => u.trim().replace(/\/+$/, '');
  return given !== undefined && bare(given) === bare(stored);
}
