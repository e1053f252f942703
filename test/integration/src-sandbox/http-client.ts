/** Raw HTTP over loopback (node:http, so tests can send any Host header and exact body bytes). */
import { request } from 'node:http';
import { controlClient, createTestCertificate, type Sandbox } from '../../../src-sandbox/index';
import { digestOf, httpDate, rsaSha256, signatureHeader, signingText } from '../harness/test-signer';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- conformance tests read any bank body shape, including malformed ones
  body: any;
}

function parseOrUndefined(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

export function rawRequest(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: Buffer | string,
): Promise<RawResponse> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        path: `${u.pathname}${u.search}`,
        method,
        headers,
        setHost: !('host' in headers),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body: parseOrUndefined(text) });
        });
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

export interface Credentials {
  clientId: string;
  clientSecret: string;
  keyPem: string;
  applicationId: string;
  certPem: string;
}

export interface SignedOptions {
  /** Bearer token of the PSU (omit for consent initiation). */
  token?: string | null;
  /** Header overrides after signing (value undefined removes the header). */
  after?: Record<string, string | undefined>;
  /** Header overrides before signing (they are then signed). */
  before?: Record<string, string | undefined>;
  /** Names to sign instead of the method's required set. */
  sign?: string[];
  idempotencyKey?: string;
  /** Exact body bytes (default: JSON.stringify of the body argument). */
  raw?: string;
}

/** Sends a request signed the way the bank requires; options bend one rule at a time. */
export function signedRequest(
  creds: Credentials,
  method: string,
  url: string,
  body?: unknown,
  opts: SignedOptions = {},
): Promise<RawResponse> {
  const u = new URL(url);
  const target = `${u.pathname}${u.search}`;
  const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  const bytes = opts.raw ?? (hasBody ? JSON.stringify(body ?? {}) : undefined);
  let headers: Record<string, string> = {
    host: u.host,
    date: httpDate(),
    'x-service-client-id': creds.clientId,
    'x-service-client-secret': creds.clientSecret,
  };
  if (bytes !== undefined) Object.assign(headers, { 'content-type': 'application/json', digest: digestOf(bytes) });
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.idempotencyKey !== undefined) headers['idempotency-key'] = opts.idempotencyKey;
  headers = applyOverrides(headers, opts.before);
  const sign =
    opts.sign ??
    (hasBody ? ['(request-target)', 'host', 'date', 'content-type', 'digest'] : ['(request-target)', 'host', 'date']);
  const signature = rsaSha256(creds.keyPem, signingText({ method, target, headers, sign }));
  headers.signature = signatureHeader(creds.clientId, sign, signature);
  headers = applyOverrides(headers, opts.after);
  if (bytes !== undefined) headers['content-length'] = String(Buffer.byteLength(bytes));
  return rawRequest(url, method, headers, bytes);
}

function applyOverrides(headers: Record<string, string>, overrides: Record<string, string | undefined> | undefined) {
  const out = { ...headers };
  for (const [k, v] of Object.entries(overrides ?? {})) {
    if (v === undefined) delete out[k];
    else out[k] = v;
  }
  return out;
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  return rawRequest(
    url,
    'POST',
    { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), ...headers },
    text,
  );
}

export function multipart(fields: Record<string, string>, files: Record<string, string | Buffer>) {
  const boundary = `----sandbox${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const [name, value] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.pem"\r\nContent-Type: application/x-pem-file\r\n\r\n`,
      ),
    );
    parts.push(Buffer.from(value));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(parts);
  return {
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) },
  };
}

let counter = 0;

/** Signs up, logs in, registers a fresh certificate and approves the application. */
/** Credentials of an approved application plus its owner's onboarding token. */
export type OnboardedTpp = Credentials & { token: string };

export async function onboardTpp(sandbox: Sandbox): Promise<OnboardedTpp> {
  const email = `tpp${Date.now()}-${counter++}@example.com`;
  await postJson(`${sandbox.base_url}/v1/onboarding/signup/`, {
    email,
    first_name: 'Test',
    last_name: 'Tpp',
    password: 'correct horse',
  });
  const login = await postJson(`${sandbox.base_url}/v1/onboarding/login/`, { email, password: 'correct horse' });
  const token = login.body.id_token as string;
  const cert = createTestCertificate();
  const form = multipart(
    { organisation_name: 'Test TPP', organisation_url: 'https://tpp.example' },
    { client_certificate: cert.certPem },
  );
  const created = await rawRequest(
    `${sandbox.base_url}/v1/onboarding/applications/`,
    'POST',
    { ...form.headers, authorization: `Bearer ${token}` },
    form.body,
  );
  if (created.status !== 201) throw new Error(`application not created: ${created.text}`);
  const approved = await controlClient(sandbox.control_url).approveApplication(created.body.id);
  return {
    clientId: approved.tpp_client_id,
    clientSecret: approved.tpp_client_secret,
    keyPem: cert.keyPem,
    certPem: cert.certPem,
    applicationId: created.body.id,
    token,
  };
}

/** Runs the consent flow for a PSU and returns the PSU bearer token. */
export async function consentToken(
  sandbox: Sandbox,
  creds: Credentials,
  email: string,
  password: string,
): Promise<string> {
  const init = await signedRequest(creds, 'POST', `${sandbox.base_url}/v1/consent/initiate/usernamepassword/`, {
    email,
    password,
  });
  if (init.status !== 201) throw new Error(`consent not initiated: ${init.text}`);
  await controlClient(sandbox.control_url).approveConsent(init.body.id);
  const exchange = await signedRequest(creds, 'GET', `${sandbox.base_url}/v1/consent/token/${init.body.id}/exchange/`);
  if (exchange.status !== 200) throw new Error(`consent not exchanged: ${exchange.text}`);
  return exchange.body.id_token as string;
}
