import Papa from 'papaparse';
import { partyName, signedAmount } from '../../../src-shared/accounts/display';
import type { TransactionView } from '../../../src-shared/ipc/channels/accounts';
import { neutraliseCell } from '../history/export';

/**
 * Columns for a reconciliation sheet. Every cell comes from the bank, so every cell is neutralised
 * like the history export (a counterparty called "=HYPERLINK(…)" stays text) — dates included: the
 * client reads them as plain strings. Only the amount is left as it is: the bank client has already
 * checked it is an exact decimal, signed here by direction so a column sum is the net flow.
 */
const COLUMNS: { header: string; value: (t: TransactionView) => string; exactDecimal?: true }[] = [
  { header: 'booking_date', value: (t) => t.bookingDate },
  { header: 'executed_at', value: (t) => t.executionTimestamp },
  { header: 'due_date', value: (t) => t.dueDate ?? '' },
  { header: 'direction', value: (t) => t.direction },
  { header: 'amount', value: (t) => signedAmount(t.amount, t.direction), exactDecimal: true },
  { header: 'currency', value: (t) => t.currency },
  { header: 'state', value: (t) => t.state },
  { header: 'counterparty', value: (t) => partyName(t.counterparty) },
  { header: 'counterparty_iban', value: (t) => t.counterparty.iban },
  { header: 'counterparty_bic', value: (t) => t.counterparty.bic },
  { header: 'unstructured_reference', value: (t) => t.unstructuredReference },
  { header: 'structured_reference', value: (t) => t.structuredReference },
  { header: 'end_to_end_id', value: (t) => t.endToEndId },
  { header: 'method', value: (t) => t.method },
  { header: 'description', value: (t) => t.description },
  { header: 'transaction_id', value: (t) => t.identifier },
];

/** RFC 4180 CSV, every cell quoted, CRLF lines, formula-safe cells. */
export function transactionsCsv(rows: readonly TransactionView[]): string {
  const table = [
    COLUMNS.map((c) => c.header),
    ...rows.map((row) => COLUMNS.map((c) => (c.exactDecimal ? c.value(row) : neutraliseCell(c.value(row))))),
  ];
  return Papa.unparse(table, { quotes: true, newline: '\r\n' }) + '\r\n';
}
