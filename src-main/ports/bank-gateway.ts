// The bank gateway: the calls features make to the bank (shared/bank-api.md), implemented by the
// bank API client (adapters/bank-api/client.ts) and built in app/. Every call resolves to a
// BankResult; the answers' shapes are the bank's wire types (domain/bank-schemas.ts).
import type { BankError, BankResult } from '../domain/bank-result';
import type {
  Account,
  Application,
  BulkRequest,
  BulkStatus,
  ConsentToken,
  Debt,
  DebtRequest,
  LoginToken,
  Renewal,
  TppUser,
  Transaction,
  TransactionPage,
} from '../domain/bank-schemas';
import type { SubmissionJournal, SubmissionRecord } from './submission-journal';

/** The TPP and the customer a bank client acts as (null when unknown). */
export interface BankIdentity {
  tpp: string | null;
  customer: string | null;
}

export type ConsentExchange =
  | { status: 'authorised'; token: LoginToken }
  /** `bankMessage`: the bank's 404 message, which may say the consent was declined or has expired. */
  | { status: 'pending'; bankMessage?: string };

export interface TransactionFilter {
  state?: 'paid' | 'scheduled';
  direction?: string;
  from_date?: string;
  to_date?: string;
}

/** Debt request with prices as decimal strings; they go on the wire as JSON numbers, digit for digit. */
export type DebtInput = Omit<DebtRequest, 'items'> & {
  items: { description: string; detailed_price: { net: string; gross: string } }[];
};

/** One unconfirmed try of a bulk: what the bank said and how long until the next. */
export interface BulkRetry {
  attempt: number;
  error: BankError;
  waitMs: number;
}

export interface SubmitOptions {
  /** The caller's own reference (e.g. the history's bulk id), stored on the record. */
  reference?: string;
  /** Called with the durable record before the first byte is sent. */
  onJournalled?: (record: SubmissionRecord) => void;
  /**
   * A key decided before this call (a team run's, claimed in the team store). A record already
   * journalled under it is sent again with its own bytes, never journalled twice.
   */
  idempotencyKey?: string;
  /** Called before each wait to ask again (what the bank said, how long until the next try), so a caller can say so. */
  onRetry?: (retry: BulkRetry) => void;
}

export interface SubmissionOutcome {
  submissionId: string;
  idempotencyKey: string;
  bulkId: string;
  statusUrl: string;
  attempts: number;
}

/** Onboarding (the TPP's own account and application) and certificate renewal. */
export interface OnboardingGateway {
  signup(input: {
    email: string;
    first_name: string;
    last_name: string;
    password: string;
  }): Promise<BankResult<TppUser>>;
  login(input: { email: string; password: string }): Promise<BankResult<LoginToken>>;
  createApplication(
    onboardingToken: string,
    input: { clientCertificatePem: string; organisationName: string; organisationUrl: string },
  ): Promise<BankResult<Application>>;
  listApplications(onboardingToken: string): Promise<BankResult<Application[]>>;
  getApplication(onboardingToken: string, applicationId: string): Promise<BankResult<Application>>;
  renewCertificate(
    onboardingToken: string,
    input: { applicationId: string; newCertificatePem: string },
  ): Promise<BankResult<Renewal>>;
}

/** The customer's consent, accounts and single payments. */
export interface AccountGateway {
  initiateConsent(psu: { email: string; password: string }): Promise<BankResult<ConsentToken>>;
  /** 404 means the PSU has not authorised (yet, or declined): `{ status: 'pending' }`, not an error. */
  exchangeConsent(tokenUuid: string): Promise<BankResult<ConsentExchange>>;
  listAccounts(): Promise<BankResult<Account[]>>;
  getAccount(poolHandle: string): Promise<BankResult<Account>>;
  listTransactions(poolHandle: string, filter?: TransactionFilter): Promise<BankResult<TransactionPage>>;
  /** Follows a page's `next` (or `previous`) link exactly as the bank gave it; refuses links to another host. */
  followTransactionsLink(link: string): Promise<BankResult<TransactionPage>>;
  getTransaction(poolHandle: string, transactionId: string): Promise<BankResult<Transaction>>;
  createDebt(accountIdentifier: string, input: DebtInput): Promise<BankResult<Debt>>;
  confirmDebt(debtUuid: string): Promise<BankResult<{ status: string }>>;
  getDebt(accountIdentifier: string, debtUuid: string): Promise<BankResult<Debt>>;
}

/** Bulk payments: journalled before sending, sent and resent under one Idempotency-Key, followed. */
export interface BulkGateway {
  /** Journals the bulk durably, then sends it with retries under one Idempotency-Key. */
  createBulk(request: BulkRequest, options?: SubmitOptions): Promise<BankResult<SubmissionOutcome>>;
  /** Journals a bulk (key and exact bytes) without sending it; `createBulk` with its key sends it. */
  journalBulk(
    request: BulkRequest,
    options?: { reference?: string; idempotencyKey?: string },
  ): BankResult<SubmissionRecord>;
  /** Sends one journalled bulk again with its stored key and bytes (never a new bulk). */
  resendBulk(submissionId: string): Promise<BankResult<SubmissionOutcome>>;
  /** On start: resend every interrupted or unconfirmed bulk; `onRetry` hears each unconfirmed try of a record. */
  resumeSubmissions(
    onRetry?: (record: SubmissionRecord, retry: BulkRetry) => void,
  ): Promise<{ record: SubmissionRecord; result: BankResult<SubmissionOutcome> }[]>;
  /** The journal, for reading submission records (state, bulk id, errors). */
  readonly journal: SubmissionJournal | undefined;
  /** The bulk's status record, following the creation answer's `statusUrl` when it is on the bulk host. */
  getBulkStatus(bulkId: string, statusUrl?: string): Promise<BankResult<BulkStatus>>;
}

/** Everything features ask of the bank, as one client acting for one TPP and one customer. */
export interface BankGateway extends OnboardingGateway, AccountGateway, BulkGateway {
  setPsuToken(token: string | undefined): void;
  /**
   * Who this client acts as at the bank: the TPP (its client id) and the customer (the `sub` of
   * the PSU token). A team run's Idempotency-Keys belong to exactly this pair.
   */
  identity(): Promise<BankResult<BankIdentity>>;
  close(): Promise<void>;
}
