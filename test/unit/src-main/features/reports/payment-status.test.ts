import { describe, expect, it } from 'vitest';
import type { BulkSummary, PaymentRow } from '../../../../../src-shared/ipc/channels/history';
import { groupStatus, paymentStatus } from '../../../../../src-main/features/reports/payment-status';
import { withEndToEndIds } from '../../../../../src-main/domain/end-to-end-ids';
import { defaultPain002Version, fileNameId } from '../../../../../src-main/features/reports/pain002';

const bulk = (over: Partial<BulkSummary> = {}) =>
  ({
    acceptedAt: '2026-05-01T10:00:00.000Z',
    finishedAt: '2026-05-01T10:20:00.000Z',
    lastError: null,
    ...over,
  }) as BulkSummary;
const payment = (state: string, error: string | null = null) => ({ state, error }) as PaymentRow;

describe('paymentStatus', () => {
  it('maps every outcome to an ISO status and reason', () => {
    expect(paymentStatus(bulk(), payment('paid'))).toEqual({ status: 'ACSC' });
    expect(paymentStatus(bulk(), payment('notenoughbalance'))).toMatchObject({ status: 'RJCT', reason: 'AM04' });
    expect(paymentStatus(bulk(), payment('rejected'))).toMatchObject({ status: 'RJCT', reason: 'DS02' });
    expect(paymentStatus(bulk(), payment('not_accepted', 'IBAN unknown'))).toEqual({
      status: 'RJCT',
      reason: 'NARR',
      info: 'IBAN unknown',
    });
    for (const pending of ['pending', 'unknown', 'scheduled'])
      expect(paymentStatus(bulk(), payment(pending))).toEqual({ status: 'PDNG' });
  });
  it('tells an approval that ran out from a declined one as the history does, and says so when it cannot tell', () => {
    // The history's verdict (rejectionOf, from when the bulk was last seen pending) is the report's.
    expect(paymentStatus(bulk({ rejection: 'expired' }), payment('rejected'))).toMatchObject({ reason: 'DS24' });
    expect(paymentStatus(bulk({ rejection: 'declined' }), payment('rejected'))).toMatchObject({ reason: 'DS02' });
    // A rejection first noticed after the hour, with no sighting of the bulk still pending: it may
    // have been declined at minute 5, so not DS24.
    const late = bulk({ finishedAt: '2026-05-02T09:00:00.000Z', rejection: 'unclear' });
    expect(paymentStatus(late, payment('rejected'))).toEqual({
      status: 'RJCT',
      reason: 'NARR',
      info: 'Rejected or expired: declined in the bank app or not approved within the hour.',
    });
    // Without the history's verdict the same rule applies: a rejection seen well before the hour is a decline.
    expect(paymentStatus(bulk(), payment('rejected'))).toMatchObject({ reason: 'DS02' });
    expect(paymentStatus(bulk({ finishedAt: '2026-05-01T11:00:00.000Z' }), payment('rejected'))).toMatchObject({
      reason: 'NARR',
    });
  });
  it('groups: all one status, PART once final and mixed, PDNG while any waits', () => {
    expect(groupStatus(['ACSC', 'ACSC'])).toBe('ACSC');
    expect(groupStatus(['RJCT'])).toBe('RJCT');
    expect(groupStatus(['ACSC', 'RJCT'])).toBe('PART');
    expect(groupStatus(['ACSC', 'PDNG'])).toBe('PDNG');
  });
});

describe('withEndToEndIds', () => {
  it("keeps the file's ids and gives one to each payment without", () => {
    const item = (e2e?: string) =>
      ({
        amount: '1.00',
        currency: 'EUR',
        counterparty: {},
        method: 'sepa',
        ...(e2e ? { end_to_end_id: e2e } : {}),
      }) as never;
    const out = withEndToEndIds({ payment_account: 'a', payments: [item('ERP-1'), item(), item()] });
    const ids = out.payments.map((p) => p.end_to_end_id);
    expect(ids[0]).toBe('ERP-1');
    expect(ids[1]).toMatch(/^BP[0-9A-F]{24}$/);
    expect(new Set(ids).size).toBe(3);
  });
});

describe('pain.002 file names', () => {
  it("keep a pain.001 MsgId's characters out of the path", () => {
    const run = { message: { id: 'ERP/2026:11 run', name: 'pain.001.001.09' }, file: null, bulks: [] } as never;
    expect(fileNameId(run)).toBe('ERP_2026_11_run');
    expect(defaultPain002Version(run)).toBe('10');
  });
});
