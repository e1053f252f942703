// `npm run dist`: builds the installer for this OS and architecture into dist/
// (Windows: NSIS .exe, macOS: .dmg, Linux: AppImage). Runs under tsx (see package.json) so it
// shares the TypeScript packaging modules with electron-builder.config.ts and its tests.
//
// Checks first, so a machine that cannot package fails in seconds with a message that says why:
// the signing environment (scripts/packaging/signing.ts), then whether the Electron runtime can
// be had (cache or download host). Only then does it build the bundles and package them.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import builder from 'electron-builder';
import { builderConfig } from '../electron-builder.config.ts';
import {
  describeDownloadFailure,
  describePackagingFailure,
  electronCacheDir,
  electronDownloadUrl,
  electronZipName,
  findCachedElectronZip,
  runtimeUnavailableMessage,
} from './packaging/electron-runtime.ts';
import { signingPlan } from './packaging/signing.ts';

const root = join(import.meta.dirname, '..');
const fail = (message) => {
  console.error(`\ndist: ${message}`);
  process.exit(1);
};

const { platform, arch, env } = process;
const builderPlatform = { win32: 'WINDOWS', darwin: 'MAC', linux: 'LINUX' }[platform];
if (!builderPlatform) fail(`Bulkpay has no installer for ${platform}; build on Windows, macOS or Linux.`);
if (!['x64', 'arm64'].includes(arch)) fail(`Bulkpay has no installer for ${arch} processors; use x64 or arm64.`);

// 1. Signing: say what will be signed; stop on a half-configured certificate or Apple ID.
const plan = signingPlan(env, platform);
for (const note of plan.notes) console.log(`dist: ${note}`);
if (plan.problems.length > 0) fail(`code signing is misconfigured:\n  - ${plan.problems.join('\n  - ')}`);
Object.assign(process.env, plan.env);
for (const name of plan.unsetEnv) delete process.env[name];

// 2. The Electron runtime: cached, or reachable.
const version = JSON.parse(readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8')).version;
const zipName = electronZipName(version, platform, arch);
const cacheDir = electronCacheDir(env, platform, homedir());
const cached = findCachedElectronZip(cacheDir, zipName);
const url = electronDownloadUrl(env, version, zipName);
let unreachable = null;
try {
  const response = await fetch(url, { method: 'HEAD', redirect: 'follow', signal: AbortSignal.timeout(15_000) });
  if (!response.ok) unreachable = `the server answered ${response.status} ${response.statusText}`;
} catch (e) {
  unreachable = describeDownloadFailure(e, url);
}
if (!cached && unreachable) fail(runtimeUnavailableMessage({ version, zipName, url, cacheDir, reason: unreachable }));
console.log(
  cached ? `dist: using the cached Electron runtime ${cached}` : `dist: downloading Electron ${version} from ${url}`,
);
if (cached && unreachable) {
  // Seeded caches can make an offline build work; say what else will be needed if they do not.
  console.warn(
    `dist: warning: ${unreachable}. Packaging also needs the Electron checksums and electron-builder's tools, ` +
      'from its cache or from the network.',
  );
}

// 3. The bundles electron-builder packages (out/).
const vite = spawnSync(process.execPath, [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], {
  cwd: root,
  stdio: 'inherit',
});
if (vite.status !== 0) fail('building the app bundles (electron-vite build) failed; see the output above.');

// 4. The installer.
const { build, Platform, Arch } = builder;
try {
  const artifacts = await build({
    projectDir: root,
    targets: Platform[builderPlatform].createTarget(undefined, Arch[arch]),
    config: builderConfig(env, platform),
    publish: 'never',
  });
  console.log(`\ndist: built\n  ${artifacts.filter((a) => !a.endsWith('.blockmap')).join('\n  ')}`);
} catch (e) {
  fail(describePackagingFailure(e instanceof Error ? e.message : String(e)));
}
