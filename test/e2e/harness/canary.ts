import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { E2eApp } from './app';
import type { RecordedPayload } from './server';

// The secrets canary: known test secrets go in through the journeys, then every place they
// must never land (data folder, database, logs, every IPC payload) is searched for them in
// every form they could take: raw, hex, base64/base64url at any alignment, JSON- and
// URL-escaped, UTF-16, and, for the private key, the DER-encoded private components.

export interface CanarySecrets {
  /** PKCS#8 PEM of a fresh RSA-2048 key. */
  privateKeyPem: string;
  clientSecret: string;
  psuPassword: string;
  /** The TPP's onboarding password, where a journey onboards. */
  onboardingPassword?: string;
  /** Request signatures (base64) the bank client sent, from the wiretap. */
  signatures?: string[];
  jwt: string;
}

export interface Needle {
  secret: keyof CanarySecrets;
  form: string;
  bytes: Buffer;
}

export interface Hit {
  secret: keyof CanarySecrets;
  form: string;
  where: string;
}

const b64url = (b: Buffer) => b.toString('base64url');

/** Distinctive secrets: long enough that a match is never a coincidence. Journeys override those the bank hands out. */
export function makeCanarySecrets(overrides: Partial<CanarySecrets> = {}): CanarySecrets {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const tag = Date.now().toString(36);
  const header = b64url(Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT' })));
  const payload = b64url(Buffer.from(JSON.stringify({ sub: `canary-psu-${tag}`, exp: 4102444800 })));
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    clientSecret: `canary-client-secret-${tag}-Zq8v`,
    psuPassword: `Canary-PSU-pw-${tag}!x`,
    jwt: `${header}.${payload}.${b64url(Buffer.from(`canary-jwt-signature-${tag}-0123456789abcdef`))}`,
    ...overrides,
  };
}

/**
 * Base64 of `bytes` as it appears inside the base64 of any larger blob, for each of the three
 * byte alignments: only the characters determined by `bytes` alone.
 */
function base64Inside(bytes: Buffer, url: boolean): string[] {
  const out: string[] = [];
  for (let k = 0; k < 3; k++) {
    const encoded = Buffer.concat([Buffer.alloc(k), bytes]).toString(url ? 'base64url' : 'base64');
    const chunk = encoded.slice(4 * Math.ceil(k / 3), 4 * Math.floor((k + bytes.length) / 3));
    if (chunk.length >= 16) out.push(chunk);
  }
  return out;
}

function formsOf(secret: keyof CanarySecrets, value: Buffer, label = ''): Needle[] {
  const text = value.toString('utf8');
  const needles: Array<[string, Buffer]> = [
    ['raw', value],
    ['hex', Buffer.from(value.toString('hex'))],
    ['HEX', Buffer.from(value.toString('hex').toUpperCase())],
    ['utf-16le', Buffer.from(text, 'utf16le')],
    ['json-escaped', Buffer.from(JSON.stringify(text).slice(1, -1))],
    ['url-encoded', Buffer.from(encodeURIComponent(text))],
    ...base64Inside(value, false).map((s, i): [string, Buffer] => [`base64@${i}`, Buffer.from(s)]),
    ...base64Inside(value, true).map((s, i): [string, Buffer] => [`base64url@${i}`, Buffer.from(s)]),
  ];
  const seen = new Set<string>();
  return needles
    .filter(([, bytes]) => bytes.length >= 12 && !seen.has(bytes.toString('hex')) && seen.add(bytes.toString('hex')))
    .map(([form, bytes]) => ({ secret, form: label + form, bytes }));
}

