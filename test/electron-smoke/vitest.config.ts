import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:electron-smoke`: the packaged app under Playwright's `_electron`. Kept out of the
// unit/integration/e2e tiers (vitest.config.ts) because it needs the Electron runtime, which this
// project's Linux build machines do not have; the installers workflow runs it on Windows and macOS.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['test/electron-smoke/**/*.smoke.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
