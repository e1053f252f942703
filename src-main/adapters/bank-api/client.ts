import { decodeJwt } from 'jose';
import type { z } from 'zod';
import { silentLogger, type Logger } from '../../platform/log';
import { registerSecret } from '../../platform/security/redact';
import {
  BulkSubmitter,
  DEFAULT_BULK_RETRY,
  type RetryPolicy,
  type SubmissionOutcome,
  type SubmitOptions,
} from './bulk-submission';
import { ANSWER_CAPS } from './answer-caps';
import { bankErr, bankOk, type BankResult } from './errors';
import { jsonBody, jsonWithDecimalNumbers } from './json-body';
import type { SubmissionJournal, SubmissionRecord } from '../../ports/submission-journal';
import { onboardingEndpoints } from './onboarding-endpoints';
import { BankRequester, type Credentials } from './request';
import * as s from './schemas';
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

export type ConsentExchange =
  | { status: 'authorised'; token: s.LoginToken }
  /** `bankMessage`: the bank's 404 message, which may say the consent was declined or has expired. */
  | { status: 'pending'; bankMessage?: string };
export interface TransactionFilter {
  state?: 'paid' | 'scheduled';
  direction?: string;
  from_date?: string;
  to_date?: string;
}
/** Debt request with prices as decimal strings; they go on the wire as JSON numbers, digit for digit. */
export type DebtInput = Omit<s.DebtRequest, 'items'> & {
  items: { description: string; detailed_price: { net: string; gross: string } }[];
};

const seg = encodeURIComponent;

/** The TPP and the customer a bank client acts as (null when unknown). */
export interface BankIdentity {
  tpp: string | null;
  customer: string | null;
}

/**
 * The bank client. Throws at creation only for a misconfiguration (`insecure_bank_address` for
 * plain http to a non-loopback host, `weak_signing_key`); every call resolves to a BankResult.
 */
