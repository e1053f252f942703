// TLS verification is always on: a bank with a certificate we cannot verify is refused, not trusted.
import { createPrivateKey } from 'node:crypto';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestCertificate } from '../../../../../src-sandbox/index';
import { createBankClient } from '../../../../../src-main/adapters/bank-api/client';
import { openDatabase } from '../../../../../src-main/adapters/sqlite/open-database';
import { SqliteSubmissionJournal } from '../../../../../src-main/adapters/sqlite/journal';

const tls = createTestCertificate({ commonName: '127.0.0.1' });
let requests = 0;
const server = createServer({ key: tls.keyPem, cert: tls.certPem }, (_req, res) => {
  requests++;
  res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('refuses an https bank whose certificate does not verify, and sends it nothing', async () => {
  const client = createBankClient({
    baseUrl: url,
    bulkBaseUrl: url,
    clientId: 'client-1',
    clientSecret: 'secret-value-1',
    signingKey: createPrivateKey(createTestCertificate().keyPem),
    getPsuToken: () => 'psu-token',
  });
  const result = await client.listAccounts();
  await client.close();
  expect(result.ok).toBe(false);
  if (!result.ok) {
    expect(result.error.code).toBe('bank_tls_untrusted');
    expect(result.error.message).toMatch(/could not be verified/);
  }
  expect(requests).toBe(0);
});

it('a bulk to such a bank ends rejected after one attempt: nothing could have been sent', async () => {
  const opened = openDatabase(':memory:');
  if (!opened.ok) throw new Error(opened.error.message);
  const client = createBankClient({
    baseUrl: url,
    bulkBaseUrl: url,
    clientId: 'client-1',
    clientSecret: 'secret-value-1',
    signingKey: createPrivateKey(createTestCertificate().keyPem),
    getPsuToken: () => 'psu-token',
    journal: new SqliteSubmissionJournal(opened.value),
  });
  const bulk = {
    payment_account: '5b0e8a52-1c7d-4f3a-9e61-0d2c4b6a8e01',
    payments: [
      {
        amount: '1.00',
        counterparty: { name: 'A', account_identifier: 'DE89370400440532013000', account_identifier_type: 'iban' },
        unstructured_reference: 'x',
      },
    ],
  };
  const result = await client.createBulk(bulk, { reference: 'tls' });
  await client.close();
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.error.code).toBe('bank_tls_untrusted');
  expect(client.journal!.findByReference('tls')[0]).toMatchObject({ state: 'rejected', attempts: 1 });
  expect(requests).toBe(0);
  opened.value.close();
});
