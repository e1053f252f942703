// A throwaway PostgreSQL cluster for tests: in a temporary folder (a copy of the run's template
// cluster, or initdb), a free port on 127.0.0.1, run as a non-root OS user (PostgreSQL refuses
// root), dropped afterwards.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const BIN_DIRS = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'];

export interface PgCluster {
  host: string;
  port: number;
  /** The cluster's superuser (used only to create roles; the app never gets it). */
  superuser: { user: string; password: string };
  /** Connection URL for a login role made with `createLogin`. */
  url(user: string, password: string, database?: string): string;
  /** Runs SQL as the superuser. */
  admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T>;
  /** Stops the server (`pg_ctl stop -m fast|immediate`: sessions ended, or the server killed). */
  stopServer(mode: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again (crash recovery after `immediate`), waiting until it takes connections. */
  startServer(): Promise<void>;
  /** Backs up the database as an admin would each night (`pg_dump -Fc`); returns the file. */
  backup(): Promise<string>;
  /** Puts that backup back in place of what the database holds now (`pg_restore --clean`). */
  restore(file: string): Promise<void>;
  stop(): Promise<void>;
}

function pgBin(name: string): string {
  const dir = BIN_DIRS.find((d) => existsSync(join(d, name)));
  if (!dir) throw new Error(`PostgreSQL's ${name} was not found; install Debian's postgresql package`);
  return join(dir, name);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The command line running `bin` as the cluster's OS user. */
function clusterCommand(bin: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

/** As root, PostgreSQL's binaries run as the `postgres` OS user the Debian package creates. */
function asClusterUser(dir: string): (bin: string, args: string[]) => void {
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  return (bin, args) => {
    const [cmd, argv] = clusterCommand(bin, args);
    const r = spawnSync(cmd, argv, { encoding: 'utf8', cwd: dir });
    if (r.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed: ${r.stderr || r.stdout}`);
  };
}

async function pgCtlAsync(dir: string, args: string[]): Promise<void> {
  const [cmd, argv] = clusterCommand(pgBin('pg_ctl'), args);
  await promisify(execFile)(cmd, argv, { cwd: dir });
}

/** Runs a client program (pg_dump, pg_restore) as this process's own user. */
async function pgClient(name: string, args: string[]): Promise<void> {
  await promisify(execFile)(pgBin(name), args);
}

const SUPERUSER = 'bulkpay_test_super';

/** Creates a new cluster in `data` with `superuser` (initdb). */
function initCluster(dir: string, data: string, superuser: { user: string; password: string }): void {
  const pwfile = join(dir, 'pw');
  writeFileSync(pwfile, superuser.password, { mode: 0o600 });
  if (process.getuid?.() === 0) chownSync(pwfile, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
  asClusterUser(dir)(pgBin('initdb'), [
    '-D',
    data,
    '-U',
    superuser.user,
    `--pwfile=${pwfile}`,
    '--auth-host=scram-sha-256',
    '--auth-local=scram-sha-256',
    '-E',
    'UTF8',
    '--no-instructions',
    // A throwaway cluster (run with fsync=off): nothing to wait for the disk for.
    '--no-sync',
  ]);
  rmSync(pwfile);
}

/**
 * The folder vitest.config.ts gives this test run for a cluster made once (`ready/data`, its
 * superuser's password in `ready/superuser-password`), which each throwaway cluster copies
 * instead of running initdb (seconds) again. Unset outside a vitest run (the benches).
 */
const TEMPLATE_ROOT_ENV = 'BULKPAY_TEST_PG_TEMPLATE';

/**
 * This run's template cluster, made by the first worker that needs it: made in a folder of its
 * own and renamed into place, so a worker beside it sees either none or a whole one.
 */
function templateCluster(root: string): { data: string; superuser: { user: string; password: string } } {
  const ready = join(root, 'ready');
  if (!existsSync(join(ready, 'data', 'PG_VERSION'))) {
    // The cluster's OS user makes it (initdb) in a folder of `root`: it must pass through `root`.
    chmodSync(root, 0o755);
    const staging = mkdtempSync(join(root, 'making-'));
    chmodSync(staging, 0o700);
    const password = `pw-${process.pid}-${Date.now()}`;
    initCluster(staging, join(staging, 'data'), { user: SUPERUSER, password });
    writeFileSync(join(staging, 'superuser-password'), password, { mode: 0o600 });
    try {
      renameSync(staging, ready);
    } catch (e) {
      // Another worker renamed its template first: use that one. Any other failure is said as it is.
      rmSync(staging, { recursive: true, force: true });
      if (!existsSync(join(ready, 'data', 'PG_VERSION'))) throw e;
    }
  }
  const password = readFileSync(join(ready, 'superuser-password'), 'utf8');
  return { data: join(ready, 'data'), superuser: { user: SUPERUSER, password } };
}

/** A new cluster's data in `data`: a copy of this run's template when there is one, else initdb. */
function newClusterData(dir: string, data: string, superuser: { user: string; password: string }) {
  const root = process.env[TEMPLATE_ROOT_ENV];
  if (!root) {
    initCluster(dir, data, superuser);
    return superuser;
  }
  const template = templateCluster(root);
  // `cp -a` keeps the files' owner (the cluster's OS user) and the data folder's 0700.
  execFileSync('cp', ['-a', template.data, data]);
  return template.superuser;
}

/**
 * A kept cluster's folder and superuser: `keepDir` itself, its password in `superuser-password`
 * beside the data (0600, made on first use). A throwaway one: a new temporary folder.
 */
function clusterFolder(keepDir: string | undefined): { dir: string; superuser: { user: string; password: string } } {
  if (!keepDir) {
    const dir = mkdtempSync(join(tmpdir(), 'bulkpay-pg-'));
    return { dir, superuser: { user: SUPERUSER, password: `pw-${process.pid}-${Date.now()}` } };
  }
  mkdirSync(keepDir, { recursive: true });
  const file = join(keepDir, 'superuser-password');
  if (!existsSync(file)) writeFileSync(file, `pw-${process.pid}-${Date.now()}`, { mode: 0o600 });
  return { dir: keepDir, superuser: { user: SUPERUSER, password: readFileSync(file, 'utf8').trim() } };
}

/**
 * `maxConnections`: the server's max_connections (200 unless asked; 100 is PostgreSQL's default).
 * `settings`: more server settings (`name=value`, e.g. `shared_preload_libraries=pg_stat_statements`).
 * `keepDir`: a folder the cluster's data is kept in (the benches' BULKPAY_BENCH_TEAM_DIR): made
 * there the first time, started again from it afterwards, and only stopped (not removed) by stop().
 */
export async function startPgCluster(
  o: { maxConnections?: number; settings?: readonly string[]; keepDir?: string } = {},
): Promise<PgCluster> {
  const folder = clusterFolder(o.keepDir);
  const dir = folder.dir;
  let superuser = folder.superuser;
  chmodSync(dir, 0o700);
  const run = asClusterUser(dir);
  const data = join(dir, 'data');
  if (!o.keepDir) superuser = newClusterData(dir, data, superuser);
  else if (!existsSync(join(data, 'PG_VERSION'))) initCluster(dir, data, superuser);
  // A kept cluster a killed run left running: stopped first, so it starts on this run's port.
  else if (existsSync(join(data, 'postmaster.pid')))
    spawnSync(...clusterCommand(pgBin('pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']));
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=${o.maxConnections ?? 200}${(o.settings ?? []).map((x) => ` -c ${x}`).join('')}`;
  run(pgBin('pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const host = '127.0.0.1';
  const url = (user: string, password: string, database = 'postgres') =>
    `postgresql://${encodeURIComponent(user)}:${encodeURIComponent(password)}@${host}:${port}/${database}`;
  return {
    host,
    port,
    superuser,
    url,
    async admin(fn) {
      const client = new pg.Client({ connectionString: url(superuser.user, superuser.password) });
      await client.connect();
      try {
        return await fn(client);
      } finally {
        await client.end();
      }
    },
    // Asynchronously: the test's own sandbox bank and CLI keep running meanwhile.
    stopServer: (mode) => pgCtlAsync(dir, ['-D', data, '-m', mode, '-w', 'stop']),
    startServer: () => pgCtlAsync(dir, ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']),
    async backup() {
      const file = join(dir, `backup-${Date.now()}.dump`);
      await pgClient('pg_dump', ['-Fc', '-f', file, url(superuser.user, superuser.password)]);
      return file;
    },
    async restore(file) {
      await pgClient('pg_restore', ['--clean', '--if-exists', '-d', url(superuser.user, superuser.password), file]);
    },
    async stop() {
      if (o.keepDir) return run(pgBin('pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      try {
        run(pgBin('pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Creates a login role with a password (idents quoted by the server's own quote_ident). */
export async function createLogin(cluster: PgCluster, user: string, password: string): Promise<void> {
  await cluster.admin(async (c) => {
    const { rows } = await c.query<{ sql: string }>(
      `SELECT format('CREATE ROLE %I LOGIN PASSWORD %L', $1::text, $2::text) AS sql`,
      [user, password],
    );
    await c.query(rows[0]!.sql);
  });
}

/**
 * A throwaway cluster with a `team_admin` login that may create roles and the team schema, and a
 * login for each of `users`, all with `password`: what every team test starts from.
 */
export async function startTeamCluster(password: string, users: readonly string[]): Promise<PgCluster> {
  const cluster = await startPgCluster();
  for (const user of ['team_admin', ...users]) await createLogin(cluster, user, password);
  await cluster.admin(async (c) => {
    await c.query('ALTER ROLE team_admin CREATEROLE');
    await c.query('GRANT CREATE ON DATABASE postgres TO team_admin');
  });
  return cluster;
}
