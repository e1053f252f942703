import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { webBuildOptions, webBuilds } from '../../../../scripts/build-web.mjs';

// Issue 27 §10: the core's first chunk (what `npm start` reads before it serves the page) held
// the PostgreSQL client and the team store (the team adapter), and fflate and read-excel-file (a
// spreadsheet import), none of which the first screen needs. What ships is checked as
// scripts/build-web.mjs builds it (its entries and options): the files browser mode reads before
// the first call (web/main.ts's chunk and the core's modules, browser-mode.ts attachCore) hold
// none of them. That a call reads them: each module is bundled with its packages left in
// node_modules and imported in a fresh Node, whose module hooks record every package file it
// reads, before and after the one call that needs them.
// Inside the checkout (out/, ignored by git), so the bundles find node_modules.
mkdirSync('out', { recursive: true });
const scratch = join(process.cwd(), mkdtempSync(join('out', 'test-on-demand-')));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const HEAVY = ['pg', 'pg-pool', 'fflate', 'read-excel-file'] as const;
type Heavy = (typeof HEAVY)[number];

// Node 24's synchronous module hooks see both import and require.
const recordPackages = join(scratch, 'record-packages.mjs');
writeFileSync(
  recordPackages,
  `import { registerHooks } from 'node:module';
globalThis.packagesRead = new Set();
registerHooks({ load(url, context, next) {
  const m = /\\/node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(url);
  if (m) globalThis.packagesRead.add(m[1]);
  return next(url, context);
} });
`,
);

/** Which of the heavy packages were read when `entry` was imported, and after `call` on it. */
async function heavyRead(entry: string, call: string): Promise<{ atImport: Heavy[]; afterCall: Heavy[] }> {
  const outdir = join(scratch, entry.replace(/\W/g, '-'));
  const outfile = join(outdir, 'entry.mjs');
  // Split as scripts/build-web.mjs splits: a dynamic import is a chunk of its own, read when called.
  await build({
    entryPoints: { entry },
    outdir,
    outExtension: { '.js': '.mjs' },
    splitting: true,
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    logLevel: 'silent',
  });
  const said = execFileSync(process.execPath, [
    '--import',
    recordPackages,
    '--input-type=module',
    '-e',
    `const heavy = () => ${JSON.stringify(HEAVY)}.filter((p) => globalThis.packagesRead.has(p));
     const m = await import(${JSON.stringify(outfile)});
     const atImport = heavy();
     ${call};
     console.log(JSON.stringify({ atImport, afterCall: heavy() }));`,
  ]);
  return JSON.parse(said.toString()) as { atImport: Heavy[]; afterCall: Heavy[] };
}

/** The modules browser mode reads before the first call: web/main.ts, then the core's (browser-mode.ts attachCore). */
const READ_AT_START = [
  'src-main/web/main.ts',
  'src-main/app/core.ts',
  'src-main/app/ipc-handlers.ts',
  'src-main/platform/ipc/dispatch.ts',
  'src-main/web/node-desktop.ts',
];

/** The heavy packages among the sources of `outputs` and the chunks they import statically (read with them). */
function heavyIn(meta: Metafile, outputs: string[]): Heavy[] {
  const sources = [...readWith(meta, outputs)].flatMap((output) => Object.keys(meta.outputs[output]!.inputs));
  return HEAVY.filter((name) => sources.some((source) => source.includes(`node_modules/${name}/`)));
}

