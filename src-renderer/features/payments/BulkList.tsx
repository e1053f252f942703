import { usePaymentImport } from './store';
import { formatTotals } from './format';
import { useT } from '../../i18n/useT';

/** How the file will be sent: bulks of at most 100 in file order, each approved on the phone. */
export function BulkList() {
  const { result, rows } = usePaymentImport();
  const { t } = useT();
  if (!result || result.bulks.length === 0) return null;
  return (
    <section className="panel bulk-list" aria-label="Bulks">
      <h3>{t('payments.bulkPlan', { count: result.bulks.length, total: formatTotals(result.totals) })}</h3>
      <p className="hint">{t('payments.bulkPlanHint')}</p>
      <ol>
        {result.bulks.map((b) => (
          <li key={b.index} data-testid="bulk">
            {t('payments.bulkLine', {
              bulk: b.index + 1,
              count: b.count,
              first: rows[b.firstRow]?.line,
              last: rows[b.endRow - 1]?.line,
            })}{' '}
            · <span className="num">{formatTotals(b.totals)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
