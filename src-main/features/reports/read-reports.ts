import { reportParser } from './xml';

type Node = Record<string, unknown>;
const asNode = (v: unknown): Node => (v && typeof v === 'object' ? (v as Node) : {});
const text = (v: unknown): string | null =>
  typeof v === 'string' ? v : v && typeof v === 'object' && '#text' in v ? String((v as Node)['#text']) : null;
const at = (v: unknown, ...keys: string[]): unknown => keys.reduce((n: unknown, k) => asNode(n)[k], v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
/** A date choice (.10/.08: `<X><Dt>`) or a plain date (.03). */
const date = (v: unknown): string | null => text(at(v, 'Dt')) ?? text(v);

export interface Pain002Reading {
  originalMessageId: string | null;
  groupStatus: string | null;
  transactions: {
    endToEndId: string | null;
    status: string | null;
    reason: string | null;
    info: string | null;
    amount: string | null;
    currency: string | null;
    creditor: string | null;
    creditorAccount: string | null;
    bookingDate: string | null;
  }[];
}

/** Reads a pain.002 (.03 or .10) back: what an ERP would take from it. */
export function readPain002(xml: string): Pain002Reading {
  const report = at(reportParser.parse(xml), 'Document', 'CstmrPmtStsRpt');
  const group = at(report, 'OrgnlGrpInfAndSts');
  return {
    originalMessageId: text(at(group, 'OrgnlMsgId')),
    groupStatus: text(at(group, 'GrpSts')),
    transactions: list(at(report, 'OrgnlPmtInfAndSts')).flatMap((b) =>
      list(at(b, 'TxInfAndSts')).map((t) => {
        const ref = at(t, 'OrgnlTxRef');
        const reason = list(at(t, 'StsRsnInf'))[0];
        const amount = at(ref, 'Amt', 'InstdAmt');
        return {
          endToEndId: text(at(t, 'OrgnlEndToEndId')),
          status: text(at(t, 'TxSts')),
          reason: text(at(reason, 'Rsn', 'Cd')),
          info: text(list(at(reason, 'AddtlInf'))[0]),
          amount: text(amount),
          currency: text(at(amount, '@_Ccy')),
          creditor: text(at(ref, 'Cdtr', 'Nm')) ?? text(at(ref, 'Cdtr', 'Pty', 'Nm')),
          creditorAccount: text(at(ref, 'CdtrAcct', 'Id', 'IBAN')) ?? text(at(ref, 'CdtrAcct', 'Id', 'Othr', 'Id')),
          bookingDate: text(at(t, 'AccptncDtTm'))?.slice(0, 10) ?? null,
        };
      }),
    ),
  };
}

export interface CamtEntryReading {
  amount: string | null;
  currency: string | null;
  creditDebit: string | null;
  status: string | null;
  bookingDate: string | null;
  valueDate: string | null;
  bankReference: string | null;
  endToEndIds: (string | null)[];
  counterparty: string | null;
  remittance: string | null;
}

export interface CamtReading {
  balances: { type: string | null; amount: string | null; creditDebit: string | null; date: string | null }[];
  entries: CamtEntryReading[];
  additionalInfo: string | null;
}

/** Reads a camt.053 statement or camt.054 notification (.02 or .08) back: balances and entries. */
export function readCamt(xml: string): CamtReading {
  const doc = at(reportParser.parse(xml), 'Document');
  const body = asNode(doc)['BkToCstmrStmt'] ?? asNode(doc)['BkToCstmrDbtCdtNtfctn'];
  const report = list(at(body, 'Stmt'))[0] ?? list(at(body, 'Ntfctn'))[0];
  return {
    balances: list(at(report, 'Bal')).map((b) => ({
      type: text(at(b, 'Tp', 'CdOrPrtry', 'Cd')),
      amount: text(at(b, 'Amt')),
      creditDebit: text(at(b, 'CdtDbtInd')),
      date: date(at(b, 'Dt')),
    })),
    entries: list(at(report, 'Ntry')).map((n) => {
      const details = list(at(n, 'NtryDtls')).flatMap((d) => list(at(d, 'TxDtls')));
      const first = details[0];
      const party = at(first, 'RltdPties');
      const name = (p: unknown) => text(at(p, 'Nm')) ?? text(at(p, 'Pty', 'Nm'));
      return {
        amount: text(at(n, 'Amt')),
        currency: text(at(n, 'Amt', '@_Ccy')),
        creditDebit: text(at(n, 'CdtDbtInd')),
        status: text(at(n, 'Sts')) ?? text(at(n, 'Sts', 'Cd')),
        bookingDate: date(at(n, 'BookgDt')),
        valueDate: date(at(n, 'ValDt')),
        bankReference: text(at(n, 'AcctSvcrRef')),
        endToEndIds: details.map((d) => text(at(d, 'Refs', 'EndToEndId'))),
        counterparty: name(at(party, 'Cdtr')) ?? name(at(party, 'Dbtr')),
        remittance: text(list(at(first, 'RmtInf', 'Ustrd'))[0]),
      };
    }),
    additionalInfo: text(at(report, 'AddtlStmtInf')) ?? text(at(report, 'AddtlNtfctnInf')),
  };
}
