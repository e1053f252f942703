import * as intl from '../../../src-shared/i18n/format';
import { currentLocale, tr } from '../../i18n/locale';
import { KNOWN_PAYMENT_STATES } from '../../../src-shared/accounts/display';

/** "unknown" for a field the bank sent null, missing or malformed; otherwise `shown()`. */
export function unlessUnknown(row: { unknownFields?: string[] }, field: string, shown: () => string): string {
  return row.unknownFields?.includes(field) ? tr('accountsScreens.unknown') : shown();
}

/**
 * The actions waiting for a new bank approval, in the user's words. Main names each by a fixed
 * label (the first argument of its bank calls, also used in its logs and English errors); one
 * not listed here is shown as main names it.
 */
const WAITING_ACTIONS: Record<string, string> = {
  'Loading the accounts': 'loadingAccounts',
  'Reading the accounts': 'loadingAccounts',
  'Loading transactions': 'loadingTransactions',
  'Loading the transaction': 'loadingTransaction',
  'Checking the paying account': 'checkingAccount',
  'Creating the payment': 'creatingPayment',
  'Confirming the payment': 'confirmingPayment',
  'Checking the payment': 'checkingPayment',
  'Sending the bulk': 'sendingBulk',
  'Checking the bulk': 'checkingBulk',
  'Resending unconfirmed bulks': 'resendingBulks',
};

/** Each action once, however many calls of it wait (four account loads read as one). */
export const waitingActions = (labels: string[]): string =>
  [
    ...new Set(
      labels.map((label) => (WAITING_ACTIONS[label] ? tr(`accountsScreens.action.${WAITING_ACTIONS[label]}`) : label)),
    ),
  ].join(', ');

/** A bank payment state in the user's words; a state the bank has not documented is shown, not hidden. */
export function bankStateLabel(state: string): string {
  return (KNOWN_PAYMENT_STATES as readonly string[]).includes(state)
    ? tr(`accountsScreens.bankState.${state}`)
    : tr('accountsScreens.bankState.other', { state });
}

/** Money for display in the user's locale, exact: the decimal string goes to Intl as a string. */
export const formatMoney = (amount: string, currency: string): string =>
  intl.formatMoney(amount, currency, currentLocale());

/** Date and time in the user's locale (a date-only value shows as a date). */
export const formatDateTime = (iso: string | null | undefined, withSeconds = false): string =>
  intl.formatDateTime(iso, currentLocale(), withSeconds);

export const formatDate = (iso: string | null | undefined): string => intl.formatDate(iso, currentLocale());

export const formatTime = (iso: string | null | undefined): string => intl.formatTime(iso, currentLocale());

/** "4:59" minutes and seconds left until `iso`, or "0:00". */
export function timeLeft(iso: string | null, now: number): string {
  if (!iso) return '';
  const seconds = Math.max(0, Math.floor((Date.parse(iso) - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
