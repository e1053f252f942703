import { afterEach, describe, expect, it } from 'vitest';
import { bulkOutcomeView } from '../../../../../src-renderer/features/bulks/bulk-words';
import { useLocale } from '../../../../../src-renderer/i18n/locale';

const bulk = (over: Partial<Parameters<typeof bulkOutcomeView>[0]>) => ({
  state: 'approved',
  processed: true,
  totalCount: 50,
  paidCount: 50,
  approvalDeadline: null,
  ...over,
});
const now = Date.parse('2026-11-24T12:00:00Z');

describe('a bulk’s badge says what happened to the money', () => {
  afterEach(() => useLocale.getState().choose('en'));

  it('paid, partly paid with counts, not paid', () => {
    useLocale.getState().choose('en');
    expect(bulkOutcomeView(bulk({}), now)).toEqual({ label: 'Paid', tone: 'success' });
    expect(bulkOutcomeView(bulk({ paidCount: 41 }), now)).toEqual({ label: 'Partly paid (41 of 50)', tone: 'warning' });
    expect(bulkOutcomeView(bulk({ paidCount: 0 }), now)).toEqual({ label: 'Not paid', tone: 'danger' });
    expect(bulkOutcomeView(bulk({ processed: false }), now).label).toBe('Processing');
    expect(bulkOutcomeView(bulk({ state: 'unknown', processed: false }), now).label).toBe('Not confirmed yet');
  });

  it('counts down the approval window', () => {
    useLocale.getState().choose('en');
    const waiting = bulk({ state: 'pending_approval', processed: false, approvalDeadline: '2026-11-24T12:04:59Z' });
    expect(bulkOutcomeView(waiting, now).label).toBe('Waiting for approval (4:59 left)');
  });

  it('in the chosen language', async () => {
    await useLocale.getState().choose('fi');
    expect(bulkOutcomeView(bulk({ paidCount: 41 }), now).label).toBe('Osittain maksettu (41/50)');
    await useLocale.getState().choose('de');
    expect(bulkOutcomeView(bulk({ paidCount: 41 }), now).label).toBe('Teilweise bezahlt (41 von 50)');
  });

  it('partly paid with the amounts paid and not sent, in the locale’s money format', async () => {
    useLocale.getState().choose('en');
    const partly = bulk({ paidCount: 41, paidTotals: { EUR: '4100.00' }, notPaidTotals: { EUR: '900.5' } });
    expect(bulkOutcomeView(partly, now)).toEqual({
      label: 'Partly paid (41 of 50; €4,100.00 paid, €900.50 not sent)',
      tone: 'warning',
    });
    await useLocale.getState().choose('fi');
    expect(bulkOutcomeView(partly, now).label).toBe(
      'Osittain maksettu (41/50; 4\u00a0100,00\u00a0€ maksettu, 900,50\u00a0€ lähettämättä)',
    );
  });

  it('tells an expired bulk from a rejected one', () => {
    useLocale.getState().choose('en');
    expect(bulkOutcomeView(bulk({ state: 'rejected', paidCount: 0, rejection: 'expired' }), now)).toEqual({
      label: 'Expired',
      tone: 'warning',
    });
    expect(bulkOutcomeView(bulk({ state: 'rejected', paidCount: 0, rejection: 'declined' }), now)).toEqual({
      label: 'Rejected',
      tone: 'danger',
    });
    // Not seen around the deadline: Bulkpay cannot tell a decline from the hour running out.
    expect(bulkOutcomeView(bulk({ state: 'rejected', paidCount: 0, rejection: 'unclear' }), now)).toEqual({
      label: 'Rejected or expired',
      tone: 'danger',
    });
  });
});
