/**
 * What a `bulkpay` start loads and keeps: `validate` loads the user's language only (not four
 * catalogs), not the full command registry; Node's compile cache goes to the
 * user's cache folder (and nothing else: no money rule ever comes from a file there), and a cache
 * folder that cannot be written changes nothing the user sees.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { userCacheDir } from '../../../../src-main/platform/paths';
import { createLogin, startPgCluster } from '../../harness/pg-cluster';

const root = join(import.meta.dirname, '../../../..');
const bin = join(root, 'bin/bulkpay.mjs');
const work = mkdtempSync(join(tmpdir(), 'bulkpay-cli-cost-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const oneRow = join(work, 'one-row.csv');
writeFileSync(
  oneRow,
  'name,iban,amount,currency,unstructured_reference\nJane Doe,FI2112345600000785,12.50,EUR,Invoice 1\n',
);

// Records every file of out/cli/ the start loads (Node 24's synchronous module hooks), printed on exit.
const recordLoads = join(work, 'record-loads.mjs');
writeFileSync(
  recordLoads,
  `import { registerHooks } from 'node:module';
const loaded = [];
registerHooks({ load(url, context, next) { if (url.includes('/out/cli/')) loaded.push(url.split('/out/cli/')[1]); return next(url, context); } });
process.on('exit', () => process.stderr.write('LOADED ' + JSON.stringify(loaded) + '\\n'));
`,
);

function run(args: string[], env: NodeJS.ProcessEnv = {}, node: string[] = []) {
  const r = spawnSync(process.execPath, [...node, bin, ...args], {
    cwd: work,
    encoding: 'utf8',
    env: { ...process.env, BULKPAY_DATA_DIR: join(work, 'data'), XDG_CACHE_HOME: join(work, 'cache'), ...env },
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The out/cli/ files a command loaded, with the text of each. */
function loadedFiles(args: string[], env: NodeJS.ProcessEnv = {}) {
  const r = run(args, env, ['--import', recordLoads]);
  const line = /^LOADED (.*)$/m.exec(r.stderr)?.[1];
  expect(line, r.stderr).toBeTruthy();
  const files = JSON.parse(line!) as string[];
  return { r, files, text: files.map((f) => readFileSync(join(root, 'out/cli', f), 'utf8')).join('\n') };
}

// Words only each catalog has (the home page's hint), to tell which catalogs a start compiled.
const CATALOG_WORDS = {
  en: 'Where you are, what to do first',
  fi: 'Missä olet, mitä tehdä ensin',
  sv: 'Var du är, vad du gör först',
  de: 'Wo Sie sind, was zuerst zu tun ist',
};

