import { subscribe, unsubscribe } from 'node:diagnostics_channel';

// Reads, in-process, the headers the core's bank client puts on the wire (undici publishes every
// request it creates), so the secrets canary also knows the values it cannot choose: the request
// signatures, and the session JWT and client secret as actually sent.

export interface Wiretap {
  /** Distinct values seen per lower-case header name. */
  values(header: string): string[];
  /** The base64 `signature="…"` parameter of each Signature header seen. */
  signatures(): string[];
  stop(): void;
}

const CHANNEL = 'undici:request:create';

export function tapBankRequests(): Wiretap {
  const seen = new Map<string, Set<string>>();
  const onCreate = (message: unknown) => {
    const headers = (message as { request?: { headers?: unknown } }).request?.headers;
    if (!Array.isArray(headers)) return;
    for (let i = 0; i + 1 < headers.length; i += 2) {
      const name = String(headers[i]).toLowerCase();
      const set = seen.get(name) ?? new Set<string>();
      seen.set(name, set);
      set.add(String(headers[i + 1]));
    }
  };
  subscribe(CHANNEL, onCreate);
  const values = (header: string) => [...(seen.get(header.toLowerCase()) ?? [])];
  return {
    values,
    signatures: () => values('signature').flatMap((v) => /signature="([^"]+)"/.exec(v)?.[1] ?? []),
    stop: () => unsubscribe(CHANNEL, onCreate),
  };
}
