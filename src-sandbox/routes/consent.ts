import { randomInt, randomUUID } from 'node:crypto';
import { authenticateTpp } from '../auth/request-auth';
import type { BankContext } from '../http/context';
import { json, notFound, parseJsonObject, type Reply } from '../http/reply';
import type { Route } from '../http/router';
import { passwordMatches } from '../passwords';

/** How long the customer has to approve a consent (sandbox clock). */
export const CONSENT_WINDOW_SECONDS = 600;
/** PSU JWT lifetime: short on purpose so expiry paths get exercised (spec-notes). */
export const PSU_TOKEN_SECONDS = 900;

async function initiate(ctx: BankContext): Promise<Reply> {
  const auth = await authenticateTpp(ctx, false);
  if (!auth.ok) return auth.reply;
  const body = parseJsonObject(ctx.raw);
  if ('reply' in body) return body.reply;
  const { email, password } = body.value;
  if (typeof email !== 'string' || typeof password !== 'string')
    return json(400, { non_field_errors: ["Send the customer's email and password as strings."] });
  const psu = ctx.engine.world.psus.find((p) => p.email === email.toLowerCase());
  if (!psu || !passwordMatches(password, psu.password_hash))
    return json(400, { non_field_errors: ["The customer's email or password is wrong."] });
  if (!psu.sca_capable)
    return json(400, {
      non_field_errors: ['This customer cannot use strong customer authentication (no SCA device registered).'],
    });
  const now = ctx.engine.clock.now();
  const consent = {
    id: randomUUID(),
    short_code: String(randomInt(100000, 1000000)),
    app_id: auth.app.id,
    psu_id: psu.id,
    state: 'open' as const,
    created_ms: now,
    expires_ms: now + CONSENT_WINDOW_SECONDS * 1000,
  };
  ctx.engine.world.consents.push(consent);
  return json(201, {
    id: consent.id,
    short_code: consent.short_code,
    state: 'open',
    creation_time: new Date(consent.created_ms).toISOString(),
    expiration_time: new Date(consent.expires_ms).toISOString(),
  });
}

async function exchange(ctx: BankContext, params: Record<string, string>): Promise<Reply> {
  // Authorization is neither required nor checked here (spec-notes): the client sends none.
  const auth = await authenticateTpp(ctx, false);
  if (!auth.ok) return auth.reply;
  const consent = ctx.engine.world.consents.find((c) => c.id === params.token_uuid && c.app_id === auth.app.id);
  if (!consent) return notFound('No consent with this token_uuid exists for your application.');
  if (consent.state === 'declined') return notFound('The customer declined this consent; start a new one.');
  if (consent.expires_ms <= ctx.engine.clock.now())
    return notFound(`The consent expired at ${new Date(consent.expires_ms).toISOString()}; start a new one.`);
  if (consent.state === 'open') return notFound('The customer has not approved this consent yet; try again shortly.');
  const id_token = await ctx.engine.tokens.issue('psu', consent.psu_id, PSU_TOKEN_SECONDS, {
    app: auth.app.id,
    consent: consent.id,
  });
  return json(200, { token_type: 'Bearer', id_token, expires_in: PSU_TOKEN_SECONDS });
}

export const consentRoutes: Route<BankContext>[] = [
  { method: 'POST', path: '/v1/consent/initiate/usernamepassword/', handle: initiate },
  { method: 'GET', path: '/v1/consent/token/:token_uuid/exchange/', handle: exchange },
];
