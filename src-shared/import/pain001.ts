import Big from 'big.js';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { err, ok, type Result } from '../result';
import type { Pain001Extras, PaymentRow } from '../payments/fields';
import { issueMessage } from '../payments/messages';
import type { IssueParams, ValidationIssue } from '../payments/types';
import { executionDateIssue } from '../payments/execution-date';
import {
  messageNameIn,
  PAIN001_VARIANTS_READ,
  rootNamespace,
  structureOf,
  type Pain001Version,
} from './pain001-version';
import { xmlLimitProblem } from './xml-limits';

export { PAIN001_VERSIONS, type Pain001Version } from './pain001-version';

type Node = Record<string, unknown>;
const asNode = (v: unknown): Node => (v && typeof v === 'object' ? (v as Node) : {});
const text = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'object' && v && '#text' in v ? String((v as Node)['#text']) : '';
const path = (v: unknown, ...keys: string[]): unknown => keys.reduce((n: unknown, k) => asNode(n)[k], v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  // Amounts stay strings: a float would lose cents.
  parseTagValue: false,
  parseAttributeValue: false,
  // Character references (`&#xE4;`, `&#228;`) as well as `&amp;` and friends become characters.
  htmlEntities: true,
  isArray: (name) => ['PmtInf', 'CdtTrfTxInf', 'Ustrd', 'Strd'].includes(name),
});

/** Physical line of each `<name>` start tag, in document order. */
function tagLines(xml: string, name: string): number[] {
  const lines: number[] = [];
  const tag = new RegExp(`<(?:[\\w.-]+:)?${name}[\\s>]`, 'g');
  let line = 1;
  let from = 0;
  for (let m = tag.exec(xml); m; m = tag.exec(xml)) {
    for (let i = from; i < m.index; i++) {
      const c = xml.charCodeAt(i);
      if (c === 10 || (c === 13 && xml.charCodeAt(i + 1) !== 10)) line++;
    }
    from = m.index;
    lines.push(line);
  }
  return lines;
}

/**
 * Reads a pain.001 credit transfer file: each CdtTrfTxInf becomes one payment row with the raw
 * values the validator checks (creditor name, IBAN, BIC, amount and currency, reference, end-to-end id).
 */
export interface Pain001File {
  version: Pain001Version;
  rows: PaymentRow[];
  /** NbOfTxs and CtrlSum that do not match, an execution date in the future, the paying account named. */
  fileIssues: ValidationIssue[];
  /** The IBANs of `DbtrAcct`, in order: the account the file means to pay from. */
  debtorAccounts: string[];
  /** GrpHdr's MsgId and the version: the pain.002 back to the ERP refers to them (null without a usable MsgId). */
  message: { id: string; name: Pain001Version } | null;
  /** Each row's `PmtInfId` (as in `rows`): the pain.002 back to the ERP reports by them. */
  paymentInformationIds: string[];
}

function fileIssue(line: number, code: string, params: IssueParams, severity: 'error' | 'warning'): ValidationIssue {
  return { line, row: -1, field: 'file', code, params, message: issueMessage(code, params), severity };
}

/** NbOfTxs and CtrlSum of one level (group header or payment information) against its transactions. */
function checkTotals(level: string, node: unknown, line: number, txs: unknown[], issues: ValidationIssue[]): void {
  const declaredCount = text(path(node, 'NbOfTxs')).trim();
  if (declaredCount && Number(declaredCount) !== txs.length)
    issues.push(
      fileIssue(line, 'pain001_count_mismatch', { level, declared: declaredCount, actual: txs.length }, 'error'),
    );
  const declaredSum = text(path(node, 'CtrlSum')).trim();
  if (!declaredSum) return;
  let sum = new Big(0);
  for (const tx of txs) {
    const amount = text(path(tx, 'Amt', 'InstdAmt')).trim();
    if (!/^\d+(\.\d+)?$/.test(amount)) return; // that row has its own error; a sum would mislead
    sum = sum.plus(amount);
  }
  if (!/^\d+(\.\d+)?$/.test(declaredSum) || !sum.eq(declaredSum))
    issues.push(
      fileIssue(line, 'pain001_sum_mismatch', { level, declared: declaredSum, actual: sum.toFixed() }, 'error'),
    );
}

