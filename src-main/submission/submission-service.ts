import Big from 'big.js';
import { createHash } from 'node:crypto';
import {
  buildBulkRequests,
  combineRowResults,
  exactAmountText,
  paymentFingerprint,
  splitIntoBulks,
  validatePayments,
  type BulkPaymentItem,
  type BulkRequestBody,
  type ValidationIssue,
} from '../../src-shared/payments';
import type { BulkSummary } from '../../src-shared/ipc/channels/history';
import { electronicIban } from '../../src-shared/payments/iban';
import { withMessage } from '../../src-shared/payments/messages';
import type { PlannedBulk, Review, ReviewAccount, SubmitInput } from '../../src-shared/ipc/channels/bulks';
import { err, ok, type Result } from '../../src-shared/result';
import type { BankIdentity } from '../bank/client';
import type { Account } from '../bank/schemas';
import type { RunPayment } from '../team/team-store';
import type { RowOrigin } from './bank-rejections';
import { endToEndIdsFrom, withEarlierEndToEndIds, withEndToEndIds } from './end-to-end-ids';
import { itemsFromHistory, paymentsAsSent, sendRecordedBulk, type SendContext, type SubmitBank } from './send-bulk';
import { unknownViewFields } from '../accounts/views';
import { resolvePaymentAccount, type PaymentAccountIds } from './payment-accounts';
import { forgetSentDraft } from '../runs/run-drafts';
import type { PrecheckedRows } from './prechecked-rows';
import { exactSum } from './exact-sum';
import { hashOfPlan, hashOfRequests, originOf } from './plan-hash';

/** How far back a payment counts as already sent (duplicate warnings). */
export const RECENT_DAYS = 30;
/** From this many rows, the month's sent payments are read once instead of one query per payment. */
export const RECENT_LOOKUP_FROM_ROWS = 500;
const compact = (s: string) => s.replace(/\s+/g, '').toUpperCase();
const sum = exactSum;
/**
 * Rows that pay the paying account itself: the bank refuses the whole bulk at acceptance for one
 * of them, so the review stops them first, each as an error on its IBAN.
 */
function payeeIsPayingAccount(
  rows: SubmitInput['rows'],
  account: Account,
  /** The rows already found paying the account (checked as they arrived), if they were. */
  found?: readonly number[],
): ValidationIssue[] {
  const own = electronicIban(account.iban);
  // An account the bank lists without its IBAN: no row can be matched to it (an empty IBAN is iban_missing).
  if (!own) return [];
  const indices = found ?? rows.flatMap((row, index) => (electronicIban(row.values.iban ?? '') === own ? [index] : []));
  return indices.map((index) =>
    withMessage({
      line: rows[index]!.line,
      row: index,
      field: 'iban' as const,
      code: 'payee_is_paying_account',
      params: { iban: account.iban, account: account.name },
      severity: 'error' as const,
    }),
  );
}

const lines = (review: { firstLine: number; lastLine: number }) => `lines ${review.firstLine}–${review.lastLine}`;

/** What the user confirmed: the review's `planHash`, and whether they ticked "I have checked". */
export interface SubmitConfirmation {
  planHash: string;
  warningsChecked: boolean;
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
  now?: () => Date;
}

interface Plan extends Review {
  requests: BulkRequestBody[];
  origins: RowOrigin[][];
}

const accountView = (a: Account): ReviewAccount => ({
  code: a.code,
  iban: a.iban,
  name: a.name,
  currency: a.currency,
  available: a.account_available_balance,
  unknownFields: unknownViewFields(a),
});

/**
 * From a checked file to bulks at the bank. Main checks the file again with the shared rules
 * (the renderer is not trusted), shows the plan, and sends only what the user confirmed.
 */
