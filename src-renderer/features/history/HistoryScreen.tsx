import { useEffect } from 'react';
import { DateField } from '../../components/DateField';
import { useDateProblems } from '../../components/date-problems';
import { Table } from '../../components/Table';
import { BulkCard } from '../bulks/BulkCard';
import { paymentStateView } from '../bulks/bulk-words';
import { BulkDetailView, PaymentDetail } from './BulkDetailView';
import { ExportNotice } from './ExportNotice';
import { paymentColumns } from './payment-columns';
import { amountExample, useHistory, type SearchForm } from './history-store';
import type { PaymentPage } from '../../../src-shared/ipc/channels/history';
import './history.css';
import { useT } from '../../i18n/useT';
import { RunReports } from '../reports/RunReports';

const STATES = ['paid', 'notenoughbalance', 'pending', 'rejected', 'not_accepted', 'not_sent'];

const FIELDS: { key: keyof SearchForm; label: string; type?: string; inputMode?: 'decimal' }[] = [
  { key: 'payee', label: 'Payee' },
  { key: 'iban', label: 'IBAN' },
  { key: 'reference', label: 'Reference' },
  { key: 'amountMin', label: 'Amount from', inputMode: 'decimal' },
  { key: 'amountMax', label: 'Amount to', inputMode: 'decimal' },
  { key: 'from', label: 'Sent from', type: 'date' },
  { key: 'to', label: 'Sent to', type: 'date' },
];

/** The fields whose 1–2 character terms match the start of a value, as the hint under the search says. */
const TEXT_FIELDS = new Set<keyof SearchForm>(['payee', 'iban', 'reference']);
const SHORT_TERMS_HINT = 'history-short-terms';

type DateProblems = ReturnType<typeof useDateProblems>;

/** One field of the search: a date field, or a text field (amounts with the locale's example). */
function SearchField({ field: f, dates }: { field: (typeof FIELDS)[number]; dates: DateProblems }) {
  const h = useHistory();
  const { t } = useT();
  return f.type === 'date' ? (
    <DateField
      className="history-date"
      label={t(`historySearch.${f.key}`)}
      value={h.form[f.key]}
      min={f.key === 'to' ? h.form.from || undefined : undefined}
      max={f.key === 'from' ? h.form.to || undefined : undefined}
      error={dates.errorOf(f.key)}
      onProblem={dates.report(f.key)}
      onChange={(iso) => h.setField(f.key, iso)}
    />
  ) : (
    <label>
      {t(`historySearch.${f.key}`)}
      <input
        value={h.form[f.key]}
        placeholder={f.inputMode ? amountExample() : undefined}
        inputMode={f.inputMode}
        aria-describedby={TEXT_FIELDS.has(f.key) ? SHORT_TERMS_HINT : undefined}
        onChange={(e) => h.setField(f.key, e.target.value)}
      />
    </label>
  );
}

/** The search form: free text, the fields, the state, and search or export. */
function HistorySearchForm({ dates }: { dates: DateProblems }) {
  const h = useHistory();
  const { t } = useT();
  return (
    <form
      className="panel history-search"
      aria-label={t('historySearch.form')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (dates.ready()) void h.search();
      }}
    >
      <label className="wide">
        {t('historySearch.text')}
        <input
          value={h.form.text}
          onChange={(e) => h.setField('text', e.target.value)}
          placeholder={t('historySearch.textHint')}
          aria-describedby={SHORT_TERMS_HINT}
        />
      </label>
      <p id={SHORT_TERMS_HINT} className="history-search-hint wide">
        {t('historySearch.shortTerms')}
      </p>
      {FIELDS.map((f) => (
        <SearchField key={f.key} field={f} dates={dates} />
      ))}
      <label>
        {t('historySearch.state')}
        <select value={h.form.state} onChange={(e) => h.setField('state', e.target.value)}>
          <option value="">{t('historySearch.any')}</option>
          {STATES.map((s) => (
            <option key={s} value={s}>
              {paymentStateView(s).label}
            </option>
          ))}
        </select>
      </label>
      <div className="history-search-actions">
        <button type="submit" className="primary">
          {t('historySearch.search')}
        </button>
        <button type="button" onClick={() => dates.ready() && void h.exportSearch('csv')}>
          {t('historySearch.exportCsv')}
        </button>
        <button type="button" onClick={() => dates.ready() && void h.exportSearch('json')}>
          {t('historySearch.exportJson')}
        </button>
      </div>
    </form>
  );
}

