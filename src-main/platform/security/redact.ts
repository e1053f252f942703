/**
 * The one redaction function for every log line and every error that leaves the bank client.
 * Secrets: the client secret, private keys, PSU and TPP passwords, JWTs (onboarding and PSU),
 * Signature header values, bearer tokens. Three layers, because a secret can hide anywhere:
 * (1) object keys that name a secret, (2) text shapes that are secrets (PEM private keys, JWTs,
 * `Bearer …`, `signature="…"`, `password=…`), (3) exact values registered at runtime by whoever
 * holds them (a client secret is a random string with no recognisable shape).
 */

export const REDACTED = '[redacted]';

const registeredSecrets = new Set<string>();

/** Remember a secret value so it is scrubbed wherever it appears later. Ignores short values (false positives). */
export function registerSecret(value: string | null | undefined): void {
  if (value && value.length >= 6) registeredSecrets.add(value);
}

/** For tests: forget registered values. */
export function clearRegisteredSecrets(): void {
  registeredSecrets.clear();
}

const SECRET_KEY_PARTS = [
  'password',
  'passwd',
  'secret',
  'privatekey',
  'passphrase',
  'authorization',
  'signature',
  'jwt',
  'cookie',
  'credential',
];

/** True when an object key or header name names a secret (`client_secret`, `X-Service-Client-Secret`, `id_token`…). */
export function isSecretKey(key: string): boolean {
  const k = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  return SECRET_KEY_PARTS.some((part) => k.includes(part)) || k.endsWith('token');
}

const TEXT_PATTERNS: [RegExp, string][] = [
  [/-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]*?(-----END [A-Z0-9 ]*PRIVATE KEY-----|$)/g, `[redacted private key]`],
  [/eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, `[redacted jwt]`],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, `$1 ${REDACTED}`],
  [/\b(signature\s*=\s*")[^"]*"/gi, `$1${REDACTED}"`],
  [
    /((?:password|passwd|secret|passphrase|id_token|access_token|authorization|signature)"?\s*[:=]\s*"?)([^"\s,&;}]+)/gi,
    `$1${REDACTED}`,
  ],
];

export function redactText(text: string): string {
  let out = text;
  for (const secret of registeredSecrets) {
    if (out.includes(secret)) out = out.split(secret).join(REDACTED);
  }
  for (const [pattern, replacement] of TEXT_PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

/** A deep copy of `value` safe to log or return: secret-named keys masked, every string scrubbed. */
export function redact(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function' || typeof value === 'symbol' ? `[${typeof value}]` : value;
  }
  if (depth > 8) return '[too deep]';
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  if (value instanceof Uint8Array) return `[${value.length} bytes]`;
  if (typeof (value as { export?: unknown }).export === 'function' && 'asymmetricKeyType' in value) return '[key]';
  if (value instanceof Error) {
    const out: Record<string, unknown> = { name: value.name, message: redactText(value.message) };
    const code = (value as { code?: unknown }).code;
    if (code !== undefined) out.code = redact(code, depth + 1, seen);
    if (value.cause !== undefined) out.cause = redact(value.cause, depth + 1, seen);
    return out;
  }
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] =
      isSecretKey(key) && item !== null && item !== undefined && item !== '' ? REDACTED : redact(item, depth + 1, seen);
  }
  return out;
}
