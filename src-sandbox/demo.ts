import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { approveApplication } from './control-server';
import type { Engine } from './engine';
import { hashPassword } from './passwords';
import { SEEDED_PSU } from './seed';
import { createTestCertificate } from './test-certificate';

/** Fixed, documented demo credentials (docs/sandbox.md): a sandbox holds no real money. */
export const DEMO_TPP = { email: 'demo.tpp@bulkpay.test', password: 'demo-password' };
export const DEMO_CLIENT_ID = 'bulkpay-demo-client';
export const DEMO_CLIENT_SECRET = 'bulkpay-demo-secret';

export interface DemoAccount {
  code: string;
  handle: string;
  iban: string;
  currency: string;
  name: string;
}

/** The seeded demo application and customer, without the key (the caller may hold it). */
export interface DemoApplication {
  certPem: string;
  clientId: string;
  clientSecret: string;
  applicationId: string;
  tpp: { email: string; password: string };
  psu: { email: string; password: string };
  accounts: DemoAccount[];
}

/** The demo application plus its key and certificate files in the demo folder. */
export interface DemoCredentials extends DemoApplication {
  keyPem: string;
  keyFile: string;
  certFile: string;
}

/** Key and certificate live in `dir` and are reused on the next start, so stored settings keep working. */
function loadOrCreateKeys(dir: string): { keyFile: string; certFile: string; keyPem: string; certPem: string } {
  mkdirSync(dir, { recursive: true });
  const keyFile = join(dir, 'demo-qseal.key.pem');
  const certFile = join(dir, 'demo-qseal.cert.pem');
  if (!existsSync(keyFile) || !existsSync(certFile)) {
    const made = createTestCertificate({ commonName: 'Bulkpay Demo TPP' });
    writeFileSync(keyFile, made.keyPem, { mode: 0o600 });
    writeFileSync(certFile, made.certPem);
  }
  return { keyFile, certFile, keyPem: readFileSync(keyFile, 'utf8'), certPem: readFileSync(certFile, 'utf8') };
}

/** Seeds (or repairs) the demo TPP user and its approved application, with the key files of `dir`. */
export function seedDemo(engine: Engine, dir: string): DemoCredentials {
  const keys = loadOrCreateKeys(dir);
  return { ...seedDemoApplication(engine, keys.certPem), ...keys };
}

/** Seeds (or repairs) the demo TPP user and its approved application, registered with `certPem`. */
export function seedDemoApplication(engine: Engine, certPem: string): DemoApplication {
  const world = engine.world;
  let user = world.users.find((u) => u.email === DEMO_TPP.email);
  if (!user) {
    user = {
      id: randomUUID(),
      email: DEMO_TPP.email,
      first_name: 'Demo',
      last_name: 'TPP',
      password_hash: hashPassword(DEMO_TPP.password),
    };
    world.users.push(user);
  }
  let app = world.applications.find((a) => a.tpp_client_id === DEMO_CLIENT_ID);
  if (!app) {
    app = {
      id: randomUUID(),
      owner_id: user.id,
      organisation_name: 'Bulkpay Demo',
      organisation_url: 'https://bulkpay.example',
      is_approved: false,
      tpp_client_id: DEMO_CLIENT_ID,
      tpp_client_secret: DEMO_CLIENT_SECRET,
      certificate_pem: certPem,
    };
    world.applications.push(app);
  }
  app.certificate_pem = certPem;
  approveApplication(app);
  engine.persist();
  const psu = world.psus.find((p) => p.email === SEEDED_PSU.email);
  const accounts = world.accounts
    .filter((a) => a.psu_id === psu?.id)
    .map((a) => ({ code: a.uuid, handle: a.handle, iban: a.iban, currency: a.currency, name: a.name }));
  return {
    certPem,
    clientId: DEMO_CLIENT_ID,
    clientSecret: DEMO_CLIENT_SECRET,
    applicationId: app.id,
    tpp: { ...DEMO_TPP },
    psu: { email: SEEDED_PSU.email, password: SEEDED_PSU.password },
    accounts,
  };
}
