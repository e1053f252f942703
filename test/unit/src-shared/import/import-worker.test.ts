// The import worker and the window's store together, under Node: the worker module runs in this
// process behind a Worker that copies every message (structuredClone) and delivers it later, in
// order, as a browser does. The file is read and checked in one pass; the whole file's summary
// reaches the window before its last rows, and once they are in the counts are the same.
import { beforeAll, describe, expect, it } from 'vitest';
import { generatePaymentCsv } from '../../../../bench/import-data';
import { parsePaymentFile } from '../../../../src-shared/import/parse-file';
import { checkParsedRows } from '../../../../src-shared/import/stream-check';
import type { WorkerResponse } from '../../../../src-renderer/features/payments/worker-protocol';

const { usePaymentImport, posted, settled } = await import('../../harness/in-process-worker');

const ROWS = 12_000;
const bytes = generatePaymentCsv(ROWS);

/** Opens the file in the store and records, at each change, how many rows it has and what its summary says. */
async function openAndWatch() {
  posted.length = 0;
  const seen: { rows: number; rowCount: number | undefined; checking: boolean }[] = [];
  const stop = usePaymentImport.subscribe((s) =>
    seen.push({ rows: s.rows.length, rowCount: s.result?.rowCount, checking: s.checking }),
  );
  await usePaymentImport.getState().open(new File([bytes as Uint8Array<ArrayBuffer>], 'big.csv', { type: 'text/csv' }));
  await settled();
  stop();
  return seen;
}

