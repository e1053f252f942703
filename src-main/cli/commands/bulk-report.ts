import type { TFunction } from 'i18next';
import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import type { BulkServices } from '../../features/send/bulk-services';
import { finalSentence } from '../../features/tracking/bulk-tracker';
import type { CliIo } from '../command';
import { totalsText } from '../../../src-shared/payments/currency';
import { cliWords } from '../messages';

/** Exit codes of `submit` and `status` (docs/cli.md). */
export const EXIT = { allPaid: 0, validation: 1, notAllPaid: 2, unknown: 3, reviewOnly: 4, bankFault: 5 } as const;

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

/** The state in the user's words (the `cli.bulkState` catalog; English as STATE_WORDS). */
const stateWords = (state: string, t: TFunction) =>
  state in STATE_WORDS ? t(`cli.bulkState.${state}`) : t('cli.bulkState.other', { state });

/**
 * 0 only when every payment was paid; 3 while any bulk is not final (sending, outcome unknown,
 * waiting for approval, processing); 2 when any payment was not sent or any bulk rejected or
 * refused. (5, from reportWaitEnd: --wait stopped because the bank cannot be asked.)
 */
export function exitCodeOf(bulks: BulkSummary[]): number {
  if (bulks.some((b) => !b.processed)) return EXIT.unknown;
  if (bulks.some((b) => ['rejected', 'not_accepted', 'not_sent'].includes(b.state) || (b.notSentCount ?? 0) > 0))
    return EXIT.notAllPaid;
  return EXIT.allPaid;
}

function timeLeft(deadline: string | null, t: TFunction): string {
  if (!deadline) return '';
  const minutes = Math.max(0, Math.round((Date.parse(deadline) - Date.now()) / 60_000));
  return ` (${t('cli.minutesLeft', { minutes })})`;
}

/**
 * The state as this run knows it. When the last check failed, the stored state may be one the
 * bank has left (an approval seen by nobody): say it is the last one the bank confirmed, and when.
 */
function stateLine(b: BulkSummary, t: TFunction, services?: BulkServices): string {
  const fresh = services && !b.processed ? services.tracker.freshnessOf(b.id) : {};
  if (!fresh.lastProblem) return `${stateWords(b.state, t)}${timeLeft(b.approvalDeadline, t)}`;
  const state = stateWords(b.state, t);
  return fresh.confirmedAt
    ? t('cli.lastConfirmedAt', { time: new Date(fresh.confirmedAt).toISOString().slice(11, 19), state })
    : t('cli.lastConfirmedBefore', { state });
}

/** One line per bulk, then (with `services`, for finished bulks) one line per payment. */
export function printBulks(io: CliIo, bulks: BulkSummary[], services?: BulkServices): void {
  const { t } = cliWords(io.env);
  for (const b of bulks) {
    const totals = totalsText(b.currencyTotals);
    io.out(
      t(b.resubmissionOf ? 'cli.bulkLineAgain' : 'cli.bulkLine', {
        sequence: b.sequence,
        id: b.bankBulkId ?? b.id,
        payments: b.totalCount,
        totals,
        state: stateLine(b, t, services),
      }),
    );
    if (b.lastError && !b.processed) io.out(`  ${b.lastError}`);
    if (!services || !b.processed) continue;
    io.out(`  ${finalSentence(b)}`);
    for (const p of services.reader.bulkPayments(b.id)) {
      const state = t(`cli.paymentState.${p.state}`, { defaultValue: p.state });
      io.out(
        `  ${t('cli.line', { line: p.line ?? '?' })}  ${p.payeeName}  ${p.accountIdentifier}  ${p.amount} ${p.currency}: ${state}${p.error ? ` (${p.error})` : ''}`,
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

/**
 * Prints every problem the bank causes while sending or following bulks (`ids`: only these), one
 * line each with what the bank said and when the next try is. Returns the unsubscribe function.
 */
export function sayProblems(services: BulkServices, progress: (line: string) => void, ids?: Set<string>): () => void {
  return services.events.addSink((event, payload) => {
    const { bulk, problem } = payload as { bulk?: BulkSummary; problem?: string | null };
    if (event !== 'bulks:updated' || !bulk || !problem || (ids && !ids.has(bulk.id))) return;
    if (services.tracker.stallOf(bulk.id)) return; // said once, with what to do, by reportWaitEnd
    progress(`bulk ${bulk.sequence} ${bulk.bankBulkId ?? bulk.id}: ${problem}`);
  });
}

/**
 * Follows every bulk to its final state, printing changes to `io` and, to `progress` (stderr),
 * every failed check with what the bank said and when the next one is; gives up after
 * `timeoutMs` (they stay tracked in the app) or when the tracker stops on a fault.
 */
export async function waitForAll(
  services: BulkServices,
  bulks: BulkSummary[],
  timeoutMs: number,
  io?: CliIo,
  progress?: (line: string) => void,
): Promise<BulkSummary[]> {
  const seen = new Map(bulks.map((b) => [b.id, b.state]));
  const ids = new Set(bulks.map((b) => b.id));
  const stopProgress = progress ? sayProblems(services, progress, ids) : undefined;
  // Reads the local history (not the bank) twice a second to print each change as it lands.
  const printer = io
    ? setInterval(() => {
        for (const b of bulks) {
          const now = services.reader.getBulk(b.id);
          if (now && seen.get(b.id) !== now.state) {
            seen.set(b.id, now.state);
            const { t } = cliWords(io.env);
            io.out(
              t('cli.bulkChanged', {
                sequence: now.sequence,
                id: now.bankBulkId ?? now.id,
                state: `${stateWords(now.state, t)}${timeLeft(now.approvalDeadline, t)}`,
              }),
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
  stopProgress?.();
  return bulks.map((b) => services.reader.getBulk(b.id)!);
}

/** What the user does about a stall, as the middle of the "stopped waiting" sentence. */
function cureFor(stall: { code: string; status?: number }): string {
  const signIn = ['consent_cancelled', 'psu_signed_out', 'not_signed_in', 'bank_not_configured'];
  if (stall.status === 401 || signIn.includes(stall.code))
    return " The customer's bank sign-in has ended or was refused (BULKPAY_TOKEN, or the session a new approval did not renew): sign in again,";
  if (stall.status === 403) return ' The account holder must ask the bank to allow payment initiation,';
  if (stall.code === 'bank_answer_too_large' || stall.code === 'bank_bad_response')
    return ' This is a fault at the bank; wait a while,';
  return ' Fix the cause above,';
}

/**
 * After --wait: says why waiting stopped early for any bulk the tracker gave up on (a 401 a new
 * sign-in could not cure, an oversized or malformed answer), and returns the exit code: 5 then,
 * else the usual one.
 */
export function reportWaitEnd(io: CliIo, services: BulkServices, bulks: BulkSummary[]): number {
  let stalled = false;
  for (const b of bulks) {
    const stall = b.processed ? undefined : services.tracker.stallOf(b.id);
    if (!stall) continue;
    stalled = true;
    const cure = cureFor(stall);
    io.err(
      `bulkpay: stopped waiting for bulk ${b.sequence} ${b.bankBulkId ?? b.id}: ${stall.message}${cure} then run "bulkpay status ${b.bankBulkId ?? b.id} --wait" again. Nothing is sent twice.`,
    );
  }
  return stalled ? EXIT.bankFault : exitCodeOf(bulks);
}
