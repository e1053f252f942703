import Big from 'big.js';
import type { AccountView } from '../../../src-shared/ipc/channels/accounts';
import { useBulks } from '../bulks/bulks-store';
import { tr } from '../../i18n/locale';
import { formatMoney, unlessUnknown } from './format';
import { moneyOnItsWay } from './on-its-way';

/**
 * The bank's available balance, and below it the money of our approved bulks the bank's balance
 * does not show yet ("reserved: on its way"), so a clerk never plans with money already sent.
 */
export function AvailableBalance({ account, fetchedAt }: { account: AccountView; fetchedAt: string | null }) {
  const tracked = useBulks((s) => s.tracked);
  const onItsWay = moneyOnItsWay(
    account,
    tracked.map((t) => t.bulk),
    fetchedAt,
  );
  return (
    <>
      <span data-testid="available">
        {unlessUnknown(account, 'available', () => formatMoney(account.available, account.currency))}
      </span>
      {new Big(onItsWay).gt(0) && (
        <small className="muted block on-its-way" data-testid="on-its-way">
          {tr('accounts.onItsWay', { amount: formatMoney(onItsWay, account.currency) })}
        </small>
      )}
    </>
  );
}
