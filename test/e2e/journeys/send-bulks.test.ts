import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { expectAccessible } from '../harness/axe';
import { describeInBrowser } from '../harness/browser';
import { CLOSED_ACCOUNT_IBAN } from '../../../src-sandbox/index';

// Issue 7's "done when": the demo bank takes a 250-row file through three bulks to their final
// outcomes in the app's flow (the demo bank's "phone" approves each bulk by itself), and the
// History screen finds every payment. Real core, keychain, sandbox, SQLite and Chromium.
const ibans = ['DE89370400440532013000', 'GB29NWBK60161331926819', 'NL91ABNA0417164300'];
const file = [
  'name,iban,amount,currency,message',
  ...Array.from(
    { length: 250 },
    (_, i) =>
      `Payee ${i + 1},${ibans[i % 3]},${(i % 30) + 1}.${String(i % 100).padStart(2, '0')},EUR,Invoice ${9000 + i}`,
  ),
].join('\r\n');

describeInBrowser('journey: send a 250-payment file as three bulks and find it in the history', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await launchApp({ journey: 'send-bulks' });
  });
  afterAll(async () => {
    await app?.close();
  });
  screenshotOnFailure(() => app);

  it('signs in as the demo customer', async () => {
    const { page } = app;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Accounts' }).click();
    await page.getByLabel('Bank e-mail').fill(app.core.profiles.demo.psuEmail!);
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('cell', { name: 'Operating account' }).waitFor({ timeout: 30_000 });
  });

  it('reviews the file: paying account with its balance, three bulks with exact totals', async () => {
    const { page } = app;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Payments' }).click();
    await page
      .getByLabel('Payment file', { exact: true })
      .setInputFiles({ name: 'payroll.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await expect
      .poll(() => page.getByTestId('import-summary').textContent(), { timeout: 30_000 })
      .toMatch(/^250 payments, 3 bulks/);
    const picker = page.getByLabel('Paying account');
    await expect
      .poll(() => picker.locator('option').allTextContents())
      .toContainEqual(expect.stringMatching(/Operating account/));
    const operating = await picker.locator('option', { hasText: 'Operating account' }).getAttribute('value');
    await picker.selectOption(operating!);
    await page.getByRole('button', { name: 'Review before sending' }).click();
    const bulks = page.getByTestId('review-bulk');
    await expect
      .poll(() => bulks.allTextContents())
      .toEqual([
        expect.stringMatching(/^Bulk 1: 100 payments \(lines 2–101\)/),
        expect.stringMatching(/^Bulk 2: 100 payments \(lines 102–201\)/),
        expect.stringMatching(/^Bulk 3: 50 payments \(lines 202–251\)/),
      ]);
    await app.screenshot('review');
    await expectAccessible(app.page, 'review');
  });

  it('sends the bulks and follows each one live to approved and paid', async () => {
    const { page } = app;
    // The demo's history (last month's run) knows these IBANs under other names: the payee book's
    // warnings, checked and ticked as a clerk would.
    const review = page.getByRole('group', { name: 'Review', exact: true });
    await expect
      .poll(() => review.textContent())
      .toMatch(/250 × like line 2: DE89 3704 0044 0532 0130 00 was paid before under another payee’s name/);
    await review.getByLabel('I have checked these warnings').check();
    await page.getByRole('button', { name: 'Send 250 payments' }).click();
    // Three bulks are three approvals on the phone: said before anything is sent.
    await page.getByRole('button', { name: 'Send 3 bulks and approve each' }).click();
    // The run's Approve step, then its Outcome step, list the bulks.
    const cards = page.getByTestId('bulk-card');
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(3);
    await expect
      .poll(() => cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-state'))), { timeout: 60_000 })
      .toEqual(['approved', 'approved', 'approved']);
    await expect
      .poll(() => cards.allTextContents())
      .toContainEqual(expect.stringMatching(/Paid.*50 payments.*50 paid/));
    // Money outcomes on screen, never the bank's field names.
    expect((await cards.allTextContents()).join(' ')).not.toMatch(/not_sent_count|_count/);
    await app.screenshot('approved');
    await expectAccessible(app.page, 'approved');
    // Every payment of an approved bulk with its outcome: the card opens the bulk in History.
    await cards.first().getByRole('button', { name: 'Open' }).click();
    await page.getByRole('heading', { name: 'Bulk 1 of payroll.csv' }).waitFor();
    const payments = page.getByRole('table', { name: 'Payments of the bulk' }).getByRole('row');
    await expect.poll(() => payments.count()).toBe(101);
    expect(
      await page.getByRole('table', { name: 'Payments of the bulk' }).getByText('Paid', { exact: true }).count(),
    ).toBe(100);
    await app.screenshot('bulk-outcomes');
    await expectAccessible(app.page, 'bulk-outcomes');
    await page.getByRole('button', { name: '← All payments' }).click();
  });

  it('finds a payment in the history and opens its bulk', async () => {
    const { page } = app;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'History' }).click();
    await page.getByLabel('Payee').fill('Payee 249');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.getByTestId('history-count').textContent()).toBe('1–1 of 1 payment');
    await page.getByRole('cell', { name: 'Payee 249' }).click();
    await page.getByRole('heading', { name: 'Payment to Payee 249' }).waitFor();
    await page.getByText('payroll.csv, line 250').waitFor();
    await page.getByRole('button', { name: 'Open its bulk' }).click();
    await page.getByRole('heading', { name: 'Bulk 3 of payroll.csv' }).waitFor();
    await app.screenshot('history-bulk');
    await expectAccessible(app.page, 'history-bulk');
  });

  it('pages through the 250 payments and the demo’s 8 with Next and Previous (keyset paging)', async () => {
    const { page } = app;
    await page.getByRole('button', { name: '← All payments' }).click();
    await page.getByLabel('Payee').fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const count = () => page.getByTestId('history-count').textContent();
    const payments = page.getByRole('region', { name: 'Payments' });
    const firstPayee = () => payments.getByRole('row').nth(1).getByRole('cell').nth(1).textContent();
    // The history also holds the demo's last month: 8 payments (docs/payee-book.md, The demo).
    await expect.poll(count).toBe('1–100 of 258 payments');
    const newest = await firstPayee();
    await payments.getByRole('button', { name: 'Next' }).click();
    await expect.poll(count).toBe('101–200 of 258 payments');
    await payments.getByRole('button', { name: 'Next' }).click();
    await expect.poll(count).toBe('201–258 of 258 payments');
    expect(await payments.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await payments.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(count).toBe('101–200 of 258 payments');
    await payments.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(count).toBe('1–100 of 258 payments');
    expect(await firstPayee()).toBe(newest);
    expect(await payments.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
  });

  it('puts a refusal by the bank on the file row it concerns', async () => {
    const { page } = app;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Payments' }).click();
    await page.getByRole('button', { name: 'Start a new payment run' }).click();
    const refused = [
      'name,iban,amount,currency,message',
      'Fine Oy,DE89370400440532013000,1.00,EUR,Ok',
      `Closed Oy,${CLOSED_ACCOUNT_IBAN},2.00,EUR,Closed`,
    ];
    await page
      .getByLabel('Payment file', { exact: true })
      .setInputFiles({ name: 'refused.csv', mimeType: 'text/csv', buffer: Buffer.from(refused.join('\r\n')) });
    await expect.poll(() => page.getByTestId('import-summary').textContent()).toMatch(/^2 payments, 1 bulk/);
    await page.getByRole('button', { name: 'Review before sending' }).click();
    // The payee book knows the payroll: its IBAN under another name, and a payee never paid.
    const review = page.getByRole('group', { name: 'Review', exact: true });
    await expect
      .poll(() =>
        review
          .getByRole('listitem')
          .filter({ hasText: /^Line \d+: / })
          .allTextContents(),
      )
      .toEqual([
        expect.stringMatching(/^Line 2: DE89 3704 0044 0532 0130 00 was paid before under another payee’s name/),
        expect.stringMatching(/^Line 3: This payee has never been paid before/),
      ]);
    await review.getByLabel('I have checked these warnings').check();
    await page.getByRole('button', { name: 'Send 2 payments' }).click();
    const problems = page.getByRole('list', { name: 'Problems in the file' });
    await expect
      .poll(() => problems.getByRole('listitem').allTextContents(), { timeout: 20_000 })
      .toContainEqual(
        expect.stringMatching(/^Line 3.*The bank refused this payment in bulk 1.*account FI1512345600000990 is closed/),
      );
    await app.screenshot('bank-refusal-on-row');
    await expectAccessible(app.page, 'bank-refusal-on-row');
  });

  it('voids the review and its "I have checked" tick when a cell is edited or a row removed', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Choose another file' }).click();
    const twice = [
      'name,iban,amount,currency,message',
      'Twice Oy,DE89370400440532013000,3.00,EUR,Invoice 77',
      'Twice Oy,DE89370400440532013000,3.00,EUR,Invoice 77',
      'Once Oy,GB29NWBK60161331926819,4.00,EUR,Invoice 78',
    ];
    await page
      .getByLabel('Payment file', { exact: true })
      .setInputFiles({ name: 'twice.csv', mimeType: 'text/csv', buffer: Buffer.from(twice.join('\r\n')) });
    await expect.poll(() => page.getByTestId('import-summary').textContent()).toMatch(/^3 payments, 1 bulk/);
    const review = page.getByRole('group', { name: 'Review', exact: true });
    const tick = review.getByLabel('I have checked these warnings');
    const send = review.getByRole('button', { name: 'Send 3 payments' });
    await page.getByRole('button', { name: 'Review before sending' }).click();
    await tick.check();
    expect(await send.isEnabled()).toBe(true);
    await page.getByRole('button', { name: '← Back to Fix' }).click();
    await page.getByRole('button', { name: /^Amount, line 4:/ }).click();
    await page.getByLabel('Amount, line 4').fill('5.00');
    await page.keyboard.press('Enter');
    // Reviewed again: the new amount, and the tick must be given again.
    await page.getByRole('button', { name: 'Review before sending' }).click();
    await expect.poll(() => review.textContent()).toMatch(/total [^.]*11\.00/);
    expect(await tick.isChecked()).toBe(false);
    expect(await send.isEnabled()).toBe(false);
    await tick.check();
    await page.getByRole('button', { name: '← Back to Fix' }).click();
    await page.getByRole('button', { name: 'Remove line 4' }).click();
    await page.getByRole('button', { name: 'Review before sending' }).click();
    await expect.poll(() => review.textContent()).toMatch(/total [^.]*6\.00/);
    expect(await tick.isChecked()).toBe(false);
    expect(await review.getByRole('button', { name: 'Send 2 payments' }).isEnabled()).toBe(false);
    await app.screenshot('review-voided');
    await expectAccessible(app.page, 'review-voided');
  });

  it('after bulk 2 of 3 is refused, only its rows stay, and sending again sends only them', async () => {
    const { page } = app;
    await page.getByRole('button', { name: '← Back to Fix' }).click();
    await page.getByRole('button', { name: 'Choose another file' }).click();
    const rows = Array.from({ length: 201 }, (_, i) =>
      i === 148
        ? `Closed Oy,${CLOSED_ACCOUNT_IBAN},1.00,EUR,Part 149`
        : `Part ${i + 1},${ibans[i % 3]},1.00,EUR,Part ${i + 1}`,
    );
    await page.getByLabel('Payment file', { exact: true }).setInputFiles({
      name: 'parts.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['name,iban,amount,currency,message', ...rows].join('\r\n')),
    });
    const summary = () => page.getByTestId('import-summary').textContent();
    await expect.poll(summary, { timeout: 30_000 }).toMatch(/^201 payments, 3 bulks, no errors/);
    await page.getByRole('button', { name: 'Review before sending' }).click();
    // The payee book: the payroll's IBANs were paid under other names; checked and ticked.
    const review = page.getByRole('group', { name: 'Review', exact: true });
    const tick = review.getByLabel('I have checked these warnings');
    await expect
      .poll(
        () =>
          review
            .getByRole('listitem')
            .filter({ hasText: /^\d+ × like line \d+: / })
            .allTextContents(),
        { timeout: 20_000 },
      )
      .toContainEqual(expect.stringMatching(/^200 × like line 2: .* was paid before under another payee’s name/));
    await tick.check();
    await page.getByRole('button', { name: 'Send 201 payments' }).click();
    await page.getByRole('button', { name: 'Send 3 bulks and approve each' }).click();
    const refusedLeft = page.getByRole('group', { name: 'Payments the bank refused' });
    await expect
      .poll(() => refusedLeft.textContent(), { timeout: 20_000 })
      .toMatch(/^The bank refused 100 payments; they stay in the list to fix and send again/);
    await refusedLeft.getByRole('button', { name: 'Fix the 100 refused payments' }).click();
    await expect.poll(summary).toMatch(/^100 payments, 1 bulk/);
    const problems = page.getByRole('list', { name: 'Problems in the file' });
    await expect
      .poll(() => problems.getByRole('listitem').allTextContents())
      .toContainEqual(
        expect.stringMatching(
          /^Line 150.*The bank refused this payment in bulk 2.*account FI1512345600000990 is closed/,
        ),
      );
    await page.getByLabel('Show only rows with problems').check();
    // Every row also has the payee book's warning (these IBANs were paid under other names), so
    // line 150 is reached from its refusal in the problem list, which brings its row into view.
    await problems
      .getByRole('listitem')
      .filter({ hasText: /^Line 150.*The bank refused this payment/ })
      .getByRole('button')
      .click();
    await page.getByRole('button', { name: 'Remove line 150' }).click();
    await page.getByLabel('Show only rows with problems').uncheck();
    await expect.poll(summary).toMatch(/^99 payments, 1 bulk, no errors/);
    await page.getByRole('button', { name: 'Review before sending' }).click();
    await expect
      .poll(() => page.getByTestId('review-bulk').allTextContents())
      .toEqual([expect.stringMatching(/^Bulk 1: 99 payments \(lines 102–201\)/)]);
    // The refused payees were never paid, so the book still warns of their IBANs: ticked again.
    await tick.check();
    await page.getByRole('button', { name: 'Send 99 payments' }).click();
    await page
      .getByRole('heading', { level: 1, name: /^(Approve on your phone|Outcome)$/ })
      .waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('bulk-card').count()).toBe(1);
    expect(await page.getByRole('group', { name: 'Payments the bank refused' }).count()).toBe(0);
    await app.screenshot('refused-bulk-sent-again');
    await expectAccessible(app.page, 'refused-bulk-sent-again');
  });

  it('had no console errors, CSP violations or off-origin requests', () => {
    expect(app.problems).toEqual([]);
  });
});
