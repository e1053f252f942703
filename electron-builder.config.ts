/**
 * How Bulkpay is packaged: Windows NSIS installer, macOS DMG, Linux AppImage (for development).
 * `npm run dist` (scripts/dist.mjs) builds the one for the current OS;
 * `npx electron-builder --config electron-builder.config.ts` reads this file too.
 * test/unit/scripts/packaging/ checks it against the files it names.
 *
 * Signing is decided by scripts/packaging/signing.ts from environment variables, which
 * electron-builder also reads the secrets from: nothing secret is ever written here.
 */
import type { Configuration, FileAssociation } from 'electron-builder';
import { signingPlan, type Env } from './scripts/packaging/signing';
import { releaseFuses } from './src-main/platform/shell/fuses';

export const APP_ID = 'app.bulkpay.desktop';
export const PRODUCT_NAME = 'Bulkpay';

/** Native Node-API modules: loaded from app.asar.unpacked, since a .node file cannot be dlopen()ed from inside an archive. */
export const NATIVE_MODULES = ['better-sqlite3', '@napi-rs/keyring'] as const;

/**
 * @napi-rs/keyring keeps its .node binary in one package per platform
 * (`@napi-rs/keyring-linux-x64-gnu`, `-win32-x64-msvc`, `-darwin-arm64`, …), which npm installs
 * as an optional dependency for the machine it runs on: those are unpacked too.
 */
export const NATIVE_BINARY_PACKAGES = ['node_modules/@napi-rs/keyring-*/**/*'] as const;

/**
 * "Open with Bulkpay" for payment files. `Alternate` rank: Bulkpay is offered, never made the
 * default app for .csv or .xml. Windows registers the same two in resources/installer.nsh.
 */
export const PAYMENT_FILE_ASSOCIATIONS: FileAssociation[] = [
  {
    ext: 'csv',
    name: 'CSV payment file',
    description: 'Payments to import into Bulkpay',
    mimeType: 'text/csv',
    role: 'Viewer',
    rank: 'Alternate',
  },
  {
    ext: 'xml',
    name: 'ISO 20022 pain.001 payment file',
    description: 'Credit transfers (pain.001) to import into Bulkpay',
    mimeType: 'application/xml',
    role: 'Viewer',
    rank: 'Alternate',
  },
];

export function builderConfig(env: Env = process.env, platform: NodeJS.Platform = process.platform): Configuration {
  const signing = signingPlan(env, platform);
  return {
    appId: APP_ID,
    productName: PRODUCT_NAME,
    copyright: 'Copyright © Bulkpay',
    directories: { buildResources: 'resources', output: 'dist' },
    // The electron-vite bundles and package.json; electron-builder adds the production node_modules.
    // The command line's bundle (out/cli/, npm run build:cli) is for `npx bulkpay`, not the app.
    files: ['out/**/*', '!out/cli/**', 'package.json', '!**/*.map', '!node_modules/better-sqlite3/{deps,src}/**'],
    asar: true,
    asarUnpack: [...NATIVE_MODULES.map((name) => `node_modules/${name}/**/*`), ...NATIVE_BINARY_PACKAGES],
    // Both native modules are prebuilt Node-API binaries (better-sqlite3 ships prebuilds for every
    // platform, @napi-rs/keyring one package per platform): the same binary loads in Node and in
    // Electron, so installing and packaging need no rebuild, no compiler and no Electron headers.
    npmRebuild: false,
    electronFuses: releaseFuses(),
    publish: null,

    win: {
      target: [{ target: 'nsis' }],
      icon: 'resources/icon.ico',
      ...signing.win,
    },
    nsis: {
      // Assisted installer: per-user by default (no administrator needed); the "for all users" choice installs per machine.
      oneClick: false,
      perMachine: false,
      allowElevation: true,
      allowToChangeInstallationDirectory: true,
      installerIcon: 'resources/icon.ico',
      uninstallerIcon: 'resources/icon.ico',
      createDesktopShortcut: true,
      createStartMenuShortcut: true,
      shortcutName: PRODUCT_NAME,
      include: 'resources/installer.nsh',
      // The payment history is the user's audit trail: uninstalling never deletes it.
      deleteAppDataOnUninstall: false,
      artifactName: 'Bulkpay-Setup-${version}-${arch}.${ext}',
    },

    mac: {
      // Built for the architecture of the machine running `npm run dist` (see scripts/dist.mjs).
      target: [{ target: 'dmg' }],
      icon: 'resources/icon.icns',
      category: 'public.app-category.finance',
      fileAssociations: PAYMENT_FILE_ASSOCIATIONS,
      minimumSystemVersion: '12.0',
      ...signing.mac,
    },
    dmg: { artifactName: 'Bulkpay-${version}-${arch}.${ext}' },

    linux: {
      target: [{ target: 'AppImage' }],
      icon: 'resources/icons',
      category: 'Office',
      executableName: 'bulkpay',
      fileAssociations: PAYMENT_FILE_ASSOCIATIONS,
    },
    appImage: { artifactName: 'Bulkpay-${version}-${arch}.${ext}' },
  };
}

export default builderConfig();
