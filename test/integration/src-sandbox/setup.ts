/** Shared fixtures: a sandbox with one onboarded TPP, and fresh customers with known balances. */
import {
  controlClient,
  startSandbox,
  type ControlClient,
  type Sandbox,
  type SandboxOptions,
} from '../../../src-sandbox/index';
import type { CreatedPsu } from '../../../src-sandbox/control-client';
import type { NewPsu } from '../../../src-sandbox/seed';
import {
  consentToken,
  onboardTpp,
  signedRequest,
  type Credentials,
  type OnboardedTpp,
  type SignedOptions,
} from './http-client';

export interface TestBank {
  sandbox: Sandbox;
  control: ControlClient;
  tpp: OnboardedTpp;
}

export async function startTestBank(options: SandboxOptions = {}): Promise<TestBank> {
  const sandbox = await startSandbox({ port: 0, processingDelayMs: 20, ...options });
  return { sandbox, control: controlClient(sandbox.control_url), tpp: await onboardTpp(sandbox) };
}

export interface Customer {
  psu: CreatedPsu;
  token: string;
  /** The first account's code (UUID), i.e. the bulk payment_account. */
  account: string;
}

let serial = 0;

export async function newCustomer(
  bank: TestBank,
  input: Partial<NewPsu> = {},
  tpp: Credentials = bank.tpp,
): Promise<Customer> {
  const email = `customer${Date.now()}-${serial++}@example.com`;
  const psu = await bank.control.createPsu({
    email,
    password: 'psu-password',
    accounts: [{ currency: 'EUR', balance: '1000.00' }],
    ...input,
  });
  const token = await consentToken(bank.sandbox, tpp, email, 'psu-password');
  return { psu, token, account: psu.accounts[0]?.uuid ?? '' };
}

export const BULK_PATH = '/api/v2/payment-initiation/bulk/';

/** A valid bulk payment; override any field. */
export function payment(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    amount: '10.00',
    counterparty: {
      name: 'Matti Meikäläinen',
      account_identifier: 'DE89370400440532013000',
      account_identifier_type: 'iban',
    },
    unstructured_reference: 'Invoice 1001',
    ...overrides,
  };
}

let keySerial = 0;
export const newKey = () => `key-${Date.now()}-${keySerial++}`;

export function createBulk(bank: TestBank, customer: Customer, body: unknown, opts: SignedOptions = {}) {
  return signedRequest(bank.tpp, 'POST', `${bank.sandbox.bulk_base_url}${BULK_PATH}`, body, {
    token: customer.token,
    idempotencyKey: newKey(),
    ...opts,
  });
}

export function getJson(bank: TestBank, customer: Customer, url: string, opts: SignedOptions = {}) {
  return signedRequest(bank.tpp, 'GET', url, undefined, { token: customer.token, ...opts });
}

export async function waitFor<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 3000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A new PSU token after the sandbox clock moved past the old one's expiry. */
export async function reconsent(bank: TestBank, customer: Customer): Promise<Customer> {
  return { ...customer, token: await consentToken(bank.sandbox, bank.tpp, customer.psu.email, 'psu-password') };
}
