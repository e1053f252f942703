import { describe, expect, it } from 'vitest';
import { bankAddress, InsecureAddressError, isLoopbackHost } from '../../../../../src-main/adapters/bank-api/transport';
import { jsonWithDecimalNumbers } from '../../../../../src-main/adapters/bank-api/json-body';
import { requestTargetOf } from '../../../../../src-main/adapters/bank-api/client';
import { multipartBody } from '../../../../../src-main/adapters/bank-api/multipart';
import * as schemas from '../../../../../src-main/domain/bank-schemas';

describe('bank addresses', () => {
  it('allows plain http only to loopback', () => {
    for (const host of ['127.0.0.1', '127.8.9.10', 'localhost', '[::1]', 'api.localhost'])
      expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['10.0.0.1', '128.0.0.1', 'bank.example', '::2', 'localhost.evil.example'])
      expect(isLoopbackHost(host)).toBe(false);
    expect(() => bankAddress('http://bank.example/')).toThrow(InsecureAddressError);
    expect(() => bankAddress('http://bank.example/')).toThrow(/Only https is allowed/);
    expect(() => bankAddress('ftp://bank.example/')).toThrow(InsecureAddressError);
  });

  it('keeps a non-default port in Host and drops a default one', () => {
    expect(bankAddress('http://127.0.0.1:8123').host).toBe('127.0.0.1:8123');
    expect(bankAddress('https://bank.example:443/prefix/').host).toBe('bank.example');
    expect(bankAddress('https://bank.example:443/prefix/').basePath).toBe('/prefix');
  });

  it('follows next links exactly as given, only on the same origin', () => {
    const origin = 'http://127.0.0.1:9000';
    expect(
      requestTargetOf('http://127.0.0.1:9000/screen-scraping/v1/accounts/a/transactions/?page=2&state=paid', origin),
    ).toBe('/screen-scraping/v1/accounts/a/transactions/?page=2&state=paid');
    expect(requestTargetOf('http://127.0.0.1:9000/x/?q=a%20b&z=%7e', origin)).toBe('/x/?q=a%20b&z=%7e');
    expect(requestTargetOf('/relative/?page=3', origin)).toBe('/relative/?page=3');
    expect(requestTargetOf('http://evil.example/x', origin)).toBeUndefined();
  });
});

describe('request bodies', () => {
  it('writes debt prices as JSON numbers digit for digit', () => {
    const { bytes } = jsonWithDecimalNumbers(
      { items: [{ description: 'x', detailed_price: { net: '0.10', gross: '12345678901234567.89' } }] },
      (k) => k === 'net' || k === 'gross',
    );
    expect(Buffer.from(bytes).toString()).toBe(
      '{"items":[{"description":"x","detailed_price":{"net":0.10,"gross":12345678901234567.89}}]}',
    );
    expect(() => jsonWithDecimalNumbers({ net: '1e5' }, (k) => k === 'net')).toThrow(/decimal/);
  });

  it('encodes multipart uploads with the file and fields', async () => {
    const { bytes, contentType } = await multipartBody(
      { organisation_name: 'Acme' },
      {
        client_certificate: {
          filename: 'c.pem',
          contentType: 'application/x-pem-file',
          content: '-----BEGIN CERTIFICATE-----\nAA==\n-----END CERTIFICATE-----\n',
        },
      },
    );
    const text = Buffer.from(bytes).toString();
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(text).toContain('name="client_certificate"; filename="c.pem"');
    expect(text).toContain('-----BEGIN CERTIFICATE-----');
    expect(text).toContain('name="organisation_name"\r\n\r\nAcme');
  });
});

describe('schemas strip undocumented fields', () => {
  it('drops internal fields at every level', () => {
    const party = { name: 'A', iban: 'FI21', internal_ref: 'x' };
    const parsed = schemas.transactionPageSchema.parse({
      count: 1,
      next: null,
      previous: null,
      _debug: 'x',
      results: [
        {
          uuid: 'u',
          pool: 'p',
          creditor: party,
          debtor: party,
          counterparty: party,
          amount: '-1.00',
          currency: 'EUR',
          ux_timestamp: 't',
          execution_timestamp: 't',
          booking_date: '2026-01-01',
          due_date: null,
          state: 'paid',
          method: 'sepa',
          type: 'push',
          direction: 'in',
          unstructured_reference: '',
          structured_reference: '',
          end_to_end_id: '',
          execution_for_debt: null,
          identifier: 'i',
          generic_description: '',
          submethod: '',
          scraper_session: 'secret-ish',
        },
      ],
    });
    const text = JSON.stringify(parsed);
    expect(text).not.toContain('internal_ref');
    expect(text).not.toContain('scraper_session');
    expect(text).not.toContain('_debug');
    expect(parsed.results[0]!.creditor.city).toBe('');
  });

  it('refuses a float amount', () => {
    expect(schemas.bulkAcceptedSchema.safeParse({ bulk_id: 'b' }).success).toBe(false);
    expect(schemas.accountSchema.shape.account_balance.safeParse(12.5).success).toBe(false);
  });
});
