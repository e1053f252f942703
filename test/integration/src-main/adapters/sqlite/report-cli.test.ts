import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_PSU } from '../../../../../src-sandbox/index';
import { readCamt, readPain002 } from '../../../../../src-main/features/reports/read-reports';
import type { Connected } from '../../../harness/bank-harness';
import { xmllint } from '../../../harness/xml-check';
import { openDatabase } from '../../../../../src-main/adapters/sqlite/open-database';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';
import type { NewPayment } from '../../../../../src-main/ports/history/records';
import { bulk, payment, processedStatus } from '../../../../unit/harness/history-fixtures';
import { runCli, startEnvModeBank, type EnvModeBank } from '../../../harness/env-mode-bank';

// `bulkpay report` and `bulkpay statement` headless (settings from BULKPAY_*), after a real
// submit against the sandbox approving bulks by itself.
let bank: EnvModeBank;
let conn: Connected;
let dir: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  // `statement` signs the customer in by consent, as `accounts` does (the sandbox approves it).
  bank = await startEnvModeBank(
    { autoApproveMs: 150 },
    { BULKPAY_PSU_EMAIL: SEEDED_PSU.email, BULKPAY_PSU_PASSWORD: SEEDED_PSU.password },
  );
  ({ conn, dir, env } = bank);
}, 60_000);
afterAll(() => bank?.close());

const cli = (...args: string[]) => runCli(env, dir, ...args);

