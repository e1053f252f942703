import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { partyName, paymentStateLabel, paymentStateTone, signedAmount } from '../../../src-shared/accounts/display';
import type { TransactionView } from '../../../src-shared/ipc/channels/accounts';
import { StatusBadge } from '../../components/StatusBadge';
import { useToasts } from '../../components/Toast';
import { downloadText, formatDateTime, formatMoney } from './format';
import { useAccounts } from './accounts-store';

const ROW_HEIGHT = 44;

function TransactionRow({ t, onOpen }: { t: TransactionView; onOpen: () => void }) {
  const amount = signedAmount(t.amount, t.direction);
  return (
    <div className="tx-row" role="row" tabIndex={0} onClick={onOpen} onKeyDown={(e) => e.key === 'Enter' && onOpen()}>
      <span role="cell">
        {t.bookingDate}
        <small className="muted block" title="Executed">
          {formatDateTime(t.executionTimestamp)}
        </small>
      </span>
      <span role="cell" className="tx-party">
        {partyName(t.counterparty) || t.description}
        <small className="muted block">
          {[t.unstructuredReference || t.structuredReference, t.endToEndId && `E2E ${t.endToEndId}`]
            .filter(Boolean)
            .join(' · ')}
        </small>
      </span>
      <span role="cell">
        <StatusBadge tone={paymentStateTone(t.state)}>{paymentStateLabel(t.state)}</StatusBadge>
      </span>
      <span role="cell" className={amount.startsWith('-') ? 'num out' : 'num in'}>
        {formatMoney(amount, t.currency)}
      </span>
    </div>
  );
}

/** One account's transactions, paged from the bank as the user scrolls. */
export function Transactions() {
  const {
    transactions: t,
    accounts,
    openAccount,
    loadMoreTransactions,
    openTransaction,
    exportTransactions,
  } = useAccounts();
  const show = useToasts((s) => s.show);
  const scroller = useRef<HTMLDivElement>(null);
  const items = t?.items ?? [];
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems.at(-1)?.index ?? -1;
  useEffect(() => {
    if (t?.cursor && !t.loading && lastIndex >= items.length - 10) void loadMoreTransactions();
  }, [lastIndex, items.length, t?.cursor, t?.loading, loadMoreTransactions]);

  if (!t) return null;
  const account = accounts.find((a) => a.handle === t.handle);
  const exportCsv = async () => {
    const result = await exportTransactions();
    if ('content' in result) {
      downloadText(result.fileName, result.mimeType, result.content);
      show('success', `Exported ${result.fileName}.`);
    } else show('error', result.message);
  };

  return (
    <section className="panel transactions" aria-labelledby="tx-title">
      <div className="section-head">
        <h2 id="tx-title">Transactions{account ? ` · ${account.name}` : ''}</h2>
        <label>
          Show{' '}
          <select value={t.filter} onChange={(e) => void openAccount(t.handle, e.target.value as typeof t.filter)}>
            <option value="all">All</option>
            <option value="paid">Paid</option>
            <option value="scheduled">Scheduled</option>
          </select>
        </label>
        <span className="muted" aria-live="polite">
          {t.loading ? 'Loading…' : `${items.length} of ${t.count}`}
        </span>
        <button type="button" onClick={() => void exportCsv()} disabled={t.count === 0}>
          Export CSV
        </button>
      </div>
      {t.error && (
        <p className="notice notice-error" role="alert">
          {t.error}
        </p>
      )}
      {!t.loading && !t.error && t.count === 0 && (
        <p className="muted">No transactions{t.filter === 'all' ? '' : ` in state ${t.filter}`} in the last year.</p>
      )}
      <div className="tx-head" role="row">
        <span role="columnheader">Booked / executed</span>
        <span role="columnheader">Counterparty and reference</span>
        <span role="columnheader">State</span>
        <span role="columnheader" className="num">
          Amount
        </span>
      </div>
      <div ref={scroller} className="tx-scroll" role="table" aria-label="Transactions" aria-rowcount={t.count}>
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
    </section>
  );
}