export function createBankClient(config: BankClientConfig) {
  let psuToken: string | undefined;
  let clientId = config.clientId;
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
    getPsuToken: config.getPsuToken ?? (() => psuToken),
  });
  const journal = config.journal;
  /** Logs each list row kept with unknown fields (names only, never values), and rows left out. */
  const logTolerated = <T>(
    list: string,
    result: BankResult<T>,
    rowsOf: (value: T) => (s.Tolerated[] & { droppedRows?: number }) | undefined,
  ): BankResult<T> => {
    if (!result.ok) return result;
    const rows = rowsOf(result.value) ?? [];
    rows.forEach((row, index) => {
      if (row.unknown_fields?.length)
        logger.warn('bank list row kept with unknown fields', { list, index, fields: row.unknown_fields });
    });
    if (rows.droppedRows) logger.warn('bank list rows left out: not objects', { list, count: rows.droppedRows });
    return result;
  };
  const submitter = journal
    ? new BulkSubmitter(requester, journal, { ...DEFAULT_BULK_RETRY, ...config.bulkRetry })
    : undefined;
  const noJournal = () =>
    bankErr(
      'bank_not_configured',
      'Bulk sending needs the app database (submission journal); the bank client was created without one.',
    );

  const get = <T>(
    base: 'base' | 'bulk',
    path: string,
    what: string,
    schema: z.ZodType<T>,
    maxAnswerBytes: number,
    auth: 'psu' | 'signed' = 'psu',
  ) => requester.call({ base, method: 'GET', path, auth: { kind: auth }, maxAnswerBytes }, what, 200, schema);
  const postJson = <T>(
    path: string,
    body: unknown,
    what: string,
    expected: number,
    schema: z.ZodType<T>,
    auth: 'psu' | 'signed',
    maxAnswerBytes: number,
  ) =>
    requester.call(
      { base: 'base', method: 'POST', path, body: jsonBody(body), auth: { kind: auth }, maxAnswerBytes },
      what,
      expected,
      schema,
    );

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
    async identity(): Promise<BankResult<BankIdentity>> {
      const token = await (config.getPsuToken ?? (() => psuToken))();
      let customer: string | null = null;
      try {
        customer = token ? (decodeJwt(token).sub ?? null) : null;
      } catch {
        // Not a JWT (a bearer token given as is): the customer is unknown.
      }
      return { ok: true, value: { tpp: clientId ?? null, customer } };
    },

    ...onboardingEndpoints(requester),

    // Consent (signed, no PSU token)
    initiateConsent(psu: { email: string; password: string }) {
      registerSecret(psu.password);
      return postJson(
        '/v1/consent/initiate/usernamepassword/',
        psu,
        'Starting the bank consent',
        201,
        s.consentTokenSchema,
        'signed',
        ANSWER_CAPS.consent,
      );
    },
    /** 404 means the PSU has not authorised (yet, or declined): `{ status: 'pending' }`, not an error. */
    async exchangeConsent(tokenUuid: string): Promise<BankResult<ConsentExchange>> {
      const result = await get(
        'base',
        `/v1/consent/token/${seg(tokenUuid)}/exchange/`,
        'Collecting the bank consent',
        s.loginTokenSchema,
        ANSWER_CAPS.consent,
        'signed',
      );
      if (result.ok) {
        registerSecret(result.value.id_token);
        return bankOk({ status: 'authorised', token: result.value });
      }
      if (result.error.details.status !== 404) return result;
      const bankMessage = result.error.details.general?.[0]?.params.message;
      return bankOk(bankMessage ? { status: 'pending', bankMessage } : { status: 'pending' });
    },

    // Account information (signed + PSU token)
    listAccounts: async (): Promise<BankResult<s.Account[]>> =>
      logTolerated(
        'accounts',
        await get(
          'base',
          '/screen-scraping/v1/accounts/',
          'Reading the accounts',
          s.accountListSchema,
          ANSWER_CAPS.accounts,
        ),
        (list) => list,
      ),
    getAccount: (poolHandle: string) =>
      get(
        'base',
        `/screen-scraping/v1/accounts/${seg(poolHandle)}/`,
        'Reading the account',
        s.accountSchema,
        ANSWER_CAPS.record,
      ),
    listTransactions(poolHandle: string, filter: TransactionFilter = {}) {
      const query = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => !!e[1])).toString();
      return get(
        'base',
        `/screen-scraping/v1/accounts/${seg(poolHandle)}/transactions/${query ? `?${query}` : ''}`,
        'Reading the transactions',
        s.transactionPageSchema,
        ANSWER_CAPS.transactionPage,
      ).then((r) => logTolerated('transactions', r, (page) => page.results));
    },
    /** Follows a page's `next` (or `previous`) link exactly as the bank gave it; refuses links to another host. */
    followTransactionsLink(link: string): Promise<BankResult<s.TransactionPage>> {
      const target = requestTargetOf(link, requester.base.origin);
      if (!target)
        return Promise.resolve(
          bankErr(
            'bank_bad_response',
            `The bank's next-page link points elsewhere (${new URL(link, requester.base.origin).host}); it was not followed.`,
          ),
        );
      return requester
        .call(
          {
            base: 'base',
            method: 'GET',
            path: target,
            rawTarget: true,
            auth: { kind: 'psu' },
            maxAnswerBytes: ANSWER_CAPS.transactionPage,
          },
          'Reading the transactions',
          200,
          s.transactionPageSchema,
        )
        .then((r) => logTolerated('transactions', r, (page) => page.results));
    },
    getTransaction: (poolHandle: string, transactionId: string) =>
      get(
        'base',
        `/screen-scraping/v1/accounts/${seg(poolHandle)}/transactions/${seg(transactionId)}/`,
        'Reading the transaction',
        s.transactionSchema,
        ANSWER_CAPS.record,
      ),

    // Single payment
    createDebt(accountIdentifier: string, input: DebtInput) {
      const body = jsonWithDecimalNumbers(input, (key) => key === 'net' || key === 'gross');
      return requester.call(
        {
          base: 'base',
          method: 'POST',
          path: `/screen-scraping/v1/${seg(accountIdentifier)}/debt/`,
          body,
          auth: { kind: 'psu' },
          maxAnswerBytes: ANSWER_CAPS.debt,
        },
        'Creating the payment',
        201,
        s.debtSchema,
      );
    },
    confirmDebt: (debtUuid: string) =>
      postJson(
        '/screen-scraping/v1/debt/confirm/',
        { debt_uuid: debtUuid },
        'Confirming the payment',
        201,
        s.debtConfirmationSchema,
        'psu',
        ANSWER_CAPS.debt,
      ),
    getDebt: (accountIdentifier: string, debtUuid: string) =>
      get(
        'base',
        `/screen-scraping/v1/${seg(accountIdentifier)}/debt/${seg(debtUuid)}/`,
        'Reading the payment',
        s.debtSchema,
        ANSWER_CAPS.debt,
      ),

    // Bulk
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

    close: () => transport.close(),
  };
}

export type BankClient = ReturnType<typeof createBankClient>;

/** The raw request target of an absolute or root-relative link on `origin`, without re-encoding; undefined for another origin. */
export function requestTargetOf(link: string, origin: string): string | undefined {
  if (link.startsWith('/')) return link;
  let parsed: URL;
  try {
    parsed = new URL(link);
  } catch {
    return undefined;
  }
  if (parsed.origin !== origin) return undefined;
  const afterScheme = link.slice(link.indexOf('//') + 2);
  const slash = afterScheme.indexOf('/');
  return slash === -1 ? '/' : afterScheme.slice(slash);
}
