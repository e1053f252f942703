import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { installOnboardedProfile, startBank, waitFor, type TestBank } from '../harness/bank';
import { expectAccessible } from '../harness/axe';
import { describeInBrowser } from '../harness/browser';
import { goTo, importCsv, signInAsCustomer } from '../harness/steps';
import { readCamt, readPain002 } from '../../../src-main/features/reports/read-reports';
import { xmllint } from '../../integration/harness/xml-check';
import { checkPain002Structure } from '../../integration/src-main/features/reports/pain002-structure';

// Issue 16 in the app: the ERP outbox set in Settings, a file sent and approved, then the run
// report and pain.002 from the run in History, the same and camt.054 from the bulk, and a
// camt.053 from the account.
const customer = { email: 'erp.reports@bulkpay.test', password: 'erp-reports-pw-1' };

/** The screen at both sizes the README and reviewers look at. */
async function screenshots(app: E2eApp, name: string) {
  for (const [width, height] of [
    [1920, 1080],
    [1280, 800],
  ] as const) {
    await app.page.setViewportSize({ width, height });
    await app.screenshot(`${name}-${width}x${height}`);
  }
}

/**
 * A pain.002 the app wrote, checked as the ERP reads it: against the ISO 20022 XSD when it is a
 * .10 (no XSD of the ISO .03 is obtainable: its structure rules then), and read back.
 */
function checkedPain002(bytes: Buffer | string) {
  const xml = bytes.toString('utf8');
  if (xml.includes('urn:iso:std:iso:20022:tech:xsd:pain.002.001.10')) expect(xmllint(xml, 'pain.002.001.10')).toBe('');
  else expect(checkPain002Structure(xml, '03')).toEqual([]);
  return readPain002(xml);
}

/** Clicks the report button `name` inside `scope` and returns the file the app offered. */
async function download(page: Page, scope: Page | Locator, name: string) {
  const offered = page.waitForEvent('download');
  await scope.getByRole('button', { name, exact: true }).click();
  const d = await offered;
  return { name: d.suggestedFilename(), bytes: readFileSync((await d.path())!) };
}

