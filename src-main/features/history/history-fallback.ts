// The one rule for "the team database cannot be reached": History reads this computer's history
// instead, flagged so the screen says whose history it shows; an export refuses (team-history-export.ts).
// Every team read goes through `FallbackHistory`, so the rule is not written again per query.
import { err, type Result } from '../../../src-shared/result';
import { InvalidCursorError } from '../../ports/history/page-cursor';
import type { HistoryRepository, TeamHistorySource } from '../../ports/history/history-repository';

/** Which history answered: `t` the team's, `l` this computer's (also the prefix of a page cursor). */
export type HistorySide = 't' | 'l';

/** The team history as it stands now: none (solo), unreachable, a refusal, or the repository. */
export type TeamSide = Awaited<ReturnType<TeamHistorySource>>;

/** A read's answer, with `teamUnreachable` when this computer's history stood in for the team's. */
export interface FallbackRead<T> {
  value: T;
  teamUnreachable?: true;
}

export const teamUnreachableHere = (): Result<never> =>
  err(
    'team_unreachable',
    'The team database cannot be reached, and this was listed from the team history. Try again when the team database is back.',
  );

/**
 * The history features read: the team's in team mode, else this computer's (`local`); when the
 * team database is unreachable, or a read loses its connection, this computer's answers, flagged.
 * Any other team error (role, schema…) is answered as it is, never a fallback; a bad cursor is the
 * caller's mistake and is thrown (InvalidCursorError).
 */
export class FallbackHistory {
  constructor(
    readonly local: HistoryRepository,
    private readonly team?: TeamHistorySource,
  ) {}

  /** The team history now: null outside team mode, 'unreachable' when its database cannot be opened. */
  async teamSide(): Promise<TeamSide> {
    return this.team ? this.team().catch(() => 'unreachable' as const) : null;
  }

  /**
   * Reads with `read` (told which history it reads, for its cursors). `localAllowed` false: the
   * item was listed from the team history, so its id means nothing here, and an unreachable team
   * database is an error rather than a fallback.
   */
  async read<T>(
    read: (repo: HistoryRepository, side: HistorySide) => Promise<T>,
    localAllowed = true,
  ): Promise<Result<FallbackRead<T>>> {
    const source = await this.teamSide();
    if (source === null) return { ok: true, value: { value: await read(this.local, 'l') } };
    if (source !== 'unreachable' && 'ok' in source) return source;
    if (source !== 'unreachable') {
      try {
        return { ok: true, value: { value: await read(source.repo, 't') } };
      } catch (e) {
        if (e instanceof InvalidCursorError) throw e;
        // Logged (main's redacting log) with the database's own text; only a lost connection falls back.
        const error = source.errorOf(e);
        if (error.ok || error.error.code !== 'team_unreachable') return error;
      }
    }
    if (!localAllowed) return teamUnreachableHere();
    return { ok: true, value: { value: await read(this.local, 'l'), teamUnreachable: true } };
  }
}
