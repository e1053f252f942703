import { describe, expect, it } from 'vitest';
import { TEAM_RUNS_LISTED } from '../../../../../src-shared/ipc/bounds';
import { withNewRun } from '../../../../../src-renderer/features/team/listed-runs';

const run = (id: string, preparedAt: string) => ({
  id,
  fileName: `${id}.csv`,
  payingAccount: 'FI2112345600000785',
  paymentCount: 1,
  totals: { EUR: '1.00' },
  warningsAcknowledged: [],
  state: 'awaiting_release' as const,
  releaseRequired: true,
  secondApprovalRequired: false,
  adminReleaseRequired: false,
  firstApprovedBy: null,
  preparedBy: 'alice',
  preparedAt,
  releasedBy: null,
  releasedAt: null,
  returnedBy: null,
  returnedComment: null,
  claimedBy: null,
  claimedHost: null,
  sentAt: null,
});
const at = (minute: number) => `2026-11-30T01:${String(minute).padStart(2, '0')}:00.000Z`;

describe('withNewRun: a pushed run placed as main lists the runs (newest first, then by id)', () => {
  it('joins a list shorter than the limit in its place, ties by id', () => {
    const runs = [run('c', at(30)), run('a', at(20))];
    expect(withNewRun(runs, run('b', at(20))).map((r) => r.id)).toEqual(['c', 'a', 'b']);
    expect(withNewRun(runs, run('d', at(40))).map((r) => r.id)).toEqual(['d', 'c', 'a']);
    expect(withNewRun(runs, run('e', at(10))).map((r) => r.id)).toEqual(['c', 'a', 'e']);
  });

  it('a full list keeps the newest: the oldest leaves for a newer run, an older run stays out', () => {
    const full = Array.from({ length: TEAM_RUNS_LISTED }, (_, i) => run(`r${i}`, at(59 - i)));
    const newer = withNewRun(full, run('znew', at(59)));
    expect(newer).toHaveLength(TEAM_RUNS_LISTED);
    expect(newer[1]!.id).toBe('znew'); // same minute as r0, after it by id
    expect(newer.some((r) => r.id === `r${TEAM_RUNS_LISTED - 1}`)).toBe(false);
    expect(withNewRun(full, run('old', at(0)))).toEqual(full);
  });
});
