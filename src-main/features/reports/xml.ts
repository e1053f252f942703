import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import Big from 'big.js';
import { exactAmountText } from '../../../src-shared/payments';

/** An element tree as fast-xml-parser builds it: `@_` attributes, `#text` text, arrays repeat. */
export type XmlNode = { [name: string]: XmlValue };
export type XmlValue = string | XmlNode | XmlNode[] | string[] | undefined;

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
});

/** An ISO 20022 document (`<Document xmlns="urn:iso:std:iso:20022:tech:xsd:{message}">`) as UTF-8 text. */
export function isoDocument(message: string, root: string, body: XmlNode): string {
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    Document: { '@_xmlns': `urn:iso:std:iso:20022:tech:xsd:${message}`, [root]: body },
  }) as string;
}

/** Reads a report back the way the import side reads pain.001: no namespace prefixes, amounts as strings. */
export const reportParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) =>
    [
      'OrgnlPmtInfAndSts',
      'TxInfAndSts',
      'StsRsnInf',
      'Ntry',
      'Bal',
      'TxDtls',
      'Ustrd',
      'NtryDtls',
      'Stmt',
      'Ntfctn',
      'NbOfTxsPerSts',
      'AddtlInf',
    ].includes(name),
});

/** A sum over several currencies (a control sum): exact, with at least two decimals. */
export function decimalSum(values: (Big | string)[]): string {
  const v = values.reduce<Big>((t, x) => t.plus(x), new Big(0));
  return v.toFixed(Math.max(2, v.c.length - v.e - 1));
}

/** An amount element: `<InstdAmt Ccy="EUR">10.00</InstdAmt>`, written with the currency's minor digits. */
export const amount = (value: Big | string, currency: string): XmlNode => ({
  '@_Ccy': currency,
  '#text': exactAmountText(value, currency),
});

/** Text for a SEPA field: the import side's transliteration, one rule for both (src-shared/payments/charset.ts). */
export { sepaText } from '../../../src-shared/payments/charset';

/** ISO date-time without milliseconds, as most ERP importers expect (`2026-05-01T10:00:00Z` is valid ISODateTime). */
export const isoDateTime = (at: Date | string): string => new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Writes a report so a reader never sees half of it. */
export { writeFileAtomic } from '../../platform/write-file-atomic';
