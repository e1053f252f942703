import { err, ok, type Result } from '../../../src-shared/result';
import { electronicIban } from '../../../src-shared/payments/iban';
import { TEAM_RUNS_LISTED } from '../../../src-shared/ipc/bounds';
import {
  CLAIM_LEASE_MINUTES,
  senderTimeoutMs,
  listedRunFromRow,
  runFromRow,
  type AuditEntry,
  type ClaimLease,
  type ListedRun,
  type RunPayment,
  type RunRow,
  type RunState,
  type RunToSubmit,
  type SendClaim,
  type TeamDuplicate,
  type TeamRun,
} from '../../ports/team-run-types';
import type { SenderLane, TeamRunStore as TeamRunStorePort } from '../../ports/team/team-run-store';
import { teamPool } from './team-connection-config';
import { LISTED_RUNS_SQL, RUNS_LIST_SQL } from './team-runs-list';
import { MARK_SENT_SQL, TeamStoreBase } from './team-store-base';

/** The run's payees with their IBANs, each once, as the database's payee-risk rule reads them. */
function payeeAccountsOf(payments: RunPayment[]): { name: string; payee_id?: string; iban: string }[] {
  const named = new Map<string, { name: string; payee_id?: string; iban: string }>();
  for (const p of payments) {
    if (!p.iban) continue;
    const account = { name: p.payee, ...(p.payeeId ? { payee_id: p.payeeId } : {}), iban: electronicIban(p.iban) };
    named.set(JSON.stringify(account), account);
  }
  return [...named.values()];
}

/**
 * The team's runs: submitted for release, released or returned (four eyes, in the database),
 * claimed and sent once across the team. Every rule is the database's (team-schema-runs.ts); this
 * class speaks SQL and turns refusals into error values.
 */
export class TeamRunStore extends TeamStoreBase implements TeamRunStorePort {
  /**
   * Stores a run for release, with its payments for the team's duplicate check, in one transaction.
   * `onceForFile` (the inbox): a run the team already holds for this file is returned as it is, decided
   * under a lock on the file's sha256, so two watchers picking up one file make one run.
   */
  async submitRun(
    run: RunToSubmit,
    payments: RunPayment[] = [],
    o: { onceForFile?: boolean } = {},
  ): Promise<Result<TeamRun>> {
    return this.attempt(() =>
      this.transaction(async (client) => {
        if (o.onceForFile) {
          await client.query(`SELECT pg_advisory_xact_lock(hashtextextended('bulkpay.runs.file:' || $1, 0))`, [
            run.fileSha256,
          ]);
          const made = await client.query<RunRow>(
            'SELECT * FROM bulkpay.runs WHERE file_sha256 = $1 ORDER BY prepared_at LIMIT 1',
            [run.fileSha256],
          );
          if (made.rows[0]) return runFromRow(made.rows[0]);
        }
        // state, prepared_by and the rest are set by the database (runs_guard), whatever is sent.
        const { rows } = await client.query<RunRow>(
          `INSERT INTO bulkpay.runs (file_name, file_sha256, paying_account, payment_count, totals, plan,
             plan_hash, warnings_acknowledged, state, release_required, prepared_by, prepared_at,
             bank_tpp, bank_customer, payee_ibans, payee_accounts)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'awaiting_release', true, session_user, now(), $9, $10, $11, $12)
           RETURNING *`,
          [
            run.fileName,
            run.fileSha256,
            run.payingAccount,
            run.paymentCount,
            JSON.stringify(run.totals),
            JSON.stringify(run.plan),
            run.planHash,
            JSON.stringify(run.warningsAcknowledged),
            run.bankTpp ?? null,
            run.bankCustomer ?? null,
            // Every payee IBAN of the run: the database decides from them whether it needs a second person.
            [...new Set(payments.flatMap((p) => (p.iban ? [electronicIban(p.iban)] : [])))],
            // Each payment's payee with its IBAN: the database judges the run by payee (team schema 11).
            JSON.stringify(payeeAccountsOf(payments)),
          ],
        );
        const id = rows[0]!.id;
        if (payments.length)
          await client.query(
            `INSERT INTO bulkpay.run_payments (run_id, line, fingerprint, payee, amount, currency, iban, payee_id)
             SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[], $5::numeric[], $6::text[], $7::text[], $8::text[])`,
            [
              id,
              payments.map((p) => p.line),
              payments.map((p) => p.fingerprint),
              payments.map((p) => p.payee),
              payments.map((p) => p.amount),
              payments.map((p) => p.currency),
              payments.map((p) => (p.iban ? electronicIban(p.iban) : null)),
              payments.map((p) => p.payeeId ?? null),
            ],
          );
        return runFromRow(rows[0]!);
      }),
    );
  }

