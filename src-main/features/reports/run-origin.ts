import { createHash } from 'node:crypto';
import Big from 'big.js';
import type { PaymentRow } from '../../../src-shared/ipc/channels/history';
import { parsePaymentFile } from '../../../src-shared/import/parse-file';
import { parseAmount } from '../../../src-shared/payments/amount';
import { electronicIban } from '../../../src-shared/payments/iban';

/** What the sent file itself says of one payment, by its place among the file's payments. */
interface OriginPayment {
  /** pain.001: the `PmtInfId` it was in. */
  paymentInformationId?: string;
  /** The payee's name exactly as the file has it. */
  name: string;
  iban: string;
  amount: string;
}

/** The file a run was sent from, read again: the ERP's own ids and names for its status report. */
export interface RunOrigin {
  sha256: string;
  payments: OriginPayment[];
}

const amountText = (text: string, style: 'dot' | 'comma'): string => {
  const amount = parseAmount(text, style);
  return amount.ok ? amount.value.toFixed() : '';
};

/** The file's SHA-256 (the history knows a run by it) and what it says of each payment. */
export function runOriginOf(fileName: string, bytes: Uint8Array): RunOrigin {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const parsed = parsePaymentFile(fileName, bytes);
  if (!parsed.ok) return { sha256, payments: [] };
  const { paymentInformationIds: ids, decimalStyle } = parsed.value;
  return {
    sha256,
    payments: parsed.value.rows.map((row, i) => ({
      ...(ids?.[i] ? { paymentInformationId: ids[i] } : {}),
      name: row.values.name?.trim() ?? '',
      iban: electronicIban(row.values.iban ?? ''),
      amount: amountText(row.values.amount ?? '', decimalStyle),
    })),
  };
}

/**
 * The file's word on a payment of the history: the row at its place in the file, when that row is
 * the same payment (same account and amount; rows removed before sending move the places).
 */
export function originPayment(origin: RunOrigin | undefined, p: PaymentRow): OriginPayment | undefined {
  const row = origin && p.rowNumber !== null ? origin.payments[p.rowNumber] : undefined;
  if (!row || row.iban !== electronicIban(p.accountIdentifier)) return undefined;
  return row.amount !== '' && new Big(row.amount).eq(p.amount) ? row : undefined;
}
