import { describe, expect, it } from 'vitest';
import type { BulkSummary } from '../../../../../src-shared/ipc/channels/history';
import {
  APPROVAL_WARNING_MS,
  bulkNotice,
  noticesToClaim,
  REMEMBER_MS,
  releaseNotices,
  type Notice,
} from '../../../../../src-renderer/features/notifications/notice-decisions';

const now = Date.parse('2026-11-29T12:00:00Z');
const bulk = (over: Partial<BulkSummary>): BulkSummary => ({
  id: 'b1',
  fileId: 'f1',
  fileName: 'payroll.csv',
  sequence: 1,
  resubmissionOf: null,
  bankBulkId: 'bank-1',
  paymentAccount: 'FI2112345600000785',
  accountLabel: null,
  state: 'approved',
  processed: true,
  totalCount: 2,
  currencyTotals: { EUR: '7000.00' },
  totalAmount: '7000.00',
  notSentCount: 1,
  paidCount: 1,
  paidTotals: { EUR: '4000.00' },
  notPaidTotals: { EUR: '3000.00' },
  lastError: null,
  createdAt: '2026-11-29T11:00:00Z',
  acceptedAt: '2026-11-29T11:00:01Z',
  finishedAt: '2026-11-29T11:05:00Z',
  approvalDeadline: null,
  ...over,
});
const waiting = (deadlineIn: number) =>
  bulk({
    state: 'pending_approval',
    processed: false,
    paidCount: 0,
    approvalDeadline: new Date(now + deadlineIn).toISOString(),
  });
const on = { enabled: true, permission: 'granted' as const, now };

describe('which bulk is worth a notification', () => {
  it('a bulk ending partly paid, with its counts and amounts and no account number', () => {
    const notice = bulkNotice(bulk({}), now);
    expect(notice).toEqual({
      kind: 'partlyPaid',
      id: 'b1',
      paid: 1,
      total: 2,
      paidTotals: { EUR: '4000.00' },
      notPaidTotals: { EUR: '3000.00' },
    });
    expect(JSON.stringify(notice)).not.toContain('FI21');
  });

  it('not a bulk fully paid, nothing paid, or still processing', () => {
    expect(bulkNotice(bulk({ paidCount: 2 }), now)).toBeUndefined();
    expect(bulkNotice(bulk({ paidCount: 0 }), now)).toBeUndefined();
    expect(bulkNotice(bulk({ processed: false }), now)).toBeUndefined();
  });

  it('an approval with ten minutes or less left, not with more, not once it has expired', () => {
    expect(bulkNotice(waiting(APPROVAL_WARNING_MS), now)?.kind).toBe('approvalEnding');
    expect(bulkNotice(waiting(60_000), now)?.kind).toBe('approvalEnding');
    expect(bulkNotice(waiting(APPROVAL_WARNING_MS + 1000), now)).toBeUndefined();
    expect(bulkNotice(waiting(0), now)).toBeUndefined();
  });
});

describe('which team runs wait for my release', () => {
  const run = (over: Record<string, unknown>) =>
    ({
      id: 'r1',
      fileName: 'suppliers.csv',
      paymentCount: 3,
      totals: { EUR: '1200.00' },
      state: 'awaiting_release',
      preparedBy: 'anna',
      firstApprovedBy: null,
      ...over,
    }) as unknown as Parameters<typeof releaseNotices>[0][number];

  it('an approver or admin is told of a run someone else prepared', () => {
    expect(releaseNotices([run({})], { user: 'bo', appRole: 'approver' })).toEqual([
      { kind: 'releaseWaiting', id: 'r1', fileName: 'suppliers.csv', payments: 3, totals: { EUR: '1200.00' } },
    ]);
    expect(releaseNotices([run({})], { user: 'bo', appRole: 'admin' })).toHaveLength(1);
  });

  it('not of their own run, one they already approved, one already released, nor a preparer or viewer', () => {
    expect(releaseNotices([run({ preparedBy: 'bo' })], { user: 'bo', appRole: 'admin' })).toEqual([]);
    expect(releaseNotices([run({ firstApprovedBy: 'bo' })], { user: 'bo', appRole: 'approver' })).toEqual([]);
    expect(releaseNotices([run({ state: 'released' })], { user: 'bo', appRole: 'approver' })).toEqual([]);
    expect(releaseNotices([run({})], { user: 'bo', appRole: 'preparer' })).toEqual([]);
    expect(releaseNotices([run({})], { user: 'bo', appRole: 'viewer' })).toEqual([]);
    expect(releaseNotices([run({})], { user: 'bo', appRole: null })).toEqual([]);
  });
});

describe('deciding what to claim from the core', () => {
  const partly = bulkNotice(bulk({}), now)!;
  const approval = bulkNotice(waiting(5 * 60_000), now) as Extract<Notice, { kind: 'approvalEnding' }>;

  it('each candidate with its key; an approval remembered until its deadline, an outcome for 30 days', () => {
    expect(noticesToClaim([partly, approval], on)).toEqual([
      { notice: partly, key: 'partlyPaid:b1', until: now + REMEMBER_MS },
      { notice: approval, key: `approvalEnding:b1:${approval.deadline}`, until: Date.parse(approval.deadline) },
    ]);
  });

  it('nothing while switched off or the permission is not granted (so nothing remembered then)', () => {
    for (const context of [
      { ...on, enabled: false },
      { ...on, permission: 'denied' as const },
      { ...on, permission: 'default' as const },
      { ...on, permission: 'unsupported' as const },
    ])
      expect(noticesToClaim([partly, approval], context)).toEqual([]);
  });
});
