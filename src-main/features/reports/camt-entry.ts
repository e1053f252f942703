import Big from 'big.js';
import { amount, sepaText, type XmlNode } from './xml';

/** camt versions Bulkpay writes: .02 (the SEPA/EPC baseline most ERPs read) and .08. */
export type CamtVersion = '02' | '08';

/** One booked or pending movement, whichever API it came from (transactions list, bulk status). */
export interface EntryLine {
  amount: string;
  currency: string;
  credit: boolean;
  booked: boolean;
  bookingDate: string | null;
  valueDate: string | null;
  /** The bank's reference (transaction identifier or payment uuid). */
  bankReference: string | null;
  endToEndId: string | null;
  unstructuredReference: string | null;
  structuredReference: string | null;
  counterpartyName: string;
  counterpartyAccount: string;
  counterpartyBic?: string | null;
  description?: string | null;
}

const dateChoice = (date: string) => ({ Dt: date });

export const accountId = (identifier: string): XmlNode => {
  const compact = identifier.replace(/ /g, '');
  return /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)
    ? { IBAN: compact }
    : { Othr: { Id: sepaText(identifier, 34) } };
};

const party = (version: CamtVersion, name: string): XmlNode =>
  version === '02'
    ? { Nm: sepaText(name, 140) || 'NOTPROVIDED' }
    : { Pty: { Nm: sepaText(name, 140) || 'NOTPROVIDED' } };

/** SEPA credit transfer, issued (ICDT) or received (RCDT): the bank transaction code of every entry we write. */
export const bankTransactionCode = (credit: boolean): XmlNode => ({
  Domn: { Cd: 'PMNT', Fmly: { Cd: credit ? 'RCDT' : 'ICDT', SubFmlyCd: 'ESCT' } },
});

/** The transaction details of one movement (TxDtls), in the element order of each version's schema. */
export function transactionDetails(version: CamtVersion, line: EntryLine): XmlNode {
  const counterparty = party(version, line.counterpartyName);
  const counterpartyAccount = { Id: accountId(line.counterpartyAccount) };
  const counterpartyAgent = line.counterpartyBic
    ? { FinInstnId: { [version === '02' ? 'BIC' : 'BICFI']: line.counterpartyBic } }
    : undefined;
  const value = amount(new Big(line.amount).abs(), line.currency);
  return {
    Refs: {
      AcctSvcrRef: line.bankReference ? line.bankReference.slice(0, 35) : undefined,
      EndToEndId: line.endToEndId || 'NOTPROVIDED',
    },
    ...(version === '08' ? { Amt: value, CdtDbtInd: line.credit ? 'CRDT' : 'DBIT' } : {}),
    AmtDtls: { TxAmt: { Amt: value } },
    RltdPties: line.credit
      ? { Dbtr: counterparty, DbtrAcct: line.counterpartyAccount ? counterpartyAccount : undefined }
      : { Cdtr: counterparty, CdtrAcct: line.counterpartyAccount ? counterpartyAccount : undefined },
    RltdAgts: counterpartyAgent
      ? line.credit
        ? { DbtrAgt: counterpartyAgent }
        : { CdtrAgt: counterpartyAgent }
      : undefined,
    RmtInf:
      line.unstructuredReference || line.structuredReference
        ? {
            Ustrd: line.unstructuredReference ? sepaText(line.unstructuredReference, 140) || undefined : undefined,
            Strd: line.structuredReference
              ? { CdtrRefInf: { Ref: sepaText(line.structuredReference, 35) } }
              : undefined,
          }
        : undefined,
  };
}

/** One statement entry (Ntry) for one movement, with its details. */
export function entry(version: CamtVersion, line: EntryLine): XmlNode {
  const status = line.booked ? 'BOOK' : 'PDNG';
  return {
    Amt: amount(new Big(line.amount).abs(), line.currency),
    CdtDbtInd: line.credit ? 'CRDT' : 'DBIT',
    Sts: version === '02' ? status : { Cd: status },
    BookgDt: line.bookingDate ? dateChoice(line.bookingDate) : undefined,
    ValDt: line.valueDate ? dateChoice(line.valueDate) : undefined,
    AcctSvcrRef: line.bankReference ? line.bankReference.slice(0, 35) : undefined,
    BkTxCd: bankTransactionCode(line.credit),
    NtryDtls: { TxDtls: [transactionDetails(version, line)] },
    AddtlNtryInf: line.description ? sepaText(line.description, 500) || undefined : undefined,
  };
}

export { dateChoice };
