/** Idempotency-Key: per TPP and customer, same body → same bulk, different body → 400, in flight → 409. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BULK_PATH,
  createBulk,
  newCustomer,
  newKey,
  payment,
  startTestBank,
  waitFor,
  type Customer,
  type TestBank,
} from './setup';
import { onboardTpp } from './http-client';

let bank: TestBank;
let customer: Customer;
beforeAll(async () => {
  bank = await startTestBank();
  customer = await newCustomer(bank);
});
afterAll(() => bank.sandbox.close());

const body = (amount = '10.00') => ({ payment_account: customer.account, payments: [payment({ amount })] });
const bulksWithKey = async (key: string) => (await bank.control.listBulks()).filter((b) => b.idempotency_key === key);

describe('Idempotency-Key', () => {
  it('is required and at most 255 characters', async () => {
    const missing = await createBulk(bank, customer, body(), { idempotencyKey: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.non_field_errors[0]).toMatch(/Idempotency-Key header is missing/);
    expect(
      (await createBulk(bank, customer, body(), { idempotencyKey: 'k'.repeat(256) })).body.non_field_errors[0],
    ).toMatch(/256 characters; at most 255/);
    expect((await createBulk(bank, customer, body(), { idempotencyKey: 'k'.repeat(255) })).status).toBe(202);
  });

  it('same key and same body → the first bulk, no second bulk and no second approval request', async () => {
    const key = newKey();
    const first = await createBulk(bank, customer, body(), { idempotencyKey: key });
    // Same content, different key order and whitespace: still the same bulk.
    const again = await createBulk(bank, customer, undefined, {
      idempotencyKey: key,
      raw: JSON.stringify({ payments: body().payments, payment_account: customer.account }, null, 2),
    });
    expect(again.status).toBe(202);
    expect(again.body).toEqual(first.body);
    const listed = await bulksWithKey(key);
    expect(listed).toHaveLength(1);
    expect(listed[0]!.approval_requests).toBe(1);
  });

  it('same key and a different body → 400', async () => {
    const key = newKey();
    await createBulk(bank, customer, body('10.00'), { idempotencyKey: key });
    const other = await createBulk(bank, customer, body('10.01'), { idempotencyKey: key });
    expect(other.status).toBe(400);
    expect(other.body.non_field_errors[0]).toMatch(/already used for a different bulk/);
  });

  it('is scoped per TPP and per customer', async () => {
    const key = newKey();
    const mine = await createBulk(bank, customer, body(), { idempotencyKey: key });
    const otherCustomer = await newCustomer(bank);
    const theirs = await createBulk(
      bank,
      otherCustomer,
      { payment_account: otherCustomer.account, payments: [payment()] },
      { idempotencyKey: key },
    );
    expect(theirs.status).toBe(202);
    expect(theirs.body.bulk_id).not.toBe(mine.body.bulk_id);
    const otherTpp = await onboardTpp(bank.sandbox);
    const viaOther = await newCustomer({ ...bank, tpp: otherTpp }, {}, otherTpp);
    const { signedRequest } = await import('./http-client');
    const r = await signedRequest(
      otherTpp,
      'POST',
      `${bank.sandbox.bulk_base_url}${BULK_PATH}`,
      { payment_account: viaOther.account, payments: [payment()] },
      { token: viaOther.token, idempotencyKey: key },
    );
    expect(r.status).toBe(202);
    expect(await bulksWithKey(key)).toHaveLength(3);
  });

  it('a retry while the first request is still being accepted → 409 request_in_progress; afterwards the first bulk', async () => {
    const key = newKey();
    // Held until released below, so the order of events never depends on the machine's speed.
    await bank.control.armFault({ path: BULK_PATH, method: 'POST', kind: 'hold', ms: 60_000 });
    const first = createBulk(bank, customer, body(), { idempotencyKey: key });
    const held = await waitFor(
      () => bank.control.inProgress(),
      (list) => list.some((p) => p.idempotency_key === key),
      20_000,
    );
    expect(held.filter((p) => p.idempotency_key === key)).toEqual([
      { application_id: expect.any(String), psu_id: customer.psu.id, idempotency_key: key },
    ]);
    const concurrent = await Promise.all([
      createBulk(bank, customer, body(), { idempotencyKey: key }),
      createBulk(bank, customer, body(), { idempotencyKey: key }),
    ]);
    for (const r of concurrent) {
      expect(r.status).toBe(409);
      expect(r.body).toEqual({ error: 'request_in_progress', error_description: expect.stringMatching(/retry/) });
    }
    expect(await bank.control.releaseHolds()).toEqual({ released: 1 });
    const done = await first;
    expect(await bank.control.inProgress()).toEqual([]);
    expect(done.status).toBe(202);
    const retry = await createBulk(bank, customer, body(), { idempotencyKey: key });
    expect(retry.body.bulk_id).toBe(done.body.bulk_id);
    expect(await bulksWithKey(key)).toHaveLength(1);
  });

  it('a refused request does not use up its key', async () => {
    const key = newKey();
    expect((await createBulk(bank, customer, body('5000.00'), { idempotencyKey: key })).status).toBe(400);
    expect((await createBulk(bank, customer, body('5.00'), { idempotencyKey: key })).status).toBe(202);
  });
});
