// What a submission is built with: the options the submission service and the pieces it is made
// of (bulk-records.ts, resend-service.ts, the send policies) share.
import type { CharacterSet } from '../../../src-shared/payments/charset';
import type { PayeeBookLookup } from '../../../src-shared/payments/payee-checks';
import type { Result } from '../../../src-shared/result';
import type { PaymentAccountIds } from '../../ports/payment-account-ids';
import type { SendContext, SubmitBank } from './send-bulk';

export interface SubmissionServiceOptions extends SendContext {
  /** The bank client of the active profile, signed in; or why there is none. */
  bank: () => Promise<Result<SubmitBank>>;
  /** Who is sending, for the audit log (the OS user name). */
  actor: string;
  /** Asked before any send that is not a released team run's (team mode refuses those): the solo policy's guard. */
  sendGuard?: () => Promise<Result<void>>;
  /** The active bank profile (bank_profiles.id), recorded on each bulk. */
  profileId?: () => string | undefined;
  /** Payment-account ids the user entered for accounts whose `code` is not a UUID. */
  paymentAccountIds?: PaymentAccountIds;
  /** This desktop's payee book, which the checks read unless a send brings the team's. */
  localPayeeBook: () => PayeeBookLookup;
  /** The characters the active profile's bank takes (default the strict SEPA basic set). */
  characterSet?: () => CharacterSet;
  now?: () => Date;
}
