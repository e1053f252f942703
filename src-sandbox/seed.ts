import { randomBytes, randomUUID } from 'node:crypto';
import Big from 'big.js';
import { composeIBAN } from 'ibantools';
import type { SandboxClock } from './clock';
import { hashPassword } from './passwords';
import {
  PERMISSION_ACCOUNTS,
  PERMISSION_PAYMENTS,
  type Account,
  type Psu,
  type Transaction,
  type World,
} from './model';

export interface NewAccount {
  currency: string;
  balance: string;
  iban?: string;
  name?: string;
  /** How many past incoming/outgoing transactions to invent (default 0). */
  transactions?: number;
  /** Fixed identity for seeded accounts, so demo settings survive restarts and resets. */
  uuid?: string;
  /** Serve this as the Account's `code` instead of the UUID (e.g. "ACC-0001"), to test a client that must ask for the payment-account id. */
  code?: string;
  handle?: string;
  bban?: string;
}

export interface NewPsu {
  email: string;
  password: string;
  first_name?: string;
  last_name?: string;
  verified?: boolean;
  permissions?: string[];
  sca_capable?: boolean;
  accounts?: NewAccount[];
}

/** The seeded customer every sandbox starts with; documented in docs/sandbox.md. */
export const SEEDED_PSU: NewPsu = {
  email: 'demo.psu@bulkpay.test',
  password: 'demo-password',
  first_name: 'Aino',
  last_name: 'Virtanen',
  verified: true,
  permissions: [PERMISSION_ACCOUNTS, PERMISSION_PAYMENTS],
  sca_capable: true,
  accounts: [
    {
      currency: 'EUR',
      balance: '25000.00',
      name: 'Operating account',
      transactions: 47,
      uuid: '5b0e8a52-1c7d-4f3a-9e61-0d2c4b6a8e01',
      handle: 'virtanen-operating',
      bban: '12345600000785',
    },
    {
      currency: 'GBP',
      balance: '8400.00',
      name: 'UK payroll',
      transactions: 12,
      uuid: '5b0e8a52-1c7d-4f3a-9e61-0d2c4b6a8e02',
      handle: 'virtanen-uk-payroll',
      bban: 'BULK40512312345678',
    },
    {
      currency: 'EUR',
      balance: '45.20',
      name: 'Petty cash',
      transactions: 3,
      uuid: '5b0e8a52-1c7d-4f3a-9e61-0d2c4b6a8e03',
      handle: 'virtanen-petty-cash',
      bban: '12345600001205',
    },
  ],
};

/** Customers that exercise the 403 and 400 paths. */
const EDGE_PSUS: NewPsu[] = [
  { email: 'unverified.psu@bulkpay.test', password: 'demo-password', verified: false },
  { email: 'readonly.psu@bulkpay.test', password: 'demo-password', permissions: [PERMISSION_ACCOUNTS] },
  { email: 'nosca.psu@bulkpay.test', password: 'demo-password', sca_capable: false },
].map((p) => ({ ...p, accounts: [{ currency: 'EUR', balance: '1000.00', transactions: 2 }] }));

export function emptyWorld(): World {
  return {
    version: 1,
    jwt_secret: randomBytes(32).toString('base64'),
    clock_offset_ms: 0,
    users: [],
    applications: [],
    psus: [],
    accounts: [],
    transactions: [],
    consents: [],
    debts: [],
    bulks: [],
  };
}

export function seededWorld(clock: SandboxClock): World {
  const world = emptyWorld();
  for (const psu of [SEEDED_PSU, ...EDGE_PSUS]) addPsu(world, clock, psu);
  return world;
}

export function addPsu(world: World, clock: SandboxClock, input: NewPsu): { psu: Psu; accounts: Account[] } {
  const psu: Psu = {
    id: randomUUID(),
    email: input.email.toLowerCase(),
    password_hash: hashPassword(input.password),
    first_name: input.first_name ?? 'Sandbox',
    last_name: input.last_name ?? 'Customer',
    verified: input.verified ?? true,
    permissions: input.permissions ?? [PERMISSION_ACCOUNTS, PERMISSION_PAYMENTS],
    sca_capable: input.sca_capable ?? true,
  };
  world.psus.push(psu);
  const accounts = (input.accounts ?? []).map((a, i) => addAccount(world, clock, psu, a, i));
  return { psu, accounts };
}

function addAccount(world: World, clock: SandboxClock, psu: Psu, input: NewAccount, index: number): Account {
  const gb = input.currency === 'GBP';
  const bban = input.bban ?? input.iban?.slice(4) ?? (gb ? `BULK${digits(14)}` : digits(14));
  const sortCode = gb ? bban.slice(4, 10) : '';
  const accountNumber = gb ? bban.slice(10) : '';
  const iban = input.iban ?? makeIban(gb ? 'GB' : 'FI', bban);
  const slug = `${psu.last_name}-${input.currency}-${index + 1}`.toLowerCase().replace(/[^a-z0-9-]/g, '');
  const account: Account = {
    uuid: input.uuid ?? randomUUID(),
    psu_id: psu.id,
    handle: input.handle ?? `${slug}-${randomBytes(3).toString('hex')}`,
    name: input.name ?? `${input.currency} account`,
    iban,
    bic: gb ? 'BULKGB22' : 'BULKFIHH',
    gb_sort_code: sortCode,
    gb_account_number: accountNumber,
    currency: input.currency,
    balance: new Big(input.balance).toFixed(2),
    internal_ledger_ref: `LEDGER-${randomBytes(4).toString('hex').toUpperCase()}`,
    ...(input.code ? { code: input.code } : {}),
  };
  world.accounts.push(account);
  for (let i = 0; i < (input.transactions ?? 0); i++) world.transactions.push(pastTransaction(account, clock, i));
  return account;
}

const COUNTERPARTIES = [
  'Kesko Oyj',
  'Elisa Oyj',
  'Acme Supplies Ltd',
  'Helsingin Energia',
  'Nordic Freight AB',
  'Café Regatta',
];

function pastTransaction(account: Account, clock: SandboxClock, i: number): Transaction {
  const incoming = i % 3 === 0;
  const when = new Date(clock.now() - (i + 1) * 36 * 3600 * 1000);
  const cents = 1000 + ((i * 7919) % 250000);
  const name = COUNTERPARTIES[i % COUNTERPARTIES.length] ?? 'Counterparty';
  return {
    uuid: randomUUID(),
    identifier: `TX${when.getTime().toString(36).toUpperCase()}${i}`,
    account_uuid: account.uuid,
    amount: new Big(cents).div(100).toFixed(2),
    currency: account.currency,
    direction: incoming ? 'in' : 'out',
    state: i === 0 ? 'scheduled' : 'paid',
    method: 'sepa',
    counterparty: { name, iban: makeIban('FI', digits(14)), bic: 'NDEAFIHH' },
    unstructured_reference: incoming ? `Invoice ${4000 + i}` : `Payment ${i}`,
    structured_reference: '',
    end_to_end_id: '',
    execution_for_debt: null,
    timestamp: when.toISOString(),
    generic_description: incoming ? `Incoming payment from ${name}` : `Payment to ${name}`,
  };
}

function digits(n: number): string {
  let s = '';
  for (const b of randomBytes(n)) s += String(b % 10);
  return s;
}

function makeIban(countryCode: string, bban: string): string {
  const iban = composeIBAN({ countryCode, bban });
  if (!iban) throw new Error(`could not compose a ${countryCode} IBAN from ${bban}`);
  return iban;
}
