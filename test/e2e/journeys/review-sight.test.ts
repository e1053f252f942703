import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchApp, screenshotOnFailure, type E2eApp, QUICK_DEMO_PHONE } from '../harness/app';
import { describeInBrowser } from '../harness/browser';
import { goTo, screenshotsAtBothSizes } from '../harness/steps';

// Issue 23, "every payment in sight before it leaves": a supplier file paid a moment ago and
// imported again cannot be sent with the general "I have checked these warnings" box; its payments
// are confirmed in a step of their own that says they will be PAID AGAIN, and the confirmation is
// in the audit trail. A pain.001's payments show their payee, IBAN, amount and reference in Fix.
// Real core, demo bank, SQLite and Chromium.

const suppliers = [
  'name,iban,amount,currency,message',
  'Nordic Paper Oy,DE89370400440532013000,1200.00,EUR,Invoice 4711',
  'Baltic Freight AB,GB29NWBK60161331926819,340.50,EUR,Invoice 4712',
  'Müller Logistik GmbH,NL91ABNA0417164300,99.90,EUR,Invoice 4713',
].join('\r\n');

const tx = (id: string, name: string, iban: string, amount: string, message: string) => `
      <CdtTrfTxInf>
        <PmtId><EndToEndId>${id}</EndToEndId></PmtId>
        <Amt><InstdAmt Ccy="EUR">${amount}</InstdAmt></Amt>
        <Cdtr><Nm>${name}</Nm></Cdtr>
        <CdtrAcct><Id><IBAN>${iban}</IBAN></Id></CdtrAcct>
        <RmtInf><Ustrd>${message}</Ustrd></RmtInf>
      </CdtTrfTxInf>`;
