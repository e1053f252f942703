/** Signup, login, applications, approval and certificate renewal. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCertificate } from '../../../src-sandbox/index';
import { multipart, onboardTpp, postJson, rawRequest, signedRequest } from './http-client';
import { newCustomer, startTestBank, type TestBank } from './setup';

let bank: TestBank;
let base: string;
beforeAll(async () => {
  bank = await startTestBank();
  base = bank.sandbox.base_url;
});
afterAll(() => bank.sandbox.close());

const signup = (body: unknown) => postJson(`${base}/v1/onboarding/signup/`, body);
const login = (email: string, password: string) => postJson(`${base}/v1/onboarding/login/`, { email, password });
const upload = (
  path: string,
  token: string,
  fields: Record<string, string>,
  files: Record<string, string | Buffer>,
) => {
  const form = multipart(fields, files);
  return rawRequest(`${base}${path}`, 'POST', { ...form.headers, authorization: `Bearer ${token}` }, form.body);
};
const createApp = (token: string, certPem: string | Buffer) =>
  upload(
    '/v1/onboarding/applications/',
    token,
    { organisation_name: 'Acme Payroll', organisation_url: 'https://acme.example' },
    { client_certificate: certPem },
  );
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe('signup and login', () => {
  it('signs up once, then refuses the same email; refuses invalid input', async () => {
    const created = await signup({
      email: 'Ops@Acme.example',
      first_name: 'Olli',
      last_name: 'Ops',
      password: 'long enough',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      email: 'ops@acme.example',
      first_name: 'Olli',
      last_name: 'Ops',
    });
    expect(created.body).not.toHaveProperty('password');
    const again = await signup({ email: 'ops@acme.example', first_name: 'O', last_name: 'O', password: 'long enough' });
    expect(again.status).toBe(400);
    expect(again.body.email[0]).toMatch(/already exists/);
    const bad = await signup({ email: 'not-an-email', first_name: '', password: 'short' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['email', 'first_name', 'last_name', 'password']);
    expect((await postJson(`${base}/v1/onboarding/signup/`, [1, 2])).status).toBe(400);
  });

  it('logs in with a 300-second token and refuses wrong credentials', async () => {
    const ok = await login('ops@acme.example', 'long enough');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ token_type: 'Bearer', expires_in: 300, id_token: expect.stringMatching(/^ey/) });
    expect((await login('ops@acme.example', 'wrong password')).status).toBe(400);
    expect((await postJson(`${base}/v1/onboarding/login/`, { email: 'ops@acme.example' })).status).toBe(400);
  });
});

describe('applications', () => {
  it("creates, lists and gets only the owner's applications; approval sets client id and secret", async () => {
    const owner = await onboardTpp(bank.sandbox);
    const other = await onboardTpp(bank.sandbox);
    const cert = createTestCertificate();
    const created = await createApp(owner.token, cert.certPem);
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      organisation_name: 'Acme Payroll',
      organisation_url: 'https://acme.example',
      is_approved: false,
      tpp_client_id: null,
      tpp_client_secret: null,
    });
    const list = await rawRequest(`${base}/v1/onboarding/applications/`, 'GET', auth(owner.token));
    expect(list.body.map((a: { id: string }) => a.id).sort()).toEqual([owner.applicationId, created.body.id].sort());
    const mine = await rawRequest(`${base}/v1/onboarding/applications/${created.body.id}/`, 'GET', auth(owner.token));
    expect(mine.status).toBe(200);
    expect(
      (await rawRequest(`${base}/v1/onboarding/applications/${created.body.id}/`, 'GET', auth(other.token))).status,
    ).toBe(404);
    expect(
      (
        await rawRequest(
          `${base}/v1/onboarding/applications/00000000-0000-4000-8000-000000000000/`,
          'GET',
          auth(owner.token),
        )
      ).status,
    ).toBe(404);
    const approved = await bank.control.approveApplication(created.body.id);
    expect(approved).toMatchObject({
      is_approved: true,
      tpp_client_id: expect.any(String),
      tpp_client_secret: expect.any(String),
    });
    const after = await rawRequest(`${base}/v1/onboarding/applications/${created.body.id}/`, 'GET', auth(owner.token));
    expect(after.body).toMatchObject({ is_approved: true, tpp_client_id: approved.tpp_client_id });
  });

  it('answers 401 without a valid onboarding token', async () => {
    for (const headers of [{}, auth('nonsense'), { authorization: 'Token abc' }]) {
      const r = await rawRequest(`${base}/v1/onboarding/applications/`, 'GET', headers);
      expect(r.status).toBe(401);
      expect(r.body.error).toMatch(/authorization|token/);
    }
    const customer = await newCustomer(bank);
    expect((await rawRequest(`${base}/v1/onboarding/applications/`, 'GET', auth(customer.token))).status).toBe(401);
  });

  it('refuses a Host that is not the address used, on every onboarding endpoint (401 invalid_host)', async () => {
    const wrongHost = { host: new URL(bank.sandbox.bulk_base_url).host };
    const email = `host-${Date.now()}@acme.example`;
    const user = { email, first_name: 'Hanna', last_name: 'Host', password: 'long enough' };
    const refused = [
      await postJson(`${base}/v1/onboarding/signup/`, user, wrongHost),
      await postJson(`${base}/v1/onboarding/login/`, { email, password: user.password }, wrongHost),
    ];
    expect((await signup(user)).status).toBe(201);
    const token = (await login(email, user.password)).body.id_token as string;
    refused.push(
      await rawRequest(`${base}/v1/onboarding/applications/`, 'GET', { ...auth(token), ...wrongHost }),
      await rawRequest(`${base}/v1/onboarding/applications/${bank.tpp.applicationId}/`, 'GET', {
        ...auth(token),
        ...wrongHost,
      }),
    );
    const form = multipart({ organisation_name: 'Acme', organisation_url: 'https://acme.example' }, {});
    refused.push(
      await rawRequest(
        `${base}/v1/onboarding/applications/`,
        'POST',
        { ...form.headers, ...auth(token), ...wrongHost },
        form.body,
      ),
      await rawRequest(
        `${base}/v1/renew-certificate/`,
        'POST',
        { ...form.headers, ...auth(token), ...wrongHost },
        form.body,
      ),
    );
    for (const r of refused) {
      expect(r.status, r.text).toBe(401);
      expect(r.body).toEqual({ error: 'invalid_host', error_description: expect.stringMatching(/Host header/) });
    }
    expect((await rawRequest(`${base}/v1/onboarding/applications/`, 'GET', auth(token))).status).toBe(200);
  });

  it('refuses a registered, small, non-RSA-PEM or oversized certificate', async () => {
    const owner = await onboardTpp(bank.sandbox);
    const reused = await createApp(owner.token, bank.tpp.certPem);
    expect(reused.status).toBe(400);
    expect(reused.body.client_certificate[0]).toMatch(/already registered/);
    const small = await createApp(owner.token, createTestCertificate({ bits: 1024 }).certPem);
    expect(small.body.client_certificate[0]).toMatch(/1024 bits; at least 2048/);
    expect((await createApp(owner.token, createTestCertificate().keyPem)).body.client_certificate[0]).toMatch(
      /not a PEM certificate/,
    );
    const big = await createApp(owner.token, Buffer.alloc(65 * 1024, 'A'));
    expect(big.body.client_certificate[0]).toMatch(/larger than 64 KiB/);
    const missing = await upload(
      '/v1/onboarding/applications/',
      owner.token,
      { organisation_name: 'X', organisation_url: 'not a url' },
      {},
    );
    expect(Object.keys(missing.body).sort()).toEqual(['client_certificate', 'organisation_url']);
  });

  it('onboarding tokens expire after 300 seconds of sandbox time', async () => {
    const owner = await onboardTpp(bank.sandbox);
    await bank.control.advanceClock(301);
    const r = await rawRequest(`${base}/v1/onboarding/applications/`, 'GET', auth(owner.token));
    expect(r.status).toBe(401);
    expect(r.body.error).toBe('token_expired');
  });
});

describe('certificate renewal', () => {
  it('replaces the verifying key; refuses invalid, unknown-application and oversized uploads', async () => {
    const tpp = await onboardTpp(bank.sandbox);
    const url = `${base}/v1/consent/initiate/usernamepassword/`;
    const body = { email: 'demo.psu@bulkpay.test', password: 'demo-password' };
    const next = createTestCertificate();
    const renewed = await upload(
      '/v1/renew-certificate/',
      tpp.token,
      { application_id: tpp.applicationId },
      { new_certificate: next.certPem },
    );
    expect(renewed.status, renewed.text).toBe(200);
    expect(renewed.body).toEqual({ application_id: tpp.applicationId, new_certificate: next.certPem });
    const old = await signedRequest(tpp, 'POST', url, body);
    expect(old.status).toBe(401);
    expect(old.body.error).toBe('invalid_signature');
    expect((await signedRequest({ ...tpp, keyPem: next.keyPem }, 'POST', url, body)).status).toBe(201);

    const unknown = await upload(
      '/v1/renew-certificate/',
      tpp.token,
      { application_id: '00000000-0000-4000-8000-000000000000' },
      { new_certificate: createTestCertificate().certPem },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.application_id[0]).toMatch(/No application/);
    const invalid = await upload(
      '/v1/renew-certificate/',
      tpp.token,
      { application_id: tpp.applicationId },
      { new_certificate: '-----BEGIN CERTIFICATE-----\nnot base64\n-----END CERTIFICATE-----\n' },
    );
    expect(invalid.body.new_certificate[0]).toMatch(/cannot be parsed/);
    const big = await upload(
      '/v1/renew-certificate/',
      tpp.token,
      { application_id: tpp.applicationId },
      { new_certificate: Buffer.alloc(70_000, 'A') },
    );
    expect(big.body.new_certificate[0]).toMatch(/64 KiB/);
    expect((await upload('/v1/renew-certificate/', 'bad', { application_id: tpp.applicationId }, {})).status).toBe(401);
  });
});
