import { bankErr, bankOk, errorFromNetwork, errorFromResponse, type BankError, type BankResult } from './errors';
import type { SubmissionJournal, SubmissionRecord } from '../../ports/submission-journal';
import type { SubmissionOutcome, SubmitOptions } from '../../ports/bank-gateway';
import { MissingSetupError, type BankRequester } from './request';
import { bulkAcceptedSchema, type BulkRequest } from '../../domain/bank-schemas';
import { jsonBody } from './json-body';
import { WeakKeyError } from './signer';
import { BULK_CREATION_POLICY, isTransient, retryDelayMs, type RetryPolicy } from '../../domain/retry';
import { ANSWER_CAPS } from './answer-caps';

export type { RetryPolicy };
/** Bulk creation's policy (retry.ts), kept under its old name for the client's `bulkRetry` option. */
export const DEFAULT_BULK_RETRY: RetryPolicy = BULK_CREATION_POLICY;

const BULK_PATH = '/api/v2/payment-initiation/bulk/';
const WHAT = 'Sending the bulk to the bank';

/** Why the outcome is open, in words for the "not confirmed yet" message. */
const UNKNOWN_REASONS: Record<string, string> = {
  bank_unavailable: "the bank's payment service is unavailable right now",
  bank_server_error: 'the bank had a problem on its side',
  bank_busy: 'the bank is still processing it',
  bank_rate_limited: 'the bank asked us to slow down',
  bank_timeout: 'the bank did not answer in time',
  bank_unreachable: 'the bank could not be reached',
  bank_auth_failed:
    'the bank refused our credentials or the consent has expired; reconnect the bank account in Accounts',
  bank_forbidden: 'the bank refused this customer; the account holder must contact the bank',
  bank_not_configured: 'the bank connection is not set up; reconnect the bank account in Accounts',
  bank_bad_response: 'the bank answered in an unexpected form',
  bank_error: 'the bank gave an answer Bulkpay does not expect for a new bulk',
};

/**
 * Delivers journalled bulks: every attempt resends the record's exact bytes with its key
 * (re-signed: Date changes). Only a 4xx refusal ends it `rejected` (and 401/403/404 only while no
 * attempt may have reached the bank); any other unexpected answer is retried, and it ends
 * `unknown`, never failed, when the outcome cannot be known in the time budget. One delivery per
 * record at a time in this process.
 */
export class BulkSubmitter {
  readonly #inFlight = new Map<string, Promise<BankResult<SubmissionOutcome>>>();

  constructor(
    private readonly requester: BankRequester,
    private readonly journal: SubmissionJournal,
    private readonly policy: RetryPolicy,
  ) {}

  /**
   * Journals the bulk durably (fresh key, state `sending`), then delivers it. `onJournalled` gets
   * the record before the first byte is sent, so the caller can link exactly this record.
   */
  async submit(request: BulkRequest, options: SubmitOptions = {}): Promise<BankResult<SubmissionOutcome>> {
    const journalled = options.idempotencyKey && this.journal.findByKey(options.idempotencyKey);
    if (journalled) {
      options.onJournalled?.(journalled);
      return this.resend(journalled.id, options.onRetry);
    }
    const record = this.prepare(request, options);
    if (!record.ok) return record;
    options.onJournalled?.(record.value);
    return this.deliver(record.value, options.onRetry);
  }

  /**
   * Journals the bulk durably (key, exact bytes, state `sending`, no attempt yet) without sending
   * it, so a bulk waiting for its turn is never mistaken for one that never got past recording;
   * `submit` with the record's key sends it later. Another process resuming the record sends the
   * same key and bytes, which the bank de-duplicates.
   */
  prepare(
    request: BulkRequest,
    options: Pick<SubmitOptions, 'reference' | 'idempotencyKey'> = {},
  ): BankResult<SubmissionRecord> {
    const count = request.payments.length;
    if (count < 1 || count > 100) {
      return bankErr(
        'bulk_size',
        `A bulk must hold 1 to 100 payments; this one has ${count}. Split the file into bulks of at most 100 payments.`,
      );
    }
    return bankOk(
      this.journal.begin({
        bankOrigin: this.requester.bulk.origin,
        paymentAccount: request.payment_account,
        paymentCount: count,
        body: jsonBody(request).bytes,
        reference: options.reference,
        idempotencyKey: options.idempotencyKey,
      }),
    );
  }

