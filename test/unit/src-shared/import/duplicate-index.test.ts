// The hash index behind the duplicate check: equal hashes are compared by their keys, never trusted.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DuplicateIndex } from '../../../../src-shared/import/duplicate-index';
import { fingerprintHash } from '../../../../src-shared/payments/fingerprint';

/** The first line of each key, the way a Map of key strings answers. */
function byMap(keys: string[]): (number | undefined)[] {
  const first = new Map<string, number>();
  return keys.map((key, i) => {
    const line = first.get(key);
    if (line === undefined) first.set(key, i + 2);
    return line;
  });
}

function byIndex(keys: string[], hash: (key: string) => number): (number | undefined)[] {
  // the "file": row i starts at offset i*10 on line i+2
  const index = new DuplicateIndex(
    (start) => keys[start / 10]!,
    () => 'not asked: every key is passed',
    4,
  );
  return keys.map((key, i) => index.firstLine(hash(key), i + 2, i * 10, key));
}

describe('DuplicateIndex', () => {
  it('answers as a Map of keys does, with real hashes and with every hash colliding', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', 'c', 'FI21|1.00|EUR|x', 'FI21|1.00|EUR|y', ''), { maxLength: 300 }),
        (keys) => {
          expect(byIndex(keys, fingerprintHash)).toEqual(byMap(keys));
          expect(byIndex(keys, () => 7)).toEqual(byMap(keys));
          expect(byIndex(keys, (k) => k.length)).toEqual(byMap(keys));
        },
      ),
    );
  });

  it('grows past its first size and keeps every entry', () => {
    const keys = Array.from({ length: 50_000 }, (_, i) => `k${i % 20_000}`);
    expect(byIndex(keys, fingerprintHash)).toEqual(byMap(keys));
  });

  it('reads an earlier row again only when a hash matches', () => {
    let reads = 0;
    const index = new DuplicateIndex(
      () => {
        reads++;
        return 'x';
      },
      () => 'x',
    );
    for (let i = 0; i < 1000; i++) index.firstLine(fingerprintHash(`k${i}`), i, i, `k${i}`);
    expect(reads).toBe(0);
    expect(index.size).toBe(1000);
  });
});
