import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { paymentSearchSchema, type PaymentRow } from '../../../../../src-shared/ipc/channels/history';
import {
  csvChunks,
  exportChunks,
  exportChunksFromPages,
  jsonChunks,
} from '../../../../../src-main/features/history/export';
import { HistoryReader } from '../../../../../src-main/adapters/sqlite/history-reader';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';
import { bulk, openTempDatabase, payment } from '../../../harness/history-fixtures';

/** 2,500 payments in 25 bulks: more than two CSV chunks of 1,000 rows. */
function history() {
  const { db } = openTempDatabase();
  const store = new HistoryStore(db);
  for (let b = 0; b < 25; b++) {
    store.recordBulk(
      bulk(
        Array.from({ length: 100 }, (_, i) => payment({ payeeName: `Payee ${b * 100 + i}`, amount: `${i + 1}.00` })),
      ),
    );
  }
  return new HistoryReader(db);
}

describe('streamed export', () => {
  const reader = history();
  const filter = paymentSearchSchema.parse({ reference: 'Invoice' });

  /** The rows as the database cursor gives them, counting how many were read so far. */
  function counted() {
    const state = { read: 0 };
    const rows = (function* () {
      for (const row of reader.iteratePayments(filter, 'date', false)) {
        state.read++;
        yield row;
      }
    })();
    return { state, rows };
  }

  it('writes CSV chunk by chunk, reading at most one chunk of rows ahead of what it wrote', () => {
    const { state, rows } = counted();
    let written = 0;
    const payees: string[] = [];
    const chunks = csvChunks(rows, 1000);
    expect(Papa.parse<string[]>(chunks.next().value as string).data[0]).toContain('payee');
    for (const chunk of chunks) {
      const cells = Papa.parse<string[]>(chunk, { skipEmptyLines: true }).data.map((r) => r[4]!);
      written += cells.length;
      payees.push(...cells);
      expect(state.read - written).toBeLessThanOrEqual(1);
    }
    expect(written).toBe(2500);
    expect(payees.slice(0, 2)).toEqual(['Payee 0', 'Payee 1']);
    expect(new Set(payees).size).toBe(2500);
  });

  it('writes JSON one payment at a time', () => {
    const { state, rows } = counted();
    let chunks = 0;
    let text = '';
    for (const chunk of jsonChunks(rows)) {
      chunks++;
      text += chunk;
      expect(state.read).toBeLessThanOrEqual(chunks);
    }
    const parsed = JSON.parse(text) as PaymentRow[];
    expect(parsed).toHaveLength(2500);
  });
});

describe('export from pages (the team history)', () => {
  const rows = [...history().iteratePayments(paymentSearchSchema.parse({}), 'date', false)];
  async function* pagesOf(all: PaymentRow[], size: number) {
    for (let i = 0; i < all.length; i += size) yield all.slice(i, i + size);
  }
  const collect = async (chunks: AsyncIterable<string>) => {
    const out: string[] = [];
    for await (const chunk of chunks) out.push(chunk);
    return out;
  };

  it('writes the very same file as the export of all rows at once, whatever the page size', async () => {
    for (const format of ['csv', 'json'] as const) {
      const whole = [...exportChunks(format, rows)].join('');
      for (const size of [1, 999, 1000, 2500]) {
        expect((await collect(exportChunksFromPages(format, pagesOf(rows, size)))).join('')).toBe(whole);
      }
      expect((await collect(exportChunksFromPages(format, pagesOf([], 1000)))).join('')).toBe(
        [...exportChunks(format, [])].join(''),
      );
    }
  });

  it('writes each page as it comes, not after reading them all', async () => {
    let pagesRead = 0;
    const pages = (async function* () {
      for await (const page of pagesOf(rows, 1000)) {
        pagesRead++;
        yield page;
      }
    })();
    const chunks = exportChunksFromPages('csv', pages);
    await chunks.next(); // the header
    await chunks.next(); // the first page
    expect(pagesRead).toBe(1);
  });
});