  /**
   * Sends one journalled record again, with its own key and bytes (e.g. after the user approved a
   * new sign-in). A record refused with 401 is reopened: nothing took effect at the bank, and its
   * key was not used up. Never makes a new record.
   */
  async resend(submissionId: string, onRetry?: SubmitOptions['onRetry']): Promise<BankResult<SubmissionOutcome>> {
    this.journal.reopenAfterAuthFailure(submissionId);
    const record = this.journal.get(submissionId);
    if (!record) return bankErr('submission_not_found', 'The bulk to resend is not in the submission journal.');
    if (record.state === 'accepted')
      return bankOk({
        submissionId: record.id,
        idempotencyKey: record.idempotencyKey,
        ...this.#ids({ bulk_id: record.bulkId!, status_url: record.statusUrl! }),
        attempts: record.attempts,
      });
    if (record.state === 'rejected')
      return bankErr(
        record.lastErrorCode ?? 'bank_rejected',
        record.lastErrorMessage ?? 'The bank refused the bulk.',
        (record.errorDetails ?? {}) as BankError['details'],
      );
    return this.deliver(record, onRetry);
  }

  /**
   * Resumes every `sending`/`unknown` record for this bank with its stored key and bytes (run on
   * start). A record sent to another bank address cannot be resent from here (that needs its own
   * profile's credentials and customer): it stays `unknown`, its message says what to do, and it
   * comes back with a `submission_other_bank` error.
   */
  async resumeOpen(
    onRetry?: (record: SubmissionRecord, retry: Parameters<NonNullable<SubmitOptions['onRetry']>>[0]) => void,
  ): Promise<{ record: SubmissionRecord; result: BankResult<SubmissionOutcome> }[]> {
    const origin = this.requester.bulk.origin;
    return Promise.all(
      this.journal.listOpen().map(async (record) => ({
        record,
        result:
          record.bankOrigin === origin
            ? await this.deliver(record, onRetry && ((retry) => onRetry(record, retry)))
            : this.#keepForOtherBank(record),
      })),
    );
  }

