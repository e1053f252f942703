import { usePaymentImport } from './store';
import { formatTotals } from './format';

/** How the file will be sent: bulks of at most 100 in file order, each approved on the phone. */
export function BulkList() {
  const { result, rows } = usePaymentImport();
  if (!result || result.bulks.length === 0) return null;
  return (
    <section className="panel bulk-list" aria-label="Bulks">
      <h3>
        {result.bulks.length === 1 ? 'To be sent as 1 bulk' : `To be sent as ${result.bulks.length} bulks`} · total{' '}
        {formatTotals(result.totals)}
      </h3>
      <p className="hint">Each bulk holds up to 100 payments and needs its own approval on the phone.</p>
      <ol>
        {result.bulks.map((b) => (
          <li key={b.index} data-testid="bulk">
            Bulk {b.index + 1}: {b.count} payments (lines {rows[b.firstRow]?.line}–{rows[b.endRow - 1]?.line}) ·{' '}
            <span className="num">{formatTotals(b.totals)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
