import { controlClient, startSandbox, type ControlClient, type Sandbox } from '../../../src-sandbox/index';

export interface TestBank {
  sandbox: Sandbox;
  control: ControlClient;
  close(): Promise<void>;
}

/**
 * A bank sandbox of the journey's own, in-process on loopback (the demo bank inside the core is a
 * separate one). Nothing approves by itself: the journey approves through the control API, as
 * the customer's phone would.
 */
export async function startBank(options: { processingDelayMs?: number } = {}): Promise<TestBank> {
  const sandbox = await startSandbox({ port: 0, processingDelayMs: options.processingDelayMs ?? 300 });
  return { sandbox, control: controlClient(sandbox.control_url), close: () => sandbox.close() };
}

/** Polls `probe` until it returns a value (not undefined/null/false), or fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