  #keepForOtherBank(record: SubmissionRecord): BankResult<SubmissionOutcome> {
    const host = URL.canParse(record.bankOrigin) ? new URL(record.bankOrigin).host : record.bankOrigin;
    const result = bankErr(
      'submission_other_bank',
      `The bank at ${host} has not confirmed this bulk yet, and Bulkpay can ask it again only while the bank profile that sent it is the active one. Switch to that bank profile in Settings; Bulkpay then asks again with the same reference, so it can never be paid twice. Do not send these payments again as a new bulk.`,
    );
    this.journal.markUnknown(record.id, result.error);
    this.requester.logger.warn(
      'open bulk submission is for another bank address; kept unknown until its profile is active',
      {
        submission: record.id,
        bankOrigin: record.bankOrigin,
      },
    );
    return result;
  }

  deliver(record: SubmissionRecord, onRetry?: SubmitOptions['onRetry']): Promise<BankResult<SubmissionOutcome>> {
    let running = this.#inFlight.get(record.id);
    if (!running) {
      running = this.#deliver(record, onRetry).finally(() => this.#inFlight.delete(record.id));
      this.#inFlight.set(record.id, running);
    }
    return running;
  }

  async #deliver(record: SubmissionRecord, onRetry?: SubmitOptions['onRetry']): Promise<BankResult<SubmissionOutcome>> {
    const log = this.requester.logger.child({ submission: record.id });
    const deadline = Date.now() + (this.policy.totalBudgetMs ?? Infinity);
    // Any earlier attempt may have reached the bank; then a later refusal does not prove there is no bulk.
    let mayExist = record.attempts > 0;
    for (let attempt = 1; ; attempt++) {
      this.journal.startAttempt(record.id);
      let error: BankError;
      try {
        const response = await this.requester.send({
          base: 'bulk',
          method: 'POST',
          path: BULK_PATH,
          body: { bytes: record.body, contentType: 'application/json' },
          auth: { kind: 'psu' },
          headers: { 'idempotency-key': record.idempotencyKey },
          maxAnswerBytes: ANSWER_CAPS.bulkCreation,
        });
        if (response.status === 202) {
          const accepted = this.requester.interpret(response, WHAT, 202, bulkAcceptedSchema);
          if (accepted.ok) {
            this.journal.markAccepted(record.id, accepted.value.bulk_id, accepted.value.status_url);
            log.info('bulk accepted', { bulkId: accepted.value.bulk_id, attempt });
            const attempts = this.journal.get(record.id)?.attempts ?? attempt;
            return bankOk({
              submissionId: record.id,
              idempotencyKey: record.idempotencyKey,
              ...this.#ids(accepted.value),
              attempts,
            });
          }
          mayExist = true;
          error = accepted.error;
        } else {
          error = errorFromResponse(
            { status: response.status, text: response.text, retryAfter: response.headers['retry-after'] },
            WHAT,
            { bulk: true },
          );
          // Only a 4xx refusal is final: 400 always (the bank checked this key and body and made
          // nothing); other 4xx unless an earlier attempt may have made the bulk. Anything else
          // (2xx other than 202, 3xx, 5xx) may hide a bulk: ask again with the same key.
          const refused = response.status >= 400 && response.status < 500 && !isTransient(error);
          if (refused) return this.#final(record, error, mayExist && response.status !== 400);
          mayExist = true;
        }
      } catch (cause) {
        // Set-up problems (no consent, no credentials, a weak key) need a person, not a retry.
        if (cause instanceof MissingSetupError || cause instanceof WeakKeyError) {
          return this.#final(record, { code: cause.code, message: cause.message, details: {} }, mayExist);
        }
        error = errorFromNetwork(cause, WHAT, this.requester.bulk.host);
        // A TLS failure happens before any byte of the request is sent; it needs a person.
        if (error.code === 'bank_tls_untrusted') return this.#final(record, error, mayExist);
        mayExist = true;
      }
      // Not retry.ts's decideRetry: here every answer but a 4xx refusal leaves the outcome open, and
      // asking again with the same key and bytes is both safe and the only way to learn it.
      const wait = retryDelayMs(attempt, this.policy, error.details.retryAfterMs);
      log.warn('bulk attempt did not confirm; retrying with the same key', {
        attempt,
        code: error.code,
        waitMs: Math.round(wait),
      });
      if (Date.now() + wait > deadline) return this.#final(record, error, true);
      onRetry?.({ attempt, error, waitMs: wait });
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  #ids(accepted: { bulk_id: string; status_url: string }) {
    return { bulkId: accepted.bulk_id, statusUrl: accepted.status_url };
  }

  /** Ends the delivery: `unknown` when a bulk may exist at the bank (resumed later), else `rejected`. */
  #final(record: SubmissionRecord, error: BankError, unknown: boolean): BankResult<SubmissionOutcome> {
    if (unknown) {
      this.journal.markUnknown(record.id, error);
      const reason = UNKNOWN_REASONS[error.code] ?? 'the bank gave no clear answer';
      return bankErr(
        'submission_unknown',
        `The bank has not confirmed this bulk yet: ${reason}. It is saved, and Bulkpay asks the bank again with the same reference (also on the next start), so it can never be paid twice. Do not send these payments again as a new bulk.`,
        { ...error.details, lastAttempt: error.code },
      );
    }
    this.journal.markRejected(record.id, error);
    return { ok: false, error };
  }
}
