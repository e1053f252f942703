// The run report of a 250-row run through the sandbox, read back with poppler (pdftotext) and
// rendered with pdftoppm: every payment is in it, money and dates in the user's locale.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePaymentFile } from '../../../../../src-shared/import/parse-file';
import { connect, unwrap, type Connected } from '../../../harness/bank-harness';
import { customer, input, reviewAndSubmit, services } from '../../../harness/submission-harness';
import { loadRun } from '../../../../../src-main/features/reports/run';
import { buildRunReportPdf } from '../../../../../src-main/features/reports/run-report-pdf';

let conn: Connected;
beforeAll(async () => {
  conn = await connect();
});
afterAll(async () => {
  await conn?.close();
});

describe('run report (PDF)', () => {
  it('a 250-row run: every payment, totals, audit trail, Finnish and German characters, fi-FI money', async () => {
    const csv = readFileSync(join(import.meta.dirname, '../../../../fixtures/import/rows-250.csv'));
    const rows = unwrap(parsePaymentFile('rows-250.csv', csv)).rows;
    rows[0]!.values.name = 'Äänekosken Öljy Oy';
    rows[1]!.values.name = 'Müller & Söhne GmbH Straße';
    const account = await customer(conn, '100000.00');
    const s = services(conn);
    const sent = unwrap(await reviewAndSubmit(s, { ...input(rows, account.uuid), decimalStyle: 'comma' }, true));
    for (const b of sent.bulks) await conn.control.approveBulk(b.bankBulkId!);
    for (const b of sent.bulks) await s.tracker.waitUntilFinal(b.id);
    await s.tracker.stop();

    const run = unwrap(loadRun(s.reader, sent.fileId));
    expect(run.bulks.flatMap((b) => b.payments)).toHaveLength(250);
    const pdf = await buildRunReportPdf(run, { locale: 'fi-FI', timeZone: 'Europe/Helsinki' });
    const dir = mkdtempSync(join(tmpdir(), 'bulkpay-pdf-'));
    const file = join(dir, 'run.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (let n = 3; n <= 250; n++) expect(text).toContain(`Payee ${n} `);
    expect(text).toContain('Äänekosken Öljy Oy');
    expect(text).toContain('Müller & Söhne GmbH Straße');
    // fi-FI: comma decimals, a space before the euro sign (Intl writes a no-break space).
    expect(text.replace(/\u00a0/g, ' ')).toContain('1,00 €');
    expect(text).toMatch(/paid: 250 payments/);
    expect(text).toMatch(/reviewed and sending confirmed: warnings acknowledged/);
    // The bank's states in words, never as stored (issue 27 §9).
    expect(text).toMatch(/bulk 3: status from the bank: approved on the phone; processed by the bank/);
    expect(text).toMatch(/status from the bank: waiting for approval on the phone/);
    expect(text).not.toMatch(/pending_approval|processing|: approved$/m);
    expect(text).toContain(run.file!.sha256);
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).toMatch(/DejaVuSans.*yes/); // embedded
    execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', file, join(dir, 'page')]);
    expect(statSync(join(dir, 'page-1.png')).size).toBeGreaterThan(10_000);
    if (process.env.BULKPAY_KEEP_PDF) writeFileSync(process.env.BULKPAY_KEEP_PDF, pdf);
  });

  it('prints long IBANs whole (wrapped), the separate confirmations, and no internal value', async () => {
    const long = ['MT84MALT011000012345MTLCAST001S', 'SE4550000000058398257466'];
    const rows = long.map((iban, i) => ({
      line: i + 2,
      values: {
        name: `Long IBAN ${i + 1}`,
        iban,
        amount: `${i + 1}.00`,
        currency: 'EUR',
        unstructured_reference: 'Rent',
      },
    }));
    const account = await customer(conn, '1000.00');
    const s = services(conn);
    // A pain.001's MsgId and version travel with the send (audit detail `message`, an object).
    const pain = { ...input(rows, account.uuid) };
    pain.file = { ...pain.file, message: { id: 'MSG-RS-1', name: 'pain.001.001.09' } };
    // The payee book speaks of these payees (new to it, or their IBANs under another test's names): checked.
    unwrap(await reviewAndSubmit(s, pain, true));
    const again = unwrap(await s.submission.review(pain));
    const sent = unwrap(
      await s.submission.submit(pain, {
        planHash: again.planHash,
        // Still new to the payee book: the first send is not paid yet (the book learns what is paid).
        warningsChecked: true,
        confirmedSeparately: [{ code: 'sent_recently', count: 2 }],
      }),
    );
    await s.tracker.stop();
    const pdf = await buildRunReportPdf(unwrap(loadRun(s.reader, sent.fileId)), { locale: 'en-GB', timeZone: 'UTC' });
    const dir = mkdtempSync(join(tmpdir(), 'bulkpay-pdf-'));
    const file = join(dir, 'run.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
    const compact = text.replace(/\s+/g, '');
    for (const iban of long) expect(compact).toContain(iban);
    expect(text).not.toContain('…');
    expect(text).not.toMatch(/\[object|undefined|NaN/);
    expect(text.replace(/\s+/g, ' ')).toMatch(
      /confirmed on their own before sending: 2 payments already sent, PAID AGAIN, €3\.00, lines 2, 3/,
    );
    expect(text).toContain('pain.001.001.09 message MSG-RS-1');
    execFileSync('pdftoppm', ['-png', '-r', '80', file, join(dir, 'page')]);
    if (process.env.BULKPAY_KEEP_PDF) writeFileSync(process.env.BULKPAY_KEEP_PDF.replace(/\.pdf$/, '-long.pdf'), pdf);
  });

  it("prints the edits made before sending (cell old → new, the removed row) and counts the file's rows right", async () => {
    const rows = ['1.00', '2.00'].map((amount, i) => ({
      line: i + 2,
      values: {
        name: `Edited ${i + 1}`,
        iban: 'DE89370400440532013000',
        amount,
        currency: 'EUR',
        unstructured_reference: `E${i}`,
      },
    }));
    const account = await customer(conn, '1000.00');
    const s = services(conn);
    const at = '2026-11-29T01:02:03.000Z';
    const edits = [
      {
        kind: 'cell' as const,
        line: 3,
        field: 'iban' as const,
        old: 'DE89370400440532013001',
        new: 'DE89370400440532013000',
        at,
      },
      {
        kind: 'removed' as const,
        line: 4,
        values: { name: 'Stray Row Oy', iban: 'GB29NWBK60161331926819', amount: '9.99', currency: 'EUR' },
        at,
      },
      { kind: 'group' as const, action: 'transliterate' as const, count: 31, at },
    ];
    const request = input(rows, account.uuid);
    const review = unwrap(await s.submission.review(request));
    const sent = unwrap(
      await s.submission.submit(request, {
        planHash: review.planHash,
        // The payee book speaks of these payees (their IBANs under the earlier tests' names): checked.
        warningsChecked: true,
        edits: { list: edits, notListed: 0 },
      }),
    );
    await s.tracker.stop();
    const actions = s.reader.auditOf('file', sent.fileId).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['payment_cell_edited', 'payment_row_removed', 'payments_group_action']),
    );
    const pdf = await buildRunReportPdf(unwrap(loadRun(s.reader, sent.fileId)), { locale: 'en-GB', timeZone: 'UTC' });
    const dir = mkdtempSync(join(tmpdir(), 'bulkpay-pdf-'));
    const file = join(dir, 'run.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('File: payments.csv, 3 rows, 1 removed before sending, 2 sent');
    expect(text).toContain('edited before sending: line 3, IBAN: “DE89370400440532013001” → “DE89370400440532013000”');
    expect(text).toContain('row removed before sending: line 4: Stray Row Oy, GB29NWBK60161331926819, 9.99 EUR');
    expect(text).toContain('changed before sending: cells written in the SEPA character set: 31');
    expect(text).not.toMatch(/\[object|undefined/);
    if (process.env.BULKPAY_KEEP_PDF) writeFileSync(process.env.BULKPAY_KEEP_PDF.replace(/\.pdf$/, '-edits.pdf'), pdf);
  });
  it("prints each payment's payee flags and the run difference against the previous run that paid the same payees", async () => {
    const account = await customer(conn, '100000.00');
    const s = services(conn);
    const row = (line: number, name: string, iban: string, amount: string) => ({
      line,
      values: { name, iban, amount, currency: 'EUR', unstructured_reference: `Invoice ${line}` },
    });
    // Names of their own: the earlier tests' payees are in the same history.
    const first = input(
      [
        row(2, 'Flag Alpha Oy', 'FI2112345600000785', '100.00'),
        row(3, 'Flag Beta Ab', 'SE4550000000058398257466', '50.00'),
        row(4, 'Flag Gamma KG', 'DE89370400440532013000', '10.00'),
      ],
      account.uuid,
    );
    const paid = unwrap(await reviewAndSubmit(s, first, true)).bulks[0]!;
    await conn.control.approveBulk(paid.bankBulkId!);
    await s.tracker.waitUntilFinal(paid.id);
    // The next month: Beta's IBAN changed, Alpha's amount up 50 %, a new payee, Gamma not paid.
    const second = input(
      [
        row(2, 'Flag Alpha Oy', 'FI2112345600000785', '150.00'),
        row(3, 'Flag Beta Ab', 'GB29NWBK60161331926819', '50.00'),
        row(4, 'Flag Delta Sp', 'NL91ABNA0417164300', '20.00'),
      ],
      account.uuid,
    );
    second.file = { ...second.file, name: 'payments-december.csv' };
    const review = unwrap(await s.submission.review(second));
    expect(review.difference).toMatchObject({
      newPayees: { count: 1, first: [{ name: 'Flag Delta Sp' }] },
      ibanChanged: { count: 1, first: [{ name: 'Flag Beta Ab', newIban: 'GB29NWBK60161331926819' }] },
      amountsUp: { count: 1, first: [{ name: 'Flag Alpha Oy', old: '100', new: '150' }] },
      notPaidNow: { count: 1, first: [{ name: 'Flag Gamma KG' }] },
    });
    const sent = unwrap(
      await s.submission.submit(second, {
        planHash: review.planHash,
        warningsChecked: true,
        confirmedSeparately: review.separately.map(({ code, count }) => ({ code, count })),
      }),
    );
    await s.tracker.stop();
    const pdf = await buildRunReportPdf(unwrap(loadRun(s.reader, sent.fileId)), { locale: 'en-GB', timeZone: 'UTC' });
    const dir = mkdtempSync(join(tmpdir(), 'bulkpay-pdf-'));
    const file = join(dir, 'run.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Against the previous run that paid the same payees: payments.csv');
    expect(text).toContain('1 new payee: Flag Delta Sp');
    expect(text).toContain('1 IBAN changed: Flag Beta Ab, SE4550000000058398257466 → GB29NWBK60161331926819');
    expect(text).toContain('1 amount up more than 40 %: Flag Alpha Oy, €100.00 → €150.00');
    expect(text).toContain('1 payee of that run not paid in this one: Flag Gamma KG');
    // Each payment with its flags, as the checks said at sending; the send's flags in the audit trail.
    expect(text).toMatch(/Flag Beta Ab \[bank details changed\]/);
    expect(text).toMatch(/Flag Delta Sp \[new payee\]/);
    expect(text).toMatch(/payee checks at sending: .*1 × bank details changed/);
    expect(text).not.toMatch(/\[object|undefined|NaN|payee_new|payee_bank/);
    if (process.env.BULKPAY_KEEP_PDF) writeFileSync(process.env.BULKPAY_KEEP_PDF.replace(/\.pdf$/, '-payees.pdf'), pdf);
  });
});
