import Big from 'big.js';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Server } from 'node:http';
import type { Engine } from './engine';
import { parseFault, type Faults } from './faults';
import { json, parseJsonObject, readBody, send, type Reply } from './http/reply';
import { Router, type Route } from './http/router';
import type { Application } from './model';
import { applicationView } from './routes/onboarding';
import { addPsu, type NewAccount, type NewPsu } from './seed';

// Not `import … from 'node:http'`: Node builds that ES module's exports by reading every
// property of http, whose lazy getters load Node's own undici (40–300 ms at every start).
const { createServer } = process.getBuiltinModule('node:http');

interface ControlContext {
  engine: Engine;
  faults: Faults;
  body: Record<string, unknown>;
}

const conflict = (what: string) => json(409, { detail: what });
const missing = (what: string) => json(404, { detail: `${what} not found.` });

function createPsu({ engine, body }: ControlContext): Reply {
  const { email, password, accounts } = body;
  if (typeof email !== 'string' || !email.includes('@')) return json(400, { detail: 'email is required' });
  if (typeof password !== 'string' || !password) return json(400, { detail: 'password is required' });
  if (engine.world.psus.some((p) => p.email === email.toLowerCase()))
    return conflict(`A PSU with email ${email} already exists.`);
  if (accounts !== undefined && !Array.isArray(accounts))
    return json(400, { detail: 'accounts must be a list of {currency, balance, iban?, name?}' });
  for (const a of (accounts ?? []) as NewAccount[]) {
    if (
      typeof a.currency !== 'string' ||
      !/^[A-Z]{3}$/.test(a.currency) ||
      typeof a.balance !== 'string' ||
      !/^-?\d+(\.\d+)?$/.test(a.balance)
    ) {
      return json(400, { detail: 'each account needs currency (e.g. "EUR") and balance as a decimal string' });
    }
    if (a.code !== undefined && (typeof a.code !== 'string' || !a.code.trim()))
      return json(400, { detail: 'an account code, when given, must be a non-empty string (e.g. "ACC-0001")' });
  }
  const { psu, accounts: created } = addPsu(engine.world, engine.clock, body as unknown as NewPsu);
  return json(
    201,
    psuView(
      engine,
      psu.id,
      created.map((a) => a.uuid),
    ),
  );
}

function psuView(engine: Engine, psuId: string, only?: string[]) {
  const psu = engine.world.psus.find((p) => p.id === psuId)!;
  const accounts = engine.world.accounts.filter((a) => a.psu_id === psuId && (!only || only.includes(a.uuid)));
  return {
    id: psu.id,
    email: psu.email,
    verified: psu.verified,
    permissions: psu.permissions,
    sca_capable: psu.sca_capable,
    accounts: accounts.map((a) => ({
      uuid: a.uuid,
      handle: a.handle,
      iban: a.iban,
      currency: a.currency,
      balance: a.balance,
      name: a.name,
      code: a.code ?? a.uuid,
    })),
  };
}

export function approveApplication(app: Application): void {
  app.is_approved = true;
  app.tpp_client_id ??= `tpp-${randomBytes(8).toString('hex')}`;
  app.tpp_client_secret ??= randomBytes(24).toString('base64url');
}

