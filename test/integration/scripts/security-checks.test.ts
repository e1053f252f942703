/**
 * CI's security scanners (scripts/security-checks.mjs), run as .ci/run runs them. The real
 * `npm audit` talks to a stand-in registry on 127.0.0.1 that answers the advisory endpoint the
 * way the public registry does, so the test knows what the advisories are.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

/** What the stand-in answers on POST /-/npm/v1/security/advisories/bulk. */
let advisories: { status: number; body: unknown } = { status: 200, body: {} };
let registry: Server;
let registryUrl: string;

beforeAll(async () => {
  registry = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method === 'POST' && req.url?.startsWith('/-/npm/v1/security/advisories/bulk')) {
        res.writeHead(advisories.status, { 'content-type': 'application/json' });
        res.end(advisories.status === 200 ? JSON.stringify(advisories.body) : '');
      } else {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve));
  registryUrl = `http://127.0.0.1:${(registry.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => registry.close(resolve)));

/** Runs the scanners in `cwd` as CI does; resolves with the exit code and everything printed. */
function securityChecks(cwd = root): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(cwd, 'scripts/security-checks.mjs')],
      {
        cwd,
        encoding: 'utf8',
        env: { ...process.env, npm_config_registry: registryUrl, npm_config_noproxy: '127.0.0.1' },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr }),
    );
  });
}

const highAdvisory = {
  'big.js': [
    {
      id: 1099001,
      url: 'https://github.com/advisories/GHSA-test-big-js',
      title: 'Stand-in advisory for big.js',
      severity: 'high',
      vulnerable_versions: '<99.0.0',
      cwe: [],
      cvss: { score: 7.5, vectorString: null },
    },
  ],
};

describe('scripts/security-checks.mjs', () => {
  it('shows a high advisory in a production dependency in the output, and does not fail the run', async () => {
    advisories = { status: 200, body: highAdvisory };
    const { code, out } = await securityChecks();
    expect(code, out).toBe(0);
    expect(out).toContain('electronegativity: ');
    expect(out).toMatch(/npm audit: 0 critical, 1 high, /);
    expect(out).toMatch(
      /HIGH big\.js .*\n\s+Stand-in advisory for big\.js https:\/\/github\.com\/advisories\/GHSA-test-big-js/,
    );
  });

  it('says the dependencies were not audited when the advisory endpoint does not answer, and does not fail', async () => {
    advisories = { status: 405, body: null }; // what the public registry's mirror answers here
    const { code, out } = await securityChecks();
    expect(out).toMatch(/advisory endpoint could not be reached \(405 Method Not Allowed/);
    expect(out).toContain('production dependencies were NOT audited in this run');
    expect(code, out).toBe(0);
  });

  it('still fails the run on an electronegativity finding that is not reviewed', async () => {
    advisories = { status: 200, body: {} };
    const project = mkdtempSync(join(tmpdir(), 'bulkpay-security-checks-'));
    try {
      for (const file of [
        'package.json',
        'package-lock.json',
        'scripts/security-checks.mjs',
        'scripts/electronegativity.ts',
        'security/electronegativity-exceptions.json',
      ]) {
        cpSync(join(root, file), join(project, file));
      }
      symlinkSync(join(root, 'node_modules'), join(project, 'node_modules'), 'junction');
      mkdirSync(join(project, 'src-main/electron'), { recursive: true });
      writeFileSync(
        join(project, 'src-main/electron/main.ts'),
        "import { BrowserWindow } from 'electron';\n" +
          'export const w = new BrowserWindow({ webPreferences: { contextIsolation: false, sandbox: false } });\n',
      );
      const { code, out } = await securityChecks(project);
      expect(out).toMatch(/UNREVIEWED (HIGH|MEDIUM) CONTEXT_ISOLATION_JS_CHECK/);
      expect(out).toContain('npm audit: no high or critical advisory.');
      expect(code, out).toBe(1);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
