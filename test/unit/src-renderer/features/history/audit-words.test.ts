import { afterEach, describe, expect, it } from 'vitest';
import { auditActor, auditText } from '../../../../../src-renderer/features/history/audit-words';
import { useLocale } from '../../../../../src-renderer/i18n/locale';

const entry = (action: string, detail: unknown) => ({
  id: 1,
  at: '2026-11-24T10:00:00Z',
  actor: 'bank',
  action,
  objectType: 'bulk',
  objectId: 'b1',
  detail: detail === null ? null : JSON.stringify(detail),
});
const bulk = { currencyTotals: { EUR: '1250.5' } };

describe('audit lines in words, from the stored codes', () => {
  afterEach(() => useLocale.getState().choose('en'));

  it('says what changed, never the code', () => {
    useLocale.getState().choose('en');
    expect(auditText(entry('bulk_created', { payments: 3 }), bulk)).toBe('recorded 3 payments (€1,250.50) to send');
    expect(auditText(entry('bulk_accepted', { bankBulkId: 'x' }), bulk)).toBe(
      'the bank took the bulk and asked for approval on the phone',
    );
    expect(auditText(entry('bulk_status_changed', { status: 'processing', processed: false }), bulk)).toBe(
      'approved on the phone; the bank is paying',
    );
    expect(auditText(entry('bulk_status_changed', { status: 'approved', processed: true, notSent: 3 }), bulk)).toBe(
      'approved on the phone; paid, except 3 not sent: not enough balance',
    );
    expect(auditText(entry('bulk_status_changed', { status: 'approved', processed: true, notSent: 0 }), bulk)).toBe(
      'approved on the phone; every payment paid',
    );
    expect(
      auditText(entry('bulk_status_changed', { status: 'rejected', processed: true }), {
        ...bulk,
        rejection: 'declined',
      }),
    ).toBe('declined on the phone; nothing paid');
    expect(
      auditText(entry('bulk_status_changed', { status: 'rejected', processed: true }), {
        ...bulk,
        rejection: 'unclear',
      }),
    ).toBe('rejected or expired (declined on the phone or not approved within the hour); nothing paid');
    expect(
      auditText(entry('bulk_status_changed', { status: 'rejected', processed: true }), {
        ...bulk,
        rejection: 'expired',
      }),
    ).toBe('expired: not approved within the hour; nothing paid');
    expect(auditActor('bank')).toBe('the bank');
    expect(auditActor('system')).toBe('Bulkpay');
    expect(auditActor('maija')).toBe('maija');
  });

  it('a damaged detail or an unknown code still reads as words', () => {
    useLocale.getState().choose('en');
    expect(auditText({ ...entry('bulk_created', null), detail: '{not json' }, bulk)).toMatch(/^recorded 0 payments/);
    expect(auditText(entry('something_new', null), bulk)).toBe(
      'another step was recorded (this version of Bulkpay has no words for it)',
    );
    expect(auditText(entry('file_imported', { rows: 3 }), bulk)).toBe('imported the file (3 payments)');
    expect(auditText(entry('bulk_status_changed', { status: 'on_hold' }), bulk)).not.toMatch(/on_hold/);
  });

  it('in the user’s language', async () => {
    await useLocale.getState().choose('de');
    expect(auditText(entry('bulk_status_changed', { status: 'approved', processed: true, notSent: 3 }), bulk)).toBe(
      'am Telefon freigegeben; bezahlt, außer 3 nicht gesendet: Guthaben reichte nicht',
    );
  });
});