/** Today as YYYY-MM-DD in the user's time zone (a date in the file means the user's day). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The text's shape before any parser reads it: no DOCTYPE, within the limits, well-formed. */
function refusedShape(fileName: string, xml: string): Result<never> | undefined {
  // A DOCTYPE can declare entities (external files, or ones that expand to gigabytes); a payment
  // file never needs one, so none is read.
  const doctype = /<!DOCTYPE/i.exec(xml);
  if (doctype) {
    const line = xml.slice(0, doctype.index).split(/\r\n|\n|\r/).length;
    return err(
      'xml_doctype',
      `${fileName} contains a DOCTYPE declaration (line ${line}), which payment files never need and which can make a file read other files or grow without bound; Bulkpay does not read it. Export the file again from your system, or delete the <!DOCTYPE …> part.`,
    );
  }
  const limit = xmlLimitProblem(xml);
  if (limit?.code === 'xml_too_deep') {
    const { line, max } = limit.params;
    return err(
      'xml_too_deep',
      `${fileName} nests its elements more than ${max} levels deep (line ${line}); a payment file is never that deep, so Bulkpay does not read it. Export the file again from your system.`,
      undefined,
      { line, max },
    );
  }
  if (limit) {
    const { line, length, max } = limit.params;
    return err(
      'xml_value_too_long',
      `${fileName} has a value of ${length} characters (line ${line}); a payment file's values are at most ${max}, so Bulkpay does not read it. Export the file again from your system.`,
      undefined,
      { line, length, max },
    );
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    return err(
      'malformed_xml',
      `${fileName} is not well-formed XML (line ${valid.err.line}: ${valid.err.msg}); export it again from your system.`,
    );
  return undefined;
}

/** The ISO version whose structure the document has, or the refusal naming what it is. */
function versionOf(fileName: string, xml: string, doc: Node): Result<{ version: Pain001Version; initiation: Node }> {
  const root = rootNamespace(xml);
  const variant = messageNameIn(root?.namespace ?? '');
  const version = variant ? structureOf(variant) : undefined;
  const document = asNode(doc['Document']);
  const reads = `Bulkpay reads ${PAIN001_VARIANTS_READ.join(', ')} credit transfers, or CSV`;
  if (variant?.startsWith('pain.001.') && !version)
    return err(
      'pain001_version_unsupported',
      `${fileName} is an ISO 20022 ${variant} file, a version Bulkpay does not read; ${reads}. Export the payments as pain.001.001.03 or pain.001.001.09.`,
      undefined,
      { format: variant },
    );
  if (!version || root?.name !== 'Document' || !('CstmrCdtTrfInitn' in document))
    return err(
      'unsupported_format',
      `${fileName} is ${variant ? `an ISO 20022 ${variant} file` : 'XML but not a pain.001 payment file'}; ${reads}.`,
      undefined,
      { format: variant ?? '' },
    );
  return ok({ version, initiation: asNode(document['CstmrCdtTrfInitn']) });
}

/** `Ccy` and `Amt/InstdAmt`, or `Amt/EqvtAmt` (an amount to convert: the rules refuse it by name). */
function amountOf(tx: unknown): { amount: string; currency: string; equivalent?: Pain001Extras['equivalentAmount'] } {
  const instructed = path(tx, 'Amt', 'InstdAmt');
  const equivalent = path(tx, 'Amt', 'EqvtAmt');
  if (instructed === undefined && equivalent !== undefined) {
    const amount = path(equivalent, 'Amt');
    return {
      amount: '',
      currency: '',
      equivalent: {
        amount: text(amount).trim(),
        currency: String(asNode(amount)['@_Ccy'] ?? ''),
        transferCurrency: text(path(equivalent, 'CcyOfTrf')).trim(),
      },
    };
  }
  return { amount: text(instructed), currency: String(asNode(instructed)['@_Ccy'] ?? '') };
}

/**
 * SEPA when the service level says SEPA; international when it names another; with none, SEPA for
 * euros only (a CHF or USD payment without a service level is not a SEPA payment). The
 * transaction's own PmtTpInf comes before its payment information's.
 */
function methodOf(serviceLevel: string, currency: string): 'sepa' | 'international' {
  if (serviceLevel) return serviceLevel === 'SEPA' ? 'sepa' : 'international';
  return currency.toUpperCase() === 'EUR' ? 'sepa' : 'international';
}

/** The references of `RmtInf`: each `Strd/CdtrRefInf/Ref`, each `Ustrd`, each `Strd/RfrdDocInf/Nb`. */
function remittanceOf(tx: unknown) {
  const blocks = list(path(tx, 'RmtInf', 'Strd'));
  const structured = blocks.map((s) => text(path(s, 'CdtrRefInf', 'Ref')).trim()).filter(Boolean);
  const documents = blocks
    .flatMap((s) => list(path(s, 'RfrdDocInf')))
    .map((d) => text(path(d, 'Nb')).trim())
    .filter(Boolean);
  const unstructured = list(path(tx, 'RmtInf', 'Ustrd'))
    .map(text)
    .filter(Boolean);
  return { structured, unstructured, documents };
}

/** One `CdtTrfTxInf` as a row: raw values, and what the bank's item has no place for (`xml`). */
function transactionRow(
  tx: unknown,
  line: number,
  version: Pain001Version,
  levels: {
    serviceLevel: string;
    instant: boolean;
    debtor: string;
    requestedExecution: PaymentRow['requestedExecution'];
  },
): PaymentRow {
  const { amount, currency, equivalent } = amountOf(tx);
  const { structured, unstructured, documents } = remittanceOf(tx);
  const endToEnd = text(path(tx, 'PmtId', 'EndToEndId'));
  const account = path(tx, 'CdtrAcct', 'Id');
  const iban = text(path(account, 'IBAN'));
  const otherAccount = iban ? '' : text(path(account, 'Othr', 'Id')).trim();
  const serviceLevel = text(path(tx, 'PmtTpInf', 'SvcLvl', 'Cd')).trim() || levels.serviceLevel;
  const instant = text(path(tx, 'PmtTpInf', 'LclInstrm', 'Cd')).trim() === 'INST' || levels.instant;
  const values: PaymentRow['values'] = {
    name: text(path(tx, 'Cdtr', 'Nm')),
    // An account that is not an IBAN is shown where the IBAN goes, and named by the rules.
    iban: iban || otherAccount,
    bic: text(path(tx, 'CdtrAgt', 'FinInstnId', version === 'pain.001.001.03' ? 'BIC' : 'BICFI')),
    amount,
    currency,
    // Several are shown as the file has them, and refused by the rules: never glued into one.
    structured_reference: structured.join(', '),
    unstructured_reference: unstructured.join(' '),
    end_to_end_id: endToEnd === 'NOTPROVIDED' ? '' : endToEnd,
    method: methodOf(serviceLevel, currency || (equivalent?.transferCurrency ?? '')),
    instant: instant ? 'yes' : 'no',
  };
  const xml: Pain001Extras = {
    ...(otherAccount ? { otherAccount } : {}),
    ...(structured.length > 1 ? { references: structured } : {}),
    ...(documents.length ? { referredDocuments: documents } : {}),
    ...(equivalent ? { equivalentAmount: equivalent } : {}),
  };
  return {
    line,
    values,
    ...(levels.debtor ? { debtorAccount: levels.debtor } : {}),
    ...(levels.requestedExecution ? { requestedExecution: levels.requestedExecution } : {}),
    ...(Object.keys(xml).length ? { xml } : {}),
  };
}

export function parsePain001(fileName: string, xml: string, today = localToday()): Result<Pain001File> {
  const refused = refusedShape(fileName, xml);
  if (refused) return refused;
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch (e) {
    return err(
      'malformed_xml',
      `${fileName} could not be read as XML (${e instanceof Error ? e.message : String(e)}); export it again from your system.`,
    );
  }
  const recognised = versionOf(fileName, xml, doc);
  if (!recognised.ok) return recognised;
  const { version, initiation } = recognised.value;
  const lines = tagLines(xml, 'CdtTrfTxInf');
  const infoLines = tagLines(xml, 'PmtInf');
  const headerLine = tagLines(xml, 'GrpHdr')[0] ?? 0;
  const rows: PaymentRow[] = [];
  const fileIssues: ValidationIssue[] = [];
  const debtorAccounts: string[] = [];
  const paymentInformationIds: string[] = [];
  const infos = list(path(initiation, 'PmtInf'));
  checkTotals(
    'GrpHdr',
    path(initiation, 'GrpHdr'),
    headerLine,
    infos.flatMap((i) => list(path(i, 'CdtTrfTxInf'))),
    fileIssues,
  );
  for (const [n, info] of infos.entries()) {
    const infoLine = infoLines[n] ?? 0;
    checkTotals(`PmtInf ${n + 1}`, info, infoLine, list(path(info, 'CdtTrfTxInf')), fileIssues);
    const date = (text(path(info, 'ReqdExctnDt', 'Dt')) || text(path(info, 'ReqdExctnDt'))).trim();
    const requestedExecution = date ? { date, line: infoLine } : undefined;
    const dateIssue = executionDateIssue(date, infoLine, today);
    if (dateIssue) fileIssues.push(dateIssue);
    const debtor = text(path(info, 'DbtrAcct', 'Id', 'IBAN'))
      .replace(/\s+/g, '')
      .toUpperCase();
    if (debtor && !debtorAccounts.includes(debtor)) debtorAccounts.push(debtor);
    const levels = {
      requestedExecution,
      serviceLevel: text(path(info, 'PmtTpInf', 'SvcLvl', 'Cd')).trim(),
      instant: text(path(info, 'PmtTpInf', 'LclInstrm', 'Cd')).trim() === 'INST',
      debtor,
    };
    const infoId = text(path(info, 'PmtInfId')).trim();
    for (const tx of list(path(info, 'CdtTrfTxInf'))) {
      rows.push(transactionRow(tx, lines[rows.length] ?? 0, version, levels));
      paymentInformationIds.push(infoId);
    }
  }
  if (rows.length === 0)
    return err(
      'no_payments',
      `${fileName} holds no payments: its CstmrCdtTrfInitn has no credit transfers (no CdtTrfTxInf elements). Export the payments again and choose that file.`,
    );
  const messageId = text(path(initiation, 'GrpHdr', 'MsgId')).trim();
  const message = messageId && messageId.length <= 35 ? { id: messageId, name: version } : null;
  return ok({ version, rows, fileIssues, debtorAccounts, message, paymentInformationIds });
}
