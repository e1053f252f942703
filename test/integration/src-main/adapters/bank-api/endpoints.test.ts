// Every endpoint's happy path and documented errors through the typed client, over real HTTP.
import { createPrivateKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCertificate, SEEDED_PSU } from '../../../../../src-sandbox/index';
import { createBankClient } from '../../../../../src-main/adapters/bank-api/client';
import { BankRequester } from '../../../../../src-main/adapters/bank-api/request';
import { Transport } from '../../../../../src-main/adapters/bank-api/transport';
import { accountSchema, transactionSchema } from '../../../../../src-main/domain/bank-schemas';
import { silentLogger } from '../../../../../src-main/platform/log';
import { connect, unwrap, type Connected } from '../../../harness/bank-harness';

let t: Connected;
beforeAll(async () => {
  t = await connect();
});
afterAll(async () => t?.close());

const errorOf = (result: { ok: boolean; error?: { code: string; details: { status?: number } } }) => {
  expect(result.ok).toBe(false);
  return result.error!;
};
const keysOf = (schema: { shape: object }) => Object.keys(schema.shape).sort();

describe('onboarding', () => {
  it('signup and login errors are typed', async () => {
    const existing = await t.client.signup({
      email: 'dupe@example.test',
      first_name: 'A',
      last_name: 'B',
      password: 'pw-123456789',
    });
    expect(existing.ok).toBe(true);
    expect(
      errorOf(
        await t.client.signup({
          email: 'dupe@example.test',
          first_name: 'A',
          last_name: 'B',
          password: 'pw-123456789',
        }),
      ),
    ).toMatchObject({ code: 'bank_invalid_request', details: { status: 400 } });
    expect(errorOf(await t.client.login({ email: 'dupe@example.test', password: 'wrong-password' }))).toMatchObject({
      details: { status: 400 },
    });
  });

  it('applications: created unapproved, listed, fetched; duplicate certificate 400; 401 and 404', async () => {
    const { certPem } = createTestCertificate();
    const created = unwrap(
      await t.client.createApplication(t.onboardingToken, {
        clientCertificatePem: certPem,
        organisationName: 'Second Oy',
        organisationUrl: 'https://second.example',
      }),
    );
    expect(created).toMatchObject({
      is_approved: false,
      tpp_client_id: null,
      tpp_client_secret: null,
      organisation_name: 'Second Oy',
    });
    const listed = unwrap(await t.client.listApplications(t.onboardingToken));
    expect(listed.map((a) => a.id)).toEqual(expect.arrayContaining([created.id, t.applicationId]));
    expect(
      errorOf(
        await t.client.createApplication(t.onboardingToken, {
          clientCertificatePem: certPem,
          organisationName: 'Again',
          organisationUrl: 'https://again.example',
        }),
      ).details.status,
    ).toBe(400);
    expect(errorOf(await t.client.listApplications('not-a-token'))).toMatchObject({
      code: 'bank_auth_failed',
      details: { status: 401 },
    });
    expect(
      errorOf(await t.client.getApplication(t.onboardingToken, '00000000-0000-4000-8000-000000000000')),
    ).toMatchObject({ code: 'bank_not_found' });
  });

  it('renewal: the new key signs from then on; invalid certificate and unknown application are 400', async () => {
    const renewed = createTestCertificate();
    const result = unwrap(
      await t.client.renewCertificate(t.onboardingToken, {
        applicationId: t.applicationId,
        newCertificatePem: renewed.certPem,
      }),
    );
    expect(result.application_id).toBe(t.applicationId);
    expect(result.new_certificate).toContain('BEGIN CERTIFICATE');
    expect(errorOf(await t.client.listAccounts())).toMatchObject({ code: 'bank_auth_failed' });
    t.client.setCredentials({ signingKey: createPrivateKey(renewed.keyPem) });
    expect((await t.client.listAccounts()).ok).toBe(true);
    // Put the original key back for the other tests.
    unwrap(
      await t.client.renewCertificate(t.onboardingToken, {
        applicationId: t.applicationId,
        newCertificatePem: t.certPem,
      }),
    );
    t.client.setCredentials({ signingKey: createPrivateKey(t.keyPem) });
    expect(
      errorOf(
        await t.client.renewCertificate(t.onboardingToken, {
          applicationId: t.applicationId,
          newCertificatePem: 'not a certificate',
        }),
      ).details.status,
    ).toBe(400);
    expect(
      errorOf(
        await t.client.renewCertificate(t.onboardingToken, {
          applicationId: '00000000-0000-4000-8000-000000000000',
          newCertificatePem: renewed.certPem,
        }),
      ).details.status,
    ).toBe(400);
  });
});

