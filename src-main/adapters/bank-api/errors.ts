import { bankFieldErrorText, bankMessage, type BankFieldError } from '../../../src-shared/bank/field-errors';
import type { BankError, BankErrorDetails, PaymentFieldError } from '../../domain/bank-result';
import { redactText } from '../../platform/security/redact';
import { formatBytes } from './answer-caps';
import { AnswerTooLargeError, DeadlineError } from './transport';

export {
  bankOk,
  type BankError,
  type BankErrorDetails,
  type BankResult,
  type PaymentFieldError,
} from '../../domain/bank-result';

export const bankErr = (
  code: string,
  message: string,
  details: BankErrorDetails = {},
): { ok: false; error: BankError } => ({
  ok: false,
  error: { code, message: redactText(message), details },
});

const STATUS_CODES: Record<number, [code: string, message: string]> = {
  400: ['bank_invalid_request', 'The bank rejected the request as invalid.'],
  401: [
    'bank_auth_failed',
    'The bank did not accept our credentials or signature. Check the application approval, the client id and secret, the signing key and the bank consent, then try again.',
  ],
  403: [
    'bank_forbidden',
    'The bank refused: this customer is not allowed to initiate payments or is not verified. The account holder must contact the bank.',
  ],
  404: ['bank_not_found', 'The bank does not know this item.'],
  405: ['bank_method_not_allowed', 'The bank does not support this request (method not allowed).'],
  409: ['bank_busy', 'The bank is still processing the same request. We will ask again shortly.'],
  429: ['bank_rate_limited', 'The bank asked us to slow down. We will try again shortly.'],
  500: ['bank_server_error', 'The bank had a problem on its side. Try again later.'],
  503: ['bank_unavailable', 'The bank payment service is unavailable right now. Try again later.'],
};

/** Parse Retry-After (seconds or an HTTP date) into milliseconds from `now`. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Flattens `{field: [msg], nested: {field: [msg]}}` into dotted field paths. */
function flattenFieldMessages(value: unknown, prefix: string | null, out: PaymentFieldError[]): void {
  if (typeof value === 'string') out.push(bankMessage(prefix, redactText(value)));
  else if (Array.isArray(value)) for (const item of value) flattenFieldMessages(item, prefix, out);
  else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      const field = key === 'non_field_errors' ? prefix : prefix ? `${prefix}.${key}` : key;
      flattenFieldMessages(item, field, out);
    }
  } else if (value !== null && value !== undefined) out.push(bankMessage(prefix, redactText(String(value))));
}

/**
 * Normalises the bank's three bulk error body shapes (bank-api.md, "Bulk error body shapes"):
 * 1. `payments` a list, one entry per payment (empty object when valid), entries map fields to messages;
 * 2. `payments` an object keyed by payment index, each value a message or an object naming the field;
 * 3. whole-bulk messages as a list under `payments` or `non_field_errors`.
 * Other top-level keys (e.g. `payment_account`) become general messages on that field.
 */
export function normaliseBulkErrors(body: unknown): Pick<BankErrorDetails, 'general' | 'payments'> {
  const general: PaymentFieldError[] = [];
  const payments: Record<number, PaymentFieldError[]> = {};
  const add = (index: number, errors: PaymentFieldError[]) => {
    if (errors.length) (payments[index] ??= []).push(...errors);
  };
  if (!isRecord(body)) {
    if (Array.isArray(body) || typeof body === 'string') flattenFieldMessages(body, null, general);
    return { general };
  }
  for (const [key, value] of Object.entries(body)) {
    if (key === 'payments' && Array.isArray(value)) {
      value.forEach((entry, index) => {
        if (typeof entry === 'string') general.push(bankMessage('payments', redactText(entry)));
        else {
          const errors: PaymentFieldError[] = [];
          flattenFieldMessages(entry, null, errors);
          add(index, errors);
        }
      });
    } else if (key === 'payments' && isRecord(value)) {
      for (const [indexKey, entry] of Object.entries(value)) {
        const errors: PaymentFieldError[] = [];
        flattenFieldMessages(entry, null, errors);
        if (/^\d+$/.test(indexKey)) add(Number(indexKey), errors);
        else general.push(...errors.map((e) => ({ ...e, field: e.field ?? indexKey })));
      }
    } else if (key === 'non_field_errors' || key === 'detail') {
      flattenFieldMessages(value, null, general);
    } else if (key !== 'error' && key !== 'error_description') {
      flattenFieldMessages(value, key, general);
    }
  }
  return { general, payments };
}

