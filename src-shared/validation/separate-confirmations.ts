// The problems a person confirms one by one (or as a group), apart from the general "I have
// checked these warnings": what they are, how much money they move, and whether a send names them.
import type { BulkPaymentItem } from '../bank/schemas';
import { err, ok, type Result } from '../result';
import { sumTotals } from '../payments/sum-totals';
import type { ValidationIssue } from '../payments/types';
import { CONFIRM_SEPARATELY, needsOwnConfirmation } from './confirmations';

/** Payments listed one by one per kind; the rest are counted and summed. */
export const SEPARATELY_LISTED = 200;

/** One payment a separate confirmation is about, as the review lists it. */
export interface PaymentToConfirm {
  line: number;
  row: number;
  payee: string;
  iban: string;
  amount: string;
  currency: string;
  /** The problem's own params (the date it was sent, the IBAN used before). */
  params?: ValidationIssue['params'];
}

/** One kind of problem that needs its own confirmation: how many payments, how much money, which. */
export interface SeparateConfirmationNeeded {
  code: ValidationIssue['code'];
  count: number;
  /** Exact totals per currency of every payment of this kind. */
  totals: Record<string, string>;
  /** The first `SEPARATELY_LISTED` payments of this kind, in file order. */
  payments: PaymentToConfirm[];
}

/** What a send names: this kind, for this many payments (the plan hash fixes which ones). */
export interface SeparateConfirmation {
  code: ValidationIssue['code'];
  count: number;
}

/** The warnings the general "I have checked these warnings" box clears. */
export const generalWarnings = (warnings: readonly ValidationIssue[]): ValidationIssue[] =>
  warnings.filter((w) => !needsOwnConfirmation(w.code));

/**
 * Each kind of problem in `warnings` that needs its own confirmation, with its payments (from the
 * checked rows' bank items; `currency` for an item that has none: the paying account's).
 */
export function separateConfirmationsNeeded(
  warnings: readonly ValidationIssue[],
  payments: readonly (BulkPaymentItem | undefined)[],
  currency: string,
): SeparateConfirmationNeeded[] {
  return CONFIRM_SEPARATELY.flatMap((code) => {
    const issues = warnings.filter((w) => w.code === code);
    if (!issues.length) return [];
    const all = issues.map((issue) => {
      const p = payments[issue.row];
      return {
        line: issue.line,
        row: issue.row,
        payee: p?.counterparty.name ?? '',
        iban: p?.counterparty.account_identifier ?? '',
        amount: p?.amount ?? '0',
        currency: p?.currency ?? currency,
        ...(issue.params ? { params: issue.params } : {}),
      };
    });
    return [
      {
        code,
        count: all.length,
        totals: sumTotals(all.map((p) => ({ [p.currency]: p.amount }))),
        payments: all.slice(0, SEPARATELY_LISTED),
      },
    ];
  });
}

/**
 * The kinds a send holds but does not name with their exact count: each is refused. A count that
 * differs is a confirmation of other payments than these.
 */
export function unconfirmedKinds(
  needed: readonly Pick<SeparateConfirmationNeeded, 'code' | 'count'>[],
  confirmed: readonly SeparateConfirmation[],
): Pick<SeparateConfirmationNeeded, 'code' | 'count'>[] {
  return needed.filter((n) => !confirmed.some((c) => c.code === n.code && c.count === n.count));
}

/**
 * Refuses a send, a team submit or a release that does not name each kind of `needed` with its
 * count: the general "I have checked" never covers paying again or changed bank details.
 */
export function requireSeparateConfirmations(
  needed: readonly Pick<SeparateConfirmationNeeded, 'code' | 'count'>[],
  confirmed: readonly SeparateConfirmation[],
  warnings: readonly ValidationIssue[],
): Result<void> {
  const unconfirmed = unconfirmedKinds(needed, confirmed);
  if (!unconfirmed.length) return ok(undefined);
  const countOf = (code: ValidationIssue['code']) => unconfirmed.find((k) => k.code === code)?.count ?? 0;
  const sent = countOf('sent_recently');
  const changed = countOf('payee_bank_details_changed');
  return err(
    'separate_confirmation_needed',
    `Some payments need their own confirmation before sending (${sent} already sent, ${changed} to changed bank details): the general "I have checked" does not cover paying again or changed bank details.`,
    warnings.filter((w) => unconfirmed.some((k) => k.code === w.code)),
    { sent, changed },
  );
}

/**
 * What the audit trail keeps of a separate confirmation: the kind, how many, how much, which lines,
 * and each listed payment with what the problem said of it (the IBAN used before, when it was sent).
 */
export const confirmationRecord = (kind: SeparateConfirmationNeeded) => ({
  code: kind.code,
  count: kind.count,
  totals: kind.totals,
  lines: kind.payments.map((p) => p.line),
  payments: kind.payments.map(({ line, payee, iban, amount, currency, params }) => ({
    line,
    payee,
    iban,
    amount,
    currency,
    ...params,
  })),
});
