// The rows that wait until the summary is posted (later-rows.ts), as the window's worker reads a
// file: a row the fast path leaves to the reference rules (here: a reference whose check digits do
// not hold, a warning) waits with only what the window keeps of its result, not its bank item.
import { describe, expect, it } from 'vitest';
import type { LaterRows } from '../../../../src-shared/import/later-rows';
import { forWindow, streamCheckPaymentFile } from '../../../../src-shared/import/stream-check';
import type { RowResult } from '../../../../src-shared/payments/types';

const ROWS = 300;
const WAIT_FROM = 100;
const csv = new TextEncoder().encode(
  [
    'name,iban,amount,currency,reference',
    ...Array.from({ length: ROWS }, (_, i) => `Payee ${i},FI2112345600000785,${i + 1}.00,EUR,RF00${1000 + i}`),
  ].join('\n'),
);

describe('the rows that wait for the summary', () => {
  it('keep, of a row the reference rules checked, what the window keeps: no bank item', () => {
    let later: LaterRows | undefined;
    const during: RowResult[] = [];
    // Every result as the rules give it (no fast path, nothing waits): what the window must get.
    const full: RowResult[] = [];
    streamCheckPaymentFile(
      'refs.csv',
      csv,
      { decimalStyle: 'dot' },
      { fastPath: false, onRow: (_, r) => full.push(r) },
    );
    const checked = streamCheckPaymentFile(
      'refs.csv',
      csv,
      { decimalStyle: 'dot' },
      {
        slimRows: true,
        laterRowsFrom: WAIT_FROM,
        onLaterRows: (rows) => (later = rows),
        onRow: (_, r) => during.push(r),
      },
    );
    expect(checked.ok).toBe(true);
    expect(during).toHaveLength(WAIT_FROM);
    expect(later!.count).toBe(ROWS - WAIT_FROM);
    const waited: RowResult[] = [];
    while (later!.read(64, (_, r) => waited.push(r)));
    expect(waited).toHaveLength(ROWS - WAIT_FROM);
    expect(full[WAIT_FROM]!.payment).toBeDefined(); // the rules' result carries the bank item…
    expect(waited.every((r) => r.payment === undefined)).toBe(true); // …the waiting row does not
    const warned = waited.filter((r) => r.issues.some((i) => i.code === 'reference_check_digit'));
    expect(warned.length).toBeGreaterThan(ROWS / 2); // rows the fast path left to the rules
    expect(waited).toEqual(full.slice(WAIT_FROM).map(forWindow));
  });
});
