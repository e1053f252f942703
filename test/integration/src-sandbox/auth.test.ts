/** Every request-authentication failure answers 401 with a JSON body naming the failed check. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCertificate } from '../../../src-sandbox/index';
import { multipart, rawRequest, signedRequest, type SignedOptions } from './http-client';
import { newCustomer, startTestBank, type Customer, type TestBank } from './setup';
import { httpDate } from '../harness/test-signer';

let bank: TestBank;
let customer: Customer;
let accountsUrl: string;
let initiateUrl: string;

beforeAll(async () => {
  bank = await startTestBank();
  customer = await newCustomer(bank);
  accountsUrl = `${bank.sandbox.base_url}/screen-scraping/v1/accounts/`;
  initiateUrl = `${bank.sandbox.base_url}/v1/consent/initiate/usernamepassword/`;
});
afterAll(() => bank.sandbox.close());

const get = (opts: SignedOptions = {}) =>
  signedRequest(bank.tpp, 'GET', accountsUrl, undefined, { token: customer.token, ...opts });
const post = (opts: SignedOptions = {}) =>
  signedRequest(bank.tpp, 'POST', initiateUrl, { email: 'demo.psu@bulkpay.test', password: 'demo-password' }, opts);

async function expect401(
  response: Promise<{ status: number; body: { error: string; error_description: string } }>,
  error: string,
) {
  const r = await response;
  expect(r.status, JSON.stringify(r.body)).toBe(401);
  expect(r.body.error).toBe(error);
  expect(r.body.error_description.length).toBeGreaterThan(20);
}

describe('request authentication', () => {
  it('accepts a correctly signed GET and POST', async () => {
    expect((await get()).status).toBe(200);
    expect((await post()).status).toBe(201);
  });

  it('Host must be the host of the address used', async () => {
    await expect401(get({ before: { host: new URL(bank.sandbox.bulk_base_url).host } }), 'invalid_host');
    await expect401(get({ before: { host: `localhost:${new URL(accountsUrl).port}` } }), 'invalid_host');
  });

  it('Date: missing, unparseable and out of the ±300 s window are rejected', async () => {
    await expect401(get({ before: { date: undefined } }), 'missing_date');
    await expect401(get({ before: { date: new Date().toISOString() } }), 'invalid_date');
    await expect401(get({ before: { date: 'Sun, 06 Nov 1994 08:49:37 EEST' } }), 'invalid_date');
    await expect401(get({ before: { date: httpDate(Date.now() - 302_000) } }), 'date_out_of_range');
    await expect401(get({ before: { date: httpDate(Date.now() + 302_000) } }), 'date_out_of_range');
    expect((await get({ before: { date: httpDate(Date.now() - 250_000) } })).status).toBe(200);
  });

  it('Digest and Content-Type on POST', async () => {
    await expect401(
      post({ before: { digest: undefined }, sign: ['(request-target)', 'host', 'date', 'content-type'] }),
      'missing_digest',
    );
    await expect401(post({ before: { digest: 'MD5=abc' } }), 'invalid_digest');
    await expect401(
      post({ before: { digest: 'SHA-256=X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=' } }),
      'digest_mismatch',
    );
    await expect401(
      post({
        raw: '{"email": "demo.psu@bulkpay.test", "password": "demo-password"}',
        before: { digest: 'SHA-256=X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=' },
      }),
      'digest_mismatch',
    );
    await expect401(post({ before: { 'content-type': 'text/plain' } }), 'invalid_content_type');
  });

  it('client id and secret must belong to an approved application', async () => {
    await expect401(get({ after: { 'x-service-client-id': undefined } }), 'missing_client_id');
    await expect401(get({ after: { 'x-service-client-id': 'tpp-unknown' } }), 'invalid_client_id');
    await expect401(get({ after: { 'x-service-client-secret': undefined } }), 'missing_client_secret');
    await expect401(get({ after: { 'x-service-client-secret': 'wrong' } }), 'invalid_client_secret');
  });

  it('an application that is not approved cannot call the bank', async () => {
    const cert = createTestCertificate();
    const form = multipart(
      { organisation_name: 'Unapproved', organisation_url: 'https://u.example' },
      { client_certificate: cert.certPem },
    );
    const created = await rawRequest(
      `${bank.sandbox.base_url}/v1/onboarding/applications/`,
      'POST',
      { ...form.headers, authorization: `Bearer ${bank.tpp.token}` },
      form.body,
    );
    expect(created.body).toMatchObject({ is_approved: false, tpp_client_id: null, tpp_client_secret: null });
    const unapproved = { ...bank.tpp, clientId: 'anything', keyPem: cert.keyPem };
    await expect401(
      signedRequest(unapproved, 'POST', initiateUrl, { email: 'x@y.z', password: 'p' }),
      'invalid_client_id',
    );
  });

  it('Signature: missing, unreadable, wrong algorithm, wrong keyId, wrong header set, wrong key', async () => {
    await expect401(get({ after: { signature: undefined } }), 'missing_signature');
    await expect401(get({ after: { signature: 'keyId=abc' } }), 'invalid_signature_header');
    await expect401(
      get({
        after: {
          signature: `keyId="${bank.tpp.clientId}",algorithm="hs2019",headers="(request-target) host date",signature="AAAA"`,
        },
      }),
      'unsupported_algorithm',
    );
    await expect401(
      get({
        after: {
          signature: `keyId="other",algorithm="rsa-sha256",headers="(request-target) host date",signature="AAAA"`,
        },
      }),
      'invalid_key_id',
    );
    await expect401(get({ sign: ['(request-target)', 'date'] }), 'invalid_signed_headers');
    await expect401(get({ sign: ['date'] }), 'invalid_signed_headers');
    await expect401(post({ sign: ['(request-target)', 'host', 'date'] }), 'invalid_signed_headers');
    await expect401(
      get({ sign: ['(request-target)', 'host', 'date', 'x-service-client-id'] }),
      'invalid_signed_headers',
    );
    const stranger = createTestCertificate();
    await expect401(
      signedRequest({ ...bank.tpp, keyPem: stranger.keyPem }, 'GET', accountsUrl, undefined, { token: customer.token }),
      'invalid_signature',
    );
    // A signed header changed after signing.
    await expect401(get({ after: { date: httpDate(Date.now() - 1000) } }), 'invalid_signature');
  });

  it('the signed (request-target) includes the query string', async () => {
    const handle = customer.psu.accounts[0]!.handle;
    const url = `${bank.sandbox.base_url}/screen-scraping/v1/accounts/${handle}/transactions/?state=paid`;
    expect((await signedRequest(bank.tpp, 'GET', url, undefined, { token: customer.token })).status).toBe(200);
  });

  it('Authorization: missing, malformed, not a PSU token, expired', async () => {
    await expect401(get({ token: null }), 'missing_authorization');
    await expect401(get({ after: { authorization: 'Basic abc' } }), 'invalid_authorization');
    await expect401(get({ token: 'a.b.c' }), 'invalid_token');
    await expect401(get({ token: bank.tpp.token }), 'invalid_token');
  });

  it('a PSU token belongs to the application that exchanged it', async () => {
    const { onboardTpp } = await import('./http-client');
    const other = await onboardTpp(bank.sandbox);
    await expect401(signedRequest(other, 'GET', accountsUrl, undefined, { token: customer.token }), 'invalid_token');
  });

  it('PSU tokens expire on the sandbox clock', async () => {
    const fresh = await newCustomer(bank);
    await bank.control.advanceClock(901);
    await expect401(signedRequest(bank.tpp, 'GET', accountsUrl, undefined, { token: fresh.token }), 'token_expired');
    customer = await newCustomer(bank);
  });
});
