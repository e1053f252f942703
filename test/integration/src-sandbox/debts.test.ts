/** Single payments: create by pool handle or IBAN, confirm, approve through the control API, retrieve. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedRequest } from './http-client';
import { getJson, newCustomer, startTestBank, type Customer, type TestBank } from './setup';

let bank: TestBank;
let customer: Customer;
let handle: string;
let iban: string;
beforeAll(async () => {
  bank = await startTestBank();
  customer = await newCustomer(bank, { accounts: [{ currency: 'EUR', balance: '100.00' }] });
  handle = customer.psu.accounts[0]!.handle;
  iban = customer.psu.accounts[0]!.iban;
});
afterAll(() => bank.sandbox.close());

const debtRequest = (gross: number, overrides: Record<string, unknown> = {}) => ({
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  receiver: { name: 'Helsingin Energia' },
  items: [{ description: 'Electricity, March', detailed_price: { net: gross, gross } }],
  unstructured_reference: 'Customer 4411',
  end_to_end_id: 'E2E-1',
  ...overrides,
});
const create = (identifier: string, body: unknown) =>
  signedRequest(bank.tpp, 'POST', `${bank.sandbox.base_url}/screen-scraping/v1/${identifier}/debt/`, body, {
    token: customer.token,
  });
const confirm = (body: unknown) =>
  signedRequest(bank.tpp, 'POST', `${bank.sandbox.base_url}/screen-scraping/v1/debt/confirm/`, body, {
    token: customer.token,
  });
const fetchDebt = (identifier: string, uuid: string) =>
  getJson(bank, customer, `${bank.sandbox.base_url}/screen-scraping/v1/${identifier}/debt/${uuid}/`);

describe('single payments', () => {
  it('creates a debt by pool handle with the full payment object, status unverified', async () => {
    const r = await create(handle, debtRequest(12.5, { pool_handle: handle, due_date: '2099-01-31' }));
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({
      type: 'outboundpayment',
      subtype: 'outbound',
      status: 'unverified',
      value: '12.50',
      currency: 'EUR',
      due_date: '2099-01-31',
      iban: 'DE89370400440532013000',
      links: { card_profile: null },
    });
    expect(r.body.items[0]).toMatchObject({
      type: 'line_item',
      product_type: 'default',
      vat_calculation_rule: 'legacy',
      detailed_price: { net: '12.50', gross: '12.50' },
    });
    expect(r.body.receiver).toMatchObject({
      name: 'Helsingin Energia',
      einvoice_scheme: null,
      save_to_contacts: false,
    });
    expect(r.body).not.toHaveProperty('last_payment_timestamp');
  });

  it("creates by IBAN too; 404 for an account that is not the customer's", async () => {
    expect((await create(iban, debtRequest(1))).status).toBe(201);
    expect((await create('FI2112345600000785', debtRequest(1))).status).toBe(404);
  });

  it('400 with field errors for invalid input', async () => {
    const r = await create(handle, {
      iban: 'DE00',
      receiver: {},
      items: [{ description: 'x', detailed_price: { net: '1.00', gross: '1.00' } }],
      extra: true,
      pool_handle: 'other',
    });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body).sort()).toEqual(['extra', 'iban', 'items', 'pool_handle', 'receiver']);
    expect(r.body.items[0].net[0]).toMatch(/number/);
    expect((await create(handle, debtRequest(1, { due_date: '2001-01-01' }))).body.due_date[0]).toMatch(/past/);
    expect((await create(handle, debtRequest(1.234))).status).toBe(400);
  });

  it('confirm: 201 success, 400 invalid or repeated, 404 unknown; approval pays and books a transaction', async () => {
    const debt = (await create(handle, debtRequest(30))).body;
    expect((await confirm({})).status).toBe(400);
    expect((await confirm({ debt_uuid: 'nope' })).status).toBe(400);
    expect((await confirm({ debt_uuid: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    await expect(bank.control.approveDebt(debt.uuid)).rejects.toThrow(/not been confirmed/);
    const ok = await confirm({ debt_uuid: debt.uuid });
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ status: 'success' });
    expect((await confirm({ debt_uuid: debt.uuid })).status).toBe(400);
    expect((await bank.control.approveDebt(debt.uuid)).status).toBe('paid');
    const paid = await fetchDebt(handle, debt.uuid);
    expect(paid.body).toMatchObject({
      status: 'paid',
      last_payment_timestamp: expect.any(String),
      settled_value: '30.00',
    });
    const account = await getJson(bank, customer, `${bank.sandbox.base_url}/screen-scraping/v1/accounts/${handle}/`);
    expect(account.body.account_balance).toBe('70.00');
    const txs = await getJson(
      bank,
      customer,
      `${bank.sandbox.base_url}/screen-scraping/v1/accounts/${handle}/transactions/`,
    );
    expect(txs.body.results[0]).toMatchObject({
      execution_for_debt: debt.uuid,
      amount: '30.00',
      direction: 'out',
      state: 'paid',
    });
  });

  it('a debt the balance does not cover ends in notenoughbalance', async () => {
    const debt = (await create(handle, debtRequest(500))).body;
    await confirm({ debt_uuid: debt.uuid });
    expect((await bank.control.approveDebt(debt.uuid)).status).toBe('notenoughbalance');
    expect((await fetchDebt(iban, debt.uuid)).body.status).toBe('notenoughbalance');
  });

  it('get: 404 for unknown debt or the wrong account', async () => {
    const debt = (await create(handle, debtRequest(1))).body;
    expect((await fetchDebt(handle, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const other = await newCustomer(bank);
    expect(
      (
        await getJson(
          bank,
          other,
          `${bank.sandbox.base_url}/screen-scraping/v1/${other.psu.accounts[0]!.handle}/debt/${debt.uuid}/`,
        )
      ).status,
    ).toBe(404);
  });
});
