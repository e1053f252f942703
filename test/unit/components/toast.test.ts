import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_TOASTS,
  placeToast,
  TOAST_LIFETIME_MS,
  useToasts,
  type Toast,
} from '../../../src-renderer/components/Toast';

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
