// Lists tolerate the bank: one null, missing or malformed field in one account or transaction keeps
// the row, marks the field unknown (never a made-up value on screen) and logs the field's name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountView, transactionView } from '../../../../src-main/domain/account-views';
import { connect, unwrap, type Connected } from '../../harness/bank-harness';
import { fileRows, input, services } from '../../harness/submission-harness';

let t: Connected;
beforeAll(async () => {
  t = await connect();
});
afterAll(async () => {
  await t?.close();
});

describe('tolerant lists', () => {
  it('an account with a null available balance is kept, marked unknown, and logged', async () => {
    const all = unwrap(await t.client.listAccounts());
    await t.control.armFault({
      path: '/screen-scraping/v1/accounts/',
      kind: 'malformed',
      mode: 'null-field',
      field: 'account_available_balance',
    });
    const accounts = unwrap(await t.client.listAccounts());
    expect(accounts).toHaveLength(all.length);
    expect(accounts[0]!.unknown_fields).toEqual(['account_available_balance']);
    expect(accounts[0]!.iban).toBe(all[0]!.iban);
    expect(accounts.slice(1).every((a) => a.unknown_fields === undefined)).toBe(true);
    expect(accountView(accounts[0]!).unknownFields).toEqual(['available']);
    expect(
      t.logLines.some(
        (l) => l.includes('bank list row kept with unknown fields') && l.includes('account_available_balance'),
      ),
    ).toBe(true);
  });

  it('an account whose field has the wrong type is kept too', async () => {
    await t.control.armFault({
      path: '/screen-scraping/v1/accounts/',
      kind: 'malformed',
      mode: 'set-field',
      field: 'archived',
      value: 'not-a-boolean',
    });
    const accounts = unwrap(await t.client.listAccounts());
    expect(accounts[0]!.unknown_fields).toEqual(['archived']);
  });

  it('a transaction with no amount is kept with the amount unknown', async () => {
    const path = `/screen-scraping/v1/accounts/${t.account.handle}/transactions/`;
    const before = unwrap(await t.client.listTransactions(t.account.handle));
    if (before.results.length === 0) {
      // Make one: a paid bulk leaves transactions on the paying account.
      const bulk = unwrap(
        await t.client.createBulk({
          payment_account: t.account.code,
          payments: [
            {
              amount: '1.00',
              counterparty: {
                name: 'Payee',
                account_identifier: 'DE89370400440532013000',
                account_identifier_type: 'iban',
              },
              unstructured_reference: 'tolerant list',
            },
          ],
        }),
      );
      await t.control.approveBulk(bulk.bulkId);
      for (let i = 0; i < 100; i++) {
        const status = unwrap(await t.client.getBulkStatus(bulk.bulkId));
        if (status.processed) break;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    await t.control.armFault({ path, kind: 'malformed', mode: 'drop-field', field: 'amount' });
    const page = unwrap(await t.client.listTransactions(t.account.handle));
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results[0]!.unknown_fields).toEqual(['amount']);
    expect(transactionView(page.results[0]!).unknownFields).toEqual(['amount']);
    expect(t.logLines.some((l) => l.includes('"list":"transactions"') && l.includes('amount'))).toBe(true);
  });

  it('a review with the available balance unknown compares nothing with it and says so', async () => {
    const s = services(t);
    await t.control.armFault({
      path: '/screen-scraping/v1/accounts/',
      kind: 'malformed',
      mode: 'set-field',
      field: 'account_available_balance',
      value: 'n/a',
      times: 5,
    });
    const accounts = unwrap(await t.client.listAccounts());
    const first = accounts[0]!;
    // A total far above any real balance: with the balance unknown it neither blocks nor warns of it.
    const review = unwrap(await s.submission.review(input(fileRows(['999999.00'], 'unknown-balance'), first.iban)));
    await t.control.clearFaults();
    await s.tracker.stop();
    expect(review.blocked).toBeNull();
    expect(review.account.unknownFields).toEqual(['available']);
    expect(review.warnings.map((w) => w.code)).toContain('balance_unknown');
    expect(review.warnings.map((w) => w.code)).not.toContain('file_total_over_balance');
    expect(review.warnings.find((w) => w.code === 'balance_unknown')!.message).toMatch(
      /did not say the available balance.*checks each bulk on arrival/,
    );
  });
});
