// Opening the team database this data folder is connected to (team.json, the password in the OS
// keychain), on its own so a command that only reads the team (`bulkpay team status`) loads neither
// the bank client nor the local database.
import type { Result } from '../../src-shared/result';
import { createKeychain } from '../adapters/keychain/keychain';
import { openTeamStore } from '../adapters/postgres/team-connection';
import type { TeamStore } from '../ports/team/team-store';

/** The team store of the data folder's team connection, or why it cannot be opened. */
export function openConnectedTeamStore(dataDir: string, env: NodeJS.ProcessEnv): Promise<Result<TeamStore>> {
  return openTeamStore(dataDir, createKeychain(), env);
}
