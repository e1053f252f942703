import { startSandbox, type Sandbox, type SandboxOptions } from '../../../src-sandbox/index';

// Below the kernel's ephemeral range (32768 and up on Linux), where every outgoing connection
// takes its local port: a fixed port chosen there can be in use by any client on the machine.
const LOWEST = 20_000;
const SLOTS = 4_000;

/**
 * The sandbox on three consecutive fixed ports (base, bulk, control), so that it can be stopped and
 * started again on the same addresses (a deposit, a restart); ports in use are skipped.
 */
export async function startSandboxOnFreePorts(
  settings: Omit<SandboxOptions, 'port'>,
): Promise<{ sandbox: Sandbox; port: number }> {
  for (let attempt = 0; ; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * SLOTS) * 3;
    try {
      return { sandbox: await startSandbox({ ...settings, port }), port };
    } catch (e) {
      if (attempt > 20 || (e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
    }
  }
}
