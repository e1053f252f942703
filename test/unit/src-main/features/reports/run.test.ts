// A run as the ERP sees it: one imported file's payments, each once, with its real outcome.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HistoryReader } from '../../../../../src-main/adapters/sqlite/history-reader';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';
import type { NewPayment } from '../../../../../src-main/ports/history/records';
import { buildPain002 } from '../../../../../src-main/features/reports/pain002';
import { readPain002 } from '../../../../../src-main/features/reports/read-reports';
import { listRuns, loadRun } from '../../../../../src-main/features/reports/run';
import { buildRunReportPdf } from '../../../../../src-main/features/reports/run-report-pdf';
import { bulk, openTempDatabase, payment, processedStatus } from '../../../harness/history-fixtures';
import { xmllint } from '../../../../integration/harness/xml-check';

const SHA = 'ab'.repeat(32);
let clock = Date.parse('2026-11-20T10:00:00.000Z');

function setup() {
  const { db } = openTempDatabase();
  // Each write a second later, so "later" is well defined.
  const store = new HistoryStore(db, () => new Date((clock += 1000)));
  return { store, reader: new HistoryReader(db) };
}

const importFile = (store: HistoryStore) =>
  store.recordImport({ name: 'pay.csv', sha256: SHA, encoding: 'utf-8', rowCount: 4, importedBy: 'tester' });

function sendAndFinish(store: HistoryStore, fileId: string, payments: NewPayment[], states: string[], extra = {}) {
  const id = store.recordBulk(bulk(payments, { fileId, ...extra }));
  const bankId = `bank-${id}`;
  store.markAccepted(id, { bankBulkId: bankId, statusUrl: `/bulks/${bankId}` });
  store.applyStatus(id, processedStatus(bankId, payments, states));
  return id;
}

function unwrapRun(reader: HistoryReader, id: string) {
  const run = loadRun(reader, id);
  if (!run.ok) throw new Error(run.error.message);
  return run.value;
}

const report = (reader: HistoryReader, id: string) => {
  const xml = buildPain002(unwrapRun(reader, id), '03');
  return {
    reading: readPain002(xml),
    count: /<OrgnlNbOfTxs>(\d+)<\/OrgnlNbOfTxs>/.exec(xml)![1],
    sum: /<OrgnlCtrlSum>([\d.]+)<\/OrgnlCtrlSum>/.exec(xml)![1],
  };
};
const byId = (r: ReturnType<typeof report>) =>
  Object.fromEntries(r.reading.transactions.map((t) => [t.endToEndId, [t.status, t.reason]]));

