import Big from 'big.js';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { err, ok, type Result } from '../result';
import type { PaymentRow } from '../payments/fields';
import { issueMessage } from '../payments/messages';
import type { IssueParams, ValidationIssue } from '../payments/types';
import { isoDateProblem } from '../validation/calendar-date';

/** ISO 20022 customer credit transfer initiation versions Bulkpay reads. */
export const PAIN001_VERSIONS = ['pain.001.001.03', 'pain.001.001.09'] as const;
export type Pain001Version = (typeof PAIN001_VERSIONS)[number];

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

export function parsePain001(fileName: string, xml: string, today = localToday()): Result<Pain001File> {
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
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    return err(
      'malformed_xml',
      `${fileName} is not well-formed XML (line ${valid.err.line}: ${valid.err.msg}); export it again from your system.`,
    );
  }
  const doc = parser.parse(xml) as Node;
  // The parser drops namespace declarations, so read the Document element's default namespace from the text.
  const namespace = /<(?:[\w.-]+:)?Document\b[^>]*?\sxmlns(?::[\w.-]+)?="([^"]*)"/.exec(xml)?.[1] ?? '';
  const version = PAIN001_VERSIONS.find((v) => namespace.endsWith(v));
  const initiation = path(doc, 'Document', 'CstmrCdtTrfInitn');
  if (!version || !initiation) {
    const found = /pain\.\d{3}\.\d{3}\.\d{2}|camt\.\d{3}\.\d{3}\.\d{2}/.exec(namespace)?.[0];
    return err(
      'unsupported_format',
      `${fileName} is ${found ? `an ISO 20022 ${found} file` : 'XML but not a pain.001 payment file'}; Bulkpay reads pain.001.001.03 and pain.001.001.09 credit transfers, or CSV.`,
    );
  }
  const lines = tagLines(xml, 'CdtTrfTxInf');
  const infoLines = tagLines(xml, 'PmtInf');
  const headerLine = tagLines(xml, 'GrpHdr')[0] ?? 0;
  const rows: PaymentRow[] = [];
  const fileIssues: ValidationIssue[] = [];
  const debtorAccounts: string[] = [];
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
    const noSuchDay = isoDateProblem(date);
    // Written as a date, but no such day (2026-11-31): said as such, not taken for a day to compare.
    if (noSuchDay && noSuchDay !== 'format')
      fileIssues.push(fileIssue(infoLine, 'pain001_execution_date_no_such_day', { date }, 'warning'));
    else if (date > today) fileIssues.push(fileIssue(infoLine, 'pain001_execution_date', { date }, 'warning'));
    const debtor = text(path(info, 'DbtrAcct', 'Id', 'IBAN'))
      .replace(/\s+/g, '')
      .toUpperCase();
    if (debtor && !debtorAccounts.includes(debtor)) debtorAccounts.push(debtor);
    const serviceLevel = text(path(info, 'PmtTpInf', 'SvcLvl', 'Cd'));
    const instant = text(path(info, 'PmtTpInf', 'LclInstrm', 'Cd')) === 'INST';
    for (const tx of list(path(info, 'CdtTrfTxInf'))) {
      const amount = path(tx, 'Amt', 'InstdAmt');
      const structured = list(path(tx, 'RmtInf', 'Strd'))
        .map((s) => text(path(s, 'CdtrRefInf', 'Ref')))
        .filter(Boolean);
      const unstructured = list(path(tx, 'RmtInf', 'Ustrd'))
        .map(text)
        .filter(Boolean);
      const endToEnd = text(path(tx, 'PmtId', 'EndToEndId'));
      const values: PaymentRow['values'] = {
        name: text(path(tx, 'Cdtr', 'Nm')),
        iban: text(path(tx, 'CdtrAcct', 'Id', 'IBAN')),
        bic: text(path(tx, 'CdtrAgt', 'FinInstnId', version === 'pain.001.001.03' ? 'BIC' : 'BICFI')),
        amount: text(amount),
        currency: String(asNode(amount)['@_Ccy'] ?? ''),
        structured_reference: structured.join(' '),
        unstructured_reference: unstructured.join(' '),
        end_to_end_id: endToEnd === 'NOTPROVIDED' ? '' : endToEnd,
        method: serviceLevel && serviceLevel !== 'SEPA' ? 'international' : 'sepa',
        instant: instant ? 'yes' : 'no',
      };
      rows.push({ line: lines[rows.length] ?? 0, values, ...(debtor ? { debtorAccount: debtor } : {}) });
    }
  }
  if (rows.length === 0) return err('no_payments', `${fileName} holds no credit transfers (no CdtTrfTxInf elements).`);
  const messageId = text(path(initiation, 'GrpHdr', 'MsgId')).trim();
  const message = messageId && messageId.length <= 35 ? { id: messageId, name: version } : null;
  return ok({ version, rows, fileIssues, debtorAccounts, message });
}
