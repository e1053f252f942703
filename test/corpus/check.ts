// `npm run test:corpus -- [folder]`: every payment file written by other projects (default
// ../shared/corpus-real/files/ beside the checkout) through `bulkpay validate --json` in this
// process, and what would be sent through the same rules, against what that corpus's manifest says
// a correct importer does (expectations.json, one entry per file, keyed by file name). One line per
// case, the last "corpus-real: N ok, M wrong"; exit 1 when a case is wrong or the folder is missing.
// Not part of `npm test`: the files belong to other projects and are not in this repository.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { parsePaymentFile } from '../../src-shared/import/parse-file';
import type { BulkPaymentItem } from '../../src-shared/payments/types';
import { validatePayments } from '../../src-shared/payments/validate';
import type { CliIo } from '../../src-main/cli/command';
import { invokeCommand, validateCommand } from '../../src-main/cli/validate-entry';

/** What one run of a file must show; every key is optional. */
interface Expectation {
  /** 0: accepted (no errors); 1: refused or with errors. */
  exit?: 0 | 1;
  rows?: number;
  totals?: Record<string, string>;
  format?: string;
  /** Codes of errors that must be among the problems. */
  errors?: string[];
  /** Codes of warnings that must be among the problems. */
  warnings?: string[];
  /** Codes that must not be among the problems (a misleading message). */
  absent?: string[];
  /** A refusal of the whole file: its message must contain each of these… */
  refusalNames?: string[];
  /** …and match none of these (a refusal that contradicts itself). */
  refusalNot?: string[];
  /** What would be sent, row by row: the listed fields of each bank item ("" = no such field). */
  items?: Partial<Record<string, string | boolean>>[];
}

interface Case extends Expectation {
  /** Extra arguments of `bulkpay validate` (e.g. --currency EUR). */
  args?: string[];
  /** A second acceptable answer (a clear refusal) where support is a scope decision. */
  alt?: Expectation;
}

type Report = {
  format: string | null;
  rows: number;
  totals: Record<string, string>;
  errorCount: number;
  problems: { code: string; severity: string; first: { message: string }[] }[];
};

const root = join(import.meta.dirname, '../..');

/**
 * ../shared/corpus-real/files beside the checkout; in a git worktree, beside the repository's main
 * checkout (the folder that holds the shared .git).
 */
function defaultFolder(): string {
  const beside = (checkout: string) => resolve(checkout, '../shared/corpus-real/files');
  if (existsSync(beside(root))) return beside(root);
  const git = spawnSync('git', ['rev-parse', '--path-format=absolute', '--git-common-dir'], {
    cwd: root,
    encoding: 'utf8',
  });
  const common = git.status === 0 ? git.stdout.trim() : '';
  return common ? beside(dirname(common)) : beside(root);
}

const folder = resolve(process.argv[2] ?? defaultFolder());
const expectations = JSON.parse(readFileSync(join(import.meta.dirname, 'expectations.json'), 'utf8')) as Record<
  string,
  Case[]
>;

async function validate(file: string, args: string[]): Promise<{ exit: number; report: Report }> {
  let out = '';
  const io: CliIo = { out: (t) => (out += t), err: (t) => (out += t), cwd: root, env: { ...process.env, LC_ALL: 'C' } };
  const exit = await invokeCommand(['validate', file, '--json', ...args], io, [validateCommand]);
  return { exit, report: JSON.parse(out) as Report };
}

