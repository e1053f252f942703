import pg from 'pg';
import { err, ok, type Result } from '../../../src-shared/result';

/** PostgreSQL 13 is the oldest with everything the schema uses (gen_random_uuid in core). */
export const MIN_SERVER_VERSION = 130000;

/** Receives the database's own error text, for main's log only (never shown to the user). */
export type TeamLog = (raw: Record<string, unknown>) => void;

/**
 * A server that has not finished the connection start-up (TCP, TLS, sign-in) within this time
 * counts as unreachable: the user hears it within 2 s, not after pg's default of no limit or the
 * 10 s the pool once waited (a LAN or VPN start-up takes milliseconds, a far one a few hundred).
 */
export const CONNECT_TIMEOUT_MS = 2_000;

/**
 * How long a query waits for one of this desktop's pooled connections to come free: a busy pool
 * (an export, a send) is not a silent server, so this is separate from and longer than the above.
 */
export const POOL_WAIT_MS = 30_000;

/**
 * A desktop holds one connection: its reads and writes queue for it (each a short transaction),
 * and the app's LISTEN rides on it (listen-link.ts), so N desktops hold at most N connections (plus
 * one per desktop sending a run, for its heartbeat: TeamRunStore.senderLane) and fifty fit a
 * server's default max_connections with room for the admin (docs/team-admin.md, "Connections").
 * A command line lets it go after POOL_IDLE_MS idle; the app keeps it (min 1).
 */
export const POOL_MAX = 1;
export const POOL_IDLE_MS = 5_000;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/**
 * Connection settings from a postgresql:// URL: TLS is required (and the server certificate
 * verified) for every host but this machine's loopback.
 */
export function teamConnectionConfig(url: string, password?: string): Result<pg.PoolConfig> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return err('usage', 'The team database address must be a URL such as postgresql://alice@db.example.com/bulkpay');
  }
  if (parsed.protocol !== 'postgresql:' && parsed.protocol !== 'postgres:')
    return err('usage', `The team database address must start with postgresql://, not ${parsed.protocol}//`);
  const loopback = LOOPBACK.has(parsed.hostname);
  const sslmode = parsed.searchParams.get('sslmode');
  if (!loopback && sslmode === 'disable')
    return err('team_tls_required', `TLS is required to reach ${parsed.hostname}; remove sslmode=disable.`, undefined, {
      host: parsed.hostname,
    });
  return ok({
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : 5432,
    user: decodeURIComponent(parsed.username),
    password: password ?? decodeURIComponent(parsed.password),
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'postgres',
    ssl: loopback && sslmode !== 'require' && sslmode !== 'verify-full' ? false : { rejectUnauthorized: true },
    max: POOL_MAX,
    idleTimeoutMillis: POOL_IDLE_MS,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: 'bulkpay',
  });
}

/** What a team connection asks the server first: its version, and whether it folds case beyond A–Z. */
export interface TeamServerFacts {
  /** server_version_num, e.g. "150004". */
  version: string;
  /** lower('ÄÖÅÉ') = 'äöåé': searches fold case on the server (lower()), as this desktop's history does. */
  folds: boolean;
  /** The database's character type, named when it does not fold. */
  ctype: string;
}

/**
 * The first query of a team connection (TeamStore.onPool checks its answer), one round trip. Here,
 * beside pg, so it is sent before the store's own code is read (team-connection.ts).
 */
export async function askTeamServer(pool: pg.Pool): Promise<TeamServerFacts> {
  const { rows } = await pool.query<TeamServerFacts>(
    `SELECT current_setting('server_version_num') AS version, lower('ÄÖÅÉ') = 'äöåé' AS folds, current_setting('lc_ctype') AS ctype`,
  );
  return rows[0]!;
}

/**
 * For the team CLI start bench only (bench/team-cli-start.bench.ts): with this variable set, the
 * process writes to stderr, once each, the wall-clock time (ms since the epoch) it started its
 * first team connection, finished it, and sent its first query. Nothing else reads it (the
 * cli-start-cost test reads the marks to check what a team command loads before its first query).
 */
const BENCH_MARKS = 'BULKPAY_BENCH_TEAM_MARKS';
const marked = new Set<string>();
function benchMark(name: string): void {
  if (marked.has(name)) return;
  marked.add(name);
  process.stderr.write(`bulkpay-bench-mark ${name} ${(performance.timeOrigin + performance.now()).toFixed(1)}\n`);
}

/**
 * The pool for these settings: each new connection gives up after the settings' connect timeout
 * (CONNECT_TIMEOUT_MS), while a query waiting for a busy pool's connection waits POOL_WAIT_MS.
 * pg's pool uses one option for both, so the connect timeout rides on the client class.
 */
export function teamPool(config: pg.PoolConfig): pg.Pool {
  const connectWithin = config.connectionTimeoutMillis ?? CONNECT_TIMEOUT_MS;
  class TeamClient extends pg.Client {
    constructor(clientConfig?: pg.ClientConfig) {
      // The pool keeps the password as a non-enumerable property, which a spread would drop.
      super({ ...clientConfig, password: clientConfig?.password, connectionTimeoutMillis: connectWithin });
      if (process.env[BENCH_MARKS]) {
        benchMark('connect');
        this.once('connect', () => benchMark('connected'));
        const query = this.query.bind(this) as (...args: unknown[]) => unknown;
        (this as { query: unknown }).query = (...args: unknown[]) => (benchMark('first-query'), query(...args));
      }
    }
  }
  const pool = new pg.Pool({ ...config, connectionTimeoutMillis: POOL_WAIT_MS, Client: TeamClient });
  // An idle connection the server drops (a restart, a pooler, pg_terminate_backend) makes the pool
  // emit 'error'; with no listener Node ends the process. The pool has already let the connection go
  // and the next query reports a server that is gone, so nothing is to be done here. Attached at
  // once: the connection of a start sits idle while the store's code is read (team-connection.ts).
  pool.on('error', () => {});
  pool.query = keepingConnection(pool);
  return pool;
}

/**
 * pg's pool.query ends the connection on ANY error, also the database refusing a statement (a
 * release by the preparer, a run another approver released first): a new connection for each
 * refusal, and the desktop's LISTEN on it gone (listen-link.ts). This query keeps a connection
 * that still works; the pool drops one that broke (it is no longer queryable).
 */
function keepingConnection(pool: pg.Pool): pg.Pool['query'] {
  const ignoreLostConnection = () => {};
  const query = async (text: string | pg.QueryConfig, values?: unknown[]) => {
    const client = await pool.connect();
    client.on('error', ignoreLostConnection);
    try {
      return await client.query(text, values);
    } finally {
      client.off('error', ignoreLostConnection);
      client.release();
    }
  };
  return query as unknown as pg.Pool['query'];
}
