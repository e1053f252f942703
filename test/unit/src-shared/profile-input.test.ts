import { describe, expect, it } from 'vitest';
import { profileInputSchema } from '../../../src-shared/profiles';

const input = (baseUrl: string) => ({ name: 'Bank', baseUrl, bulkBaseUrl: 'https://bulk.bank.example' });

describe('profileInputSchema: bank addresses', () => {
  it('refuses a user or password in an address before anything stores or sends it', () => {
    for (const address of [
      'https://user:s3cret@bank.example',
      'https://user@bank.example/api',
      'https://:s3cret@bank.example',
      'http://user:s3cret@127.0.0.1:8080',
      'https://bank.example:443@evil.example',
    ])
      expect(profileInputSchema.safeParse(input(address)).success, address).toBe(false);
  });

  it('still accepts https addresses and plain http on this computer', () => {
    for (const address of ['https://bank.example', 'https://bank.example:8443/v1?x=a@b', 'http://127.0.0.1:8080'])
      expect(profileInputSchema.safeParse(input(address)).success, address).toBe(true);
  });
});