describe('what a bulkpay start loads', () => {
  it('validate in English loads the English catalog only, and not the full command registry', () => {
    const { r, files, text } = loadedFiles(['validate', oneRow], { LANG: 'C' });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('No errors: ready to send.');
    for (const [language, word] of Object.entries(CATALOG_WORDS))
      expect(text.includes(word), language).toBe(language === 'en');
    expect(files.some((f) => /^main[-.]/.test(f))).toBe(false);
  });

  it('validate in Finnish loads Finnish and English (the fallback) and answers in Finnish', () => {
    const bad = join(work, 'bad.csv');
    writeFileSync(
      bad,
      'name,iban,amount,currency,unstructured_reference\nJane Doe,FI2112345600000786,12.50,EUR,Invoice 1\n',
    );
    const { r, text } = loadedFiles(['validate', bad], { LANG: 'fi_FI.UTF-8', LC_ALL: '' });
    expect(r.code).not.toBe(0);
    expect(r.stdout).toContain('Tarkisteet eivät täsmää');
    for (const [language, word] of Object.entries(CATALOG_WORDS))
      expect(text.includes(word), language).toBe(['en', 'fi'].includes(language));
  });

  it('every other command (main.mjs) loads English and the user’s language, never all four', () => {
    // team templates spoke through createI18n (all four catalogs, imported statically by main.mjs).
    const team = loadedFiles(['team', 'templates', 'nonsense'], { LANG: 'sv_SE.UTF-8', LC_ALL: '' });
    expect(team.r.stderr).toContain('bulkpay team templates: ange ingenting (lista), push eller pull.');
    expect(team.files).toContain('main.mjs');
    for (const [language, word] of Object.entries(CATALOG_WORDS))
      expect(team.text.includes(word), language).toBe(['en', 'sv'].includes(language));
    const help = loadedFiles(['help'], { LANG: 'C' });
    expect(help.r.code).toBe(0);
    for (const [language, word] of Object.entries(CATALOG_WORDS))
      expect(help.text.includes(word), language).toBe(language === 'en');
  });

  it('a team command that only reads the team database loads neither the bank client nor the local database', () => {
    // Issue 28: each command's file loads when it runs, and team status / history --team load
    // the team store alone (no undici, no better-sqlite3), so they start about as fast as Node.
    const env = { LANG: 'C', BULKPAY_TEAM_URL: 'postgresql://nobody:pw@127.0.0.1:1/bulkpay' };
    for (const args of [
      ['team', 'status'],
      ['history', '--team'],
    ]) {
      const { r, text } = loadedFiles(args, env);
      expect(r.stderr).toContain('cannot be reached');
      expect(text).toContain('bulkpay.history_payments');
      expect(text).not.toContain('better-sqlite3');
      expect(text).not.toContain('undici');
    }
  });

  it('--version loads no catalog at all', () => {
    const { r, text } = loadedFiles(['--version']);
    expect(r.code).toBe(0);
    for (const word of Object.values(CATALOG_WORDS)) expect(text).not.toContain(word);
    expect(text).not.toContain('i18next');
  });

  it('validate loads five files of out/cli/ (entry, command, two shared pieces, one catalog), the XML reader only for XML', () => {
    // Each ES module costs a resolve, a read, a compile and a link: validate.mjs is one bundle. The
    // spreadsheet readers are loaded only for a workbook, so what validate shares with them (the
    // Result helpers, esbuild's naming helper) is a piece of its own: five files, not four.
    const { files } = loadedFiles(['validate', oneRow], { LANG: 'C' });
    expect(files.filter((f) => f.endsWith('.mjs')).length).toBeLessThanOrEqual(5);
    expect(files).toEqual(expect.arrayContaining(['entry.mjs', 'validate.mjs', 'catalog-en.mjs']));
    // The XML reader is read for a pain.001 file only.
    expect(files).not.toContain('xml.cjs');
    const pain = loadedFiles(['validate', join(root, 'test/fixtures/import/pain001-001-09.xml')], { LANG: 'C' });
    expect(pain.r).toMatchObject({ code: 0, stderr: expect.not.stringContaining('Error') });
    expect(pain.r.stdout).toContain('No errors: ready to send.');
    expect(pain.files).toContain('xml.cjs');
  });

  it('history loads the CSV library only for --csv, and writes the CSV through it', () => {
    const env = { LANG: 'C', BULKPAY_DATA_DIR: join(work, 'history-data') };
    const page = loadedFiles(['history'], env);
    expect(page.r).toMatchObject({ code: 0, stderr: expect.not.stringContaining('Error') });
    expect(page.files).not.toContain('papaparse.cjs');
    const csv = loadedFiles(['history', '--csv'], env);
    expect(csv.r).toMatchObject({ code: 0, stdout: expect.stringMatching(/^"sent_at","bulk_id",/) });
    expect(csv.files).toContain('papaparse.cjs');
  });
});

// Writes each file of out/cli/ to stderr as it is loaded, in order with what the command writes.
const traceLoads = join(work, 'trace-loads.mjs');
writeFileSync(
  traceLoads,
  `import { registerHooks } from 'node:module';
registerHooks({ load(url, context, next) { if (url.includes('/out/cli/')) process.stderr.write('LOAD ' + url.split('/out/cli/')[1] + '\\n'); return next(url, context); } });
`,
);

describe('a team command against a real PostgreSQL server', () => {
  it('signs in and sends its first query before it reads the team store and zod, which it reads while the server answers', async () => {
    // Issue 28: the store's code (its queries, row schemas, zod) is most of what `team status` reads;
    // the connection and its first question need pg alone (team-connection.ts storeOn). The command
    // marks its first query on stderr with BULKPAY_BENCH_TEAM_MARKS (team-connection-config.ts).
    const cluster = await startPgCluster();
    try {
      await createLogin(cluster, 'alice', 'alice-password');
      const r = run(
        ['team', 'status'],
        { LANG: 'C', BULKPAY_TEAM_URL: cluster.url('alice', 'alice-password'), BULKPAY_BENCH_TEAM_MARKS: '1' },
        ['--import', traceLoads],
      );
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain('alice');
      const lines = r.stderr.split('\n');
      const firstQuery = lines.findIndex((line) => line.startsWith('bulkpay-bench-mark first-query '));
      expect(firstQuery).toBeGreaterThan(0);
      const loaded = (from: number, to: number) =>
        lines.slice(from, to).flatMap((line) => (line.startsWith('LOAD ') ? [line.slice(5)] : []));
      const holdsZod = (file: string) => readFileSync(join(root, 'out/cli', file), 'utf8').includes('ZodObject');
      const before = loaded(0, firstQuery);
      expect(before.filter((f) => f.startsWith('team-store-') || holdsZod(f))).toEqual([]);
      expect(before.some((f) => f.startsWith('team-connection-config-'))).toBe(true);
      const after = loaded(firstQuery, lines.length);
      expect(after.some((f) => f.startsWith('team-store-'))).toBe(true);
      expect(after.some(holdsZod)).toBe(true);
    } finally {
      await cluster.stop();
    }
  }, 120_000);
});

