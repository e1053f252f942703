import { describe, expect, it } from 'vitest';
import { CheckLedger } from '../../../../src-shared/import/check-ledger';
import { withFileIssues } from '../../../../src-shared/import/check-file';
import { issuesOfGroup } from '../../../../src-shared/import/group-actions';
import { groupProblems, type ProblemGroup } from '../../../../src-shared/import/problems';
import type { PaymentRow } from '../../../../src-shared/payments/fields';
import { compileRowRules } from '../../../../src-shared/payments/row-rules';
import type { ValidationIssue, ValidationResult } from '../../../../src-shared/payments/types';
import { combineRowResults } from '../../../../src-shared/payments/validate';

const IBANS = ['FI2112345600000785', 'DE89370400440532013000', 'FI21 1234 5600 0007 86', 'FI00BROKEN'];
const check = compileRowRules({ defaultCurrency: 'EUR' });

/** A file of `n` rows with duplicates (same payee, amount, reference), errors and two currencies. */
function rowsOf(n: number, seed: number): PaymentRow[] {
  // mulberry32: every value of every cell comes up, in no pattern
  let x = seed;
  const next = (m: number) => {
    x = (x + 0x6d2b79f5) | 0;
    let t = Math.imul(x ^ (x >>> 15), 1 | x);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * m);
  };
  return Array.from({ length: n }, (_, i) => ({
    line: i * 2 + 2, // lines with gaps, as quoted newlines make them
    values: {
      name: `Payee ${next(3)}`,
      iban: IBANS[next(IBANS.length)]!,
      amount: ['10.00', '10.5', '7.505', '3', 'x'][next(5)]!,
      currency: ['EUR', '', 'SEK'][next(3)]!,
      unstructured_reference: `Invoice ${next(4)}`,
    },
  }));
}

/** What the ledger must equal: the whole check done again from scratch. */
function fromScratch(rows: PaymentRow[], fileIssues: ValidationIssue[]): ValidationResult {
  return withFileIssues(
    combineRowResults(
      rows,
      rows.map((r, i) => check(r, i)),
    ),
    fileIssues,
  );
}

const shape = (issues: readonly ValidationIssue[]) => issues.map((i) => [i.row, i.line, i.code, i.field, i.params]);
function expectSame(ledger: CheckLedger, rows: PaymentRow[], fileIssues: ValidationIssue[]) {
  const { result, issuesByRow, rows: seen, problems, issuesOfKind } = ledger.snapshot();
  const expected = fromScratch(rows, fileIssues);
  expect(seen).toEqual(rows);
  expect(result.rowCount).toBe(expected.rowCount);
  expect(result.bulks).toEqual(expected.bulks);
  expect(result.totals).toEqual(expected.totals);
  expect([result.errorCount, result.warningCount, result.rowsWithErrors]).toEqual([
    expected.errorCount,
    expected.warningCount,
    expected.rowsWithErrors,
  ]);
  expect(shape(result.issues)).toEqual(shape(expected.issues));
  expect(result.payments).toEqual(expected.payments);
  const kinds = (groups: ProblemGroup[]) =>
    groups.map((g) => [g.severity, g.code, g.field, g.count, g.preview, shape(g.first)]);
  expect(kinds(problems)).toEqual(kinds(groupProblems(expected.issues)));
  for (const group of problems)
    expect(shape(issuesOfKind(group))).toEqual(shape(issuesOfGroup(expected.issues, group)));
  const byRow = new Map<number, ValidationIssue[]>();
  for (const issue of expected.issues) byRow.set(issue.row, [...(byRow.get(issue.row) ?? []), issue]);
  expect(new Map([...issuesByRow].map(([k, v]) => [k, shape(v)]))).toEqual(
    new Map([...byRow].map(([k, v]) => [k, shape(v)])),
  );
}

