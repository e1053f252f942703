import type { AccountView } from '../../../src-shared/ipc/channels/accounts';
import { EmptyState } from '../../components/EmptyState';
import { StatusBadge } from '../../components/StatusBadge';
import { Table, type Column } from '../../components/Table';
import { formatDateTime, formatMoney, unlessUnknown } from './format';
import { useAccounts } from './accounts-store';
import { tr } from '../../i18n/locale';
import { AvailableBalance } from './AvailableBalance';

const money = (field: 'available' | 'booked' | 'blocked' | 'feesPayable') => (a: AccountView) =>
  unlessUnknown(a, field, () => formatMoney(a[field], a.currency));

/** Built at render, so the headers are in the current language. */
const columns = (fetchedAt: string | null): Column<AccountView>[] => [
  { key: 'name', header: tr('accountsScreens.account'), render: (a) => a.name },
  {
    key: 'number',
    header: tr('accountsScreens.ibanOrUk'),
    render: (a) => (
      <>
        <span className="mono">{a.iban}</span>
        {a.gbSortCode && (
          <small className="muted block">
            {tr('accountsScreens.sortCode', { sortCode: a.gbSortCode, account: a.gbAccountNumber })}
          </small>
        )}
      </>
    ),
  },
  {
    key: 'available',
    header: tr('accountsScreens.available'),
    align: 'right',
    render: (a) => <AvailableBalance account={a} fetchedAt={fetchedAt} />,
  },
  { key: 'booked', header: tr('accountsScreens.booked'), align: 'right', render: money('booked') },
  { key: 'blocked', header: tr('accountsScreens.blocked'), align: 'right', render: money('blocked') },
  { key: 'fees', header: tr('accountsScreens.feesPayable'), align: 'right', render: money('feesPayable') },
  {
    key: 'state',
    header: tr('accountsScreens.state'),
    render: (a) => (
      <>
        <StatusBadge tone={a.state === 'active' ? 'success' : 'warning'}>
          {tr(`accountsScreens.accountState.${a.state}`, { defaultValue: a.state })}
        </StatusBadge>
        {a.stateReason && <small className="muted block">{a.stateReason}</small>}
      </>
    ),
  },
];

/** The PSU's accounts with balances; archived ones apart, below. */
export function AccountsList() {
  const { accounts, fetchedAt, loadingAccounts, accountsError, loadAccounts, openAccount, transactions } =
    useAccounts();
  const active = accounts.filter((a) => !a.archived);
  const archived = accounts.filter((a) => a.archived);
  return (
    <section aria-labelledby="accounts-title">
      <div className="section-head">
        <h2 id="accounts-title">{tr('accounts.title')}</h2>
        <span className="muted" aria-live="polite">
          {loadingAccounts
            ? tr('accounts.refreshing')
            : fetchedAt
              ? tr('accounts.lastFetched', { when: formatDateTime(fetchedAt, true) })
              : ''}
        </span>
        <button type="button" onClick={() => void loadAccounts()} disabled={loadingAccounts}>
          {tr('accounts.refresh')}
        </button>
      </div>
      {accountsError && (
        <p className="notice notice-error" role="alert">
          {accountsError}
        </p>
      )}
      {!loadingAccounts && !accountsError && accounts.length === 0 && fetchedAt && (
        <EmptyState title={tr('accountsScreens.noAccounts')} action={tr('accountsScreens.noAccountsAction')} />
      )}
      {active.length > 0 && (
        <Table
          caption={tr('accounts.title')}
          columns={columns(fetchedAt)}
          rows={active}
          rowKey={(a) => a.handle}
          onRowClick={(a) => void openAccount(a.handle)}
        />
      )}
      {archived.length > 0 && (
        <details className="archived">
          <summary>{tr('accountsScreens.archivedCount', { count: archived.length })}</summary>
          <Table
            caption={tr('accountsScreens.archived')}
            columns={columns(fetchedAt)}
            rows={archived}
            rowKey={(a) => a.handle}
            onRowClick={(a) => void openAccount(a.handle)}
          />
        </details>
      )}
      {active.length > 0 && !transactions && <p className="muted">{tr('accountsScreens.chooseAccount')}</p>}
    </section>
  );
}
