import { FIELD_LABELS, PAYMENT_FIELDS, type PaymentField } from '../../../src-shared/payments/fields';
import type { ParsedPaymentFile } from '../../../src-shared/import/parse-file';

export interface TableColumn {
  field: PaymentField;
  label: string;
  /** CSS grid track width. */
  width: string;
  /** The track's least width (a CSS length), once sized to the file (column-fit.ts). */
  min?: string;
}

// Fixed widths: every row is its own grid, so flexible tracks would not line up between rows.
const WIDTHS: Partial<Record<PaymentField, string>> = {
  name: '220px',
  iban: '270px',
  amount: '120px',
  currency: '84px',
  method: '110px',
  instant: '80px',
  bic: '110px',
};

/**
 * The table's columns: the fields the file maps (CSV) or its payments carry (pain.001), in our
 * field order. `rows` are the table's rows: a file read in the worker arrives without them.
 */
export function columnsFor(file: ParsedPaymentFile): TableColumn[] {
  const present = (f: PaymentField) =>
    file.format === 'csv'
      ? file.mapping[f] !== undefined
      : (file.fields?.includes(f) ?? file.rows.some((r) => (r.values[f] ?? '') !== ''));
  return PAYMENT_FIELDS.filter(present).map((field) => ({
    field,
    label: FIELD_LABELS[field],
    width: WIDTHS[field] ?? '180px',
  }));
}
