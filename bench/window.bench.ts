// The import screen at 100,000 rows, in real Chromium: runs the journey
// test/e2e/journeys/import-volume.test.ts (it writes test-results/window-volume.json) and reports
// its figures. The goals are absolute (≤ 1 s, one frame, no task over 100 ms), so each
// figure's baseline is its goal; the time to the summary is also given against the worker's own
// check of the file in the same run (the floor: the least the window can wait for).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Figure } from './run';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function figures(): Promise<Figure[]> {
  const run = spawnSync(process.execPath, ['scripts/test.mjs', 'test/e2e/journeys/import-volume.test.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('The 100,000-row window journey failed; see its output above.');
  const f = (
    JSON.parse(readFileSync(join(root, 'test-results', 'window-volume.json'), 'utf8')) as {
      figures: Record<string, number>;
    }
  ).figures;
  const goal = (value: number) => ({ name: 'goal (issue 14)', value });
  const figure = (name: string, value: number | undefined, baseline: Figure['baseline']): Figure[] =>
    value === undefined ? [] : [{ name: `window at 100k rows: ${name}`, value, unit: 'ms', baseline }];
  return [
    ...figure('first rows shown, from the file handed to the window', f.windowFirstRowsMs, goal(1000)),
    ...figure('summary shown, from the file handed to the window', f.windowSummaryMs, goal(1000)),
    ...figure('summary shown (vs the floor)', f.windowSummaryMs, {
      name: "the worker's own read and check of the file",
      value: f.workerCheckMs!,
    }),
    ...figure('longest main-thread task while opening', f.openLongestTaskMs, goal(100)),
    ...figure('re-check after one inline edit', f.recheckMs, goal(16)),
    ...figure('longest main-thread task after an edit', f.editLongestTaskMs, goal(100)),
    ...figure('re-check after removing one row', f.removeRecheckMs, goal(16)),
    ...figure('longest main-thread task after removing a row', f.removeLongestTaskMs, goal(100)),
    ...figure('review (click to review shown)', f.reviewMs, goal(1000)),
    ...figure('longest main-thread task during the review', f.reviewLongestTaskMs, goal(100)),
  ].map((x) => ({
    ...x,
    extra: { testSideFirstRowsMs: f.firstRowsMs ?? -1, testSideSummaryMs: f.summaryMs ?? -1 },
  }));
}
