// pain.001 shapes other systems write (issue 26 items 1–5): built here with our own data, in the
// structures .NET, Swiss, German DK and ISO's own examples use.
import { describe, expect, it } from 'vitest';
import { parsePaymentFile } from '../../../../src-shared/import/parse-file';
import { validatePayments } from '../../../../src-shared/payments/validate';

const ISO = (version: string) => `urn:iso:std:iso:20022:tech:xsd:${version}`;
const XSI = 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';

interface Tx {
  amount?: string;
  ccy?: string;
  account?: string;
  remittance?: string;
  paymentType?: string;
}

const tx = ({
  amount = '<InstdAmt Ccy="EUR">25.00</InstdAmt>',
  account = '<IBAN>FI2112345600000785</IBAN>',
  remittance = '<Ustrd>Invoice 5</Ustrd>',
  paymentType = '',
}: Tx = {}) => `
      <CdtTrfTxInf>
        <PmtId><EndToEndId>E-1</EndToEndId></PmtId>${paymentType}
        <Amt>${amount}</Amt>
        <Cdtr><Nm>Lumi Oy</Nm></Cdtr>
        <CdtrAcct><Id>${account}</Id></CdtrAcct>
        <RmtInf>${remittance}</RmtInf>
      </CdtTrfTxInf>`;

