/** Median milliseconds per call of `fn` over `runs` runs, after `warmup` unmeasured runs. */
export async function medianMs(fn: () => unknown, runs = 15, warmup = 3): Promise<number> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/**
 * Medians of a baseline and a subject timed alternately, run by run (baseline, subject, baseline…),
 * so a busy machine slows both alike instead of whichever happened to run during the noise.
 * `beforeSubject` runs, untimed, before each run of the subject (e.g. the change it is to meet).
 */
export async function pairedMedianMs(
  baseline: () => unknown,
  subject: () => unknown,
  runs = 15,
  warmup = 3,
  beforeSubject: () => unknown = () => undefined,
): Promise<{ baselineMs: number; subjectMs: number }> {
  for (let i = 0; i < warmup; i++) {
    await baseline();
    await beforeSubject();
    await subject();
  }
  const times = { baseline: [] as number[], subject: [] as number[] };
  const timeOnce = async (fn: () => unknown): Promise<number> => {
    const start = process.hrtime.bigint();
    await fn();
    return Number(process.hrtime.bigint() - start) / 1e6;
  };
  for (let i = 0; i < runs; i++) {
    times.baseline.push(await timeOnce(baseline));
    await beforeSubject();
    times.subject.push(await timeOnce(subject));
  }
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { baselineMs: median(times.baseline), subjectMs: median(times.subject) };
}

/**
 * The 95th percentile, interpolated between the two samples around rank 0.95 × (n − 1) (as
 * numpy's default): of 20 samples it lies between the 19th and the 20th, not the slowest itself.
 */
export const p95 = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const rank = 0.95 * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (rank - below);
};
