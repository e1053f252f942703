/** Every bulk body rule, answered with the documented error body shapes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBulk, getJson, newCustomer, payment, startTestBank, type Customer, type TestBank } from './setup';
import { CLOSED_ACCOUNT_IBAN } from '../../../src-sandbox/bulk-rules';

let bank: TestBank;
let customer: Customer;
beforeAll(async () => {
  bank = await startTestBank();
  customer = await newCustomer(bank, {
    accounts: [
      { currency: 'EUR', balance: '1000.00' },
      { currency: 'GBP', balance: '500.00' },
    ],
  });
});
afterAll(() => bank.sandbox.close());

const bulk = (payments: unknown, extra: Record<string, unknown> = {}) =>
  createBulk(bank, customer, { payment_account: customer.account, payments, ...extra });
const counterparty = (overrides: Record<string, unknown>) => ({
  name: 'Matti',
  account_identifier: 'DE89370400440532013000',
  account_identifier_type: 'iban',
  ...overrides,
});

describe('bulk body validation (shape 1: a list with one entry per payment)', () => {
  it('accepts a valid bulk with 202, bulk_id and status_url on the bulk host', async () => {
    const r = await bulk([
      payment(),
      payment({
        structured_reference: 'RF18539007547034',
        unstructured_reference: undefined,
        method: 'international',
        currency: 'USD',
        end_to_end_id: 'x'.repeat(36),
      }),
    ]);
    expect(r.status, r.text).toBe(202);
    expect(r.body).toEqual({
      bulk_id: expect.any(String),
      status_url: `${bank.sandbox.bulk_base_url}/api/v2/payment-initiation/bulk/${r.body.bulk_id}/status/`,
    });
  });

  it('marks each faulty payment and leaves valid ones as {}', async () => {
    const r = await bulk([
      payment(),
      payment({ amount: undefined }),
      payment({ counterparty: counterparty({ account_identifier: 'DE89370400440532013001' }) }),
    ]);
    expect(r.status).toBe(400);
    expect(r.body.payments).toHaveLength(3);
    expect(r.body.payments[0]).toEqual({});
    expect(r.body.payments[1]).toEqual({ amount: ['This field is required.'] });
    expect(r.body.payments[2].counterparty.account_identifier[0]).toMatch(/not a valid IBAN/);
  });

  const cases: [string, Record<string, unknown>, string, RegExp][] = [
    ['amount as a number', { amount: 10 }, 'amount', /decimal string/],
    ['amount with three decimals', { amount: '1.005' }, 'amount', /at most 2 decimals/],
    ['zero amount', { amount: '0.00' }, 'amount', /greater than zero/],
    ['unknown currency', { currency: 'EURO' }, 'currency', /ISO 4217/],
    ['both references', { structured_reference: 'RF18539007547034' }, 'non_field_errors', /not both/],
    ['no reference', { unstructured_reference: undefined }, 'non_field_errors', /exactly one/],
    ['unstructured_reference over 140', { unstructured_reference: 'x'.repeat(141) }, 'unstructured_reference', /140/],
    [
      'structured_reference over 35',
      { unstructured_reference: undefined, structured_reference: 'x'.repeat(36) },
      'structured_reference',
      /35/,
    ],
    ['end_to_end_id over 36', { end_to_end_id: 'x'.repeat(37) }, 'end_to_end_id', /36/],
    ['unknown method', { method: 'swift' }, 'method', /sepa.*international/],
    [
      'instant with international',
      { method: 'international', instant: true },
      'instant',
      /only allowed when method is "sepa"/,
    ],
    ['instant not a boolean', { instant: 'yes' }, 'instant', /true or false/],
    ['due_date', { due_date: '2030-01-01' }, 'due_date', /not accepted for bulk/],
    ['payment_account inside a payment', { payment_account: 'x' }, 'payment_account', /not accepted for bulk/],
    [
      'execute_verification_of_payee',
      { execute_verification_of_payee: true },
      'execute_verification_of_payee',
      /not accepted for bulk/,
    ],
    ['an unknown field', { colour: 'blue' }, 'colour', /Unknown field/],
    ['missing counterparty', { counterparty: undefined }, 'counterparty', /required/],
  ];
  for (const [name, overrides, field, message] of cases) {
    it(`rejects ${name}`, async () => {
      const r = await bulk([payment(), payment(overrides)]);
      expect(r.status, r.text).toBe(400);
      expect(r.body.payments[0]).toEqual({});
      expect(r.body.payments[1][field][0]).toMatch(message);
    });
  }

  it('checks the counterparty fields (nested errors)', async () => {
    const r = await bulk([
      payment({
        counterparty: { account_identifier: 'fi21 1234 5600 0007 85', account_identifier_type: 'bban', nickname: 'x' },
      }),
    ]);
    expect(Object.keys(r.body.payments[0].counterparty).sort()).toEqual([
      'account_identifier',
      'account_identifier_type',
      'name',
      'nickname',
    ]);
    expect(r.body.payments[0].counterparty.account_identifier[0]).toMatch(/without spaces/);
  });

  it('sets no length limit on the counterparty name (the spec states none)', async () => {
    const r = await bulk([
      payment({ counterparty: counterparty({ name: 'Oy Pitkänimisen Yrityksen Palkanmaksu '.repeat(4) }) }),
    ]);
    expect(r.status, r.text).toBe(202);
  });

  it('accepts instant SEPA and the default currency of the account', async () => {
    expect((await bulk([payment({ instant: true, method: 'sepa' })])).status).toBe(202);
  });
});

describe('whole-bulk errors (shape 3: a list of messages)', () => {
  it('puts list problems under payments: 0 or more than 100 payments, not a list', async () => {
    expect((await bulk([])).body).toEqual({ payments: ['Send at least one payment.'] });
    const tooMany = await bulk(Array.from({ length: 101 }, () => payment({ amount: '0.01' })));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.payments[0]).toMatch(/no more than 100/);
    expect((await bulk({ amount: '1' })).body.payments).toEqual(['Expected a list of payments.']);
    expect((await bulk(Array.from({ length: 100 }, () => payment({ amount: '0.01' })))).status).toBe(202);
  });

  it('puts the balance problem under non_field_errors', async () => {
    const r = await bulk([payment({ amount: '600.00' }), payment({ amount: '400.01' })]);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      non_field_errors: [expect.stringMatching(/1000\.01 exceeds the available balance 1000\.00/)],
    });
  });

  it('checks payment_account and unknown top-level fields', async () => {
    expect((await bulk([payment()], { payment_account: 'abc' })).body.payment_account[0]).toMatch(/UUID/);
    expect(
      (await bulk([payment()], { payment_account: '00000000-0000-4000-8000-000000000000' })).body.payment_account[0],
    ).toMatch(/No account/);
    expect((await createBulk(bank, customer, { payments: [payment()] })).body.payment_account).toEqual([
      'This field is required.',
    ]);
    expect((await bulk([payment()], { due_date: '2030-01-01' })).body.due_date[0]).toMatch(/not accepted/);
    const notJson = await createBulk(bank, customer, undefined, { raw: '{"payments": [' });
    expect(notJson.status).toBe(400);
  });
});

describe('acceptance errors (shape 2: an object keyed by payment index)', () => {
  it('refuses a SEPA payment in GBP, a payment to the paying account itself and one to a closed account', async () => {
    const ownIban = customer.psu.accounts[0]!.iban;
    const r = await bulk([
      payment(),
      payment({ currency: 'GBP' }),
      payment({ counterparty: counterparty({ account_identifier: ownIban }) }),
      payment({ counterparty: counterparty({ account_identifier: CLOSED_ACCOUNT_IBAN }) }),
    ]);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      payments: {
        '1': { currency: expect.stringMatching(/SEPA payments must be in EUR/) },
        '2': expect.stringMatching(/paying account itself/),
        '3': `The counterparty account ${CLOSED_ACCOUNT_IBAN} is closed.`,
      },
    });
  });
});

describe('permissions', () => {
  it('403 for a customer without payment initiation (create and status) or not verified (create)', async () => {
    const readonly = await newCustomer(bank, { permissions: ['account_information'] });
    const r = await createBulk(bank, readonly, { payment_account: readonly.account, payments: [payment()] });
    expect(r.status).toBe(403);
    expect(r.body.detail).toMatch(/payment initiation/);
    const ok = await bulk([payment()]);
    const status = await getJson(bank, readonly, ok.body.status_url);
    expect(status.status).toBe(403);
    const unverified = await newCustomer(bank, { verified: false });
    const u = await createBulk(bank, unverified, { payment_account: unverified.account, payments: [payment()] });
    expect(u.status).toBe(403);
    expect(u.body.detail).toMatch(/not verified/);
  });

  it('bulk paths live on the bulk host only', async () => {
    const onBase = await createBulk(bank, customer, { payment_account: customer.account, payments: [payment()] }, {});
    expect(onBase.status).toBe(202);
    const { signedRequest } = await import('./http-client');
    const wrongHost = await signedRequest(
      bank.tpp,
      'POST',
      `${bank.sandbox.base_url}/api/v2/payment-initiation/bulk/`,
      { payment_account: customer.account, payments: [payment()] },
      { token: customer.token, idempotencyKey: 'x' },
    );
    expect(wrongHost.status).toBe(404);
  });
});
