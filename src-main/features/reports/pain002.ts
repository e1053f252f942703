import { randomBytes } from 'node:crypto';
import type { BulkSummary, PaymentRow } from '../../../src-shared/ipc/channels/history';
import { groupStatus, paymentStatus, type PaymentStatus } from './payment-status';
import type { Run } from './run';
import { originPayment } from './run-origin';
import { amount, decimalSum, isoDateTime, isoDocument, sepaText, type XmlNode } from './xml';

export const PAIN002_VERSIONS = ['03', '10'] as const;
export type Pain002Version = (typeof PAIN002_VERSIONS)[number];

const MESSAGE = { '03': 'pain.002.001.03', '10': 'pain.002.001.10' } as const;
/** The pain.001 an ERP speaks when it reads a pain.002 of each version. */
const ORIGINAL_MESSAGE = { '03': 'pain.001.001.03', '10': 'pain.001.001.09' } as const;

/** Max35Text ids: our UUIDs without dashes (32 characters) fit. */
export const shortId = (uuid: string) => uuid.replace(/-/g, '').slice(0, 35);

/**
 * The original message id the ERP knows this run by: the imported pain.001's MsgId when there
 * was one, else a stable id of the imported file: "F" and the first 34 hex digits of its SHA-256
 * (the same file always gets the same id); for a bulk without a file, "B" and its id.
 */
export const originalMessageId = (run: Run) =>
  run.message?.id ?? (run.file ? `F${run.file.sha256.slice(0, 34)}` : `B${shortId(run.bulks[0]!.bulk.id)}`);

/** The original message id as a file name part: a pain.001's MsgId may hold "/" or ":". */
export const fileNameId = (run: Run) => originalMessageId(run).replace(/[^A-Za-z0-9._-]/g, '_');

/** The pain.002 version an ERP expects back: .10 for a pain.001.001.09 import, else .03 (CSV, pain.001.001.03). */
export const defaultPain002Version = (run: Run): Pain002Version =>
  run.message && run.message.name >= 'pain.001.001.09' ? '10' : '03';

/** The paying account's IBAN, from the label history keeps ("Name (IBAN)"). */
export const payingIban = (bulk: BulkSummary): string | null =>
  /\(([A-Z]{2}\d{2}[A-Z0-9 ]+)\)$/.exec(bulk.accountLabel ?? '')?.[1]?.replace(/ /g, '') ?? null;

const sum = (payments: PaymentRow[]) => decimalSum(payments.map((p) => p.amount));

function reasonInfo(s: PaymentStatus): XmlNode | undefined {
  const info = (s.info && sepaText(s.info, 105)) || undefined;
  if (s.status === 'RJCT') return { Rsn: { Cd: s.reason! }, AddtlInf: info };
  return info ? { AddtlInf: info } : undefined; // PDNG not sent yet: why, with no reason code
}

function perStatus(statuses: PaymentStatus['status'][], payments: PaymentRow[]): XmlNode[] {
  const order: PaymentStatus['status'][] = ['ACSC', 'RJCT', 'PDNG'];
  return order
    .map((st) => ({ st, rows: payments.filter((_, i) => statuses[i] === st) }))
    .filter((g) => g.rows.length > 0)
    .map((g) => ({ DtldNbOfTxs: String(g.rows.length), DtldSts: g.st, DtldCtrlSum: sum(g.rows) }));
}

const account = (identifier: string): XmlNode =>
  /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(identifier.replace(/ /g, ''))
    ? { Id: { IBAN: identifier.replace(/ /g, '') } }
    : { Id: { Othr: { Id: sepaText(identifier, 34) } } };

