import type { Tone } from '../../components/StatusBadge';
import { formatMoney } from '../accounts/format';
import { currentLocale } from '../../i18n/locale';
import type { TeamRunSummary } from './team-store';

/** A run's state as a badge colour. */
export const RUN_STATE_TONE: Record<TeamRunSummary['state'], Tone> = {
  awaiting_release: 'warning',
  returned: 'danger',
  released: 'info',
  sending: 'info',
  sent: 'success',
};

/** Exact totals per currency, in a stable order: "1 250,00 € + 300,00 £". */
export const runTotalsText = (totals: Record<string, string>) =>
  Object.entries(totals)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => formatMoney(amount, currency))
    .join(' + ');

/** A timestamp as the user's locale writes a date and time. */
export const whenText = (iso: string) =>
  new Date(iso).toLocaleString(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' });