/** The bank items the rules would send (undefined for a row with errors), as `validate` reads the file. */
function itemsOf(file: string, args: string[]): (BulkPaymentItem | undefined)[] {
  const parsed = parsePaymentFile(file.split('/').pop()!, new Uint8Array(readFileSync(file)));
  if (!parsed.ok) return [];
  const at = args.indexOf('--currency');
  const defaultCurrency = at >= 0 ? args[at + 1] : undefined;
  return validatePayments(parsed.value.rows, {
    decimalStyle: parsed.value.decimalStyle,
    ...(defaultCurrency ? { defaultCurrency } : {}),
  }).payments;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Why a run does not meet the expectation ([] when it does). */
function misses(e: Expectation, exit: number, r: Report, items: (BulkPaymentItem | undefined)[]): string[] {
  const out: string[] = [];
  const codes = (severity: string) => r.problems.filter((p) => p.severity === severity).map((p) => p.code);
  if (e.exit !== undefined && exit !== e.exit) out.push(`exit ${exit}, expected ${e.exit}`);
  if (e.exit === 0 && r.errorCount > 0) out.push(`errors ${codes('error').join(', ')}`);
  if (e.rows !== undefined && r.rows !== e.rows) out.push(`${r.rows} rows, expected ${e.rows}`);
  if (e.totals && !same(r.totals, e.totals)) out.push(`totals ${JSON.stringify(r.totals)}`);
  if (e.format && r.format !== e.format) out.push(`format ${r.format}, expected ${e.format}`);
  for (const c of e.errors ?? []) if (!codes('error').includes(c)) out.push(`no error ${c}`);
  for (const c of e.warnings ?? []) if (!codes('warning').includes(c)) out.push(`no warning ${c}`);
  for (const c of e.absent ?? []) if (r.problems.some((p) => p.code === c)) out.push(`${c} given`);
  const refusal = r.format === null ? (r.problems[0]?.first[0]?.message ?? '') : '';
  if (e.refusalNames && !refusal) out.push('not refused as a whole file');
  for (const name of e.refusalNames ?? []) if (!refusal.includes(name)) out.push(`refusal does not name ${name}`);
  for (const not of e.refusalNot ?? []) if (new RegExp(not).test(refusal)) out.push(`refusal says /${not}/`);
  for (const [i, want] of (e.items ?? []).entries()) {
    const item = items[i] as unknown as Record<string, unknown> | undefined;
    if (!item) {
      out.push(`row ${i + 1} would not be sent`);
      continue;
    }
    const flat: Record<string, unknown> = {
      ...item,
      name: (item.counterparty as { name?: string } | undefined)?.name,
      iban: (item.counterparty as { account_identifier?: string } | undefined)?.account_identifier,
    };
    for (const [key, value] of Object.entries(want)) {
      const got = flat[key] ?? '';
      if (got !== value) out.push(`row ${i + 1} ${key} ${JSON.stringify(got)}, expected ${JSON.stringify(value)}`);
    }
  }
  if (e.items && items.filter(Boolean).length !== e.items.length)
    out.push(`${items.filter(Boolean).length} items, expected ${e.items.length}`);
  return out;
}

async function main(): Promise<number> {
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    console.error(`corpus-real: no folder ${folder}; give the corpus folder: npm run test:corpus -- <folder>`);
    return 1;
  }
  // validate reads saved column templates from the data folder: an empty one of this run.
  const dataDir = mkdtempSync(join(tmpdir(), 'bulkpay-corpus-'));
  process.env.BULKPAY_DATA_DIR = dataDir;
  const files = readdirSync(folder).filter((f) => statSync(join(folder, f)).isFile() && f !== 'MANIFEST.md');
  let ok = 0;
  let wrong = 0;
  try {
    for (const name of [...new Set([...files, ...Object.keys(expectations)])].sort()) {
      const cases = expectations[name];
      if (!cases) {
        console.log(`WRONG ${name}: no expectation for this file in test/corpus/expectations.json`);
        wrong++;
        continue;
      }
      for (const c of cases) {
        const label = [name, ...(c.args ?? [])].join(' ');
        if (!files.includes(name)) {
          console.log(`WRONG ${label}: not in ${folder}`);
          wrong++;
          continue;
        }
        const file = join(folder, name);
        const { exit, report } = await validate(file, c.args ?? []);
        const items = c.items || c.alt?.items ? itemsOf(file, c.args ?? []) : [];
        const main = misses(c, exit, report, items);
        const alt = c.alt ? misses(c.alt, exit, report, items) : undefined;
        if (main.length === 0 || alt?.length === 0) {
          console.log(`ok    ${label}${main.length ? ' (the alternative answer)' : ''}`);
          ok++;
        } else {
          console.log(`WRONG ${label}: ${main.join('; ')}${alt ? ` | alternative: ${alt.join('; ')}` : ''}`);
          wrong++;
        }
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`corpus-real: ${ok} ok, ${wrong} wrong`);
  return wrong === 0 ? 0 : 1;
}

process.exitCode = await main();
