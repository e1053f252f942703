// The Payees screen (issue 23): the payee book filled from a history, searched and filtered by
// trust state, a payee's recent payments opened, an account blocked with a reason and unblocked.
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../../src-main/adapters/sqlite/open-database';
import { HistoryStore } from '../../../src-main/adapters/sqlite/history-store';
import { PayeeBookService } from '../../../src-main/features/payees/payee-book-service';
import { launchApp, screenshotOnFailure, type E2eApp } from '../harness/app';
import { describeInBrowser } from '../harness/browser';
import { goTo, screenshotsAtBothSizes } from '../harness/steps';

const PAYEES = [
  ['Acme Oy', 'FI2112345600000785', ['1200.00', '1180.50', '1210.00']],
  ['Müller Maschinenbau GmbH', 'DE89370400440532013000', ['4500.00', '4420.00']],
  ['Svensson & Dotter AB', 'SE4550000000058398257466', ['310.20']],
  ['Bo Li', 'NL91ABNA0417164300', ['80.00', '82.00', '79.50', '80.00']],
  ['Malta Shipping Consolidated Ltd', 'MT84MALT011000012345MTLCAST001S', ['1200.00']],
] as const;

function historyWithPayees(dataDir: string) {
  const db = openDatabase(join(dataDir, 'bulkpay.sqlite'));
  if (!db.ok) throw new Error(db.error.message);
  const store = new HistoryStore(db.value);
  for (let k = 0; k < 4; k++) {
    const id = store.recordBulk({
      sequence: 1,
      paymentAccount: 'acc',
      createdBy: 'clerk',
      payments: PAYEES.flatMap(([name, iban, amounts]: readonly [string, string, readonly string[]]) => {
        const amount = amounts[k];
        return amount
          ? [
              {
                amount,
                currency: 'EUR',
                payeeName: name,
                accountIdentifier: iban,
                accountIdentifierType: 'iban',
                method: 'sepa',
                instant: false,
              },
            ]
          : [];
      }),
    });
    // The book learns what the bank paid: each bulk approved and paid in full.
    const payments = store.db
      .prepare('SELECT amount, account_identifier FROM payments WHERE bulk_id = ? ORDER BY position')
      .all(id) as { amount: string; account_identifier: string }[];
    store.markAccepted(id, { bankBulkId: `bank-${k}`, statusUrl: 'https://bank.test/status/' });
    store.applyStatus(id, {
      bulk_id: `bank-${k}`,
      status: 'approved',
      processed: true,
      total_count: payments.length,
      total_amount: '0',
      not_sent_count: 0,
      payments: payments.map((p, i) => ({
        uuid: `bank-${k}-${i}`,
        amount: p.amount,
        state: 'paid',
        booking_date: '2026-11-02',
        execution_at: null,
        structured_reference: '',
        unstructured_reference: '',
        end_to_end_id: '',
        counterparty: { account_identifier: p.account_identifier },
      })),
    });
  }
  const book = new PayeeBookService(store, 'controller');
  book.trust('FI2112345600000785');
  book.block('SE4550000000058398257466', 'Invoice redirection reported by the supplier on 12 Nov');
  db.value.close();
}

describeInBrowser('journey: the Payees screen', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await launchApp({
      journey: 'payees',
      core: (dataDir) => {
        historyWithPayees(dataDir);
        return { demoBank: false };
      },
    });
  });
  afterAll(async () => app?.close());
  screenshotOnFailure(() => app);

  it('lists every payee with its trust, filters and searches, opens payments, blocks with a reason and unblocks', async () => {
    const { page } = app;
    await goTo(app, 'Payees');
    const table = page.getByRole('table');
    await table.getByText('Müller Maschinenbau GmbH').waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(6);
    await table
      .getByRole('row', { name: /Acme Oy/ })
      .getByRole('button', { name: 'Payments' })
      .click();
    await page.getByText(/3 payments; the latest amounts:/).waitFor();
    // IBANs in groups of four, as on paper: a long one wraps between groups, never inside one.
    await table.getByRole('cell', { name: 'MT84 MALT 0110 0001 2345 MTLC AST0 01S', exact: true }).waitFor();
    await screenshotsAtBothSizes(app, 'payees-list');

    await page.getByLabel('Show').selectOption('blocked');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await table.getByText('Invoice redirection reported by the supplier on 12 Nov').waitFor();
    await page.getByLabel('Show').selectOption('');

    await page.getByLabel('Search name or IBAN').fill('nl91 abna');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await table.getByRole('button', { name: 'Block…' }).click();
    await page.getByLabel('Reason for the block').fill('Account closed, new details by phone');
    await screenshotsAtBothSizes(app, 'payees-block');
    await page.getByRole('button', { name: 'Block NL91 ABNA 0417 1643 00' }).click();
    await page
      .getByRole('status')
      .getByText('NL91 ABNA 0417 1643 00 is blocked: payments to it are stopped.')
      .waitFor();
    await table.getByText('Blocked', { exact: true }).waitFor();
    await table.getByRole('button', { name: 'Unblock' }).click();
    await table.getByText('was blocked').waitFor();
    await screenshotsAtBothSizes(app, 'payees-unblocked');
  });
});
