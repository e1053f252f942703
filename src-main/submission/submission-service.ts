import {
  buildBulkRequests,
  combineRowResults,
  executionDateIssues,
  paymentFingerprint,
  splitIntoBulks,
  validatePayments,
  type BulkPaymentItem,
} from '../../src-shared/payments';
import type { Review, SubmitInput } from '../../src-shared/ipc/channels/bulks';
import { recordEdits, rowsRemoved } from './edit-records';
import { recordPayeeFlags } from './payee-flags-record';
import { err, ok, type Result } from '../../src-shared/result';
import type { BankIdentity } from '../bank/client';
import type { Account } from '../bank/schemas';
import type { RunPayment } from '../team/team-run-types';
import { withEarlierEndToEndIds, withEndToEndIds } from './end-to-end-ids';
import { sendRecordedBulk, type SubmitBank } from './send-bulk';
import { resolvePaymentAccount } from './payment-accounts';
import { forgetSentDraft } from '../runs/run-drafts';
import type { PrecheckedRows } from './prechecked-rows';
import type { SubmissionServiceOptions, SubmitConfirmation } from './submission-options';
import { hashOfPlan, hashOfRequests, originOf } from './plan-hash';
import { journalBulk, recordBulks } from './bulk-records';
import { ResendService } from './resend-service';
import { sendClaimedRunBulks } from './team-run-send';
import {
  confirmationRecord,
  generalWarnings,
  requireSeparateConfirmations,
  separateConfirmationsNeeded,
  type SeparateConfirmationNeeded,
} from '../../src-shared/validation/separate-confirmations';
import { loadPayeeBook } from '../history/payee-book';
import { runDifferenceFor } from '../history/previous-run';
import { comparedPaymentsOf } from '../../src-shared/payments/run-difference';
import { localToday } from '../../src-shared/i18n/date-input';
import {
  accountView,
  balanceWarnings,
  blockReason,
  lines,
  payeeIsPayingAccount,
  plannedBulks,
  type Plan,
} from './plan-checks';

