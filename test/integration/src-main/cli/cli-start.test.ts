/**
 * How `bulkpay` starts: the bundled JavaScript in out/cli/ (no TypeScript compiled at start),
 * built on the first run when missing, `--version` and `validate` on the Node that started it,
 * and no EBADENGINE noise from npx on the system Node the README allows.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  engines: { node: string };
};
const work = mkdtempSync(join(tmpdir(), 'bulkpay-cli-start-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const oneRow = join(work, 'one-row.csv');
writeFileSync(
  oneRow,
  'name,iban,amount,currency,unstructured_reference\nJane Doe,FI2112345600000785,12.50,EUR,Invoice 1\n',
);

const systemNode = ['/usr/bin/node', '/usr/local/bin/node'].find((p) => spawnSync(p, ['--version']).status === 0);

function run(node: string, bin: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const r = spawnSync(node, [bin, ...args], {
    cwd: work,
    encoding: 'utf8',
    env: { ...process.env, BULKPAY_DATA_DIR: join(work, 'data'), ...env },
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The CLI's build script and what it imports: a clone's own copies. */
const BUILD_SCRIPTS = ['scripts/build-cli.mjs', 'scripts/on-demand-libraries.mjs', 'scripts/zod-locales.mjs'];

describe('bulkpay start', () => {
  it('prints the version from package.json', () => {
    const r = run(process.execPath, join(root, 'bin/bulkpay.mjs'), ['--version']);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout.trim()).toBe(pkg.version);
  });

  it('runs the bundle, which holds no TypeScript, and lists --version in help', () => {
    const bundle = readFileSync(join(root, 'out/cli/entry.mjs'), 'utf8');
    expect(bundle).not.toMatch(/tsx|\.ts['"]/);
    const help = run(process.execPath, join(root, 'bin/bulkpay.mjs'), ['help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('bulkpay --version');
  });

  it('builds the bundle on the first run when npm install did not (e.g. --ignore-scripts)', () => {
    // A copy of the project without out/: its own bin and scripts, the sources and node_modules linked.
    const clone = join(work, 'clone');
    cpSync(join(root, 'bin'), join(clone, 'bin'), { recursive: true });
    for (const script of BUILD_SCRIPTS) cpSync(join(root, script), join(clone, script));
    cpSync(join(root, 'package.json'), join(clone, 'package.json'));
    for (const dir of ['src-main', 'src-shared', 'src-sandbox', 'node_modules', 'tsconfig.base.json', 'tsconfig.json'])
      symlinkSync(join(root, dir), join(clone, dir));
    expect(existsSync(join(clone, 'out'))).toBe(false);
    const first = run(process.execPath, join(clone, 'bin/bulkpay.mjs'), ['validate', oneRow]);
    expect(first.stderr).toContain('building the command line (first run');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('No errors: ready to send.');
    expect(existsSync(join(clone, 'out/cli/entry.mjs'))).toBe(true);
    const second = run(process.execPath, join(clone, 'bin/bulkpay.mjs'), ['--version']);
    expect(second).toMatchObject({ code: 0, stderr: '' });
  });

  it('a build that failed or was cut short leaves no half of out/cli/: the next run builds it whole', () => {
    // A copy with its own catalogs (a language can go missing) and the rest linked.
    const clone = join(work, 'clone-broken');
    cpSync(join(root, 'bin'), join(clone, 'bin'), { recursive: true });
    for (const script of BUILD_SCRIPTS) cpSync(join(root, script), join(clone, script));
    cpSync(join(root, 'package.json'), join(clone, 'package.json'));
    cpSync(join(root, 'src-shared'), join(clone, 'src-shared'), { recursive: true });
    for (const dir of ['src-main', 'src-sandbox', 'node_modules', 'tsconfig.base.json', 'tsconfig.json'])
      symlinkSync(join(root, dir), join(clone, dir));
    const bin = join(clone, 'bin/bulkpay.mjs');
    const german = { LANG: 'de_DE.UTF-8' };

    // What an interrupted build of an earlier version left: entry.mjs, no main.mjs.
    mkdirSync(join(clone, 'out/cli'), { recursive: true });
    cpSync(join(root, 'out/cli/entry.mjs'), join(clone, 'out/cli/entry.mjs'));
    const afterCut = run(process.execPath, bin, ['help'], german);
    expect(afterCut.stderr).toContain('building the command line');
    expect(afterCut.stderr).not.toContain('ERR_MODULE_NOT_FOUND');
    expect(afterCut.code).toBe(0);
    expect(readdirSync(join(clone, 'out/cli'))).toEqual(
      expect.arrayContaining(['entry.mjs', 'main.mjs', 'validate.mjs', 'catalog-de.mjs', 'built.json']),
    );

    // One of the five builds fails (the German catalog is missing): nothing of it is kept.
    rmSync(join(clone, 'out'), { recursive: true });
    const germanTs = join(clone, 'src-shared/i18n/catalogs/de.ts');
    const catalog = readFileSync(germanTs);
    rmSync(germanTs);
    const failed = run(process.execPath, bin, ['help'], german);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/bulkpay: could not build the command line: Could not resolve ".*de\.ts"\n/);
    expect(failed.stderr).toContain('Run `npm run build:cli` in');
    expect(failed.stderr).not.toMatch(/^\s+at /m);
    expect(existsSync(join(clone, 'out/cli'))).toBe(false);
    // Nor the folder it was built in.
    expect(existsSync(join(clone, 'out')) ? readdirSync(join(clone, 'out')) : []).toEqual([]);

    // Put back, the next run builds it whole and speaks German.
    writeFileSync(germanTs, catalog);
    const fixed = run(process.execPath, bin, ['help'], german);
    expect(fixed.stderr).toContain('building the command line');
    expect(fixed.code).toBe(0);
    expect(run(process.execPath, bin, ['help'], german)).toMatchObject({ code: 0, stderr: '' });
  });

  it.runIf(systemNode)('runs --version and validate on an older system Node without the pinned one', () => {
    // Without node_modules/node the launcher could not re-spawn: these must run on the system Node itself.
    const node = systemNode!;
    const env = { BULKPAY_CLI_PINNED: '1' }; // forbids the re-spawn, as if no pinned Node existed
    expect(run(node, join(root, 'bin/bulkpay.mjs'), ['--version'], env)).toMatchObject({ code: 0, stderr: '' });
    const r = run(node, join(root, 'bin/bulkpay.mjs'), ['validate', oneRow, '--json'], env);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toMatchObject({ rows: 1, errors: [] });
  });

  it.runIf(systemNode)(
    'npx bulkpay --help works on the system Node, with no EBADENGINE noise from dependencies',
    () => {
      const major = Number(spawnSync(systemNode!, ['-p', 'process.versions.node']).stdout.toString().split('.')[0]);
      expect(major).toBeGreaterThanOrEqual(20); // the oldest Node the command line still starts on
      const r = spawnSync('npx', ['--no-install', 'bulkpay', '--help'], {
        cwd: root,
        encoding: 'utf8',
        env: {
          ...process.env,
          PATH: `/usr/bin:/usr/local/bin:${process.env.PATH}`,
          BULKPAY_DATA_DIR: join(work, 'data'),
        },
        timeout: 60_000,
      });
      expect(r.status).toBe(0);
      expect(r.stdout).toContain('Usage: bulkpay');
      // npm may say that this Node is older than the one the project asks for (engines: Node 24, Node 20
      // is past its end of life), but never that a dependency refuses it.
      const refusing = new Set([...r.stderr.matchAll(/package: '([^']+)'/g)].map((m) => m[1]));
      const minimumMajor = Number(/^>=(\d+)/.exec(pkg.engines.node)![1]);
      const own = `${pkg.name}@${pkg.version}`;
      expect([...refusing].filter((p) => major >= minimumMajor || p !== own)).toEqual([]);
    },
  );

  it('README and package.json agree on the oldest Node', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const minimum = /^>=(\d+\.\d+)$/.exec(pkg.engines.node)?.[1];
    expect(minimum).toBeTruthy();
    expect(readme).toContain(`Node.js ${minimum} or newer`);
  });
});
