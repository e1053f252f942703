import Big from 'big.js';
import { randomBytes } from 'node:crypto';
import type { Account, Transaction } from '../../domain/bank-schemas';
import { accountId, entry, type CamtVersion, type EntryLine } from './camt-entry';
import { amount, isoDateTime, isoDocument, sepaText, type XmlNode } from './xml';

/** Booked balances of the statement period, derived from the current balance (see `deriveBalances`). */
export interface StatementBalances {
  /** null when it cannot be derived: the statement then says so in AddtlStmtInf. */
  opening: string | null;
  closing: string;
  /** Why the opening balance is missing, for AddtlStmtInf. */
  openingMissing?: string;
}

export interface StatementInput {
  account: Account;
  from: string;
  to: string;
  /** Every transaction of the period (booked and, when asked, scheduled), newest first as the bank lists them. */
  transactions: Transaction[];
  balances: StatementBalances;
  version: CamtVersion;
  now?: Date;
}

const signed = (t: Transaction) => (t.direction === 'in' ? new Big(t.amount).abs() : new Big(t.amount).abs().neg());
const bookingDay = (t: Transaction) => t.booking_date || t.execution_timestamp.slice(0, 10);

/**
 * The API gives only today's balance, so the period's booked balances are worked back from it:
 * closing = current balance − every paid movement booked after `to`; opening = closing − every
 * paid movement booked from `from` to `to`. `later` must hold every paid transaction booked after
 * `to` (the caller lists from `from` to today). The bank lists only the last 365 days, so for a
 * period starting earlier the opening balance is not derived: it is missing, and says why.
 */
export function deriveBalances(
  currentBalance: string,
  paid: Transaction[],
  period: { from: string; to: string; oldestListed: string },
): StatementBalances {
  const inPeriod = paid.filter((t) => bookingDay(t) >= period.from && bookingDay(t) <= period.to);
  const after = paid.filter((t) => bookingDay(t) > period.to);
  const closing = after.reduce((b, t) => b.minus(signed(t)), new Big(currentBalance));
  const opening = inPeriod.reduce((b, t) => b.minus(signed(t)), closing);
  if (period.from < period.oldestListed)
    return {
      opening: null,
      closing: closing.toString(),
      openingMissing: `Opening balance not available: the bank lists transactions only from ${period.oldestListed}, after the start of this statement (${period.from}).`,
    };
  return { opening: opening.toString(), closing: closing.toString() };
}

export const transactionLine = (t: Transaction): EntryLine => ({
  amount: t.amount,
  currency: t.currency,
  credit: t.direction === 'in',
  booked: t.state === 'paid',
  bookingDate: t.state === 'paid' ? bookingDay(t) : null,
  valueDate: (t.execution_timestamp || t.ux_timestamp).slice(0, 10) || null,
  bankReference: t.identifier || t.uuid,
  endToEndId: t.end_to_end_id || null,
  unstructuredReference: t.unstructured_reference || null,
  structuredReference: t.structured_reference || null,
  counterpartyName: t.counterparty.name || t.counterparty.display_name || t.counterparty.company,
  counterpartyAccount: t.counterparty.iban,
  counterpartyBic: t.counterparty.bic || null,
  description: t.generic_description || null,
});

function balance(version: CamtVersion, code: 'OPBD' | 'CLBD', value: string, currency: string, date: string): XmlNode {
  const v = new Big(value);
  return {
    Tp: { CdOrPrtry: { Cd: code } },
    Amt: amount(v.abs(), currency),
    CdtDbtInd: v.lt(0) ? 'DBIT' : 'CRDT',
    Dt: { Dt: date },
  };
}

/**
 * A camt.053 account statement (.02 or .08) of one account for a period: opening and closing
 * booked balances (derived, see `deriveBalances`), one Ntry per transaction oldest first, BOOK
 * for paid and PDNG for scheduled ones.
 */
export function buildCamt053(input: StatementInput): string {
  const { account, version } = input;
  const now = input.now ?? new Date();
  const ordered = [...input.transactions].sort((a, b) =>
    (a.execution_timestamp || a.booking_date) < (b.execution_timestamp || b.booking_date) ? -1 : 1,
  );
  const { opening, closing, openingMissing } = input.balances;
  const fromTo = `${input.from.replace(/-/g, '')}${input.to.replace(/-/g, '')}`;
  const body: XmlNode = {
    GrpHdr: {
      MsgId: `STM${now.getTime().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`,
      CreDtTm: isoDateTime(now),
    },
    Stmt: [
      {
        Id: `${sepaText(account.iban, 18)}-${fromTo}`.slice(0, 35),
        CreDtTm: isoDateTime(now),
        FrToDt: { FrDtTm: `${input.from}T00:00:00`, ToDtTm: `${input.to}T23:59:59` },
        Acct: {
          Id: accountId(account.iban || account.code),
          Ccy: account.currency,
          Nm: sepaText(account.name, 70) || undefined,
        },
        Bal: [
          ...(opening !== null ? [balance(version, 'OPBD', opening, account.currency, input.from)] : []),
          balance(version, 'CLBD', closing, account.currency, input.to),
        ],
        TxsSummry: {
          TtlNtries: {
            NbOfNtries: String(ordered.length),
          },
        },
        Ntry: ordered.length ? ordered.map((t) => entry(version, transactionLine(t))) : undefined,
        AddtlStmtInf: openingMissing ? sepaText(openingMissing, 500) : undefined,
      },
    ],
  };
  return isoDocument(`camt.053.001.${version}`, 'BkToCstmrStmt', body);
}
