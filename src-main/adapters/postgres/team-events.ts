import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Result } from '../../../src-shared/result';
import { ownConnection, pooledConnection, type LinkEvents, type ListenLink } from './listen-link';
import type { TeamChange } from '../../ports/team/team-change';
import { TEAM_NOTIFY_CHANNEL } from './team-schema-events';

export interface TeamListenerOptions {
  /**
   * Where to LISTEN: the desktop's own pool (max 1, min 1: its one connection also listens), or,
   * for a LISTEN address apart from the team address, a connection of its own with these settings.
   */
  pool?: pg.Pool;
  config?: () => Promise<Result<pg.ClientConfig>>;
  onChange: (change: TeamChange) => void;
  /**
   * The LISTEN connection came up (true) or was lost (false); `pooler` when it was lost after
   * accepting LISTEN and delivering nothing at all, not even its own heartbeat (what a connection
   * pooler in transaction mode does, docs/team-admin.md).
   */
  onLive: (live: boolean, pooler?: boolean) => void;
  /** Raw errors, for main's log only. */
  log?: (raw: Record<string, unknown>) => void;
  /** Waits before connecting again after a loss: doubles from the first to the last. */
  retryMs?: readonly [first: number, last: number];
  /**
   * How often the connection proves it still delivers (default 30 s): a notification sent to
   * itself on a private channel must come back within `heartbeatTimeoutMs` (default 10 s), or the
   * connection counts as lost. A socket dead without a FIN (VPN drop, laptop sleep) or a pooler
   * that accepts LISTEN and delivers nothing (PgBouncer transaction mode) is found out this way.
   */
  heartbeatMs?: number;
  heartbeatTimeoutMs?: number;
  /** How long closing the connection may wait for the server before the socket is cut (default 2 s). */
  endTimeoutMs?: number;
}

/** What the log says of a LISTEN that accepted and never delivered. */
const POOLER_HINT =
  ' on a connection that never delivered any: a connection pooler in transaction mode (PgBouncer) cannot keep a LISTEN;' +
  ' set BULKPAY_TEAM_LISTEN_URL or listenUrl in team.json to the PostgreSQL server itself (docs/team-admin.md)';

const rawOf = (e: unknown): Record<string, unknown> => ({
  message: (e as Error)?.message ?? String(e),
  ...((e as { code?: unknown })?.code ? { code: (e as { code: unknown }).code } : {}),
});

/** A run's id as the database keys it: any member may NOTIFY, and one id of another shape would fail the read of them all. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A notification's payload as schema 6 writes it; anything else (a run id that is no uuid too) reads as "something changed". */
export function teamChangeOf(payload: string | undefined): TeamChange {
  try {
    const { table, id } = JSON.parse(payload ?? '') as { table?: unknown; id?: unknown };
    if (table === 'runs' && typeof id === 'string' && UUID.test(id)) return { kind: 'run', runId: id };
    if (table === 'history_bulks') return { kind: 'bulk', runId: null };
  } catch {
    // Not ours to read: still a change.
  }
  return { kind: 'run', runId: null };
}

/**
 * LISTENs for team changes on the desktop's one pooled connection (or, for a LISTEN address of its
 * own, on a dedicated connection: listen-link.ts). When it drops it says so and connects again with a growing pause; on every
 * (re)connect it reports a change with no run, since notifications sent while it was down are lost.
 */
export class TeamListener {
  #link: ListenLink | null = null;
  #stopped = false;
  #live = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #wait: number;
  #heartbeat: ReturnType<typeof setInterval> | undefined;
  /** This listener's own heartbeat channel, so no other desktop's heartbeat answers for it. */
  readonly #beatChannel = `bulkpay_beat_${randomBytes(8).toString('hex')}`;
  #beatWaiting: (() => void) | null = null;
  /** Whether the current link has delivered anything yet; a link lost without ever delivering is a pooler's. */
  #delivered = false;
  #pooler = false;

  constructor(private readonly o: TeamListenerOptions) {
    this.#wait = this.#retry[0];
    this.#start();
  }

