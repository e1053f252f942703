import type { ParsedPaymentFile } from '../../../src-shared/import/parse-file';
import type { PaymentField } from '../../../src-shared/payments/fields';
import type { TableColumn } from './columns';

/** What a clerk checks first, right after the pinned payee: how much, in which currency. */
const FIRST: PaymentField[] = ['name', 'amount', 'currency'];
/** Rows read to size a column: enough to see the file's longest values, few enough to stay instant. */
export const SAMPLED_ROWS = 2_000;
const MIN_CH = 8;
const MONOSPACED: PaymentField[] = ['iban', 'bic'];
const KEEP_WIDTH: PaymentField[] = ['name', 'amount', 'currency', 'instant', 'method'];
const MAX_CH = 48;

/**
 * The table's columns sized to what they hold: each as wide as its longest value (of the first
 * rows) or its header, within bounds; the last one also takes the window's spare width, so a long
 * message is not cut while space is empty. Amount and currency come right after the payee, so
 * the amount is in sight without scrolling sideways.
 */
export function fitToContent(columns: TableColumn[], sample: ParsedPaymentFile['rows']): TableColumn[] {
  const rows = sample.slice(0, SAMPLED_ROWS);
  const ordered = [
    ...FIRST.flatMap((f) => columns.filter((c) => c.field === f)),
    ...columns.filter((c) => !FIRST.includes(c.field)),
  ];
  return ordered.map((column, index) => {
    // The pinned payee keeps its width (the sticky columns and the scroll padding are set by it), and
    // so do the columns shown formatted (an amount as money): their own width fits what they show.
    if (KEEP_WIDTH.includes(column.field)) return column;
    const shown = (value: string) => [...value].length + (column.field === 'iban' ? Math.floor(value.length / 4) : 0);
    const longest = rows.reduce((n, r) => Math.max(n, shown(r.values[column.field] ?? '')), column.label.length);
    // `ch` is the row font's "0": letters run a little wider, a monospaced IBAN or BIC wider still;
    // then room for the cell's padding.
    const factor = MONOSPACED.includes(column.field) ? 1.3 : 1.1;
    const ch = Math.min(MAX_CH, Math.max(MIN_CH, Math.ceil(longest * factor) + 4));
    const width = index === ordered.length - 1 ? `minmax(${ch}ch, 1fr)` : `${ch}ch`;
    return { ...column, width };
  });
}
