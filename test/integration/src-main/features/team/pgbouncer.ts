// PgBouncer (Debian's `pgbouncer` package) in front of a test cluster, in transaction mode as
// companies commonly run it: its own folder, a free port on 127.0.0.1, the cluster's logins.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PgCluster } from '../../../harness/pg-cluster';

export const PGBOUNCER = '/usr/sbin/pgbouncer';

export interface PgBouncer {
  port: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts PgBouncer (`pool_mode = transaction`) for these logins; resolves once it listens. */
export async function startPgBouncer(cluster: PgCluster, logins: Record<string, string>): Promise<PgBouncer> {
  if (!existsSync(PGBOUNCER)) throw new Error('pgbouncer is not installed (apt-get install pgbouncer)');
  const dir = mkdtempSync(join(tmpdir(), 'bulkpay-pgbouncer-'));
  chmodSync(dir, 0o755);
  const port = await freePort();
  const users = Object.entries(logins).map(([user, password]) => `"${user}" "${password}"`);
  writeFileSync(join(dir, 'userlist.txt'), `${users.join('\n')}\n`, { mode: 0o644 });
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `postgres = host=${cluster.host} port=${cluster.port} dbname=postgres`,
      '[pgbouncer]',
      `listen_addr = 127.0.0.1`,
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = scram-sha-256',
      `auth_file = ${join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      'default_pool_size = 4',
      'max_client_conn = 200',
      `logfile = ${join(dir, 'pgbouncer.log')}`,
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  chmodSync(dir, 0o777); // PgBouncer runs as the postgres user when this process is root
  const asUser = process.getuid?.() === 0 ? ['-u', 'postgres'] : [];
  const child: ChildProcess = spawn(PGBOUNCER, [...asUser, join(dir, 'pgbouncer.ini')], { stdio: 'ignore' });
  await listening(port);
  return {
    port,
    async stop() {
      child.kill('SIGINT');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function listening(port: number): Promise<void> {
  const { connect } = await import('node:net');
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const s = connect({ port, host: '127.0.0.1' }, () => (s.destroy(), resolve(true)));
      s.on('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`pgbouncer did not listen on ${port}`);
}
