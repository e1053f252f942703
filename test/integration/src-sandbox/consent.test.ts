/** Consent initiation and the token exchange, with the control API answering for the customer. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { onboardTpp, signedRequest } from './http-client';
import { startTestBank, type TestBank } from './setup';

let bank: TestBank;
beforeAll(async () => {
  bank = await startTestBank();
  await bank.control.createPsu({ email: 'consent.psu@example.com', password: 'psu-password', accounts: [] });
});
afterAll(() => bank.sandbox.close());

const initiate = (body: unknown, tpp = bank.tpp) =>
  signedRequest(tpp, 'POST', `${bank.sandbox.base_url}/v1/consent/initiate/usernamepassword/`, body);
const exchange = (id: string, tpp = bank.tpp) =>
  signedRequest(tpp, 'GET', `${bank.sandbox.base_url}/v1/consent/token/${id}/exchange/`);
const start = async () =>
  (await initiate({ email: 'consent.psu@example.com', password: 'psu-password' })).body.id as string;

describe('consent', () => {
  it('initiation returns an open consent token record', async () => {
    const r = await initiate({ email: 'CONSENT.psu@example.com', password: 'psu-password' });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      id: expect.any(String),
      short_code: expect.any(String),
      state: 'open',
      creation_time: expect.any(String),
      expiration_time: expect.any(String),
    });
    expect(Date.parse(r.body.expiration_time)).toBeGreaterThan(Date.parse(r.body.creation_time));
  });

  it('refuses bad credentials and a customer without SCA with 400', async () => {
    expect((await initiate({ email: 'consent.psu@example.com', password: 'wrong' })).status).toBe(400);
    expect((await initiate({ email: 'nobody@example.com', password: 'psu-password' })).status).toBe(400);
    expect((await initiate({ email: 'consent.psu@example.com' })).status).toBe(400);
    const noSca = await initiate({ email: 'nosca.psu@bulkpay.test', password: 'demo-password' });
    expect(noSca.status).toBe(400);
    expect(noSca.body.non_field_errors[0]).toMatch(/strong customer authentication/);
  });

  it('exchange: 404 until approved, then a PSU JWT with expires_in in seconds', async () => {
    const id = await start();
    expect((await exchange(id)).status).toBe(404);
    expect((await bank.control.listConsents()).find((c) => c.id === id)).toMatchObject({
      state: 'open',
      application_id: bank.tpp.applicationId,
    });
    await bank.control.approveConsent(id);
    const r = await exchange(id);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    const claims = decodeJwt(r.body.id_token);
    expect(claims.exp! - claims.iat!).toBe(900);
    // Authorization is accepted on the exchange too (spec-notes: with or without).
    const withAuth = await signedRequest(
      bank.tpp,
      'GET',
      `${bank.sandbox.base_url}/v1/consent/token/${id}/exchange/`,
      undefined,
      { token: r.body.id_token },
    );
    expect(withAuth.status).toBe(200);
  });

  it('exchange: 404 for good after a decline, for unknown ids and for another TPP', async () => {
    const declined = await start();
    await bank.control.declineConsent(declined);
    expect((await exchange(declined)).status).toBe(404);
    await expect(bank.control.approveConsent(declined)).rejects.toThrow(/409/);
    expect((await exchange('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const approved = await start();
    await bank.control.approveConsent(approved);
    expect((await exchange(approved, await onboardTpp(bank.sandbox))).status).toBe(404);
  });

  it('exchange: 404 after expiration_time, even once approved', async () => {
    const open = await start();
    const approved = await start();
    await bank.control.approveConsent(approved);
    await bank.control.advanceClock(601);
    expect((await exchange(open)).status).toBe(404);
    expect((await exchange(approved)).status).toBe(404);
    await expect(bank.control.approveConsent(open)).rejects.toThrow(/expired/);
  });

  it('exchange needs a signed request', async () => {
    const id = await start();
    const r = await signedRequest(
      bank.tpp,
      'GET',
      `${bank.sandbox.base_url}/v1/consent/token/${id}/exchange/`,
      undefined,
      { after: { signature: undefined } },
    );
    expect(r.status).toBe(401);
  });
});
