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
}

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

  constructor(private readonly o: TeamListenerOptions) {
    this.#wait = this.#retry[0];
    void this.#connect();
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
    const client = new pg.Client({ ...config.value, keepAlive: true });
    this.#client = client;
    client.on('error', (e) => this.#drop(client, e));
    client.on('end', () => this.#drop(client));
    client.on('notification', (n) => {
      if (n.channel === TEAM_NOTIFY_CHANNEL) this.o.onChange(teamChangeOf(n.payload));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${TEAM_NOTIFY_CHANNEL}`);
    } catch (e) {
      return this.#drop(client, e);
    }
    if (this.#stopped || this.#client !== client) return void client.end().catch(() => {});
    this.#wait = this.#retry[0];
    this.#setLive(true);
    // Whatever changed while this desktop was not listening.
    this.o.onChange({ kind: 'run', runId: null });
  }

  #drop(client: pg.Client, e?: unknown): void {
    if (this.#client !== client) return;
    this.#client = null;
    void client.end().catch(() => {});
    this.#lost(e === undefined ? { ended: true } : { message: (e as Error).message });
  }

  #lost(raw: Record<string, unknown>): void {
    if (this.#stopped) return;
    this.o.log?.({ where: 'team listen', ...raw });
    this.#setLive(false);
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#connect(), this.#wait);
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
    const client = this.#client;
    this.#client = null;
    this.#live = false;
    await client?.end().catch(() => {});
  }
}
