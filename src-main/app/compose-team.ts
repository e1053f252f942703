// What `bulkpay team connect` and `bulkpay team templates` work with, composed here. Each loads its
// modules when called, so `bulkpay team status` or `team role` loads none of them (the CLI's start
// cost).
import { ok, type Result } from '../../src-shared/result';
import type { TeamService } from './team-service';
import type { TemplateStore } from '../features/import/template-store';

/**
 * The team service as Settings → Team builds it, on this data folder: the data folder's bank keys
 * are bound to the team in the keychain when it connects. Close it when done.
 */
export async function composeTeamConnector(
  dataDir: string,
  onNotice: (notice: string) => void,
): Promise<Result<{ team: TeamService; close(): Promise<void> }>> {
  const [{ openHistoryDatabase }, { createKeychain }, { createProfileServices }, { TeamService }] = await Promise.all([
    import('./open-history'),
    import('../adapters/keychain/keychain'),
    import('./compose-profiles'),
    import('./team-service'),
  ]);
  const db = openHistoryDatabase(dataDir, onNotice);
  if (!db.ok) return db;
  const keychain = createKeychain();
  const { keys } = createProfileServices({ db: db.value, dataDir, keychain });
  const team = new TeamService({ dataDir, keychain, env: {}, keys });
  return ok({
    team,
    async close() {
      await team.close();
      db.value.close();
    },
  });
}

/** This desktop's import templates (the data folder's own, not the team's). */
export async function composeLocalTemplates(dataDir: string): Promise<TemplateStore> {
  const { TemplateStore } = await import('../features/import/template-store');
  return new TemplateStore(dataDir);
}
