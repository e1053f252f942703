/** Account information for the seeded customer: shapes, leaked internal fields, paging, filters, 404s. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_PSU } from '../../../src-sandbox/index';
import { consentToken } from './http-client';
import { getJson, startTestBank, type Customer, type TestBank } from './setup';

let bank: TestBank;
let customer: Customer;
let base: string;
beforeAll(async () => {
  bank = await startTestBank();
  const token = await consentToken(bank.sandbox, bank.tpp, SEEDED_PSU.email, SEEDED_PSU.password);
  customer = { token, account: '', psu: (await bank.control.listPsus()).find((p) => p.email === SEEDED_PSU.email)! };
  base = `${bank.sandbox.base_url}/screen-scraping/v1/accounts/`;
});
afterAll(() => bank.sandbox.close());

const get = (url: string) => getJson(bank, customer, url);

describe('accounts', () => {
  it('lists EUR and GBP accounts with UUID codes and leaked internal fields', async () => {
    const r = await get(base);
    expect(r.status).toBe(200);
    expect(r.body.map((a: { currency: string }) => a.currency)).toEqual(['EUR', 'GBP', 'EUR']);
    const [operating, payroll, petty] = r.body;
    expect(operating).toMatchObject({
      code: '5b0e8a52-1c7d-4f3a-9e61-0d2c4b6a8e01',
      handle: 'virtanen-operating',
      iban: 'FI2112345600000785',
      account_available_balance: '25000.00',
      payment_account_state: 'active',
      image_url: null,
    });
    expect(operating.url).toBe(`${base}virtanen-operating/`);
    expect(payroll).toMatchObject({ gb_sort_code: '405123', gb_account_number: '12345678' });
    expect(petty.account_balance).toBe('45.20');
    expect(operating).toHaveProperty('_internal_ledger_ref');
    expect(operating).toHaveProperty('scraper_session_id');
    for (const field of [
      'account_balance',
      'account_blocked_balance',
      'account_fees_payables_balance',
      'budgetingperiod_profit',
    ])
      expect(typeof operating[field]).toBe('string');
  });

  it("gets one account by pool handle; 404 for another customer's or unknown handle", async () => {
    expect((await get(`${base}virtanen-operating/`)).body.code).toBe('5b0e8a52-1c7d-4f3a-9e61-0d2c4b6a8e01');
    expect((await get(`${base}no-such-handle/`)).status).toBe(404);
    const other = (await bank.control.listPsus()).find((p) => p.email === 'readonly.psu@bulkpay.test')!;
    expect((await get(`${base}${other.accounts[0]!.handle}/`)).status).toBe(404);
  });

  it('pages transactions 20 at a time with absolute next and previous URLs', async () => {
    const first = await get(`${base}virtanen-operating/transactions/`);
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(47);
    expect(first.body.results).toHaveLength(20);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toBe(`${base}virtanen-operating/transactions/?page=2`);
    const second = await get(first.body.next);
    expect(second.body.previous).toBe(`${base}virtanen-operating/transactions/`);
    const third = await get(second.body.next);
    expect(third.body.results).toHaveLength(7);
    expect(third.body.next).toBeNull();
    const ids = [...first.body.results, ...second.body.results, ...third.body.results].map(
      (t: { uuid: string }) => t.uuid,
    );
    expect(new Set(ids).size).toBe(47);
    expect((await get(`${base}virtanen-operating/transactions/?page=4`)).status).toBe(404);
    expect((await get(`${base}virtanen-operating/transactions/?page=abc`)).status).toBe(404);
    const t = first.body.results[0];
    expect(t).toMatchObject({ pool: 'virtanen-operating', type: 'push', currency: 'EUR' });
    expect(t).toHaveProperty('_internal_ledger_ref');
    expect(Object.keys(t.counterparty).sort()).toEqual(
      [
        'bic',
        'city',
        'company',
        'country',
        'display_name',
        'email',
        'eu_vat_identifier',
        'firstname',
        'gb_account_number',
        'gb_sort_code',
        'iban',
        'lastname',
        'name',
        'phone',
        'postcode',
        'street',
      ].sort(),
    );
  });

  it('filters by state (paid, scheduled; anything else 400) and keeps the filter in page links', async () => {
    const paid = await get(`${base}virtanen-operating/transactions/?state=paid`);
    expect(paid.body.count).toBe(46);
    expect(paid.body.next).toBe(`${base}virtanen-operating/transactions/?state=paid&page=2`);
    expect(paid.body.results.every((t: { state: string }) => t.state === 'paid')).toBe(true);
    expect((await get(`${base}virtanen-operating/transactions/?state=scheduled`)).body.count).toBe(1);
    const bad = await get(`${base}virtanen-operating/transactions/?state=pending`);
    expect(bad.status).toBe(400);
    expect(bad.body.state[0]).toMatch(/paid or scheduled/);
    expect((await get(`${base}virtanen-operating/transactions/?direction=in`)).body.count).toBe(16);
    expect((await get(`${base}virtanen-operating/transactions/?from_date=2020-13-45`)).status).toBe(400);
    expect((await get(`${base}virtanen-operating/transactions/?from_date=2999-01-01`)).body.count).toBe(0);
    const all = await get(`${base}virtanen-operating/transactions/?to_date=2999-12-31&direction=out`);
    expect(all.body.count).toBe(31);
  });

  it("gets one transaction by identifier; 404 for unknown or another account's", async () => {
    const list = await get(`${base}virtanen-uk-payroll/transactions/`);
    const t = list.body.results[3];
    const one = await get(`${base}virtanen-uk-payroll/transactions/${t.identifier}/`);
    expect(one.status).toBe(200);
    expect(one.body.uuid).toBe(t.uuid);
    expect((await get(`${base}virtanen-operating/transactions/${t.identifier}/`)).status).toBe(404);
    expect((await get(`${base}virtanen-uk-payroll/transactions/NOPE/`)).status).toBe(404);
  });

  it('unknown paths 404 and wrong methods 405', async () => {
    expect((await get(`${bank.sandbox.base_url}/screen-scraping/v1/nothing/`)).status).toBe(404);
    expect((await get(`${bank.sandbox.base_url}/screen-scraping/v1/accounts`)).status).toBe(404);
    expect((await get(`${bank.sandbox.base_url}/api/v2/payment-initiation/bulk/`)).status).toBe(404);
    const wrong = await get(`${bank.sandbox.base_url}/v1/onboarding/signup/`);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe('POST');
  });
});
