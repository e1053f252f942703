import { PAYMENT_FIELDS, type PaymentField } from '../payments/fields';
import type { DecimalStyle } from '../payments/amount';
import type { EncodingName } from './decode';
import type { Delimiter } from './delimiter';
import { normaliseHeader, type ColumnMapping } from './mapping';

/**
 * A saved column mapping, offered again for files with the same headers. Columns are kept by
 * header name, not position, so a reordered export still maps.
 */
export interface ImportTemplate {
  name: string;
  headers: string[];
  columns: Partial<Record<PaymentField, string>>;
  encoding?: EncodingName | undefined;
  delimiter?: Delimiter | undefined;
  decimalStyle?: DecimalStyle | undefined;
}

export function templateFromMapping(
  name: string,
  headers: readonly string[],
  mapping: ColumnMapping,
  settings: Pick<ImportTemplate, 'encoding' | 'delimiter' | 'decimalStyle'> = {},
): ImportTemplate {
  const columns: ImportTemplate['columns'] = {};
  for (const field of PAYMENT_FIELDS) {
    const column = mapping[field];
    if (column !== undefined && headers[column] !== undefined) columns[field] = headers[column];
  }
  return { name, headers: [...headers], columns, ...settings };
}

/** The mapping a template gives for these headers; fields whose header is gone are left out. */
export function mappingFromTemplate(headers: readonly string[], template: ImportTemplate): ColumnMapping {
  const byName = new Map(headers.map((h, i) => [normaliseHeader(h), i] as const));
  const mapping: ColumnMapping = {};
  for (const [field, header] of Object.entries(template.columns) as [PaymentField, string][]) {
    const column = byName.get(normaliseHeader(header));
    if (column !== undefined) mapping[field] = column;
  }
  return mapping;
}

/** The saved template made for exactly these headers, if any. */
export function templateForHeaders(
  headers: readonly string[],
  templates: readonly ImportTemplate[],
): ImportTemplate | undefined {
  const key = headers.map(normaliseHeader).join('|');
  return templates.find((t) => t.headers.map(normaliseHeader).join('|') === key);
}
