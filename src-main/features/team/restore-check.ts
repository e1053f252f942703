import { err, ok, type Result } from '../../../src-shared/result';
import type { LocalHistoryReader } from '../../ports/history/local-history';
import { keyedRecordId } from '../send/bulk-records';
import type { TeamStoreBase } from '../../ports/team/team-store-base';
import { countedNoun } from '../../domain/counted-noun';

/** This computer's history, as far as the check reads it. */
type LocalHistory = Pick<LocalHistoryReader, 'keyedBulksAtBank'>;

/** The team runs' bulks this desktop sent and the bank took (a team run's bulk id comes from its key). */
function teamBulksSentHere(local: LocalHistory) {
  return local.keyedBulksAtBank().filter((b) => b.id === keyedRecordId('bulk', b.idempotency_key));
}

/**
 * Refuses to send while the team database is older than the bank: it has no record at all of
 * bulks of team runs this desktop sent and the bank took (restored from a backup taken before they
 * were recorded; a team send records each bulk there before sending it, so only a restore loses one). A
 * run restored as "released" would otherwise be sent again; its keys keep the bank from paying it
 * twice, but the team would be told a second time, and its history would say less than the bank.
 * `bulkpay team import-history` puts this desktop's bulks back; then sending goes ahead.
 */
export async function refuseWhenTeamBehind(store: TeamStoreBase, local: LocalHistory): Promise<Result<void>> {
  const sent = teamBulksSentHere(local);
  if (!sent.length) return ok(undefined);
  const known = await store.bulkKeysKnown(sent.map((b) => b.idempotency_key));
  if (!known.ok) return known;
  const missing = sent.filter((b) => !known.value.has(b.idempotency_key));
  const latest = missing.at(-1);
  if (!latest) return ok(undefined);
  const date = latest.created_at.slice(0, 10);
  const file = latest.file ?? '?';
  return err(
    'team_database_behind',
    `The team database does not know ${countedNoun(missing.length, 'bulk')} this computer sent to the bank (the latest from ${file}, on ${date}): it was probably restored from an older backup. Nothing was sent. Run \`bulkpay team import-history\` on this computer (and on every computer that sent payments since the backup) to put them back, then send again.`,
    undefined,
    { count: missing.length, file, date },
  );
}