  /**
   * The payments of this list (by fingerprint) that anyone in the team sent since `sinceIso`,
   * from the team history (sent from runs or not): the duplicate check across the team.
   */
  async sentRecently(
    fingerprints: string[],
    sinceIso: string,
  ): Promise<Result<Map<string, Omit<TeamDuplicate, 'runId'> & { bulkId: string }>>> {
    return this.attempt(async () => {
      const found = await this.history().sentFingerprints(fingerprints, sinceIso);
      return new Map(
        [...found].map(([fingerprint, hit]) => [
          fingerprint,
          {
            bulkId: hit.bulkId,
            fileName: hit.fileName,
            preparedBy: hit.sentBy,
            preparedAt: hit.sentAt,
            state: 'sent' as const,
          },
        ]),
      );
    });
  }

  /**
   * Runs anyone in the team prepared in the last `days` days (and did not have returned) that hold
   * a payment with one of these fingerprints: the same payee account, amount, currency and reference.
   */
  async findTeamDuplicates(
    fingerprints: string[],
    days: number,
    excludeRunId: string | null = null,
  ): Promise<Result<Map<string, TeamDuplicate>>> {
    return this.attempt(async () => {
      const { rows } = await this.pool.query<{
        fingerprint: string;
        run_id: string;
        file_name: string;
        prepared_by: string;
        prepared_at: Date;
        state: RunState;
      }>(
        `SELECT DISTINCT ON (p.fingerprint) p.fingerprint, r.id AS run_id, r.file_name, r.prepared_by, r.prepared_at, r.state
         FROM bulkpay.run_payments p JOIN bulkpay.runs r ON r.id = p.run_id
         WHERE p.fingerprint = ANY($1::text[]) AND r.state <> 'returned'
           AND r.prepared_at > now() - make_interval(days => $2)
           AND r.id IS DISTINCT FROM $3::uuid
         -- A run already released, being sent or sent is the one that matters most.
         ORDER BY p.fingerprint, (r.state IN ('released', 'sending', 'sent')) DESC, r.prepared_at DESC`,
        [fingerprints, days, excludeRunId],
      );
      return new Map(
        rows.map((r) => [
          r.fingerprint,
          {
            runId: r.run_id,
            fileName: r.file_name,
            preparedBy: r.prepared_by,
            preparedAt: r.prepared_at.toISOString(),
            state: r.state,
          },
        ]),
      );
    });
  }

  protected async move(id: string, sql: string, params: unknown[]): Promise<Result<TeamRun>> {
    const moved = await this.attempt(() => this.pool.query<RunRow>(sql, [id, ...params]));
    if (!moved.ok) return moved;
    if (moved.value.rowCount === 0)
      return err('team_run_not_found', `There is no run ${id} in the team store.`, undefined, { id });
    return ok(runFromRow(moved.value.rows[0]!));
  }

  /**
   * Releases the run; tried again while the server restarts. When the connection was lost after
   * the release committed, the retry finds the run released by this member: that is the answer.
   */
  async release(id: string): Promise<Result<TeamRun>> {
    const released = await this.attemptThroughRestart(() =>
      this.pool.query<RunRow>(`UPDATE bulkpay.runs SET state = 'released' WHERE id = $1 RETURNING *`, [id]),
    );
    if (released.ok && released.value.rowCount === 1) return ok(runFromRow(released.value.rows[0]!));
    if (released.ok || released.error.code === 'invalid_move') {
      const current = await this.run(id);
      if (!current.ok) return current;
      if (current.value.state === 'released' && current.value.releasedBy === this.where.user) return current;
    }
    return released.ok
      ? err('team_run_not_found', `There is no run ${id} in the team store.`, undefined, { id })
      : released;
  }

  async returnRun(id: string, comment: string): Promise<Result<TeamRun>> {
    return this.move(
      id,
      `UPDATE bulkpay.runs SET state = 'returned', returned_comment = $2 WHERE id = $1 RETURNING *`,
      [comment],
    );
  }

