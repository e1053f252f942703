import {
  buildBulkRequests,
  combineRowResults,
  executionDateIssues,
  splitIntoBulks,
  validatePayments,
  type BulkPaymentItem,
} from '../../../src-shared/payments';
import type { BulkRequestBody } from '../../../src-shared/bank/schemas';
import type { Review, SubmitInput } from '../../../src-shared/ipc/channels/bulks';
import { err, ok, type Result } from '../../../src-shared/result';
import type { BankIdentity } from '../../ports/bank-gateway';
import type { Account } from '../../domain/bank-schemas';
import type { SubmitBank } from './send-bulk';
import { resolvePaymentAccount } from './payment-accounts';
import type { PayeeBookLookup } from '../../../src-shared/payments/payee-book-lookup';
import type { PrecheckedRows } from './prechecked-rows';
import type { SubmissionServiceOptions } from './submission-options';
import { soloPolicy, type SubmitConfirmation } from './solo-policy';
import type { SendPolicy, SentFile } from '../../ports/send-policy';
import { hashOfPlan, originOf } from '../../domain/plan-hash';
import { ResendService } from './resend-service';
import {
  confirmationRecord,
  separateConfirmationsNeeded,
  type SeparateConfirmationNeeded,
} from '../../../src-shared/validation/separate-confirmations';
import { comparedPaymentsOf } from '../../../src-shared/payments/run-difference';
import { localToday } from '../../../src-shared/i18n/date-input';
import {
  accountView,
  balanceWarnings,
  blockReason,
  payeeIsPayingAccount,
  plannedBulks,
  type Plan,
} from '../../domain/plan-checks';

/** How far back a payment counts as already sent (duplicate warnings). */
export const RECENT_DAYS = 30;
/** From this many rows, the month's sent payments are read once instead of one query per payment. */
export const RECENT_LOOKUP_FROM_ROWS = 500;
export type { SubmissionServiceOptions } from './submission-options';
export type { SubmitConfirmation } from './solo-policy';

const compact = (s: string) => s.replace(/\s+/g, '').toUpperCase();

/**
 * From a checked file to bulks at the bank. Main checks the file again with the shared rules
 * (the renderer is not trusted), shows the plan, and sends only what the user confirmed.
 */
export class SubmissionService {
  readonly #resends: ResendService;

  constructor(private readonly o: SubmissionServiceOptions) {
    this.#resends = new ResendService(o, (bank, wanted) => this.#account(bank, wanted));
  }

  /** Who acts, as the audit log records it. */
  get actor(): string {
    return this.o.actor;
  }

