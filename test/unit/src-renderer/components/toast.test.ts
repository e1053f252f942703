import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_TOASTS,
  placeToast,
  TOAST_LIFETIME_MS,
  toastWords,
  useToasts,
  type Toast,
} from '../../../../src-renderer/components/Toast';
import { useLocale } from '../../../../src-renderer/i18n/locale';
import { CATALOGS } from '../../../../src-shared/i18n';

const toast = (id: number, tone: Toast['tone'], topic = `t${id}`): Toast => ({ id, tone, message: `m${id}`, topic });

describe('toasts do not pile up', () => {
  it('a success replaces the error on the same topic it resolves', () => {
    const shown = placeToast([toast(1, 'error', 'profile'), toast(2, 'info')], toast(3, 'success', 'profile'));
    expect(shown.map((t) => t.id)).toEqual([2, 3]);
  });

  it('the same message shown again replaces the first instead of stacking', () => {
    useToasts.setState({ toasts: [] });
    useToasts.getState().show('error', 'The bank did not answer.');
    useToasts.getState().show('error', 'The bank did not answer.');
    expect(useToasts.getState().toasts).toHaveLength(1);
  });

  it(`keeps at most ${MAX_TOASTS}, dropping the oldest that is not an error first`, () => {
    let shown: Toast[] = [];
    shown = placeToast(shown, toast(1, 'error'));
    shown = placeToast(shown, toast(2, 'info'));
    shown = placeToast(shown, toast(3, 'success'));
    shown = placeToast(shown, toast(4, 'warning'));
    expect(shown.map((t) => t.id)).toEqual([1, 3, 4]);
    shown = placeToast(shown, toast(5, 'error'));
    shown = placeToast(shown, toast(6, 'error'));
    expect(shown.map((t) => t.id)).toEqual([1, 5, 6]);
    shown = placeToast(shown, toast(7, 'error'));
    expect(shown.map((t) => t.id)).toEqual([5, 6, 7]);
  });

  describe('expiry', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      useToasts.setState({ toasts: [] });
    });
    afterEach(() => vi.useRealTimers());

    it('every kind expires, errors last longest', () => {
      useToasts.getState().show('success', 'Saved.');
      useToasts.getState().show('error', 'Could not save.');
      vi.advanceTimersByTime(TOAST_LIFETIME_MS.success);
      expect(useToasts.getState().toasts.map((t) => t.message)).toEqual(['Could not save.']);
      vi.advanceTimersByTime(TOAST_LIFETIME_MS.error - TOAST_LIFETIME_MS.success);
      expect(useToasts.getState().toasts).toEqual([]);
    });
  });
});

describe('a toast on screen follows a change of language', () => {
  afterEach(() => useLocale.getState().choose('en'));

  it('keeps keys and codes with their parameters and words them in the language of the moment', async () => {
    useLocale.getState().choose('en');
    useToasts.setState({ toasts: [] });
    useToasts
      .getState()
      .show('success', { key: 'erpReports.saved', params: { what: { key: 'erpReports.runReport' } } });
    useToasts.getState().show('info', { key: 'run.resendSent', params: { count: 3 } });
    useToasts.getState().show('error', { code: 'no_such_code_here', message: 'The core says so.' });
    const words = () => useToasts.getState().toasts.map((t) => toastWords(t.message));
    const english = words();
    expect(english[1]).toBe('The 3 unsent payments were sent as a new bulk; approve it on your phone.');
    expect(english[2]).toBe('The core says so.');

    await useLocale.getState().choose('fi');
    const finnish = words();
    expect(finnish[0]).not.toBe(english[0]);
    expect(finnish[0]).toContain(toastWords({ key: 'erpReports.runReport' }));
    expect(finnish[1]).toBe('3 lähettämätöntä maksua lähetettiin uutena eränä; hyväksy se puhelimellasi.');
    // A toast of parts (the core's error, then a hint) words each part in the new language.
    expect(toastWords([{ code: 'no_such_code_here', message: 'Core.' }, { key: 'erpReports.outboxIsOff' }])).toBe(
      'Core. ERP-lähtökansio on pois käytöstä.',
    );
    // A code without a catalog entry keeps the core's own sentence.
    expect(finnish[2]).toBe('The core says so.');
  });

  it('keeps main’s own English sentence, with the bank’s words, as results and the CLI do', async () => {
    useLocale.getState().choose('en');
    const refused = {
      code: 'bank_error',
      message: 'The bank refused the request: "Account FI21 1234 5600 0007 85 is closed".',
    };
    useToasts.setState({ toasts: [] });
    useToasts.getState().show('error', refused);
    expect(toastWords(useToasts.getState().toasts[0]!.message)).toBe(refused.message);
    expect(toastWords([refused, { key: 'erpReports.outboxIsOff' }])).toMatch(/^The bank refused the request: "Account/);
    // Another language words the code from its catalog.
    await useLocale.getState().choose('fi');
    expect(toastWords(refused)).toBe(CATALOGS.fi.msg.bank_error);
  });
});