const routes: Route<ControlContext>[] = [
  { method: 'POST', path: '/psus', handle: createPsu },
  {
    method: 'GET',
    path: '/psus',
    handle: ({ engine }) =>
      json(
        200,
        engine.world.psus.map((p) => psuView(engine, p.id)),
      ),
  },
  {
    method: 'POST',
    path: '/applications/:id/approve',
    handle: ({ engine }, { id }) => {
      const app = engine.world.applications.find((a) => a.id === id);
      if (!app) return missing(`Application ${id}`);
      approveApplication(app);
      return json(200, applicationView(app));
    },
  },
  {
    method: 'GET',
    path: '/consents',
    handle: ({ engine }) =>
      json(
        200,
        engine.world.consents.map((c) => ({
          id: c.id,
          state: c.state,
          psu_id: c.psu_id,
          application_id: c.app_id,
          expiration_time: new Date(c.expires_ms).toISOString(),
        })),
      ),
  },
  { method: 'POST', path: '/consents/:id/approve', handle: (ctx, p) => answerConsent(ctx, p.id!, 'approved') },
  { method: 'POST', path: '/consents/:id/decline', handle: (ctx, p) => answerConsent(ctx, p.id!, 'declined') },
  {
    method: 'GET',
    path: '/bulks',
    handle: ({ engine }) =>
      json(
        200,
        engine.world.bulks.map((b) => ({
          bulk_id: b.bulk_id,
          idempotency_key: b.idempotency_key,
          application_id: b.app_id,
          tpp_client_id: engine.world.applications.find((a) => a.id === b.app_id)?.tpp_client_id ?? null,
          psu_id: b.psu_id,
          payment_account: b.account_uuid,
          status: b.status,
          total_count: b.payments.length,
          total_amount: b.total_amount,
          approval_requests: b.approval_requests,
        })),
      ),
  },
  { method: 'POST', path: '/bulks/:id/approve', handle: (ctx, p) => answerBulk(ctx, p.id!, true) },
  { method: 'POST', path: '/bulks/:id/decline', handle: (ctx, p) => answerBulk(ctx, p.id!, false) },
  {
    method: 'POST',
    path: '/debts/:id/approve',
    handle: ({ engine }, { id }) => {
      const debt = engine.world.debts.find((d) => d.uuid === id);
      if (!debt) return missing(`Debt ${id}`);
      if (debt.confirmed_ms === null)
        return conflict('The debt has not been confirmed yet (POST /screen-scraping/v1/debt/confirm/).');
      if (debt.status !== 'unverified') return conflict(`The debt is already ${debt.status}.`);
      engine.settleDebt(debt);
      return json(200, { uuid: debt.uuid, status: debt.status });
    },
  },
  {
    method: 'GET',
    path: '/clock',
    handle: ({ engine }) => json(200, { now: engine.clock.iso(), offset_seconds: engine.clock.offset / 1000 }),
  },
  {
    method: 'POST',
    path: '/clock/advance',
    handle: ({ engine, body }) => {
      if (typeof body.seconds !== 'number' || body.seconds < 0)
        return json(400, { detail: 'seconds must be a non-negative number' });
      engine.advanceClock(body.seconds);
      return json(200, { now: engine.clock.iso(), offset_seconds: engine.clock.offset / 1000 });
    },
  },
  {
    method: 'POST',
    path: '/faults',
    handle: ({ faults, body }) => {
      const fault = parseFault(body);
      if (typeof fault === 'string') return json(400, { detail: fault });
      faults.arm(fault);
      return json(201, fault);
    },
  },
  { method: 'GET', path: '/faults', handle: ({ faults }) => json(200, faults.list()) },
  {
    method: 'POST',
    path: '/faults/release-holds',
    handle: ({ faults }) => json(200, { released: faults.releaseHolds() }),
  },
  {
    // Bulk creations under way (e.g. waiting out a hold): a retry with one of these keys meets 409.
    method: 'GET',
    path: '/idempotency/in-progress',
    handle: ({ engine }) => json(200, [...engine.inProgress.values()]),
  },
  { method: 'DELETE', path: '/faults', handle: ({ faults }) => (faults.clear(), json(200, { cleared: true })) },
  {
    // Money arrives on an account (a customer's own transfer), e.g. to try a payroll in the demo.
    method: 'POST',
    path: '/accounts/:iban/deposit',
    handle: ({ engine, body }, { iban }) => {
      const account = engine.world.accounts.find((a) => a.iban === iban!.replace(/\s/g, '').toUpperCase());
      if (!account) return missing(`Account ${iban}`);
      const { amount } = body;
      if (typeof amount !== 'string' || !/^\d{1,12}(\.\d+)?$/.test(amount) || !new Big(amount).gt(0))
        return json(400, { detail: 'amount must be a positive decimal string, e.g. "10000.00"' });
      engine.deposit(account, amount);
      return json(200, { iban: account.iban, balance: account.balance });
    },
  },
  {
    method: 'POST',
    path: '/reset',
    handle: ({ engine, faults }) => (faults.clear(), engine.reset(), json(200, { reset: true })),
  },
];

function answerConsent({ engine }: ControlContext, id: string, answer: 'approved' | 'declined'): Reply {
  const consent = engine.world.consents.find((c) => c.id === id);
  if (!consent) return missing(`Consent ${id}`);
  if (consent.state !== 'open') return conflict(`The consent is already ${consent.state}.`);
  if (consent.expires_ms <= engine.clock.now()) return conflict('The consent has expired.');
  consent.state = answer;
  return json(200, { id, state: answer });
}

function answerBulk({ engine }: ControlContext, id: string, approve: boolean): Reply {
  const bulk = engine.world.bulks.find((b) => b.bulk_id === id);
  if (!bulk) return missing(`Bulk ${id}`);
  if (bulk.status !== 'pending_approval') return conflict(`The bulk is ${bulk.status}, not pending_approval.`);
  if (approve) engine.approveBulk(bulk);
  else bulk.status = 'rejected';
  engine.tick();
  return json(200, { bulk_id: id, status: bulk.status });
}

const router = new Router(routes);

/** A new key for one start of the control API: the first segment of every path it answers. */
export function newControlKey(): string {
  return randomBytes(24).toString('hex');
}

/** The path after the control key (`/<key>/bulks` → `/bulks`), or null when the path does not start with it. */
export function pathAfterKey(pathname: string, key: string): string | null {
  const [, first = '', ...rest] = pathname.split('/');
  const given = Buffer.from(first);
  const expected = Buffer.from(key);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return `/${rest.join('/')}`.replace(/\/$/, '') || '/';
}

const NO_KEY = json(403, {
  detail: 'The control API answers only at its address with its key (control_url, as the sandbox printed it).',
});

/**
 * The control API: its own port, never on the bank's addresses, and only under its key (the first
 * path segment of control_url): any web page can send requests to 127.0.0.1, and any local process
 * can connect, but approving a bulk or arming a fault takes the address the sandbox handed out.
 */
export function createControlServer(engine: Engine, faults: Faults, key: string): Server {
  return createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://control');
      const path = pathAfterKey(url.pathname, key);
      if (path === null) return send(res, NO_KEY);
      const raw = await readBody(req);
      const match = router.match(req.method ?? 'GET', path);
      if (match.kind === 'reply') return send(res, match.reply);
      let body: Record<string, unknown> = {};
      if (raw.length > 0) {
        const parsed = parseJsonObject(raw);
        if ('reply' in parsed) return send(res, parsed.reply);
        body = parsed.value;
      }
      engine.tick();
      const reply = await match.route.handle({ engine, faults, body }, match.params);
      engine.persist();
      send(res, reply);
    })().catch((e: unknown) => {
      console.error(`sandbox control: ${req.method} ${req.url} failed: ${(e as Error).message}`);
      if (!res.headersSent) send(res, json(500, { detail: (e as Error).message }));
    });
  });
}