  /** Where entered payment-account ids are kept: the active profile, or the CLI's environment mode. */
  #scope(): string {
    return this.o.profileId?.() ?? 'environment';
  }

  async #account(bank: SubmitBank, wanted: string): Promise<Result<Account>> {
    const accounts = await bank.listAccounts();
    if (!accounts.ok) return err(accounts.error.code, accounts.error.message, undefined, accounts.error.params);
    // A bulk's payment_account may be an id the user entered: it names its account by IBAN.
    const keptFor = this.o.paymentAccountIds?.ibanOf(this.#scope(), wanted);
    const account = accounts.value.find(
      (a) =>
        a.code === wanted ||
        compact(a.iban) === compact(wanted) ||
        (keptFor !== undefined && compact(a.iban) === keptFor),
    );
    if (!account)
      return err(
        'account_not_found',
        `The bank lists no account ${wanted} for the signed-in customer. Choose one of: ${accounts.value.map((a) => `${a.name} (${a.iban})`).join(', ') || 'none'}.`,
        undefined,
        { account: wanted, choices: accounts.value.map((a) => `${a.name} (${a.iban})`).join(', ') || '—' },
      );
    return ok(account);
  }

  /**
   * The plan main would send, from main's own check of the rows: `prechecked` results (main's, made
   * as the rows arrived) are used only under the very options worked out here. `forReview`: the
   * plan hash may use the bulks' digests written then; a send always hashes what it will send.
   */
  async #plan(
    input: SubmitInput,
    prechecked?: PrecheckedRows,
    forReview = false,
    /** Team mode: the team's book, read by the caller (this desktop's history otherwise). */
    payeeBook?: PayeeBookLookup,
  ): Promise<Result<Plan & { bank: SubmitBank }>> {
    const bank = await this.o.bank();
    if (!bank.ok) return bank;
    const account = await this.#account(bank.value, input.paymentAccount);
    if (!account.ok) return account;
    const since = new Date((this.o.now?.() ?? new Date()).getTime() - RECENT_DAYS * 86_400_000).toISOString();
    // A large file asks history once for the month's payments; a small one asks per payment (index).
    const findRecentlySent =
      input.rows.length > RECENT_LOOKUP_FROM_ROWS
        ? this.o.reader.recentlySentLookup(since)
        : (payment: BulkPaymentItem) => this.o.reader.recentlySent(payment, since);
    const options = {
      defaultCurrency: account.value.currency,
      decimalStyle: input.decimalStyle,
      payingAccountIban: account.value.iban,
      findRecentlySent,
      payeeBook: payeeBook ?? this.o.localPayeeBook(),
      characterSet: this.o.characterSet?.(),
    };
    const checked = prechecked?.resultsFor(options);
    const validation = checked
      ? combineRowResults(input.rows, checked, options, prechecked!.beforehand)
      : validatePayments(input.rows, options);
    const errors = [
      ...validation.issues.filter((i) => i.severity === 'error'),
      ...payeeIsPayingAccount(input.rows, account.value, prechecked?.rowsPayingThemselves(options)),
    ];
    const warnings = [
      // The file's requested execution date, as the file check says it (one rule for both).
      ...executionDateIssues(input.rows, localToday(this.o.now?.() ?? new Date())),
      ...validation.issues.filter((i) => i.severity === 'warning'),
    ];
    const paying = resolvePaymentAccount(account.value, input.paymentAccountId, {
      ids: this.o.paymentAccountIds,
      scope: this.#scope(),
    });
    if (!paying.ok) return paying;
    const built = buildBulkRequests(validation, paying.value);
    const requests = built.ok ? built.value : [];
    const rowChunks = splitIntoBulks(input.rows.map(originOf));
    const bulks = plannedBulks(validation.bulks, requests, rowChunks, account.value);
    warnings.push(...balanceWarnings(bulks, account.value));
    const reason = blockReason(errors, bulks, account.value);
    const separately = separateConfirmationsNeeded(warnings, validation.payments, account.value.currency);
    return ok({
      bank: bank.value,
      account: { ...accountView(account.value), paymentAccount: paying.value },
      rowCount: validation.rowCount,
      bulks,
      totals: validation.totals,
      errors,
      warnings,
      separately,
      blocked: reason?.message ?? null,
      ...(reason ? { blockedMessage: { code: reason.code, params: reason.params } } : {}),
      planHash: hashOfPlan(requests, rowChunks, warnings, forReview && checked ? prechecked!.digests : undefined),
      requests,
      origins: rowChunks,
    });
  }

  /** The review step: what would be sent, from which account, and what needs confirming. */
  async review(input: SubmitInput, prechecked?: PrecheckedRows): Promise<Result<Review>> {
    const plan = await this.#plan(input, prechecked, true);
    if (!plan.ok) return plan;
    const { bank: _bank, requests, origins: _origins, ...review } = plan.value;
    return ok({ ...review, difference: this.differenceOf(requests, review.account.currency) });
  }

  /** What changed against the previous run that paid the same payees (new payees, IBANs, amounts). */
  differenceOf(requests: readonly BulkRequestBody[], accountCurrency: string) {
    return this.o.reader.runDifference(comparedPaymentsOf(requests, accountCurrency));
  }

  /**
   * The plan as it would be sent, with each bulk's exact request and the lines its payments come
   * from (a team run's review hashes them and lists its payments: team/team-review.ts).
   */
  async planOf(input: SubmitInput, payeeBook?: PayeeBookLookup): Promise<Result<Plan>> {
    const plan = await this.#plan(input, undefined, false, payeeBook);
    if (!plan.ok) return plan;
    const { bank: _bank, ...planned } = plan.value;
    return ok(planned);
  }

  /** The TPP and the signed-in customer this desktop sends as (a team run records them). */
  async bankIdentity(): Promise<Result<BankIdentity>> {
    const bank = await this.o.bank();
    if (!bank.ok) return bank;
    const who = await bank.value.identity();
    return who.ok ? ok(who.value) : err(who.error.code, who.error.message);
  }

  /** Records in the audit log each kind of payment the user confirmed on its own for a team run (submit or release). */
  recordTeamConfirmations(runId: string, kinds: readonly SeparateConfirmationNeeded[]) {
    for (const kind of kinds)
      this.o.store.audit(this.o.actor, 'payments_confirmed_separately', 'team_run', runId, confirmationRecord(kind));
  }

  /** Plans being sent by this process: a second submit of the same reviewed plan (a double click, a repeated IPC message) must not send it twice. */
  readonly #sending = new Set<string>();

  /** Sends the file the user reviewed and confirmed on this desktop (the solo policy). */
  submit(input: SubmitInput, confirmation: SubmitConfirmation, prechecked?: PrecheckedRows) {
    return this.send(input, soloPolicy(confirmation, this.o.sendGuard), prechecked);
  }

  /**
   * The one send path: asks the policy whether it may send, checks the rows again, holds the plan
   * to what was confirmed, then records it and sends its bulks one after another as the policy says.
   */
  async send(input: SubmitInput, policy: SendPolicy, prechecked?: PrecheckedRows): Promise<Result<SentFile>> {
    const allowed = await policy.allowed();
    if (!allowed.ok) return allowed;
    // Checked and taken before the first await, so two calls cannot both pass.
    if (this.#sending.has(policy.planKey))
      return err('already_sending', 'These payments are already being sent; wait for that to finish.');
    this.#sending.add(policy.planKey);
    try {
      return await this.#sendOnce(input, policy, prechecked);
    } finally {
      this.#sending.delete(policy.planKey);
    }
  }

  async #sendOnce(input: SubmitInput, policy: SendPolicy, prechecked?: PrecheckedRows): Promise<Result<SentFile>> {
    const planned = await this.#plan(input, prechecked, false, policy.payeeBook);
    if (!planned.ok) return planned;
    const plan = planned.value;
    const same = policy.samePlan(plan);
    if (!same.ok) return same;
    if (plan.errors.length) return err('validation', plan.blocked!, plan.errors);
    const confirmed = policy.confirmed(plan);
    if (!confirmed.ok) return confirmed;
    return policy.send(this.o, plan, input);
  }

  /** Review of "send the unsent payments again". */
  reviewResend(bulkId: string) {
    return this.#resends.reviewResend(bulkId);
  }

  /** "Send the unsent payments again": a new bulk (new key) of exactly the payments that ended not sent. */
  resend(bulkId: string) {
    return this.#resends.resend(bulkId);
  }
}
