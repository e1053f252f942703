import { decodeJwt } from 'jose';
import { silentLogger, type Logger } from '../../platform/log';
import { registerSecret } from '../../platform/security/redact';
import { BulkSubmitter, DEFAULT_BULK_RETRY, type RetryPolicy } from './bulk-submission';
import type { BankGateway, BankIdentity, SubmissionOutcome, SubmitOptions } from '../../ports/bank-gateway';
import { ANSWER_CAPS } from './answer-caps';
import { bankErr, bankOk, type BankResult } from './errors';
import { accountEndpoints, consentEndpoints, singlePaymentEndpoints } from './account-endpoints';
import { bankCalls, requestTargetOf, toleratedRowsLogger } from './bank-calls';
import type { SubmissionJournal, SubmissionRecord } from '../../ports/submission-journal';
import { onboardingEndpoints } from './onboarding-endpoints';
import { BankRequester, type Credentials } from './request';
import * as s from '../../domain/bank-schemas';
import type { SigningKey } from './signer';
import { Transport, type TransportTimeouts } from './transport';

export interface BankClientConfig {
  /** `{base_url}`: onboarding, consent, renewal, screen-scraping. */
  baseUrl: string;
  /** `{bulk_base_url}`: `/api/v2/` bulk paths. */
  bulkBaseUrl: string;
  /** The approved application's tpp_client_id (also the signature keyId). Not needed for onboarding. */
  clientId?: string;
  clientSecret?: string;
  /** The QSEAL-registered RSA key (≥ 2048 bits), or a callback that signs with it so the key never leaves the key service. */
  signingKey?: SigningKey;
  /** Test-only: accept the 1024-bit draft-cavage-10 vector key. */
  testOnlyAllowWeakKey?: boolean;
  /** The PSU bearer JWT from the consent exchange; asked for on every data/payment request. Default: the one set with `setPsuToken`. */
  getPsuToken?: () => string | undefined | Promise<string | undefined>;
  /** The submission journal; required for `createBulk` (submissions are journalled before sending). */
  journal?: SubmissionJournal;
  logger?: Logger;
  timeouts?: Partial<TransportTimeouts>;
  bulkRetry?: Partial<RetryPolicy>;
}

export { requestTargetOf } from './bank-calls';

const seg = encodeURIComponent;

/**
 * The bank client. Throws at creation only for a misconfiguration (`insecure_bank_address` for
 * plain http to a non-loopback host, `weak_signing_key`); every call resolves to a BankResult.
 */
export function createBankClient(config: BankClientConfig): BankClient {
  let psuToken: string | undefined;
  let clientId = config.clientId;
  const getPsuToken = config.getPsuToken ?? (() => psuToken);
  const transport = new Transport(config.timeouts);
  const logger = config.logger ?? silentLogger;
  const requester = new BankRequester({
    baseUrl: config.baseUrl,
    bulkBaseUrl: config.bulkBaseUrl,
    credentials: {
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      signingKey: config.signingKey,
      testOnlyAllowWeakKey: config.testOnlyAllowWeakKey,
    },
    transport,
    logger,
    getPsuToken,
  });
  const calls = bankCalls(requester);
  return {
    setPsuToken(token: string | undefined): void {
      registerSecret(token);
      psuToken = token;
    },
    /** After onboarding approval or a certificate renewal. */
    setCredentials(credentials: Pick<Credentials, 'clientId' | 'clientSecret' | 'signingKey'>): void {
      clientId = credentials.clientId;
      requester.setCredentials(credentials);
    },
    /**
     * Who this client acts as at the bank: the TPP (its client id) and the customer (the `sub` of
     * the PSU token; decoded, not verified: the bank checks it). A team run's Idempotency-Keys
     * belong to exactly this pair.
     */
    identity: async (): Promise<BankResult<BankIdentity>> =>
      bankOk({ tpp: clientId ?? null, customer: customerOf(await getPsuToken()) }),
    ...onboardingEndpoints(requester),
    ...consentEndpoints(calls),
    ...accountEndpoints(requester, calls, toleratedRowsLogger(logger)),
    ...singlePaymentEndpoints(requester, calls),
    ...bulkEndpoints(requester, logger, config.journal, config.bulkRetry),
    close: () => transport.close(),
  };
}