function pain001({
  root = `<Document xmlns="${ISO('pain.001.001.03')}" ${XSI}>`,
  paymentType = '',
  txs = [tx()],
}: { root?: string; paymentType?: string; txs?: string[] } = {}): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
${root}
  <CstmrCdtTrfInitn>
    <GrpHdr><MsgId>OWN-1</MsgId><NbOfTxs>${txs.length}</NbOfTxs></GrpHdr>
    <PmtInf>
      <PmtInfId>OWN-P1</PmtInfId><PmtMtd>TRF</PmtMtd>${paymentType}
      <ReqdExctnDt>2020-01-02</ReqdExctnDt>
      <Dbtr><Nm>Maksaja Oy</Nm></Dbtr>
      <DbtrAcct><Id><IBAN>FI2112345600000785</IBAN></Id></DbtrAcct>${txs.join('')}
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
`;
}

const parse = (xml: string) => parsePaymentFile('own.xml', new TextEncoder().encode(xml), { today: '2026-01-01' });
function check(xml: string) {
  const parsed = parse(xml);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { parsed: parsed.value, result: validatePayments(parsed.value.rows) };
}
const codes = (xml: string) => check(xml).result.issues.map((i) => i.code);

describe('pain.001 references (item 1)', () => {
  it('sends a structured reference of another scheme exactly as written', () => {
    const { result } = check(
      pain001({ txs: [tx({ remittance: '<Strd><CdtrRefInf><Ref>Inv-2024/a7</Ref></CdtrRefInf></Strd>' })] }),
    );
    expect(result.payments[0]?.structured_reference).toBe('Inv-2024/a7');
  });

  it('normalises RF and Finnish references, whose schemes allow it', () => {
    const rf = check(
      pain001({ txs: [tx({ remittance: '<Strd><CdtrRefInf><Ref>rf18 5390 0754 7034</Ref></CdtrRefInf></Strd>' })] }),
    );
    expect(rf.result.payments[0]?.structured_reference).toBe('RF18539007547034');
    const fi = check(pain001({ txs: [tx({ remittance: '<Strd><CdtrRefInf><Ref>1232 8</Ref></CdtrRefInf></Strd>' })] }));
    expect(fi.result.payments[0]?.structured_reference).toBe('12328');
  });

  it('refuses several Strd references with a reason instead of gluing them into one', () => {
    const several =
      '<Strd><CdtrRefInf><Ref>RF18539007547034</Ref></CdtrRefInf></Strd><Strd><CdtrRefInf><Ref>RF712348231</Ref></CdtrRefInf></Strd>';
    const { result } = check(pain001({ txs: [tx({ remittance: several })] }));
    expect(result.payments[0]).toBeUndefined();
    expect(result.issues).toMatchObject([
      {
        code: 'structured_reference_several',
        severity: 'error',
        params: { count: 2, references: 'RF18539007547034, RF712348231' },
      },
    ]);
    // The user keeps one (the Fix step): that one is sent, nothing glued.
    const parsed = parse(pain001({ txs: [tx({ remittance: several })] }));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const row = parsed.value.rows[0]!;
    const kept = { ...row, values: { ...row.values, structured_reference: 'RF712348231' } };
    expect(validatePayments([kept]).payments[0]?.structured_reference).toBe('RF712348231');
  });
});

describe('pain.001 method and service level (item 2)', () => {
  const chf = tx({ amount: '<InstdAmt Ccy="CHF">40.00</InstdAmt>' });

  it('a payment that is not in euros and has no service level is international, without a SEPA warning', () => {
    const { result } = check(pain001({ txs: [chf] }));
    expect(result.payments[0]?.method).toBe('international');
    expect(result.issues.map((i) => i.code)).not.toContain('sepa_not_eur');
  });

  it('a euro payment without a service level stays SEPA; SvcLvl SEPA on another currency still warns', () => {
    expect(check(pain001()).result.payments[0]?.method).toBe('sepa');
    const sepaLevel = '<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>';
    expect(codes(pain001({ paymentType: sepaLevel, txs: [chf] }))).toContain('sepa_not_eur');
  });

  it('reads the service level and the instant flag set on the transaction', () => {
    const txLevel = '<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl><LclInstrm><Cd>INST</Cd></LclInstrm></PmtTpInf>';
    const onTx = check(pain001({ txs: [tx({ paymentType: txLevel })] }));
    expect(onTx.result.payments[0]).toMatchObject({ method: 'sepa', instant: true });
    const urgent = '<PmtTpInf><SvcLvl><Cd>URGP</Cd></SvcLvl></PmtTpInf>';
    const overInfo = check(
      pain001({
        paymentType: '<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>',
        txs: [tx({ paymentType: urgent })],
      }),
    );
    expect(overInfo.result.payments[0]?.method).toBe('international');
  });
});

describe('pain.001 namespace and variants (items 3 and 4)', () => {
  it('reads the namespace of the document element when xmlns:xsi comes first', () => {
    const { parsed } = check(pain001({ root: `<Document ${XSI} xmlns="${ISO('pain.001.001.03')}">` }));
    expect(parsed.format).toBe('pain.001.001.03');
  });

  it('reads a prefixed document element by its own prefix', () => {
    const xml = pain001({ root: `<p:Document ${XSI} xmlns="urn:other" xmlns:p="${ISO('pain.001.001.09')}">` })
      .replace('</Document>', '</p:Document>')
      .replace(/<(\/?)(CstmrCdtTrfInitn|GrpHdr|MsgId|NbOfTxs)>/g, '<$1p:$2>');
    const parsed = parse(xml);
    expect(parsed.ok && parsed.value.format).toBe('pain.001.001.09');
  });

  it.each([
    ['German DK pain.001.002.03', `<Document xmlns="${ISO('pain.001.002.03')}" ${XSI}>`],
    ['German DK pain.001.003.03', `<Document xmlns="${ISO('pain.001.003.03')}" ${XSI}>`],
    [
      'Swiss pain.001.001.03.ch.02',
      `<Document xmlns="http://www.six-interbank-clearing.com/de/pain.001.001.03.ch.02.xsd" ${XSI}>`,
    ],
  ])('reads %s with the structure of pain.001.001.03', (_name, root) => {
    const { parsed, result } = check(pain001({ root }));
    expect([parsed.format, result.rowCount, result.errorCount]).toEqual(['pain.001.001.03', 1, 0]);
  });

  it('names a pain.001 version it does not read, without saying it reads it', () => {
    const parsed = parse(pain001({ root: `<Document xmlns="${ISO('pain.001.001.05')}">` }));
    expect(parsed).toMatchObject({
      ok: false,
      error: { code: 'pain001_version_unsupported', params: { format: 'pain.001.001.05' } },
    });
    if (!parsed.ok) expect(parsed.error.message).not.toMatch(/reads[^;]*pain\.001\.001\.05/);
  });
});

describe('pain.001 messages that say what is wrong (item 5)', () => {
  it('an empty CstmrCdtTrfInitn holds no payments', () => {
    const parsed = parse(
      `<?xml version="1.0"?>\n<Document xmlns="${ISO('pain.001.001.03')}"><CstmrCdtTrfInitn/></Document>\n`,
    );
    expect(parsed).toMatchObject({
      ok: false,
      error: { code: 'no_payments', message: expect.stringMatching(/holds no payments/) },
    });
  });

  it('an account given as Othr/Id is named as not an IBAN, not as empty', () => {
    const { parsed, result } = check(pain001({ txs: [tx({ account: '<Othr><Id>9876543210</Id></Othr>' })] }));
    expect(result.issues).toMatchObject([{ code: 'account_not_iban', field: 'iban', params: { value: '9876543210' } }]);
    // Shown in the IBAN cell; once the user enters an IBAN there, that IBAN is checked and paid.
    const row = parsed.rows[0]!;
    expect(row.values.iban).toBe('9876543210');
    const fixed = { ...row, values: { ...row.values, iban: 'FI21 1234 5600 0007 85' } };
    expect(validatePayments([fixed]).payments[0]?.counterparty.account_identifier).toBe('FI2112345600000785');
  });

  it('remittance given only as RfrdDocInf is named, not called missing', () => {
    const doc = '<Strd><RfrdDocInf><Nb>INV-88</Nb></RfrdDocInf></Strd>';
    expect(check(pain001({ txs: [tx({ remittance: doc })] })).result.issues).toMatchObject([
      { code: 'reference_documents_only', params: { documents: 'INV-88' } },
    ]);
  });

  it('an amount given as EqvtAmt is named, not called empty', () => {
    const amount = '<EqvtAmt><Amt Ccy="CHF">12.00</Amt><CcyOfTrf>EUR</CcyOfTrf></EqvtAmt>';
    expect(check(pain001({ txs: [tx({ amount })] })).result.issues).toMatchObject([
      { code: 'amount_equivalent', params: { amount: '12.00', currency: 'CHF', transferCurrency: 'EUR' } },
    ]);
  });
});