  /**
   * Claims a released run for sending from this desktop, or renews this desktop's claim (call it
   * again between bulks). Only one transaction can move a run from released to sending, so of two
   * desktops trying at once exactly one gets the claim; the other learns who is sending it. A
   * claim not renewed for ten minutes may be taken over (the run's keys make that safe).
   */
  async claimSend(
    id: string,
    host: string,
    as: { tpp: string; customer: string },
    aliveMs = senderTimeoutMs(),
  ): Promise<Result<SendClaim>> {
    // Tried again while the server restarts: renewing one's own claim is safe to repeat. One call
    // (team-schema-claim.ts): the claim and the sender's first heartbeat commit together, so a
    // sender killed right after claiming is known gone once the beat runs out.
    const claimed = await this.attemptThroughRestart(() =>
      this.pool.query<RunRow>('SELECT * FROM bulkpay.claim_send($1, $2, $3, $4, $5)', [
        id,
        host,
        as.tpp || null,
        as.customer || null,
        aliveMs,
      ]),
    );
    if (claimed.ok && claimed.value.rowCount === 1)
      return ok({ claimed: true, run: runFromRow(claimed.value.rows[0]!) });
    if (!claimed.ok && claimed.error.code !== 'invalid_move') return claimed;
    const current = await this.run(id);
    if (!current.ok) return current;
    const { claimedBy, claimedHost, state } = current.value;
    if (state !== 'sending')
      return err(
        'invalid_move',
        state === 'sent'
          ? 'This run has been sent already.'
          : `This run is ${state.replace('_', ' ')}; it can be sent only after it is released.`,
      );
    return ok({ claimed: false, by: claimedBy ?? '', host: claimedHost ?? '', state });
  }

  /**
   * A connection of its own for the run this desktop is about to send, for its heartbeat and claim
   * renewals only: they never queue behind this desktop's other work on its one pooled connection
   * (an export, an import-history, a slow search), which could outlast the sender timeout and let
   * another desktop take the run over mid-send. Opened at its first write (the claim renewed
   * before the first bulk), kept while the run is sent (no idle close), ended by the caller's
   * close() when the send ends: N desktops hold at most N connections plus one per desktop
   * sending a run (docs/team-admin.md, "Connections").
   */
  senderLane(): SenderLane {
    const config = {
      ...this.config,
      max: 1,
      min: 0,
      idleTimeoutMillis: 0,
      application_name: `${this.config.application_name ?? 'bulkpay'}-sender`,
    };
    const pool = teamPool(config);
    return new TeamRunStore(pool, config, this.where, this.log, this.migrations);
  }

  /** The run's claim to send as the database sees it now (its clock decides whether the lease lapsed). */
  async claimLease(id: string): Promise<Result<ClaimLease>> {
    const found = await this.attempt(() =>
      this.pool.query<{
        state: RunState;
        claimed_by: string | null;
        claimed_host: string | null;
        claimed_at: Date | null;
        confirmed_at: Date | null;
        claim_decides: boolean | null;
        lease_until: Date | null;
        seconds_left: number | null;
        expired: boolean | null;
      }>(
        // The claim lapses after ten minutes, or as soon as its sender's heartbeat has run out; the
        // sender last confirmed it at its claim or its last beat (schema 13), whichever is later.
        `WITH lease AS (
           SELECT r.state, r.claimed_by, r.claimed_host, r.claimed_at, greatest(r.claimed_at, s.beat_at) AS confirmed_at,
             least(r.claimed_at + make_interval(mins => $2), s.alive_until) AS until,
             s.alive_until IS NULL OR r.claimed_at + make_interval(mins => $2) <= s.alive_until AS claim_decides
           FROM bulkpay.runs r LEFT JOIN bulkpay.run_senders s
             ON s.run_id = r.id AND s.db_user = r.claimed_by AND s.host IS NOT DISTINCT FROM r.claimed_host
           WHERE r.id = $1)
         SELECT state, claimed_by, claimed_host, claimed_at, confirmed_at, claim_decides, until AS lease_until,
           greatest(0, ceil(extract(epoch FROM until - now())))::int AS seconds_left,
           state = 'sending' AND until <= now() AS expired
         FROM lease`,
        [id, CLAIM_LEASE_MINUTES],
      ),
    );
    if (!found.ok) return found;
    const r = found.value.rows[0];
    if (!r) return err('team_run_not_found', `There is no run ${id} in the team store.`, undefined, { id });
    return ok({
      state: r.state,
      claimedBy: r.claimed_by,
      claimedHost: r.claimed_host,
      claimedAt: r.claimed_at?.toISOString() ?? null,
      confirmedAt: r.confirmed_at?.toISOString() ?? null,
      leaseUntil: r.state === 'sending' ? (r.lease_until?.toISOString() ?? null) : null,
      lapsesWith: r.state === 'sending' && r.lease_until ? (r.claim_decides ? 'claim' : 'heartbeat') : null,
      secondsLeft: r.state === 'sending' ? r.seconds_left : null,
      expired: r.expired === true,
    });
  }

