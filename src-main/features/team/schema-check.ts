import { err, ok, type Result } from '../../../src-shared/result';
import { teamSchemaAge } from '../../../src-shared/team-schema-age';
import type { TeamStore } from '../../ports/team/team-store';

/**
 * Refuses to start a send while the team database's schema is too old for this Bulkpay (by what the
 * versions declare, src-shared/team-schema-age.ts: not when only index-only versions are missing): the send
 * calls what the newer versions added (the one-call claim), so it would otherwise stop after the
 * checks, at the claim. Said before anything reaches the bank; an admin upgrades the schema first.
 */
export async function refuseOlderTeamSchema(store: Pick<TeamStore, 'status'>): Promise<Result<void>> {
  const status = await store.status();
  if (!status.ok) return status;
  if (teamSchemaAge(status.value) !== 'older') return ok(undefined);
  const { schemaVersion: have, appWorksFrom: want } = status.value;
  return err(
    'team_schema_older',
    `The team database is older than this Bulkpay (team schema ${have}, this Bulkpay needs ${want}); nothing was sent. An admin upgrades it first: connects with "Install or upgrade the team schema" ticked (or runs “bulkpay team connect <url> --yes”); then send the run again.`,
    undefined,
    { have, want },
  );
}
