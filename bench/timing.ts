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

/** One side of a paired comparison: each timed run's wall-clock and CPU milliseconds, in run order. */
export interface Samples {
  wallMs: number[];
  cpuMs: number[];
}

/** The median and the spread (lowest, highest) of samples. */
export const spreadOf = (xs: readonly number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, min: sorted[0]!, max: sorted[sorted.length - 1]! };
};

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
export async function pairedSamples(
  baseline: () => unknown,
  subject: () => unknown,
  runs: number,
  warmup: number,
  beforeSubject: () => unknown = () => undefined,
): Promise<{ baseline: Samples; subject: Samples }> {
  const gc = collector();
  const timeOnce = async (fn: () => unknown, into: Samples): Promise<void> => {
    gc();
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
