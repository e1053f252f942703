// The lint rules that keep the module graph in shape bite: an import cycle, a driver imported outside
// its adapter, and an import against the layers of src-main each fail `npm run lint` (ESLint's own
// Node API on a small deliberate violation, so a config change cannot switch them off unnoticed).
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

// Each probe lints a file the import graph has not seen yet: on a busy machine that takes seconds.
describe('lint: each driver only in its adapter', { timeout: 60_000 }, () => {
  const pg = "import pg from 'pg';\nexport const pool = pg.Pool;\n";
  const sqlite = "import Database from 'better-sqlite3';\nexport const open = Database;\n";
  const sqliteType = "import type { Statement } from 'better-sqlite3';\nexport type S = Statement;\n";
  const undici = "import { Pool } from 'undici';\nexport const p = Pool;\n";
  const keyring = "import { Entry } from '@napi-rs/keyring';\nexport const e = Entry;\n";
  const driversRule = expect.stringMatching(
    /^layers\/allowed-imports: src-main(\/[a-z-]+)*? may not import "(pg|better-sqlite3|undici|@napi-rs\/keyring)".*pg is imported only in src-main\/adapters\/postgres\/, better-sqlite3 only in src-main\/adapters\/sqlite\//,
  );

  it('pg outside src-main/adapters/postgres/ fails lint', async () => {
    for (const file of [
      'src-main/features/team/probe.ts',
      'src-main/features/history/probe.ts',
      'src-main/adapters/sqlite/probe.ts',
      'src-main/electron/probe.ts',
      'src-main/ports/probe.ts',
    ])
      expect(await lintMessages(file, pg)).toEqual([driversRule]);
    expect(await lintMessages('src-main/cli/probe.ts', "export const load = () => import('pg');\n")).toEqual([
      driversRule,
    ]);
  });

  it('better-sqlite3 outside src-main/adapters/sqlite/ fails lint, also as a type', async () => {
    for (const file of [
      'src-main/features/send/probe.ts',
      'src-main/features/history/probe.ts',
      'src-main/adapters/postgres/probe.ts',
      'src-main/domain/probe.ts',
      'src-main/probe.ts',
    ]) {
      expect(await lintMessages(file, sqlite)).toEqual([driversRule]);
      expect(await lintMessages(file, sqliteType)).toEqual([driversRule]);
    }
  });

  it('undici and the keyring outside their adapters fail lint', async () => {
    expect(await lintMessages('src-main/features/send/probe.ts', undici)).toEqual([driversRule]);
    expect(await lintMessages('src-main/adapters/keychain/probe.ts', undici)).toEqual([driversRule]);
    expect(await lintMessages('src-main/features/keys/probe.ts', keyring)).toEqual([driversRule]);
    expect(await lintMessages('src-main/adapters/bank-api/probe.ts', keyring)).toEqual([driversRule]);
  });

  it('each driver passes lint in its adapter folder', async () => {
    expect(await lintMessages('src-main/adapters/postgres/probe.ts', pg)).toEqual([]);
    expect(await lintMessages('src-main/adapters/postgres/deeper/probe.ts', pg)).toEqual([]);
    expect(await lintMessages('src-main/adapters/sqlite/probe.ts', sqlite)).toEqual([]);
    expect(await lintMessages('src-main/adapters/sqlite/migrations/probe.ts', sqliteType)).toEqual([]);
    expect(await lintMessages('src-main/adapters/bank-api/probe.ts', undici)).toEqual([]);
    expect(await lintMessages('src-main/adapters/keychain/probe.ts', keyring)).toEqual([]);
  });
});

