// Runs @doyensec/electronegativity over the app's sources and fails on any HIGH or MEDIUM
// finding that security/electronegativity-exceptions.json does not list with a reason.
// The scanner's own exit code is always 0, so we read its SARIF output instead.
//   node --import tsx scripts/electronegativity.ts
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const SCANNED = ['src-main', 'src-preload', 'src-renderer', 'src-shared'];
export const EXCEPTIONS_FILE = 'security/electronegativity-exceptions.json';

export interface Finding {
  rule: string;
  severity: string;
  file: string;
  line: number;
  /** The flagged source text, as the scanner quotes it. */
  code: string;
  message: string;
}
/** A reviewed finding: rule, file and a piece of the flagged code, so a new finding in the same file is not excused. */
export interface ScannerException {
  rule: string;
  file: string;
  code: string;
  reason: string;
}

interface Sarif {
  runs: Array<{
    results: Array<{
      ruleId: string;
      message: { text: string };
      locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region?: { startLine?: number } } }>;
    }>;
  }>;
}

const require = createRequire(import.meta.url);

/**
 * The scanner fetches translations from the internet on every run and, offline, crashes in
 * its HTTP client's retry after it has written its report. Scans must not depend on the
 * network: answer its HTTP calls with "offline" before it loads.
 */
interface ScannerIssue {
  id: string;
  file: string;
  location: { line: number };
  severity: { name: string };
  sample?: string;
}
type Run = (options: Record<string, unknown>) => Promise<{ issues: ScannerIssue[] }>;

function loadScannerOffline(): Run {
  const scannerRequire = createRequire(require.resolve('@doyensec/electronegativity'));
  const gotPath = scannerRequire.resolve('got');
  const offline = () => Promise.reject(new Error('offline: electronegativity runs without network'));
  scannerRequire.cache[gotPath] = {
    id: gotPath,
    filename: gotPath,
    loaded: true,
    exports: offline,
  } as unknown as NodeJS.Module;
  const scanner = scannerRequire('@doyensec/electronegativity') as Run | { default: Run };
  return typeof scanner === 'function' ? scanner : scanner.default;
}

async function waitForJson<T>(file: string): Promise<T> {
  // The scanner writes its report with a callback it does not await.
  for (let i = 0; i < 100; i++) {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as T;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`electronegativity wrote no readable report at ${file}`);
}

/**
 * Scans a copy of the given folders and returns the SARIF findings rated HIGH or MEDIUM. The
 * SARIF the scanner writes carries no severity, so each result's rating comes from the
 * scanner's in-process result for the same rule, file and line.
 */
export async function scanSources(root = process.cwd(), folders = SCANNED): Promise<Finding[]> {
  const stage = mkdtempSync(join(tmpdir(), 'bulkpay-electronegativity-'));
  try {
    for (const folder of folders)
      if (existsSync(join(root, folder))) cpSync(join(root, folder), join(stage, folder), { recursive: true });
    const electronVersion = (require(resolve('node_modules/electron/package.json')) as { version: string }).version;
    const output = join(stage, 'report.sarif');
    const run = loadScannerOffline();
    let issues: ScannerIssue[];
    const log = console.log;
    console.log = () => {}; // the scanner prints a table; we print our own summary
    try {
      ({ issues } = await run({
        input: stage,
        output,
        isSarif: true,
        isRelative: true,
        isVerbose: false,
        electronVersionOverride: electronVersion,
        // Needs the network to list Electron releases; we pin Electron in package.json instead.
        excludeFromScan: ['availablesecurityfixesglobalcheck'],
        customScan: [],
        parserPlugins: [],
      }));
    } finally {
      console.log = log;
    }
    // Global findings have no file: the scanner says "N/A" in its result and "file:///" in SARIF.
    const keyOf = (rule: string, file: string, line: number) =>
      `${rule}|${file === 'N/A' ? 'file:///' : file}|${Math.max(1, line)}`;
    const issueAt = new Map(issues.map((i) => [keyOf(i.id, i.file, i.location.line), i]));
    const sarif = await waitForJson<Sarif>(output);
    return sarif.runs
      .flatMap((run) =>
        run.results.map((r) => {
          const rule = r.ruleId;
          const file = r.locations[0]?.physicalLocation.artifactLocation.uri ?? '';
          const line = r.locations[0]?.physicalLocation.region?.startLine ?? 1;
          const issue = issueAt.get(keyOf(rule, file, line));
          const severity = issue?.severity.name ?? 'UNKNOWN';
          return { rule, severity, file, line, code: issue?.sample ?? '', message: r.message.text };
        }),
      )
      .filter((f) => f.severity === 'HIGH' || f.severity === 'MEDIUM' || f.severity === 'UNKNOWN');
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

/** Reads the reviewed exceptions; an entry without a reason is itself an error. */
export function readExceptions(file = EXCEPTIONS_FILE): ScannerException[] {
  const entries = (JSON.parse(readFileSync(file, 'utf8')) as { exceptions: ScannerException[] }).exceptions;
  for (const e of entries) {
    if (!e.rule || !e.file || !e.code?.trim() || !e.reason?.trim()) {
      throw new Error(`${file}: every exception needs rule, file, code and reason: ${JSON.stringify(e)}`);
    }
  }
  return entries;
}

const covers = (e: ScannerException, f: Finding) => e.rule === f.rule && e.file === f.file && f.code.includes(e.code);

/** Findings no exception covers (matched by rule, file and code, not line, so moving code does not break them). */
export function unreviewedFindings(findings: Finding[], exceptions: ScannerException[]): Finding[] {
  return findings.filter((f) => !exceptions.some((e) => covers(e, f)));
}

export function staleExceptions(findings: Finding[], exceptions: ScannerException[]): ScannerException[] {
  return exceptions.filter((e) => !findings.some((f) => covers(e, f)));
}

async function main(): Promise<void> {
  const findings = await scanSources();
  const exceptions = readExceptions();
  const open = unreviewedFindings(findings, exceptions);
  console.log(
    `electronegativity: ${findings.length} HIGH/MEDIUM finding(s), ${findings.length - open.length} reviewed in ${EXCEPTIONS_FILE}`,
  );
  for (const e of staleExceptions(findings, exceptions))
    console.log(`  note: exception no longer needed: ${e.rule} in ${e.file}`);
  for (const f of open)
    console.log(`  UNREVIEWED ${f.severity} ${f.rule} at ${f.file}:${f.line}: ${f.message}\n      ${f.code}`);
  if (open.length) {
    console.log(`Fix them, or add each to ${EXCEPTIONS_FILE} with the reason it is safe.`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