describe('the import worker with the window store', () => {
  let seen: Awaited<ReturnType<typeof openAndWatch>>;
  beforeAll(async () => {
    seen = await openAndWatch();
  }, 30_000);

  it('posts begin, the first rows, the summary, the other rows, then done', () => {
    const kinds = posted.map((m) => (m.kind === 'rows' ? `rows@${m.start}` : m.kind));
    expect(kinds.slice(0, 4)).toEqual(['begin', 'rows@0', 'rows@200', 'summary']);
    expect(kinds.at(-1)).toBe('done');
    expect(kinds.filter((k) => k.startsWith('rows')).length).toBe(4); // 200, 4,800, 5,000, 2,000
    const begin = posted[0] as Extract<WorkerResponse, { kind: 'begin' }>;
    expect(begin.total).toBe(ROWS);
    expect(begin.file!.rows).toEqual([]);
    expect(begin.file!.cells).toHaveLength(50); // the mapping step's preview only
  });

  it("shows the whole file's summary while its last rows are still coming in", () => {
    const early = seen.find((s) => s.rowCount === ROWS && s.rows < ROWS);
    expect(early).toMatchObject({ checking: true });
  });

  it('ends with every row and the counts of the same check done in two passes', () => {
    const parsed = parsePaymentFile('big.csv', bytes);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const file = parsed.value;
    const twoPass = checkParsedRows(file.rows, file.fileIssues, file.decimalStyle, {
      decimalStyle: file.decimalStyle,
      defaultCurrency: 'EUR',
    });
    const s = usePaymentImport.getState();
    expect(s.rows).toEqual(file.rows.map((r) => ({ line: r.line, values: r.values })));
    expect(s.result).toMatchObject({
      rowCount: twoPass.rowCount,
      errorCount: twoPass.errorCount,
      warningCount: twoPass.warningCount,
      totals: twoPass.totals,
    });
    expect(s.result!.bulks).toHaveLength(twoPass.bulkCount);
    const summary = posted.find((m) => m.kind === 'summary') as Extract<WorkerResponse, { kind: 'summary' }>;
    expect([summary.rowCount, summary.errorCount, summary.warningCount]).toEqual([
      twoPass.rowCount,
      twoPass.errorCount,
      twoPass.warningCount,
    ]);
  });

  it('reads the file again for a new mapping (the cells are not kept)', async () => {
    const mapping = { ...usePaymentImport.getState().file!.mapping };
    delete mapping.structured_reference;
    usePaymentImport.getState().remap(mapping);
    await settled();
    const s = usePaymentImport.getState();
    expect(s.rows).toHaveLength(ROWS);
    expect(s.rows.every((r) => r.values.structured_reference === undefined)).toBe(true);
    expect(s.file!.mapping).toEqual(mapping);
  });

  it('keeps the preview rows when the decimal mark is given (checking starts at the header)', async () => {
    posted.length = 0;
    usePaymentImport.getState().reread({ decimalStyle: 'comma' });
    await settled();
    const begin = posted.find((m) => m.kind === 'begin') as Extract<WorkerResponse, { kind: 'begin' }>;
    expect(begin.file!.cells).toHaveLength(50);
    expect(usePaymentImport.getState().file!.decimalStyle).toBe('comma');
  });

  it('changes no row while the last rows are still coming in, and loses none', async () => {
    // The moment the reviewer found: the summary (with "Remove exact copies") is shown, the table
    // holds only part of the file. A removal, an edit or an undo then must not rebuild the check
    // from the rows shown so far (the rest would vanish from what is sent).
    let tried = false;
    let stage = '';
    const stop = usePaymentImport.subscribe((s) => {
      if (tried || !s.checking || s.result?.rowCount !== ROWS || s.rows.length >= ROWS) return;
      tried = true;
      stage = s.progress?.stage ?? '';
      const first = s.rows[0]!;
      s.removeRows([1, 2]);
      s.removeRow(0);
      s.restoreRow(0, first);
      s.editCells([{ row: 0, field: 'name', value: 'Changed' }]);
      s.keepRows([0, 1, 2]);
    });
    await usePaymentImport
      .getState()
      .open(new File([bytes as Uint8Array<ArrayBuffer>], 'big.csv', { type: 'text/csv' }));
    await settled();
    stop();
    expect(tried).toBe(true);
    expect(stage).toMatch(/Edits and removals wait until every row is in/);
    const s = usePaymentImport.getState();
    expect(s.rows).toHaveLength(ROWS);
    expect(s.expectedRows).toBe(ROWS);
    expect(s.result!.rowCount).toBe(ROWS);
    expect(s.edited).toBe(false);
    expect(s.rows[0]!.values.name).not.toBe('Changed');
    // Once every row is in, the same actions work on the whole file.
    s.removeRows([1, 2]);
    expect(usePaymentImport.getState().rows).toHaveLength(ROWS - 2);
    expect(usePaymentImport.getState().result!.rowCount).toBe(ROWS - 2);
  });

  it('stops a file whose later rows use the other decimal mark until the user chooses one', async () => {
    // 10,000 amounts "1.250" (no vote: a thousands group or a decimal), then "12,50": the first
    // rows decide a dot, the whole file a comma. Nothing can be reviewed until the mark is chosen.
    const lines = ['name,iban,amount,currency,message'];
    for (let i = 0; i < 10_000; i++) lines.push(`Payee ${i},FI2112345600000785,1.250,EUR,a${i}`);
    for (let i = 0; i < 30; i++) lines.push(`Later ${i},FI2112345600000785,"12,50",EUR,b${i}`);
    const unclear = new TextEncoder().encode(lines.join('\n'));
    await usePaymentImport.getState().open(new File([unclear], 'late-comma.csv', { type: 'text/csv' }));
    await settled();
    let s = usePaymentImport.getState();
    expect(s.rows).toHaveLength(10_030);
    expect(s.file!.fileIssues.map((i) => i.code)).toContain('decimal_mark_unclear');
    expect(s.result!.errorCount).toBeGreaterThan(0);
    expect(s.result!.issues.find((i) => i.code === 'decimal_mark_unclear')!.message).toMatch(/decimal mark is unclear/);
    usePaymentImport.getState().reread({ decimalStyle: 'comma' });
    await settled();
    s = usePaymentImport.getState();
    expect(s.file!.fileIssues.map((i) => i.code)).not.toContain('decimal_mark_unclear');
    expect(s.result!.issues.some((i) => i.code === 'decimal_mark_unclear')).toBe(false);
  });

  it('answers a file with a header and no payments with its error alone', async () => {
    posted.length = 0;
    const header = new TextEncoder().encode('name,iban,amount\n');
    await usePaymentImport.getState().open(new File([header], 'empty.csv', { type: 'text/csv' }));
    await expect.poll(() => posted.at(-1)?.kind, { timeout: 10_000 }).toBe('failed');
    expect(posted.map((m) => m.kind)).toEqual(['failed']);
    expect(usePaymentImport.getState()).toMatchObject({ phase: 'empty', checking: false });
    expect(usePaymentImport.getState().failure).toMatch(/empty\.csv has a header row \(line 1\) but no payments/);
  });

  it('answers hostile XML (200,000 levels of nesting) with a message, and the window stays usable', async () => {
    posted.length = 0;
    const deep = `<?xml version="1.0"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03">${'<a>'.repeat(200_000)}${'</a>'.repeat(200_000)}</Document>`;
    const file = new File([new TextEncoder().encode(deep)], 'deep.xml', { type: 'text/xml' });
    await usePaymentImport.getState().open(file);
    await expect.poll(() => posted.at(-1)?.kind, { timeout: 10_000 }).toBe('failed');
    const failed = posted.at(-1) as Extract<WorkerResponse, { kind: 'failed' }>;
    expect(failed.error).toMatchObject({ code: 'xml_too_deep', params: { line: 2, max: 64 } });
    expect(usePaymentImport.getState().failure).toMatch(/more than 64 levels deep \(line 2\)/);
  });

  it("resolves `open` once the file's last row is in the table (the run's draft waits for it)", async () => {
    posted.length = 0;
    const seen: { rows: number; summary: boolean }[] = [];
    const stop = usePaymentImport.subscribe((s) =>
      seen.push({ rows: s.rows.length, summary: s.result?.rowCount === ROWS }),
    );
    await usePaymentImport
      .getState()
      .open(new File([bytes as Uint8Array<ArrayBuffer>], 'big.csv', { type: 'text/csv' }));
    stop();
    const s = usePaymentImport.getState();
    expect(s).toMatchObject({ checking: false, progress: undefined });
    expect(s.rows).toHaveLength(ROWS);
    // the summary was shown before, with fewer rows in the table
    expect(seen.some((v) => v.summary && v.rows < ROWS)).toBe(true);
  });

  it('resolves `open` for a file that cannot be read, and for one another file replaced', async () => {
    const header = new TextEncoder().encode('name,iban,amount\n');
    await usePaymentImport.getState().open(new File([header], 'empty.csv', { type: 'text/csv' }));
    expect(usePaymentImport.getState().failure).toMatch(/empty\.csv/);
    const first = usePaymentImport.getState().open(new File([bytes as Uint8Array<ArrayBuffer>], 'a.csv'));
    await new Promise((r) => setTimeout(r, 0));
    usePaymentImport.getState().clear();
    await first;
    expect(usePaymentImport.getState().phase).toBe('empty');
  });
});
