// Problems a general "I have checked these warnings" (and the CLI's --accept-warnings) never clears:
// each needs its own explicit confirmation, because sending means money paid again or paid to an
// account this payee has never used. One list for the window, the CLI and the core's send.

/** A problem's stable code, as `ValidationIssue.code` carries it. */
export type ProblemCode = string;

/** The codes that need their own confirmation before a send (see docs/payee-book.md). */
export const CONFIRM_SEPARATELY: readonly ProblemCode[] = ['sent_recently', 'payee_bank_details_changed'];

/** True when a problem of this code needs its own confirmation. */
export const needsOwnConfirmation = (code: ProblemCode): boolean => CONFIRM_SEPARATELY.includes(code);

/** The codes of `issues` that need their own confirmation and are not in `confirmed`, each once. */
export function unconfirmedCodes(
  issues: readonly { code: ProblemCode }[],
  confirmed: readonly ProblemCode[] = [],
): ProblemCode[] {
  const missing = new Set<ProblemCode>();
  for (const issue of issues)
    if (needsOwnConfirmation(issue.code) && !confirmed.includes(issue.code)) missing.add(issue.code);
  return [...missing];
}
