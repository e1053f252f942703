import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { builtFrom, recordBuild, sourcesHash } from '../../../scripts/build-stamp.mjs';

// Issue 27 §10: `npm start` builds only when a source changed since the last build.
let root: string | undefined;
afterEach(() => root && rmSync(root, { recursive: true, force: true }));

function checkout(): string {
  root = mkdtempSync(join(tmpdir(), 'bulkpay-stamp-'));
  mkdirSync(join(root, 'src-main'));
  writeFileSync(join(root, 'src-main', 'core.ts'), 'export const a = 1;\n');
  writeFileSync(join(root, 'package.json'), '{}');
  return root;
}
const build = (dir: string) => {
  mkdirSync(join(dir, 'out', 'main'), { recursive: true });
  mkdirSync(join(dir, 'out', 'renderer'), { recursive: true });
  writeFileSync(join(dir, 'out', 'renderer', 'index.html'), '<!doctype html>');
  mkdirSync(join(dir, 'out', 'web'), { recursive: true });
  writeFileSync(join(dir, 'out', 'web', 'main.mjs'), '');
  writeFileSync(join(dir, 'out', 'web', 'electron-availability.mjs'), '');
  writeFileSync(join(dir, 'out', 'web', 'xml.cjs'), '');
  writeFileSync(join(dir, 'out', 'web', 'papaparse.cjs'), '');
};

describe('the build stamp of npm start', () => {
  it('an unchanged checkout counts as built; a changed, added or removed source does not', () => {
    const dir = checkout();
    expect(builtFrom(dir, sourcesHash(dir))).toBe(false); // never built
    build(dir);
    recordBuild(dir, sourcesHash(dir));
    expect(builtFrom(dir, sourcesHash(dir))).toBe(true);

    writeFileSync(join(dir, 'src-main', 'core.ts'), 'export const a = 2;\n');
    expect(builtFrom(dir, sourcesHash(dir))).toBe(false);
    recordBuild(dir, sourcesHash(dir));
    writeFileSync(join(dir, 'src-main', 'new.ts'), '');
    expect(builtFrom(dir, sourcesHash(dir))).toBe(false);
    rmSync(join(dir, 'src-main', 'new.ts'));
    expect(builtFrom(dir, sourcesHash(dir))).toBe(true);
  });

  it('a stamp without the build it describes (out/ emptied) builds again', () => {
    const dir = checkout();
    build(dir);
    recordBuild(dir, sourcesHash(dir));
    rmSync(join(dir, 'out', 'renderer'), { recursive: true });
    expect(builtFrom(dir, sourcesHash(dir))).toBe(false);
  });

  it('a build without a library the core reads at first use (xml.cjs) builds again', () => {
    const dir = checkout();
    build(dir);
    recordBuild(dir, sourcesHash(dir));
    rmSync(join(dir, 'out', 'web', 'xml.cjs'));
    expect(builtFrom(dir, sourcesHash(dir))).toBe(false);
  });

  it('a source touched but not changed (a checkout) is still built, and the stamp takes its new time', () => {
    const dir = checkout();
    build(dir);
    recordBuild(dir, sourcesHash(dir));
    const stamp = () => readFileSync(join(dir, 'out', 'sources.sha256'), 'utf8');
    const before = stamp();
    utimesSync(join(dir, 'src-main', 'core.ts'), new Date(2030, 0, 1), new Date(2030, 0, 1));
    expect(builtFrom(dir, sourcesHash(dir))).toBe(true);
    expect(stamp()).not.toBe(before);
    expect(stamp().split('\n')[0]).toBe(before.split('\n')[0]); // the same bytes
    // Changed to another text of the same length, with its time: built again.
    writeFileSync(join(dir, 'src-main', 'core.ts'), 'export const a = 3;\n');
    expect(builtFrom(dir, sourcesHash(dir))).toBe(false);
  });

  it('a source edited in place inside a linked folder is seen: the link is looked into', () => {
    const dir = checkout();
    mkdirSync(join(dir, 'shared-elsewhere'));
    writeFileSync(join(dir, 'shared-elsewhere', 'rule.ts'), 'export const b = 1;\n');
    symlinkSync(join(dir, 'shared-elsewhere'), join(dir, 'src-main', 'linked'));
    build(dir);
    recordBuild(dir, sourcesHash(dir));
    expect(builtFrom(dir, sourcesHash(dir))).toBe(true);
    // Edited in place, the same size: only the file's own time and bytes say so (the linked folder's
    // time does not change). A stamp that took the link for one file would call this built (and,
    // hashing it, fail on reading a folder).
    writeFileSync(join(dir, 'shared-elsewhere', 'rule.ts'), 'export const b = 2;\n');
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(dir, 'shared-elsewhere', 'rule.ts'), later, later);
    expect(builtFrom(dir, sourcesHash(dir))).toBe(false);
  });

  it('a link back to a folder above it is not followed round and round', () => {
    const dir = checkout();
    symlinkSync(join(dir, 'src-main'), join(dir, 'src-main', 'again'));
    symlinkSync(dir, join(dir, 'src-main', 'root'));
    build(dir);
    recordBuild(dir, sourcesHash(dir));
    expect(
      sourcesHash(dir)
        .seen.split('\n')
        .map((line) => line.split('\0')[0]),
    ).toEqual([join('src-main', 'core.ts'), 'package.json']);
    expect(builtFrom(dir, sourcesHash(dir))).toBe(true);
  });

  it('an unchanged checkout is recognised without loading node:crypto (hashing is for changed files only)', () => {
    const dir = checkout();
    build(dir);
    recordBuild(dir, sourcesHash(dir));
    // A fresh Node, as npm start runs: what the check loaded on its way (Node's own list of its modules).
    const stamp = pathToFileURL(join(import.meta.dirname, '../../../scripts/build-stamp.mjs')).href;
    const check = `const s = await import(${JSON.stringify(stamp)});
      const built = s.builtFrom(${JSON.stringify(dir)}, s.sourcesHash(${JSON.stringify(dir)}));
      console.log(JSON.stringify({ built, crypto: process.moduleLoadList.some((m) => /crypto/.test(m)) }));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', check], { encoding: 'utf8' });
    expect(JSON.parse(run.stdout)).toEqual({ built: true, crypto: false });
  });
});
