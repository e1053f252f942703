import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import type { Result } from '../../../src-shared/result';
import { isTransient } from '../../domain/retry';
import type { SubmissionJournal, SubmissionRecord } from '../../ports/submission-journal';
import type { EventBus } from '../../platform/events';
import type { OpenBulk } from '../../ports/history/records';
import type { HistoryRepository } from '../../ports/history/history-repository';
import { silentLogger, type Logger } from '../../platform/log';
import { perPaymentErrors } from '../../domain/bank-rejections';
import { applyBankStatus, followWithLook, soloLease, type BankKnownBulk, type FollowerBank } from './bulk-follower';
import { DEFAULT_POLL_SCHEDULE, nextPollDelayMs, type PollSchedule } from './poll-schedule';

const detailsOf = (error: { details?: unknown } | undefined) =>
  (error?.details ?? {}) as { status?: number; retryAfterMs?: number };
const statusOf = (error: { details?: unknown } | undefined) => detailsOf(error).status;
const retryAfterOf = (error: { details?: unknown } | undefined) => detailsOf(error).retryAfterMs;

/** What the tracker needs of the bank client (src-main/adapters/bank-api/client.ts). */
export interface TrackerBank extends FollowerBank {
  /**
   * Resends every interrupted or unconfirmed journalled bulk with its stored key and bytes;
   * `onRetry` hears each try that is still not confirmed (the record's reference is the bulk id).
   */
  resumeSubmissions(
    onRetry?: (record: { reference: string | null }, retry: { error: { message: string }; waitMs: number }) => void,
  ): Promise<unknown>;
}

export interface TrackerOptions {
  /** This computer's history (adapters/sqlite/sqlite-history.ts: sqliteHistory). */
  history: HistoryRepository;
  journal: SubmissionJournal;
  /** The bank client of the active profile, or why there is none now (not set up, signed out). */
  bank: () => Promise<Result<TrackerBank>>;
  events: EventBus;
  /** An OS notification; the Electron shell passes one, the CLI and tests may not. */
  notify?: (title: string, body: string) => void;
  schedule?: PollSchedule;
  logger?: Logger;
  now?: () => number;
  /**
   * Stop following a bulk on a fault asking again cannot cure (retry.ts: not transient; e.g. a 401
   * after re-consent, an oversized answer): the CLI's --wait, which then says why and exits. The
   * app keeps asking, rarely (`schedule.faultMs`).
   */
  stopOnFault?: boolean;
}

/** Why following a bulk stopped before it was final (`stopOnFault`). */
export interface TrackerStall {
  code: string;
  status?: number;
  message: string;
}

/** One check's outcome: a problem sentence when the bank could not tell, and the error behind it. */
interface CheckOutcome {
  problem: string | null;
  error?: { code: string; details?: unknown };
}

const noBank = (reason: string) =>
  `Bulkpay cannot reach the bank to check this bulk: ${reason} Checking resumes by itself.`;

/** Describes a finished bulk in one sentence, for the notification and the CLI. */
export function finalSentence(bulk: BulkSummary): string {
  const label = `Bulk ${bulk.sequence}${bulk.fileName ? ` of ${bulk.fileName}` : ''}`;
  if (bulk.state === 'approved') {
    const notSent = bulk.notSentCount ?? 0;
    return notSent
      ? `${label} was approved: ${bulk.paidCount} paid, ${notSent} not sent because the balance ran out. You can send the unsent payments again.`
      : `${label} was approved: all ${bulk.paidCount} payments were paid.`;
  }
  if (bulk.state === 'rejected') return `${label} was declined, or not approved within the hour. Nothing was paid.`;
  return `${label} was not sent: ${bulk.lastError ?? 'the bank refused it'}`;
}

/**
 * Follows every unfinished bulk until the bank says it is processed: one loop per bulk in main
 * (the one follower, `followWithLook`, under the solo lease), so it survives the window closing;
 * `resumeAll` picks every unfinished bulk up again after a restart. A look settles a bulk the bank
 * has no id for from the journal, backs off on failures and says each one; each real change is
 * written to the history, then pushed as `bulks:updated`.
 */
