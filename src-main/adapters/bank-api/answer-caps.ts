/**
 * The most each bank endpoint may answer, in bytes (docs/architecture.md, "Talking to the bank").
 * The client stops reading past the cap and reports a bank fault, so a broken or hostile answer
 * cannot fill memory.
 * Each cap is generous for the documented shape: 100 payments in a bulk status with long names
 * and references are under 200 KiB; a page of transactions of the same size per row, likewise.
 */
const KiB = 1024;
const MiB = 1024 * KiB;

export const ANSWER_CAPS = {
  /** Signup, login, applications, certificate renewal (a PEM certificate is a few KiB). */
  onboarding: 256 * KiB,
  /** Consent initiation and token exchange. */
  consent: 64 * KiB,
  /** The bare array of the customer's accounts. */
  accounts: 4 * MiB,
  /** One account, one transaction. */
  record: 256 * KiB,
  /** One transaction page (`count`, `next`, `previous`, `results`). */
  transactionPage: 8 * MiB,
  /** A debt (payment) object or its confirmation. */
  debt: 1 * MiB,
  /** Bulk creation: 202 with two fields, or an error body with messages for up to 100 payments. */
  bulkCreation: 1 * MiB,
  /** Bulk status: up to 100 payments with their counterparties. */
  bulkStatus: 2 * MiB,
} as const;

export const DEFAULT_ANSWER_CAP = 1 * MiB;

/** "4 MiB", "256 KiB": a cap in words for messages. */
export function formatBytes(bytes: number): string {
  if (bytes >= MiB && bytes % MiB === 0) return `${bytes / MiB} MiB`;
  if (bytes >= KiB && bytes % KiB === 0) return `${bytes / KiB} KiB`;
  return `${bytes} bytes`;
}
