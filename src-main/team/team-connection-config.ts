import type pg from 'pg';
import { err, ok, type Result } from '../../src-shared/result';

/** PostgreSQL 13 is the oldest with everything the schema uses (gen_random_uuid in core). */
export const MIN_SERVER_VERSION = 130000;

/** Receives the database's own error text, for main's log only (never shown to the user). */
export type TeamLog = (raw: Record<string, unknown>) => void;

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
    max: 4,
    connectionTimeoutMillis: 10_000,
    application_name: 'bulkpay',
  });
}