describe('CheckLedger: the import check kept up to date one row at a time', () => {
  const fileIssue: ValidationIssue = {
    line: 1,
    row: -1,
    field: 'file',
    code: 'unclosed_quote',
    severity: 'error',
    message: 'x',
    params: { line: 1 },
  };

  it('equals the whole check after chunks arrive, and after each edit and removal', () => {
    let rows = rowsOf(350, 7);
    // A file problem on the whole file, and one on a row (it moves with its row, and goes with it).
    const onRow = (row: number): ValidationIssue => ({
      line: rows[row]!.line,
      row,
      field: 'file',
      code: 'invalid_utf8',
      severity: 'error',
      message: 'x',
      params: { line: rows[row]!.line },
    });
    let fileIssues = [fileIssue, onRow(40), onRow(300)];
    const ledger = new CheckLedger({ fileIssues });
    for (let start = 0; start < rows.length; start += 64) {
      const chunk = rows.slice(start, start + 64);
      ledger.append(
        chunk,
        chunk.map((r, k) => check(r, start + k)),
      );
    }
    expectSame(ledger, rows, fileIssues);
    const edits = rowsOf(60, 99);
    for (let k = 0; k < edits.length; k++) {
      if (k % 4 === 3) {
        const index = (k * 37) % rows.length;
        ledger.remove(index);
        rows = rows.filter((_, i) => i !== index);
        fileIssues = fileIssues
          .filter((i) => i.row !== index)
          .map((i) => (i.row > index ? { ...i, row: i.row - 1 } : i));
      } else {
        const index = (k * 53) % rows.length;
        const row = { ...rows[index]!, values: edits[k]!.values };
        ledger.replace(index, row, check(row, index));
        rows = rows.map((r, i) => (i === index ? row : r));
      }
      expectSame(ledger, rows, fileIssues);
    }
  }, 30_000);

  it('moves the duplicate warning to the next copy when the first one is edited away', () => {
    const same = { name: 'Acme', iban: IBANS[0]!, amount: '10.00', currency: 'EUR', unstructured_reference: 'A' };
    const rows: PaymentRow[] = [2, 3, 4].map((line) => ({ line, values: { ...same } }));
    const ledger = new CheckLedger();
    ledger.append(
      rows,
      rows.map((r, i) => check(r, i)),
    );
    expect(ledger.snapshot().result.warningCount).toBe(2);
    const changed = { line: 2, values: { ...same, amount: '11.00' } };
    ledger.replace(0, changed, check(changed, 0));
    const { result, issuesByRow } = ledger.snapshot();
    expect(result.warningCount).toBe(1);
    expect(issuesByRow.get(1)).toBeUndefined();
    expect(issuesByRow.get(2)?.[0]).toMatchObject({ code: 'duplicate_in_file', params: { firstLine: 3 } });
    expect(result.totals).toEqual({ EUR: '31.00' });
  });

  it('replaceIssues (the payee book’s findings joining rows) counts and places them as replace does', () => {
    const rows = rowsOf(60, 7);
    const results = rows.map((r, i) => check(r, i));
    const byIssues = new CheckLedger();
    const byReplace = new CheckLedger();
    byIssues.append(rows, results);
    byReplace.append(rows, results);
    for (const [index, severity] of [
      [3, 'warning'],
      [10, 'error'],
      [11, 'warning'],
    ] as const) {
      const found = {
        line: rows[index]!.line,
        row: index,
        field: 'iban' as const,
        code: 'payee_x',
        severity,
        message: '',
      };
      const next = { ...results[index]!, issues: [...results[index]!.issues, found] };
      byIssues.replaceIssues(index, next);
      byReplace.replace(index, rows[index]!, next);
    }
    const seen = (l: CheckLedger) => {
      const { result, problems } = l.snapshot();
      return [result.errorCount, result.warningCount, result.rowsWithErrors, shape(result.issues), problems];
    };
    expect(seen(byIssues)).toEqual(seen(byReplace));
    expect(shape(byIssues.snapshot().result.issues).filter(([, , code]) => code === 'payee_x')).toHaveLength(3);
  });

  it('keeps an earlier snapshot as it was', () => {
    const rows = rowsOf(5, 1);
    const ledger = new CheckLedger();
    ledger.append(
      rows,
      rows.map((r, i) => check(r, i)),
    );
    const before = ledger.snapshot();
    const rowsOfIssues = () => [...before.issuesByRow].flatMap(([at, issues]) => issues.map((i) => [at, i.row]));
    const placed = rowsOfIssues();
    expect(placed.length).toBeGreaterThan(0);
    ledger.remove(0);
    expect(before.rows).toHaveLength(5);
    // Its issues still say the rows they were on then (a removal does not rewrite them in place).
    expect(rowsOfIssues()).toEqual(placed);
    expect(before.result.issues.map((i) => i.row)).toEqual(placed.map(([, row]) => row));
    const after = ledger.snapshot();
    expect([...after.issuesByRow].flatMap(([at, issues]) => issues.map((i) => i.row - at))).not.toContain(1);
  });
});

describe('CheckLedger totals past 2^53 minor units', () => {
  it('stays exact with many maximum KWD rows, through a replace and a removal', () => {
    const n = 10_001;
    const rows: PaymentRow[] = Array.from({ length: n }, (_, i) => ({
      line: i + 2,
      values: {
        name: `Payee ${i}`,
        iban: 'DE89370400440532013000',
        amount: i % 2 ? '999999999.999' : '999999999.997',
        currency: 'KWD',
        unstructured_reference: `Invoice ${i}`,
      },
    }));
    const ledger = new CheckLedger();
    ledger.append(
      rows,
      rows.map((r, i) => check(r, i)),
    );
    // 5,000 rows of 999999999999 and 5,001 of 999999999997 fils: 10,000,999,999,974,997 > 2^53.
    const exact = 5_000n * 999_999_999_999n + 5_001n * 999_999_999_997n;
    expect(exact > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    const text = (minor: bigint) => `${minor / 1000n}.${String(minor % 1000n).padStart(3, '0')}`;
    expect(ledger.snapshot().result.totals).toEqual({ KWD: text(exact) });
    const edited = { ...rows[1]!, values: { ...rows[1]!.values, amount: '0.001' } };
    ledger.replace(1, edited, check(edited, 1));
    expect(ledger.snapshot().result.totals).toEqual({ KWD: text(exact - 999_999_999_999n + 1n) });
    ledger.remove(0);
    expect(ledger.snapshot().result.totals).toEqual({ KWD: text(exact - 999_999_999_999n + 1n - 999_999_999_997n) });
  });
});
