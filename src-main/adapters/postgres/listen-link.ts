import type pg from 'pg';
import type { Result } from '../../../src-shared/result';

/** What a listening connection reports to its TeamListener. */
export interface LinkEvents {
  notification: (n: pg.Notification) => void;
  /** The connection ended or failed (e: why, when known). */
  gone: (e?: unknown) => void;
}

/** A connection that LISTENs on some channels, as team-events.ts uses it. */
export interface ListenLink {
  /**
   * Sends a notification on `channel` (the listener's heartbeat to itself); false when it was not
   * sent because the connection is busy with this desktop's own work (which proves it answers).
   */
  notify(channel: string): Promise<boolean>;
  /** Stops listening: cleanly within `endTimeoutMs`, or (`broken`) by cutting the socket at once. */
  close(broken: boolean, endTimeoutMs: number): Promise<void>;
}

/** Opens a link listening on `channels`; rejects when it cannot. */
export type OpenLink = (channels: readonly string[], on: LinkEvents) => Promise<ListenLink>;

/** TCP keepalive probes start after this much silence (Linux's default is about 2 hours). */
const KEEPALIVE_INITIAL_DELAY_MS = 10_000;

const listenSql = (channels: readonly string[]) => channels.map((c) => `LISTEN ${c}`).join('; ');

/** Cuts a client's socket: a half-open one never answers a clean end. */
function cut(client: pg.Client): void {
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}

/** `work` within `ms`, else gives up waiting (true when it finished in time). */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const done = await Promise.race([
    work.then(
      () => true,
      () => true,
    ),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
  ]);
  clearTimeout(timer);
  return done;
}

function watch(client: pg.Client, on: LinkEvents): () => void {
  const onError = (e: Error) => on.gone(e);
  const onEnd = () => on.gone();
  client.on('notification', on.notification);
  client.on('error', onError);
  client.on('end', onEnd);
  return () => {
    client.off('notification', on.notification);
    client.off('error', onError);
    client.off('end', onEnd);
  };
}

/**
 * A connection of its own (for a LISTEN address apart from the team address: the server itself
 * behind a transaction-mode pooler, docs/team-admin.md). Settings are asked on every open.
 */
export function ownConnection(config: () => Promise<Result<pg.ClientConfig>>): OpenLink {
  return async (channels, on) => {
    const settings = await config();
    if (!settings.ok) throw Object.assign(new Error(settings.error.message), { code: settings.error.code });
    // pg is read when a LISTEN connection of its own is first opened (issue 27 §10).
    const { Client } = (await import('pg')).default;
    const client = new Client({
      ...settings.value,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_INITIAL_DELAY_MS,
    });
    const unwatch = watch(client, on);
    try {
      await client.connect();
      await client.query(listenSql(channels));
    } catch (e) {
      unwatch();
      cut(client);
      void client.end().catch(() => {});
      throw e;
    }
    return {
      notify: async (channel) => {
        await client.query(`NOTIFY ${channel}`);
        return true;
      },
      close: async (broken, endTimeoutMs) => {
        unwatch();
        client.on('error', () => {});
        if (broken || !(await within(client.end(), endTimeoutMs))) cut(client);
      },
    };
  };
}

/**
 * LISTEN on the desktop's one pooled connection (a pool of max 1 that keeps it: min 1), so an app
 * holds a single connection for its reads, writes and live updates (docs/team-admin.md,
 * "Connections"). Notifications arrive between the pool's transactions. When the pool replaces
 * that connection (it broke), the link is gone and the listener opens it again on the new one.
 */
export function pooledConnection(pool: pg.Pool): OpenLink {
  return async (channels, on) => {
    const client = await pool.connect();
    const unwatch = watch(client, on);
    try {
      await client.query(listenSql(channels));
    } catch (e) {
      unwatch();
      client.release(e as Error);
      throw e;
    }
    client.release();
    return {
      notify: async (channel) => {
        // A transaction holding the connection would hold the heartbeat back with it.
        if (pool.idleCount === 0) return false;
        await pool.query(`NOTIFY ${channel}`);
        return true;
      },
      close: async (broken, endTimeoutMs) => {
        unwatch();
        // A connection that stopped delivering is cut, so the pool drops it and its users meet the
        // failure at once; a clean stop leaves the pool its connection, listening no more. An
        // UNLISTEN that gets no answer (the network went silent) is cut too, or ending the pool
        // would wait for it until TCP gives up.
        if (broken || !(await within(pool.query('UNLISTEN *'), endTimeoutMs))) cut(client);
      },
    };
  };
}