export class SubmissionService {
  constructor(private readonly o: SubmissionServiceOptions) {}

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
    };
    const checked = prechecked?.resultsFor(options);
    const validation = checked
      ? combineRowResults(input.rows, checked, options, prechecked!.beforehand)
      : validatePayments(input.rows, options);
    const errors = [
      ...validation.issues.filter((i) => i.severity === 'error'),
      ...payeeIsPayingAccount(input.rows, account.value, prechecked?.rowsPayingThemselves(options)),
    ];
    const warnings = validation.issues.filter((i) => i.severity === 'warning');
    const paying = resolvePaymentAccount(account.value, input.paymentAccountId, {
      ids: this.o.paymentAccountIds,
      scope: this.#scope(),
    });
    if (!paying.ok) return paying;
    const built = buildBulkRequests(validation, paying.value);
    const requests = built.ok ? built.value : [];
    const rowChunks = splitIntoBulks(input.rows.map(originOf));
    // The bank may send an account without its balance (schemas.ts, tolerantList): then nothing is
    // compared with it, and the review says the bank checks the balance itself on arrival.
    const balanceKnown = !account.value.unknown_fields?.includes('account_available_balance');
    const available = balanceKnown ? new Big(account.value.account_available_balance) : undefined;
    const bulks: PlannedBulk[] = validation.bulks.map((b, k) => {
      const amounts = requests[k]?.payments.map((p) => p.amount) ?? [];
      const bankTotal = sum(amounts);
      const chunk = rowChunks[k] ?? [];
      return {
        index: k,
        count: b.count,
        totals: b.totals,
        bankTotal: exactAmountText(bankTotal, account.value.currency),
        firstLine: chunk[0]?.line ?? 0,
        lastLine: chunk.at(-1)?.line ?? 0,
        exceedsBalance: available !== undefined && bankTotal.gt(available),
      };
    });
    // Each bulk fits the balance at acceptance, but they all draw on it: once the running total in send
    // order passes the balance, the later payments end "not sent" when their bulk is processed.
    let running = new Big(0);
    const short = available && bulks.find((b) => (running = running.plus(b.bankTotal)).gt(available));
    if (!available)
      warnings.push({
        line: 0,
        row: -1,
        field: 'file',
        code: 'balance_unknown',
        severity: 'warning',
        message: `The bank did not say the available balance of ${account.value.name}, so Bulkpay could not check the totals against it. The bank checks each bulk on arrival and refuses one the balance does not cover; check the balance in your bank before sending.`,
      });
    if (short && !bulks.some((b) => b.exceedsBalance)) {
      const total = exactAmountText(sum(bulks.map((b) => b.bankTotal)), account.value.currency);
      warnings.push({
        line: short.firstLine,
        row: -1,
        field: 'file',
        code: 'file_total_over_balance',
        severity: 'warning',
        message: `The bulks together total ${total} ${account.value.currency}, more than the ${account.value.account_available_balance} ${account.value.currency} available on ${account.value.name}. Each is sent, but from bulk ${short.index + 1} (${lines(short)}) on, payments will end "not sent" for lack of balance unless funds arrive before the bank processes them. Add funds or send fewer payments.`,
      });
    }
    let blocked: string | null = null;
    if (errors.length)
      blocked = `The file has ${errors.length} error(s) in ${new Set(errors.map((e) => e.row)).size} row(s). Fix or remove those rows, then review again.`;
    else {
      const over = bulks.find((b) => b.exceedsBalance);
      if (over)
        blocked = `Bulk ${over.index + 1} (${lines(over)}) totals ${over.bankTotal} ${account.value.currency}, more than the ${account.value.account_available_balance} ${account.value.currency} available on ${account.value.name}; the bank would refuse it. Add funds or remove payments, then review again.`;
    }
    return ok({
      bank: bank.value,
      account: { ...accountView(account.value), paymentAccount: paying.value },
      rowCount: validation.rowCount,
      bulks,
      totals: validation.totals,
      errors,
      warnings,
      blocked,
      planHash: hashOfPlan(requests, rowChunks, warnings, forReview && checked ? prechecked!.digests : undefined),
      requests,
      origins: rowChunks,
    });
  }

  /** The review step: what would be sent, from which account, and what needs confirming. */
  async review(input: SubmitInput, prechecked?: PrecheckedRows): Promise<Result<Review>> {
    const plan = await this.#plan(input, prechecked, true);
    if (!plan.ok) return plan;
    const { bank: _bank, requests: _requests, origins: _origins, ...review } = plan.value;
    return ok(review);
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
    return ok({ ...review, requestsHash: hashOfRequests(requests, origins), payments });
  }

  /** The TPP and the signed-in customer this desktop sends as (a team run records them). */
  async bankIdentity(): Promise<Result<BankIdentity>> {
    const bank = await this.o.bank();
    if (!bank.ok) return bank;
    const who = await bank.value.identity();
    return who.ok ? ok(who.value) : err(who.error.code, who.error.message);
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
    { planHash, warningsChecked, team }: SubmitConfirmation,
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
    if (team) return this.#sendTeamRun(plan, input, team);
    if (plan.blocked) return err('insufficient_balance', plan.blocked);
    if (plan.warnings.length && !warningsChecked) {
      return err(
        'warnings_not_checked',
        `${plan.warnings.length} warning(s) (possible duplicates or payments already sent) need "I have checked" before sending.`,
        plan.warnings,
        { count: plan.warnings.length },
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
      store.audit(actor, 'file_send_confirmed', 'file', fileId, {
        bulks: plan.requests.length,
        account: plan.account.iban,
        warningsChecked: plan.warnings.length ? true : undefined,
        // The imported pain.001's MsgId and version, for the pain.002 back to the ERP (src-main/reports).
        message: input.file.message,
      });
      const ids = this.#recordBulks(plan, fileId, requests);
      if (input.draftId) forgetSentDraft(store.db, input.draftId);
      return { fileId, ids };
    })();
    const keys = ids.map((id, k) => this.#journalBulk(plan.bank, id, requests[k]!));
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

  /**
   * Records each planned bulk in the history, keeping a bulk recorded before (`existing[k]`). A
   * team run's bulks get ids derived from their Idempotency-Keys and carry the key from the start,
   * so every desktop that sends the run (one taking over too) writes the same team rows.
   */
  #recordBulks(
    plan: Plan,
    fileId: string,
    requests: BulkRequestBody[],
    existing: (string | undefined)[] = [],
    teamKeys?: string[],
  ) {
    return requests.map((request, k) => {
      const key = teamKeys?.[k];
      const id = key ? teamRecordId('bulk', key) : undefined;
      if (existing[k]) return existing[k];
      if (id && this.o.reader.getBulk(id)) return id;
      return this.o.store.recordBulk({
        ...(id ? { id, idempotencyKey: key } : {}),
        fileId,
        profileId: this.o.profileId?.() ?? null,
        sequence: k + 1,
        paymentAccount: plan.account.paymentAccount ?? plan.account.code,
        accountLabel: `${plan.account.name} (${plan.account.iban})`,
        createdBy: this.o.actor,
        payments: paymentsAsSent(request.payments, plan.origins[k]!),
      });
    });
  }

  /**
   * Journals a recorded bulk (key and exact bytes, nothing sent yet) and links it, so every bulk of
   * a file has its journal row before the first is sent: a bulk waiting for its turn (bulk creation
   * retries for minutes) is then never taken by another process's resume for one that never left
   * this computer. Returns the key to send it with (none when the bulk cannot be journalled; sending
   * then reports why).
   */
  #journalBulk(bank: SubmitBank, bulkId: string, request: BulkRequestBody, key?: string): string | undefined {
    const journalled = key ? this.o.journal.findByKey(key) : undefined;
    if (journalled) return key;
    const record = bank.journalBulk(request, { reference: bulkId, idempotencyKey: key });
    if (!record.ok) return key;
    this.o.store.linkSubmission(bulkId, record.value);
    return record.value.idempotencyKey;
  }

  /**
   * Sends a released team run under its claimed keys. A bulk this desktop already journalled under
   * its key (a send interrupted here) keeps its history record and is sent again with its own bytes.
   */
  async #sendTeamRun(
    plan: Plan & { bank: SubmitBank },
    input: SubmitInput,
    { idempotencyKeys: keys, renewClaim, recordInTeam }: NonNullable<SubmitConfirmation['team']>,
  ) {
    const { store, reader, journal, actor } = this.o;
    const journalled = keys.map((key) => journal.findByKey(key)?.reference ?? undefined);
    const earlier = journalled.find((id) => id !== undefined);
    const { message, ...file } = input.file;
    const teamFileId = teamRecordId('file', keys[0]!);
    const fileId =
      (earlier && reader.getBulk(earlier)?.fileId) ||
      (store.db.prepare('SELECT 1 FROM imported_files WHERE id = ?').get(teamFileId) ? teamFileId : undefined) ||
      store.recordImport({ ...file, rowCount: plan.rowCount, importedBy: actor, id: teamFileId });
    if (!earlier)
      store.audit(actor, 'file_send_confirmed', 'file', fileId, {
        bulks: plan.requests.length,
        account: plan.account.iban,
        team: true,
        message,
      });
    const requests = plan.requests.map((request, k) => withEndToEndIds(request, endToEndIdsFrom(keys[k]!)));
    const ids = this.#recordBulks(plan, fileId, requests, journalled, keys);
    // Every member sees the run's bulks in the team history before anything is journalled or sent.
    const recorded = await recordInTeam?.(ids);
    if (recorded && !recorded.ok)
      return err(
        recorded.error.code,
        `${recorded.error.message} Nothing was sent from this run; send it again when the team database answers.`,
      );
    for (const [k, id] of ids.entries()) this.#journalBulk(plan.bank, id, requests[k]!, keys[k]);
    const issues = [];
    let sent = 0;
    for (const [k, request] of requests.entries()) {
      if (!(await renewClaim())) break;
      const label = `bulk ${k + 1} (${lines(plan.bulks[k]!)})`;
      issues.push(...(await sendRecordedBulk(this.o, plan.bank, ids[k]!, request, plan.origins[k]!, label, keys[k])));
      sent++;
      // The team must see what reached the bank before anything more is sent.
      const outcome = await recordInTeam?.([ids[k]!]);
      if (outcome && !outcome.ok)
        return err(
          'team_record_after_send',
          `${outcome.error.message} ${label} was sent but is not yet in the team history; nothing more was sent from this run. Send the run again when the team database answers: the bank will not pay anything twice.`,
          undefined,
          { bulk: k + 1 },
        );
    }
    // Taken over part-way: the rest is the other desktop's to send, under the same keys.
    const takenOver = sent < requests.length;
    return ok({ fileId, bulks: ids.slice(0, sent).map((id) => reader.getBulk(id)!), issues, takenOver });
  }

  /** Review of "send the unsent payments again". */
  async reviewResend(bulkId: string) {
    // In team mode there is nothing to review: a resend would be a send outside any team run.
    if (this.o.sendGuard) {
      const allowed = await this.o.sendGuard();
      if (!allowed.ok) return allowed;
    }
    const source = this.o.reader.getBulk(bulkId);
    if (!source) return err('bulk_not_found', 'That bulk is not in the history.');
    const unsent = this.o.reader.unsentPayments(bulkId);
    const totals: Record<string, string> = {};
    for (const p of unsent)
      totals[p.currency] = exactAmountText(new Big(totals[p.currency] ?? 0).plus(p.amount), p.currency);
    let account: ReviewAccount | null = null;
    let blocked = this.#resendBlock(source, unsent.length);
    const bank = await this.o.bank();
    if (!bank.ok) blocked ??= bank.error.message;
    else {
      const found = await this.#account(bank.value, source.paymentAccount);
      if (!found.ok) blocked ??= found.error.message;
      else {
        account = accountView(found.value);
        const total = sum(unsent.map((p) => p.amount));
        if (!account.unknownFields?.includes('available') && total.gt(account.available))
          blocked ??= `The unsent payments total ${exactAmountText(total, account.currency)} ${account.currency}, more than the ${account.available} ${account.currency} available; add funds first.`;
      }
    }
    return ok({ source, account, count: unsent.length, totals, blocked });
  }

  #resendBlock(source: BulkSummary, unsentCount: number): string | null {
    if (!source.processed || source.state !== 'approved')
      return 'Only an approved bulk can have unsent payments; wait until the bank has processed it.';
    if (unsentCount === 0) return 'Every payment of this bulk was sent; there is nothing to send again.';
    const again = this.o.reader
      .resubmissionsOf(source.id)
      .find((b) => b.resubmissionOf === source.id && !['not_accepted', 'not_sent', 'rejected'].includes(b.state));
    if (again)
      return `These payments were already sent again as bulk ${again.bankBulkId ?? again.id} (${again.state}).`;
    if (unsentCount > 100) return 'More than 100 unsent payments; the bank takes at most 100 per bulk.';
    return null;
  }

  /** Source bulks whose "send again" is under way in this process. */
  readonly #resending = new Set<string>();

  /** "Send the unsent payments again": a new bulk (new key) of exactly the payments that ended not sent. */
  async resend(bulkId: string) {
    if (this.o.sendGuard) {
      const allowed = await this.o.sendGuard();
      if (!allowed.ok) return allowed;
    }
    // One at a time per bulk: between the check in the review and the new bulk's record, the bank is asked.
    if (this.#resending.has(bulkId))
      return err('resend_blocked', 'These payments are already being sent again; wait for that to finish.');
    this.#resending.add(bulkId);
    try {
      return await this.#resend(bulkId);
    } finally {
      this.#resending.delete(bulkId);
    }
  }

  async #resend(bulkId: string) {
    const review = await this.reviewResend(bulkId);
    if (!review.ok) return review;
    if (review.value.blocked) return err('resend_blocked', review.value.blocked);
    const bank = await this.o.bank();
    if (!bank.ok) return bank;
    const { source } = review.value;
    const unsent = this.o.reader.unsentPayments(bulkId);
    const payments = itemsFromHistory(unsent);
    // Row indexes belong to the original file's check; the line in the file is what the user knows.
    const origins = unsent.map((p) => ({ row: -1, line: p.line ?? 0 }));
    let id: string;
    try {
      id = this.o.store.recordBulk({
        fileId: source.fileId,
        profileId: this.o.profileId?.() ?? null,
        resubmissionOf: source.id,
        sequence: source.sequence,
        paymentAccount: source.paymentAccount,
        accountLabel: source.accountLabel,
        createdBy: this.o.actor,
        payments: paymentsAsSent(payments, origins),
      });
    } catch (cause) {
      // Another window or process sent them again first (the database allows one live resend).
      if (!(cause instanceof Error) || !cause.message.includes('bulk_already_resent')) throw cause;
      return err(
        'resend_blocked',
        this.#resendBlock(source, unsent.length) ?? 'These payments were already sent again.',
      );
    }
    await sendRecordedBulk(
      this.o,
      bank.value,
      id,
      { payment_account: source.paymentAccount, payments },
      origins,
      'the new bulk',
    );
    return ok({ bulk: this.o.reader.getBulk(id)! });
  }
}

/**
 * The id a team run's file or bulk has on every desktop: derived from the run's Idempotency-Key
 * (unique per bulk and per run), so a desktop taking over adopts the team rows the first wrote.
 */
export function teamRecordId(kind: 'file' | 'bulk', key: string): string {
  const h = createHash('sha256').update(`bulkpay-team-${kind}:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}