function transaction(
  version: Pain002Version,
  bulk: BulkSummary,
  p: PaymentRow,
  status: PaymentStatus,
  fileName: string | undefined,
): XmlNode {
  const party = (name: string) => (version === '03' ? { Nm: name } : { Pty: { Nm: name } });
  const iban = payingIban(bulk);
  const remittance: XmlNode | undefined =
    p.unstructuredReference || p.structuredReference
      ? {
          Ustrd: p.unstructuredReference ? sepaText(p.unstructuredReference, 140) : undefined,
          Strd: p.structuredReference ? { CdtrRefInf: { Ref: sepaText(p.structuredReference, 35) } } : undefined,
        }
      : undefined;
  const executionDate = bulk.createdAt.slice(0, 10);
  return {
    StsId: `${shortId(bulk.id).slice(0, 28)}-${p.position}`,
    OrgnlEndToEndId: p.endToEndId || 'NOTPROVIDED',
    TxSts: status.status,
    StsRsnInf: reasonInfo(status),
    AccptncDtTm: p.executionAt ? isoDateTime(p.executionAt) : undefined,
    AcctSvcrRef: p.bankPaymentUuid ? shortId(p.bankPaymentUuid) : undefined,
    OrgnlTxRef: {
      Amt: { InstdAmt: amount(p.amount, p.currency) },
      ReqdExctnDt: version === '03' ? executionDate : { Dt: executionDate },
      RmtInf: remittance,
      DbtrAcct: iban ? { Id: { IBAN: iban } } : undefined,
      Cdtr: party(fileName?.slice(0, 140) ?? sepaText(p.payeeName, 140)),
      CdtrAcct: account(p.accountIdentifier),
    },
  };
}

type Reported = { bulk: BulkSummary; p: PaymentRow; s: PaymentStatus };

/**
 * The payments grouped as the ERP sent them: by the file's own PmtInfId when the sent file was
 * named (`run.origin`), else one group per bulk (its id without dashes), in the order first seen.
 */
function paymentInformation(run: Run, all: Reported[]): { id: string; entries: Reported[] }[] {
  const groups = new Map<string, Reported[]>();
  for (const x of all) {
    const id = originPayment(run.origin, x.p)?.paymentInformationId?.slice(0, 35) || shortId(x.bulk.id);
    const group = groups.get(id);
    if (group) group.push(x);
    else groups.set(id, [x]);
  }
  return [...groups].map(([id, entries]) => ({ id, entries }));
}

/**
 * A pain.002 customer payment status report of a run: the group status, one OrgnlPmtInfAndSts
 * per PmtInfId of the sent file (or per bulk, our bulk id without dashes, when the file was not
 * named) and one TxInfAndSts per payment with its
 * end-to-end id, amount, creditor and status.
 */
export function buildPain002(run: Run, version: Pain002Version, now: Date = new Date()): string {
  const all = run.bulks.flatMap(({ bulk, payments, awaitingResume }) =>
    payments.map((p) => ({ bulk, p, s: paymentStatus(bulk, p, awaitingResume) })),
  );
  const statuses = all.map((x) => x.s.status);
  const payments = all.map((x) => x.p);
  const body: XmlNode = {
    GrpHdr: {
      MsgId: `PSR${now.getTime().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`,
      CreDtTm: isoDateTime(now),
      InitgPty: { Nm: 'Bulkpay' },
    },
    OrgnlGrpInfAndSts: {
      OrgnlMsgId: originalMessageId(run),
      OrgnlMsgNmId: run.message?.name ?? ORIGINAL_MESSAGE[version],
      OrgnlCreDtTm: run.file ? isoDateTime(run.file.importedAt) : undefined,
      OrgnlNbOfTxs: String(all.length),
      OrgnlCtrlSum: sum(payments),
      GrpSts: groupStatus(statuses),
      NbOfTxsPerSts: perStatus(statuses, payments),
    },
    OrgnlPmtInfAndSts: paymentInformation(run, all).map(({ id, entries }) => {
      const rows = entries.map((x) => x.p);
      return {
        OrgnlPmtInfId: id,
        OrgnlNbOfTxs: String(rows.length),
        OrgnlCtrlSum: sum(rows),
        PmtInfSts: groupStatus(entries.map((x) => x.s.status)),
        TxInfAndSts: entries.map(({ bulk, p, s }) =>
          transaction(version, bulk, p, s, originPayment(run.origin, p)?.name),
        ),
      };
    }),
  };
  return isoDocument(MESSAGE[version], 'CstmrPmtStsRpt', body);
}

/** The file name an ERP import job picks up: message, run and time, no spaces. */
export function pain002FileName(run: Run, version: Pain002Version, now: Date = new Date()): string {
  const stamp = isoDateTime(now).replace(/[-:]/g, '').replace('T', '-').replace('Z', '');
  return `pain.002.001.${version}_${fileNameId(run)}_${stamp}.xml`;
}
