/**
 * Electron fuses: switches compiled into the Electron binary, flipped at packaging time
 * (electron-builder's `electronFuses`, just before signing), that no environment variable or
 * command-line flag can turn back on. The shapes match electron-builder's `FuseOptionsV1`.
 */
export interface ReleaseFuses {
  /** ELECTRON_RUN_AS_NODE would turn the signed binary into a plain Node interpreter. */
  runAsNode: false;
  /** Chromium's cookie store encrypted with the OS key (we hold no cookies, but it costs nothing). */
  enableCookieEncryption: true;
  /** NODE_OPTIONS / NODE_EXTRA_CA_CERTS could inject code or a rogue CA into main. */
  enableNodeOptionsEnvironmentVariable: false;
  /** --inspect / SIGUSR1 would open a debugger on main, where the keys and tokens live. */
  enableNodeCliInspectArguments: false;
  /** app.asar is checked against the hash embedded at build time (macOS, Windows). */
  enableEmbeddedAsarIntegrityValidation: true;
  /** Never fall back to a loose `app/` folder, which integrity validation would not cover. */
  onlyLoadAppFromAsar: true;
  /** We serve the UI from bulkpay://, so file:// pages need no special powers. */
  grantFileProtocolExtraPrivileges: false;
}

export function releaseFuses(): ReleaseFuses {
  return {
    runAsNode: false,
    enableCookieEncryption: true,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
    grantFileProtocolExtraPrivileges: false,
  };
}

/**
 * The names @electron/fuses uses (`FuseV1Options`) for each option, so a tool reading a packaged
 * binary's fuse wire can compare it with `releaseFuses()`.
 */
export const FUSE_WIRE_NAMES: Record<keyof ReleaseFuses, string> = {
  runAsNode: 'RunAsNode',
  enableCookieEncryption: 'EnableCookieEncryption',
  enableNodeOptionsEnvironmentVariable: 'EnableNodeOptionsEnvironmentVariable',
  enableNodeCliInspectArguments: 'EnableNodeCliInspectArguments',
  enableEmbeddedAsarIntegrityValidation: 'EnableEmbeddedAsarIntegrityValidation',
  onlyLoadAppFromAsar: 'OnlyLoadAppFromAsar',
  grantFileProtocolExtraPrivileges: 'GrantFileProtocolExtraPrivileges',
};
