/** `npm run sandbox` entry point, demo mode with auto-approval, and the state file across restarts. */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { controlClient, startSandbox } from '../../../src-sandbox/index';
import { signedRequest, type Credentials } from './http-client';
import { BULK_PATH, payment, waitFor } from './setup';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-cli-test-'));
const children: ChildProcessWithoutNullStreams[] = [];
afterAll(() => {
  for (const child of children) child.kill();
  rmSync(dir, { recursive: true, force: true });
});

interface Urls {
  base_url: string;
  bulk_base_url: string;
  control_url: string;
}

/** Starts the CLI and resolves with its first stdout line, parsed. */
function startCli(args: string[]): Promise<{ urls: Urls; child: ChildProcessWithoutNullStreams; output: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src-sandbox/cli.ts', ...args], { cwd: process.cwd() });
  children.push(child);
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      output.push(line);
      if (output.length === 1) resolve({ urls: JSON.parse(line) as Urls, child, output });
    });
  });
}

const stop = (child: ChildProcessWithoutNullStreams) =>
  new Promise((r) => (child.once('exit', r), child.kill('SIGTERM')));

describe('sandbox CLI', () => {
  it('prints the URLs line first, serves the demo with auto-approval, and keeps state across restarts', async () => {
    const state = join(dir, 'state.json');
    const demoDir = join(dir, 'demo');
    const args = [
      '--port',
      '0',
      '--demo',
      '--demo-dir',
      demoDir,
      '--state',
      state,
      '--auto-approve-ms',
      '150',
      '--processing-delay-ms',
      '20',
    ];
    const first = await startCli(args);
    expect(first.urls.base_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(first.urls.bulk_base_url).not.toBe(first.urls.base_url);
    const demo: Credentials = {
      clientId: 'bulkpay-demo-client',
      clientSecret: 'bulkpay-demo-secret',
      keyPem: readFileSync(join(demoDir, 'demo-qseal.key.pem'), 'utf8'),
      certPem: readFileSync(join(demoDir, 'demo-qseal.cert.pem'), 'utf8'),
      applicationId: '',
    };
    const init = await signedRequest(demo, 'POST', `${first.urls.base_url}/v1/consent/initiate/usernamepassword/`, {
      email: 'demo.psu@bulkpay.test',
      password: 'demo-password',
    });
    expect(init.status).toBe(201);
    const exchangeUrl = `${first.urls.base_url}/v1/consent/token/${init.body.id}/exchange/`;
    const exchanged = await waitFor(
      () => signedRequest(demo, 'GET', exchangeUrl),
      (r) => r.status === 200,
    );
    expect(exchanged.status).toBe(200);
    const token = exchanged.body.id_token as string;
    const created = await signedRequest(
      demo,
      'POST',
      `${first.urls.bulk_base_url}${BULK_PATH}`,
      { payment_account: '5b0e8a52-1c7d-4f3a-9e61-0d2c4b6a8e01', payments: [payment()] },
      { token, idempotencyKey: 'demo-1' },
    );
    expect(created.status, created.text).toBe(202);
    const approved = await waitFor(
      () => signedRequest(demo, 'GET', created.body.status_url, undefined, { token }),
      (r) => r.body?.status === 'approved',
    );
    expect(approved.body.status).toBe('approved');
    await stop(first.child);

    const second = await startCli(args);
    expect((await controlClient(second.urls.control_url).listBulks()).map((b) => b.idempotency_key)).toEqual([
      'demo-1',
    ]);
    const accounts = await signedRequest(
      demo,
      'GET',
      `${second.urls.base_url}/screen-scraping/v1/accounts/`,
      undefined,
      { token },
    );
    expect(accounts.status).toBe(200);
    expect(accounts.body[0].account_balance).toBe('24990.00');
    await stop(second.child);
  });

  it('prints the demo credentials after the URLs line', async () => {
    const { output, child } = await startCli(['--port', '0', '--demo', '--demo-dir', join(dir, 'demo2')]);
    await waitFor(
      async () => output.join('\n'),
      (text) => text.includes('Press Ctrl+C'),
    );
    const text = output.join('\n');
    expect(text).toContain('bulkpay-demo-client');
    expect(text).toContain('demo.psu@bulkpay.test / demo-password');
    expect(text).toContain(join(dir, 'demo2', 'demo-qseal.key.pem'));
    await stop(child);
  });
});

describe('startSandbox demo option', () => {
  it('returns demo credentials that work against the bank', async () => {
    const sandbox = await startSandbox({ port: 0, demo: true, autoApproveMs: 50 });
    try {
      const demo = sandbox.demo!;
      expect(demo).toMatchObject({
        clientId: 'bulkpay-demo-client',
        psu: { email: 'demo.psu@bulkpay.test', password: 'demo-password' },
      });
      expect(demo.accounts.map((a) => a.currency)).toEqual(['EUR', 'GBP', 'EUR']);
      expect(readFileSync(demo.certFile, 'utf8')).toBe(demo.certPem);
      const creds = {
        clientId: demo.clientId,
        clientSecret: demo.clientSecret,
        keyPem: demo.keyPem,
        certPem: demo.certPem,
        applicationId: demo.applicationId,
      };
      const init = await signedRequest(
        creds,
        'POST',
        `${sandbox.base_url}/v1/consent/initiate/usernamepassword/`,
        demo.psu,
      );
      expect(init.status).toBe(201);
    } finally {
      await sandbox.close();
    }
    expect(existsSync(sandbox.demo!.keyFile)).toBe(false);
  });
});
