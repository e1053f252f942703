// The lint rules that keep the module graph in shape bite: an import cycle, and a database driver
// imported outside its adapter's folders, each fail `npm run lint` (ESLint's own Node API on a
// small deliberate violation, so a config change cannot switch them off unnoticed).
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function lintMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

// Loading the config and its plugins is the slow part of a first lint: done once, before the tests.
beforeAll(() => lintMessages('test/fixtures/import-cycle/amounts.ts', ''), 60_000);

const fixture = 'test/fixtures/import-cycle';
const amounts = readFileSync(`${fixture}/amounts.ts`, 'utf8');

describe('lint: no import cycles (cycles/no-import-cycle)', () => {
  it('the fixture as it is holds no cycle (the probe itself works)', async () => {
    for (const file of ['ledger.ts', 'rules.ts', 'amounts.ts'])
      expect(await lintMessages(`${fixture}/${file}`, readFileSync(`${fixture}/${file}`, 'utf8'))).toEqual([]);
  });

  it('an import that closes a cycle fails lint and names the files around it', async () => {
    const closing = `import { ledger } from './ledger';\n${amounts}export const both = ledger;\n`;
    expect(await lintMessages(`${fixture}/amounts.ts`, closing)).toEqual([
      `cycles/no-import-cycle: Import cycle: ${fixture}/amounts.ts → ${fixture}/ledger.ts → ${fixture}/rules.ts → ${fixture}/amounts.ts. Move what these modules share into a module of its own that both import, so the imports go one way.`,
    ]);
  });

  it('a type-only import, a re-export and a dynamic import close a cycle as well', async () => {
    const probes = [
      `import type { Ledger } from './ledger';\n${amounts}export type L = Ledger;\n`,
      `export { ledger } from './ledger';\n${amounts}`,
      `${amounts}export const later = () => import('./ledger');\n`,
    ];
    for (const probe of probes)
      expect(await lintMessages(`${fixture}/amounts.ts`, probe)).toEqual([
        expect.stringContaining('cycles/no-import-cycle: Import cycle:'),
      ]);
  });

  it('an import of a file outside the cycle, or of a package, passes', async () => {
    expect(
      await lintMessages(`${fixture}/amounts.ts`, `import { z } from 'zod';\n${amounts}export const s = z.string();\n`),
    ).toEqual([]);
  });
});

describe('lint: pg and better-sqlite3 only in their adapters today', () => {
  const pg = "import pg from 'pg';\nexport const pool = pg.Pool;\n";
  const sqlite = "import Database from 'better-sqlite3';\nexport const open = Database;\n";
  const sqliteType = "import type { Statement } from 'better-sqlite3';\nexport type S = Statement;\n";
  const driversRule = expect.stringMatching(
    /^layers\/allowed-imports: src-main(\/electron)? may not import "(pg|better-sqlite3)".*better-sqlite3 is imported only in src-main\/db\/ and src-main\/history\/, pg only in src-main\/team\//,
  );

  it('pg outside src-main/features/team/ fails lint', async () => {
    for (const file of [
      'src-main/features/reports/probe.ts',
      'src-main/features/history/probe.ts',
      'src-main/electron/probe.ts',
    ])
      expect(await lintMessages(file, pg)).toEqual([driversRule]);
    expect(await lintMessages('src-main/cli/probe.ts', "export const load = () => import('pg');\n")).toEqual([
      driversRule,
    ]);
  });

  it('better-sqlite3 outside src-main/adapters/sqlite/ and src-main/features/history/ fails lint, also as a type', async () => {
    for (const file of ['src-main/features/send/probe.ts', 'src-main/features/team/probe.ts', 'src-main/probe.ts']) {
      expect(await lintMessages(file, sqlite)).toEqual([driversRule]);
      expect(await lintMessages(file, sqliteType)).toEqual([driversRule]);
    }
  });

  it('each driver passes lint in its adapter folders', async () => {
    expect(await lintMessages('src-main/features/team/probe.ts', pg)).toEqual([]);
    expect(await lintMessages('src-main/team/deeper/probe.ts', pg)).toEqual([]);
    for (const file of ['src-main/adapters/sqlite/probe.ts', 'src-main/features/history/probe.ts']) {
      expect(await lintMessages(file, sqlite)).toEqual([]);
      expect(await lintMessages(file, sqliteType)).toEqual([]);
    }
  });
});
