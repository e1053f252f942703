// The bench's p95: interpolated between the samples around rank 0.95 × (n − 1), so a handful of
// samples does not report their slowest as the 95th percentile.
import { describe, expect, it } from 'vitest';
import { median, p95, pairedMedianMs, spreadOf } from '../../../bench/timing';

describe('p95', () => {
  it('of 20 samples lies between the 19th and the 20th, not at the slowest', () => {
    const samples = Array.from({ length: 20 }, (_, i) => 20 - i); // 20…1, unsorted
    expect(p95(samples)).toBeCloseTo(19.05, 10);
  });

  it('of 41 samples is the 39th exactly; of one sample, that sample; of none, not a number', () => {
    expect(p95(Array.from({ length: 41 }, (_, i) => i + 1))).toBe(39);
    expect(p95([7])).toBe(7);
    expect(p95([])).toBeNaN();
  });
});

describe('the paired timing', () => {
  it('alternates baseline, the untimed step, subject, after the warm-up rounds', async () => {
    const calls: string[] = [];
    await pairedMedianMs(
      () => calls.push('b'),
      () => calls.push('s'),
      2,
      1,
      () => calls.push('before'),
    );
    expect(calls).toEqual(['b', 'before', 's', 'b', 'before', 's', 'b', 'before', 's']);
  });

  it('gives the spread around the same median (of an even count, the upper middle one)', () => {
    expect(spreadOf([5, 1, 9, 3])).toEqual({ median: 5, min: 1, max: 9 });
    expect(spreadOf([7, 2, 4])).toEqual({ median: 4, min: 2, max: 7 });
    expect(median([5, 1, 9, 3])).toBe(5);
  });
});