describe('bulkpay report and statement', () => {
  it('writes pain.002, camt.054, the PDF and a camt.053 for a submitted file', async () => {
    const csv =
      'name;iban;amount;currency;message;end_to_end_id\nKäpälä Oy;DE89370400440532013000;12,50;EUR;Invoice 1;ERP-1\nSchön AG;NL91ABNA0417164300;7,25;EUR;Invoice 2;\n';
    writeFileSync(join(dir, 'run.csv'), csv);
    const sha = createHash('sha256').update(csv).digest('hex');
    const sent = await cli(
      'submit',
      'run.csv',
      '--account',
      conn.account.code,
      '--yes',
      '--accept-warnings',
      '--wait',
      '--json',
    );
    expect(sent.code, sent.err + sent.out).toBe(0);
    const bulkId = (JSON.parse(sent.out) as { bulks: { bulk_id: string }[] }).bulks[0]!.bulk_id;

    const pain = await cli('report', 'pain002', sha, '--version', '10', '-o', 'status.xml');
    expect(pain.code, pain.err).toBe(0);
    const read = readPain002(readFileSync(join(dir, 'status.xml'), 'utf8'));
    expect(read.groupStatus).toBe('ACSC');
    expect(read.transactions.map((t) => [t.endToEndId?.slice(0, 2), t.creditor, t.amount])).toEqual([
      ['ER', 'Kapala Oy', '12.50'],
      ['BP', 'Schon AG', '7.25'],
    ]);
    // Written whole: no temporary file left beside it.
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    const camt054 = await cli('report', 'camt054', bulkId);
    expect(camt054.code, camt054.err).toBe(0);
    expect(readCamt(camt054.out).entries.map((e) => [e.amount, e.endToEndIds.length])).toEqual([['19.75', 2]]);

    const pdf = await cli(
      'report',
      'pdf',
      sha,
      '-o',
      'run.pdf',
      '--locale',
      'de-DE',
      '--organisation',
      'Käpälä Konserni Oyj',
    );
    expect(pdf.code, pdf.err).toBe(0);
    const text = execFileSync('pdftotext', [join(dir, 'run.pdf'), '-'], { encoding: 'utf8' }).replace(/\u00a0/g, ' ');
    expect(text).toContain('Organisation: Käpälä Konserni Oyj');
    expect(text).toContain('12,50 €'); // de-DE

    const today = new Date().toISOString().slice(0, 10);
    const statement = await cli('statement', conn.account.iban, '--from', today, '--to', today, '-o', 'stmt.xml');
    expect(statement.code, statement.err).toBe(0);
    const entries = readCamt(readFileSync(join(dir, 'stmt.xml'), 'utf8')).entries;
    expect(entries.map((e) => e.endToEndIds[0])).toContain('ERP-1');
  });

  it('camt.054 of a bulk whose payments were sent again: its own paid payments, counted as such', async () => {
    // As the app leaves it: bulk 1 paid one payment, not the other; "send again" paid that one.
    mkdirSync(join(dir, 'data'), { recursive: true });
    const opened = openDatabase(join(dir, 'data', 'bulkpay.sqlite'));
    if (!opened.ok) throw new Error(opened.error.message);
    const store = new HistoryStore(opened.value);
    const fileId = store.recordImport({
      name: 'resent.csv',
      sha256: 'e5'.repeat(32),
      encoding: 'utf-8',
      rowCount: 2,
      importedBy: 'tester',
    });
    const rows = [2, 3].map((line) => payment({ line, rowNumber: line - 2, endToEndId: `RESENT-${line}` }));
    const finished = (payments: NewPayment[], states: string[], extra = {}) => {
      const id = store.recordBulk(bulk(payments, { fileId, ...extra }));
      store.markAccepted(id, { bankBulkId: `bank-${id}`, statusUrl: `/bulks/bank-${id}` });
      store.applyStatus(id, processedStatus(`bank-${id}`, payments, states));
      return id;
    };
    const source = finished(rows, ['paid', 'notenoughbalance']);
    finished([{ ...rows[1]!, rowNumber: null }], ['paid'], { resubmissionOf: source });
    opened.value.close();

    const camt054 = await cli('report', 'camt054', source, '-o', 'debit.xml');
    expect(camt054.code, camt054.err).toBe(0);
    expect(readCamt(readFileSync(join(dir, 'debit.xml'), 'utf8')).entries.map((e) => e.endToEndIds)).toEqual([
      ['RESENT-2'],
    ]);
    expect(camt054.err).toContain('debit.xml (1 bulk, 1 paid payment).');
  });

  it('answers a pain.001.001.09 with a pain.002.001.10 naming its MsgId and end-to-end ids', async () => {
    const fixture = readFileSync(join(import.meta.dirname, '../../../../fixtures/import/pain001-001-09.xml'), 'utf8')
      .replace('<MsgId>MSG-9</MsgId>', '<MsgId>ERP-RUN-2026-11</MsgId>')
      .replaceAll('<CdtrAcct><Id><IBAN>FI2112345600000785</IBAN>', '<CdtrAcct><Id><IBAN>DE89370400440532013000</IBAN>');
    writeFileSync(join(dir, 'erp-run.xml'), fixture);
    const sent = await cli(
      'submit',
      'erp-run.xml',
      '--account',
      conn.account.code,
      '--yes',
      '--accept-warnings',
      '--wait',
    );
    expect(sent.code, sent.err + sent.out).toBe(0);
    const sha = createHash('sha256').update(fixture).digest('hex');
    const pain = await cli('report', 'pain002', sha);
    expect(pain.code, pain.err).toBe(0);
    expect(pain.out).toContain('urn:iso:std:iso:20022:tech:xsd:pain.002.001.10');
    expect(pain.out).toContain('<OrgnlMsgNmId>pain.001.001.09</OrgnlMsgNmId>');
    expect(xmllint(pain.out, 'pain.002.001.10')).toBe('');
    const read = readPain002(pain.out);
    expect(read.originalMessageId).toBe('ERP-RUN-2026-11');
    expect(read.transactions.map((t) => [t.endToEndId, t.status])).toEqual([
      ['E2E-9-1', 'ACSC'],
      ['E2E-9-2', 'ACSC'],
    ]);
    // --version overrides the default.
    expect((await cli('report', 'pain002', sha, '--version', '03')).out).toContain('pain.002.001.03');
  });

  it('given the path of the pain.001 it sent, the pain.002 keeps its PmtInfIds and its names as written', async () => {
    const tx = (e2e: string, name: string, iban: string, amount: string) => `
      <CdtTrfTxInf><PmtId><EndToEndId>${e2e}</EndToEndId></PmtId><Amt><InstdAmt Ccy="EUR">${amount}</InstdAmt></Amt>
        <Cdtr><Nm>${name}</Nm></Cdtr><CdtrAcct><Id><IBAN>${iban}</IBAN></Id></CdtrAcct><RmtInf><Ustrd>Lasku ${e2e}</Ustrd></RmtInf></CdtTrfTxInf>`;
    const info = (id: string, txs: string) => `
    <PmtInf><PmtInfId>${id}</PmtInfId><PmtMtd>TRF</PmtMtd><Dbtr><Nm>Maksaja Oy</Nm></Dbtr>
      <DbtrAcct><Id><IBAN>${conn.account.iban}</IBAN></Id></DbtrAcct>${txs}
    </PmtInf>`;
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03">
  <CstmrCdtTrfInitn><GrpHdr><MsgId>ERP-PATH-1</MsgId><NbOfTxs>3</NbOfTxs></GrpHdr>${info(
    'ERP/PMT-A',
    tx('PA-1', 'Käpälä Oy', 'DE89370400440532013000', '3.10') +
      tx('PA-2', 'Schön &amp; Söhne AG', 'NL91ABNA0417164300', '4.20'),
  )}${info('ERP/PMT-B', tx('PB-1', 'Åkerlund Ab', 'DE89370400440532013000', '5.30'))}
  </CstmrCdtTrfInitn>
</Document>
`;
    mkdirSync(join(dir, 'sent'), { recursive: true });
    writeFileSync(join(dir, 'sent', 'erp-path.xml'), xml);
    const sent = await cli(
      'submit',
      'sent/erp-path.xml',
      '--account',
      conn.account.code,
      '--yes',
      '--accept-warnings',
      '--wait',
    );
    expect(sent.code, sent.err + sent.out).toBe(0);

    const pain = await cli('report', 'pain002', 'sent/erp-path.xml', '--version', '10');
    expect(pain.code, pain.err).toBe(0);
    expect(xmllint(pain.out, 'pain.002.001.10')).toBe('');
    expect([...pain.out.matchAll(/<OrgnlPmtInfId>([^<]*)<\/OrgnlPmtInfId>/g)].map((m) => m[1])).toEqual([
      'ERP/PMT-A',
      'ERP/PMT-B',
    ]);
    const read = readPain002(pain.out);
    expect(read.originalMessageId).toBe('ERP-PATH-1');
    expect(read.transactions.map((t) => [t.endToEndId, t.creditor])).toEqual([
      ['PA-1', 'Käpälä Oy'],
      ['PA-2', 'Schön & Söhne AG'],
      ['PB-1', 'Åkerlund Ab'],
    ]);
    const pdf = await cli('report', 'pdf', join(dir, 'sent', 'erp-path.xml'), '-o', 'by-path.pdf');
    expect(pdf.code, pdf.err).toBe(0);

    // A file changed after sending is not the file that was sent: said so, not "no such run".
    writeFileSync(join(dir, 'sent', 'erp-path.xml'), xml.replace('3.10', '3.11'));
    const changed = await cli('report', 'pain002', 'sent/erp-path.xml');
    expect([changed.code, changed.err]).toEqual([
      1,
      expect.stringMatching(/Nothing in the history was sent from sent\/erp-path\.xml as it is now/),
    ]);
  });

  it('says what is wrong: unknown run, PDF without a file, bad version', async () => {
    const unknown = await cli('report', 'pain002', 'no-such-run');
    expect([unknown.code, unknown.err]).toEqual([1, expect.stringMatching(/No imported file or bulk no-such-run/)]);
    expect((await cli('report', 'pdf', 'x')).code).toBe(2);
    expect((await cli('report', 'pain002', 'x', '--version', '05')).err).toMatch(/--version must be 03 or 10/);
    const period = await cli('statement', conn.account.iban, '--from', '2026-02-01', '--to', '2026-01-01');
    expect([period.code, period.err]).toEqual([1, expect.stringMatching(/is not valid; give --from and --to/)]);
    expect(existsSync(join(dir, 'x'))).toBe(false);
  });
});
