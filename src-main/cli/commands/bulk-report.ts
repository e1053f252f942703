import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import type { BulkServices } from '../../submission/bulk-services';
import { finalSentence } from '../../submission/bulk-tracker';
import type { CliIo } from '../command';

/** Exit codes of `submit` and `status` (issue 7; README "Command line"). */
export const EXIT = { allPaid: 0, validation: 1, notAllPaid: 2, unknown: 3, reviewOnly: 4 } as const;

/** Words for bulk states, as the app shows them. */
export const STATE_WORDS: Record<string, string> = {
  sending: 'sending',
  unknown: 'outcome unknown, still retrying',
  pending_approval: 'waiting for approval on the phone',
  processing: 'processing',
  approved: 'approved',
  rejected: 'rejected',
  not_accepted: 'refused by the bank',
  not_sent: 'not sent',
};

const stateWords = (state: string) => STATE_WORDS[state] ?? `other (${state})`;

/**
 * 0 only when every payment was paid; 3 while any bulk is not final (sending, outcome unknown,
 * waiting for approval, processing); 2 when any payment was not sent or any bulk rejected or refused.
 */
export function exitCodeOf(bulks: BulkSummary[]): number {
  if (bulks.some((b) => !b.processed)) return EXIT.unknown;
  if (bulks.some((b) => ['rejected', 'not_accepted', 'not_sent'].includes(b.state) || (b.notSentCount ?? 0) > 0))
    return EXIT.notAllPaid;
  return EXIT.allPaid;
}

function timeLeft(deadline: string | null): string {
  if (!deadline) return '';
  const minutes = Math.max(0, Math.round((Date.parse(deadline) - Date.now()) / 60_000));
  return ` (${minutes} min left to approve)`;
}

/** One line per bulk, then (with `services`, for finished bulks) one line per payment. */
export function printBulks(io: CliIo, bulks: BulkSummary[], services?: BulkServices): void {
  for (const b of bulks) {
    const totals = Object.entries(b.currencyTotals)
      .map(([c, v]) => `${c} ${v}`)
      .join(', ');
    io.out(
      `bulk ${b.sequence}${b.resubmissionOf ? ' (sent again)' : ''} ${b.bankBulkId ?? b.id}: ${b.totalCount} payments, ${totals}: ${stateWords(b.state)}${timeLeft(b.approvalDeadline)}`,
    );
    if (b.lastError && !b.processed) io.out(`  ${b.lastError}`);
    if (!services || !b.processed) continue;
    io.out(`  ${finalSentence(b)}`);
    for (const p of services.reader.bulkPayments(b.id)) {
      io.out(
        `  line ${p.line ?? '?'}  ${p.payeeName}  ${p.accountIdentifier}  ${p.amount} ${p.currency}: ${p.state}${p.error ? ` (${p.error})` : ''}`,
      );
    }
  }
}

/** The `--json` shape of one bulk: stable keys for scripts. */
export function bulkReport(services: BulkServices, b: BulkSummary) {
  return {
    id: b.id,
    bulk_id: b.bankBulkId,
    sequence: b.sequence,
    state: b.state,
    processed: b.processed,
    total_count: b.totalCount,
    totals: b.currencyTotals,
    not_sent_count: b.notSentCount,
    approval_deadline: b.approvalDeadline,
    error: b.lastError,
    payments: services.reader.bulkPayments(b.id).map((p) => ({
      line: p.line,
      payee: p.payeeName,
      account: p.accountIdentifier,
      amount: p.amount,
      currency: p.currency,
      state: p.state,
      error: p.error,
    })),
  };
}

/** Follows every bulk to its final state, printing changes; gives up after `timeoutMs` (they stay tracked in the app). */
export async function waitForAll(
  services: BulkServices,
  bulks: BulkSummary[],
  timeoutMs: number,
  io?: CliIo,
): Promise<BulkSummary[]> {
  const seen = new Map(bulks.map((b) => [b.id, b.state]));
  // Reads the local history (not the bank) twice a second to print each change as it lands.
  const printer = io
    ? setInterval(() => {
        for (const b of bulks) {
          const now = services.reader.getBulk(b.id);
          if (now && seen.get(b.id) !== now.state) {
            seen.set(b.id, now.state);
            io.out(
              `bulk ${now.sequence} ${now.bankBulkId ?? now.id}: ${stateWords(now.state)}${timeLeft(now.approvalDeadline)}`,
            );
          }
        }
      }, 500)
    : undefined;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
  await Promise.race([Promise.all(bulks.map((b) => services.tracker.track(b.id))), timeout]);
  clearTimeout(timer);
  clearInterval(printer);
  return bulks.map((b) => services.reader.getBulk(b.id)!);
}
