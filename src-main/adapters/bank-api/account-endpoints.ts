import { registerSecret } from '../../platform/security/redact';
import { ANSWER_CAPS } from './answer-caps';
import { requestTargetOf, type BankCalls, type LogTolerated } from './bank-calls';
import { bankErr, bankOk, type BankResult } from './errors';
import { jsonWithDecimalNumbers } from './json-body';
import type { BankRequester } from './request';
import * as s from '../../domain/bank-schemas';
import type { ConsentExchange, DebtInput, TransactionFilter } from '../../ports/bank-gateway';

const seg = encodeURIComponent;

/** The PSU's consent: signed, no PSU token. */
export function consentEndpoints({ get, postJson }: BankCalls) {
  return {
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
  };
}

/** Account information: signed, with the PSU token. */
export function accountEndpoints(requester: BankRequester, { get }: BankCalls, logTolerated: LogTolerated) {
  return {
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
    followTransactionsLink: (link: string) => followTransactionsLink(requester, logTolerated, link),
    getTransaction: (poolHandle: string, transactionId: string) =>
      get(
        'base',
        `/screen-scraping/v1/accounts/${seg(poolHandle)}/transactions/${seg(transactionId)}/`,
        'Reading the transaction',
        s.transactionSchema,
        ANSWER_CAPS.record,
      ),
  };
}

function followTransactionsLink(
  requester: BankRequester,
  logTolerated: LogTolerated,
  link: string,
): Promise<BankResult<s.TransactionPage>> {
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
}

/** A single payment (the bank's "debt"): created, confirmed, read. */
export function singlePaymentEndpoints(requester: BankRequester, { get, postJson }: BankCalls) {
  return {
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
  };
}