/** How far back a payment counts as already sent (duplicate warnings). */
export const RECENT_DAYS = 30;
/** From this many rows, the month's sent payments are read once instead of one query per payment. */
export const RECENT_LOOKUP_FROM_ROWS = 500;
export type { SubmissionServiceOptions, SubmitConfirmation } from './submission-options';

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
      payeeBook: await (this.o.payeeBook?.() ?? loadPayeeBook(this.o.reader.db)),
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
    const payments = comparedPaymentsOf(requests, review.account.currency);
    return ok({ ...review, difference: runDifferenceFor(this.o.reader.db, payments) });
  }

  /**
   * The review of a run a preparer hands over for release: the hash of its exact requests, and
   * each payment with its fingerprint for the team's duplicate check.
   */
  async reviewForTeam(input: SubmitInput): Promise<Result<Review & { requestsHash: string; payments: RunPayment[] }>> {
    const plan = await this.#plan(input);
    if (!plan.ok) return plan;
    const { bank: _bank, requests, origins, ...review } = plan.value;
    const payments = requests.flatMap((request, k) =>
      request.payments.map((p, i) => ({
        line: origins[k]![i]!.line,
        fingerprint: paymentFingerprint(p),
        payee: p.counterparty.name,
        amount: p.amount,
        currency: p.currency ?? plan.value.account.currency,
        iban: p.counterparty.account_identifier,
        reference: p.structured_reference ?? p.unstructured_reference ?? '',
      })),
    );
    const difference = runDifferenceFor(this.o.reader.db, comparedPaymentsOf(requests, review.account.currency));
    return ok({ ...review, difference, requestsHash: hashOfRequests(requests, origins), payments });
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
  readonly #submitting = new Set<string>();

  /** Sends the confirmed file: checks it again, records it, then sends its bulks one after another. */
  async submit(input: SubmitInput, confirmation: SubmitConfirmation, prechecked?: PrecheckedRows) {
    if (!confirmation.team && this.o.sendGuard) {
      const allowed = await this.o.sendGuard();
      if (!allowed.ok) return allowed;
    }
    // Checked and taken before the first await, so two calls cannot both pass.
    if (this.#submitting.has(confirmation.planHash))
      return err('already_sending', 'These payments are already being sent; wait for that to finish.');
    this.#submitting.add(confirmation.planHash);
    try {
      return await this.#submitOnce(input, confirmation, prechecked);
    } finally {
      this.#submitting.delete(confirmation.planHash);
    }
  }

  async #submitOnce(
    input: SubmitInput,
    { planHash, warningsChecked, confirmedSeparately = [], edits, team }: SubmitConfirmation,
    prechecked?: PrecheckedRows,
  ) {
    const planned = await this.#plan(input, prechecked);
    if (!planned.ok) return planned;
    const plan = planned.value;
    if (team) {
      if (hashOfRequests(plan.requests, plan.origins) !== team.requestsHash)
        return err('plan_changed', 'The payments differ from the run that was released; prepare and release it again.');
      if (team.idempotencyKeys.length !== plan.requests.length)
        return err('plan_changed', 'The released run has a different number of bulks; prepare and release it again.');
    } else if (plan.planHash !== planHash)
      return err('plan_changed', 'The payments changed after you reviewed them; review again before sending.');
    if (plan.errors.length) return err('validation', plan.blocked!, plan.errors);
    if (team) return sendClaimedRunBulks(this.o, plan, input, team);
    if (plan.blocked) return err('insufficient_balance', plan.blocked);
    const confirmed = requireSeparateConfirmations(plan.separately, confirmedSeparately, plan.warnings);
    if (!confirmed.ok) return confirmed;
    const general = generalWarnings(plan.warnings);
    if (general.length && !warningsChecked) {
      return err(
        'warnings_not_checked',
        `${general.length} warning(s) (possible duplicates or payments already sent) need "I have checked" before sending.`,
        general,
        { count: general.length },
      );
    }
    const { store, reader, actor } = this.o;
    const { message: _message, ...file } = input.file;
    // After the plan check: the ids are new each time, so the reviewed plan cannot contain them. A
    // row an earlier run of the file recorded but never sent keeps its id (the ERP has it pending).
    const earlier = reader.unsentEndToEndIds(input.file.sha256);
    const requests = plan.requests.map((request, k) =>
      withEndToEndIds(withEarlierEndToEndIds(request, plan.origins[k]!, earlier)),
    );
    // One transaction: the file, its bulks, and the guided run they came from leaving the drafts,
    // so a run interrupted mid-send (a crash, a closed window) is never offered again to send twice.
    const { fileId, ids } = store.db.transaction(() => {
      const fileId = store.recordImport({ ...file, rowCount: plan.rowCount, importedBy: actor });
      // What was changed before sending, in the order it was done, then the confirmation of the send.
      if (edits) recordEdits(store, actor, fileId, edits);
      store.audit(actor, 'file_send_confirmed', 'file', fileId, {
        bulks: plan.requests.length,
        account: plan.account.iban,
        warningsChecked: generalWarnings(plan.warnings).length ? true : undefined,
        removedRows: edits ? rowsRemoved(edits.list) || undefined : undefined,
        // The imported pain.001's MsgId and version, for the pain.002 back to the ERP (src-main/reports).
        message: input.file.message,
      });
      for (const kind of plan.separately)
        store.audit(actor, 'payments_confirmed_separately', 'file', fileId, confirmationRecord(kind));
      recordPayeeFlags(store, actor, fileId, plan.warnings);
      const ids = recordBulks(this.o, plan, fileId, requests);
      if (input.draftId) forgetSentDraft(store.db, input.draftId);
      return { fileId, ids };
    })();
    const keys = ids.map((id, k) => journalBulk(this.o, plan.bank, id, requests[k]!));
    const issues = [];
    for (const [k, request] of requests.entries()) {
      issues.push(
        ...(await sendRecordedBulk(
          this.o,
          plan.bank,
          ids[k]!,
          request,
          plan.origins[k]!,
          `bulk ${k + 1} (${lines(plan.bulks[k]!)})`,
          keys[k],
        )),
      );
    }
    return ok({ fileId, bulks: ids.map((id) => reader.getBulk(id)!), issues });
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

export { teamRecordId } from './bulk-records';
