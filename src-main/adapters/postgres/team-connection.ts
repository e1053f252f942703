import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as yieldToIo } from 'node:timers/promises';
import type { PoolConfig } from 'pg';
import { err, type Result } from '../../../src-shared/result';
import type { Keychain } from '../keychain/keychain';
import { registerSecret } from '../../platform/security/redact';
import { splitPassword, teamKeychainAccount } from '../../domain/team-url';
import type { TeamLog } from './team-connection-config';
import type { TeamStore } from './team-store';

// The store and the PostgreSQL client (pg) are read when a connection is first made, not when the
// app or the CLI loads this file: a start that never reaches the team does not read them.
const connectionConfig = () => import('./team-connection-config');
const teamStore = () => import('./team-store');

/** The team database this desktop uses: its address without the password (kept in the keychain). */
export interface TeamSettings {
  url: string;
  /**
   * Where the LISTEN connection goes when `url` is a connection pooler in transaction mode
   * (PgBouncer), which cannot keep a LISTEN: the PostgreSQL server itself, same login and
   * password. Set by hand in team.json or as BULKPAY_TEAM_LISTEN_URL (docs/team-admin.md).
   */
  listenUrl?: string;
}

const SETTINGS_FILE = 'team.json';

export function readTeamSettings(dataDir: string): TeamSettings | null {
  const file = join(dataDir, SETTINGS_FILE);
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<TeamSettings>;
  if (typeof parsed.url !== 'string') return null;
  return typeof parsed.listenUrl === 'string' ? { url: parsed.url, listenUrl: parsed.listenUrl } : { url: parsed.url };
}

/** Saves the address (never a password) atomically: a temporary file, then a rename. */
export function saveTeamSettings(dataDir: string, settings: TeamSettings): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, SETTINGS_FILE);
  const kept = { url: splitPassword(settings.url).url, listenUrl: readTeamSettings(dataDir)?.listenUrl };
  writeFileSync(`${file}.tmp`, JSON.stringify(kept, null, 2), { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
}

export async function connectTeamStore(
  url: string,
  password: string | null,
  log?: TeamLog,
  pool: Partial<PoolConfig> = {},
): Promise<Result<TeamStore>> {
  if (password) registerSecret(password);
  const config = (await connectionConfig()).teamConnectionConfig(url, password ?? undefined);
  if (!config.ok) return config;
  return storeOn({ ...config.value, ...pool }, log);
}

/**
 * The team store this desktop is connected to. BULKPAY_TEAM_URL (password in it or in PGPASSWORD)
 * overrides the saved connection for scripts and servers; nothing from it is stored.
 */
export async function openTeamStore(
  dataDir: string,
  keychain: Keychain,
  env: NodeJS.ProcessEnv,
  log?: TeamLog,
  pool: Partial<PoolConfig> = {},
): Promise<Result<TeamStore>> {
  const config = await teamConnectionSettings(dataDir, keychain, env);
  return config.ok ? storeOn({ ...config.value, ...pool }, log) : config;
}

/**
 * The store on a new pool. The connection is made (TCP, TLS, sign-in) and its first query sent
 * (askTeamServer) with pg alone loaded; the store's own code (its queries, its row schemas and
 * zod: most of what a team command reads) is read while the server answers (issue 28).
 */
async function storeOn(config: PoolConfig, log?: TeamLog): Promise<Result<TeamStore>> {
  const { askTeamServer, teamPool } = await connectionConfig();
  const pool = teamPool(config);
  // A failed start-up is the store's to report (TeamStore.onPool, in the user's words).
  const failed = await pool.connect().then(
    (client) => void client.release(),
    (e: unknown) => e,
  );
  const asked = failed === undefined ? askTeamServer(pool) : Promise.reject(failed);
  asked.catch(() => undefined); // awaited by TeamStore.onPool, once the store is read
  // pg hands the query to the connection a few ticks later (the pool's checkout): let it go out
  // before the store's reading holds the thread.
  await yieldToIo();
  return (await teamStore()).TeamStore.onPool(pool, asked, config, log);
}

/** The LISTEN address apart from the team address, if one is set (a transaction-mode pooler's server). */
export function teamListenUrl(dataDir: string, env: NodeJS.ProcessEnv): string | undefined {
  return env.BULKPAY_TEAM_LISTEN_URL || readTeamSettings(dataDir)?.listenUrl || undefined;
}

/** The connection settings openTeamStore uses (also for the team-events LISTEN connection). */
export async function teamConnectionSettings(
  dataDir: string,
  keychain: Keychain,
  env: NodeJS.ProcessEnv,
): Promise<Result<PoolConfig>> {
  const { teamConnectionConfig } = await connectionConfig();
  const configOf = (url: string, password: string | null) => {
    if (password) registerSecret(password);
    return teamConnectionConfig(url, password ?? undefined);
  };
  if (env.BULKPAY_TEAM_URL) {
    const { url, password } = splitPassword(env.BULKPAY_TEAM_URL);
    return configOf(url, password ?? env.PGPASSWORD ?? null);
  }
  const settings = readTeamSettings(dataDir);
  if (!settings)
    return err(
      'team_not_connected',
      'This desktop is not connected to a team database. Run `bulkpay team connect postgresql://you@host/db` first.',
    );
  const password = await keychain.get(teamKeychainAccount(settings.url));
  if (!password.ok) return password;
  return configOf(settings.url, password.value ?? env.PGPASSWORD ?? null);
}

/**
 * The settings of the LISTEN connection (team-events.ts): the team address's, unless a direct
 * address for it is set (BULKPAY_TEAM_LISTEN_URL or team.json's listenUrl, for a team address that
 * is a transaction-mode pooler); then its host, port and database with the same login and password.
 */
export async function teamListenSettings(
  dataDir: string,
  keychain: Keychain,
  env: NodeJS.ProcessEnv,
): Promise<Result<PoolConfig>> {
  const settings = await teamConnectionSettings(dataDir, keychain, env);
  const listenUrl = teamListenUrl(dataDir, env);
  if (!settings.ok || !listenUrl) return settings;
  const direct = (await connectionConfig()).teamConnectionConfig(
    splitPassword(listenUrl).url,
    settings.value.password as string | undefined,
  );
  if (!direct.ok) return direct;
  const { host, port, database, ssl } = direct.value;
  return { ok: true, value: { ...settings.value, host, port, database, ssl } };
}
