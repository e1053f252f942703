import { describe, expect, it } from 'vitest';
import type { SubmissionService } from '../../../../../src-main/features/send/submission-service';
import { furthestDuplicate, sameBankIdentity } from '../../../../../src-main/features/team/team-runs';
import type { TeamRun } from '../../../../../src-main/adapters/postgres/team-store';

const run = (bankTpp: string | null, bankCustomer: string | null) =>
  ({ fileName: 'payroll.csv', preparedBy: 'alice', bankTpp, bankCustomer }) as TeamRun;

// This desktop's own identity: the run's, so only a missing side can make it refuse.
const submission = {
  bankIdentity: async () => ({ ok: true, value: { tpp: 'tpp-1', customer: 'psu-1' } }),
} as unknown as SubmissionService;

describe('a team run without its bank identity', () => {
  it('is never sent, whichever side is missing, and says to submit the file again', async () => {
    for (const [tpp, customer] of [
      [null, null],
      ['tpp-1', null],
      [null, 'psu-1'],
    ] as const) {
      const refused = await sameBankIdentity(submission, run(tpp, customer));
      expect(!refused.ok && refused.error).toMatchObject({
        code: 'team_run_no_bank_identity',
        params: { file: 'payroll.csv', preparedBy: 'alice' },
      });
    }
    expect((await sameBankIdentity(submission, run('tpp-1', 'psu-1'))).ok).toBe(true);
  });
});

describe('the team duplicate a payment is reported under', () => {
  const waiting = { state: 'awaiting_release' };
  const released = { state: 'released' };
  const sent = { state: 'sent' };

  it('is the team history’s sent record rather than a run that only waits for release', () => {
    expect(furthestDuplicate(waiting, sent)).toBe(sent);
  });

  it('is a run on its way to the bank when there is one, else whichever exists', () => {
    expect(furthestDuplicate(released, sent)).toBe(released);
    expect(furthestDuplicate(waiting, undefined)).toBe(waiting);
    expect(furthestDuplicate(undefined, sent)).toBe(sent);
    expect(furthestDuplicate(undefined, undefined)).toBeUndefined();
  });
});