export class BulkTracker {
  readonly #o: Required<Omit<TrackerOptions, 'notify'>> & Pick<TrackerOptions, 'notify'>;
  readonly #loops = new Map<string, Promise<void>>();
  readonly #stalls = new Map<string, TrackerStall>();
  readonly #confirmedAt = new Map<string, number>();
  readonly #lastProblem = new Map<string, string>();
  readonly #stop = new AbortController();
  /** Per followed bulk: resolves once its first look is done (`firstLooksDone`). */
  readonly #firstLooks = new Map<string, Promise<void>>();

  constructor(options: TrackerOptions) {
    this.#o = {
      schedule: DEFAULT_POLL_SCHEDULE,
      logger: silentLogger,
      now: Date.now,
      stopOnFault: false,
      ...options,
    };
  }

  /**
   * What this run knows of the bank's word on `bulkId`: when it last answered (epoch ms), and the
   * problem of the last check when that one failed (then the stored state may be one the bank has left).
   */
  freshnessOf(bulkId: string): { confirmedAt?: number; lastProblem?: string } {
    return { confirmedAt: this.#confirmedAt.get(bulkId), lastProblem: this.#lastProblem.get(bulkId) };
  }

  /** Why following `bulkId` stopped before it was final, when it did (`stopOnFault`). */
  stallOf(bulkId: string): TrackerStall | undefined {
    return this.#stalls.get(bulkId);
  }

  /**
   * Starts following every bulk the history holds as unfinished (call once on start). Resolves once
   * started, a bulk a crash left without a journal record already ended as not sent, so nothing sent
   * next counts it as paid.
   */
  async resumeAll(): Promise<void> {
    for (const open of await this.#o.history.openBulks()) {
      if (!open.bankBulkId && !(await this.#decideFromJournal(open))) continue;
      void this.track(open.id);
    }
  }

  /**
   * Resolves once every bulk followed now has had its first look at the bank written: a CLI
   * `submit` reviews after it, so a status landing mid-review does not change the reviewed plan.
   */
  async firstLooksDone(): Promise<void> {
    await Promise.all(this.#firstLooks.values());
  }

  /** Starts following one bulk (no-op when already followed). Resolves when it is final or the tracker stops. */
  track(bulkId: string): Promise<void> {
    let loop = this.#loops.get(bulkId);
    if (!loop) {
      let looked = () => {};
      this.#firstLooks.set(bulkId, new Promise<void>((resolve) => (looked = resolve)));
      loop = this.#follow(bulkId, looked).finally(() => {
        looked();
        this.#loops.delete(bulkId);
        this.#firstLooks.delete(bulkId);
      });
      this.#loops.set(bulkId, loop);
    }
    return loop;
  }

  /** Follows the bulk and returns its final summary (for the CLI's --wait and tests). */
  async waitUntilFinal(bulkId: string): Promise<BulkSummary | undefined> {
    await this.track(bulkId);
    return this.#o.history.getBulk(bulkId);
  }

  get followed(): string[] {
    return [...this.#loops.keys()];
  }

  async stop(): Promise<void> {
    this.#stop.abort();
    await Promise.allSettled([...this.#loops.values()]);
  }

  /** `looked`: called once the first look at the bank has written what it learnt. */
  async #follow(bulkId: string, looked: () => void): Promise<void> {
    this.#stalls.delete(bulkId);
    let failures = 0;
    const look = async (): Promise<number | 'stop'> => {
      const open = (await this.#o.history.openBulks()).find((b) => b.id === bulkId);
      if (!open) return 'stop';
      const { problem, error } = await this.#look(open);
      if (problem) this.#lastProblem.set(bulkId, problem);
      else this.#lastProblem.delete(bulkId);
      if (!problem && failures > 0) await this.#emit(bulkId, null);
      failures = problem ? failures + 1 : 0;
      looked();
      const after = await this.#o.history.getBulk(bulkId);
      if (!after || after.processed) return 0;
      const fault = error !== undefined && !isTransient(error) && statusOf(error) !== 404;
      // A broken answer (over its cap, not in the documented shape) is asked again only rarely in the
      // app, so it is not downloaded again and again; a refusal (401/403) keeps the error backoff, so
      // the state shows soon after the customer signs in again.
      const brokenAnswer = fault && (error.code === 'bank_answer_too_large' || error.code === 'bank_bad_response');
      if (fault && this.#o.stopOnFault) {
        this.#stalls.set(bulkId, { code: error.code, status: statusOf(error), message: problem! });
        await this.#emit(bulkId, problem);
        return 'stop';
      }
      const since = after.acceptedAt ? this.#o.now() - Date.parse(after.acceptedAt) : 0;
      const wait = brokenAnswer
        ? (this.#o.schedule.faultMs ?? DEFAULT_POLL_SCHEDULE.faultMs!)
        : nextPollDelayMs(after.state, since, failures, this.#o.schedule, retryAfterOf(error));
      // Every failed check is said, with when the next one is, so a wait is never silent.
      if (problem) {
        const at = new Date(this.#o.now() + wait).toISOString().slice(11, 19);
        await this.#emit(bulkId, `${problem} Next check in ${Math.max(1, Math.round(wait / 1000))} s (${at} UTC).`);
      }
      return wait;
    };
    await followWithLook(bulkId, {
      history: this.#o.history,
      lease: soloLease,
      intervalMs: 0,
      signal: this.#stop.signal,
      look,
    });
  }

  /** One look at the bank: the status when it knows the bulk, else the journal's word on it. */
  async #look(open: OpenBulk): Promise<CheckOutcome> {
    try {
      return open.bankBulkId
        ? await this.#checkStatus({ ...open, bankBulkId: open.bankBulkId })
        : { problem: await this.#settleSubmission(open) };
    } catch (cause) {
      this.#o.logger.error('bulk check failed', { bulkId: open.id, error: (cause as Error).message });
      return { problem: `Checking the bulk failed unexpectedly (${(cause as Error).message}). Bulkpay keeps trying.` };
    }
  }

  /** Asks the bank for the status; returns a problem sentence when it could not tell. */
  async #checkStatus(open: BankKnownBulk): Promise<CheckOutcome> {
    const bank = await this.#o.bank();
    if (!bank.ok) return { problem: noBank(bank.error.message), error: bank.error };
    const { history, logger } = this.#o;
    const result = await applyBankStatus(open, { history, lease: soloLease, bank: bank.value, logger });
    if (!result.ok && result.error.details.status === 404) {
      return {
        problem: `The bank does not know bulk ${open.bankBulkId} for the signed-in customer. Sign in as the customer who sent it; Bulkpay keeps checking.`,
        error: result.error,
      };
    }
    if (!result.ok) {
      const more = isTransient(result.error)
        ? 'Bulkpay keeps checking; nothing is sent twice.'
        : 'Nothing is sent twice; the bulk keeps its last state the bank confirmed.';
      return { problem: `${result.error.message} ${more}`, error: result.error };
    }
    this.#confirmedAt.set(open.id, this.#o.now());
    if (result.value.changed) {
      await this.#emit(open.id, null);
      const bulk = await history.getBulk(open.id);
      if (bulk?.processed) this.#notifyFinal(bulk);
    }
    return { problem: null };
  }

  /**
   * A bulk without a bank id: the journal knows whether it reached the bank. Accepted → follow
   * the status; refused → final, with the bank's messages on the rows; still open → resend with
   * the same key (never a new bulk); no journal row → it never left this computer.
   */
  async #settleSubmission(open: OpenBulk): Promise<string | null> {
    const { history } = this.#o;
    let record = await this.#decideFromJournal(open);
    if (!record) return null;
    if (record.state === 'sending' || record.state === 'unknown') {
      const bank = await this.#o.bank();
      if (!bank.ok) return noBank(bank.error.message);
      // Resending can take minutes while the bank fails: each try is said, never silence.
      await bank.value.resumeSubmissions((resent, { error, waitMs }) => {
        if (!resent.reference) return;
        const at = new Date(this.#o.now() + waitMs).toISOString().slice(11, 19);
        void this.#emit(
          resent.reference,
          `The bank has not confirmed this bulk yet: ${error.message} Asking again with the same reference in ${Math.max(1, Math.round(waitMs / 1000))} s (${at} UTC); it can never be paid twice.`,
        );
      });
      record = this.#deciding(open)!;
      if (open.submissionId !== record.id) await history.linkSubmission(open.id, record);
    }
    if (record.state === 'accepted') {
      await history.markAccepted(open.id, { bankBulkId: record.bulkId!, statusUrl: record.statusUrl! });
      await this.#emit(open.id, null);
      return null;
    }
    if (record.state === 'rejected') {
      const details = record.errorDetails as Parameters<typeof perPaymentErrors>[0];
      await history.markNotAccepted(
        open.id,
        record.lastErrorMessage ?? 'The bank refused the bulk.',
        perPaymentErrors(details),
      );
      const bulk = await this.#emit(open.id, null);
      if (bulk) this.#notifyFinal(bulk);
      return null;
    }
    const message = `Outcome unknown, still retrying: ${record.lastErrorMessage ?? 'the bank has not answered yet.'}`;
    await history.markUnknown(open.id, message);
    return message;
  }

  /**
   * What settling needs no bank for: the journal record that decides the bulk, linked to it; with
   * no record the bulk never left this computer and is ended as not sent (undefined).
   */
  async #decideFromJournal(open: OpenBulk): Promise<SubmissionRecord | undefined> {
    const { history } = this.#o;
    const record = this.#deciding(open);
    if (!record) {
      await history.markNotAccepted(
        open.id,
        'Bulkpay stopped before this bulk reached the bank, so nothing was sent. Send these payments again.',
        {},
        'not_sent',
      );
      await this.#emit(open.id, null);
      return undefined;
    }
    if (open.submissionId !== record.id) await history.linkSubmission(open.id, record);
    return record;
  }

  /**
   * The journal record that decides a bulk, from every record made for it (a crash or a new
   * sign-in may have left more than one): accepted beats still open beats refused, so a bulk the
   * bank may have is never ended as refused. Among equals, the linked record, else the newest.
   */
  #deciding(open: OpenBulk): SubmissionRecord | undefined {
    const { journal } = this.#o;
    const records = journal.findByReference(open.id);
    const linked = open.submissionId ? journal.get(open.submissionId) : undefined;
    if (linked && !records.some((r) => r.id === linked.id)) records.push(linked);
    const rank = (r: SubmissionRecord) => (r.state === 'accepted' ? 2 : r.state === 'rejected' ? 0 : 1);
    return records.reduce<SubmissionRecord | undefined>((best, r) => {
      if (!best || rank(r) > rank(best)) return r;
      if (rank(r) < rank(best) || best.id === linked?.id) return best;
      return r.id === linked?.id || r.createdAt >= best.createdAt ? r : best;
    }, undefined);
  }

  /** Pushes the bulk as the history now holds it (`bulks:updated`) and returns it. */
  async #emit(bulkId: string, problem: string | null): Promise<BulkSummary | undefined> {
    const bulk = await this.#o.history.getBulk(bulkId);
    if (bulk) this.#o.events.emit('bulks:updated', { bulk, problem });
    return bulk;
  }

  #notifyFinal(bulk: BulkSummary): void {
    const title =
      bulk.state === 'approved' ? 'Bulk approved' : bulk.state === 'rejected' ? 'Bulk declined' : 'Bulk not sent';
    try {
      this.#o.notify?.(title, finalSentence(bulk));
    } catch (cause) {
      this.#o.logger.warn('notification failed', { error: (cause as Error).message });
    }
  }
}
