import { useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { MAX_PAYMENTS_PER_BULK } from '../../../src-shared/bank/limits';
import { formatMoney } from '../payments/format';
import { groupIban } from '../../../src-shared/payments/iban-groups';
import { usePaymentImport } from '../payments/store';
import type { ReviewSummary } from '../../../src-shared/ipc/channels/import-volume';
import { useT } from '../../i18n/useT';
import type { IssuesByRow } from '../../../src-shared/import/check-ledger';
import type { PaymentRow } from '../../../src-shared/payments/fields';
import type { RowResult } from '../../../src-shared/payments/types';

// Two lines: a long IBAN (in groups of four) or several problems wrap rather than being cut.
const ROW_HEIGHT = 44;

type ProblemKinds = [string, { rows: number[]; count: number; field: string }][];

/**
 * The kinds present, with their rows: the window's own check of the table, and main's kinds that
 * need their own confirmation (paid before, changed bank details: history only main reads).
 */
function problemKinds(issuesByRow: IssuesByRow, separately: ReviewSummary['separately']): ProblemKinds {
  const found = new Map<string, { rows: number[]; count: number; field: string }>();
  for (const [row, issues] of issuesByRow) {
    // The file's own problems (row -1, an execution date) belong to no payment: listed as warnings, not a filter.
    if (row < 0) continue;
    for (const code of new Set(issues.map((i) => i.code))) {
      const kind = found.get(code) ?? { rows: [], count: 0, field: issues.find((i) => i.code === code)!.field };
      kind.rows.push(row);
      kind.count++;
      found.set(code, kind);
    }
  }
  for (const kind of separately)
    found.set(kind.code, { rows: kind.payments.map((p) => p.row), count: kind.count, field: 'file' });
  return [...found];
}

/** Rows of a kind main flagged, for the Check column too. */
function flaggedRows(separately: ReviewSummary['separately']): Map<number, string[]> {
  const byRow = new Map<number, string[]>();
  for (const kind of separately)
    for (const p of kind.payments) byRow.set(p.row, [...(byRow.get(p.row) ?? []), kind.code]);
  return byRow;
}

/** A kind of problem by its name on screen ("Already sent recently"), or its field's. */
function useKindName() {
  const { t } = useT();
  return (code: string, field: string) =>
    t(`fix.kind.${code}`, { defaultValue: t(`field.${field}`, { defaultValue: t('reviewSight.otherProblem') }) });
}

/** "Show all (N)" and one filter per kind of problem. */
function KindFilters({
  kinds,
  filter,
  setFilter,
  rowCount,
}: {
  kinds: ProblemKinds;
  filter: string | undefined;
  setFilter(filter: string | undefined): void;
  rowCount: number;
}) {
  const { t } = useT();
  const kindName = useKindName();
  return (
    <div className="review-filters" role="group" aria-label={t('reviewSight.filters')}>
      <button type="button" aria-pressed={!filter} onClick={() => setFilter(undefined)}>
        {t('reviewSight.showAll', { count: rowCount })}
      </button>
      {kinds.map(([code, { count, field }]) => (
        <button
          key={code}
          type="button"
          aria-pressed={filter === code}
          onClick={() => setFilter(filter === code ? undefined : code)}
        >
          {t('reviewSight.showKind', { kind: kindName(code, field), count })}
        </button>
      ))}
    </div>
  );
}

/** The list's column heads (the list items carry the same order). */
function ReviewPaymentsHead() {
  const { t } = useT();
  return (
    <div className="review-payments-head" aria-hidden="true">
      <span>{t('reviewSight.colLine')}</span>
      <span>{t('reviewSight.colBulk')}</span>
      <span>{t('reviewSight.colPayee')}</span>
      <span>{t('reviewSight.colIban')}</span>
      <span className="num">{t('reviewSight.colAmount')}</span>
      <span>{t('reviewSight.colReference')}</span>
      <span>{t('reviewSight.colProblems')}</span>
    </div>
  );
}

/** One payment: line, bulk, payee, IBAN, amount, reference and its problems. */
function ReviewPayment({
  index,
  top,
  row,
  result,
  problems,
}: {
  index: number;
  top: number;
  row: PaymentRow;
  result: RowResult | undefined;
  problems: string[];
}) {
  const v = row.values;
  return (
    <li
      className="review-payment"
      data-testid="review-payment"
      style={{ transform: `translateY(${top}px)`, height: ROW_HEIGHT }}
    >
      <span className="num">{row.line}</span>
      <span className="num">{Math.floor(index / MAX_PAYMENTS_PER_BULK) + 1}</span>
      <span>{v.name}</span>
      <span className="mono">{groupIban(v.iban ?? '')}</span>
      <span className="num">
        {result?.amount && result.currency ? formatMoney(result.amount, result.currency) : v.amount}
      </span>
      <span>{v.structured_reference || v.unstructured_reference || v.reference}</span>
      <span className="review-payment-problems" title={problems.join(' · ')}>
        {problems.join(' · ')}
      </span>
    </li>
  );
}

/**
 * Every payment the review covers (the rows reviewed are the table's: any change voids the
 * review), in a virtualised list like the Fix table's, with each kind of problem as a filter
 * ("Already sent recently (3)") and the bulk each payment goes in.
 */
export function ReviewPayments({ separately }: { separately: ReviewSummary['separately'] }) {
  const { t } = useT();
  const kindName = useKindName();
  const { rows, rowResults, issuesByRow } = usePaymentImport();
  const [filter, setFilter] = useState<string | undefined>();
  const kinds = useMemo(() => problemKinds(issuesByRow, separately), [issuesByRow, separately]);
  const flaggedByMain = useMemo(() => flaggedRows(separately), [separately]);
  const shown = useMemo(
    () => (filter ? [...(kinds.find(([code]) => code === filter)?.[1].rows ?? [])].sort((a, b) => a - b) : null),
    [filter, kinds],
  );
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: shown ? shown.length : rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const problemsOf = (index: number) => [
    ...new Set([
      ...(flaggedByMain.get(index) ?? []).map((code) => kindName(code, 'file')),
      ...(issuesByRow.get(index) ?? []).map((i) => kindName(i.code, i.field)),
    ]),
  ];
  return (
    <section className="review-payments" aria-labelledby="review-payments-title">
      <h3 id="review-payments-title">{t('reviewSight.paymentsTitle', { count: rows.length })}</h3>
      <KindFilters kinds={kinds} filter={filter} setFilter={setFilter} rowCount={rows.length} />
      <ReviewPaymentsHead />
      <div
        ref={scroller}
        className="review-payments-scroll"
        data-testid="review-payments"
        // A scrolling list is reached and scrolled with the keyboard too.
        tabIndex={0}
        role="region"
        aria-label={t('reviewSight.paymentsTitle', { count: rows.length })}
      >
        <ul
          style={{ height: virtualizer.getTotalSize() }}
          aria-label={t('reviewSight.paymentsTitle', { count: rows.length })}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const index = shown ? shown[item.index]! : item.index;
            const row = rows[index];
            if (!row) return null;
            return (
              <ReviewPayment
                key={item.key}
                index={index}
                top={item.start}
                row={row}
                result={rowResults[index]}
                problems={problemsOf(index)}
              />
            );
          })}
        </ul>
      </div>
    </section>
  );
}
