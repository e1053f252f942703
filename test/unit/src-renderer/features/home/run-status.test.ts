import { describe, expect, it } from 'vitest';
import type { BulkSummary } from '../../../../../src-shared/ipc/channels/history';
import { runsInProgress, runStatus } from '../../../../../src-renderer/features/home/run-status';

const now = Date.parse('2026-11-24T12:00:00Z');
const bulk = (over: Partial<BulkSummary>): BulkSummary => ({
  id: 'b1',
  fileId: 'f1',
  fileName: 'payroll.csv',
  sequence: 1,
  resubmissionOf: null,
  bankBulkId: 'x',
  paymentAccount: 'acc',
  accountLabel: null,
  state: 'processing',
  processed: false,
  totalCount: 3,
  totalAmount: '10.00',
  currencyTotals: { EUR: '10.00' },
  notSentCount: null,
  paidCount: 0,
  lastError: null,
  createdAt: '2026-11-24T11:00:00Z',
  acceptedAt: null,
  finishedAt: null,
  approvalDeadline: null,
  ...over,
});

describe('home: runs in progress', () => {
  it('waiting for approval, with the time left on the phone', () => {
    const status = runStatus(bulk({ state: 'pending_approval', approvalDeadline: '2026-11-24T12:41:05Z' }), null, now);
    expect(status).toEqual({
      group: 'waiting',
      label: 'Waiting for approval on the phone',
      tone: 'info',
      timeLeft: '41:05',
    });
  });

  it('processing at the bank', () => {
    expect(runStatus(bulk({ state: 'processing' }), null, now)).toMatchObject({
      group: 'processing',
      label: 'Processing',
    });
    expect(runStatus(bulk({ state: 'sending' }), null, now)).toMatchObject({ group: 'processing', label: 'Sending' });
  });

  it('needs attention: a reported problem, an unknown outcome, or the approval window closed', () => {
    expect(runStatus(bulk({}), 'The bank did not answer.', now).group).toBe('attention');
    expect(runStatus(bulk({ state: 'unknown' }), null, now).group).toBe('attention');
    const expired = runStatus(bulk({ state: 'pending_approval', approvalDeadline: '2026-11-24T11:59:59Z' }), null, now);
    expect(expired).toMatchObject({ group: 'attention', label: 'Needs attention', timeLeft: null });
  });

  it('lists only unfinished bulks, those needing attention first, then the soonest deadline', () => {
    const runs = runsInProgress(
      [
        { bulk: bulk({ id: 'done', processed: true, state: 'approved' }), problem: null },
        { bulk: bulk({ id: 'proc' }), problem: null },
        {
          bulk: bulk({ id: 'late', state: 'pending_approval', approvalDeadline: '2026-11-24T12:50:00Z' }),
          problem: null,
        },
        {
          bulk: bulk({ id: 'soon', state: 'pending_approval', approvalDeadline: '2026-11-24T12:10:00Z' }),
          problem: null,
        },
        { bulk: bulk({ id: 'unk', state: 'unknown' }), problem: null },
      ],
      now,
    );
    expect(runs.map((r) => r.bulk.id)).toEqual(['unk', 'soon', 'late', 'proc']);
  });
});
