import Big from 'big.js';
import { randomBytes } from 'node:crypto';
import type { BulkSummary, PaymentRow } from '../../../src-shared/ipc/channels/history';
import { accountId, bankTransactionCode, transactionDetails, type EntryLine } from './camt-entry';
import { payingIban, shortId } from './pain002';
import { amount, isoDateTime, isoDocument, type XmlNode } from './xml';

const lineOf = (p: PaymentRow): EntryLine => ({
  amount: p.amount,
  currency: p.currency,
  credit: false,
  booked: true,
  bookingDate: p.bookingDate,
  valueDate: p.executionAt ? p.executionAt.slice(0, 10) : p.bookingDate,
  bankReference: p.bankPaymentUuid ? shortId(p.bankPaymentUuid) : null,
  endToEndId: p.endToEndId,
  unstructuredReference: p.unstructuredReference,
  structuredReference: p.structuredReference,
  counterpartyName: p.payeeName,
  counterpartyAccount: p.accountIdentifier,
});

/**
 * A camt.054.001.02 debit notification for one bulk: its paid payments as one batched entry per
 * currency (Btch with the bulk as PmtInfId, the count and the total), each payment as a TxDtls,
 * for ERPs that book a bulk as one line. Payments not paid are not debits and are left out.
 */
export function buildCamt054(bulk: BulkSummary, payments: PaymentRow[], now: Date = new Date()): string {
  const paid = payments.filter((p) => p.state === 'paid');
  const currencies = [...new Set(paid.map((p) => p.currency))];
  const entries: XmlNode[] = currencies.map((currency) => {
    const rows = paid.filter((p) => p.currency === currency);
    const total = rows.reduce((t, p) => t.plus(p.amount), new Big(0));
    const booking = rows.map((p) => p.bookingDate).find(Boolean);
    return {
      Amt: amount(total, currency),
      CdtDbtInd: 'DBIT',
      Sts: 'BOOK',
      BookgDt: booking ? { Dt: booking } : undefined,
      ValDt: booking ? { Dt: booking } : undefined,
      AcctSvcrRef: bulk.bankBulkId ? shortId(bulk.bankBulkId) : undefined,
      BkTxCd: bankTransactionCode(false),
      NtryDtls: {
        Btch: {
          PmtInfId: shortId(bulk.id),
          NbOfTxs: String(rows.length),
          TtlAmt: amount(total, currency),
          CdtDbtInd: 'DBIT',
        },
        TxDtls: rows.map((p) => transactionDetails('02', lineOf(p))),
      },
    };
  });
  const iban = payingIban(bulk);
  const body: XmlNode = {
    GrpHdr: {
      MsgId: `DBN${now.getTime().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`,
      CreDtTm: isoDateTime(now),
    },
    Ntfctn: [
      {
        Id: shortId(bulk.id),
        CreDtTm: isoDateTime(now),
        Acct: { Id: accountId(iban ?? bulk.paymentAccount) },
        Ntry: entries.length ? entries : undefined,
      },
    ],
  };
  return isoDocument('camt.054.001.02', 'BkToCstmrDbtCdtNtfctn', body);
}