const sortable = (key: string) => (['date', 'amount', 'payee', 'state'].includes(key) ? (key as 'date') : undefined);

/** "101–200 of 1,234", or why no payment is listed. */
function ResultCount({ page }: { page: PaymentPage }) {
  const h = useHistory();
  const { t } = useT();
  return (
    <p role="status" data-testid="history-count">
      {page.rows.length === 0
        ? Object.values(h.form).some((v) => v !== '')
          ? t('run.historyNoMatch')
          : t('run.historyEmpty')
        : t(page.totalIsExact ? 'run.historyCount' : 'run.historyCountMore', {
            from: h.offset + 1,
            to: h.offset + page.rows.length,
            count: page.total,
          })}
    </p>
  );
}

/** The page of payments found: its order, count, rows and the pages before and after. */
function SearchResults({ page, dates }: { page: PaymentPage; dates: DateProblems }) {
  const h = useHistory();
  const { t } = useT();
  return (
    <section className="panel" aria-label={t('run.detailPaymentsTitle')}>
      <div className="history-sort" role="group" aria-label={t('run.historySort')}>
        {t('run.historySortBy')}{' '}
        {(['date', 'amount', 'payee', 'state'] as const).map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={h.sort === key}
            onClick={() => dates.ready() && h.sortBy(sortable(key) ?? 'date')}
          >
            {t(`run.historySort_${key}`)} {h.sort === key ? (h.descending ? '↓' : '↑') : ''}
          </button>
        ))}
      </div>
      <ResultCount page={page} />
      <Table
        columns={paymentColumns}
        rows={page.rows}
        rowKey={(p) => String(p.id)}
        caption={t('run.detailPaymentsTitle')}
        onRowClick={(p) => h.showPayment(p)}
      />
      <div className="bulk-actions">
        <button
          type="button"
          disabled={h.cursors.length === 1 || h.loading}
          onClick={() => dates.ready() && void h.previousPage()}
        >
          {t('run.historyPrevious')}
        </button>
        <button type="button" disabled={!page.next || h.loading} onClick={() => dates.ready() && void h.nextPage()}>
          {t('run.historyNext')}
        </button>
      </div>
    </section>
  );
}

/** The bulks sent, newest first, with the older ones on request. */
function HistoryBulks() {
  const h = useHistory();
  const { t } = useT();
  return (
    <section aria-labelledby="history-bulks">
      <h2 id="history-bulks">{t('historySearch.bulks')}</h2>
      {h.bulks.length === 0 && <p className="history-empty">{t('run.historyNoBulks')}</p>}
      <ul className="bulk-cards">
        {h.bulks.map((b) => (
          <BulkCard key={b.id} bulk={b} problem={null} onOpen={() => void h.showBulk(b.id)} />
        ))}
      </ul>
      {h.bulksNext && (
        <p className="history-more-bulks">
          <span>{t('historyVolume.bulksShown', { shown: h.bulks.length, total: h.bulksTotal })}</span>{' '}
          <button type="button" onClick={() => void h.loadOlderBulks()}>
            {t('historyVolume.olderBulks')}
          </button>
        </p>
      )}
    </section>
  );
}

/** Every payment ever sent: search, sort, page, open a bulk or a payment, export for reconciliation. */
export function HistoryScreen() {
  const h = useHistory();
  const { search, loadBulks } = h;
  useEffect(() => {
    void search();
    void loadBulks();
  }, [search, loadBulks]);

  const { t } = useT();
  const dates = useDateProblems();
  if (h.openBulk) return <BulkDetailView />;
  return (
    <div className="history-screen">
      <h1>{t('history.title')}</h1>
      {h.teamUnreachable && (
        <p className="team-notice team-notice-warning" role="status" data-testid="history-team-unreachable">
          {t('teamStore.historyLocalOnly')}
        </p>
      )}
      <HistorySearchForm dates={dates} />
      <ExportNotice />
      {h.error && (
        <p className="bulk-problem" role="alert">
          {h.error}
        </p>
      )}
      {h.page && <SearchResults page={h.page} dates={dates} />}
      {h.openPayment && (
        <PaymentDetail
          payment={h.openPayment}
          onClose={() => h.showPayment(undefined)}
          onOpenBulk={h.openPayment.kind === 'bulk' ? () => void h.showBulk(h.openPayment!.bulkId) : undefined}
        />
      )}
      <RunReports />
      <HistoryBulks />
    </div>
  );
}
