import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { partyName, paymentStateTone, signedAmount } from '../../../src-shared/accounts/display';
import type { TransactionFilters, TransactionView } from '../../../src-shared/ipc/channels/accounts';
import { DateField } from '../../components/DateField';
import { useDateProblems } from '../../components/date-problems';
import { StatusBadge } from '../../components/StatusBadge';
import { useToasts } from '../../components/Toast';
import { downloadText } from './download';
import { bankStateLabel, formatDate, formatDateTime, formatMoney, unlessUnknown } from './format';
import { useAccounts } from './accounts-store';
import { StatementButton } from '../reports/StatementButton';
import { tr } from '../../i18n/locale';

const ROW_HEIGHT = 44;

function TransactionRow({ t, onOpen }: { t: TransactionView; onOpen: () => void }) {
  const amount = signedAmount(t.amount, t.direction);
  return (
    <div className="tx-row" role="row" tabIndex={0} onClick={onOpen} onKeyDown={(e) => e.key === 'Enter' && onOpen()}>
      <span role="cell">
        {formatDate(t.bookingDate)}
        <small className="muted block" title={tr('accountsScreens.executed')}>
          {formatDateTime(t.executionTimestamp)}
        </small>
      </span>
      <span role="cell" className="tx-party">
        {partyName(t.counterparty) || t.description}
        <small className="muted block">
          {[
            t.unstructuredReference || t.structuredReference,
            t.endToEndId && tr('accountsScreens.e2e', { id: t.endToEndId }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </small>
      </span>
      <span role="cell">
        <StatusBadge tone={paymentStateTone(t.state)}>{bankStateLabel(t.state)}</StatusBadge>
      </span>
      <span role="cell" className={amount.startsWith('-') ? 'num out' : 'num in'}>
        {unlessUnknown(t, 'amount', () => formatMoney(amount, t.currency))}
      </span>
    </div>
  );
}

/** Sets one filter, dropping it when it is back to "all" or empty, so only set filters reach the bank. */
function withFilter(filters: TransactionFilters, key: keyof TransactionFilters, value: string): TransactionFilters {
  const next: Record<string, string> = { ...filters };
  if (value === '' || value === 'all') delete next[key];
  else next[key] = value;
  return next as TransactionFilters;
}

function FilterBar({
  filters,
  onChange,
  dates,
}: {
  filters: TransactionFilters;
  onChange: (f: TransactionFilters) => void;
  /** A date that is not a good one keeps the list at the last good one: export waits (and says why). */
  dates: ReturnType<typeof useDateProblems>;
}) {
  const set = (key: keyof TransactionFilters) => (e: { target: { value: string } }) =>
    onChange(withFilter(filters, key, e.target.value));
  return (
    <div className="tx-filters" role="group" aria-label={tr('accountsScreens.filterTransactions')}>
      <label>
        {tr('accountsScreens.show')}{' '}
        <select value={filters.state ?? 'all'} onChange={set('state')}>
          <option value="all">{tr('accountsScreens.all')}</option>
          <option value="paid">{tr('accountsScreens.paid')}</option>
          <option value="scheduled">{tr('accountsScreens.scheduled')}</option>
        </select>
      </label>
      <label>
        {tr('accountsScreens.direction')}{' '}
        <select value={filters.direction ?? 'all'} onChange={set('direction')}>
          <option value="all">{tr('accountsScreens.inAndOut')}</option>
          <option value="in">{tr('accountsScreens.incoming')}</option>
          <option value="out">{tr('accountsScreens.outgoing')}</option>
        </select>
      </label>
      <DateField
        className="date-inline"
        label={tr('accountsScreens.from')}
        value={filters.fromDate ?? ''}
        max={filters.toDate}
        error={dates.errorOf('fromDate')}
        onProblem={dates.report('fromDate')}
        onChange={(iso) => onChange(withFilter(filters, 'fromDate', iso))}
      />
      <DateField
        className="date-inline"
        label={tr('accountsScreens.to')}
        value={filters.toDate ?? ''}
        min={filters.fromDate}
        error={dates.errorOf('toDate')}
        onProblem={dates.report('toDate')}
        onChange={(iso) => onChange(withFilter(filters, 'toDate', iso))}
      />
    </div>
  );
}

type TransactionList = NonNullable<ReturnType<typeof useAccounts.getState>['transactions']>;

/** The list's title, its count, and exports (CSV, statement). */
function TransactionsHead({ t, canExport }: { t: TransactionList; canExport(): boolean }) {
  const { accounts, exportTransactions } = useAccounts();
  const show = useToasts((s) => s.show);
  const account = accounts.find((a) => a.handle === t.handle);
  const exportCsv = async () => {
    if (!canExport()) return;
    const result = await exportTransactions();
    if ('content' in result) {
      downloadText(result.fileName, result.mimeType, result.content);
      show('success', { key: 'accountsScreens.exported', params: { file: result.fileName } });
    } else show('error', result);
  };
  return (
    <div className="section-head">
      <h2 id="tx-title">
        {tr('accounts.transactions')}
        {account ? ` · ${account.name}` : ''}
      </h2>
      <span className="muted" aria-live="polite">
        {t.loading ? tr('accounts.loading') : tr('accounts.countOf', { shown: t.items.length, count: t.count })}
      </span>
      <button type="button" onClick={() => void exportCsv()} disabled={t.count === 0}>
        {tr('accounts.exportCsv')}
      </button>
      <StatementButton handle={t.handle} />
    </div>
  );
}

/** The transactions in a virtualised table; the next page is asked for as the last rows scroll in. */
function TransactionsTable({ t }: { t: TransactionList }) {
  const { loadMoreTransactions, openTransaction } = useAccounts();
  const scroller = useRef<HTMLDivElement>(null);
  const items = t.items;
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems.at(-1)?.index ?? -1;
  useEffect(() => {
    if (t.cursor && !t.loading && lastIndex >= items.length - 10) void loadMoreTransactions();
  }, [lastIndex, items.length, t.cursor, t.loading, loadMoreTransactions]);
  return (
    // One table owns the header row and the scrolled rows, so every row has its table (ARIA).
    <div role="table" aria-label={tr('accounts.transactions')} aria-rowcount={t.count}>
      <div className="tx-head" role="row">
        <span role="columnheader">{tr('accountsScreens.bookedExecuted')}</span>
        <span role="columnheader">{tr('accountsScreens.counterpartyReference')}</span>
        <span role="columnheader">{tr('accountsScreens.state')}</span>
        <span role="columnheader" className="num">
          {tr('accountsScreens.amount')}
        </span>
      </div>
      <div ref={scroller} className="tx-scroll" role="rowgroup" tabIndex={0}>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualItems.map((v) => {
            const tx = items[v.index]!;
            return (
              <div
                key={tx.identifier}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  height: ROW_HEIGHT,
                  transform: `translateY(${v.start}px)`,
                }}
              >
                <TransactionRow t={tx} onOpen={() => void openTransaction(t.handle, tx.identifier)} />
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

/** One account's transactions, paged from the bank as the user scrolls. */
export function Transactions() {
  const { transactions: t, openAccount } = useAccounts();
  const dates = useDateProblems();
  const [held, setHeld] = useState<{ handle: string; filters: TransactionFilters }>();
  // Filters chosen while a date was not good: listed once it is (even when it is the last good one again).
  useEffect(() => {
    if (!held || dates.blocking) return;
    setHeld(undefined);
    void openAccount(held.handle, held.filters);
  }, [held, dates.blocking, openAccount]);

  if (!t) return null;
  return (
    <section className="panel transactions" aria-labelledby="tx-title">
      <TransactionsHead t={t} canExport={() => dates.ready()} />
      <FilterBar
        filters={held?.handle === t.handle ? held.filters : t.filters}
        dates={dates}
        onChange={(filters) => {
          // A filter changed while a date shows text that is not a day: listing with the last good
          // date would show a period other than the one on screen. Say why, keep the filters chosen.
          if (!dates.ready()) return setHeld({ handle: t.handle, filters });
          setHeld(undefined);
          void openAccount(t.handle, filters);
        }}
      />
      {t.error && (
        <p className="notice notice-error" role="alert">
          {t.error}
        </p>
      )}
      {!t.loading && !t.error && t.count === 0 && (
        <p className="muted">
          {Object.keys(t.filters).length ? tr('accountsScreens.noMatching') : tr('accountsScreens.noTransactions')}
        </p>
      )}
      <TransactionsTable t={t} />
    </section>
  );
}
