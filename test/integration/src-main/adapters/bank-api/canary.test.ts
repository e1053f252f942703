import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBankClient } from '../../../../../src-main/adapters/bank-api/client';
import { createCore, type Core } from '../../../../../src-main/app/core';
import { dispatch, type HandlerMap } from '../../../../../src-main/platform/ipc/dispatch';
import { createKeychain } from '../../../../../src-main/adapters/keychain/keychain';
import { createLogger } from '../../../../../src-main/platform/log';
import { profileHandlers, teamProfileIdsSharing } from '../../../../../src-main/features/profiles/handlers';
import { keysHandlers } from '../../../../../src-main/features/keys/handlers';
import { onboardingHandlers } from '../../../../../src-main/features/onboarding/handlers';
import { controlClient, SEEDED_PSU, startSandbox, type Sandbox } from '../../../../../src-sandbox/index';
import { queuedDesktop, type QueuedDesktop } from '../../../../fixtures/desktop';
import { makeQseal, type TestQseal } from '../../../../fixtures/qseal';
import { freshDataDir, requireKeychain } from '../../../harness/keys-helpers';

let sandbox: Sandbox;
let core: Core;
let dataDir: string;
let desktop: QueuedDesktop;
let handlers: HandlerMap;
const logLines: string[] = [];
const requests: string[] = [];
const responses: string[] = [];
/** Where the user keeps the key files: outside the data folder. */
const userFiles = mkdtempSync(join(tmpdir(), 'bulkpay-canary-files-'));

beforeAll(async () => {
  await requireKeychain();
  sandbox = await startSandbox({ port: 0 });
  dataDir = freshDataDir().dataDir;
  core = await createCore({
    dataDir,
    appVersion: 'test',
    demoBank: false,
    keychain: createKeychain({ service: 'Bulkpay-test' }),
    logger: createLogger({ sink: (line) => logLines.push(line), level: 'debug' }),
  });
  desktop = queuedDesktop(core.events);
  handlers = {
    ...profileHandlers(core),
    ...keysHandlers(core.profiles.keys, core.profiles.renewal, desktop),
    ...onboardingHandlers(core.profiles.onboarding, teamProfileIdsSharing(core)),
  } as unknown as HandlerMap;
});

afterAll(async () => {
  await core?.close();
  await sandbox?.close();
});

/** Every IPC call goes through the real dispatch, and every request and answer is kept for the search. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the contract already parsed them
async function call(channel: string, request: unknown): Promise<any> {
  requests.push(JSON.stringify(request));
  const result = await dispatch(handlers, channel, request);
  responses.push(JSON.stringify(result));
  if (!result.ok) throw new Error(`${channel}: ${result.error.message}`);
  return result.value;
}

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64');

/** The user chooses these files in the open dialog; the answer is their handles. */
async function pick(files: Record<string, Buffer | string>): Promise<string[]> {
  desktop.queueFilePick(
    ...Object.entries(files).map(([name, bytes]) => {
      writeFileSync(join(userFiles, name), bytes);
      return join(userFiles, name);
    }),
  );
  const picked = await call('keys:pickFile', {});
  return picked.files.map((f: { handle: string }) => f.handle);
}

