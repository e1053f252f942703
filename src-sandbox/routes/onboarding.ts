import { randomUUID } from 'node:crypto';
import { authenticateOnboarding, checkHost } from '../auth/request-auth';
import { checkCertificate, MAX_CERTIFICATE_BYTES } from '../certificates';
import type { BankContext } from '../http/context';
import { parseMultipart, type MultipartForm } from '../http/multipart';
import { fieldError, json, notFound, parseJsonObject, type Reply } from '../http/reply';
import type { Route } from '../http/router';
import type { Application } from '../model';
import { hashPassword, passwordMatches } from '../passwords';

export const ONBOARDING_TOKEN_SECONDS = 300;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const applicationView = (a: Application) => ({
  id: a.id,
  organisation_name: a.organisation_name,
  organisation_url: a.organisation_url,
  is_approved: a.is_approved,
  tpp_client_id: a.tpp_client_id,
  tpp_client_secret: a.tpp_client_secret,
});

function signup(ctx: BankContext): Reply {
  const wrongHost = checkHost(ctx);
  if (wrongHost) return wrongHost;
  const body = parseJsonObject(ctx.raw);
  if ('reply' in body) return body.reply;
  const { email, first_name, last_name, password } = body.value;
  const errors: Record<string, string[]> = {};
  if (typeof email !== 'string' || !EMAIL.test(email)) errors.email = ['Enter a valid email address.'];
  if (typeof first_name !== 'string' || !first_name.trim()) errors.first_name = ['This field is required.'];
  if (typeof last_name !== 'string' || !last_name.trim()) errors.last_name = ['This field is required.'];
  if (typeof password !== 'string' || password.length < 8)
    errors.password = ['Use a password of at least 8 characters.'];
  if (Object.keys(errors).length) return json(400, errors);
  const users = ctx.engine.world.users;
  if (users.some((u) => u.email === (email as string).toLowerCase()))
    return fieldError('email', 'A user with this email already exists; log in instead.');
  const user = {
    id: randomUUID(),
    email: (email as string).toLowerCase(),
    first_name: (first_name as string).trim(),
    last_name: (last_name as string).trim(),
    password_hash: hashPassword(password as string),
  };
  users.push(user);
  return json(201, { id: user.id, email: user.email, first_name: user.first_name, last_name: user.last_name });
}

async function login(ctx: BankContext): Promise<Reply> {
  const wrongHost = checkHost(ctx);
  if (wrongHost) return wrongHost;
  const body = parseJsonObject(ctx.raw);
  if ('reply' in body) return body.reply;
  const { email, password } = body.value;
  if (typeof email !== 'string' || typeof password !== 'string')
    return json(400, { non_field_errors: ['Send email and password as strings.'] });
  const user = ctx.engine.world.users.find((u) => u.email === email.toLowerCase());
  if (!user || !passwordMatches(password, user.password_hash))
    return json(400, { non_field_errors: ['Unable to log in with the provided email and password.'] });
  const id_token = await ctx.engine.tokens.issue('onboarding', user.id, ONBOARDING_TOKEN_SECONDS);
  return json(200, { token_type: 'Bearer', id_token, expires_in: ONBOARDING_TOKEN_SECONDS });
}

async function readForm(ctx: BankContext): Promise<MultipartForm | Reply> {
  try {
    return await parseMultipart(ctx.req.headers, ctx.raw, MAX_CERTIFICATE_BYTES);
  } catch (e) {
    return json(400, { non_field_errors: [`Send multipart/form-data: ${(e as Error).message}.`] });
  }
}

async function createApplication(ctx: BankContext): Promise<Reply> {
  const auth = await authenticateOnboarding(ctx);
  if (!auth.ok) return auth.reply;
  const form = await readForm(ctx);
  if ('status' in form) return form;
  const { organisation_name, organisation_url } = form.fields;
  const errors: Record<string, string[]> = {};
  if (!organisation_name?.trim()) errors.organisation_name = ['This field is required.'];
  if (!organisation_url || !URL.canParse(organisation_url) || !/^https?:/.test(organisation_url))
    errors.organisation_url = ['Enter a valid URL, e.g. https://example.com.'];
  const cert = checkCertificate(
    form.files.client_certificate,
    'client_certificate',
    ctx.engine.world,
    ctx.engine.clock.now(),
  );
  if ('problem' in cert) errors.client_certificate = [cert.problem];
  if (Object.keys(errors).length || 'problem' in cert) return json(400, errors);
  const app: Application = {
    id: randomUUID(),
    owner_id: auth.user.id,
    organisation_name: organisation_name!.trim(),
    organisation_url: organisation_url!,
    is_approved: false,
    tpp_client_id: null,
    tpp_client_secret: null,
    certificate_pem: cert.pem,
  };
  ctx.engine.world.applications.push(app);
  return json(201, applicationView(app));
}

async function listApplications(ctx: BankContext): Promise<Reply> {
  const auth = await authenticateOnboarding(ctx);
  if (!auth.ok) return auth.reply;
  return json(200, ctx.engine.world.applications.filter((a) => a.owner_id === auth.user.id).map(applicationView));
}

async function getApplication(ctx: BankContext, params: Record<string, string>): Promise<Reply> {
  const auth = await authenticateOnboarding(ctx);
  if (!auth.ok) return auth.reply;
  const app = ctx.engine.world.applications.find((a) => a.id === params.id && a.owner_id === auth.user.id);
  return app ? json(200, applicationView(app)) : notFound('No application with this id belongs to you.');
}

async function renewCertificate(ctx: BankContext): Promise<Reply> {
  const auth = await authenticateOnboarding(ctx);
  if (!auth.ok) return auth.reply;
  const form = await readForm(ctx);
  if ('status' in form) return form;
  const id = form.fields.application_id;
  const app = ctx.engine.world.applications.find((a) => a.id === id && a.owner_id === auth.user.id);
  if (!app)
    return fieldError(
      'application_id',
      `No application ${JSON.stringify(id ?? null)} belongs to you; send the id of one of your applications.`,
    );
  const cert = checkCertificate(
    form.files.new_certificate,
    'new_certificate',
    ctx.engine.world,
    ctx.engine.clock.now(),
    app.id,
  );
  if ('problem' in cert) return fieldError('new_certificate', cert.problem);
  app.certificate_pem = cert.pem;
  return json(200, { application_id: app.id, new_certificate: cert.pem });
}

export const onboardingRoutes: Route<BankContext>[] = [
  { method: 'POST', path: '/v1/onboarding/signup/', handle: signup },
  { method: 'POST', path: '/v1/onboarding/login/', handle: login },
  { method: 'POST', path: '/v1/onboarding/applications/', handle: createApplication },
  { method: 'GET', path: '/v1/onboarding/applications/', handle: listApplications },
  { method: 'GET', path: '/v1/onboarding/applications/:id/', handle: getApplication },
  { method: 'POST', path: '/v1/renew-certificate/', handle: renewCertificate },
];