describe(
  'lint: the layers of src-main (shells → app → features → ports, domain, platform)',
  { timeout: 60_000 },
  () => {
    const layerRule = (layer: string, source: string) =>
      `layers/allowed-imports: ${layer} may not import "${source}": it is not on ${layer}'s allow-list`;
    const probe = (source: string) => `import { x } from '${source}';\nexport const y = x;\n`;
    const failsWith = async (file: string, source: string, layer: string) =>
      expect(await lintMessages(file, probe(source))).toEqual([expect.stringContaining(layerRule(layer, source))]);

    it('nothing below the shells imports a shell', async () => {
      await failsWith('src-main/features/send/probe.ts', '../../cli/messages', 'src-main/features');
      await failsWith('src-main/app/probe.ts', '../web/server', 'src-main/app');
      await failsWith('src-main/adapters/sqlite/probe.ts', '../../cli/command', 'src-main/adapters/sqlite');
      // and one shell does not reach into another, bar the one declared edge
      await failsWith('src-main/cli/probe.ts', '../electron/main', 'src-main/cli');
      expect(await lintMessages('src-main/web/probe.ts', probe('../cli/messages'))).toEqual([]);
    });

    it('features do not call the composition root; they may name its types', async () => {
      await failsWith('src-main/features/send/probe.ts', '../../app/compose', 'src-main/features');
      expect(
        await lintMessages(
          'src-main/features/send/probe.ts',
          "import type { Core } from '../../app/core';\nexport type C = Core;\n",
        ),
      ).toEqual([]);
    });

    it('platform, domain and ports import nothing above them', async () => {
      await failsWith('src-main/platform/probe.ts', '../features/send/send-bulk', 'src-main/platform');
      await failsWith('src-main/platform/probe.ts', '../adapters/sqlite/open-database', 'src-main/platform');
      await failsWith('src-main/domain/probe.ts', '../features/send/send-bulk', 'src-main/domain');
      await failsWith('src-main/domain/probe.ts', '../adapters/bank-api/client', 'src-main/domain');
      await failsWith('src-main/ports/probe.ts', '../features/team/team-runs', 'src-main/ports');
    });

    it('adapters do not import features beyond the one declared file', async () => {
      await failsWith(
        'src-main/adapters/postgres/probe.ts',
        '../../features/team/team-runs',
        'src-main/adapters/postgres',
      );
      // the bulk follower's lease is a port now (ports/team/leases.ts)
      await failsWith(
        'src-main/adapters/postgres/probe.ts',
        '../../features/tracking/bulk-follower',
        'src-main/adapters/postgres',
      );
      // nor the profiles feature: the name key and the shared fields are the port's (ports/profiles.ts)
      await failsWith(
        'src-main/adapters/postgres/probe.ts',
        '../../features/profiles/profile-settings',
        'src-main/adapters/postgres',
      );
    });

    it('each layer passes lint importing what it may (the probe itself works)', async () => {
      for (const [file, source] of [
        ['src-main/cli/probe.ts', '../app/compose'],
        ['src-main/app/probe.ts', '../features/send/send-bulk'],
        ['src-main/features/send/probe.ts', '../../domain/retry'],
        ['src-main/features/send/probe.ts', '../../ports/send-policy'],
        ['src-main/adapters/sqlite/probe.ts', '../../ports/history/rows'],
        ['src-main/domain/probe.ts', '../../src-shared/result'],
        ['src-main/platform/probe.ts', './log'],
      ] as const)
        expect(await lintMessages(file, probe(source))).toEqual([]);
    });
  },
);