/**
 * The bank's messages in an error body, structured: `error_description`, `detail`, `message` or
 * `error` as one message about the whole request; else every field's messages on their field
 * (DRF style, `{"iban": ["…"]}`); else a short plain-text body.
 */
function bankMessagesOf(body: unknown, text: string): BankFieldError[] {
  if (isRecord(body)) {
    for (const key of ['error_description', 'detail', 'message', 'error']) {
      const value = body[key];
      if (typeof value === 'string' && value) return [bankMessage(null, redactText(value))];
    }
    const entries: BankFieldError[] = [];
    flattenFieldMessages(body, null, entries);
    return entries;
  }
  const trimmed = text.trim();
  return trimmed && trimmed.length <= 500 && !trimmed.startsWith('<') ? [bankMessage(null, redactText(trimmed))] : [];
}

export interface ErrorResponse {
  status: number;
  text: string;
  retryAfter?: string;
}

/** A typed error from an HTTP error response. `what` names the action for the message, e.g. "Creating the bulk". */
export function errorFromResponse(response: ErrorResponse, what: string, options: { bulk?: boolean } = {}): BankError {
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    body = undefined;
  }
  const [code, base] = STATUS_CODES[response.status] ?? [
    response.status >= 500 ? 'bank_server_error' : 'bank_error',
    `The bank answered with HTTP ${response.status}.`,
  ];
  const details: BankErrorDetails = { status: response.status };
  const retryAfterMs = parseRetryAfter(response.retryAfter);
  if (retryAfterMs !== undefined) details.retryAfterMs = retryAfterMs;
  if (isRecord(body) && typeof body.error === 'string') details.bankCode = body.error;
  let message = `${what} failed. ${base}`;
  if (options.bulk && response.status === 400) {
    Object.assign(details, normaliseBulkErrors(body));
    const rows = Object.keys(details.payments ?? {}).length;
    const general = (details.general ?? []).map(bankFieldErrorText);
    message =
      `${what} failed: the bank rejected the bulk.` +
      (general.length ? ` ${general.join(' ')}` : '') +
      (rows
        ? ` ${rows} payment${rows === 1 ? ' has' : 's have'} errors; see the message on each row, fix them and send again.`
        : '');
  } else {
    const said = bankMessagesOf(body, response.text);
    if (said.length) {
      details.general = said;
      message += ` The bank said: ${said.map(bankFieldErrorText).join('; ')}`;
    }
  }
  return { code, message: redactText(message), details };
}

/** A typed error for a request that got no HTTP response (refused, reset, timed out). */
const TLS_CODES = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ALTNAME|ERR_TLS|ERR_SSL/i;

export function errorFromNetwork(cause: unknown, what: string, host: string): BankError {
  if (cause instanceof AnswerTooLargeError) {
    return {
      code: 'bank_answer_too_large',
      message: `${what} failed: the bank at ${host} sent an answer larger than ${formatBytes(cause.capBytes)}, the most Bulkpay accepts for this request, so Bulkpay stopped reading it. This is a fault at the bank; try again later, and if it keeps happening, tell the bank's support.`,
      details: { status: cause.status },
    };
  }
  if (cause instanceof DeadlineError) {
    return {
      code: 'bank_timeout',
      message: `${what} failed: the bank at ${host} did not send a complete answer within ${cause.deadlineMs / 1000} s. Check the internet connection and try again.`,
      details: {},
    };
  }
  const code = (cause as { code?: string })?.code ?? '';
  if (TLS_CODES.test(code)) {
    return {
      code: 'bank_tls_untrusted',
      message: `${what} failed: the secure connection to ${host} could not be verified (${code}). Bulkpay never talks to a bank it cannot verify; check the bank address, and ask IT whether a proxy is intercepting the connection.`,
      details: {},
    };
  }
  const timeout = /TIMEOUT/i.test(code);
  return {
    code: timeout ? 'bank_timeout' : 'bank_unreachable',
    message: timeout
      ? `${what} failed: the bank at ${host} did not answer in time. Check the internet connection and try again.`
      : `${what} failed: could not reach the bank at ${host} (${code || 'connection error'}). Check the internet connection and try again.`,
    details: {},
  };
}
