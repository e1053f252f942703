// Issue 26 item 10: a pain.001's requested execution date is warned of at every step. The file
// check (Fix, `bulkpay validate`) and main's review (Review, `submit --json`) list the same warnings.
import { describe, expect, it } from 'vitest';
import { submitInputSchema } from '../../../../src-shared/ipc/channels/bulks';
import { checkPaymentFile } from '../../../../src-shared/import/check-file';
import { parsePaymentFile } from '../../../../src-shared/import/parse-file';
import { unwrap } from '../../harness/bank-harness';
import { customer, sandboxForFile } from '../../harness/submission-harness';

const sandbox = sandboxForFile();

const transaction = (id: string, name: string, iban: string, amount: string) => `
      <CdtTrfTxInf>
        <PmtId><EndToEndId>${id}</EndToEndId></PmtId>
        <Amt><InstdAmt Ccy="EUR">${amount}</InstdAmt></Amt>
        <Cdtr><Nm>${name}</Nm></Cdtr>
        <CdtrAcct><Id><IBAN>${iban}</IBAN></Id></CdtrAcct>
        <RmtInf><Ustrd>Invoice ${id}</Ustrd></RmtInf>
      </CdtTrfTxInf>`;

const paymentInformation = (id: string, date: string, transactions: string) => `
    <PmtInf>
      <PmtInfId>${id}</PmtInfId>
      <PmtMtd>TRF</PmtMtd>
      <ReqdExctnDt><Dt>${date}</Dt></ReqdExctnDt>
      <Dbtr><Nm>Example Oy</Nm></Dbtr>
      <CdtrAgt><FinInstnId/></CdtrAgt>${transactions}
    </PmtInf>`;

/** Three payments in two payment informations, each asking for its own execution date. */
function pain001(firstDate: string, secondDate: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">
  <CstmrCdtTrfInitn>
    <GrpHdr><MsgId>EXEC-DATE-1</MsgId><CreDtTm>2026-11-20T10:00:00</CreDtTm><NbOfTxs>3</NbOfTxs><InitgPty><Nm>Example Oy</Nm></InitgPty></GrpHdr>${paymentInformation(
      'PI-1',
      firstDate,
      transaction('E2E-1', 'Payee One', 'DE89370400440532013000', '10.00') +
        transaction('E2E-2', 'Payee Two', 'NL91ABNA0417164300', '20.00'),
    )}${paymentInformation('PI-2', secondDate, transaction('E2E-3', 'Payee Three', 'GB29NWBK60161331926819', '30.00'))}
  </CstmrCdtTrfInitn>
</Document>
`;
}

/** The file check's warnings and main's review's warnings of one pain.001, as [code, line, date]. */
async function bothSteps(xml: string) {
  const account = await customer(sandbox.conn, '10000.00');
  const parsed = parsePaymentFile('exec-date.xml', new TextEncoder().encode(xml), {});
  if (!parsed.ok) throw new Error(parsed.error.message);
  const fileCheck = checkPaymentFile(parsed.value, { payingAccountIban: account.iban }).issues;
  // The rows as the window hands them to main: through the IPC schema, which drops what it does not name.
  const input = submitInputSchema.parse({
    file: { name: 'exec-date.xml', sha256: 'a'.repeat(64), encoding: 'utf-8' },
    rows: parsed.value.rows,
    paymentAccount: account.iban,
  });
  const review = unwrap(await sandbox.services().submission.review(input));
  const shown = (issues: readonly { code: string; line: number; params?: unknown; severity: string }[]) =>
    issues.filter((i) => i.severity === 'warning').map((i) => [i.code, i.line, i.params]);
  return { fileCheck: shown(fileCheck), review: shown(review.warnings), errors: review.errors };
}

describe('a pain.001 with a requested execution date', () => {
  it('a far-future date and a day that does not exist: Review lists the same warnings as Fix', async () => {
    const { fileCheck, review, errors } = await bothSteps(pain001('2099-06-01', '2099-02-30'));
    expect(errors).toEqual([]);
    expect(fileCheck).toEqual([
      ['pain001_execution_date', 5, { date: '2099-06-01' }],
      ['pain001_execution_date_no_such_day', 26, { date: '2099-02-30' }],
    ]);
    expect(review).toEqual(fileCheck);
  });

  it('a date already past warns at neither step', async () => {
    const { fileCheck, review } = await bothSteps(pain001('2024-05-02', '2024-05-03'));
    expect(fileCheck).toEqual([]);
    expect(review).toEqual([]);
  });
});
