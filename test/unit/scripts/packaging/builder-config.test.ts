/**
 * The packaging configuration checked against the files it names, so a broken config fails
 * here, on Linux without an Electron binary, before a Windows or macOS runner finds out.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builderConfig, NATIVE_BINARY_PACKAGES, NATIVE_MODULES } from '../../../../electron-builder.config';
import { icnsEntries, ICNS_TYPES, icoSizes, pngDimensions } from '../../../../scripts/packaging/icon-formats';
import { ICO_SIZES, ICON_SVG, PNG_SIZES, SOURCE_HASH_FILE } from '../../../../scripts/packaging/icon-set';
import { releaseFuses } from '../../../../src-main/platform/shell/fuses';
import { findPackagedApp } from '../../../electron-smoke/packaged-app';

const root = join(import.meta.dirname, '../../../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const unsigned = {};

describe.each(['win32', 'darwin', 'linux'] as const)('builder configuration for %s', (platform) => {
  const config = builderConfig(unsigned, platform);

  it('names icons that exist', () => {
    for (const icon of [config.win?.icon, config.mac?.icon, config.linux?.icon, config.nsis?.installerIcon]) {
      expect(icon, 'every platform names its icon').toBeTruthy();
      expect(existsSync(join(root, icon!)), `${icon} exists`).toBe(true);
    }
  });

  it('unpacks every native module from the asar and bundles none of them', () => {
    const unpack = [config.asarUnpack].flat();
    const viteConfig = readFileSync(join(root, 'electron.vite.config.ts'), 'utf8');
    for (const name of NATIVE_MODULES) {
      expect(unpack).toContain(`node_modules/${name}/**/*`);
      expect({ ...pkg.dependencies, ...pkg.optionalDependencies }).toHaveProperty(name);
      // A bundled native module would be required from inside out/main and never find its .node file.
      expect(viteConfig).toMatch(new RegExp(`external:\\s*\\[[^\\]]*'${name}'`));
    }
    // The keychain library's binary lives in a per-platform package beside it.
    for (const pattern of NATIVE_BINARY_PACKAGES) expect(unpack).toContain(pattern);
    expect(unpack).toContain('node_modules/@napi-rs/keyring-*/**/*');
    expect(config.asar).toBe(true);
    expect(config.npmRebuild).toBe(false);
  });

  it('needs no keytar, no compiler and no install script for the keychain', () => {
    expect({ ...pkg.dependencies, ...pkg.optionalDependencies, ...pkg.devDependencies }).not.toHaveProperty('keytar');
    expect(pkg.allowScripts).not.toHaveProperty('keytar');
    expect(JSON.stringify(config.files)).not.toMatch(/keytar/);
  });

  it('ships the main bundle package.json points at', () => {
    expect(config.files).toContain('out/**/*');
    expect(pkg.main).toMatch(/^out\//);
  });

  it('applies the release fuses', () => {
    expect(config.electronFuses).toEqual(releaseFuses());
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
  });

  it('offers "Open with Bulkpay" for .csv and .xml without taking them over', () => {
    for (const section of [config.mac, config.linux]) {
      const associations = [section?.fileAssociations].flat();
      expect(associations.map((a) => a?.ext).sort()).toEqual(['csv', 'xml']);
      for (const a of associations) expect(a?.rank).toBe('Alternate');
    }
    // Windows: electron-builder's own association would make Bulkpay the default; ours only adds it to "Open with".
    expect(config.win?.fileAssociations).toBeUndefined();
    expect(config.fileAssociations).toBeUndefined();
    const nsh = readFileSync(join(root, config.nsis!.include!), 'utf8');
    for (const ext of ['csv', 'xml']) {
      expect(nsh).toMatch(new RegExp(`WriteRegNone SHCTX "Software\\\\Classes\\\\\\.${ext}\\\\OpenWithProgids"`));
      expect(nsh).toMatch(new RegExp(`DeleteRegValue SHCTX "Software\\\\Classes\\\\\\.${ext}\\\\OpenWithProgids"`));
    }
    expect(nsh).toContain(`'"$appExe" "%1"'`);
    expect(nsh).not.toMatch(/Software\\Classes\\\.(csv|xml)" ""/); // never the extension's default value
  });

  it('installs per user by default, with a per-machine choice', () => {
    expect(config.nsis).toMatchObject({ oneClick: false, perMachine: false, allowElevation: true });
  });
});

describe('icons', () => {
  it('has a PNG at every size, as large as it says', () => {
    for (const size of PNG_SIZES) {
      const png = readFileSync(join(root, 'resources/icons', `${size}x${size}.png`));
      expect(pngDimensions(png)).toEqual({ width: size, height: size });
    }
  });

  it('has a Windows .ico with every size Windows draws, 256 included', () => {
    expect(icoSizes(readFileSync(join(root, 'resources/icon.ico')))).toEqual([...ICO_SIZES]);
  });

  it('has a macOS .icns from 16 to 1024 pixels', () => {
    const entries = icnsEntries(readFileSync(join(root, 'resources/icon.icns')));
    expect(entries).toEqual(ICNS_TYPES.map(({ type, pixels }) => ({ type, width: pixels })));
  });

  it('was generated from the current icon.svg (run `npx tsx scripts/generate-icons.ts` after editing it)', () => {
    const hash = createHash('sha256').update(readFileSync(ICON_SVG)).digest('hex');
    expect(readFileSync(SOURCE_HASH_FILE, 'utf8').split(/\s/)[0]).toBe(hash);
  });
});

describe('signing secrets', () => {
  const secrets = {
    WIN_CSC_LINK: 'MIIKcgIBAzCCCjgGCSqGSIb3DQEHAaCCCikEggolMIIKITCCBc-win-cert',
    WIN_CSC_KEY_PASSWORD: 'win-pfx-password-7c1f',
    CSC_LINK: 'MIIKcgIBAzCCCjgGCSqGSIb3DQEHAaCCCikEggolMIIKITCCBc-mac-cert',
    CSC_KEY_PASSWORD: 'mac-p12-password-93ab',
    APPLE_ID: 'release@bulkpay.example',
    APPLE_APP_SPECIFIC_PASSWORD: 'abcd-efgh-ijkl-mnop',
    APPLE_TEAM_ID: 'TEAM123456',
  };

  it.each(['win32', 'darwin', 'linux'] as const)('are never copied into the %s configuration', (platform) => {
    const text = JSON.stringify(builderConfig(secrets, platform));
    for (const value of Object.values(secrets)) expect(text).not.toContain(value);
    const keys = text.match(/"[A-Za-z]+":/g) ?? [];
    for (const key of keys) expect(key).not.toMatch(/password|cscLink|certificateFile|appleId|apiKey|secret/i);
  });

  it('are not written inline in the builder config, the installer script or the workflow', () => {
    const config = readFileSync(join(root, 'electron-builder.config.ts'), 'utf8');
    expect(config).not.toMatch(/(certificatePassword|cscKeyPassword|cscLink|certificateFile)\s*:/);
    const workflow = readFileSync(join(root, '.github/workflows/installers.yml'), 'utf8');
    for (const name of Object.keys(secrets)) {
      for (const line of workflow.split('\n').filter((l) => l.trim().startsWith(`${name}:`))) {
        expect(line.trim(), `${name} comes from the repository's secrets`).toBe(`${name}: \${{ secrets.${name} }}`);
      }
    }
  });

  it("reach only their own OS's build in the workflow (no Apple certificate on the Windows runner)", () => {
    const workflow = readFileSync(join(root, '.github/workflows/installers.yml'), 'utf8');
    // Each step is a block starting at the steps' indentation; note its condition and its secrets.
    const steps = workflow.split(/\n(?= {6}- )/).map((block) => ({
      condition: /^\s+if: (.+)$/m.exec(block)?.[1]?.trim(),
      secrets: [...block.matchAll(/\$\{\{ secrets\.(\w+) \}\}/g)].map((m) => m[1]!),
    }));
    const given = steps.flatMap((step) => step.secrets);
    expect(new Set(given)).toEqual(new Set(Object.keys(secrets)));
    for (const step of steps) {
      for (const name of step.secrets) {
        const os = name.startsWith('WIN_') ? 'Windows' : 'macOS';
        expect(step.condition, `${name} is given only to the ${os} build`).toBe(`runner.os == '${os}'`);
      }
    }
  });
});

describe('the smoke test without a packaged app', () => {
  it('says it did not run and how to make it run, instead of passing', () => {
    const found = findPackagedApp({}, 'win32', join(root, 'no-such-checkout'));
    expect(found.ok).toBe(false);
    if (!found.ok) expect(found.reason).toMatch(/did not run.*npm run dist.*BULKPAY_PACKAGED_APP/);
    const wrong = findPackagedApp({ BULKPAY_PACKAGED_APP: join(root, 'missing.exe') }, 'darwin', root);
    expect(wrong).toMatchObject({ ok: false });
  });
});
