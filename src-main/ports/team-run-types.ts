// The team store's runs as the app sees them, and as their rows come from PostgreSQL (team-store.ts).
export type AppRole = 'preparer' | 'approver' | 'admin' | 'viewer';
export const APP_ROLES: readonly AppRole[] = ['preparer', 'approver', 'admin', 'viewer'];

export type RunState = 'awaiting_release' | 'returned' | 'released' | 'sending' | 'sent';

/** What a preparer hands over for release: the reviewed plan, exactly as it will be sent. */
export interface RunToSubmit {
  fileName: string;
  fileSha256: string;
  payingAccount: string;
  paymentCount: number;
  /** Exact decimal strings per currency. */
  totals: Record<string, string>;
  plan: unknown;
  planHash: string;
  warningsAcknowledged: string[];
  /** The TPP (client id) and customer (PSU sub) whose Idempotency-Keys the run carries. */
  bankTpp?: string | null;
  bankCustomer?: string | null;
}

export interface TeamRun extends RunToSubmit {
  id: string;
  state: RunState;
  releaseRequired: boolean;
  /** Above the team's second-approver amount: two approvers release it (team schema 10). */
  secondApprovalRequired: boolean;
  /** Above its preparer's limit: an admin must be among those who release it. */
  adminReleaseRequired: boolean;
  /** The first of two approvers, once they approved; the run waits for the second. */
  firstApprovedBy: string | null;
  preparedBy: string;
  preparedAt: string;
  releasedBy: string | null;
  releasedAt: string | null;
  returnedBy: string | null;
  returnedComment: string | null;
  claimedBy: string | null;
  claimedHost: string | null;
  sentAt: string | null;
}

export interface AuditEntry {
  at: string;
  dbUser: string;
  action: string;
  detail: Record<string, unknown>;
}

/** One payment of a run as the team's duplicate check compares it. */
export interface RunPayment {
  line: number;
  /** Payee account, amount, currency and reference (paymentFingerprint). */
  fingerprint: string;
  payee: string;
  /** The ERP's payee id when the file has one (never sent to the bank): the payee the release rule judges. */
  payeeId?: string;
  amount: string;
  currency: string;
  /** As sent (from the parsed file, never stored in the team store): what the approver reads. */
  iban?: string;
  reference?: string;
}

export interface TeamDuplicate {
  runId: string;
  fileName: string;
  preparedBy: string;
  preparedAt: string;
  state: RunState;
}

/** Who holds a run's send claim and until when, on the team database's clock. */
export interface ClaimLease {
  state: RunState;
  claimedBy: string | null;
  claimedHost: string | null;
  /** When the sender claimed the run or last renewed the claim (between bulks). */
  claimedAt: string | null;
  /** When the sender last confirmed it is sending: its claim or renewal, or its last heartbeat if later. */
  confirmedAt: string | null;
  leaseUntil: string | null;
  /** What runs out at `leaseUntil`: the claim's ten minutes, or the sender's heartbeat (from `confirmedAt`). */
  lapsesWith: 'claim' | 'heartbeat' | null;
  /** Seconds until the lease lapses (by the database's clock), for a run being sent; 0 once lapsed. */
  secondsLeft: number | null;
  /** Being sent, and not renewed within the lease: another desktop may take it over. */
  expired: boolean;
}

/** How long a send claim holds without renewal; the same interval as runs_guard in team-schema-runs.ts. */
export const CLAIM_LEASE_MINUTES = 10;

/** How long a sending desktop may go without a heartbeat before another may finish its run. */
const SENDER_TIMEOUT_SECONDS = 30;

/**
 * The sender timeout in ms: `BULKPAY_TEAM_SENDER_TIMEOUT_SECONDS` (2 to 600; an admin may raise it
 * for desktops on networks that stall for long), else 30 s. A desktop beats four times per timeout.
 */
export function senderTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.BULKPAY_TEAM_SENDER_TIMEOUT_SECONDS);
  return Number.isFinite(seconds) && seconds >= 2 && seconds <= 600 ? seconds * 1000 : SENDER_TIMEOUT_SECONDS * 1000;
}

export type SendClaim = { claimed: true; run: TeamRun } | { claimed: false; by: string; host: string; state: RunState };

export interface RunRow {
  id: string;
  file_name: string;
  file_sha256: string;
  paying_account: string;
  payment_count: number;
  totals: Record<string, string>;
  plan: unknown;
  plan_hash: string;
  warnings_acknowledged: string[];
  state: RunState;
  release_required: boolean;
  prepared_by: string;
  prepared_at: Date;
  released_by: string | null;
  released_at: Date | null;
  returned_by: string | null;
  returned_comment: string | null;
  claimed_by: string | null;
  claimed_host: string | null;
  sent_at: Date | null;
  bank_tpp?: string | null;
  bank_customer?: string | null;
  second_approval_required?: boolean;
  admin_release_required?: boolean;
  first_approved_by?: string | null;
}

export function runFromRow(r: RunRow): TeamRun {
  return {
    id: r.id,
    fileName: r.file_name,
    fileSha256: r.file_sha256,
    payingAccount: r.paying_account,
    paymentCount: r.payment_count,
    totals: r.totals,
    plan: r.plan,
    planHash: r.plan_hash,
    warningsAcknowledged: r.warnings_acknowledged,
    state: r.state,
    releaseRequired: r.release_required,
    secondApprovalRequired: r.second_approval_required ?? false,
    adminReleaseRequired: r.admin_release_required ?? false,
    firstApprovedBy: r.first_approved_by ?? null,
    preparedBy: r.prepared_by,
    preparedAt: r.prepared_at.toISOString(),
    releasedBy: r.released_by,
    releasedAt: r.released_at?.toISOString() ?? null,
    returnedBy: r.returned_by,
    returnedComment: r.returned_comment,
    claimedBy: r.claimed_by,
    claimedHost: r.claimed_host,
    sentAt: r.sent_at?.toISOString() ?? null,
    bankTpp: r.bank_tpp ?? null,
    bankCustomer: r.bank_customer ?? null,
  };
}

/** A run as a list shows it: all but its plan (team-runs-list.ts). */
export type ListedRun = Omit<TeamRun, 'plan'>;

export function listedRunFromRow(r: Omit<RunRow, 'plan'>): ListedRun {
  const { plan: _plan, ...run } = runFromRow({ ...r, plan: null });
  return run;
}