/** Every byte pattern whose presence means a secret leaked. */
export function canaryNeedles(secrets: CanarySecrets): Needle[] {
  // The key's secret parts (the DER INTEGERs d, p, q, dp, dq, qi); the public modulus may appear in certificates.
  const jwk = createPrivateKey(secrets.privateKeyPem).export({ format: 'jwk' }) as Record<string, string>;
  const keyParts = ['d', 'p', 'q', 'dp', 'dq', 'qi'].flatMap((part) =>
    formsOf('privateKeyPem', Buffer.from(jwk[part]!, 'base64url'), `DER ${part} `),
  );
  // The key file's text, as it would travel if anything read the file and sent it on (raw, JSON-escaped,
  // base64 of the file): its last full lines lie inside the secret parts, never in the public modulus.
  const pemLines = secrets.privateKeyPem
    .split(/\r?\n/)
    .filter((line) => line.length === 64)
    .slice(-2)
    .flatMap((line) => formsOf('privateKeyPem', Buffer.from(line), 'PEM line '));
  const [, , jwtSignature] = secrets.jwt.split('.');
  return [
    ...keyParts,
    ...pemLines,
    ...formsOf('clientSecret', Buffer.from(secrets.clientSecret)),
    ...formsOf('psuPassword', Buffer.from(secrets.psuPassword)),
    ...(secrets.onboardingPassword ? formsOf('onboardingPassword', Buffer.from(secrets.onboardingPassword)) : []),
    // A sample is enough: every signature comes from the same code path.
    ...(secrets.signatures ?? []).slice(-10).flatMap((sig) => formsOf('signatures', Buffer.from(sig, 'base64'))),
    ...formsOf('jwt', Buffer.from(secrets.jwt)),
    ...formsOf('jwt', Buffer.from(jwtSignature!), 'signature '),
  ];
}

/** Where a needle occurs in one blob; text is also searched with line breaks removed (PEM, wrapped base64). */
export function scanBytes(where: string, data: Buffer, needles: Needle[]): Hit[] {
  const unwrapped = Buffer.from(data.toString('latin1').replace(/[\r\n]+/g, ''), 'latin1');
  const found = new Map<string, Hit>(); // one hit per secret and place
  for (const n of needles) {
    if (data.includes(n.bytes) || unwrapped.includes(n.bytes))
      found.set(n.secret, { secret: n.secret, form: n.form, where });
  }
  return [...found.values()];
}

function readIfStillThere(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

/** Every file below `dir` (the data folder holds the database, its WAL, logs, exports). */
export function scanFolder(dir: string, needles: Needle[]): Hit[] {
  // Regular files only: a live browser profile also holds symlinks, sockets and files that come and go.
  const walk = (path: string): string[] => {
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (stat?.isDirectory()) return readdirSync(path).flatMap((name) => walk(join(path, name)));
    return stat?.isFile() ? [path] : [];
  };
  return walk(dir).flatMap((file) => {
    const data = readIfStillThere(file);
    return data ? scanBytes(relative(dir, file), data, needles) : [];
  });
}

/**
 * A password the user types may travel in a request to the channel that consumes it. The private
 * key never may: main opens the key files itself, so it crosses the bridge in no direction.
 */
export type TypedSecrets = Partial<Record<Exclude<keyof CanarySecrets, 'privateKeyPem'>, string[]>>;

/**
 * Every payload that crossed the bridge. A secret the user types may travel in a request to the
 * one channel that consumes it (`inbound`); in any response, any push event, or a request to
 * another channel it is a leak.
 */
export function scanPayloads(payloads: RecordedPayload[], needles: Needle[], inbound: TypedSecrets = {}): Hit[] {
  return payloads.flatMap((p, i) =>
    p.wire.flatMap((wire, part) => {
      const direction = p.kind === 'event' ? 'event' : part === 0 ? 'request' : 'response';
      const hits = scanBytes(`IPC #${i} ${p.channel} ${direction}`, Buffer.from(wire), needles);
      const allowed = (h: Hit) => h.secret !== 'privateKeyPem' && inbound[h.secret]?.includes(p.channel);
      return direction === 'request' ? hits.filter((h) => !allowed(h)) : hits;
    }),
  );
}

/** A failure message that names the secret and the place, never the secret itself. */
export function describeHits(hits: Hit[]): string {
  return hits.map((h) => `${h.secret} (${h.form}) found in ${h.where}`).join('\n');
}

/**
 * Everything a journey left behind: every file of its data folder (database, WAL, logs, exports),
 * the browser's profile (what the renderer stored: local storage, IndexedDB, caches) and every
 * IPC payload.
 */
export function leaksIn(
  app: Pick<E2eApp, 'dataDir' | 'payloads' | 'browserProfileDir'>,
  secrets: CanarySecrets,
  inbound: TypedSecrets = {},
): Hit[] {
  const needles = canaryNeedles(secrets);
  return [
    ...scanFolder(app.dataDir, needles).map((h) => ({ ...h, where: `data folder: ${h.where}` })),
    ...scanFolder(app.browserProfileDir, needles).map((h) => ({ ...h, where: `browser profile: ${h.where}` })),
    ...scanPayloads(app.payloads, needles, inbound),
  ];
}