describe('loadRun and the pain.002 of a run', () => {
  it('does not call payments rejected that never reached the bank, and reports them once after a resume', () => {
    const { store, reader } = setup();
    const rows = [2, 3, 4, 5].map((line) => payment({ line, endToEndId: `E2E-${line}` }));
    const first = importFile(store);
    sendAndFinish(store, first, rows.slice(0, 2), ['paid', 'paid']);
    // Bulkpay crashed before bulk 2 left: lines 4 and 5 never reached the bank.
    const stopped = store.recordBulk(bulk(rows.slice(2), { fileId: first, sequence: 2 }));
    store.markNotAccepted(stopped, 'Bulkpay stopped before the bulk left.', {}, 'not_sent');

    const before = report(reader, first);
    expect(before.reading.groupStatus).toBe('PDNG');
    expect(byId(before)).toEqual({
      'E2E-2': ['ACSC', null],
      'E2E-3': ['ACSC', null],
      'E2E-4': ['PDNG', null],
      'E2E-5': ['PDNG', null],
    });

    // The same file again (submit resumes): only lines 4 and 5 are sent, under the ids the stopped bulk recorded.
    const second = importFile(store);
    const resumed = rows.slice(2);
    sendAndFinish(store, second, resumed, ['paid', 'notenoughbalance']);

    for (const id of [first, second, SHA]) {
      const after = report(reader, id);
      expect(after.reading.groupStatus).toBe('PART');
      expect(byId(after)).toEqual({
        'E2E-2': ['ACSC', null],
        'E2E-3': ['ACSC', null],
        'E2E-4': ['ACSC', null],
        'E2E-5': ['RJCT', 'AM04'],
      });
      expect([after.count, after.sum]).toEqual(['4', '40.00']);
    }
  });

  it('reports a bulk that never left alone the way its run does: pending, then the outcome of the resumed run', async () => {
    const { store, reader } = setup();
    const rows = [2, 3, 4].map((line) => payment({ line, endToEndId: `E2E-${line}` }));
    const first = importFile(store);
    sendAndFinish(store, first, rows.slice(0, 1), ['paid']);
    const stopped = store.recordBulk(bulk(rows.slice(1), { fileId: first, sequence: 2 }));
    store.markNotAccepted(stopped, 'Bulkpay stopped before the bulk left.', {}, 'not_sent');

    const before = report(reader, stopped);
    // PDNG with words and no reason code is valid ISO (.10 against its XSD).
    expect(xmllint(buildPain002(unwrapRun(reader, stopped), '10'), 'pain.002.001.10')).toBe('');
    expect(byId(before)).toEqual({ 'E2E-3': ['PDNG', null], 'E2E-4': ['PDNG', null] });
    expect(before.reading.transactions[0]!.info).toBe(
      'Not sent yet (Bulkpay stopped before the bulk left.), sent when the file is sent again.',
    );
    expect([before.reading.groupStatus, before.count]).toEqual(['PDNG', '2']);
    // The run report says the same words: not sent yet, not refused.
    const pdf = await buildRunReportPdf(unwrapRun(reader, stopped), { locale: 'en-GB' });
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
    expect(text).toMatch(/not sent yet: 2 payments/);

    const second = importFile(store);
    // A resumed run sends each row under the id its stopped bulk recorded (the ERP has it pending).
    sendAndFinish(store, second, rows.slice(1), ['paid', 'notenoughbalance']);
    const after = report(reader, stopped);
    expect(byId(after)).toEqual({ 'E2E-3': ['ACSC', null], 'E2E-4': ['RJCT', 'AM04'] });
    expect([after.reading.groupStatus, after.count, after.sum]).toEqual(['PART', '2', '20.00']);
  });

  it("keeps a one-line pain.001 apart by each payment's place in the file, not its line (all on line 1)", () => {
    const { store, reader } = setup();
    // 150 payments of a minified pain.001: every one on line 1, told apart by row_number.
    const rows = Array.from({ length: 150 }, (_, i) => payment({ line: 1, rowNumber: i, endToEndId: `PAIN-${i + 1}` }));
    const file = importFile(store);
    sendAndFinish(store, file, rows.slice(0, 100), Array<string>(100).fill('paid'));
    // Bulkpay crashed after bulk 1: bulk 2 never left.
    const stopped = store.recordBulk(bulk(rows.slice(100), { fileId: file, sequence: 2 }));
    store.markNotAccepted(stopped, 'Bulkpay stopped before the bulk left.', {}, 'not_sent');

    const ofBulk = report(reader, stopped);
    expect(ofBulk.reading.transactions.map((t) => t.endToEndId)).toEqual(rows.slice(100).map((p) => p.endToEndId));
    expect(new Set(ofBulk.reading.transactions.map((t) => t.status))).toEqual(new Set(['PDNG']));
    expect([ofBulk.reading.groupStatus, ofBulk.count]).toEqual(['PDNG', '50']);

    const ofFile = report(reader, file);
    expect(ofFile.reading.transactions).toHaveLength(150);
    expect(ofFile.reading.transactions.filter((t) => t.status === 'ACSC')).toHaveLength(100);
    expect(ofFile.reading.transactions.filter((t) => t.status === 'PDNG').map((t) => t.endToEndId)).toEqual(
      rows.slice(100).map((p) => p.endToEndId),
    );
    expect(ofFile.count).toBe('150');
  });

  it('reports a payment sent again once, with the outcome of the new bulk', () => {
    const { store, reader } = setup();
    const rows = [2, 3, 4].map((line) => payment({ line, endToEndId: `E2E-${line}` }));
    const file = importFile(store);
    const source = sendAndFinish(store, file, rows, ['paid', 'notenoughbalance', 'notenoughbalance']);
    sendAndFinish(store, file, rows.slice(1), ['paid', 'paid'], { resubmissionOf: source });

    const r = report(reader, file);
    expect(r.reading.transactions).toHaveLength(3);
    expect(byId(r)).toEqual({ 'E2E-2': ['ACSC', null], 'E2E-3': ['ACSC', null], 'E2E-4': ['ACSC', null] });
    expect([r.reading.groupStatus, r.count, r.sum]).toEqual(['ACSC', '3', '30.00']);
  });
});

