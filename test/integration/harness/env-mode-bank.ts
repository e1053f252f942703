// The CLI headless, as on a server without a keychain: a sandbox bank, an onboarded TPP and a
// signed-in customer, handed to `bulkpay` entirely through BULKPAY_* variables.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CliIo } from '../../../src-main/cli/command';
import { main } from '../../../src-main/cli/main';
import { startSandbox, type SandboxOptions } from '../../../src-sandbox/index';
import { connect, type Connected } from './bank-harness';

export interface EnvModeBank {
  conn: Connected;
  /** A temporary folder: the key file, the data folder (`data/`) and any files a test writes. */
  dir: string;
  /** The BULKPAY_* settings for this bank and customer. */
  env: NodeJS.ProcessEnv;
  close(): Promise<void>;
}

export async function startEnvModeBank(
  sandboxOptions: SandboxOptions = {},
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<EnvModeBank> {
  const sandbox = await startSandbox({ port: 0, processingDelayMs: 100, ...sandboxOptions });
  const conn = await connect({ sandbox });
  const dir = mkdtempSync(join(tmpdir(), 'bulkpay-cli-'));
  writeFileSync(join(dir, 'qseal.key.pem'), conn.keyPem, { mode: 0o600 });
  const env: NodeJS.ProcessEnv = {
    BULKPAY_BASE_URL: sandbox.base_url,
    BULKPAY_BULK_BASE_URL: sandbox.bulk_base_url,
    BULKPAY_CLIENT_ID: conn.clientId,
    BULKPAY_CLIENT_SECRET: conn.clientSecret,
    BULKPAY_KEY_FILE: join(dir, 'qseal.key.pem'),
    BULKPAY_TOKEN: conn.psuToken,
    BULKPAY_DATA_DIR: join(dir, 'data'),
    BULKPAY_NO_PROMPT: '1',
    ...extraEnv,
  };
  return {
    conn,
    dir,
    env,
    async close() {
      await conn.close();
      await conn.sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs `bulkpay <args>` in this process (the sandbox keeps answering), capturing what it prints. */
export async function runCli(env: NodeJS.ProcessEnv, cwd: string, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (t) => out.push(t), err: (t) => err.push(t), cwd, env };
  const code = await main(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Runs the real `bin/bulkpay.mjs` as a child process (so it can also be killed mid-way). */
export function runBin(env: NodeJS.ProcessEnv, cwd: string, ...args: string[]) {
  const root = join(import.meta.dirname, '../../..');
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [join(root, 'bin/bulkpay.mjs'), ...args], {
    cwd,
    env: { ...process.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<{ code: number | null; signal: string | null; stdout: string; stderr: string }>(
    (resolve) => child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, exited };
}