/** The forms in which a private key could leak: DER (PKCS#8, PKCS#1), their base64, and PEM body lines. */
function canaries(q: TestQseal): Buffer[] {
  const pkcs1Der = q.privateKey.export({ type: 'pkcs1', format: 'der' });
  const pemLines = [q.keyPkcs8Pem, q.keyPkcs1Pem].flatMap((pem) =>
    pem
      .split('\n')
      .filter((l) => l.length === 64)
      .slice(2, 4),
  );
  return [
    q.keyDer,
    pkcs1Der,
    Buffer.from(b64(q.keyDer)),
    Buffer.from(b64(pkcs1Der)),
    ...pemLines.map((l) => Buffer.from(l)),
  ];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

it('after import, signing, onboarding and renewal, no key bytes are in the database, data folder, logs, IPC requests or answers', async () => {
  const first = makeQseal({ bits: 2048 });
  const second = makeQseal({ bits: 4096 });
  const profile = await call('profiles:create', {
    name: 'Sandbox bank',
    baseUrl: sandbox.base_url,
    bulkBaseUrl: sandbox.bulk_base_url,
  });
  const checked = await call('keys:check', {
    files: await pick({ 'qseal.pem': first.keyPkcs1Pem + first.certificatePem }),
  });
  expect(checked).toMatchObject({ keyBits: 2048, expiry: 'valid' });
  await call('keys:import', {
    profileId: profile.id,
    files: await pick({ 'qseal.key': first.encryptedPkcs8Pem('key pass'), 'qseal.crt': first.certificatePem }),
    passphrase: 'key pass',
  });
  const tpp = { email: 'canary@acme.test', password: 'canary onboarding password' };
  await call('onboarding:signup', { profileId: profile.id, ...tpp, firstName: 'Can', lastName: 'Ary' });
  await call('onboarding:login', { profileId: profile.id, ...tpp });
  const app = await call('onboarding:createApplication', {
    profileId: profile.id,
    organisationName: 'Acme',
    organisationUrl: 'https://acme.test',
  });
  const approved = await controlClient(sandbox.control_url).approveApplication(app.id);
  await call('onboarding:refreshApplication', { profileId: profile.id });

  const signAndCall = async () => {
    const bank = await core.profiles.activeBank();
    if (!bank.ok) throw new Error(bank.error.message);
    const client = createBankClient({
      baseUrl: sandbox.base_url,
      bulkBaseUrl: sandbox.bulk_base_url,
      clientId: bank.value.credentials.clientId,
      clientSecret: bank.value.credentials.clientSecret,
      signingKey: bank.value.signer.sign,
      logger: createLogger({ sink: (line) => logLines.push(line), level: 'debug' }),
    });
    return client.initiateConsent({ email: SEEDED_PSU.email, password: SEEDED_PSU.password });
  };
  expect(await signAndCall()).toMatchObject({ ok: true });
  await call('keys:renew', {
    profileId: profile.id,
    files: await pick({ 'renewed.p12': second.pkcs12('p12 pass') }),
    passphrase: 'p12 pass',
  });
  expect(await signAndCall()).toMatchObject({ ok: true });
  const listed = await call('profiles:list', {});
  expect(listed.profiles[0]).toMatchObject({ hasKey: true, hasClientSecret: true, certificate: { keyBits: 4096 } });

  core.db.pragma('wal_checkpoint(TRUNCATE)');
  const places: [string, Buffer][] = [
    ...filesUnder(dataDir).map((f): [string, Buffer] => [f, readFileSync(f)]),
    ['logs', Buffer.from(logLines.join('\n'))],
    ['IPC answers', Buffer.from(responses.join('\n'))],
  ];
  expect(places.some(([f]) => f.endsWith('bulkpay.sqlite'))).toBe(true);
  expect(places.filter(([f]) => f.endsWith('.sealed'))).toHaveLength(1);
  // Positive control: the search does see stored content (the public certificate is in the database) and the logs.
  const certLine = Buffer.from(second.certificatePem.split(/\r?\n/)[3]!);
  expect(places.find(([f]) => f.endsWith('bulkpay.sqlite'))![1].includes(certLine)).toBe(true);
  expect(logLines.length).toBeGreaterThan(0);
  const secrets = [
    ...canaries(first),
    ...canaries(second),
    Buffer.from(approved.tpp_client_secret),
    Buffer.from(tpp.password),
  ];
  for (const [place, bytes] of places) {
    for (const [i, secret] of secrets.entries()) {
      expect(bytes.includes(secret), `secret #${i} found in ${place}`).toBe(false);
    }
  } // The key goes no way across the bridge, not even inward: main read the picked files itself.
  // (The onboarding password is typed by the user, so requests may carry that one.)
  const sent = Buffer.from(requests.join('\n'));
  for (const [i, secret] of [...canaries(first), ...canaries(second)].entries()) {
    expect(sent.includes(secret), `key canary #${i} found in an IPC request`).toBe(false);
  }
});
