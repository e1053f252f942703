/** Faults armed through the control API for the next matching bank requests. */
export type FaultKind = 'status' | 'delay' | 'drop-after-commit' | 'hold' | 'trickle' | 'oversize' | 'malformed';

/** How a `malformed` fault spoils the real answer. */
export type MalformedMode = 'not-json' | 'truncated' | 'null-field' | 'drop-field' | 'set-field';
const MALFORMED_MODES: MalformedMode[] = ['not-json', 'truncated', 'null-field', 'drop-field', 'set-field'];
const KINDS: FaultKind[] = ['status', 'delay', 'drop-after-commit', 'hold', 'trickle', 'oversize', 'malformed'];
/** Largest `oversize` answer: big enough to hurt a client that reads whole bodies, streamed so the sandbox holds none of it. */
export const MAX_OVERSIZE_BYTES = 2 * 1024 ** 3;

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
  /** For `delay` and `hold`: milliseconds; for `trickle`: milliseconds between bytes (default 1000). */
  ms?: number;
  /** For `oversize`: body bytes to stream (default 50 MiB). */
  bytes?: number;
  /** For `oversize`: announce the size in Content-Length (default: chunked, no length). */
  declare_length?: boolean;
  /** For `malformed`: how the real answer is spoiled. */
  mode?: MalformedMode;
  /** For `malformed` `null-field`/`drop-field`/`set-field`: the field spoiled in the first record of the answer. */
  field?: string;
  /** For `malformed` `set-field`: the JSON value the field gets (e.g. a bulk status going backwards). */
  value?: unknown;
  /** How many matching requests it applies to (default 1). */
  times: number;
}

export function parseFault(input: Record<string, unknown>): Fault | string {
  const { path, method, kind, status, ms, times, retry_after, bytes, declare_length, mode, field } = input;
  if (typeof path !== 'string' || !path.startsWith('/'))
    return 'path must be a request path starting with "/" (a trailing "*" matches a prefix)';
  if (method !== undefined && (typeof method !== 'string' || !/^[A-Z]+$/.test(method)))
    return 'method must be an upper-case HTTP method such as "POST"';
  if (!KINDS.includes(kind as FaultKind)) return `kind must be one of ${KINDS.join(', ')}`;
  if (kind === 'status' && (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599))
    return 'a status fault needs "status" between 200 and 599';
  if ((kind === 'delay' || kind === 'hold') && (typeof ms !== 'number' || ms < 0 || ms > 120_000))
    return `a ${kind} fault needs "ms" between 0 and 120000`;
  if (kind === 'trickle' && ms !== undefined && (typeof ms !== 'number' || ms < 1 || ms > 60_000))
    return 'a trickle fault takes "ms" between 1 and 60000 (the wait between bytes)';
  if (
    kind === 'oversize' &&
    bytes !== undefined &&
    (typeof bytes !== 'number' || !Number.isInteger(bytes) || bytes < 1 || bytes > MAX_OVERSIZE_BYTES)
  )
    return `an oversize fault takes "bytes" between 1 and ${MAX_OVERSIZE_BYTES}`;
  if (declare_length !== undefined && typeof declare_length !== 'boolean')
    return 'declare_length must be true or false';
  if (kind === 'malformed' && !MALFORMED_MODES.includes(mode as MalformedMode))
    return `a malformed fault needs "mode", one of ${MALFORMED_MODES.join(', ')}`;
  if ((mode === 'null-field' || mode === 'drop-field' || mode === 'set-field') && (typeof field !== 'string' || !field))
    return `mode ${mode} needs "field", the name of the field to spoil`;
  if (times !== undefined && (typeof times !== 'number' || !Number.isInteger(times) || times < 1))
    return 'times must be a positive integer';
  if (retry_after !== undefined && (typeof retry_after !== 'number' || retry_after < 0))
    return 'retry_after must be a number of seconds';
  const fault: Fault = { path, kind: kind as FaultKind, times: (times as number | undefined) ?? 1 };
  if (method) fault.method = method as string;
  if (typeof status === 'number') fault.status = status;
  if (typeof ms === 'number') fault.ms = ms;
  if (typeof retry_after === 'number') fault.retry_after = retry_after;
  if (typeof bytes === 'number') fault.bytes = bytes;
  if (typeof declare_length === 'boolean') fault.declare_length = declare_length;
  if (kind === 'malformed') fault.mode = mode as MalformedMode;
  if (typeof field === 'string') fault.field = field;
  if (mode === 'set-field') fault.value = input.value ?? null;
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
