import Papa from 'papaparse';
import type { ExportFormat, PaymentRow } from '../../../src-shared/ipc/channels/history';

/** Cells a spreadsheet would read as a formula (or that hide one behind a control character). */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/**
 * Makes a text cell inert in Excel, LibreOffice and Google Sheets: a leading `'` is the OWASP
 * recommendation and shows as nothing in the sheet. Amounts never pass through here; they are
 * exported as the exact decimal strings that were sent, so reconciliation sums match to the cent.
 */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Columns in the order a reconciliation sheet wants them. `text` columns are neutralised in CSV. */
const COLUMNS: { header: string; value: (p: PaymentRow) => string; text: boolean }[] = [
  { header: 'sent_at', value: (p) => p.createdAt, text: false },
  { header: 'bulk_id', value: (p) => p.bankBulkId ?? '', text: true },
  { header: 'file', value: (p) => p.fileName ?? '', text: true },
  { header: 'line', value: (p) => (p.line === null ? '' : String(p.line)), text: false },
  { header: 'payee', value: (p) => p.payeeName, text: true },
  { header: 'account', value: (p) => p.accountIdentifier, text: true },
  { header: 'amount', value: (p) => p.amount, text: false },
  { header: 'currency', value: (p) => p.currency, text: true },
  { header: 'unstructured_reference', value: (p) => p.unstructuredReference ?? '', text: true },
  { header: 'structured_reference', value: (p) => p.structuredReference ?? '', text: true },
  { header: 'end_to_end_id', value: (p) => p.endToEndId ?? '', text: true },
  { header: 'method', value: (p) => (p.instant ? `${p.method} instant` : p.method), text: false },
  { header: 'outcome', value: (p) => p.state, text: true },
  { header: 'bank_payment_id', value: (p) => p.bankPaymentUuid ?? '', text: true },
  { header: 'booking_date', value: (p) => p.bookingDate ?? '', text: false },
  { header: 'executed_at', value: (p) => p.executionAt ?? '', text: false },
];

const CSV_OPTIONS = { quotes: true, newline: '\r\n' } as const;

/** Writes payments as CSV (RFC 4180, every cell quoted, formula-safe) chunk by chunk. */
export function* csvChunks(rows: Iterable<PaymentRow>, chunkRows = 1000): Generator<string> {
  yield Papa.unparse([COLUMNS.map((c) => c.header)], CSV_OPTIONS) + '\r\n';
  let batch: string[][] = [];
  for (const row of rows) {
    batch.push(COLUMNS.map((c) => (c.text ? neutraliseCell(c.value(row)) : c.value(row))));
    if (batch.length === chunkRows) {
      yield Papa.unparse(batch, CSV_OPTIONS) + '\r\n';
      batch = [];
    }
  }
  if (batch.length) yield Papa.unparse(batch, CSV_OPTIONS) + '\r\n';
}

/**
 * JSON for programs, not spreadsheets: values exactly as stored (no `'` prefix, which would
 * corrupt an IBAN or reference for a matching script); amounts stay decimal strings.
 */
export function* jsonChunks(rows: Iterable<PaymentRow>): Generator<string> {
  yield '[';
  let first = true;
  for (const row of rows) {
    yield (first ? '\n' : ',\n') + JSON.stringify(jsonRecord(row));
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}

const jsonRecord = (row: PaymentRow) => Object.fromEntries(COLUMNS.map((c) => [c.header, c.value(row)]));

/**
 * The same file as exportChunks, from rows that arrive a page at a time (the team history over
 * the network): each page is written as it comes, never the whole export in memory.
 */
export async function* exportChunksFromPages(
  format: ExportFormat,
  pages: AsyncIterable<PaymentRow[]>,
): AsyncGenerator<string> {
  if (format === 'csv') {
    yield* csvChunks([]); // the header
    for await (const page of pages) yield* [...csvChunks(page)].slice(1);
    return;
  }
  yield '[';
  let first = true;
  for await (const page of pages)
    for (const row of page) {
      yield (first ? '\n' : ',\n') + JSON.stringify(jsonRecord(row));
      first = false;
    }
  yield first ? ']\n' : '\n]\n';
}

export function exportChunks(format: ExportFormat, rows: Iterable<PaymentRow>): Generator<string> {
  return format === 'csv' ? csvChunks(rows) : jsonChunks(rows);
}
