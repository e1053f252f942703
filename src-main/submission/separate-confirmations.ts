// The send's side of `CONFIRM_SEPARATELY` (src-shared/validation/confirmations.ts): the refusal
// when a plan holds such problems without their own confirmation, and what the audit log keeps of
// each confirmation (the send's audit row says who and when; this says what).
import type { ValidationIssue } from '../../src-shared/payments';
import { err } from '../../src-shared/result';
import { needsOwnConfirmation, type ProblemCode } from '../../src-shared/validation/confirmations';

/** The refusal of a send holding problems of `codes` that were not confirmed on their own. */
export function confirmationRefusal(warnings: readonly ValidationIssue[], codes: readonly ProblemCode[]) {
  const held = warnings.filter((w) => codes.includes(w.code));
  return err(
    'confirmation_needed',
    `${held.length} payment(s) need their own confirmation before sending (${codes.join(', ')}): "I have checked these warnings" does not cover payments already sent nor changed bank details.`,
    held,
    { count: held.length, codes: codes.join(',') },
  );
}

/** One audit entry per confirmed code: which rows, and for changed bank details the old and new IBAN. */
export function confirmationAudit(warnings: readonly ValidationIssue[]) {
  const byCode = new Map<ProblemCode, ValidationIssue[]>();
  for (const w of warnings) if (needsOwnConfirmation(w.code)) byCode.set(w.code, [...(byCode.get(w.code) ?? []), w]);
  return [...byCode].map(([code, issues]) => ({
    code,
    count: issues.length,
    rows: issues.map((i) => ({ line: i.line, ...i.params })),
  }));
}
