import { useDeferredValue, useState } from 'react';
import { usePaymentImport } from './store';
import { formatTotals } from './format';
import { useT } from '../../i18n/useT';

/** Bulks listed before "Show all": a 100,000-row file has 1,000, and drawing them all costs a long pause. */
export const BULKS_SHOWN = 50;

/** How the file will be sent: bulks of at most 100 in file order, each approved on the phone. */
export function BulkList() {
  // Drawn after the table, in a render React can pause (as the problem list).
  const result = useDeferredValue(usePaymentImport((s) => s.result));
  const rows = useDeferredValue(usePaymentImport((s) => s.rows));
  const [all, setAll] = useState(false);
  const { t } = useT();
  if (!result || result.bulks.length === 0) return null;
  const shown = all ? result.bulks : result.bulks.slice(0, BULKS_SHOWN);
  const hidden = result.bulks.length - shown.length;
  return (
    <section className="panel bulk-list" aria-label="Bulks">
      <h3>{t('payments.bulkPlan', { count: result.bulks.length, total: formatTotals(result.totals) })}</h3>
      <p className="hint">{t('payments.bulkPlanHint')}</p>
      <ol>
        {shown.map((b) => (
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
      {hidden > 0 && (
        <button type="button" onClick={() => setAll(true)}>
          {t('importVolume.showAllBulks', { count: hidden })}
        </button>
      )}
    </section>
  );
}
