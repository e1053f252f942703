import Papa from 'papaparse';
import { partyName, signedAmount } from '../../src-shared/accounts/display';
import type { TransactionView } from '../../src-shared/ipc/channels/accounts';
import { neutraliseCell } from '../history/export';

/**
 * Columns for a reconciliation sheet. `text` cells come from the bank (names, references) and
 * are neutralised like the history export, so a counterparty called "=HYPERLINK(…)" stays text.
 * Amounts are the bank's exact decimal strings, signed by direction so a column sum is the net flow.
 */
const COLUMNS: { header: string; value: (t: TransactionView) => string; text: boolean }[] = [
  { header: 'booking_date', value: (t) => t.bookingDate, text: false },
  { header: 'executed_at', value: (t) => t.executionTimestamp, text: false },
  { header: 'due_date', value: (t) => t.dueDate ?? '', text: false },
  { header: 'direction', value: (t) => t.direction, text: true },
  { header: 'amount', value: (t) => signedAmount(t.amount, t.direction), text: false },
  { header: 'currency', value: (t) => t.currency, text: true },
  { header: 'state', value: (t) => t.state, text: true },
  { header: 'counterparty', value: (t) => partyName(t.counterparty), text: true },
  { header: 'counterparty_iban', value: (t) => t.counterparty.iban, text: true },
  { header: 'counterparty_bic', value: (t) => t.counterparty.bic, text: true },
  { header: 'unstructured_reference', value: (t) => t.unstructuredReference, text: true },
  { header: 'structured_reference', value: (t) => t.structuredReference, text: true },
  { header: 'end_to_end_id', value: (t) => t.endToEndId, text: true },
  { header: 'method', value: (t) => t.method, text: true },
  { header: 'description', value: (t) => t.description, text: true },
  { header: 'transaction_id', value: (t) => t.identifier, text: true },
];

/** RFC 4180 CSV, every cell quoted, CRLF lines, formula-safe text cells. */
export function transactionsCsv(rows: readonly TransactionView[]): string {
  const table = [
    COLUMNS.map((c) => c.header),
    ...rows.map((row) => COLUMNS.map((c) => (c.text ? neutraliseCell(c.value(row)) : c.value(row)))),
  ];
  return Papa.unparse(table, { quotes: true, newline: '\r\n' }) + '\r\n';
}
