import type { ValidationIssue } from '../payments/types';

/**
 * Problems the general "I have checked these warnings" box (and `--accept-warnings`) does not
 * clear: each needs its own confirmation naming it, in the window, the CLI and team release.
 */
export const CONFIRM_SEPARATELY: readonly ValidationIssue['code'][] = ['sent_recently', 'payee_bank_details_changed'];

/** True when a problem of this code needs its own confirmation. */
export const needsOwnConfirmation = (code: ValidationIssue['code']): boolean => CONFIRM_SEPARATELY.includes(code);
