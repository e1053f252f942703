import type { HandlerMap } from '../../platform/ipc/dispatch';
import type { AccountsService } from './accounts-service';

type AccountsHandlers = Pick<
  HandlerMap,
  'accounts:list' | 'accounts:transactions' | 'accounts:transaction' | 'accounts:exportTransactions'
>;

export function accountsHandlers(accounts: AccountsService): AccountsHandlers {
  return {
    'accounts:list': () => accounts.list(),
    'accounts:transactions': ({ handle, cursor, ...filters }) => accounts.transactions(handle, filters, cursor),
    'accounts:transaction': ({ handle, identifier }) => accounts.transaction(handle, identifier),
    'accounts:exportTransactions': ({ handle, ...filters }) => accounts.exportCsv(handle, filters),
  };
}
