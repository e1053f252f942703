import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// The CLIs the tests run keep Node's compile cache in the user's cache folder (src-main/platform/paths.ts
// userCacheDir): point it at a folder of this run, so a developer's ~/.cache never changes a
// result and no test writes into it. XDG_CACHE_HOME counts on every platform; LOCALAPPDATA too on
// Windows. Set before the test workers start, which inherit it.
const testCache = mkdtempSync(join(tmpdir(), 'bulkpay-test-cache-'));
process.env.XDG_CACHE_HOME = testCache;
process.env.LOCALAPPDATA = testCache;
// The test PostgreSQL clusters (test/integration/harness/pg-cluster.ts) copy one made in this
// folder the first time one is needed, rather than each running initdb; dropped with the run.
const pgTemplate = mkdtempSync(join(tmpdir(), 'bulkpay-test-pg-template-'));
process.env.BULKPAY_TEST_PG_TEMPLATE = pgTemplate;
process.on('exit', () => {
  rmSync(testCache, { recursive: true, force: true });
  rmSync(pgTemplate, { recursive: true, force: true });
});

// How long `expect.poll` waits for what it expects, unless a test says otherwise (vitest's own
// default is 1 s). A poll ends as soon as its assertion holds, so a quiet machine waits no longer;
// on a busy one (e2e beside integration, scripts/test.mjs) a screen or a pushed change may take
// more than a second to show, which is not what any journey tests.
const POLL_TIMEOUT_MS = 15_000;

// Three tiers, one run: `npm test` executes all of them and fails if any test fails.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Two files at a time (vitest's default here is one: cores - 1): the unit files compute and
          // share nothing (each its own process, temporary folders, in-memory keychains), so both
          // cores work. They run first, on their own; integration and e2e follow one file at a time.
          maxWorkers: 2,
          // Each test takes longer beside another: a generous limit, so a busy machine is not a
          // failure (a hang still is). As integration's: no assertion is about time.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          // Child-process CLI tests run the bundle (out/cli/): build it from the current sources first.
          globalSetup: ['test/integration/harness/build-cli.setup.ts'],
          // After the unit files (their own group: vitest runs projects of different maxWorkers in
          // different groups), so on a machine of more cores the two never share one.
          sequence: { groupOrder: 1 },
          // One file at a time on any machine: the files share one keychain session and take fixed
          // ports below the ephemeral range (test/integration/harness/sandbox-ports.ts).
          maxWorkers: 1,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: POLL_TIMEOUT_MS } },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
          expect: { poll: { timeout: POLL_TIMEOUT_MS } },
          fileParallelism: false,
        },
      },
    ],
  },
});
