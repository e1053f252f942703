import { randomUUID } from 'node:crypto';
import { authenticateTpp, type TppAuth } from '../auth/request-auth';
import { acceptanceErrors, exactTotal, validateBulkBody } from '../bulk-rules';
import { header, type BankContext } from '../http/context';
import { json, notFound, parseJsonObject, type Reply } from '../http/reply';
import type { Route } from '../http/router';
import { PERMISSION_PAYMENTS, type Bulk, type Psu } from '../model';

export const MAX_IDEMPOTENCY_KEY = 255;
const BULK_PATH = '/api/v2/payment-initiation/bulk/';

const statusUrl = (ctx: BankContext, id: string) => `${ctx.urls.bulk}${BULK_PATH}${id}/status/`;

function forbidden(psu: Psu, creating: boolean): Reply | null {
  if (!psu.permissions.includes(PERMISSION_PAYMENTS))
    return json(403, { detail: "The customer's permissions do not include payment initiation." });
  if (creating && !psu.verified)
    return json(403, { detail: 'The customer is not verified and cannot initiate bulk payments yet.' });
  return null;
}

/** Key order and whitespace do not make a different bulk; values do. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

async function createBulk(ctx: BankContext): Promise<Reply> {
  const auth: TppAuth = await authenticateTpp(ctx, true);
  if (!auth.ok) return auth.reply;
  const psu = auth.psu!;
  const denied = forbidden(psu, true);
  if (denied) return denied;
  const key = header(ctx, 'idempotency-key');
  if (!key)
    return json(400, {
      non_field_errors: [
        'The Idempotency-Key header is missing; send a unique key per bulk (and the same key when retrying it).',
      ],
    });
  if (key.length > MAX_IDEMPOTENCY_KEY)
    return json(400, {
      non_field_errors: [
        `The Idempotency-Key header has ${key.length} characters; at most ${MAX_IDEMPOTENCY_KEY} are allowed.`,
      ],
    });
  const body = parseJsonObject(ctx.raw);
  if ('reply' in body) return body.reply;

  const { engine } = ctx;
  const scope = `${auth.app.id}|${psu.id}|${key}`;
  const fingerprint = canonical(body.value);
  if (engine.inProgress.has(scope)) {
    return json(409, {
      error: 'request_in_progress',
      error_description: 'A bulk with this Idempotency-Key is still being accepted; retry shortly with the same key.',
    });
  }
  const earlier = engine.world.bulks.find(
    (b) => b.app_id === auth.app.id && b.psu_id === psu.id && b.idempotency_key === key,
  );
  if (earlier) {
    if (earlier.request_fingerprint !== fingerprint) {
      return json(400, {
        non_field_errors: ['This Idempotency-Key was already used for a different bulk; use a new key for a new bulk.'],
      });
    }
    return json(202, { bulk_id: earlier.bulk_id, status_url: statusUrl(ctx, earlier.bulk_id) });
  }

  const accounts = engine.world.accounts.filter((a) => a.psu_id === psu.id);
  const checked = validateBulkBody(body.value, accounts, engine.settings.characters);
  if (!checked.ok) return json(400, checked.errors);
  const refused = acceptanceErrors(checked.account, checked.payments);
  if (refused) return json(400, refused);

  engine.inProgress.set(scope, { application_id: auth.app.id, psu_id: psu.id, idempotency_key: key });
  try {
    await ctx.hold();
    const bulk: Bulk = {
      bulk_id: randomUUID(),
      app_id: auth.app.id,
      psu_id: psu.id,
      account_uuid: checked.account.uuid,
      idempotency_key: key,
      request_fingerprint: fingerprint,
      payments: checked.payments,
      total_amount: exactTotal(checked.payments),
      status: 'pending_approval',
      created_ms: engine.clock.now(),
      processing_due_ms: null,
      approval_requests: 1,
      results: [],
    };
    engine.world.bulks.push(bulk);
    return json(202, { bulk_id: bulk.bulk_id, status_url: statusUrl(ctx, bulk.bulk_id) });
  } finally {
    engine.inProgress.delete(scope);
  }
}

export function bulkStatusView(bulk: Bulk, status_url: string) {
  const processed = bulk.status === 'approved' || bulk.status === 'rejected';
  const payments =
    bulk.status === 'approved'
      ? bulk.payments.map((p, i) => {
          const r = bulk.results[i]!;
          const c = p.counterparty;
          return {
            uuid: r.uuid,
            amount: p.amount,
            currency: p.currency,
            method: p.method,
            booking_date: r.booking_date,
            due_date: null,
            execution_at: r.execution_at,
            state: r.state,
            direction: 'out',
            is_credit: false,
            structured_reference: p.structured_reference,
            unstructured_reference: p.unstructured_reference,
            end_to_end_id: p.end_to_end_id,
            counterparty: {
              name: c.name ?? '',
              bic: c.bic ?? '',
              account_identifier: c.account_identifier ?? '',
              account_identifier_type: c.account_identifier_type ?? 'iban',
              street: c.street ?? '',
              building: c.building ?? '',
              city: c.city ?? '',
              postcode: c.postcode ?? '',
              region: c.region ?? '',
              additional_info: c.additional_info ?? '',
              country: c.country ?? '',
            },
          };
        })
      : [];
  const notSent =
    bulk.status === 'rejected' ? bulk.payments.length : bulk.results.filter((r) => r.state !== 'paid').length;
  return {
    bulk_id: bulk.bulk_id,
    status_url,
    status: bulk.status,
    processed,
    total_count: bulk.payments.length,
    total_amount: bulk.total_amount,
    not_sent_count: processed ? notSent : null,
    payments,
  };
}

async function bulkStatus(ctx: BankContext, params: Record<string, string>): Promise<Reply> {
  const auth = await authenticateTpp(ctx, true);
  if (!auth.ok) return auth.reply;
  const denied = forbidden(auth.psu!, false);
  if (denied) return denied;
  const bulk = ctx.engine.world.bulks.find(
    (b) => b.bulk_id === params.bulk_id && b.app_id === auth.app.id && b.psu_id === auth.psu!.id,
  );
  if (!bulk) return notFound('No bulk with this id exists for your application and this customer.');
  return json(200, bulkStatusView(bulk, statusUrl(ctx, bulk.bulk_id)));
}

export const bulkRoutes: Route<BankContext>[] = [
  { method: 'POST', path: BULK_PATH, handle: createBulk },
  { method: 'GET', path: `${BULK_PATH}:bulk_id/status/`, handle: bulkStatus },
];
