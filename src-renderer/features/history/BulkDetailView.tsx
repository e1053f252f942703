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
import { auditActor, auditText } from './audit-words';
import { useEffect } from 'react';
import { useT } from '../../i18n/useT';
import { tr } from '../../i18n/locale';

/** One bulk: its state, every payment with its outcome, each status the bank reported, the audit trail. */
export function BulkDetailView() {
  const { openBulk, closeBulk, exportBulk, showPayment, openPayment, error } = useHistory();
  const { t } = useT();
  const shown = openBulk?.bulk.id;
  // A bulk opens at its top, wherever the list it was chosen from was scrolled.
  useEffect(() => {
    document.getElementById('content')?.scrollTo?.(0, 0);
    window.scrollTo?.(0, 0);
  }, [shown]);
  if (!openBulk) return null;
  const { bulk, payments, snapshots, audit } = openBulk;
  return (
    <div className="history-screen">
      <div className="bulk-actions">
        <button type="button" onClick={closeBulk}>
          {t('run.detailBack')}
        </button>
        <button type="button" onClick={() => void exportBulk(bulk.id, 'csv')}>
          {t('historySearch.exportCsv')}
        </button>
        <button type="button" onClick={() => void exportBulk(bulk.id, 'json')}>
          {t('historySearch.exportJson')}
        </button>
        <ReportButtons bulk={bulk} />
      </div>
      <ExportNotice />
      {error && (
        <p className="bulk-problem" role="alert">
          {error}
        </p>
      )}
      {openBulk.teamUnreachable && (
        <p className="team-notice team-notice-warning" role="status" data-testid="history-team-unreachable">
          {t('teamStore.historyLocalOnly')}
        </p>
      )}
      <h1>
        {bulk.fileName
          ? t('run.detailTitle', { sequence: bulk.sequence, file: bulk.fileName })
          : t('run.detailTitleSingle', { sequence: bulk.sequence })}
      </h1>
      <ul className="bulk-cards">
        <BulkCard bulk={bulk} problem={null} />
      </ul>
      <p className="hint">
        {t('run.detailIds', { id: bulk.bankBulkId ?? t('run.detailNoId'), sent: formatDateTime(bulk.createdAt) })}
        {bulk.finishedAt ? t('run.detailFinal', { at: formatDateTime(bulk.finishedAt) }) : ''}
      </p>
      <section className="panel" aria-label={t('run.detailPayments')}>
        <h2>{t('run.detailPaymentsTitle')}</h2>
        <Table
          columns={[
            { key: 'line', header: t('run.detailLine'), align: 'right', render: (p: PaymentRow) => p.line ?? '' },
            ...paymentColumns,
          ]}
          rows={payments}
          rowKey={(p) => String(p.id)}
          caption={t('run.detailPayments')}
          onRowClick={(p) => showPayment(p)}
        />
      </section>
      {openPayment && <PaymentDetail payment={openPayment} onClose={() => showPayment(undefined)} />}
      <section className="panel" aria-label={t('run.detailStatus')}>
        <h2>{t('run.detailReported')}</h2>
        <ol>
          {snapshots.map((s, i) => (
            <li key={i}>
              {formatDateTime(s.observedAt)}: {bulkStateView(s.status).label}
              {s.notSentCount ? t('run.detailNotSent', { count: s.notSentCount }) : ''}
            </li>
          ))}
        </ol>
        <h2>{t('run.detailAudit')}</h2>
        <ol data-testid="audit-trail">
          {audit.map((a) => (
            <li key={a.id}>
              {formatDateTime(a.at)} · {auditActor(a.actor)}: {auditText(a, bulk)}
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
  const t = tr;
  const rows: [string, string][] = [
    [t('historySearch.payee'), p.payeeName],
    [t('historySearch.account'), p.accountIdentifier],
    [t('historySearch.amount'), formatMoney(p.amount, p.currency)],
    [t('run.paymentExact'), `${p.amount} ${p.currency}`],
    [t('historySearch.reference'), p.structuredReference ?? p.unstructuredReference ?? ''],
    [t('run.paymentEndToEnd'), p.endToEndId ?? ''],
    [t('run.paymentMethod'), p.instant ? t('run.paymentInstant', { method: p.method }) : p.method],
    [
      t('run.paymentFileLine'),
      p.kind === 'single'
        ? t('run.paymentSingle')
        : `${p.fileName ?? ''}${p.line !== null ? `, ${t('run.paymentLine', { line: p.line })}` : ''}`,
    ],
    [t('historySearch.sent'), formatDateTime(p.createdAt)],
    [t('run.paymentBooked'), p.bookingDate ?? ''],
    [t('run.paymentBankId'), p.bankPaymentUuid ?? ''],
  ];
  return (
    <section className="panel payment-detail" aria-label={t('run.paymentTitle')}>
      <div className="bulk-card-head">
        <h2>{t('run.paymentTo', { payee: p.payeeName })}</h2>
        <StatusBadge tone={state.tone}>{state.label}</StatusBadge>
      </div>
      {p.bankErrors?.length ? (
        <ul className="bulk-problem" aria-label={t('run.paymentBankMessages')}>
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
            {t('run.paymentOpenBulk')}
          </button>
        )}
        <button type="button" onClick={onClose}>
          {t('run.paymentClose')}
        </button>
      </div>
    </section>
  );
}
