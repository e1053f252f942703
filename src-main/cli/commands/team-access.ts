// What every `bulkpay team …` and `bulkpay history --team` command needs before its work: the
// team store this desktop is connected to, and the words for a refusal. Kept apart from the
// commands themselves (team.ts, team-runs.ts) so a command that only reads the team database
// starts without loading the bank client, the local database or the signer (issue 28).
import type { AppError } from '../../../src-shared/result';
import { defaultDataDir } from '../../platform/paths';
import { openConnectedTeamStore } from '../../app/open-team';
import type { TeamStore } from '../../ports/team/team-store';
import type { CliIo } from '../command';
import { cliWords } from '../messages';
import { EXIT } from './bulk-report';

export const TEAM_EXIT = { ...EXIT, notAllowed: 6 } as const;

/** The error in the user's words; exit 6 for a refusal of the user's role, 1 otherwise. */
export function teamFailure(io: CliIo, command: string, error: AppError): number {
  io.err(cliWords(io.env).error(`team ${command}`, error));
  return FOUR_EYES_REFUSALS.has(error.code) ? TEAM_EXIT.notAllowed : EXIT.validation;
}

/** Refusals of the team's rules on who may do what (exit code 6). */
const FOUR_EYES_REFUSALS = new Set([
  'not_allowed_for_role',
  'four_eyes',
  'team_second_approver_needed',
  'team_admin_release_needed',
]);

/** Runs `work` with the team store this desktop is connected to, closing it afterwards. */
export async function withTeamStore(
  command: string,
  io: CliIo,
  work: (store: TeamStore) => Promise<number>,
): Promise<number> {
  const opened = await openConnectedTeamStore(defaultDataDir(io.env), io.env);
  if (!opened.ok) return teamFailure(io, command, opened.error);
  try {
    return await work(opened.value);
  } finally {
    await opened.value.close();
  }
}
