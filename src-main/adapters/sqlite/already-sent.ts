// The "already sent" warning: was an identical payment sent lately and not refused?
import type { Statement } from 'better-sqlite3';
import { paymentFingerprint, type BulkPaymentItem } from '../../../src-shared/payments';
import type { Db } from './open-database';
import { amountToMilli } from '../../ports/history/rows';

interface SentCandidate {
  created_at: string;
  amount: string;
  currency: string;
  structured_reference: string | null;
  unstructured_reference: string | null;
}

/** The newest sent payment with the same fingerprint as `payment` (candidates newest first). */
function firstSameAs(payment: BulkPaymentItem, candidates: readonly SentCandidate[]): { sentAt: string } | undefined {
  const wanted = paymentFingerprint(payment);
  const hit = candidates.find(
    (c) =>
      paymentFingerprint({
        ...payment,
        amount: payment.amount,
        structured_reference: c.structured_reference ?? undefined,
        unstructured_reference: c.unstructured_reference ?? undefined,
      }) === wanted,
  );
  return hit && { sentAt: hit.created_at };
}

const NOT_SENT_STATES = "('rejected', 'not_accepted', 'not_sent', 'notenoughbalance')";

export class SentPayments {
  #recentlySent: Statement<[string, number, string, string]> | undefined;

  constructor(private readonly db: Db) {}

  /**
   * When an identical payment (same account, amount, currency and reference, the shared
   * `paymentFingerprint` rule) was sent since `sinceIso` and not refused or declined: the
   * "already sent" warning. Uses the account index, so it stays fast with a large history.
   */
  recentlySent(payment: BulkPaymentItem, sinceIso: string): { sentAt: string } | undefined {
    // Prepared once: a 100,000-row review asks for every payment (preparing each time was most of its time).
    const candidates = (this.#recentlySent ??= this.db.prepare(
      `SELECT created_at, amount, currency, structured_reference, unstructured_reference FROM payments
        WHERE account_identifier = ? AND amount_milli = ? AND currency = ? AND created_at >= ?
        AND state NOT IN ${NOT_SENT_STATES} ORDER BY created_at DESC`,
    )).all(
      payment.counterparty.account_identifier,
      amountToMilli(payment.amount),
      payment.currency,
      sinceIso,
    ) as SentCandidate[];
    return firstSameAs(payment, candidates);
  }

  /**
   * `recentlySent` for a whole file: the payments sent since `sinceIso` read once and then looked
   * up in memory, instead of one query per payment. Filtered by created_at itself, never by an id
   * range: a safety check must hold even where a clock change left ids out of time order.
   */
  recentlySentLookup(sinceIso: string): (payment: BulkPaymentItem) => { sentAt: string } | undefined {
    const sent = this.db
      .prepare(
        `SELECT created_at, account_identifier, amount_milli, currency, amount, structured_reference, unstructured_reference
        FROM payments WHERE created_at >= ?
        AND state NOT IN ${NOT_SENT_STATES} ORDER BY created_at DESC, id DESC`,
      )
      .all(sinceIso) as (SentCandidate & {
      account_identifier: string;
      amount_milli: number;
    })[];
    const byKey = new Map<string, SentCandidate[]>();
    for (const c of sent) {
      const key = `${c.account_identifier}|${c.amount_milli}|${c.currency}`;
      const list = byKey.get(key);
      if (list) list.push(c);
      else byKey.set(key, [c]);
    }
    // Most payees of a file were paid nothing this month: those are answered without a key.
    const accounts = new Set(sent.map((c) => c.account_identifier));
    return (payment) => {
      if (!accounts.has(payment.counterparty.account_identifier)) return undefined;
      const key = `${payment.counterparty.account_identifier}|${amountToMilli(payment.amount)}|${payment.currency}`;
      const candidates = byKey.get(key);
      return candidates && firstSameAs(payment, candidates);
    };
  }
}