describe("Node's compile cache", () => {
  it("is kept in the user's cache folder (XDG_CACHE_HOME/bulkpay/compile-cache)", () => {
    const cache = join(work, 'own-cache');
    expect(run(['validate', oneRow], { XDG_CACHE_HOME: cache }).code).toBe(0);
    const dir = join(cache, 'bulkpay', 'compile-cache');
    expect(existsSync(dir)).toBe(true);
    // One folder per Node version, holding the compiled chunks.
    const [version] = readdirSync(dir);
    expect(version).toMatch(new RegExp(`^v${process.versions.node}`));
    expect(readdirSync(join(dir, version!)).length).toBeGreaterThan(2);
  });

  it('goes to a cache folder of the test run, never the developer’s own (~/.cache)', () => {
    // vitest.config.ts points XDG_CACHE_HOME (and LOCALAPPDATA) at a folder of this run.
    const cache = process.env.XDG_CACHE_HOME;
    expect(cache).toBeDefined();
    expect(cache!.startsWith(tmpdir())).toBe(true);
    expect(userCacheDir(process.env, 'linux')).toBe(join(cache!, 'bulkpay'));
    expect(userCacheDir(process.env, 'darwin')).toBe(join(cache!, 'bulkpay'));
    expect(userCacheDir(process.env, 'win32')).toBe(join(cache!, 'bulkpay'));
    // A CLI run with the test's environment as it is writes its compile cache there.
    const r = spawnSync(process.execPath, [bin, 'validate', oneRow], {
      cwd: work,
      encoding: 'utf8',
      env: { ...process.env, BULKPAY_DATA_DIR: join(work, 'data') },
    });
    expect(r.status).toBe(0);
    expect(readdirSync(join(cache!, 'bulkpay', 'compile-cache')).length).toBeGreaterThan(0);
    expect(userCacheDir({ HOME: '/home/a' }, 'linux')).toBe('/home/a/.cache/bulkpay');
    expect(userCacheDir({ HOME: '/Users/a' }, 'darwin')).toBe('/Users/a/Library/Caches/bulkpay');
    expect(userCacheDir({ HOME: 'C:\\Users\\a', LOCALAPPDATA: 'C:\\L' }, 'win32')).toBe(join('C:\\L', 'bulkpay'));
  });

  it('a doctored file in the cache folder changes no money rule: decimals always come from Intl', () => {
    const cache = join(work, 'doctored-cache');
    const threeDecimals = join(work, 'three-decimals.csv');
    writeFileSync(
      threeDecimals,
      'name,iban,amount,currency,unstructured_reference\nJane Doe,FI2112345600000785,12.505,EUR,Invoice 1\n',
    );
    const plain = run(['validate', threeDecimals, '--json'], { XDG_CACHE_HOME: join(work, 'clean-cache') });
    expect(plain.code).toBe(1);
    // Files an earlier version kept (or anyone wrote) that would say EUR has 3 decimals and JPY 3.
    const { icu, cldr, unicode } = process.versions as Record<string, string>;
    mkdirSync(join(cache, 'bulkpay'), { recursive: true });
    for (const name of [`intl-${icu}-${cldr}-${unicode}.json`, 'intl-none-none-none.json', 'intl.json'])
      writeFileSync(join(cache, 'bulkpay', name), JSON.stringify({ EUR: 3, JPY: 3 }));
    const doctored = run(['validate', threeDecimals, '--json'], { XDG_CACHE_HOME: cache });
    expect(doctored.code).toBe(1);
    expect(doctored.stdout).toBe(plain.stdout);
    // And the other way: a file saying EUR has no decimals does not refuse 12.50 EUR.
    for (const name of readdirSync(join(cache, 'bulkpay')).filter((n) => n.startsWith('intl')))
      writeFileSync(join(cache, 'bulkpay', name), JSON.stringify({ EUR: 0 }));
    expect(run(['validate', oneRow], { XDG_CACHE_HOME: cache })).toMatchObject({ code: 0 });
  });

  it('a cache folder that cannot be created changes nothing: same answer, nothing on stderr', () => {
    // A file where the cache folder would go: mkdir fails for every user, root included.
    const blocked = join(work, 'blocked');
    writeFileSync(blocked, 'not a folder');
    for (let i = 0; i < 2; i++) {
      const r = run(['validate', oneRow], { XDG_CACHE_HOME: blocked });
      expect(r).toMatchObject({ code: 0, stderr: '' });
      expect(r.stdout).toContain('No errors: ready to send.');
    }
  });

  it('NODE_DISABLE_COMPILE_CACHE=1 turns it off', () => {
    const cache = join(work, 'disabled-cache');
    expect(run(['--version'], { XDG_CACHE_HOME: cache, NODE_DISABLE_COMPILE_CACHE: '1' }).code).toBe(0);
    expect(existsSync(join(cache, 'bulkpay', 'compile-cache'))).toBe(false);
  });
});
