// The window's side of the import worker (worker-client.ts) at the moment the reviewer found: the
// whole file's summary is shown, the table holds only part of the file, and the user acts. The
// worker runs in this process (in-process-worker.ts); each action is taken inside a store subscriber
// when the summary arrives, before the last rows are delivered.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LaterRows } from '../../../../../src-shared/import/later-rows';
import { templateFromMapping } from '../../../../../src-shared/import/templates';
import type { PaymentImportState } from '../../../../../src-renderer/features/payments/store';

const { usePaymentImport, posted, settled } = await import('../../../harness/in-process-worker');
const { startWorker } = await import('../../../../../src-renderer/features/payments/worker-client');

// 12,000 rows through the real checks, several times in a test: seconds on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

const ROWS = 12_000;
/** A file without a currency column: every row takes the currency for rows without one. */
function noCurrencyCsv(rows = ROWS): Uint8Array<ArrayBuffer> {
  const lines = ['name,iban,amount,message'];
  for (let i = 0; i < rows; i++) lines.push(`Payee ${i},FI2112345600000785,${1 + (i % 100)}.50,Invoice ${i}`);
  return new TextEncoder().encode(lines.join('\n')) as Uint8Array<ArrayBuffer>;
}
const file = (bytes: Uint8Array<ArrayBuffer>, name = 'pay.csv') => new File([bytes], name, { type: 'text/csv' });

/** Runs `act` once, at the first state with the whole file's summary and only part of its rows. */
function whenSummaryShownBeforeLastRows(act: (s: PaymentImportState) => void) {
  const seen = { acted: false, rowsThen: 0 };
  const stop = usePaymentImport.subscribe((s) => {
    if (seen.acted || !s.checking || s.result?.rowCount !== ROWS || s.rows.length >= ROWS) return;
    seen.acted = true;
    seen.rowsThen = s.rows.length;
    act(s);
  });
  return { seen, stop };
}

/** The currency each row was checked with, as the table holds it. */
const currencies = (s: PaymentImportState) => new Set(s.rowResults.map((r) => r.currency));

afterEach(() => usePaymentImport.getState().clear());

describe('the currency for rows without one, changed while rows are still coming in', () => {
  it('reads the whole file again with it: no row is lost', async () => {
    usePaymentImport.getState().setDefaultCurrency('EUR');
    const { seen, stop } = whenSummaryShownBeforeLastRows((s) => s.setDefaultCurrency('SEK'));
    await usePaymentImport.getState().open(file(noCurrencyCsv()));
    await settled();
    stop();
    expect(seen.acted).toBe(true);
    expect(seen.rowsThen).toBeLessThan(ROWS);
    const s = usePaymentImport.getState();
    expect(s.rows).toHaveLength(ROWS);
    expect(s.result!.rowCount).toBe(ROWS);
    expect(s.expectedRows).toBe(ROWS);
    expect(currencies(s)).toEqual(new Set(['SEK']));
  });

  it('checks edited rows again, all of them, with the edits kept', async () => {
    usePaymentImport.getState().setDefaultCurrency('EUR');
    await usePaymentImport.getState().open(file(noCurrencyCsv()));
    await settled();
    usePaymentImport.getState().editCells([{ row: ROWS - 1, field: 'name', value: 'Edited last' }]);
    // The first currency change checks the edited rows; the second comes while that check fills in.
    const { seen, stop } = whenSummaryShownBeforeLastRows((s) => s.setDefaultCurrency('NOK'));
    usePaymentImport.getState().setDefaultCurrency('SEK');
    await settled();
    stop();
    expect(seen.acted).toBe(true);
    const s = usePaymentImport.getState();
    expect(s.rows).toHaveLength(ROWS);
    expect(s.result!.rowCount).toBe(ROWS);
    expect(s.rows[ROWS - 1]!.values.name).toBe('Edited last');
    expect(currencies(s)).toEqual(new Set(['NOK']));
  });

  it('keeps a re-read asked for just before (the currency does not replace it with a check of the old rows)', async () => {
    usePaymentImport.getState().setDefaultCurrency('EUR');
    await usePaymentImport.getState().open(file(noCurrencyCsv()));
    await settled();
    usePaymentImport.getState().reread({ delimiter: ';' });
    usePaymentImport.getState().setDefaultCurrency('SEK');
    await settled();
    const s = usePaymentImport.getState();
    expect(s.file!.delimiter).toBe(';');
    expect(s.settings.delimiter).toBe(';');
  });
});