  /** Connects; a failure of any kind (even the keychain rejecting) is logged and tried again. */
  #start(): void {
    this.#connect().catch((e: unknown) => this.#lost(rawOf(e)));
  }

  get #retry(): readonly [number, number] {
    return this.o.retryMs ?? [1000, 30_000];
  }

  /** The LISTEN connection is up: changes arrive as they commit. */
  get live(): boolean {
    return this.#live;
  }

  /** The last link was lost as a transaction-mode pooler loses it (until one delivers again). */
  get pooler(): boolean {
    return this.#pooler;
  }

  async #connect(): Promise<void> {
    if (this.#stopped) return;
    const open = this.o.pool ? pooledConnection(this.o.pool) : ownConnection(this.o.config!);
    let opened: ListenLink | null = null;
    const on: LinkEvents = {
      notification: (n) => {
        this.#delivered = true;
        // After a pooler's silent link, live only once this one delivers (its first heartbeat).
        if (!this.#live && opened && this.#link === opened) this.#setLive(true);
        if (n.channel === TEAM_NOTIFY_CHANNEL) this.o.onChange(teamChangeOf(n.payload));
        else if (n.channel === this.#beatChannel) this.#beatWaiting?.();
      },
      gone: (e) => {
        if (opened) this.#drop(opened, e);
      },
    };
    const link = await open([TEAM_NOTIFY_CHANNEL, this.#beatChannel], on);
    opened = link;
    if (this.#stopped || this.#link) return void link.close(false, this.#endTimeoutMs);
    this.#link = link;
    this.#delivered = false;
    if (!this.#pooler) this.#wait = this.#retry[0];
    clearInterval(this.#heartbeat);
    this.#heartbeat = setInterval(() => void this.#beat(link), this.o.heartbeatMs ?? 30_000);
    if (this.#pooler) void this.#beat(link);
    else this.#setLive(true);
    // Whatever changed while this desktop was not listening.
    this.o.onChange({ kind: 'run', runId: null });
  }

  get #endTimeoutMs(): number {
    return this.o.endTimeoutMs ?? 2_000;
  }

  /** Sends itself a notification on the private channel; no answer in time means the connection is lost. */
  async #beat(link: ListenLink): Promise<void> {
    if (this.#link !== link || this.#beatWaiting) return;
    const timeoutMs = this.o.heartbeatTimeoutMs ?? 10_000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const back = new Promise<boolean>((resolve) => {
      this.#beatWaiting = () => resolve(true);
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const sent = link.notify(this.#beatChannel).catch(() => true);
    const arrived = await Promise.race([
      back,
      sent.then((s): Promise<boolean | 'busy'> | 'busy' => (s ? back : 'busy')),
    ]);
    clearTimeout(timer);
    this.#beatWaiting = null;
    if (arrived !== false) return;
    // Nothing ever came back on this link: LISTEN through a transaction-mode pooler.
    this.#pooler = !this.#delivered;
    const why = this.#pooler ? POOLER_HINT : '';
    this.#drop(link, new Error(`no heartbeat notification within ${timeoutMs} ms${why}`));
  }

  #drop(link: ListenLink, e?: unknown): void {
    if (this.#link !== link) return;
    this.#link = null;
    void link.close(true, this.#endTimeoutMs);
    this.#lost(e === undefined ? { ended: true } : rawOf(e));
  }

  #lost(raw: Record<string, unknown>): void {
    if (this.#stopped) return;
    this.o.log?.({ where: 'team listen', ...raw });
    this.#setLive(false);
    clearInterval(this.#heartbeat);
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#start(), this.#wait);
    this.#wait = Math.min(this.#wait * 2, this.#retry[1]);
  }

  #setLive(live: boolean): void {
    if (live) this.#pooler = false;
    if (this.#live === live) return;
    this.#live = live;
    this.o.onLive(live, this.#pooler);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    clearInterval(this.#heartbeat);
    this.#beatWaiting?.();
    const link = this.#link;
    this.#link = null;
    // The screens poll again (the team:liveChanged event), whether this database is left or switched.
    this.#setLive(false);
    if (link) await link.close(false, this.#endTimeoutMs);
  }
}
