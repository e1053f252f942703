import type { RunDifference as Difference } from '../../../src-shared/payments/run-difference';
import { AMOUNT_CHANGE_PERCENT as PERCENT } from '../../../src-shared/payments/amount-change';
import { formatDate, formatMoney } from '../accounts/format';
import { groupIban } from '../../../src-shared/payments/iban-groups';
import { useT } from '../../i18n/useT';

/**
 * The run against the previous run that paid the same payees ("3 new payees, 1 IBAN changed, 2
 * amounts up more than 40%"), with the payees of each kind; worked out in main (`runDifferenceFor`).
 * Shown on Review and on the team's Release step.
 */
export function RunDifference({ difference }: { difference: Difference | null | undefined }) {
  const { t } = useT();
  if (difference === undefined) return null;
  if (difference === null)
    return (
      <p className="run-difference" data-testid="run-difference">
        {t('runDifference.noPrevious')}
      </p>
    );
  const d = difference;
  const parts = [
    d.newPayees.count && t('runDifference.newPayees', { count: d.newPayees.count }),
    d.ibanChanged.count && t('runDifference.ibanChanged', { count: d.ibanChanged.count }),
    d.amountsUp.count && t('runDifference.amountsUp', { count: d.amountsUp.count, percent: PERCENT }),
    d.amountsDown.count && t('runDifference.amountsDown', { count: d.amountsDown.count, percent: PERCENT }),
    d.notPaidNow.count && t('runDifference.notPaidNow', { count: d.notPaidNow.count }),
  ].filter(Boolean);
  const more = (kind: { count: number; first: unknown[] }) =>
    kind.count > kind.first.length && <li>{t('runDifference.more', { count: kind.count - kind.first.length })}</li>;
  return (
    <section className="run-difference" data-testid="run-difference" aria-label={t('runDifference.label')}>
      <p>
        <strong>
          {t('runDifference.against', {
            file: d.previous.fileName,
            date: formatDate(d.previous.sentAt),
            count: d.previous.payees,
          })}
        </strong>{' '}
        {parts.length ? parts.join(', ') : t('runDifference.same', { percent: PERCENT })}
      </p>
      {parts.length > 0 && (
        <details>
          <summary>{t('runDifference.show')}</summary>
          <ul>
            {d.newPayees.first.map((p, i) => (
              <li key={`n${i}`}>
                {t('runDifference.newPayee', { name: p.name })} <span className="iban">{groupIban(p.iban)}</span>
              </li>
            ))}
            {more(d.newPayees)}
            {d.ibanChanged.first.map((p, i) => (
              <li key={`i${i}`}>
                {t('runDifference.ibanChange', { name: p.name })} <span className="iban">{groupIban(p.oldIban)}</span> →{' '}
                <span className="iban">{groupIban(p.newIban)}</span>
              </li>
            ))}
            {more(d.ibanChanged)}
            {[...d.amountsUp.first, ...d.amountsDown.first].map((p, i) => (
              <li key={`a${i}`}>
                {t('runDifference.amountChange', {
                  name: p.name,
                  old: formatMoney(p.old, p.currency),
                  new: formatMoney(p.new, p.currency),
                })}
              </li>
            ))}
            {more({
              count: d.amountsUp.count + d.amountsDown.count,
              first: [...d.amountsUp.first, ...d.amountsDown.first],
            })}
            {d.notPaidNow.first.map((p, i) => (
              <li key={`g${i}`}>{t('runDifference.notPaid', { name: p.name })}</li>
            ))}
            {more(d.notPaidNow)}
          </ul>
        </details>
      )}
    </section>
  );
}
