import { bankFieldErrorText } from '../../../src-shared/bank/field-errors';
import type { PaymentRow } from '../../../src-shared/ipc/channels/history';
import { StatusBadge } from '../../components/StatusBadge';
import { Table } from '../../components/Table';
import { formatDateTime, formatMoney } from '../accounts/format';
import { BulkCard } from '../bulks/BulkCard';
import { bulkStateView, paymentStateView } from '../bulks/bulk-words';
import { ReportButtons } from '../reports/ReportButtons';
import { paymentColumns } from './payment-columns';
import { ExportNotice } from './ExportNotice';
import { useHistory } from './history-store';

/** One bulk: its state, every payment with its outcome, each status the bank reported, the audit trail. */
export function BulkDetailView() {
  const { openBulk, closeBulk, exportBulk, showPayment, openPayment } = useHistory();
  if (!openBulk) return null;
  const { bulk, payments, snapshots, audit } = openBulk;
  return (
    <div className="history-screen">
      <div className="bulk-actions">
        <button type="button" onClick={closeBulk}>
          ← All payments
        </button>
        <button type="button" onClick={() => void exportBulk(bulk.id, 'csv')}>
          Export CSV
        </button>
        <button type="button" onClick={() => void exportBulk(bulk.id, 'json')}>
          Export JSON
        </button>
        <ReportButtons bulk={bulk} />
      </div>
      <ExportNotice />
      <h1>
        Bulk {bulk.sequence}
        {bulk.fileName ? ` of ${bulk.fileName}` : ''}
      </h1>
      <ul className="bulk-cards">
        <BulkCard bulk={bulk} problem={null} />
      </ul>
      <p className="hint">
        Bank bulk id: {bulk.bankBulkId ?? 'none yet'} · sent {formatDateTime(bulk.createdAt)}
        {bulk.finishedAt ? ` · final ${formatDateTime(bulk.finishedAt)}` : ''}
      </p>
      <section className="panel" aria-label="Payments of the bulk">
        <h2>Payments</h2>
        <Table
          columns={[
            { key: 'line', header: 'Line', align: 'right', render: (p: PaymentRow) => p.line ?? '' },
            ...paymentColumns,
          ]}
          rows={payments}
          rowKey={(p) => String(p.id)}
          caption="Payments of the bulk"
          onRowClick={(p) => showPayment(p)}
        />
      </section>
      {openPayment && <PaymentDetail payment={openPayment} onClose={() => showPayment(undefined)} />}
      <section className="panel" aria-label="Status history">
        <h2>What the bank reported</h2>
        <ol>
          {snapshots.map((s, i) => (
            <li key={i}>
              {formatDateTime(s.observedAt)}: {bulkStateView(s.status).label}
              {s.notSentCount !== null ? ` (not sent: ${s.notSentCount})` : ''}
            </li>
          ))}
        </ol>
        <h2>Audit trail</h2>
        <ol>
          {audit.map((a) => (
            <li key={a.id}>
              {formatDateTime(a.at)} · {a.actor} · {a.action.replaceAll('_', ' ')}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** One payment as it was sent, with its outcome. */
export function PaymentDetail({
  payment: p,
  onClose,
  onOpenBulk,
}: {
  payment: PaymentRow;
  onClose: () => void;
  onOpenBulk?: () => void;
}) {
  const state = paymentStateView(p.state);
  const rows: [string, string][] = [
    ['Payee', p.payeeName],
    ['Account', p.accountIdentifier],
    ['Amount', formatMoney(p.amount, p.currency)],
    ['Exact amount sent', `${p.amount} ${p.currency}`],
    ['Reference', p.structuredReference ?? p.unstructuredReference ?? ''],
    ['End-to-end id', p.endToEndId ?? ''],
    ['Method', p.instant ? `${p.method} (instant)` : p.method],
    [
      'File and line',
      p.kind === 'single'
        ? 'Single payment (not from a file)'
        : `${p.fileName ?? ''}${p.line !== null ? `, line ${p.line}` : ''}`,
    ],
    ['Sent', formatDateTime(p.createdAt)],
    ['Booked', p.bookingDate ?? ''],
    ['Bank payment id', p.bankPaymentUuid ?? ''],
  ];
  return (
    <section className="panel payment-detail" aria-label="Payment">
      <div className="bulk-card-head">
        <h2>Payment to {p.payeeName}</h2>
        <StatusBadge tone={state.tone}>{state.label}</StatusBadge>
      </div>
      {p.bankErrors?.length ? (
        <ul className="bulk-problem" aria-label="The bank's messages">
          {p.bankErrors.map((e, i) => (
            <li key={i}>{bankFieldErrorText(e)}</li>
          ))}
        </ul>
      ) : (
        p.error && <p className="bulk-problem">{p.error}</p>
      )}
      <dl>
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <div className="bulk-actions">
        {onOpenBulk && (
          <button type="button" onClick={onOpenBulk}>
            Open its bulk
          </button>
        )}
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </section>
  );
}
