import { describe, expect, it } from 'vitest';
import { waitingActions } from '../../../../../src-renderer/features/accounts/format';
import { useLocale } from '../../../../../src-renderer/i18n/locale';

// The actions waiting for a new bank approval, as the sign-in form and the banner list them.
describe('waiting actions', () => {
  it("are worded in the user's language; one main names that the window does not know is shown as named", async () => {
    await useLocale.getState().choose('fi');
    expect(waitingActions(['Loading the accounts', 'Sending the bulk', 'Something new'])).toBe(
      'Tilien lataus, Erän lähetys, Something new',
    );
    useLocale.getState().choose('en');
    expect(waitingActions(['Loading the accounts'])).toBe('Loading the accounts');
  });

  it('name each action once, however many calls of it wait (two labels of one action too)', () => {
    useLocale.getState().choose('en');
    expect(
      waitingActions(['Loading the accounts', 'Loading the accounts', 'Reading the accounts', 'Sending the bulk']),
    ).toBe('Loading the accounts, Sending the bulk');
  });
});