describe('the pain.002 of a bulk whose payments were sent again', () => {
  it.each([
    ['from a file', true],
    ['without a file', false],
  ])('%s: reports them with the outcome of the later bulk, not refused', (_, fromFile) => {
    const { store, reader } = setup();
    const rows = [2, 3, 4].map((line) => payment({ line, rowNumber: line - 2, endToEndId: `E2E-${line}` }));
    const fileId = fromFile ? importFile(store) : null;
    const source = sendAndFinish(store, fileId!, rows, ['paid', 'notenoughbalance', 'notenoughbalance']);
    const resend = rows.slice(1).map((p) => ({ ...p, rowNumber: null }));
    sendAndFinish(store, fileId!, resend, ['paid', 'notenoughbalance'], { resubmissionOf: source });

    const ofSource = report(reader, source);
    expect(byId(ofSource)).toEqual({ 'E2E-2': ['ACSC', null], 'E2E-3': ['ACSC', null], 'E2E-4': ['RJCT', 'AM04'] });
    expect([ofSource.reading.groupStatus, ofSource.count, ofSource.sum]).toEqual(['PART', '3', '30.00']);
    // The same words as the run's report, under the same OrgnlMsgId.
    if (fromFile) expect(byId(report(reader, fileId!))).toEqual(byId(ofSource));
  });
});

describe('listRuns', () => {
  it('lists one run per file content, newest first, named by its latest import, final once every bulk is', () => {
    const { store, reader } = setup();
    const rows = [2, 3].map((line) => payment({ line, endToEndId: `E2E-${line}` }));
    const first = importFile(store);
    sendAndFinish(store, first, rows.slice(0, 1), ['paid']);
    const stopped = store.recordBulk(bulk(rows.slice(1), { fileId: first, sequence: 2 }));
    store.markNotAccepted(stopped, 'Bulkpay stopped before the bulk left.', {}, 'not_sent');
    const other = store.recordImport({
      name: 'other.csv',
      sha256: 'cd'.repeat(32),
      encoding: 'utf-8',
      rowCount: 1,
      importedBy: 't',
    });
    store.recordBulk(bulk([payment({ line: 2 })], { fileId: other })); // recorded, not sent yet
    store.recordImport({
      name: 'never-sent.csv',
      sha256: 'ef'.repeat(32),
      encoding: 'utf-8',
      rowCount: 1,
      importedBy: 't',
    });
    const second = importFile(store); // the first file again: resumed
    sendAndFinish(store, second, rows.slice(1), ['paid']);

    expect(listRuns(reader)).toEqual([
      // Two rows: the stopped bulk's row and the resumed run's are the same row of the file.
      expect.objectContaining({ id: second, name: 'pay.csv', sha256: SHA, imports: 2, bulks: 3, payments: 2 }),
      expect.objectContaining({ id: other, name: 'other.csv', imports: 1, bulks: 1, payments: 1, final: false }),
    ]);
    expect(listRuns(reader)[0]!.final).toBe(true); // the stopped bulk's row was sent by the resumed run
    expect(listRuns(reader, 1)).toHaveLength(1);
  });

  it('a run whose bulk never left is not final (its pain.002 says pending); a resend does not count rows twice', () => {
    const { store, reader } = setup();
    const rows = [2, 3, 4].map((line) => payment({ line, rowNumber: line - 2, endToEndId: `E2E-${line}` }));
    const file = importFile(store);
    const source = sendAndFinish(store, file, rows.slice(0, 2), ['paid', 'notenoughbalance']);
    sendAndFinish(store, file, [{ ...rows[1]!, rowNumber: null }], ['paid'], { resubmissionOf: source });
    const stopped = store.recordBulk(bulk(rows.slice(2), { fileId: file, sequence: 2 }));
    store.markNotAccepted(stopped, 'Bulkpay stopped before the bulk left.', {}, 'not_sent');

    expect(report(reader, file).reading.groupStatus).toBe('PDNG');
    expect(listRuns(reader)).toEqual([expect.objectContaining({ bulks: 3, payments: 3, final: false })]);

    sendAndFinish(store, importFile(store), rows.slice(2), ['paid']); // resumed
    expect(report(reader, file).reading.groupStatus).toBe('ACSC');
    expect(listRuns(reader)).toEqual([expect.objectContaining({ imports: 2, bulks: 4, payments: 3, final: true })]);
  });
});

describe('xmllint (the test helper)', () => {
  it('leaves no temporary folder behind', () => {
    const own = mkdtempSync(join(tmpdir(), 'bulkpay-xmllint-check-'));
    const before = process.env.TMPDIR;
    process.env.TMPDIR = own;
    try {
      expect(xmllint('<Document/>', 'pain.002.001.10')).not.toBe('');
      expect(readdirSync(own)).toEqual([]);
    } finally {
      process.env.TMPDIR = before;
      rmSync(own, { recursive: true, force: true });
    }
  });
});
