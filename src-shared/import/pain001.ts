import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { err, ok, type Result } from '../result';
import type { PaymentRow } from '../payments/fields';

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
  isArray: (name) => ['PmtInf', 'CdtTrfTxInf', 'Ustrd', 'Strd'].includes(name),
});

/** Physical line of each `<CdtTrfTxInf>` start tag, in document order. */
function transactionLines(xml: string): number[] {
  const lines: number[] = [];
  const tag = /<(?:[\w.-]+:)?CdtTrfTxInf[\s>]/g;
  let line = 1;
  let from = 0;
  for (let m = tag.exec(xml); m; m = tag.exec(xml)) {
    for (let i = from; i < m.index; i++) if (xml.charCodeAt(i) === 10) line++;
    from = m.index;
    lines.push(line);
  }
  return lines;
}

/**
 * Reads a pain.001 credit transfer file: each CdtTrfTxInf becomes one payment row with the raw
 * values the validator checks (creditor name, IBAN, BIC, amount and currency, reference, end-to-end id).
 */
export function parsePain001(fileName: string, xml: string): Result<{ version: Pain001Version; rows: PaymentRow[] }> {
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
  const lines = transactionLines(xml);
  const rows: PaymentRow[] = [];
  for (const info of list(path(initiation, 'PmtInf'))) {
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
      rows.push({ line: lines[rows.length] ?? 0, values });
    }
  }
  if (rows.length === 0) return err('no_payments', `${fileName} holds no credit transfers (no CdtTrfTxInf elements).`);
  return ok({ version, rows });
}
