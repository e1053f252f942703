import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { err, ok, type Result } from '../../../src-shared/result';

/**
 * Team mode is sticky per data folder: once a desktop joins a team database, a marker file stays
 * beside team.json, and every solo send path (bulk submit and resend, single payments, the CLI's
 * submit and resend) asks `soloSendGuard` first. Only an admin of the team leaves team mode
 * (TeamService.disconnect), which is what removes the marker. The marker is a convenience: the
 * binding that holds against a user editing their data folder is the one in the bank keys'
 * keychain entries (KeyService.boundTeam), which the guard also reads.
 */
export const TEAM_BOUND_FILE = 'team-bound.json';

/** Decides whether a send outside a released team run may go ahead on this desktop. */
export type SendGuard = () => Promise<Result<void>>;

export function markTeamBound(dataDir: string, url: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(join(dataDir, TEAM_BOUND_FILE), JSON.stringify({ url, since: new Date().toISOString() }, null, 2), {
    mode: 0o600,
  });
}

export function clearTeamBound(dataDir: string): void {
  rmSync(join(dataDir, TEAM_BOUND_FILE), { force: true });
}

/** The team database this data folder is bound to (even after team.json is gone), or null. */
export function teamBoundUrl(dataDir: string): string | null {
  const file = join(dataDir, TEAM_BOUND_FILE);
  if (!existsSync(file)) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { url?: unknown };
    return typeof parsed.url === 'string' ? parsed.url : '';
  } catch {
    return ''; // a damaged marker still binds the folder
  }
}

/** This desktop is in team mode: the environment names a team database, or the folder joined one. */
export function isTeamBound(dataDir: string, env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.BULKPAY_TEAM_URL) || existsSync(join(dataDir, 'team.json')) || teamBoundUrl(dataDir) !== null;
}

/**
 * The one check every solo send path makes. In team mode nothing is sent straight from an import
 * or a form: payments go through a team run (submitted, released by a second person, claimed).
 * `unreachable` (the app's team connection) words the refusal when the team database is down;
 * `keysBoundTeam` (KeyService.boundTeam) is the team binding kept with the bank keys in the OS
 * keychain, which holds when the data folder's files are gone.
 */
export function soloSendGuard(
  dataDir: string,
  env: NodeJS.ProcessEnv,
  unreachable?: () => Promise<boolean>,
  keysBoundTeam?: () => Promise<Result<string | null>>,
): SendGuard {
  return async () => {
    if (!isTeamBound(dataDir, env)) {
      // The data folder's marker files may have been deleted: the keys' own binding still holds.
      const keys = await keysBoundTeam?.();
      if (keys && !keys.ok) return keys;
      if (!keys || keys.value === null) return ok(undefined);
    }
    if (unreachable && (await unreachable()))
      return err(
        'team_send_refused_unreachable',
        'Nothing is sent while the team database cannot be reached: every payment is recorded there first. You can still import and check files; try again when it answers.',
      );
    return err(
      'team_send_needs_release',
      'This desktop is in team mode: submit the payments for release, and send them once a second person has released them.',
    );
  };
}