describe('lint: the SQLite handle only in the SQLite adapter and app/', { timeout: 60_000 }, () => {
  const handleRule = (layer: string, source: string) =>
    expect.stringMatching(
      new RegExp(
        `^layers/allowed-imports: ${layer} may not import "${source}".*The SQLite handle \\(\`Db\`, adapters/sqlite/open-database and db-handle\\) stays in src-main/adapters/sqlite/ and src-main/app/`,
      ),
    );
  const handleType = (source: string) => `import type { Db } from '${source}';\nexport type D = Db;\n`;
  const opener = (source: string) => `import { openDatabase } from '${source}';\nexport const o = openDatabase;\n`;

  it('a feature, a port, another adapter or a shell naming `Db` or opening the database fails lint', async () => {
    for (const [file, source, layer] of [
      ['src-main/features/profiles/probe.ts', '../../adapters/sqlite/open-database', 'src-main/features'],
      ['src-main/features/inbox/probe.ts', '../../adapters/sqlite/db-handle', 'src-main/features'],
      ['src-main/ports/probe.ts', '../adapters/sqlite/open-database', 'src-main/ports'],
      ['src-main/adapters/postgres/probe.ts', '../sqlite/open-database', 'src-main/adapters/postgres'],
      ['src-main/adapters/bank-api/probe.ts', '../sqlite/db-handle', 'src-main/adapters/bank-api'],
      ['src-main/cli/probe.ts', '../adapters/sqlite/open-database', 'src-main/cli'],
      ['src-main/electron/probe.ts', '../adapters/sqlite/open-database', 'src-main/electron'],
    ] as const)
      expect(await lintMessages(file, handleType(source))).toEqual([handleRule(layer, source)]);
    expect(
      await lintMessages('src-main/features/send/probe.ts', opener('../../adapters/sqlite/open-database')),
    ).toEqual([handleRule('src-main/features', '../../adapters/sqlite/open-database')]);
    // the one feature file with its own lint block (the embedded demo bank) too
    expect(
      await lintMessages('src-main/features/profiles/demo-bank.ts', handleType('../../adapters/sqlite/open-database')),
    ).toEqual([handleRule('src-main/features', '../../adapters/sqlite/open-database')]);
  });

  it('the SQLite adapter and the composition root may name it and open it', async () => {
    for (const [file, source] of [
      ['src-main/adapters/sqlite/probe.ts', './open-database'],
      ['src-main/adapters/sqlite/migrations/probe.ts', '../db-handle'],
      ['src-main/app/probe.ts', '../adapters/sqlite/open-database'],
    ] as const) {
      expect(await lintMessages(file, handleType(source))).toEqual([]);
      expect(await lintMessages(file, opener(source.replace('db-handle', 'open-database')))).toEqual([]);
    }
  });

  it('a feature reaching through a store to its database (`.db`) fails lint; the adapter may', async () => {
    const reach = "export const all = (store: { db: { exec(s: string): void } }) => store.db.exec('VACUUM');\n";
    const reachRule = expect.stringMatching(/^no-restricted-syntax: Reaching a store's SQLite database \(`\.db`\)/);
    for (const file of [
      'src-main/features/payees/probe.ts',
      'src-main/features/send/probe.ts',
      'src-main/web/probe.ts',
      'src-main/cli/commands/probe.ts',
    ])
      expect(await lintMessages(file, reach)).toEqual([reachRule]);
    expect(await lintMessages('src-main/adapters/sqlite/probe.ts', reach)).toEqual([]);
    expect(await lintMessages('src-main/app/probe.ts', reach)).toEqual([]);
  });
});

describe(
  "lint: features and the CLI reach this computer's history through ports, never adapters/sqlite/",
  { timeout: 60_000 },
  () => {
    const sqliteRule = (layer: string, source: string) =>
      expect.stringMatching(
        new RegExp(
          `^layers/allowed-imports: ${layer} may not import "${source}".*features and the CLI import nothing of src-main/adapters/sqlite/`,
        ),
      );
    const named = (source: string) => `import { HistoryStore } from '${source}';\nexport const s = HistoryStore;\n`;
    const typeOnly = (source: string) =>
      `import type { HistoryReader } from '${source}';\nexport type R = HistoryReader;\n`;
    const reExport = (source: string) => `export type { ImportedFileRecord } from '${source}';\n`;
    const lazy = (source: string) => `export const load = () => import('${source}');\n`;
    const inlineType = (source: string) => `export type S = typeof import('${source}');\n`;
    const importRequire = (source: string) => `import store = require('${source}');\nexport const s = store;\n`;
    const lazyTemplate = (source: string) => `export const load = () => import(\`${source}\`);\n`;
    const required = (source: string) =>
      `import { createRequire } from 'node:module';\nexport const s: unknown = createRequire(import.meta.url)('${source}');\n`;

    it('a feature or a CLI file importing the SQLite adapter fails lint: a value, a type (also inline), a re-export, a dynamic import (also a template), import = require, createRequire', async () => {
      for (const [file, code, layer, source] of [
        ['src-main/features/send/probe.ts', named, 'src-main/features', '../../adapters/sqlite/history-store'],
        ['src-main/features/history/probe.ts', typeOnly, 'src-main/features', '../../adapters/sqlite/history-reader'],
        ['src-main/features/reports/probe.ts', reExport, 'src-main/features', '../../adapters/sqlite/history-files'],
        ['src-main/features/profiles/demo-bank.ts', named, 'src-main/features', '../../adapters/sqlite/demo-history'],
        ['src-main/cli/commands/probe.ts', typeOnly, 'src-main/cli', '../../adapters/sqlite/history-reader'],
        ['src-main/cli/probe.ts', lazy, 'src-main/cli', '../adapters/sqlite/payee-book'],
        ['src-main/cli/probe.ts', lazyTemplate, 'src-main/cli', '../adapters/sqlite/payee-book'],
        ['src-main/features/keys/probe.ts', required, 'src-main/features', '../../adapters/sqlite/history-store'],
      ] as const)
        expect(await lintMessages(file, code(source))).toEqual([sqliteRule(layer, source)]);
      // An inline `typeof import()` and `import = require()` are also refused by typescript-eslint's
      // rules (consistent-type-imports, no-require-imports); the layers rule names them too.
      const source = '../../adapters/sqlite/history-store';
      for (const code of [inlineType, importRequire])
        expect(await lintMessages('src-main/features/history/probe.ts', code(source))).toContainEqual(
          sqliteRule('src-main/features', source),
        );
    });

    it('a port names no SQLite type: the types it shares live in ports/', async () => {
      const source = '../../adapters/sqlite/history-reader';
      expect(await lintMessages('src-main/ports/history/probe.ts', typeOnly(source))).toEqual([
        expect.stringContaining(`layers/allowed-imports: src-main/ports may not import "${source}"`),
      ]);
    });

    it('features and the CLI take the history ports; app/ composes the SQLite adapter (the probe itself works)', async () => {
      for (const [file, source] of [
        ['src-main/features/send/probe.ts', '../../ports/history/local-history'],
        ['src-main/cli/commands/probe.ts', '../../ports/history/records'],
      ] as const)
        expect(await lintMessages(file, typeOnly(source))).toEqual([]);
      expect(await lintMessages('src-main/app/probe.ts', named('../adapters/sqlite/history-store'))).toEqual([]);
    });
  },
);

describe(
  'lint: features and the CLI import nothing of any adapter, not even a type: they take ports',
  { timeout: 60_000 },
  () => {
    const adapterRule = (layer: string, source: string) =>
      expect.stringMatching(
        new RegExp(
          `^layers/allowed-imports: ${layer} may not import "${source}".*features and the CLI import nothing of src-main/adapters/sqlite/ or any other adapter \\(not even a type\\)`,
        ),
      );
    const value = (name: string, source: string) => `import { ${name} } from '${source}';\nexport const v = ${name};\n`;
    const type = (name: string, source: string) =>
      `import type { ${name} } from '${source}';\nexport type T = ${name};\n`;

    it('a feature or a CLI file constructing an adapter fails lint', async () => {
      for (const [file, name, source, layer] of [
        ['src-main/features/team/probe.ts', 'TeamStore', '../../adapters/postgres/team-store', 'src-main/features'],
        ['src-main/features/send/probe.ts', 'createBankClient', '../../adapters/bank-api/client', 'src-main/features'],
        ['src-main/features/keys/probe.ts', 'createKeychain', '../../adapters/keychain/keychain', 'src-main/features'],
        [
          'src-main/features/profiles/demo-bank.ts',
          'BankApiError',
          '../../adapters/bank-api/errors',
          'src-main/features',
        ],
        ['src-main/cli/commands/probe.ts', 'createBankClient', '../../adapters/bank-api/client', 'src-main/cli'],
        ['src-main/cli/probe.ts', 'createKeychain', '../adapters/keychain/keychain', 'src-main/cli'],
        [
          'src-main/features/tracking/probe.ts',
          'TrackingLeases',
          '../../adapters/postgres/bulk-lease',
          'src-main/features',
        ],
        [
          'src-main/cli/commands/probe.ts',
          'connectTeamStore',
          '../../adapters/postgres/team-connection',
          'src-main/cli',
        ],
      ] as const)
        expect(await lintMessages(file, value(name, source))).toEqual([adapterRule(layer, source)]);
    });

    it("a feature or a CLI file naming an adapter's type fails lint too", async () => {
      for (const [file, name, source, layer] of [
        ['src-main/features/team/probe.ts', 'TeamStore', '../../adapters/postgres/team-store', 'src-main/features'],
        ['src-main/features/send/probe.ts', 'BankClient', '../../adapters/bank-api/client', 'src-main/features'],
        ['src-main/features/keys/probe.ts', 'Keychain', '../../adapters/keychain/keychain', 'src-main/features'],
        [
          'src-main/features/profiles/demo-bank.ts',
          'BankClient',
          '../../adapters/bank-api/client',
          'src-main/features',
        ],
        ['src-main/cli/commands/probe.ts', 'TeamStore', '../../adapters/postgres/team-store', 'src-main/cli'],
        ['src-main/cli/probe.ts', 'TableCount', '../adapters/postgres/import-history', 'src-main/cli'],
      ] as const)
        expect(await lintMessages(file, type(name, source))).toEqual([adapterRule(layer, source)]);
    });

    it('the ports pass, and so do the domain and platform they need (the probe itself works)', async () => {
      for (const [file, code] of [
        ['src-main/features/team/probe.ts', type('TeamStore', '../../ports/team/team-store')],
        ['src-main/features/send/probe.ts', type('BankGateway', '../../ports/bank-gateway')],
        ['src-main/features/keys/probe.ts', type('Keychain', '../../ports/secret-store')],
        ['src-main/cli/commands/probe.ts', type('TeamStore', '../../ports/team/team-store')],
        ['src-main/features/tracking/probe.ts', value('isTransient', '../../domain/retry')],
        ['src-main/cli/commands/probe.ts', value('APP_ROLES', '../../ports/team-run-types')],
        ['src-main/cli/commands/probe.ts', value('desktopName', '../../platform/os-user')],
      ] as const)
        expect(await lintMessages(file, code)).toEqual([]);
    });

    it("the domain names no adapter either (the bank's wire types live in domain/)", async () => {
      const source = '../adapters/bank-api/client';
      expect(await lintMessages('src-main/domain/probe.ts', type('BankClient', source))).toEqual([
        expect.stringContaining(`layers/allowed-imports: src-main/domain may not import "${source}"`),
      ]);
      expect(await lintMessages('src-main/domain/probe.ts', type('Account', './bank-schemas'))).toEqual([]);
    });
  },
);
