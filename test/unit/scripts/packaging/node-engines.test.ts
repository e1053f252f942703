import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// npm's own range reader (installed with npm's tooling; it has no type package here).
const semver = createRequire(import.meta.url)('semver') as {
  minVersion(range: string): { major: number; version: string } | null;
  satisfies(version: string | { version: string }, range: string): boolean;
};

// Issue 27 §9: the Node the project says it needs (package.json engines) is the one it pins (the
// `node` package every npm script runs on), and every installed package accepts that Node, so
// `npm install` on it prints no EBADENGINE.
const json = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const pkg = json('package.json') as { engines: { node: string }; devDependencies: Record<string, string> };
const lock = json('package-lock.json') as {
  packages: Record<string, { engines?: { node?: string } | string[]; version?: string }>;
};

describe('the Node version the project asks for', () => {
  const pinned = semver.minVersion(pkg.devDependencies.node!)!;

  it('engines starts at the major of the pinned Node, in package.json and its lock alike', () => {
    expect(semver.minVersion(pkg.engines.node)!.major).toBe(pinned.major);
    expect((lock.packages['']!.engines as { node: string }).node).toBe(pkg.engines.node);
  });

  it('every locked package accepts the pinned Node', () => {
    const refusing = Object.entries(lock.packages).flatMap(([name, p]) => {
      const wanted = !Array.isArray(p.engines) ? p.engines?.node : undefined;
      return wanted && !semver.satisfies(pinned, wanted) ? [`${name} needs ${wanted}`] : [];
    });
    expect(refusing).toEqual([]);
  });
});
