// Bulk submission against the real sandbox: the bank client from the bank harness, the real
// history on its SQLite file, fast poll timings, and helpers to act as the customer.
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { ok } from '../../../src-shared/result';
import { startSandbox, type Sandbox } from '../../../src-sandbox/index';
import type { PaymentRow } from '../../../src-shared/payments';
import { EventBus } from '../../../src-main/platform/events';
import { openDatabase, type Db } from '../../../src-main/adapters/sqlite/open-database';
import { createBulkServices, type BulkServices } from '../../../src-main/features/send/bulk-services';
import type { PollSchedule } from '../../../src-main/features/tracking/poll-schedule';
import type { SubmitInput } from '../../../src-shared/ipc/channels/bulks';
import { afterAll, beforeAll } from 'vitest';
import { connect, unwrap, type Connected } from './bank-harness';
import { sqliteSendStores } from '../../../src-main/adapters/sqlite/send-stores';

export const FAST_POLL: PollSchedule = {
  eagerMs: 40,
  eagerWindowMs: 60_000,
  steadyMs: 80,
  patientAfterMs: 120_000,
  patientMs: 100,
  processingMs: 30,
  unknownMs: 100,
  errorMs: 50,
  maxErrorMs: 400,
};

const PAYEE_IBANS = [
  'FI4950009420028730', // not the seeded operating account: a payee equal to the paying account is a review error
  'DE89370400440532013000',
  'GB29NWBK60161331926819',
  'NL91ABNA0417164300',
  'FR1420041010050500013M02606',
];

/** `amounts.length` file rows (line 2 onwards), each to a valid IBAN with a unique message. */
export function fileRows(amounts: string[], tag: string): PaymentRow[] {
  return amounts.map((amount, i) => ({
    line: i + 2,
    values: {
      name: `Payee ${i + 1}`,
      iban: PAYEE_IBANS[i % PAYEE_IBANS.length]!,
      amount,
      currency: 'EUR',
      unstructured_reference: `${tag} payment ${i + 1}`,
    },
  }));
}

/** A submission of `rows` as a file whose SHA-256 follows its rows: other rows, another file (a report's run). */
export function input(rows: PaymentRow[], paymentAccount: string): SubmitInput {
  const sha256 = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  return { file: { name: 'payments.csv', sha256, encoding: 'utf-8' }, rows, paymentAccount };
}

/** Reviews the input and sends exactly what that review showed, as the app and the CLI do. */
export async function reviewAndSubmit(s: BulkServices, request: SubmitInput, warningsChecked = false) {
  const review = await s.submission.review(request);
  if (!review.ok) return review;
  return s.submission.submit(request, { planHash: review.value.planHash, warningsChecked });
}

export interface Services extends BulkServices {
  /** The database the services run on (tests read and age its rows directly). */
  db: Db;
  events: EventBus;
  notifications: { title: string; body: string }[];
  updates: { state: string; problem: string | null }[];
}

/** Bulk services on the connection's database (or a reopened one, as after a restart). */
export function services(conn: Connected, options: { reopen?: boolean } = {}): Services {
  const db = options.reopen ? unwrap(openDatabase(conn.dbFile)) : conn.db;
  const events = new EventBus();
  const notifications: Services['notifications'] = [];
  const updates: Services['updates'] = [];
  events.addSink((name, payload) => {
    if (name === 'bulks:updated') {
      const p = payload as { bulk: { state: string }; problem: string | null };
      updates.push({ state: p.bulk.state, problem: p.problem });
    }
  });
  const made = createBulkServices({
    stores: sqliteSendStores(db),
    events,
    schedule: FAST_POLL,
    actor: 'tester',
    bank: async () => ok(conn.client),
    notify: (title, body) => notifications.push({ title, body }),
  });
  return { ...made, db, events, notifications, updates };
}

/** Signs the client in as another customer (own accounts and balances), through the real consent flow. */
export async function signInAs(conn: Connected, psu: { email: string; password: string }): Promise<void> {
  const consent = unwrap(await conn.client.initiateConsent(psu));
  await conn.control.approveConsent(consent.id);
  const exchanged = unwrap(await conn.client.exchangeConsent(consent.id));
  if (exchanged.status !== 'authorised') throw new Error('consent not authorised');
  conn.client.setPsuToken(exchanged.token.id_token);
}

/** A fresh customer with one EUR account holding `balance`, signed in. */
export async function customer(conn: Connected, balance: string) {
  const email = `psu-${randomUUID()}@example.test`;
  const created = await conn.control.createPsu({
    email,
    password: 'psu-password-1',
    verified: true,
    permissions: ['account_information', 'payment_initiation'],
    sca_capable: true,
    accounts: [{ currency: 'EUR', balance }],
  });
  await signInAs(conn, { email, password: 'psu-password-1' });
  return { ...created.accounts[0]!, email };
}

/**
 * A deposit: the sandbox has no way to add money, so stop it, set the account's balance in its
 * saved state and start it again on the same ports and state file.
 */
export async function restartWithBalance(
  sandbox: Sandbox,
  options: { port: number; stateFile: string; accountUuid: string; balance: string },
): Promise<Sandbox> {
  await sandbox.close();
  const world = JSON.parse(readFileSync(options.stateFile, 'utf8')) as {
    accounts: { uuid: string; balance: string }[];
  };
  world.accounts.find((a) => a.uuid === options.accountUuid)!.balance = options.balance;
  writeFileSync(options.stateFile, JSON.stringify(world));
  // The same control key as before, so clients holding its control_url keep working.
  const controlKey = new URL(sandbox.control_url).pathname.split('/')[1];
  return startSandbox({ port: options.port, stateFile: options.stateFile, processingDelayMs: 50, controlKey });
}

/** Waits until `check` passes (polling), or fails with the last error. */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (e) {
      if (Date.now() > end) throw e;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

/**
 * One sandbox connection for a test file and the services made on it: connected before the
 * file's tests, every tracker stopped and the connection closed after them.
 */
export function sandboxForFile(): { readonly conn: Connected; services(): Services } {
  let conn: Connected | undefined;
  const running: Services[] = [];
  beforeAll(async () => {
    conn = await connect();
  });
  afterAll(async () => {
    await Promise.all(running.map((s) => s.tracker.stop()));
    await conn?.close();
  });
  return {
    get conn() {
      if (!conn) throw new Error('The sandbox connects before the tests of the file.');
      return conn;
    },
    services() {
      const made = services(this.conn);
      running.push(made);
      return made;
    },
  };
}
