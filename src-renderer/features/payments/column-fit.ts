import type { ParsedPaymentFile } from '../../../src-shared/import/parse-file';
import type { PaymentField } from '../../../src-shared/payments/fields';
import type { TableColumn } from './columns';

/** What a clerk checks first, right after the pinned payee: how much, in which currency. */
const FIRST: PaymentField[] = ['name', 'amount', 'currency'];
/** Rows read to size a column: enough to see the file's longest values, few enough to stay instant. */
export const SAMPLED_ROWS = 2_000;
const MIN_CH = 8;
/** Codes in capitals and digits (an IBAN as shown, in groups of four, with its spaces). */
const CODES: PaymentField[] = ['iban', 'bic'];
const KEEP_WIDTH: PaymentField[] = ['name', 'amount', 'currency', 'instant', 'method'];
/** Free text that can run long: these columns share the window's spare width. */
const FREE_TEXT: PaymentField[] = ['unstructured_reference', 'reference', 'end_to_end_id'];
/** The widest a column of codes or dates is sized to. */
const MAX_CH = 48;
/** The widest free text is sized to (a message is at most 140 characters). */
const MAX_TEXT_CH = 160;
/** How narrow free text may get in a narrow window before the table scrolls sideways. */
const MIN_TEXT_CH = 24;

/**
 * The table's columns sized to what they hold and to the window. Each column is as wide as its
 * longest value (of the first rows) or its header, within bounds. Free text (message, reference)
 * is not capped there: its columns take the window's spare width in proportion to their longest
 * value, so a long message is not cut while space is empty, and shrink (down to `MIN_TEXT_CH`) in
 * a narrow window before the table scrolls sideways. Amount and currency come right after the
 * pinned payee, so the amount is in sight without scrolling. `min` is each track's least width:
 * the rows are never narrower than their sum.
 */
export function fitToContent(columns: TableColumn[], sample: ParsedPaymentFile['rows']): TableColumn[] {
  const rows = sample.slice(0, SAMPLED_ROWS);
  const ordered = [
    ...FIRST.flatMap((f) => columns.filter((c) => c.field === f)),
    ...columns.filter((c) => !FIRST.includes(c.field)),
  ];
  const anyFreeText = ordered.some((c) => FREE_TEXT.includes(c.field));
  return ordered.map((column, index) => {
    // The pinned payee keeps its width (the sticky columns and the scroll padding are set by it), and
    // so do the columns shown formatted (an amount as money): their own width fits what they show.
    if (KEEP_WIDTH.includes(column.field)) return { ...column, min: column.width };
    const ch = longestCh(column, rows);
    if (FREE_TEXT.includes(column.field)) {
      const least = `${Math.min(ch, MIN_TEXT_CH)}ch`;
      return { ...column, width: `minmax(${least}, ${ch}fr)`, min: least };
    }
    const capped = `${Math.min(MAX_CH, ch)}ch`;
    // Without free text, the last column takes the spare width (the rows fill the table).
    const last = !anyFreeText && index === ordered.length - 1;
    return { ...column, width: last ? `minmax(${capped}, 1fr)` : capped, min: capped };
  });
}

/** A column's natural width in `ch`: its longest value (or its header) and room for the cell's padding. */
function longestCh(column: TableColumn, rows: ParsedPaymentFile['rows']): number {
  const shown = (value: string) => [...value].length + (column.field === 'iban' ? Math.floor(value.length / 4) : 0);
  const longest = rows.reduce((n, r) => Math.max(n, shown(r.values[column.field] ?? '')), column.label.length);
  // `ch` is the row font's "0": letters run a little wider; an IBAN's or BIC's capitals and digits
  // about as wide (its group spaces narrower), so a code takes its length.
  const factor = CODES.includes(column.field) ? 1 : 1.1;
  return Math.min(MAX_TEXT_CH, Math.max(MIN_CH, Math.ceil(longest * factor) + 4));
}
