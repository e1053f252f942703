import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { paymentSearchSchema, type PaymentSearchInput } from '../../../../../src-shared/ipc/channels/history';
import { csvChunks, jsonChunks, neutraliseCell } from '../../../../../src-main/features/history/export';
import { HistoryReader } from '../../../../../src-main/adapters/sqlite/history-reader';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';
import { bulk, openTempDatabase, payment } from '../../../harness/history-fixtures';

function seeded() {
  const { db } = openTempDatabase();
  let day = '2026-03-01';
  const store = new HistoryStore(db, () => new Date(`${day}T10:00:00Z`));
  const reader = new HistoryReader(db);
  const fileId = store.recordImport({
    name: 'march.csv',
    sha256: 'ab',
    encoding: 'utf-8',
    rowCount: 4,
    importedBy: 'tester',
  });
  const first = store.recordBulk(
    bulk(
      [
        payment({ payeeName: 'Aino Virtanen', amount: '120.50', unstructuredReference: 'Invoice 2026-17' }),
        payment({
          payeeName: 'Bo Berg',
          accountIdentifier: 'DE89370400440532013000',
          amount: '99.99',
          unstructuredReference: null,
          structuredReference: 'RF18539007547034',
        }),
      ],
      { fileId },
    ),
  );
  day = '2026-03-05';
  store.recordBulk(
    bulk([
      payment({ payeeName: 'Cecilia Öberg', amount: '5000.00', endToEndId: 'E2E-XYZ' }),
      payment({ payeeName: 'Li', amount: '0.01' }),
    ]),
  );
  const search = (input: PaymentSearchInput) => reader.searchPayments(paymentSearchSchema.parse(input));
  return { store, reader, first, search };
}

describe('payment search', () => {
  it('finds payees by any part of the name, case-insensitively; by the start of it with fewer than three letters', () => {
    const { search } = seeded();
    expect(search({ payee: 'virta' }).rows.map((r) => r.payeeName)).toEqual(['Aino Virtanen']);
    expect(search({ payee: 'öberg' }).rows.map((r) => r.payeeName)).toEqual(['Cecilia Öberg']);
    expect(
      search({ payee: 'li' })
        .rows.map((r) => r.payeeName)
        .sort(),
    ).toEqual(['Li']);
    expect(search({ payee: 'Ce' }).rows.map((r) => r.payeeName)).toEqual(['Cecilia Öberg']);
  });

  it('finds an IBAN typed with spaces, references of both kinds and end-to-end ids', () => {
    const { search } = seeded();
    expect(search({ iban: 'de89 3704 0044' }).rows.map((r) => r.payeeName)).toEqual(['Bo Berg']);
    expect(search({ reference: '2026-17' }).rows.map((r) => r.payeeName)).toEqual(['Aino Virtanen']);
    expect(search({ reference: 'RF18539' }).rows.map((r) => r.payeeName)).toEqual(['Bo Berg']);
    expect(search({ text: 'e2e-xyz' }).rows.map((r) => r.payeeName)).toEqual(['Cecilia Öberg']);
  });

  it('a 2-character search finds a payment recorded after the same search was made', () => {
    const { store, search } = seeded();
    expect(search({ payee: 'zq' }).total).toBe(0);
    expect(search({ reference: 'q7' }).total).toBe(0);
    store.recordBulk(bulk([payment({ payeeName: 'Zqx Oy', unstructuredReference: 'Q7' })]));
    expect(search({ payee: 'zq' }).rows.map((r) => r.payeeName)).toEqual(['Zqx Oy']);
    expect(search({ reference: 'q7' }).rows.map((r) => r.payeeName)).toEqual(['Zqx Oy']);
  });

  it('treats FTS syntax in the search text as plain text', () => {
    const { search } = seeded();
    expect(search({ text: '"OR" NEAR(*' }).rows).toEqual([]);
    expect(search({ text: '%_' }).rows).toEqual([]);
  });

  it('filters by exact amount range, date range and state', () => {
    const { search } = seeded();
    expect(
      search({ amountMin: '99.99', amountMax: '120.50' })
        .rows.map((r) => r.amount)
        .sort(),
    ).toEqual(['120.50', '99.99']);
    expect(search({ amountMin: '0.01', amountMax: '0.01' }).rows.map((r) => r.payeeName)).toEqual(['Li']);
    expect(search({ from: '2026-03-05', to: '2026-03-05' }).total).toBe(2);
    expect(search({ to: '2026-03-04' }).rows.map((r) => r.fileName)).toEqual(['march.csv', 'march.csv']);
    expect(search({ states: ['paid'] }).total).toBe(0);
    expect(search({ states: ['pending'] }).total).toBe(4);
  });

  it('sorts and pages', () => {
    const { search } = seeded();
    expect(search({ sort: 'amount', descending: false }).rows.map((r) => r.amount)).toEqual([
      '0.01',
      '99.99',
      '120.50',
      '5000.00',
    ]);
    const first = search({ sort: 'payee', descending: false, limit: 2 });
    expect(first.rows.map((r) => r.payeeName)).toEqual(['Aino Virtanen', 'Bo Berg']);
    const second = search({ sort: 'payee', descending: false, limit: 2, after: first.next! });
    expect(second.rows.map((r) => r.payeeName)).toEqual(['Cecilia Öberg', 'Li']);
    expect(second.next).toBeNull();
    const page = search({ limit: 1 });
    expect(page).toMatchObject({ total: 4, totalIsExact: true });
    expect(page.rows).toHaveLength(1);
  });
});

describe('export', () => {
  it('neutralises every formula trigger in text cells', () => {
    for (const lead of ['=', '+', '-', '@', '\t', '\r', '\n'])
      expect(neutraliseCell(`${lead}SUM(A1)`)).toBe(`'${lead}SUM(A1)`);
    expect(neutraliseCell('Aino')).toBe('Aino');
  });

  it('writes CSV a spreadsheet reads back as the exact text, with amounts as exact decimals', () => {
    const { store, reader } = seeded();
    const hostile = store.recordBulk(
      bulk([
        payment({
          payeeName: '=HYPERLINK("http://evil.test","x")',
          amount: '1234567.89',
          unstructuredReference: '+cmd|" /C calc"!A0',
        }),
        payment({ payeeName: '@SUM(1)', amount: '0.30', unstructuredReference: '\tline,with "quotes"\r\nnext' }),
      ]),
    );
    const csv = [...csvChunks(reader.iteratePayments({ bulkId: hostile }))].join('');
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
    expect(parsed.map((r) => r.payee)).toEqual(['\'=HYPERLINK("http://evil.test","x")', "'@SUM(1)"]);
    expect(parsed.map((r) => r.unstructured_reference)).toEqual([
      '\'+cmd|" /C calc"!A0',
      '\'\tline,with "quotes"\r\nnext',
    ]);
    expect(parsed.map((r) => r.amount)).toEqual(['1234567.89', '0.30']);
  });

  it('writes JSON with values as stored', () => {
    const { reader, first } = seeded();
    const json = JSON.parse([...jsonChunks(reader.iteratePayments({ bulkId: first }))].join('')) as Record<
      string,
      string
    >[];
    expect(json.map((r) => [r.payee, r.amount, r.file])).toEqual([
      ['Aino Virtanen', '120.50', 'march.csv'],
      ['Bo Berg', '99.99', 'march.csv'],
    ]);
    expect(JSON.parse([...jsonChunks([])].join(''))).toEqual([]);
  });
});