describe('consent', () => {
  it('bad PSU credentials are 400; exchange is "pending" until approved and after a decline', async () => {
    expect(errorOf(await t.client.initiateConsent({ email: SEEDED_PSU.email, password: 'wrong' })).details.status).toBe(
      400,
    );
    const consent = unwrap(await t.client.initiateConsent({ email: SEEDED_PSU.email, password: SEEDED_PSU.password }));
    expect(consent.state).toBe('open');
    expect(unwrap(await t.client.exchangeConsent(consent.id))).toMatchObject({ status: 'pending' });
    await t.control.declineConsent(consent.id);
    expect(unwrap(await t.client.exchangeConsent(consent.id))).toMatchObject({ status: 'pending' });
  });

  it('a wrong client secret is a typed 401 that does not echo the secret', async () => {
    const wrong = createBankClient({
      baseUrl: t.sandbox.base_url,
      bulkBaseUrl: t.sandbox.bulk_base_url,
      clientId: t.clientId,
      clientSecret: 'wrong-secret-value-xyz',
      signingKey: createPrivateKey(t.keyPem),
    });
    const error = errorOf(await wrong.initiateConsent({ email: SEEDED_PSU.email, password: SEEDED_PSU.password }));
    await wrong.close();
    expect(error).toMatchObject({ code: 'bank_auth_failed', details: { status: 401 } });
    expect(JSON.stringify(error)).not.toContain('wrong-secret-value-xyz');
    expect(JSON.stringify(error)).not.toContain(SEEDED_PSU.password);
  });
});

describe('accounts and transactions', () => {
  it('strips the screen-scraping internal fields the bank really sends', async () => {
    const requester = new BankRequester({
      baseUrl: t.sandbox.base_url,
      bulkBaseUrl: t.sandbox.bulk_base_url,
      credentials: { clientId: t.clientId, clientSecret: t.clientSecret, signingKey: createPrivateKey(t.keyPem) },
      transport: new Transport(),
      logger: silentLogger,
      getPsuToken: () => t.psuToken,
    });
    const raw = await requester.send({
      base: 'base',
      method: 'GET',
      path: '/screen-scraping/v1/accounts/',
      auth: { kind: 'psu' },
    });
    await requester.transport.close();
    const rawKeys = Object.keys(JSON.parse(raw.text)[0]);
    expect(
      rawKeys.some((k) => !keysOf(accountSchema).includes(k)),
      'the sandbox leaks extra fields',
    ).toBe(true);
    const accounts = unwrap(await t.client.listAccounts());
    for (const account of accounts) expect(Object.keys(account).sort()).toEqual(keysOf(accountSchema));
    const one = unwrap(await t.client.getAccount(t.account.handle));
    expect(Object.keys(one).sort()).toEqual(keysOf(accountSchema));
    expect(errorOf(await t.client.getAccount('no-such-handle')).code).toBe('bank_not_found');
  });

  it('pages by following next exactly, filters by state, fetches one by identifier', async () => {
    const first = unwrap(await t.client.listTransactions(t.account.handle));
    const all = [...first.results];
    let next = first.next;
    while (next) {
      const page = unwrap(await t.client.followTransactionsLink(next));
      all.push(...page.results);
      next = page.next;
    }
    expect(first.next).not.toBeNull();
    expect(all).toHaveLength(first.count);
    expect(new Set(all.map((x) => x.uuid)).size).toBe(first.count);
    for (const x of all) expect(Object.keys(x).sort()).toEqual(keysOf(transactionSchema));

    const paid = unwrap(await t.client.listTransactions(t.account.handle, { state: 'paid' }));
    expect(paid.results.every((x) => x.state === 'paid')).toBe(true);
    if (paid.next) expect(paid.next).toContain('state=paid');
    expect(
      errorOf(await t.client.listTransactions(t.account.handle, { state: 'bogus' as 'paid' })).details.status,
    ).toBe(400);

    const one = unwrap(await t.client.getTransaction(t.account.handle, all[0]!.identifier));
    expect(one.uuid).toBe(all[0]!.uuid);
    expect(errorOf(await t.client.getTransaction(t.account.handle, 'no-such-transaction')).code).toBe('bank_not_found');
    expect(
      errorOf(await t.client.followTransactionsLink('http://evil.example/screen-scraping/v1/accounts/')).code,
    ).toBe('bank_bad_response');
  });
});

