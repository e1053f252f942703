import { describe, expect, it } from 'vitest';
import { Duplicates } from '../../../../src-shared/import/ledger-duplicates';

describe('Duplicates: the lines with the same fingerprint, the first one the original', () => {
  it('marks later copies, and moves the mark when the original leaves and comes back', () => {
    const d = new Duplicates();
    expect([d.append('a', 2), d.append('b', 3), d.append('a', 4), d.append('a', 5)]).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect([d.firstOf(2), d.firstOf(4), d.firstOf(5)]).toEqual([undefined, 2, 2]);
    // Line 2 edited away: 4 is the original now, 5 repeats it; one duplicate warning fewer.
    expect(d.move('a', 2, -1)).toEqual({ lines: [4, 5], warnings: -1 });
    expect([d.firstOf(4), d.firstOf(5)]).toEqual([undefined, 4]);
    // Back again: the marks are as they were.
    expect(d.move('a', 2, 1)).toEqual({ lines: [4, 5], warnings: 1 });
    expect([d.firstOf(2), d.firstOf(4), d.firstOf(5)]).toEqual([undefined, 2, 2]);
    expect(d.append(undefined, 6)).toBe(false);
    expect(d.move(undefined, 6, -1)).toEqual({ lines: [], warnings: 0 });
  });
});