  /**
   * Marks the run sent once its last bulk is at the bank; tried again while the server restarts.
   * A run already sent (this mark committed, but its answer was lost with the connection) is the
   * answer, not an error.
   */
  async markSent(id: string): Promise<Result<TeamRun>> {
    const marked = await this.attemptThroughRestart(() =>
      this.pool.query<RunRow>(`${MARK_SENT_SQL} RETURNING *`, [id]),
    );
    if (!marked.ok) return marked;
    if (marked.value.rowCount === 1) return ok(runFromRow(marked.value.rows[0]!));
    const current = await this.run(id);
    if (!current.ok || current.value.state === 'sent') return current;
    return err(
      'invalid_move',
      'This run has moved on (someone released, returned or sent it meanwhile); open it again to see where it is.',
    );
  }

  /**
   * This desktop, sending run `id`, says it is still alive for `aliveMs` more (the database's
   * clock); false once it no longer holds the claim.
   */
  async senderHeartbeat(id: string, host: string, aliveMs = senderTimeoutMs()): Promise<Result<boolean>> {
    return this.attempt(async () => {
      const { rows } = await this.pool.query<{ alive: boolean }>(
        'SELECT bulkpay.sender_heartbeat($1, $2, $3) AS alive',
        [id, host, aliveMs],
      );
      return rows[0]!.alive;
    });
  }

  /** The payments recorded with a run (what the team's duplicate check and the release policy read). */
  async runPayments(id: string): Promise<Result<RunPayment[]>> {
    return this.attempt(async () => {
      const { rows } = await this.pool.query<RunPayment>(
        `SELECT line, fingerprint, payee, amount::text AS amount, currency::text AS currency
         FROM bulkpay.run_payments WHERE run_id = $1 ORDER BY line`,
        [id],
      );
      return rows;
    });
  }

  async run(id: string): Promise<Result<TeamRun>> {
    const found = await this.attempt(() => this.pool.query<RunRow>('SELECT * FROM bulkpay.runs WHERE id = $1', [id]));
    if (!found.ok) return found;
    if (found.value.rowCount === 0)
      return err('team_run_not_found', `There is no run ${id} in the team store.`, undefined, { id });
    return ok(runFromRow(found.value.rows[0]!));
  }

  /** The newest runs first, without their plans (a list shows none; `run(id)` reads one whole). */
  async runs(limit = TEAM_RUNS_LISTED): Promise<Result<ListedRun[]>> {
    return this.attempt(async () => {
      const { rows } = await this.pool.query<Omit<RunRow, 'plan'>>(RUNS_LIST_SQL, [limit]);
      return rows.map(listedRunFromRow);
    });
  }

  /** These runs as the list shows them (no plans), in one read; a run there is not is left out. */
  async listedRuns(ids: string[]): Promise<Result<ListedRun[]>> {
    return this.attempt(async () => {
      const { rows } = await this.pool.query<Omit<RunRow, 'plan'>>(LISTED_RUNS_SQL, [ids]);
      return rows.map(listedRunFromRow);
    });
  }

  async audit(runId: string): Promise<Result<AuditEntry[]>> {
    return this.attempt(async () => {
      const { rows } = await this.pool.query<{
        at: Date;
        db_user: string;
        action: string;
        detail: Record<string, unknown>;
      }>('SELECT at, db_user, action, detail FROM bulkpay.audit WHERE run_id = $1 ORDER BY id', [runId]);
      return rows.map((r) => ({ at: r.at.toISOString(), dbUser: r.db_user, action: r.action, detail: r.detail }));
    });
  }
}