/** The bank gateway (ports/bank-gateway.ts), plus what only the composition root does: set new credentials. */
export interface BankClient extends BankGateway {
  /** After onboarding approval or a certificate renewal. */
  setCredentials(credentials: Pick<Credentials, 'clientId' | 'clientSecret' | 'signingKey'>): void;
}

/** The customer a PSU token names (its `sub`), or null for none or a bearer token that is not a JWT. */
function customerOf(token: string | undefined): string | null {
  try {
    return token ? (decodeJwt(token).sub ?? null) : null;
  } catch {
    return null;
  }
}

/** Bulk payments: journalled before sending, sent and resent under one Idempotency-Key, followed. */
function bulkEndpoints(
  requester: BankRequester,
  logger: Logger,
  journal: SubmissionJournal | undefined,
  bulkRetry: Partial<RetryPolicy> | undefined,
) {
  const submitter = journal
    ? new BulkSubmitter(requester, journal, { ...DEFAULT_BULK_RETRY, ...bulkRetry })
    : undefined;
  const noJournal = () =>
    bankErr(
      'bank_not_configured',
      'Bulk sending needs the app database (submission journal); the bank client was created without one.',
    );
  return {
    /** Journals the bulk durably, then sends it with retries under one Idempotency-Key. */
    createBulk(request: s.BulkRequest, options: SubmitOptions = {}): Promise<BankResult<SubmissionOutcome>> {
      return submitter ? submitter.submit(request, options) : Promise.resolve(noJournal());
    },
    /** Journals a bulk (key and exact bytes) without sending it; `createBulk` with its key sends it. */
    journalBulk(
      request: s.BulkRequest,
      options: { reference?: string; idempotencyKey?: string } = {},
    ): BankResult<SubmissionRecord> {
      return submitter ? submitter.prepare(request, options) : noJournal();
    },
    /** Sends one journalled bulk again with its stored key and bytes (never a new bulk). */
    resendBulk(submissionId: string): Promise<BankResult<SubmissionOutcome>> {
      return submitter ? submitter.resend(submissionId) : Promise.resolve(noJournal());
    },
    /** On start: resend every interrupted or unconfirmed bulk with its stored key and bytes. */
    /** `onRetry`: each unconfirmed try of a record, so the caller can say so (see SubmitOptions). */
    resumeSubmissions(
      onRetry?: Parameters<BulkSubmitter['resumeOpen']>[0],
    ): Promise<{ record: SubmissionRecord; result: BankResult<SubmissionOutcome> }[]> {
      return submitter ? submitter.resumeOpen(onRetry) : Promise.resolve([]);
    },
    /** The journal, for reading submission records (state, bulk id, errors). */
    journal,
    /**
     * The bulk's status record. `statusUrl` (the creation answer's status_url) is followed as the
     * bank gave it when it is on the bulk host; otherwise, or without it, the documented path is used.
     */
    getBulkStatus: (bulkId: string, statusUrl?: string) => {
      const cap = ANSWER_CAPS.bulkStatus;
      const given = statusUrl ? requestTargetOf(statusUrl, requester.bulk.origin) : undefined;
      if (statusUrl && !given) logger.warn('status_url is not on the bulk host; using the documented path', { bulkId });
      return requester.call(
        given
          ? { base: 'bulk', method: 'GET', path: given, rawTarget: true, auth: { kind: 'psu' }, maxAnswerBytes: cap }
          : {
              base: 'bulk',
              method: 'GET',
              path: `/api/v2/payment-initiation/bulk/${seg(bulkId)}/status/`,
              auth: { kind: 'psu' },
              maxAnswerBytes: cap,
            },
        'Checking the bulk',
        200,
        s.bulkStatusSchema,
      );
    },
  };
}
