import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlClient, SEEDED_PSU, startSandbox, type Sandbox } from '../../../src-sandbox/index';
import { consentToken, onboardTpp, signedRequest, type Credentials } from './http-client';

let sandbox: Sandbox;
let tpp: Credentials;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, processingDelayMs: 20 });
  tpp = await onboardTpp(sandbox);
  token = await consentToken(sandbox, tpp, SEEDED_PSU.email, SEEDED_PSU.password);
});
afterAll(() => sandbox.close());

describe('sandbox happy path', () => {
  it('runs a bulk from creation to approved', async () => {
    const control = controlClient(sandbox.control_url);
    const accounts = await signedRequest(tpp, 'GET', `${sandbox.base_url}/screen-scraping/v1/accounts/`, undefined, { token });
    expect(accounts.status).toBe(200);
    const eur = accounts.body.find((a: { currency: string; account_balance: string }) => a.currency === 'EUR' && a.account_balance === '25000.00');
    const created = await signedRequest(
      tpp,
      'POST',
      `${sandbox.bulk_base_url}/api/v2/payment-initiation/bulk/`,
      { payment_account: eur.code, payments: [{ amount: '12.50', counterparty: { name: 'Matti Meikäläinen', account_identifier: 'DE89370400440532013000', account_identifier_type: 'iban' }, unstructured_reference: 'Salary' }] },
      { token, idempotencyKey: 'smoke-1' },
    );
    expect(created.status, created.text).toBe(202);
    await control.approveBulk(created.body.bulk_id);
    await new Promise((r) => setTimeout(r, 50));
    const status = await signedRequest(tpp, 'GET', created.body.status_url, undefined, { token });
    expect(status.body).toMatchObject({ status: 'approved', processed: true, not_sent_count: 0, total_amount: '12.50' });
  });
});
