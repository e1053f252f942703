/** The sandbox's whole state. Plain JSON so it can be written to and read from a state file. */

export const PERMISSION_ACCOUNTS = 'account_information';
export const PERMISSION_PAYMENTS = 'payment_initiation';

export interface TppUser {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
}

export interface Application {
  id: string;
  owner_id: string;
  organisation_name: string;
  organisation_url: string;
  is_approved: boolean;
  tpp_client_id: string | null;
  tpp_client_secret: string | null;
  certificate_pem: string;
}

export interface Psu {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  verified: boolean;
  permissions: string[];
  sca_capable: boolean;
}

export interface Party {
  name: string;
  iban: string;
  bic: string;
}

export interface Account {
  uuid: string;
  psu_id: string;
  handle: string;
  name: string;
  iban: string;
  bic: string;
  gb_sort_code: string;
  gb_account_number: string;
  currency: string;
  /** Decimal string; the available balance equals it (nothing is blocked in the sandbox). */
  balance: string;
  internal_ledger_ref: string;
  /**
   * What the Account object shows as `code` when it is not the UUID (spec-notes: a bank may put
   * something else there); `payment_account` is still the UUID. Absent: `code` is the UUID.
   */
  code?: string;
}

export interface Transaction {
  uuid: string;
  identifier: string;
  account_uuid: string;
  amount: string;
  currency: string;
  direction: 'in' | 'out';
  state: string;
  method: string;
  counterparty: Party;
  unstructured_reference: string;
  structured_reference: string;
  end_to_end_id: string;
  execution_for_debt: string | null;
  timestamp: string;
  generic_description: string;
}

export interface Consent {
  id: string;
  short_code: string;
  app_id: string;
  psu_id: string;
  state: 'open' | 'approved' | 'declined';
  created_ms: number;
  expires_ms: number;
}

export interface DebtItem {
  description: string;
  net: string;
  gross: string;
}

export interface Debt {
  uuid: string;
  code: string;
  account_uuid: string;
  psu_id: string;
  app_id: string;
  iban: string;
  bic: string;
  receiver_name: string;
  due_date: string | null;
  unstructured_reference: string;
  end_to_end_id: string;
  items: DebtItem[];
  item_uuids: string[];
  value: string;
  status: string;
  confirmed_ms: number | null;
  created: string;
  last_payment_timestamp: string | null;
}

export interface BulkPaymentRequest {
  amount: string;
  currency: string;
  method: 'sepa' | 'international';
  instant: boolean;
  counterparty: Record<string, string>;
  structured_reference: string;
  unstructured_reference: string;
  end_to_end_id: string;
}

export interface BulkPaymentResult {
  uuid: string;
  state: 'paid' | 'notenoughbalance';
  execution_at: string | null;
  booking_date: string | null;
}

export type BulkStatus = 'pending_approval' | 'processing' | 'approved' | 'rejected';

export interface Bulk {
  bulk_id: string;
  app_id: string;
  psu_id: string;
  account_uuid: string;
  idempotency_key: string;
  /** Canonical JSON of the request body, to tell a retry from a different bulk under one key. */
  request_fingerprint: string;
  payments: BulkPaymentRequest[];
  total_amount: string;
  status: BulkStatus;
  created_ms: number;
  processing_due_ms: number | null;
  /** How many times the customer was asked to approve (always 1; retries must not ask again). */
  approval_requests: number;
  results: BulkPaymentResult[];
}

export interface World {
  version: 1;
  jwt_secret: string;
  clock_offset_ms: number;
  users: TppUser[];
  applications: Application[];
  psus: Psu[];
  accounts: Account[];
  transactions: Transaction[];
  consents: Consent[];
  debts: Debt[];
  bulks: Bulk[];
}
