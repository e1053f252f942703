/**
 * Runs the real electron-builder with our configuration, on Linux, without the Electron runtime:
 * a stand-in Electron distribution (one file carrying a genuine fuse wire) takes the runtime's
 * place, so everything else is real: file selection, app.asar, the unpacked native modules and
 * @electron/fuses burning the release fuses into the binary. What only Windows and macOS can
 * prove (installers, signing, the app running) is the installers workflow's job.
 */
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import builder from 'electron-builder';
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builderConfig, NATIVE_MODULES } from '../../../../electron-builder.config';
import { FUSE_WIRE_NAMES, releaseFuses } from '../../../../src-main/platform/shell/fuses';
import { findPackagedApp, launchableCopy } from '../../../electron-smoke/packaged-app';

const root = join(import.meta.dirname, '../../../..');
const work = mkdtempSync(join(tmpdir(), 'bulkpay-pack-'));
const appDir = join(work, 'dist', 'linux-unpacked');
const resources = join(appDir, 'resources');

/** Electron's fuse wire as @electron/fuses finds it: sentinel, version 1, length, one byte per fuse. */
function standInElectron(dir: string): void {
  mkdirSync(join(dir, 'locales'), { recursive: true });
  mkdirSync(join(dir, 'resources'), { recursive: true });
  const wire = Buffer.from('10110001'); // Electron's defaults: RunAsNode, NODE_OPTIONS, --inspect and file:// privileges on
  const sentinel = Buffer.from('dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX');
  writeFileSync(
    join(dir, 'electron'),
    Buffer.concat([Buffer.alloc(64), sentinel, Buffer.from([1, wire.length]), wire, Buffer.alloc(64)]),
    { mode: 0o755 },
  );
  writeFileSync(join(dir, 'version'), '45.4.1');
}

interface AsarEntry {
  files?: Record<string, AsarEntry>;
}

/**
 * Every path in an asar archive, from its header: a Chromium pickle holding the header's size,
 * then a pickle holding the header as a JSON string (the format @electron/asar writes).
 */
function asarPaths(archive: string): string[] {
  const fd = openSync(archive, 'r');
  try {
    const sizePickle = Buffer.alloc(8);
    readSync(fd, sizePickle, 0, 8, 0);
    const headerPickle = Buffer.alloc(sizePickle.readUInt32LE(4));
    readSync(fd, headerPickle, 0, headerPickle.length, 8);
    const header = JSON.parse(headerPickle.toString('utf8', 8, 8 + headerPickle.readInt32LE(4))) as AsarEntry;
    const paths: string[] = [];
    const walk = (entry: AsarEntry, prefix: string) => {
      for (const [name, child] of Object.entries(entry.files ?? {})) {
        paths.push(`${prefix}/${name}`);
        walk(child, `${prefix}/${name}`);
      }
    };
    walk(header, '');
    return paths;
  } finally {
    closeSync(fd);
  }
}

/** The fuse wire of a binary, as the options `releaseFuses()` names. */
async function burntFuses(exe: string): Promise<Record<string, boolean>> {
  const wire = (await getCurrentFuseWire(exe)) as unknown as Record<number, number>;
  return Object.fromEntries(
    Object.entries(FUSE_WIRE_NAMES).map(([option, name]) => [
      option,
      wire[FuseV1Options[name as keyof typeof FuseV1Options]] === 49, // FuseState.ENABLE, the character '1'
    ]),
  );
}

beforeAll(async () => {
  if (!existsSync(join(root, 'out/main/index.js'))) {
    const vite = spawnSync(process.execPath, [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], {
      cwd: root,
      encoding: 'utf8',
    });
    if (vite.status !== 0) throw new Error(`electron-vite build failed:\n${vite.stderr}`);
  }
  standInElectron(join(work, 'electron'));
  const config = {
    ...builderConfig({}, 'linux'),
    electronDist: join(work, 'electron'),
    directories: { buildResources: 'resources', output: join(work, 'dist') },
  };
  const { build, Platform, Arch } = builder;
  await build({ projectDir: root, targets: Platform.LINUX.createTarget('dir', Arch.x64), config, publish: 'never' });
}, 180_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the packaged app (electron-builder, Linux dir target)', () => {
  it('holds the bundles package.json points at, and none of the sources', () => {
    const files = asarPaths(join(resources, 'app.asar'));
    expect(files).toContain('/out/main/index.js');
    expect(files).toContain('/out/preload/index.cjs');
    expect(files).toContain('/out/renderer/index.html');
    expect(files).toContain('/package.json');
    expect(files).toContain('/node_modules/zod/package.json');
    expect(files.some((f) => f.startsWith('/src-') || f.startsWith('/test/') || f.endsWith('.map'))).toBe(false);
  });

  it('unpacks the native modules next to the archive, where they can be loaded', () => {
    for (const name of NATIVE_MODULES) {
      expect(existsSync(join(resources, 'app.asar.unpacked', 'node_modules', name, 'package.json')), name).toBe(true);
    }
    const prebuilds = readdirSync(join(resources, 'app.asar.unpacked/node_modules/better-sqlite3/prebuilds'));
    expect(prebuilds).toContain('linux-x64.node');
    const keyringBinary = readdirSync(join(resources, 'app.asar.unpacked/node_modules/@napi-rs/keyring-linux-x64-gnu'));
    expect(keyringBinary.some((f) => f.endsWith('.node'))).toBe(true);
  });

  it('leaves out the native modules’ C sources', () => {
    expect(existsSync(join(resources, 'app.asar.unpacked/node_modules/better-sqlite3/deps'))).toBe(false);
  });

  it('burns the release fuses into the binary', async () => {
    expect(await burntFuses(join(appDir, 'bulkpay'))).toEqual(releaseFuses());
  });

  it("gives the smoke test a copy with only Playwright's inspector fuse re-enabled, leaving the app as shipped", async () => {
    const found = findPackagedApp({ BULKPAY_PACKAGED_APP: join(appDir, 'bulkpay') }, 'linux', root);
    if (!found.ok) throw new Error(found.reason);
    const copy = await launchableCopy(found.exe, join(work, 'smoke'), 'linux');
    expect(copy).not.toBe(found.exe);
    expect(await burntFuses(copy)).toEqual({ ...releaseFuses(), enableNodeCliInspectArguments: true });
    expect(await burntFuses(found.exe)).toEqual(releaseFuses());
    expect(existsSync(join(work, 'smoke', 'app', 'resources', 'app.asar'))).toBe(true);
  });
});
