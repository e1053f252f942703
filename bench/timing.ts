/** The median of samples (the upper one of the middle two when there are an even number). */
export const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Median milliseconds per call of `fn` over `runs` runs, after `warmup` unmeasured runs. */
export async function medianMs(fn: () => unknown, runs = 15, warmup = 3): Promise<number> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return median(times);
}

/**
 * Medians of a baseline and a subject timed alternately, run by run (baseline, subject, baseline…),
 * so a busy machine slows both alike instead of whichever happened to run during the noise.
 * `beforeSubject` runs, untimed, before each run of the subject (e.g. the change it is to meet).
 * The same loop as `pairedSamples`, without its collection before each run.
 */
export async function pairedMedianMs(
  baseline: () => unknown,
  subject: () => unknown,
  runs = 15,
  warmup = 3,
  beforeSubject: () => unknown = () => undefined,
): Promise<{ baselineMs: number; subjectMs: number }> {
  const samples = await alternately(baseline, subject, runs, warmup, beforeSubject, () => undefined);
  return { baselineMs: median(samples.baseline.wallMs), subjectMs: median(samples.subject.wallMs) };
}

/** One side of a paired comparison: each timed run's wall-clock and CPU milliseconds, in run order. */
export interface Samples {
  wallMs: number[];
  cpuMs: number[];
}

/** The median and the spread (lowest, highest) of samples. */
export const spreadOf = (xs: readonly number[]) => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs) });

/** The collector, exposed by `node --expose-gc` (`npm run bench` runs so). */
function collector(): () => void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc)
    throw new Error('Run the bench with node --expose-gc (npm run bench does): each timed run starts collected.');
  return gc;
}

/**
 * A baseline and a subject timed alternately, run by run, like `pairedMedianMs`, with a full
 * collection before **every** timed run on both sides (after `beforeSubject`), so garbage left by
 * the set-up or by the other side is never collected inside a timed run. Each run's wall-clock and
 * CPU time (the process's, all threads: a busy machine stretches wall clock more than CPU).
 */
export const pairedSamples = (
  baseline: () => unknown,
  subject: () => unknown,
  runs: number,
  warmup: number,
  beforeSubject: () => unknown = () => undefined,
): Promise<{ baseline: Samples; subject: Samples }> =>
  alternately(baseline, subject, runs, warmup, beforeSubject, collector());

/**
 * The one alternation of both: `warmup` unmeasured rounds, then `runs` rounds of baseline,
 * `beforeSubject` (untimed), subject; `beforeEachRun` (untimed) just before each timed call.
 */
async function alternately(
  baseline: () => unknown,
  subject: () => unknown,
  runs: number,
  warmup: number,
  beforeSubject: () => unknown,
  beforeEachRun: () => void,
): Promise<{ baseline: Samples; subject: Samples }> {
  const timeOnce = async (fn: () => unknown, into: Samples): Promise<void> => {
    beforeEachRun();
    const cpu = process.cpuUsage();
    const start = process.hrtime.bigint();
    await fn();
    into.wallMs.push(Number(process.hrtime.bigint() - start) / 1e6);
    const used = process.cpuUsage(cpu);
    into.cpuMs.push((used.user + used.system) / 1000);
  };
  const unmeasured: Samples = { wallMs: [], cpuMs: [] };
  for (let i = 0; i < warmup; i++) {
    await timeOnce(baseline, unmeasured);
    await beforeSubject();
    await timeOnce(subject, unmeasured);
  }
  const samples = { baseline: { wallMs: [], cpuMs: [] } as Samples, subject: { wallMs: [], cpuMs: [] } as Samples };
  for (let i = 0; i < runs; i++) {
    await timeOnce(baseline, samples.baseline);
    await beforeSubject();
    await timeOnce(subject, samples.subject);
  }
  return samples;
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
