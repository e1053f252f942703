/** A typed client for the sandbox control API, so tests and tools need not hand-write fetch calls. */
import type { Fault } from './faults';
import type { NewPsu } from './seed';

export interface CreatedPsu {
  id: string;
  email: string;
  verified: boolean;
  permissions: string[];
  sca_capable: boolean;
  /**
   * `uuid` is the bulk `payment_account`; `code` what the Account object shows as `code` (the
   * UUID unless the account was created with another code); `handle` is its pool handle.
   */
  accounts: {
    uuid: string;
    code: string;
    handle: string;
    iban: string;
    currency: string;
    balance: string;
    name: string;
  }[];
}

export interface ListedBulk {
  bulk_id: string;
  idempotency_key: string;
  application_id: string;
  tpp_client_id: string | null;
  psu_id: string;
  payment_account: string;
  status: 'pending_approval' | 'processing' | 'approved' | 'rejected';
  total_count: number;
  total_amount: string;
  approval_requests: number;
}

export interface ListedConsent {
  id: string;
  state: 'open' | 'approved' | 'declined';
  psu_id: string;
  application_id: string;
  expiration_time: string;
}

export type FaultRequest = Omit<Fault, 'times'> & { times?: number };

async function call<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`sandbox control ${method} ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

export function controlClient(controlUrl: string) {
  const c = <T>(method: string, path: string, body?: unknown) => call<T>(controlUrl, method, path, body);
  return {
    createPsu: (psu: NewPsu) => c<CreatedPsu>('POST', '/psus', psu),
    listPsus: () => c<CreatedPsu[]>('GET', '/psus'),
    approveApplication: (applicationId: string) =>
      c<{ id: string; is_approved: boolean; tpp_client_id: string; tpp_client_secret: string }>(
        'POST',
        `/applications/${applicationId}/approve`,
      ),
    listConsents: () => c<ListedConsent[]>('GET', '/consents'),
    approveConsent: (tokenUuid: string) => c<{ id: string; state: string }>('POST', `/consents/${tokenUuid}/approve`),
    declineConsent: (tokenUuid: string) => c<{ id: string; state: string }>('POST', `/consents/${tokenUuid}/decline`),
    listBulks: () => c<ListedBulk[]>('GET', '/bulks'),
    approveBulk: (bulkId: string) => c<{ bulk_id: string; status: string }>('POST', `/bulks/${bulkId}/approve`),
    declineBulk: (bulkId: string) => c<{ bulk_id: string; status: string }>('POST', `/bulks/${bulkId}/decline`),
    approveDebt: (debtUuid: string) => c<{ uuid: string; status: string }>('POST', `/debts/${debtUuid}/approve`),
    advanceClock: (seconds: number) =>
      c<{ now: string; offset_seconds: number }>('POST', '/clock/advance', { seconds }),
    clock: () => c<{ now: string; offset_seconds: number }>('GET', '/clock'),
    armFault: (fault: FaultRequest) => c<Fault>('POST', '/faults', fault),
    listFaults: () => c<Fault[]>('GET', '/faults'),
    clearFaults: () => c<{ cleared: true }>('DELETE', '/faults'),
    /** Ends every `hold` fault now, however long it was armed for. */
    releaseHolds: () => c<{ released: number }>('POST', '/faults/release-holds'),
    /** Bulk creations still being accepted (a retry with the same key meets 409). */
    inProgress: () =>
      c<{ application_id: string; psu_id: string; idempotency_key: string }[]>('GET', '/idempotency/in-progress'),
    reset: () => c<{ reset: true }>('POST', '/reset'),
    /** Money arrives on the account with this IBAN (the customer's own transfer). */
    deposit: (iban: string, amount: string) =>
      c<{ iban: string; balance: string }>('POST', `/accounts/${encodeURIComponent(iban)}/deposit`, { amount }),
  };
}

export type ControlClient = ReturnType<typeof controlClient>;
