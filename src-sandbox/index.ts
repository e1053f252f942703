/**
 * Bulkpay's bank sandbox: a strict local implementation of ../shared/bank-api.md.
 * Tests start it in-process; `npm run sandbox` starts it from the command line (cli.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBankServer, type BankListener } from './bank-server';
import type { BankCharacters } from './bulk-rules';
import { createControlServer, newControlKey } from './control-server';
import { seedDemo, seedDemoApplication, type DemoApplication, type DemoCredentials } from './demo';
import { Engine } from './engine';
import { Faults } from './faults';
import type { BankContext } from './http/context';
import { Router } from './http/router';
import { accountRoutes } from './routes/accounts';
import { bulkRoutes } from './routes/bulk';
import { consentRoutes } from './routes/consent';
import { debtRoutes } from './routes/debts';
import { onboardingRoutes } from './routes/onboarding';

export { controlClient, type ControlClient } from './control-client';
export { createTestCertificate, makeTestCertificate, type KeyAndCertificate } from './test-certificate';
export { SEEDED_PSU } from './seed';
export { CLOSED_ACCOUNT_IBAN } from './bulk-rules';
export type { DemoApplication, DemoCredentials } from './demo';

export interface SandboxOptions {
  /** Port of {base_url}; {bulk_base_url} uses port+1 and the control API port+2. 0 (default) = any free ports. */
  port?: number;
  /**
   * Ports `{base_url}` and `{bulk_base_url}` try first when `port` is 0 (the demo bank's last ones, so a
   * restart keeps its addresses); one that is taken gets any free port.
   */
  preferredPorts?: { base: number; bulk: number };
  /** Persist state in this JSON file across restarts (default: memory only). */
  stateFile?: string;
  /**
   * The control API's key (the last segment of `control_url`); default a new random one. A restart
   * given the key it had keeps its `control_url`, as one given its port keeps its addresses.
   */
  controlKey?: string;
  /**
   * Seed the demo TPP application: `true` writes its key and certificate to a fresh temporary folder,
   * `{ dir }` to that folder (kept), `{ certificatePem }` registers that certificate and writes no key.
   */
  demo?: boolean | { dir: string } | { certificatePem: string };
  /** Time between the customer's approval and the bulk's end state (default 1500 ms). */
  processingDelayMs?: number;
  /** Approve consents, bulks and confirmed debts automatically after this long (default: 3000 in demo mode, never otherwise). */
  autoApproveMs?: number;
  /** The characters the bank takes in names and references: `any` (default), `latin` (the demo bank's) or `basic` (strict SEPA). */
  characters?: BankCharacters;
}

export interface Sandbox {
  /** Onboarding, consent, renewal and screen-scraping paths. */
  base_url: string;
  /** The /api/v2/ bulk paths; a different host (port) from base_url. */
  bulk_base_url: string;
  /** The control API (tests and tools only); its last path segment is this start's key, which it needs. */
  control_url: string;
  /** The demo application and customer (every demo mode). */
  demoApplication?: DemoApplication;
  /** The demo application with its key files (demo modes `true` and `{ dir }`). */
  demo?: DemoCredentials;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve((server.address() as AddressInfo).port));
  });
}

/**
 * Listens on `port` when it can, else on any free port: taken (EADDRINUSE), but also refused
 * (EACCES: Windows reserves ranges of ports for Hyper-V, WSL2 or Docker, which change at reboot) or
 * any other reason — the preferred port is a wish, never a reason not to start.
 */
export async function listenPreferring(server: Server, port: number): Promise<number> {
  if (port === 0) return listen(server, 0);
  try {
    return await listen(server, port);
  } catch {
    return listen(server, 0);
  }
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const demoSource =
    options.demo === true ? { dir: mkdtempSync(join(tmpdir(), 'bulkpay-sandbox-demo-')) } : options.demo || null;
  const engine = new Engine({
    processingDelayMs: options.processingDelayMs ?? 1500,
    autoApproveMs: options.autoApproveMs ?? (options.demo ? 3000 : null),
    stateFile: options.stateFile ?? null,
    characters: options.characters ?? 'any',
  });
  const faults = new Faults();
  const urls = { base: '', bulk: '' };
  const base: BankListener = {
    engine,
    faults,
    urls,
    expectedHost: '',
    router: new Router<BankContext>([...onboardingRoutes, ...consentRoutes, ...accountRoutes, ...debtRoutes]),
  };
  const bulk: BankListener = { engine, faults, urls, expectedHost: '', router: new Router<BankContext>(bulkRoutes) };
  const controlKey = options.controlKey ?? newControlKey();
  const servers = [createBankServer(base), createBankServer(bulk), createControlServer(engine, faults, controlKey)];
  const first = options.port ?? 0;
  const preferred = [options.preferredPorts?.base ?? 0, options.preferredPorts?.bulk ?? 0, 0];
  const ports: number[] = [];
  try {
    for (const [i, server] of servers.entries())
      ports.push(first === 0 ? await listenPreferring(server, preferred[i]!) : await listen(server, first + i));
  } catch (e) {
    for (const server of servers) if (server.listening) server.close();
    throw e;
  }
  base.expectedHost = `${HOST}:${ports[0]}`;
  bulk.expectedHost = `${HOST}:${ports[1]}`;
  urls.base = `http://${base.expectedHost}`;
  urls.bulk = `http://${bulk.expectedHost}`;

  let demo: DemoCredentials | undefined;
  let demoApplication: DemoApplication | undefined;
  if (demoSource && 'dir' in demoSource) {
    demo = demoApplication = seedDemo(engine, demoSource.dir);
    engine.onReset = () => void seedDemo(engine, demoSource.dir);
  } else if (demoSource) {
    demoApplication = seedDemoApplication(engine, demoSource.certificatePem);
    engine.onReset = () => void seedDemoApplication(engine, demoSource.certificatePem);
  }
  return {
    base_url: urls.base,
    bulk_base_url: urls.bulk,
    control_url: `http://${HOST}:${ports[2]}/${controlKey}`,
    ...(demoApplication ? { demoApplication } : {}),
    ...(demo ? { demo } : {}),
    close: async () => {
      await Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((resolve) => {
              s.close(() => resolve());
              s.closeAllConnections();
            }),
        ),
      );
      // A temporary demo folder is the sandbox's own; a folder the caller named is kept.
      if (options.demo === true && demoSource && 'dir' in demoSource)
        rmSync(demoSource.dir, { recursive: true, force: true });
    },
  };
}
