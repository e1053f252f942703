// No npm or Debian package ships the pain.002 XSDs, so pain.002 is checked here against the
// element order, required elements, code lists and lengths of ISO 20022 pain.002.001.03 and .10
// for the parts Bulkpay writes (a structural check, not the XSD; README says so).
import { XMLParser } from 'fast-xml-parser';
import type { Pain002Version } from '../../../../../src-main/features/reports/pain002';

type Ordered = Record<string, unknown>[];
const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, parseTagValue: false });

const SHARED: Record<string, string[]> = {
  CstmrPmtStsRpt: ['GrpHdr!', 'OrgnlGrpInfAndSts!', 'OrgnlPmtInfAndSts'],
  GrpHdr: ['MsgId!', 'CreDtTm!', 'InitgPty'],
  OrgnlGrpInfAndSts: [
    'OrgnlMsgId!',
    'OrgnlMsgNmId!',
    'OrgnlCreDtTm',
    'OrgnlNbOfTxs',
    'OrgnlCtrlSum',
    'GrpSts',
    'StsRsnInf',
    'NbOfTxsPerSts',
  ],
  NbOfTxsPerSts: ['DtldNbOfTxs!', 'DtldSts!', 'DtldCtrlSum'],
  OrgnlPmtInfAndSts: [
    'OrgnlPmtInfId!',
    'OrgnlNbOfTxs',
    'OrgnlCtrlSum',
    'PmtInfSts',
    'StsRsnInf',
    'NbOfTxsPerSts',
    'TxInfAndSts',
  ],
  StsRsnInf: ['Orgtr', 'Rsn', 'AddtlInf'],
  Rsn: ['Cd'],
  Amt: ['InstdAmt!'],
  RmtInf: ['Ustrd', 'Strd'],
  CdtrAcct: ['Id!'],
  DbtrAcct: ['Id!'],
};
const BY_VERSION: Record<Pain002Version, Record<string, string[]>> = {
  '03': {
    TxInfAndSts: [
      'StsId',
      'OrgnlInstrId',
      'OrgnlEndToEndId',
      'TxSts',
      'StsRsnInf',
      'ChrgsInf',
      'AccptncDtTm',
      'AcctSvcrRef',
      'ClrSysRef',
      'OrgnlTxRef',
    ],
    OrgnlTxRef: [
      'IntrBkSttlmAmt',
      'Amt',
      'IntrBkSttlmDt',
      'ReqdColltnDt',
      'ReqdExctnDt',
      'CdtrSchmeId',
      'SttlmInf',
      'PmtTpInf',
      'PmtMtd',
      'MndtRltdInf',
      'RmtInf',
      'UltmtDbtr',
      'Dbtr',
      'DbtrAcct',
      'DbtrAgt',
      'DbtrAgtAcct',
      'CdtrAgt',
      'CdtrAgtAcct',
      'Cdtr',
      'CdtrAcct',
      'UltmtCdtr',
    ],
    Cdtr: ['Nm'],
  },
  '10': {
    TxInfAndSts: [
      'StsId',
      'OrgnlInstrId',
      'OrgnlEndToEndId',
      'OrgnlUETR',
      'TxSts',
      'StsRsnInf',
      'ChrgsInf',
      'TrckrData',
      'AccptncDtTm',
      'AcctSvcrRef',
      'ClrSysRef',
      'OrgnlTxRef',
    ],
    OrgnlTxRef: [
      'IntrBkSttlmAmt',
      'Amt',
      'IntrBkSttlmDt',
      'ReqdColltnDt',
      'ReqdExctnDt',
      'CdtrSchmeId',
      'SttlmInf',
      'PmtTpInf',
      'PmtMtd',
      'MndtRltdInf',
      'RmtInf',
      'UltmtDbtr',
      'Dbtr',
      'DbtrAcct',
      'DbtrAgt',
      'DbtrAgtAcct',
      'CdtrAgt',
      'CdtrAgtAcct',
      'Cdtr',
      'CdtrAcct',
      'UltmtCdtr',
      'Purp',
    ],
    Cdtr: ['Pty!'],
    ReqdExctnDt: ['Dt!'],
    FctvIntrBkSttlmDt: ['Dt!'],
  },
};
const CODES: Record<string, RegExp> = {
  GrpSts: /^(ACCP|ACSC|ACSP|ACTC|ACWC|PART|PDNG|RCVD|RJCT)$/,
  PmtInfSts: /^(ACCP|ACSC|ACSP|ACTC|ACWC|PART|PDNG|RCVD|RJCT)$/,
  TxSts: /^(ACCP|ACSC|ACSP|ACTC|ACWC|PDNG|RJCT)$/,
  DtldSts: /^(ACCP|ACSC|ACSP|ACTC|ACWC|PDNG|RJCT)$/,
  Cd: /^[A-Z0-9]{1,4}$/,
  OrgnlCtrlSum: /^\d{1,18}(\.\d{1,17})?$/,
  DtldCtrlSum: /^\d{1,18}(\.\d{1,17})?$/,
  InstdAmt: /^\d{1,18}(\.\d{1,5})?$/,
  CreDtTm: /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/,
  AccptncDtTm: /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/,
  Dt: /^\d{4}-\d\d-\d\d$/,
  IBAN: /^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/,
};
const MAX35 = ['MsgId', 'OrgnlMsgId', 'OrgnlMsgNmId', 'OrgnlPmtInfId', 'StsId', 'OrgnlEndToEndId', 'AcctSvcrRef'];

/** Every way `xml` departs from the pain.002 structure of `version`; [] when none. */
export function checkPain002Structure(xml: string, version: Pain002Version): string[] {
  const problems: string[] = [];
  const rules = { ...SHARED, ...BY_VERSION[version] };
  const doc = (parser.parse(xml) as Ordered).find((n) => 'Document' in n)!;
  const ns = (doc[':@'] as Record<string, string> | undefined)?.['@_xmlns'];
  if (ns !== `urn:iso:std:iso:20022:tech:xsd:pain.002.001.${version}`) problems.push(`namespace ${ns}`);
  const walk = (name: string, children: Ordered, path: string) => {
    const names = children.map((c) => Object.keys(c).find((k) => k !== ':@')!);
    const text = names.length === 1 && names[0] === '#text' ? String(children[0]!['#text']) : null;
    if (text !== null) {
      if (CODES[name] && !CODES[name].test(text)) problems.push(`${path}: "${text}" is not a valid ${name}`);
      if (MAX35.includes(name) && text.length > 35) problems.push(`${path}: longer than 35`);
      return;
    }
    const order = rules[name];
    if (order) {
      const plain = order.map((o) => o.replace('!', ''));
      let last = -1;
      for (const n of names) {
        const i = plain.indexOf(n);
        if (i < 0) problems.push(`${path}: ${n} is not allowed here`);
        else if (i < last) problems.push(`${path}: ${n} is out of order`);
        else last = i;
      }
      for (const o of order)
        if (o.endsWith('!') && !names.includes(o.slice(0, -1))) problems.push(`${path}: ${o.slice(0, -1)} missing`);
    }
    children.forEach((c, i) => walk(names[i]!, c[names[i]!] as Ordered, `${path}/${names[i]}`));
  };
  walk('Document', doc.Document as Ordered, 'Document');
  return problems;
}
