import type { AccountView } from '../../../src-shared/ipc/channels/accounts';
import { EmptyState } from '../../components/EmptyState';
import { StatusBadge } from '../../components/StatusBadge';
import { Table, type Column } from '../../components/Table';
import { formatDateTime, formatMoney, unlessUnknown } from './format';
import { useAccounts } from './accounts-store';
import { tr } from '../../i18n/locale';

const money = (field: 'available' | 'booked' | 'blocked' | 'feesPayable') => (a: AccountView) =>
  unlessUnknown(a, field, () => formatMoney(a[field], a.currency));

const COLUMNS: Column<AccountView>[] = [
  { key: 'name', header: 'Account', render: (a) => a.name },
  {
    key: 'number',
    header: 'IBAN / UK number',
    render: (a) => (
      <>
        <span className="mono">{a.iban}</span>
        {a.gbSortCode && (
          <small className="muted block">
            Sort code {a.gbSortCode} · Account {a.gbAccountNumber}
          </small>
        )}
      </>
    ),
  },
  { key: 'available', header: 'Available', align: 'right', render: money('available') },
  { key: 'booked', header: 'Booked', align: 'right', render: money('booked') },
  { key: 'blocked', header: 'Blocked', align: 'right', render: money('blocked') },
  { key: 'fees', header: 'Fees payable', align: 'right', render: money('feesPayable') },
  {
    key: 'state',
    header: 'State',
    render: (a) => (
      <>
        <StatusBadge tone={a.state === 'active' ? 'success' : 'warning'}>{a.state}</StatusBadge>
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
        <EmptyState title="No accounts" action="The bank returned no accounts for this customer." />
      )}
      {active.length > 0 && (
        <Table
          caption="Accounts"
          columns={COLUMNS}
          rows={active}
          rowKey={(a) => a.handle}
          onRowClick={(a) => void openAccount(a.handle)}
        />
      )}
      {archived.length > 0 && (
        <details className="archived">
          <summary>Archived accounts ({archived.length})</summary>
          <Table
            caption="Archived accounts"
            columns={COLUMNS}
            rows={archived}
            rowKey={(a) => a.handle}
            onRowClick={(a) => void openAccount(a.handle)}
          />
        </details>
      )}
      {active.length > 0 && !transactions && <p className="muted">Choose an account to see its transactions.</p>}
    </section>
  );
}
