import Big from 'big.js';
import { exactAmountText } from './currency';

/** Per-currency totals added exactly (`{EUR: '0.10'}` + `{EUR: '0.20'}` → `{EUR: '0.30'}`), e.g. a run's bulks. */
export function sumTotals(list: readonly Record<string, string>[]): Record<string, string> {
  const sums = new Map<string, Big>();
  for (const totals of list)
    for (const [currency, amount] of Object.entries(totals))
      sums.set(currency, (sums.get(currency) ?? new Big(0)).plus(amount));
  return Object.fromEntries([...sums].map(([currency, sum]) => [currency, exactAmountText(sum, currency)]));
}