const pain001 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">
  <CstmrCdtTrfInitn>
    <GrpHdr><MsgId>RS-1</MsgId><CreDtTm>2026-11-01T10:00:00</CreDtTm><NbOfTxs>3</NbOfTxs><CtrlSum>4050.15</CtrlSum><InitgPty><Nm>Demo Oy</Nm></InitgPty></GrpHdr>
    <PmtInf>
      <PmtInfId>RS-P1</PmtInfId><PmtMtd>TRF</PmtMtd>
      <PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>
      <ReqdExctnDt><Dt>2026-11-02</Dt></ReqdExctnDt>
      <Dbtr><Nm>Demo Oy</Nm></Dbtr>
      ${tx('RS-E1', 'Aalto Consulting Oy', 'DE89370400440532013000', '3000.00', 'Invoice 9001')}
      ${tx('RS-E2', 'Berg Bygg AB', 'GB29NWBK60161331926819', '1000.00', 'Invoice 9002')}
      ${tx('RS-E3', 'Clausen Druck GmbH', 'NL91ABNA0417164300', '50.15', 'Invoice 9003')}
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>`;

describeInBrowser('journey: every payment in sight before it leaves (issue 23)', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await launchApp({ journey: 'review-sight', core: QUICK_DEMO_PHONE });
  });
  afterAll(async () => {
    await app?.close();
  });
  screenshotOnFailure(() => app);

  const review = () => app.page.getByRole('group', { name: 'Review', exact: true });
  const summary = () => app.page.getByTestId('import-summary').textContent();

  async function open(name: string, mimeType: string, content: string) {
    await app.page
      .getByLabel('Payment file', { exact: true })
      .setInputFiles({ name, mimeType, buffer: Buffer.from(content) });
    await app.page.getByTestId('import-summary').waitFor();
  }

  async function reviewWithOperatingAccount() {
    const { page } = app;
    const picker = page.getByLabel('Paying account');
    await expect
      .poll(() => picker.locator('option').allTextContents())
      .toContainEqual(expect.stringMatching(/Operating account/));
    // Each account's IBAN in groups of four, as in the tables.
    for (const option of await picker.locator('option').allTextContents())
      expect(option).toMatch(/[A-Z]{2}\d{2}( [A-Z0-9]{1,4}){3,}/);
    await picker.selectOption(
      (await picker.locator('option', { hasText: 'Operating account' }).getAttribute('value'))!,
    );
    await page.getByRole('button', { name: 'Review before sending' }).click();
    await review().getByTestId('review-bulk').first().waitFor();
  }

  it('signs in and pays the supplier file once', async () => {
    const { page } = app;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Accounts' }).click();
    await page.getByLabel('Bank e-mail').fill(app.core.profiles.demo.psuEmail!);
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('cell', { name: 'Operating account' }).waitFor({ timeout: 30_000 });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Payments' }).click();
    await open('suppliers.csv', 'text/csv', suppliers);
    await expect.poll(summary).toMatch(/^3 payments, 1 bulk, no errors/);
    await reviewWithOperatingAccount();
    // A first send has nothing to confirm on its own.
    expect(await review().getByTestId('review-separately').count()).toBe(0);
    const tick = review().getByLabel('I have checked these warnings');
    if (await tick.count()) await tick.check();
    await review().getByRole('button', { name: 'Send 3 payments' }).click();
    const cards = page.getByTestId('bulk-card');
    await expect
      .poll(() => cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-state'))), { timeout: 60_000 })
      .toEqual(['approved']);
  });

  it('the same file imported again: "I have checked" is not enough; a step of its own says PAID AGAIN', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Start a new payment run' }).click();
    await open('suppliers-again.csv', 'text/csv', suppliers);
    await expect.poll(summary).toMatch(/^3 payments, 1 bulk, no errors/);
    await reviewWithOperatingAccount();
    await expect
      .poll(() => review().getByTestId('review-separately').textContent())
      .toMatch(/^3 payments need their own confirmation/);
    const tick = review().getByLabel('I have checked these warnings');
    // The general box, where there is one, lists none of these payments and does not let them go.
    if (await tick.count()) await tick.check();
    // Against the run that paid these payees: nothing changed (the same payees, IBANs and amounts).
    await expect
      .poll(() => review().getByTestId('run-difference').textContent())
      .toMatch(
        /^Against the previous run \(suppliers\.csv, sent .+, 3 payees\): the same payees and IBANs, no amount moved more than 40 %\.$/,
      );
    await screenshotsAtBothSizes(app, '1-review-paid-file-again');
    // Every payment in the review, with the problem kinds as filters.
    const list = review().getByTestId('review-payments');
    await expect.poll(() => list.getByTestId('review-payment').count()).toBe(3);
    const filters = review().getByRole('group', { name: 'Show payments' });
    // The demo bank takes Latin-1 letters now (characters are checked per bank), so "Müller" is no
    // problem of its own: the one problem kind, and its filter, is main's finding (paid before).
    await expect
      .poll(() => filters.getByRole('button').allTextContents())
      .toEqual(['All (3)', 'Already sent recently (3)']);
    await expect
      .poll(() => list.getByTestId('review-payment').allTextContents())
      .toContainEqual(expect.stringMatching(/^41Müller Logistik GmbH.*Already sent recently$/));
    // Main's own finding (paid before) is a filter, with every payment it concerns.
    await filters.getByRole('button', { name: 'Already sent recently (3)' }).click();
    await expect.poll(() => list.getByTestId('review-payment').count()).toBe(3);
    await list.scrollIntoViewIfNeeded();
    await screenshotsAtBothSizes(app, '1b-review-payment-list-filtered');
    await filters.getByRole('button', { name: 'All (3)' }).click();
    await review().getByRole('button', { name: 'Send 3 payments' }).click();
    const step = page.getByTestId('separate-confirm');
    await step.waitFor();
    expect(await step.getByTestId('separate-consequence').textContent()).toMatch(
      /^These 3 payments \(€1,640\.40\) will be PAID AGAIN/,
    );
    // The paying account and each payment's IBAN in groups of four, as in the tables.
    expect(await review().textContent()).toMatch(/From Operating account \(FI21 1234 5600 0007 85\)/);
    const listed = await step.locator('.separate-payments').textContent();
    expect(listed).toMatch(/DE89 3704 0044 0532 0130 00/);
    expect(listed).not.toMatch(/[A-Z]{2}\d{2}[A-Z0-9]{8}/);
    const send = step.getByRole('button', { name: 'Send 3 payments' });
    expect(await send.isDisabled()).toBe(true);
    // Row by row: two of three is not yet a confirmation.
    await step.getByLabel('Confirm line 2').check();
    await step.getByLabel('Confirm line 3').check();
    expect(await send.isDisabled()).toBe(true);
    await screenshotsAtBothSizes(app, '2-separate-confirmation-step');
    await step.getByLabel('Confirm line 4').check();
    expect(await send.isDisabled()).toBe(false);
    await send.click();
    const cards = page.getByTestId('bulk-card');
    await expect.poll(() => cards.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const confirmed = (await app.core.db
      .prepare("SELECT actor, at, detail FROM audit_log WHERE action = 'payments_confirmed_separately'")
      .all()) as { actor: string; at: string; detail: string }[];
    expect(confirmed).toHaveLength(1);
    expect(JSON.parse(confirmed[0]!.detail)).toMatchObject({ code: 'sent_recently', count: 3, lines: [2, 3, 4] });
  });

  it("a pain.001's payments in Fix: payee, IBAN, amount and reference", async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Start a new payment run' }).click();
    await open('suppliers.xml', 'application/xml', pain001);
    await expect.poll(summary).toMatch(/^3 payments, 1 bulk/);
    const headers = await page.getByRole('columnheader').allTextContents();
    // Amount and currency right after the pinned payee (the table's order for every file), then the IBAN and reference.
    expect(headers.join(' | ')).toMatch(/^Line \| Payee name \| Amount \| Currency \| IBAN \| Message \|/);
    await page.getByText('Aalto Consulting Oy').first().waitFor();
    await page.getByText('Invoice 9003').first().waitFor();
    await screenshotsAtBothSizes(app, '3-pain001-in-fix');
  });

  it("an IBAN edited in Fix is in the bulk's audit trail in History and in the run report PDF", async () => {
    const { page } = app;
    await page.getByRole('button', { name: /^IBAN, line 19:/ }).click();
    await page.getByLabel('IBAN, line 19').fill('SE4550000000058398257466');
    await page.keyboard.press('Enter');
    await expect.poll(summary).toMatch(/^3 payments, 1 bulk, no errors/);
    await reviewWithOperatingAccount();
    // The pain.001's payments in Review, each with its payee, IBAN, amount and reference.
    await expect
      .poll(() => review().getByTestId('review-payment').allTextContents())
      .toEqual([
        // IBANs in groups of four, so a long one wraps between groups in its column.
        expect.stringMatching(/^111Aalto Consulting OyDE89 3704 0044 0532 0130 00€3,000\.00Invoice 9001/),
        expect.stringMatching(/^191Berg Bygg ABSE45 5000 0000 0583 9825 7466€1,000\.00Invoice 9002/),
        expect.stringMatching(/^271Clausen Druck GmbHNL91 ABNA 0417 1643 00€50\.15Invoice 9003/),
      ]);
    // The payee book knows the supplier file's payees: two of these IBANs were paid under other
    // names, and Berg Bygg AB is new. The clerk checks them and ticks the box.
    const warnings = review()
      .getByRole('listitem')
      .filter({ hasText: /^Line \d+: / });
    await expect
      .poll(() => warnings.allTextContents())
      .toEqual([
        expect.stringMatching(
          /^Line 11: DE89 3704 0044 0532 0130 00 was paid before under another payee’s name \(“Nordic Paper Oy”\)/,
        ),
        expect.stringMatching(/^Line 19: This payee has never been paid before/),
        expect.stringMatching(
          /^Line 27: NL91 ABNA 0417 1643 00 was paid before under another payee’s name \(“Müller Logistik GmbH”\)/,
        ),
      ]);
    // Other payees than any earlier run paid: nothing to compare with, and it says so.
    await expect
      .poll(() => review().getByTestId('run-difference').textContent())
      .toBe('No earlier run paid most of these payees, so there is no run to compare with.');
    await review().getByTestId('review-payments').scrollIntoViewIfNeeded();
    await screenshotsAtBothSizes(app, '4a-pain001-in-review');
    await review().getByLabel('I have checked these warnings').check();
    await review().getByRole('button', { name: 'Send 3 payments' }).click();
    await expect
      .poll(() => page.getByTestId('bulk-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-state'))), {
        timeout: 60_000,
      })
      .toEqual(['approved']);
    await goTo(app, 'History');
    await page.getByRole('region', { name: 'Bulks' }).getByRole('button', { name: 'Open' }).first().click();
    const trail = page.getByTestId('audit-trail');
    await expect
      .poll(() => trail.textContent())
      .toMatch(/edited before sending: line 19, IBAN “GB29 ?NWBK ?6016 ?1331 ?9268 ?19” → “SE4550000000058398257466”/);
    await trail.scrollIntoViewIfNeeded();
    await screenshotsAtBothSizes(app, '4-edited-iban-in-audit-trail');
    const offered = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Run report (PDF)', exact: true }).click();
    const pdf = readFileSync((await (await offered).path())!);
    const dir = mkdtempSync(join(tmpdir(), 'bulkpay-e2e-pdf-'));
    writeFileSync(join(dir, 'run.pdf'), pdf);
    const text = execFileSync('pdftotext', ['-raw', join(dir, 'run.pdf'), '-'], { encoding: 'utf8' });
    expect(text.replace(/\s+/g, '')).toContain('SE4550000000058398257466');
    expect(text).toMatch(/edited before sending: line 19, IBAN/);
    expect(text).not.toMatch(/\[object|…/);
    // Page 1 as an image beside the screenshots, to look at.
    execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', join(dir, 'run.pdf'), join(dir, 'page')]);
    copyFileSync(join(dir, 'page-1.png'), await app.screenshot('5-run-report-pdf-page-1'));
  });
});
