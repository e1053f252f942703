// The one rule for an unreachable team database (FallbackHistory): this computer's history answers,
// flagged; an item listed from the team history is refused instead; any other team error is answered.
// Two real SQLite histories stand for this computer's and the team's (the rule is the same for any
// engine behind the port); a closed database is a lost connection.
import { describe, expect, it } from 'vitest';
import { err } from '../../../../../src-shared/result';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';
import { sqliteHistory } from '../../../../../src-main/adapters/sqlite/sqlite-history';
import { FallbackHistory } from '../../../../../src-main/features/history/history-fallback';
import type { TeamHistorySource } from '../../../../../src-main/ports/history/history-repository';
import { bulk, openTempDatabase, payment } from '../../../harness/history-fixtures';

function history(name: string) {
  const { db } = openTempDatabase();
  new HistoryStore(db).recordBulk(bulk([payment({ payeeName: name })]));
  return { db, repo: sqliteHistory(db) };
}
const lostConnection = () => err('team_unreachable', 'The team database cannot be reached.');
const payeeOf = async (fallback: FallbackHistory, localAllowed = true) => {
  const read = await fallback.read(async (repo, side) => {
    const [b] = (await repo.listBulks({ limit: 1 })).bulks;
    return { side, payee: (await repo.bulkPayments(b!.id))[0]!.payeeName };
  }, localAllowed);
  return read.ok ? read.value : read.error.code;
};

describe('FallbackHistory', () => {
  const local = history('Local Payee');

  it('reads this computer’s history outside team mode, and the team’s in team mode', async () => {
    const team = history('Team Payee');
    expect(await payeeOf(new FallbackHistory(local.repo))).toEqual({ value: { side: 'l', payee: 'Local Payee' } });
    const source: TeamHistorySource = async () => ({ repo: team.repo, errorOf: lostConnection });
    expect(await payeeOf(new FallbackHistory(local.repo, source))).toEqual({
      value: { side: 't', payee: 'Team Payee' },
    });
  });

  it('falls back to this computer’s history, flagged, when the team database cannot be reached', async () => {
    const unreachable: TeamHistorySource = async () => 'unreachable';
    const throwing: TeamHistorySource = () => Promise.reject(new Error('ECONNREFUSED'));
    for (const source of [unreachable, throwing])
      expect(await payeeOf(new FallbackHistory(local.repo, source))).toEqual({
        value: { side: 'l', payee: 'Local Payee' },
        teamUnreachable: true,
      });
  });

  it('falls back when a team read loses its connection, but not for an item listed from the team', async () => {
    const team = history('Team Payee');
    team.db.close();
    const source: TeamHistorySource = async () => ({ repo: team.repo, errorOf: lostConnection });
    expect(await payeeOf(new FallbackHistory(local.repo, source))).toEqual({
      value: { side: 'l', payee: 'Local Payee' },
      teamUnreachable: true,
    });
    expect(await payeeOf(new FallbackHistory(local.repo, source), false)).toBe('team_unreachable');
  });

  it('answers any other team error as it is, never from this computer’s history', async () => {
    const team = history('Team Payee');
    team.db.close();
    const refused: TeamHistorySource = async () => err('team_role_missing', 'No team role.');
    const failing: TeamHistorySource = async () => ({
      repo: team.repo,
      errorOf: () => err('team_schema_old', 'The team schema is older.'),
    });
    expect(await payeeOf(new FallbackHistory(local.repo, refused))).toBe('team_role_missing');
    expect(await payeeOf(new FallbackHistory(local.repo, failing))).toBe('team_schema_old');
  });
});
