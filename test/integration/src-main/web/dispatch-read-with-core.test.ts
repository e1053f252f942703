/**
 * Browser mode reads the calls' dispatch (and the contract's channel files it brings) with the core,
 * while the browser is still opening the page: the page's first call finds it read instead of
 * waiting for its reading (14–124 ms at load 5–6, bench/RESULTS.md, session 16).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openBrowserMode } from '../../../../src-main/web/browser-mode';

// The real module, noted when it is first read (the factory runs at its first import).
const reads = vi.hoisted(() => ({ dispatch: 0 }));
vi.mock('../../../../src-main/platform/ipc/dispatch', async (importOriginal) => {
  reads.dispatch++;
  return importOriginal();
});

let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'bulkpay-dispatch-read-'));
  mkdirSync(join(scratch, 'renderer'), { recursive: true });
  writeFileSync(join(scratch, 'renderer', 'index.html'), '<!doctype html><title>Bulkpay</title>');
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('browser mode reading its core', () => {
  it('has read the calls’ dispatch once the core answers, before any call arrived', async () => {
    const opening = await openBrowserMode(
      { dataDir: join(scratch, 'data'), appVersion: '9.9.9', demoBank: false },
      { rendererRoot: join(scratch, 'renderer') },
    );
    try {
      expect(reads.dispatch, 'not read before the core is').toBe(0);
      await opening.startCore();
      expect(reads.dispatch).toBe(1);
    } finally {
      await opening.close();
    }
  });
});
