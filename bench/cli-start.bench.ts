// CLI cold start: the real bin/bulkpay.mjs spawned as a user would (`bulkpay --version`, and
// `bulkpay validate` of a 1-row file), each against `node -e 0` spawned alternately in the same run.
// The warm-up runs fill the user's cache folder (Node's compile cache) as a user's
// first run does; the last figure is `validate` with no cache folder at all (a file in its place).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Figure } from './run';
import { pairedMedianMs } from './timing';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'bulkpay.mjs');

function run(args: string[], home: string, cache = join(home, 'cache')): void {
  const child = spawnSync(process.execPath, args, {
    cwd: home,
    env: {
      ...process.env,
      BULKPAY_DATA_DIR: join(home, 'data'),
      XDG_CONFIG_HOME: join(home, 'config'),
      XDG_CACHE_HOME: cache,
      HOME: home,
    },
    stdio: 'ignore',
  });
  if (child.status === null) throw new Error(`${args.join(' ')} did not finish`);
}

export async function figures(): Promise<Figure[]> {
  const home = mkdtempSync(join(tmpdir(), 'bulkpay-bench-cli-'));
  try {
    const file = join(home, 'one-row.csv');
    writeFileSync(file, 'name;iban;amount;currency;reference\nPayee 1;FI4312345600000001;1,00;EUR;Invoice 1\n');
    const node = () => run(['-e', '0'], home);
    const version = await pairedMedianMs(node, () => run([bin, '--version'], home), 15, 2);
    const validate = await pairedMedianMs(node, () => run([bin, 'validate', file], home), 15, 2);
    const noCacheFolder = join(home, 'no-cache');
    writeFileSync(noCacheFolder, 'a file where the cache folder would be');
    const uncached = await pairedMedianMs(node, () => run([bin, 'validate', file], home, noCacheFolder), 15, 2);
    return [
      {
        name: 'CLI cold start: bulkpay --version',
        value: version.subjectMs,
        unit: 'ms',
        baseline: { name: 'node -e 0', value: version.baselineMs },
      },
      {
        name: 'CLI cold start: bulkpay validate <1-row file>',
        value: validate.subjectMs,
        unit: 'ms',
        baseline: { name: 'node -e 0', value: validate.baselineMs },
      },
      {
        name: 'CLI cold start: bulkpay validate <1-row file>, no cache folder',
        value: uncached.subjectMs,
        unit: 'ms',
        baseline: { name: 'node -e 0', value: uncached.baselineMs },
      },
    ];
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
