/** The bulk state machine on the sandbox clock: approval, processing, sending, decline, expiry. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardTpp } from './http-client';
import {
  createBulk,
  getJson,
  newCustomer,
  payment,
  reconsent,
  startTestBank,
  waitFor,
  type Customer,
  type TestBank,
} from './setup';

let bank: TestBank;
beforeAll(async () => {
  bank = await startTestBank({ processingDelayMs: 50 });
});
afterAll(() => bank.sandbox.close());

const status = (customer: Customer, url: string) => getJson(bank, customer, url).then((r) => r.body);
const balance = async (customer: Customer) =>
  (
    await getJson(
      bank,
      customer,
      `${bank.sandbox.base_url}/screen-scraping/v1/accounts/${customer.psu.accounts[0]!.handle}/`,
    )
  ).body.account_available_balance;

describe('bulk lifecycle', () => {
  it('pending_approval → processing → approved; every payment listed; the account is debited and shows transactions', async () => {
    const customer = await newCustomer(bank, { accounts: [{ currency: 'EUR', balance: '100.00' }] });
    const created = await createBulk(bank, customer, {
      payment_account: customer.account,
      payments: [
        payment({ amount: '10.00', end_to_end_id: 'E2E-A' }),
        payment({ amount: '5.55', structured_reference: 'RF18539007547034', unstructured_reference: undefined }),
      ],
    });
    const pending = await status(customer, created.body.status_url);
    expect(pending).toEqual({
      bulk_id: created.body.bulk_id,
      status_url: created.body.status_url,
      status: 'pending_approval',
      processed: false,
      total_count: 2,
      total_amount: '15.55',
      not_sent_count: null,
      payments: [],
    });
    await bank.control.approveBulk(created.body.bulk_id);
    expect((await status(customer, created.body.status_url)).status).toBe('processing');
    const done = await waitFor(
      () => status(customer, created.body.status_url),
      (s) => s.status === 'approved',
    );
    expect(done).toMatchObject({ status: 'approved', processed: true, not_sent_count: 0, total_count: 2 });
    expect(done.payments[0]).toMatchObject({
      amount: '10.00',
      currency: 'EUR',
      method: 'sepa',
      state: 'paid',
      direction: 'out',
      is_credit: false,
      due_date: null,
      end_to_end_id: 'E2E-A',
      unstructured_reference: 'Invoice 1001',
      structured_reference: '',
    });
    expect(done.payments[0].counterparty).toEqual({
      name: 'Matti Meikäläinen',
      bic: '',
      account_identifier: 'DE89370400440532013000',
      account_identifier_type: 'iban',
      street: '',
      building: '',
      city: '',
      postcode: '',
      region: '',
      additional_info: '',
      country: '',
    });
    expect(done.payments[1]).toMatchObject({
      structured_reference: 'RF18539007547034',
      booking_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      execution_at: expect.any(String),
    });
    expect(await balance(customer)).toBe('84.45');
    const txs = await getJson(
      bank,
      customer,
      `${bank.sandbox.base_url}/screen-scraping/v1/accounts/${customer.psu.accounts[0]!.handle}/transactions/`,
    );
    expect(txs.body.count).toBe(2);
    expect(txs.body.results.map((t: { amount: string }) => t.amount).sort()).toEqual(['10.00', '5.55']);
  });

  it('payments the balance no longer covers at sending end in notenoughbalance; the others are sent', async () => {
    const customer = await newCustomer(bank, { accounts: [{ currency: 'EUR', balance: '100.00' }] });
    const first = await createBulk(bank, customer, {
      payment_account: customer.account,
      payments: [payment({ amount: '70.00' })],
    });
    const second = await createBulk(bank, customer, {
      payment_account: customer.account,
      payments: [payment({ amount: '20.00' }), payment({ amount: '20.00' }), payment({ amount: '5.00' })],
    });
    expect(second.status).toBe(202);
    await bank.control.approveBulk(first.body.bulk_id);
    await waitFor(
      () => status(customer, first.body.status_url),
      (s) => s.processed,
    );
    await bank.control.approveBulk(second.body.bulk_id);
    const done = await waitFor(
      () => status(customer, second.body.status_url),
      (s) => s.processed,
    );
    expect(done.payments.map((p: { state: string }) => p.state)).toEqual(['paid', 'notenoughbalance', 'paid']);
    expect(done.not_sent_count).toBe(1);
    expect(done.payments[1]).toMatchObject({ execution_at: null, booking_date: null });
    expect(await balance(customer)).toBe('5.00');
  });

  it('3-decimal currencies: total_amount is the exact sum and the balance is debited exactly (never rounded to 2)', async () => {
    const customer = await newCustomer(bank, { accounts: [{ currency: 'BHD', balance: '100.000' }] });
    const bhd = (amount: string) => payment({ amount, currency: 'BHD', method: 'international' });
    const created = await createBulk(bank, customer, {
      payment_account: customer.account,
      payments: [bhd('1.234'), bhd('2.001')],
    });
    expect(created.status, created.text).toBe(202);
    expect((await status(customer, created.body.status_url)).total_amount).toBe('3.235');
    expect((await bank.control.listBulks()).find((b) => b.bulk_id === created.body.bulk_id)!.total_amount).toBe(
      '3.235',
    );
    await bank.control.approveBulk(created.body.bulk_id);
    await waitFor(
      () => status(customer, created.body.status_url),
      (s) => s.processed,
    );
    expect(await balance(customer)).toBe('96.765');
  });

  it('a declined bulk is rejected with empty payments and not_sent_count = total_count', async () => {
    const customer = await newCustomer(bank);
    const created = await createBulk(bank, customer, {
      payment_account: customer.account,
      payments: [payment(), payment()],
    });
    await bank.control.declineBulk(created.body.bulk_id);
    expect(await status(customer, created.body.status_url)).toMatchObject({
      status: 'rejected',
      processed: true,
      payments: [],
      not_sent_count: 2,
    });
    await expect(bank.control.approveBulk(created.body.bulk_id)).rejects.toThrow(/409/);
    expect(await balance(customer)).toBe('1000.00');
  });

  it('no answer within one hour of sandbox time → rejected', async () => {
    let customer = await newCustomer(bank);
    const created = await createBulk(bank, customer, { payment_account: customer.account, payments: [payment()] });
    await bank.control.advanceClock(3599);
    customer = await reconsent(bank, customer);
    expect((await status(customer, created.body.status_url)).status).toBe('pending_approval');
    await bank.control.advanceClock(2);
    expect(await status(customer, created.body.status_url)).toMatchObject({
      status: 'rejected',
      processed: true,
      payments: [],
      not_sent_count: 1,
    });
    await expect(bank.control.approveBulk(created.body.bulk_id)).rejects.toThrow(/rejected/);
    const listed = (await bank.control.listBulks()).find((b) => b.bulk_id === created.body.bulk_id);
    expect(listed).toMatchObject({ status: 'rejected', psu_id: customer.psu.id, tpp_client_id: bank.tpp.clientId });
  });

  it('status is 404 for an unknown bulk, another customer and another TPP', async () => {
    const customer = await newCustomer(bank);
    const created = await createBulk(bank, customer, { payment_account: customer.account, payments: [payment()] });
    const url = created.body.status_url as string;
    expect(
      (await getJson(bank, customer, url.replace(created.body.bulk_id, '00000000-0000-4000-8000-000000000000'))).status,
    ).toBe(404);
    const stranger = await newCustomer(bank);
    expect((await getJson(bank, stranger, url)).status).toBe(404);
    const otherTpp = await onboardTpp(bank.sandbox);
    const sameCustomerOtherTpp = await newCustomer(bank, {}, otherTpp);
    const { signedRequest } = await import('./http-client');
    expect((await signedRequest(otherTpp, 'GET', url, undefined, { token: sameCustomerOtherTpp.token })).status).toBe(
      404,
    );
  });
});
