// What a submission is built with and what the user confirmed before a send: the types the
// submission service and the pieces it is made of (bulk-records.ts, resend-service.ts,
// team-run-send.ts) share.
import type { EditRecord } from '../../src-shared/ipc/channels/bulks';
import type { SeparateConfirmation } from '../../src-shared/validation/separate-confirmations';
import type { PayeeBookLookup } from '../../src-shared/payments/payee-checks';
import type { Result } from '../../src-shared/result';
import type { PaymentAccountIds } from './payment-accounts';
import type { SendContext, SubmitBank } from './send-bulk';

/** What the user confirmed: the review's `planHash`, and whether they ticked "I have checked". */
export interface SubmitConfirmation {
  planHash: string;
  warningsChecked: boolean;
  /**
   * The problems confirmed each on its own (`CONFIRM_SEPARATELY`: paying again, changed bank
   * details), by kind and count; "I have checked" does not clear them.
   */
  confirmedSeparately?: readonly SeparateConfirmation[];
  /** What the user changed in the window before sending (cells, removed rows, group actions), for the record. */
  edits?: { list: readonly EditRecord[]; notListed: number };
  /**
   * A released team run: sent as its bulk requests were released (`requestsHash`), under the keys
   * claimed in the team store, one per bulk. Its warnings and the balance were judged at release;
   * they are not asked again, since a desktop resuming the run sees its own first bulks as sent.
   */
  team?: {
    requestsHash: string;
    idempotencyKeys: string[];
    /** Renews this desktop's claim on the run before each bulk; false: another desktop took it over, stop. */
    renewClaim: () => Promise<boolean>;
    /**
     * Puts the given recorded bulks (and their payments, file and audit entries) into the team
     * history; called before the first bulk is sent, where a failure stops the run with nothing
     * sent, and after each bulk to share its outcome.
     */
    recordInTeam?: (bulkIds: string[]) => Promise<Result<unknown>>;
    /** The team's payee book, read just before sending: a payee blocked since the release stops the run. */
    payeeBook?: PayeeBookLookup;
  };
}

export interface SubmissionServiceOptions extends SendContext {
  /** The bank client of the active profile, signed in; or why there is none. */
  bank: () => Promise<Result<SubmitBank>>;
  /** Who is sending, for the audit log (the OS user name). */
  actor: string;
  /** Asked before any send that is not a released team run's (team mode refuses those). */
  sendGuard?: () => Promise<Result<void>>;
  /** The active bank profile (bank_profiles.id), recorded on each bulk. */
  profileId?: () => string | undefined;
  /** Payment-account ids the user entered for accounts whose `code` is not a UUID. */
  paymentAccountIds?: PaymentAccountIds;
  /** The payee book the checks read (team mode: the team's); default this desktop's history. */
  payeeBook?: () => Promise<PayeeBookLookup>;
  now?: () => Date;
}
