// `npm run bench`: every figure as `name: value` with its ratio to a baseline measured in the
// same run, all written to bench-results.json. Each bench/*.bench.ts exports `figures()`.
import { readdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface Figure {
  name: string;
  /** The measured value, in `unit`. */
  value: number;
  unit: string;
  /** The same-run baseline this figure is compared with. */
  baseline: { name: string; value: number };
  /** Extra measurements worth keeping (peak memory, sizes...). */
  extra?: Record<string, number | string>;
}

export type BenchModule = { figures(): Promise<Figure[]> };

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only || f.includes(only))
  .sort();
const results: (Figure & { ratio: number })[] = [];
for (const file of files) {
  const mod = (await import(pathToFileURL(join(here, file)).href)) as BenchModule;
  for (const figure of await mod.figures()) {
    const ratio = figure.value / figure.baseline.value;
    results.push({ ...figure, ratio });
    const extra = figure.extra ? ` ${JSON.stringify(figure.extra)}` : '';
    console.log(
      `${figure.name}: ${figure.value.toPrecision(4)} ${figure.unit} (ratio ${ratio.toFixed(2)} to ${figure.baseline.name}: ${figure.baseline.value.toPrecision(4)} ${figure.unit})${extra}`,
    );
  }
}
writeFileSync(
  join(here, '..', 'bench-results.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: { cores: availableParallelism(), cpu: cpus()[0]?.model, node: process.version },
      results,
    },
    null,
    2,
  ),
);
console.log(`${results.length} figures written to bench-results.json`);