/** `outputs` and the chunks they import statically (read with them). */
function readWith(meta: Metafile, outputs: string[]): Set<string> {
  const read = new Set<string>();
  const visit = (output: string) => {
    if (read.has(output)) return;
    read.add(output);
    for (const imported of meta.outputs[output]!.imports)
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  outputs.forEach(visit);
  return read;
}

// One build of out/web for the tests that read its metafile.
let webBuilt: Promise<Metafile> | null = null;
const webMeta = () =>
  (webBuilt ??= webBuildOptions(join(scratch, 'web'))
    .then((options) => build({ ...options, metafile: true, logLevel: 'silent' }))
    .then((built) => built.metafile));

function chunkOf(meta: Metafile, source: string): string {
  const found = Object.keys(meta.outputs).find((output) => meta.outputs[output]!.entryPoint === source);
  if (!found) throw new Error(`${source} is not a chunk of its own in the build`);
  return found;
}

describe('the team adapter and the spreadsheet readers are read when first used, not when the core loads', () => {
  it("out/web as built: the start's chunks hold none of them; the build holds them all", async () => {
    const meta = await webMeta();
    expect(
      heavyIn(
        meta,
        READ_AT_START.map((source) => chunkOf(meta, source)),
      ),
    ).toEqual([]);
    expect(heavyIn(meta, Object.keys(meta.outputs))).toEqual([...HEAVY]);
  }, 60_000);

  it('a spreadsheet read loads fflate and read-excel-file', async () => {
    const read = await heavyRead(
      'src-shared/import/spreadsheet.ts',
      `const r = await m.spreadsheetAsCsv('payroll.xlsx', new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]));
       if (r.ok) throw new Error('a broken workbook was read')`,
    );
    expect(read).toEqual({ atImport: [], afterCall: ['fflate', 'read-excel-file'] });
  }, 60_000);

  it('a team connection loads pg', async () => {
    // Port 1 on loopback refuses at once: the store and pg are read, the connection fails.
    const team = await heavyRead(
      'src-main/adapters/postgres/team-connection.ts',
      `const r = await m.connectTeamStore('postgresql://alice@127.0.0.1:1/bulkpay', null);
       if (r.ok) throw new Error('connected to port 1')`,
    );
    expect(team).toEqual({ atImport: [], afterCall: ['pg', 'pg-pool'] });
  }, 60_000);
});

describe('the XML and CSV libraries are read at their first use, not when the core loads', () => {
  // scripts/on-demand-libraries.mjs: an import of one resolves to a stand-in that loads the
  // library, bundled alone beside the bundle (xml.cjs, papaparse.cjs), at the first call.
  const ON_DEMAND = ['fast-xml-parser', 'fast-xml-builder', 'papaparse'];

  it("out/web as built: the start's chunks hold none of them", async () => {
    const meta = await webMeta();
    const sources = [
      ...readWith(
        meta,
        READ_AT_START.map((source) => chunkOf(meta, source)),
      ),
    ].flatMap((output) => Object.keys(meta.outputs[output]!.inputs));
    expect(ON_DEMAND.filter((name) => sources.some((source) => source.includes(`node_modules/${name}/`)))).toEqual([]);
  }, 60_000);

  it('built as out/web is: a report written and read loads xml.cjs, a CSV export papaparse.cjs, each then', async () => {
    const outdir = join(scratch, 'on-demand');
    const [bundle, libraries] = await webBuilds(outdir);
    await Promise.all([
      build({
        ...bundle,
        entryPoints: {
          report: 'src-main/features/reports/xml.ts',
          export: 'src-main/features/history/export.ts',
          pain001: 'src-shared/import/pain001.ts',
        },
        sourcemap: false,
        logLevel: 'silent',
      }),
      build({ ...libraries, sourcemap: false, logLevel: 'silent' }),
    ]);
    const recordFiles = join(scratch, 'record-files.mjs');
    writeFileSync(
      recordFiles,
      `import { registerHooks } from 'node:module';
globalThis.filesRead = [];
registerHooks({ load(url, context, next) {
  if (url.includes(${JSON.stringify(`${outdir}/`)})) globalThis.filesRead.push(url.split('/').pop());
  return next(url, context);
} });
`,
    );
    const REPORT = { GrpHdr: { MsgId: '0001' }, OrgnlPmtInfAndSts: { TxInfAndSts: { TxSts: 'ACCP' } } };
    const FILES: [string, string][] = [
      ['pain001-001-09.xml', readFileSync('test/fixtures/import/pain001-001-09.xml', 'utf8')],
      ['broken.xml', '<Document><a></Document>'],
    ];
    const said = execFileSync(
      process.execPath,
      [
        '--import',
        recordFiles,
        '--input-type=module',
        '-e',
        `const libraries = () => globalThis.filesRead.filter((f) => f.endsWith('.cjs'));
       const report = await import(${JSON.stringify(join(outdir, 'report.mjs'))});
       const exported = await import(${JSON.stringify(join(outdir, 'export.mjs'))});
       const pain001 = await import(${JSON.stringify(join(outdir, 'pain001.mjs'))});
       const atImport = libraries();
       const [REPORT, FILES] = [JSON.parse(process.env.REPORT), JSON.parse(process.env.FILES)];
       const document = report.isoDocument('pain.002.001.10', 'CstmrPmtStsRpt', REPORT);
       const readBack = report.reportParser.parse(document).Document.CstmrPmtStsRpt;
       const afterReport = libraries();
       const csv = [...exported.csvChunks([])].join('');
       const afterExport = libraries();
       const read = FILES.map(([name, xml]) => pain001.parsePain001(name, xml, '2026-12-01'));
       console.log(JSON.stringify({ atImport, afterReport, afterExport, document, readBack, csv, read }));`,
      ],
      { env: { ...process.env, REPORT: JSON.stringify(REPORT), FILES: JSON.stringify(FILES) } },
    );
    // Each answer as the libraries themselves give it (the tests' own, unbundled): options kept
    // (a value read as text, a list of one as a list), errors the same.
    const { isoDocument, reportParser } = await import('../../../../src-main/features/reports/xml');
    const { parsePain001 } = await import('../../../../src-shared/import/pain001');
    const { csvChunks } = await import('../../../../src-main/features/history/export');
    const expected = isoDocument('pain.002.001.10', 'CstmrPmtStsRpt', REPORT);
    expect(JSON.parse(said.toString())).toEqual({
      atImport: [],
      afterReport: ['xml.cjs'],
      afterExport: ['xml.cjs', 'papaparse.cjs'],
      document: expected,
      readBack: (reportParser.parse(expected) as { Document: { CstmrPmtStsRpt: unknown } }).Document.CstmrPmtStsRpt,
      csv: [...csvChunks([])].join(''),
      read: JSON.parse(JSON.stringify(FILES.map(([name, xml]) => parsePain001(name, xml, '2026-12-01')))),
    });
    expect(JSON.parse(said.toString())).toMatchObject({
      readBack: { GrpHdr: { MsgId: '0001' }, OrgnlPmtInfAndSts: [{ TxInfAndSts: [{ TxSts: 'ACCP' }] }] },
      read: [{ ok: true }, { ok: false, error: { code: 'malformed_xml' } }],
    });
  }, 60_000);
});

describe('zod is read in a turn of its own, after the page is served and before the core', () => {
  it('out/web as built: zod is one chunk holding zod alone, which web/main.ts does not read', async () => {
    // browser-mode.ts attachCore imports zod in its own turn: what the turn reads is zod's code
    // only (without that import, the chunk also held payment rules that build schemas with zod),
    // and the page is served before it (the server's own modules do not hold zod).
    const meta = await webMeta();
    const isZod = (source: string) => source.includes('node_modules/zod/');
    const zodChunks = Object.keys(meta.outputs).filter((output) =>
      Object.keys(meta.outputs[output]!.inputs).some(isZod),
    );
    expect(zodChunks).toHaveLength(1);
    expect(Object.keys(meta.outputs[zodChunks[0]!]!.inputs).filter((source) => !isZod(source))).toEqual([]);
    expect([...readWith(meta, [chunkOf(meta, 'src-main/web/main.ts')])]).not.toContain(zodChunks[0]);
  }, 60_000);
});

describe("zod's error-message locales: English only (scripts/zod-locales.mjs)", () => {
  it('out/web as built holds no zod locale but English', async () => {
    // Without the plugin the namespace `z` brings every locale (z.locales), ~290 KB a start reads.
    const meta = await webMeta();
    const locales = Object.keys(meta.inputs)
      .filter((source) => !source.startsWith('bulkpay-zod-locales:')) // the plugin's own module
      .map((source) => /node_modules\/zod\/v4\/locales\/([\w-]+)\.js$/.exec(source)?.[1])
      .filter((name) => name !== undefined);
    expect(locales).toEqual(['en']);
  }, 60_000);

  it('a bundle built with it still words a failed check in English', async () => {
    const entry = join(scratch, 'zod-words.ts');
    writeFileSync(entry, `import { z } from 'zod';\nconsole.log(z.string().safeParse(1).error?.issues[0]?.message);\n`);
    const outfile = join(scratch, 'zod-words.mjs');
    await build({
      ...(await webBuildOptions(scratch)),
      entryPoints: [entry],
      outdir: undefined,
      outfile,
      splitting: false,
      sourcemap: false,
    });
    expect(execFileSync(process.execPath, [outfile]).toString().trim()).toBe(
      'Invalid input: expected string, received number',
    );
  }, 60_000);
});
