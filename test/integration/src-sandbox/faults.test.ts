/** Faults armed through the control API: status, delay, drop-after-commit, hold; and the control API's own rules. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, rawRequest } from './http-client';
import {
  BULK_PATH,
  createBulk,
  getJson,
  newCustomer,
  newKey,
  payment,
  startTestBank,
  type Customer,
  type TestBank,
} from './setup';

let bank: TestBank;
let customer: Customer;
beforeAll(async () => {
  bank = await startTestBank();
  customer = await newCustomer(bank);
});
afterAll(() => bank.sandbox.close());

const body = () => ({ payment_account: customer.account, payments: [payment()] });

describe('faults', () => {
  it('status: answers the armed status the given number of times, with Retry-After on 503 and 429', async () => {
    await bank.control.armFault({ path: BULK_PATH, method: 'POST', kind: 'status', status: 503, times: 2 });
    const key = newKey();
    for (let i = 0; i < 2; i++) {
      const r = await createBulk(bank, customer, body(), { idempotencyKey: key });
      expect(r.status).toBe(503);
      expect(r.headers['retry-after']).toBe('1');
    }
    expect((await createBulk(bank, customer, body(), { idempotencyKey: key })).status).toBe(202);
    await bank.control.armFault({ path: '/screen-scraping/*', kind: 'status', status: 429, retry_after: 7 });
    const limited = await getJson(bank, customer, `${bank.sandbox.base_url}/screen-scraping/v1/accounts/`);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('7');
    await bank.control.armFault({ path: '/screen-scraping/v1/accounts/', method: 'GET', kind: 'status', status: 500 });
    expect((await getJson(bank, customer, `${bank.sandbox.base_url}/screen-scraping/v1/accounts/`)).status).toBe(500);
    expect((await getJson(bank, customer, `${bank.sandbox.base_url}/screen-scraping/v1/accounts/`)).status).toBe(200);
  });

  it('a fault for another method or path does not fire', async () => {
    await bank.control.armFault({ path: BULK_PATH, method: 'GET', kind: 'status', status: 500 });
    expect((await createBulk(bank, customer, body())).status).toBe(202);
    expect(await bank.control.listFaults()).toHaveLength(1);
    await bank.control.clearFaults();
    expect(await bank.control.listFaults()).toHaveLength(0);
  });

  it('delay: answers late', async () => {
    await bank.control.armFault({ path: '/screen-scraping/v1/accounts/', kind: 'delay', ms: 250 });
    const started = Date.now();
    expect((await getJson(bank, customer, `${bank.sandbox.base_url}/screen-scraping/v1/accounts/`)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
  });

  it('drop-after-commit: the bulk is created, the connection is cut; a retry with the same key finds it', async () => {
    const key = newKey();
    await bank.control.armFault({ path: BULK_PATH, method: 'POST', kind: 'drop-after-commit' });
    await expect(createBulk(bank, customer, body(), { idempotencyKey: key })).rejects.toThrow(
      /socket hang up|ECONNRESET/,
    );
    const listed = (await bank.control.listBulks()).filter((b) => b.idempotency_key === key);
    expect(listed).toHaveLength(1);
    const retry = await createBulk(bank, customer, body(), { idempotencyKey: key });
    expect(retry.status).toBe(202);
    expect(retry.body.bulk_id).toBe(listed[0]!.bulk_id);
  });

  it('hold: accepts, then answers late', async () => {
    await bank.control.armFault({ path: BULK_PATH, kind: 'hold', ms: 200 });
    const started = Date.now();
    expect((await createBulk(bank, customer, body())).status).toBe(202);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('rejects malformed faults', async () => {
    for (const bad of [
      { path: 'x', kind: 'status', status: 500 },
      { path: '/a', kind: 'explode' },
      { path: '/a', kind: 'status', status: 199 },
      { path: '/a', kind: 'status', status: 600 },
      { path: '/a', kind: 'delay' },
      { path: '/a', kind: 'hold', ms: 5, times: 0 },
    ]) {
      expect((await postJson(`${bank.sandbox.control_url}/faults`, bad)).status).toBe(400);
    }
  });

  it('the control API is not on the bank addresses, and the bank paths are not on the control address', async () => {
    expect((await postJson(`${bank.sandbox.base_url}/reset`, {})).status).toBe(404);
    expect((await postJson(`${bank.sandbox.bulk_base_url}/faults`, {})).status).toBe(404);
    expect((await rawRequest(`${bank.sandbox.control_url}/v1/onboarding/signup/`, 'POST', {})).status).toBe(404);
    expect((await rawRequest(`${bank.sandbox.control_url}/bulks`, 'PUT', {})).status).toBe(405);
  });

  it('POST /psus checks its input', async () => {
    expect((await postJson(`${bank.sandbox.control_url}/psus`, { password: 'x' })).status).toBe(400);
    expect(
      (
        await postJson(`${bank.sandbox.control_url}/psus`, {
          email: 'a@b.c',
          password: 'x',
          accounts: [{ currency: 'euro', balance: '1' }],
        })
      ).status,
    ).toBe(400);
    expect(
      (await postJson(`${bank.sandbox.control_url}/psus`, { email: 'demo.psu@bulkpay.test', password: 'x' })).status,
    ).toBe(409);
    const created = await bank.control.createPsu({
      email: 'two.accounts@example.com',
      password: 'x',
      accounts: [
        { currency: 'EUR', balance: '1.5' },
        { currency: 'GBP', balance: '2', iban: 'GB33BUKB20201555555555' },
      ],
    });
    expect(created.accounts.map((a) => [a.currency, a.balance])).toEqual([
      ['EUR', '1.50'],
      ['GBP', '2.00'],
    ]);
    expect(created.accounts[1]!.iban).toBe('GB33BUKB20201555555555');
    const listed = (await bank.control.listPsus()).find((p) => p.id === created.id)!;
    expect(listed.accounts[1]!.iban).toBe('GB33BUKB20201555555555');
  });

  it('reset restores the seeded state and clears faults', async () => {
    await bank.control.armFault({ path: '/x', kind: 'status', status: 500 });
    await bank.control.reset();
    expect(await bank.control.listBulks()).toEqual([]);
    expect(await bank.control.listFaults()).toEqual([]);
    expect((await bank.control.clock()).offset_seconds).toBe(0);
    expect((await bank.control.listPsus()).map((p) => p.email)).toContain('demo.psu@bulkpay.test');
  });
});
