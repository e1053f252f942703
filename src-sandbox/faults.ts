/** Faults armed through the control API for the next matching bank requests. */
export type FaultKind = 'status' | 'delay' | 'drop-after-commit' | 'hold';

export interface Fault {
  /** Exact request path, or a prefix ending in `*`. */
  path: string;
  /** HTTP method; any method when absent. */
  method?: string;
  kind: FaultKind;
  /** For `status`: the status code to answer with (e.g. 500, 503, 429; also 2xx/3xx a strict client must not trust). */
  status?: number;
  /** For `status` with 429 or 503: the Retry-After seconds to send (default 1). */
  retry_after?: number;
  /** For `delay` and `hold`: milliseconds. */
  ms?: number;
  /** How many matching requests it applies to (default 1). */
  times: number;
}

export function parseFault(input: Record<string, unknown>): Fault | string {
  const { path, method, kind, status, ms, times, retry_after } = input;
  if (typeof path !== 'string' || !path.startsWith('/'))
    return 'path must be a request path starting with "/" (a trailing "*" matches a prefix)';
  if (method !== undefined && (typeof method !== 'string' || !/^[A-Z]+$/.test(method)))
    return 'method must be an upper-case HTTP method such as "POST"';
  if (kind !== 'status' && kind !== 'delay' && kind !== 'drop-after-commit' && kind !== 'hold')
    return 'kind must be one of status, delay, drop-after-commit, hold';
  if (kind === 'status' && (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599))
    return 'a status fault needs "status" between 200 and 599';
  if ((kind === 'delay' || kind === 'hold') && (typeof ms !== 'number' || ms < 0 || ms > 120_000))
    return `a ${kind} fault needs "ms" between 0 and 120000`;
  if (times !== undefined && (typeof times !== 'number' || !Number.isInteger(times) || times < 1))
    return 'times must be a positive integer';
  if (retry_after !== undefined && (typeof retry_after !== 'number' || retry_after < 0))
    return 'retry_after must be a number of seconds';
  const fault: Fault = { path, kind, times: (times as number | undefined) ?? 1 };
  if (method) fault.method = method as string;
  if (typeof status === 'number') fault.status = status;
  if (typeof ms === 'number') fault.ms = ms;
  if (typeof retry_after === 'number') fault.retry_after = retry_after;
  return fault;
}

export class Faults {
  private armed: Fault[] = [];
  private readonly held = new Set<() => void>();

  /** Waits out a `hold` fault: `ms`, or until `releaseHolds` (so a test's ordering never rests on timing). */
  hold(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.held.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.held.add(done);
    });
  }

  /** Ends every hold now; returns how many requests were held. */
  releaseHolds(): number {
    const waiting = [...this.held];
    for (const done of waiting) done();
    return waiting.length;
  }

  arm(fault: Fault): void {
    this.armed.push(fault);
  }

  /** The first armed fault matching this request, used up by one. */
  take(method: string, path: string): Fault | null {
    const fault = this.armed.find(
      (f) =>
        (!f.method || f.method === method) &&
        (f.path.endsWith('*') ? path.startsWith(f.path.slice(0, -1)) : f.path === path),
    );
    if (!fault) return null;
    fault.times -= 1;
    if (fault.times <= 0) this.armed = this.armed.filter((f) => f !== fault);
    return { ...fault };
  }

  list(): Fault[] {
    return this.armed.map((f) => ({ ...f }));
  }

  clear(): void {
    this.armed = [];
  }
}