describe('a read that fails after its first rows are in the table', () => {
  it('leaves nothing to review: the table, its summary and the rows go, the failure is shown', async () => {
    const read = LaterRows.prototype.read;
    let calls = 0;
    // The worker's own check that a row reads the same the second time (csv-check.ts) is the throw
    // this stands for: it comes after the summary, while the later rows are built.
    LaterRows.prototype.read = function (this: LaterRows, ...args: Parameters<LaterRows['read']>) {
      if (++calls === 1) throw new Error('Line 10002 of pay.csv read differently the second time');
      return read.apply(this, args);
    };
    try {
      posted.length = 0;
      await usePaymentImport.getState().open(file(noCurrencyCsv()));
      await settled();
    } finally {
      LaterRows.prototype.read = read;
    }
    const kinds = posted.map((m) => m.kind);
    expect(calls).toBe(1);
    expect(kinds.indexOf('summary')).toBeGreaterThan(0);
    expect(kinds.at(-1)).toBe('failed');
    const s = usePaymentImport.getState();
    expect(s.failure).toMatch(/read differently the second time/);
    expect(s).toMatchObject({ phase: 'empty', checking: false, file: undefined, result: undefined, expectedRows: 0 });
    expect(s.rows).toEqual([]);
    expect(s.rowResults).toEqual([]);
    // The same file opens again, whole.
    await usePaymentImport.getState().open(file(noCurrencyCsv()));
    await settled();
    expect(usePaymentImport.getState().rows).toHaveLength(ROWS);
    expect(usePaymentImport.getState().failure).toBeUndefined();
  });
});

describe("the file reader stopping (the worker's error event)", () => {
  it('leaves no table behind, not even the one read before (what the reader did meanwhile is unknown)', async () => {
    await usePaymentImport.getState().open(file(noCurrencyCsv()));
    await settled();
    usePaymentImport.getState().reread({ delimiter: ';' });
    (startWorker() as unknown as { onerror(): void }).onerror();
    const s = usePaymentImport.getState();
    expect(s.failure).toMatch(/file reader stopped unexpectedly; try the file again/);
    expect(s).toMatchObject({ phase: 'empty', checking: false, file: undefined, result: undefined, rows: [] });
    // An answer still on its way from the reader does not fill the table again.
    await new Promise((r) => setTimeout(r, 300));
    expect(usePaymentImport.getState()).toMatchObject({ phase: 'empty', file: undefined, rows: [] });
  });
});

describe('a file a saved template matches', () => {
  it("resolves `open` once the template's read has put the last row in (not when it starts)", async () => {
    await usePaymentImport.getState().open(file(noCurrencyCsv()));
    await settled();
    const { headers, mapping } = usePaymentImport.getState().file!;
    const erp = templateFromMapping('ERP export', headers, mapping);
    usePaymentImport.getState().clear();
    usePaymentImport.setState({ templates: [erp] });
    posted.length = 0;
    await usePaymentImport.getState().open(file(noCurrencyCsv()));
    const s = usePaymentImport.getState();
    expect(s.appliedTemplate).toBe('ERP export');
    expect(s).toMatchObject({ checking: false, progress: undefined, phase: 'review' });
    expect(s.rows).toHaveLength(ROWS);
    // read twice: as opened, then with the template's mapping
    expect(posted.filter((m) => m.kind === 'begin')).toHaveLength(2);
  });
});