describeInBrowser('journey: reports for the ERP and the accountant', () => {
  let app: E2eApp;
  let bank: TestBank;
  const outbox = mkdtempSync(join(tmpdir(), 'bulkpay-e2e-outbox-'));
  let payablesIban = '';

  beforeAll(async () => {
    bank = await startBank({ demo: true, persistent: true });
    const created = await bank.control.createPsu({
      ...customer,
      verified: true,
      accounts: [{ currency: 'EUR', balance: '5000.00', name: 'Payables' }],
    });
    payablesIban = created.accounts[0]!.iban;
    app = await launchApp({ journey: 'erp-reports', core: { demoBank: false } });
    await installOnboardedProfile(app.core, bank);
    await signInAsCustomer(app, bank, customer.email, customer.password);
  });
  afterAll(async () => {
    await app?.close();
    await bank?.close();
  });
  screenshotOnFailure(() => app);

  it('sets the ERP outbox folder in Settings', async () => {
    const { page } = app;
    await goTo(app, 'Settings');
    const panel = page.getByRole('region', { name: 'ERP outbox' });
    // The folder is chosen in the OS folder dialog (the test's answers it); the page sends no path.
    app.queueFilePick(outbox);
    await panel.getByRole('button', { name: 'Choose folder…' }).click();
    await panel.getByRole('button', { name: 'Turn off' }).waitFor();
    await panel.getByText(outbox, { exact: true }).waitFor();
    await panel.scrollIntoViewIfNeeded();
    await expectAccessible(page, 'Settings');
    await screenshots(app, 'settings-outbox');
  });

  it('sends a file; when it is final its pain.002 is in the outbox', async () => {
    const { page } = app;
    await importCsv(
      app,
      'invoices.csv',
      'name,iban,amount,currency,message,end_to_end_id\r\nHämeen Tukku Oy,FI4950009420028730,120.50,EUR,Invoice 881,INV-881\r\nBäckerei Groß,DE89370400440532013000,79.90,EUR,Invoice 882,\r\n',
    );
    await page.getByLabel('Paying account').selectOption({ index: 0 });
    await page.getByRole('button', { name: 'Review before sending' }).click();
    const review = page.getByRole('group', { name: 'Review', exact: true });
    await review.getByLabel('I have checked these warnings').check();
    await page.getByRole('button', { name: 'Send 2 payments' }).click();
    const bulk = await waitFor('the bulk', async () => (await bank.control.listBulks())[0]);
    await bank.control.approveBulk(bulk.bulk_id);
    const written = await waitFor('the pain.002 in the outbox', async () => readdirSync(outbox)[0]);
    expect(written).toMatch(/^pain\.002\.001\.03_F[0-9a-f]{34}_\d{8}T\d{6}Z\.xml$/);
    const report = checkedPain002(readFileSync(join(outbox, written)));
    expect(report.groupStatus).toBe('ACSC');
    expect(report.transactions.map((t) => t.endToEndId)).toEqual(['INV-881', expect.stringMatching(/^BP/)]);
  });

  it('History: Report (PDF) and pain.002 of the run, where History lists the runs', async () => {
    const { page } = app;
    await goTo(app, 'History');
    const runs = page.getByRole('region', { name: 'Payment runs' });
    const run = runs.getByTestId('run-item').filter({ hasText: 'invoices.csv' });
    await run.getByText('Final').waitFor();
    await expect(run.textContent()).resolves.toMatch(/2 payments · bulks: 1 · last imported/);
    await expectAccessible(page, 'History');
    await runs.scrollIntoViewIfNeeded();
    await screenshots(app, 'history-runs');
    const reports = run.getByRole('group', { name: 'Reports of invoices.csv' });
    const save = (name: string) => download(page, reports, name);
    const pdf = await save('Report (PDF)');
    expect(pdf.name).toBe('invoices-report.pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pain = checkedPain002((await save('pain.002')).bytes);
    expect([pain.groupStatus, pain.transactions.map((t) => t.endToEndId)]).toEqual([
      'ACSC',
      ['INV-881', expect.stringMatching(/^BP/)],
    ]);
  });

  it('History: the run report (PDF), and the pain.002 and camt.054 of the bulk', async () => {
    const { page } = app;
    await goTo(app, 'History');
    await page.getByRole('region', { name: 'Bulks' }).getByRole('button', { name: 'Open' }).first().click();
    const save = (name: string) => download(page, page, name);
    const pdf = await save('Run report (PDF)');
    expect(pdf.name).toBe('invoices-report.pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pain = await save('pain.002');
    expect(checkedPain002(pain.bytes).transactions).toHaveLength(2);
    const camt = await save('camt.054');
    expect(readCamt(camt.bytes.toString('utf8')).entries.map((e) => e.amount)).toEqual(['200.40']);
    await expectAccessible(page, 'bulk reports');
    await screenshots(app, 'bulk-reports');
  });

  it('Accounts: Statement (camt.053) of the account', async () => {
    const { page } = app;
    await goTo(app, 'Accounts');
    // Not the header: its "Fees payable" also contains "payables".
    await page
      .getByRole('table', { name: 'Accounts' })
      .getByRole('row')
      .filter({ hasText: /^Payables/ })
      .click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Statement (camt.053)' }).click();
    const d = await download;
    expect(d.suggestedFilename()).toMatch(/^camt\.053\.001\.02_FI\d+_\d{4}-\d\d-01_\d{4}-\d\d-\d\d\.xml$/);
    const statement = readCamt(readFileSync((await d.path())!, 'utf8'));
    expect(statement.entries.map((e) => e.endToEndIds[0])).toContain('INV-881');
    await expectAccessible(page, 'Accounts');
    await screenshots(app, 'statement');
  });

  it("an ERP's pain.001.001.09: its pain.002 is a .10, valid against the ISO 20022 XSD", async () => {
    const { page } = app;
    const fixture = readFileSync(join(import.meta.dirname, '../../fixtures/import/pain001-001-09.xml'), 'utf8')
      .replace('<MsgId>MSG-9</MsgId>', '<MsgId>ERP-RUN-E2E</MsgId>')
      .replace('<DbtrAcct><Id><IBAN>FI2112345600000785</IBAN>', `<DbtrAcct><Id><IBAN>${payablesIban}</IBAN>`)
      .replaceAll('<CdtrAcct><Id><IBAN>FI2112345600000785</IBAN>', '<CdtrAcct><Id><IBAN>DE89370400440532013000</IBAN>');
    await goTo(app, 'Payments');
    await page.getByRole('button', { name: 'Start a new payment run' }).click();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'erp-run.xml', mimeType: 'application/xml', buffer: Buffer.from(fixture) });
    await page.getByTestId('import-summary').waitFor();
    await page.getByLabel('Paying account').selectOption({ index: 0 });
    await page.getByRole('button', { name: 'Review before sending' }).click();
    const review = page.getByRole('group', { name: 'Review', exact: true });
    // The payee book: this journey's first file paid the same IBAN under another name.
    await expect
      .poll(() =>
        review
          .getByRole('listitem')
          .filter({ hasText: /^Line \d+: / })
          .allTextContents(),
      )
      .toEqual([
        expect.stringMatching(/^Line 12: DE89 3704 0044 0532 0130 00 was paid before under another payee’s name/),
        expect.stringMatching(/^Line 20: DE89 3704 0044 0532 0130 00 was paid before under another payee’s name/),
      ]);
    await review.getByLabel('I have checked these warnings').check();
    const before = (await bank.control.listBulks()).length;
    await page.getByRole('button', { name: 'Send 2 payments' }).click();
    const bulk = await waitFor('the bulk', async () => (await bank.control.listBulks())[before]);
    await bank.control.approveBulk(bulk.bulk_id);
    const written = await waitFor('the pain.002.001.10 in the outbox', async () =>
      readdirSync(outbox).find((f) => f.startsWith('pain.002.001.10_')),
    );
    const outboxed = checkedPain002(readFileSync(join(outbox, written)));
    expect([outboxed.originalMessageId, outboxed.groupStatus]).toEqual(['ERP-RUN-E2E', 'ACSC']);

    await goTo(app, 'History');
    const run = page
      .getByRole('region', { name: 'Payment runs' })
      .getByTestId('run-item')
      .filter({ hasText: 'erp-run.xml' });
    await run.getByText('Final').waitFor();
    const pain = await download(page, run.getByRole('group', { name: 'Reports of erp-run.xml' }), 'pain.002');
    expect(pain.bytes.toString('utf8')).toContain('urn:iso:std:iso:20022:tech:xsd:pain.002.001.10');
    expect(checkedPain002(pain.bytes).transactions.map((t) => [t.endToEndId, t.status])).toEqual([
      ['E2E-9-1', 'ACSC'],
      ['E2E-9-2', 'ACSC'],
    ]);
  });

  it('had no console errors, CSP violations or off-origin requests', () => {
    expect(app.problems).toEqual([]);
  });
});
