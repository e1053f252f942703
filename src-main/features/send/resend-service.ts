// "Send the unsent payments again" for an approved bulk (moved out of submission-service.ts
// unchanged): its review, and a new bulk of exactly the payments that ended not sent.
import Big from 'big.js';
import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import type { ReviewAccount } from '../../../src-shared/ipc/channels/bulks';
import { exactAmountText } from '../../../src-shared/payments';
import { err, ok, type Result } from '../../../src-shared/result';
import type { Account } from '../../domain/bank-schemas';
import { exactSum as sum } from '../../domain/exact-sum';
import { accountView } from '../../domain/plan-checks';
import { itemsFromHistory, paymentsAsSent, sendRecordedBulk, type SubmitBank } from './send-bulk';
import type { SubmissionServiceOptions } from './submission-options';

export class ResendService {
  constructor(
    private readonly o: SubmissionServiceOptions,
    /** The bank's account for a bulk's payment account (as the review finds it). */
    private readonly accountFor: (bank: SubmitBank, wanted: string) => Promise<Result<Account>>,
  ) {}

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
      const found = await this.accountFor(bank.value, source.paymentAccount);
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
