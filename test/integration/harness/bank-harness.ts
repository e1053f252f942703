// Shared setup for the bank client integration tests: a real sandbox over loopback HTTP, a TPP
// onboarded through the client itself, and a PSU consent obtained through the real flow.
import { createPrivateKey, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  controlClient,
  createTestCertificate,
  SEEDED_PSU,
  startSandbox,
  type Sandbox,
} from '../../../src-sandbox/index';
import { createBankClient, type BankClient, type BankClientConfig } from '../../../src-main/adapters/bank-api/client';
import { openDatabase, type Db } from '../../../src-main/adapters/sqlite/open-database';
import { SqliteSubmissionJournal } from '../../../src-main/adapters/sqlite/journal';
import { createLogger } from '../../../src-main/platform/log';

export interface Connected {
  sandbox: Sandbox;
  control: ReturnType<typeof controlClient>;
  client: BankClient;
  db: Db;
  dbFile: string;
  keyPem: string;
  certPem: string;
  clientId: string;
  clientSecret: string;
  psuToken: string;
  onboardingToken: string;
  applicationId: string;
  /** Every log line the client wrote (debug level), to prove no secret reaches a log. */
  logLines: string[];
  /** The seeded PSU's EUR operating account (`code` = payment_account UUID, `handle` = pool handle). */
  account: { code: string; handle: string; iban: string };
  close(): Promise<void>;
}

export function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** Fast retries so fault tests finish in seconds; still exponential with jitter. */
export const FAST_RETRY = { initialDelayMs: 50, maxDelayMs: 400, totalBudgetMs: 20_000 };

export async function connect(
  options: { clientConfig?: Partial<BankClientConfig>; sandbox?: Sandbox } = {},
): Promise<Connected> {
  const sandbox = options.sandbox ?? (await startSandbox({ port: 0, processingDelayMs: 100 }));
  const control = controlClient(sandbox.control_url);
  const dir = mkdtempSync(join(tmpdir(), 'bulkpay-bank-it-'));
  const dbFile = join(dir, 'bulkpay.sqlite');
  const db = unwrap(openDatabase(dbFile));
  const { keyPem, certPem } = createTestCertificate();
  const logLines: string[] = [];
  const client = createBankClient({
    baseUrl: sandbox.base_url,
    bulkBaseUrl: sandbox.bulk_base_url,
    signingKey: createPrivateKey(keyPem),
    journal: new SqliteSubmissionJournal(db),
    bulkRetry: FAST_RETRY,
    logger: createLogger({ level: 'debug', sink: (line) => logLines.push(line) }),
    ...options.clientConfig,
  });

  const email = `tpp-${randomUUID()}@example.test`;
  unwrap(await client.signup({ email, first_name: 'Test', last_name: 'Tpp', password: 'tpp-password-123' }));
  const onboardingToken = unwrap(await client.login({ email, password: 'tpp-password-123' })).id_token;
  const created = unwrap(
    await client.createApplication(onboardingToken, {
      clientCertificatePem: certPem,
      organisationName: 'Bulkpay Test Oy',
      organisationUrl: 'https://bulkpay.example',
    }),
  );
  await control.approveApplication(created.id);
  const app = unwrap(await client.getApplication(onboardingToken, created.id));
  client.setCredentials({ clientId: app.tpp_client_id!, clientSecret: app.tpp_client_secret! });

  const consent = unwrap(await client.initiateConsent({ email: SEEDED_PSU.email, password: SEEDED_PSU.password }));
  await control.approveConsent(consent.id);
  const exchanged = unwrap(await client.exchangeConsent(consent.id));
  if (exchanged.status !== 'authorised') throw new Error('consent not authorised after approval');
  client.setPsuToken(exchanged.token.id_token);
  const accounts = unwrap(await client.listAccounts());
  const operating = accounts.find((a) => a.currency === 'EUR' && Number(a.account_available_balance) > 1000)!;

  return {
    sandbox,
    control,
    client,
    db,
    dbFile,
    keyPem,
    certPem,
    clientId: app.tpp_client_id!,
    clientSecret: app.tpp_client_secret!,
    psuToken: exchanged.token.id_token,
    onboardingToken,
    applicationId: created.id,
    logLines,
    account: { code: operating.code, handle: operating.handle, iban: operating.iban },
    async close() {
      await client.close();
      db.close();
      if (!options.sandbox) await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A valid bulk of `n` small SEPA payments from `paymentAccount`. */
export function sampleBulk(paymentAccount: string, n = 3, tag = randomUUID().slice(0, 8)) {
  return {
    payment_account: paymentAccount,
    payments: Array.from({ length: n }, (_, i) => ({
      amount: `${i + 1}.25`,
      currency: 'EUR',
      counterparty: {
        name: `Payee ${i}`,
        account_identifier: 'DE89370400440532013000',
        account_identifier_type: 'iban',
      },
      unstructured_reference: `Test ${tag} ${i}`,
    })),
  };
}
