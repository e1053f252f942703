import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPaymentFile } from '../../../../src-shared/import/check-file';
import { parsePaymentFile } from '../../../../src-shared/import/parse-file';
import { streamCheckPaymentFile } from '../../../../src-shared/import/stream-check';
import type { Expected } from '../../../fixtures/import/generate';

const dir = join(import.meta.dirname, '../../../fixtures/import');
const fixtures = readdirSync(dir).filter((f) => !f.endsWith('.expected.json') && !f.endsWith('.ts'));

describe('import fixture corpus', () => {
  it('has an expectation for every fixture', () => {
    expect(fixtures.length).toBeGreaterThan(10);
    for (const f of fixtures) expect(readdirSync(dir)).toContain(`${f}.expected.json`);
  });

  for (const name of fixtures) {
    it(name, () => {
      const expected = JSON.parse(readFileSync(join(dir, `${name}.expected.json`), 'utf8')) as Expected;
      const parsed = parsePaymentFile(name, new Uint8Array(readFileSync(join(dir, name))));
      if (expected.fileError) {
        expect(parsed.ok).toBe(false);
        if (!parsed.ok) {
          expect(parsed.error.code).toBe(expected.fileError);
          expect(parsed.error.message).toContain(name); // names the file
        }
        return;
      }
      if (!parsed.ok) throw new Error(parsed.error.message);
      const file = parsed.value;
      expect({
        encoding: file.encoding,
        delimiter: file.delimiter ?? null,
        decimalStyle: file.decimalStyle,
        format: file.format,
      }).toEqual({
        encoding: expected.encoding,
        delimiter: expected.delimiter,
        decimalStyle: expected.decimalStyle,
        format: expected.format,
      });
      const result = checkPaymentFile(file, { defaultCurrency: expected.currency });
      const pick = (severity: string) =>
        result.issues.filter((i) => i.severity === severity).map((i) => [i.line, i.field, i.code]);
      expect(result.rowCount).toBe(expected.rows);
      expect(pick('error')).toEqual(expected.errors);
      expect(pick('warning')).toEqual(expected.warnings);
      if (expected.bulks)
        expect(result.bulks.map((b) => ({ count: b.count, totals: b.totals }))).toEqual(expected.bulks);
      for (const issue of result.issues) expect(issue.message.length).toBeGreaterThan(20);
    });

    it(`${name}: the streaming check finds the same problems`, () => {
      const expected = JSON.parse(readFileSync(join(dir, `${name}.expected.json`), 'utf8')) as Expected;
      const checked = streamCheckPaymentFile(
        name,
        new Uint8Array(readFileSync(join(dir, name))),
        {},
        {
          defaultCurrency: expected.currency,
          firstN: 10_000,
        },
      );
      if (expected.fileError) {
        expect(checked).toMatchObject({ ok: false, error: { code: expected.fileError } });
        return;
      }
      if (!checked.ok) throw new Error(checked.error.message);
      const key = (i: { line: number; field: string; code: string }) => JSON.stringify([i.line, i.field, i.code]);
      const found = (severity: string) =>
        checked.value.problems
          .filter((g) => g.severity === severity)
          .flatMap((g) => g.first.map(key))
          .sort();
      expect(found('error')).toEqual(
        (expected.errors ?? []).map(([line, field, code]) => key({ line, field, code })).sort(),
      );
      expect(found('warning')).toEqual(
        (expected.warnings ?? []).map(([line, field, code]) => key({ line, field, code })).sort(),
      );
      expect(checked.value.rowCount).toBe(expected.rows);
      if (expected.bulks)
        expect(checked.value.bulks.map((b) => ({ count: b.count, totals: b.totals }))).toEqual(expected.bulks);
    });
  }
});
