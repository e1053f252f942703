import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Result } from '../../src-shared/result';
import { TEAM_NOTIFY_CHANNEL } from './team-schema-events';

/** One change in the team database: a run (its id) or a bulk of the team history. */
export interface TeamChange {
  kind: 'run' | 'bulk';
  /** The run's id for a run; null for a bulk (the payload names the bulk, not its run). */
  runId: string | null;
}

export interface TeamListenerOptions {
  /** Connection settings of the team database (the same login and password as the store's). */
  config: () => Promise<Result<pg.ClientConfig>>;
  onChange: (change: TeamChange) => void;
  /** The LISTEN connection came up (true) or was lost (false). */
  onLive: (live: boolean) => void;
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

/** TCP keepalive probes start after this much silence (Linux's default is about 2 hours). */
const KEEPALIVE_INITIAL_DELAY_MS = 10_000;

/** A notification's payload as schema 6 writes it; anything else reads as "something changed". */
export function teamChangeOf(payload: string | undefined): TeamChange {
  try {
    const { table, id } = JSON.parse(payload ?? '') as { table?: unknown; id?: unknown };
    if (table === 'runs' && typeof id === 'string') return { kind: 'run', runId: id };
    if (table === 'history_bulks') return { kind: 'bulk', runId: null };
  } catch {
    // Not ours to read: still a change.
  }
  return { kind: 'run', runId: null };
}

/**
 * One dedicated connection LISTENing for team changes (a pooled one could be handed to a query
 * mid-LISTEN). When it drops it says so and connects again with a growing pause; on every
 * (re)connect it reports a change with no run, since notifications sent while it was down are lost.
 */
export class TeamListener {
  #client: pg.Client | null = null;
  #stopped = false;
  #live = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #wait: number;
  #heartbeat: ReturnType<typeof setInterval> | undefined;
  /** This listener's own heartbeat channel, so no other desktop's heartbeat answers for it. */
  readonly #beatChannel = `bulkpay_beat_${randomBytes(8).toString('hex')}`;
  #beatWaiting: (() => void) | null = null;

  constructor(private readonly o: TeamListenerOptions) {
    this.#wait = this.#retry[0];
    this.#start();
  }

  /** Connects; a failure of any kind (even the keychain rejecting) is logged and tried again. */
  #start(): void {
    this.#connect().catch((e: unknown) => this.#lost({ message: (e as Error)?.message ?? String(e) }));
  }

  get #retry(): readonly [number, number] {
    return this.o.retryMs ?? [1000, 30_000];
  }

  /** The LISTEN connection is up: changes arrive as they commit. */
  get live(): boolean {
    return this.#live;
  }

  async #connect(): Promise<void> {
    if (this.#stopped) return;
    const config = await this.o.config();
    if (this.#stopped) return;
    if (!config.ok) return this.#lost({ code: config.error.code });
    const client = new pg.Client({
      ...config.value,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_INITIAL_DELAY_MS,
    });
    this.#client = client;
    client.on('error', (e) => this.#drop(client, e));
    client.on('end', () => this.#drop(client));
    client.on('notification', (n) => {
      if (n.channel === TEAM_NOTIFY_CHANNEL) this.o.onChange(teamChangeOf(n.payload));
      else if (n.channel === this.#beatChannel) this.#beatWaiting?.();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${TEAM_NOTIFY_CHANNEL}; LISTEN ${this.#beatChannel}`);
    } catch (e) {
      return this.#drop(client, e);
    }
    if (this.#stopped || this.#client !== client) return void this.#end(client);
    this.#wait = this.#retry[0];
    this.#setLive(true);
    clearInterval(this.#heartbeat);
    this.#heartbeat = setInterval(() => void this.#beat(client), this.o.heartbeatMs ?? 30_000);
    // Whatever changed while this desktop was not listening.
    this.o.onChange({ kind: 'run', runId: null });
  }

  /** Sends itself a notification on the private channel; no answer in time means the connection is lost. */
  async #beat(client: pg.Client): Promise<void> {
    if (this.#client !== client || this.#beatWaiting) return;
    const timeoutMs = this.o.heartbeatTimeoutMs ?? 10_000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const back = new Promise<boolean>((resolve) => {
      this.#beatWaiting = () => resolve(true);
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    client.query(`NOTIFY ${this.#beatChannel}`).catch(() => {});
    const arrived = await back;
    clearTimeout(timer);
    this.#beatWaiting = null;
    if (!arrived) this.#drop(client, new Error(`no heartbeat notification within ${timeoutMs} ms`));
  }

  #drop(client: pg.Client, e?: unknown): void {
    if (this.#client !== client) return;
    this.#client = null;
    void this.#end(client);
    this.#lost(e === undefined ? { ended: true } : { message: (e as Error).message });
  }

  /**
   * Closes a connection without hanging: `end()` waits for the server, which a half-open socket
   * never answers, so after a short wait the socket is cut.
   */
  async #end(client: pg.Client): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ended = await Promise.race([
      client.end().then(
        () => true,
        () => true,
      ),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), this.o.endTimeoutMs ?? 2_000))),
    ]);
    clearTimeout(timer);
    if (!ended) (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
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
    if (this.#live === live) return;
    this.#live = live;
    this.o.onLive(live);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    clearInterval(this.#heartbeat);
    this.#beatWaiting?.();
    const client = this.#client;
    this.#client = null;
    // The screens poll again (the team:liveChanged event), whether this database is left or switched.
    this.#setLive(false);
    if (client) await this.#end(client);
  }
}
