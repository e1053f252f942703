import type { BulkPaymentItem, BulkRequestBody, ValidationIssue } from '../../../src-shared/payments';
import type { PaymentRow as HistoryPaymentRow } from '../../../src-shared/ipc/channels/history';
import type { BankIdentity } from '../../ports/bank-gateway';
import type { BankResult } from '../../domain/bank-result';
import type { SubmissionJournal, SubmissionRecord } from '../../ports/submission-journal';
import type { SubmissionOutcome, SubmitOptions } from '../../ports/bank-gateway';
import type { Account, BulkRequest } from '../../domain/bank-schemas';
import type { EventBus } from '../../platform/events';
import type { LocalHistoryReader, LocalHistoryWriter } from '../../ports/history/local-history';
import type { NewPayment } from '../../ports/history/records';
import { bankRejectionIssues, perPaymentErrors, type RowOrigin } from '../../domain/bank-rejections';
import type { BulkTracker, TrackerBank } from '../tracking/bulk-tracker';

/** What submission needs of the bank client (src-main/adapters/bank-api/client.ts). */
export interface SubmitBank extends TrackerBank {
  listAccounts(): Promise<BankResult<Account[]>>;
  createBulk(request: BulkRequest, options: SubmitOptions): Promise<BankResult<SubmissionOutcome>>;
  /** Journals a bulk (key and exact bytes) without sending it; `createBulk` with its key sends it. */
  journalBulk(
    request: BulkRequest,
    options: { reference?: string; idempotencyKey?: string },
  ): BankResult<SubmissionRecord>;
  /** The TPP and the signed-in customer this bank acts as (a team run's keys belong to them). */
  identity(): Promise<BankResult<BankIdentity>>;
}

export interface SendContext {
  store: LocalHistoryWriter;
  reader: LocalHistoryReader;
  journal: SubmissionJournal;
  tracker: BulkTracker;
  events: EventBus;
}

/** The history's record of each payment exactly as the request carries it, with its place in the file. */
export function paymentsAsSent(items: BulkPaymentItem[], origins: (RowOrigin | null)[]): NewPayment[] {
  return items.map((p, i) => ({
    line: origins[i]?.line ?? null,
    rowNumber: origins[i] && origins[i].row >= 0 ? (origins[i].fileRow ?? origins[i].row) : null,
    amount: p.amount,
    currency: p.currency,
    payeeName: p.counterparty.name,
    accountIdentifier: p.counterparty.account_identifier,
    accountIdentifierType: p.counterparty.account_identifier_type,
    unstructuredReference: p.unstructured_reference ?? null,
    structuredReference: p.structured_reference ?? null,
    endToEndId: p.end_to_end_id ?? null,
    method: p.method,
    instant: p.instant === true,
  }));
}

/** Rebuilds the request items from the history (for "send the unsent payments again"): the same fields, byte for byte. */
export function itemsFromHistory(rows: HistoryPaymentRow[]): BulkPaymentItem[] {
  return rows.map((p) => ({
    amount: p.amount,
    currency: p.currency,
    counterparty: { name: p.payeeName, account_identifier: p.accountIdentifier, account_identifier_type: 'iban' },
    ...(p.structuredReference ? { structured_reference: p.structuredReference } : {}),
    ...(p.unstructuredReference ? { unstructured_reference: p.unstructuredReference } : {}),
    ...(p.endToEndId ? { end_to_end_id: p.endToEndId } : {}),
    method: p.method === 'international' ? 'international' : 'sepa',
    ...(p.instant ? { instant: true as const } : {}),
  }));
}

/**
 * Sends one recorded bulk through the client's journal and records what the bank said.
 * Accepted or unknown → the tracker follows it (an unknown bulk is resent with the same key,
 * never as a new bulk). Refused → final, and the bank's messages become issues on the rows.
 */
export async function sendRecordedBulk(
  ctx: SendContext,
  bank: SubmitBank,
  bulkId: string,
  request: BulkRequestBody,
  origins: RowOrigin[],
  label: string,
  idempotencyKey?: string,
): Promise<ValidationIssue[]> {
  const emit = () => {
    const bulk = ctx.reader.getBulk(bulkId);
    if (bulk) ctx.events.emit('bulks:updated', { bulk, problem: null });
  };
  emit();
  // Link the very record the submitter journalled, before its first byte leaves (other records may
  // carry the same reference, e.g. from an earlier run): the history follows the one that was sent.
  const result = await bank.createBulk(request, {
    reference: bulkId,
    onJournalled: (record) => ctx.store.linkSubmission(bulkId, record),
    idempotencyKey,
    // Every unconfirmed attempt is said, with the next try, so a bank outage is never silence.
    onRetry: ({ error, waitMs }) => {
      const bulk = ctx.reader.getBulk(bulkId);
      const at = new Date(Date.now() + waitMs).toISOString().slice(11, 19);
      if (bulk)
        ctx.events.emit('bulks:updated', {
          bulk,
          problem: `The bank has not confirmed ${label} yet: ${error.message} Asking again with the same reference in ${Math.max(1, Math.round(waitMs / 1000))} s (${at} UTC); it can never be paid twice.`,
        });
    },
  });
  if (result.ok) {
    ctx.store.linkSubmission(bulkId, { id: result.value.submissionId, idempotencyKey: result.value.idempotencyKey });
    ctx.store.markAccepted(bulkId, { bankBulkId: result.value.bulkId, statusUrl: result.value.statusUrl });
    emit();
    void ctx.tracker.track(bulkId);
    return [];
  }
  if (result.error.code === 'submission_unknown') {
    ctx.store.markUnknown(bulkId, `Outcome unknown, still retrying: ${result.error.message}`);
    emit();
    void ctx.tracker.track(bulkId);
    return [];
  }
  ctx.store.markNotAccepted(bulkId, result.error.message, perPaymentErrors(result.error.details));
  emit();
  return bankRejectionIssues(result.error.details, origins, label);
}