describe('single payment (debt)', () => {
  it('creates, confirms, reads; the customer approves and it is paid; unknown debt is 404', async () => {
    const input = {
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      receiver: { name: 'Supplier GmbH' },
      due_date: new Date().toISOString().slice(0, 10),
      items: [{ description: 'Invoice 42', detailed_price: { net: '10.00', gross: '12.40' } }],
      pool_handle: t.account.handle,
      unstructured_reference: 'Invoice 42',
      end_to_end_id: 'E2E-42',
    };
    const debt = unwrap(await t.client.createDebt(t.account.handle, input));
    expect(debt.status).toBe('unverified');
    expect(debt.items[0]!.detailed_price.gross).toBe('12.40');
    expect(unwrap(await t.client.confirmDebt(debt.uuid))).toEqual({ status: 'success' });
    await t.control.approveDebt(debt.uuid);
    const read = unwrap(await t.client.getDebt(t.account.iban, debt.uuid));
    expect(read.uuid).toBe(debt.uuid);
    expect(read.status).toBe('paid');
    expect(errorOf(await t.client.confirmDebt('00000000-0000-4000-8000-000000000000')).code).toBe('bank_not_found');
    expect(errorOf(await t.client.getDebt(t.account.handle, '00000000-0000-4000-8000-000000000000')).code).toBe(
      'bank_not_found',
    );
  });
});

describe('single payment (debt): undocumented nested data', () => {
  it('drops category, attachments, comments and tags, where the sandbox leaks internal data', async () => {
    const debt = unwrap(
      await t.client.createDebt(t.account.handle, {
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        receiver: { name: 'Leaky Supplier' },
        due_date: new Date().toISOString().slice(0, 10),
        items: [{ description: 'Invoice 43', detailed_price: { net: '1.00', gross: '1.00' } }],
        pool_handle: t.account.handle,
        unstructured_reference: 'Invoice 43',
        end_to_end_id: 'E2E-43',
      }),
    );
    const requester = new BankRequester({
      baseUrl: t.sandbox.base_url,
      bulkBaseUrl: t.sandbox.bulk_base_url,
      credentials: { clientId: t.clientId, clientSecret: t.clientSecret, signingKey: createPrivateKey(t.keyPem) },
      transport: new Transport(),
      logger: silentLogger,
      getPsuToken: () => t.psuToken,
    });
    const raw = await requester.send({
      base: 'base',
      method: 'GET',
      path: `/screen-scraping/v1/${t.account.handle}/debt/${debt.uuid}/`,
      auth: { kind: 'psu' },
    });
    await requester.transport.close();
    const leak = /_internal_ledger_ref|scraper_session_id|ledger:LEDGER-/;
    expect(raw.text, 'the sandbox leaks internal data in these fields').toMatch(leak);
    const read = unwrap(await t.client.getDebt(t.account.handle, debt.uuid));
    for (const parsed of [debt, read]) {
      expect(JSON.stringify(parsed)).not.toMatch(leak);
      for (const key of ['attachments', 'comments', 'tags']) expect(parsed).not.toHaveProperty(key);
      for (const item of parsed.items) {
        expect(item).not.toHaveProperty('category');
        expect(item).not.toHaveProperty('attachments');
      }
    }
  });
});

describe('bulk status and wire rules', () => {
  it('GETs are retried on 5xx; POSTs other than bulk creation are not', async () => {
    await t.control.armFault({
      path: '/screen-scraping/v1/accounts/',
      method: 'GET',
      kind: 'status',
      status: 500,
      times: 2,
    });
    expect((await t.client.listAccounts()).ok).toBe(true);
    await t.control.armFault({
      path: '/screen-scraping/v1/debt/confirm/',
      method: 'POST',
      kind: 'status',
      status: 500,
    });
    expect(errorOf(await t.client.confirmDebt('00000000-0000-4000-8000-000000000000'))).toMatchObject({
      code: 'bank_server_error',
      details: { status: 500 },
    });
  });

  it('unknown bulk is 404', async () => {
    expect(errorOf(await t.client.getBulkStatus('00000000-0000-4000-8000-000000000000')).code).toBe('bank_not_found');
  });

  it('refuses plain http to a non-loopback bank with a clear error', () => {
    expect(() => createBankClient({ baseUrl: 'http://bank.example', bulkBaseUrl: 'https://bank.example' })).toThrow(
      /Only https is allowed/,
    );
  });

  it('a closed port is a typed "unreachable" error, not an exception', async () => {
    const dead = createBankClient({
      baseUrl: 'http://127.0.0.1:9',
      bulkBaseUrl: 'http://127.0.0.1:9',
      clientId: 'x',
      clientSecret: 'y-secret',
      signingKey: createPrivateKey(t.keyPem),
      getPsuToken: () => 'token',
    });
    const error = errorOf(await dead.listAccounts());
    await dead.close();
    expect(error.code).toBe('bank_unreachable');
  });
});
