/**
 * Code signing and notarisation, decided from environment variables only. electron-builder reads
 * the secrets itself from these same variables, so no certificate, password or Apple ID is ever
 * written into the configuration, the repository or a log: the plan only says what will happen.
 */

export type Env = Readonly<Record<string, string | undefined>>;

/** The environment variables a release build reads, with what each holds. */
export const SIGNING_ENV = {
  windows: {
    WIN_CSC_LINK: 'the code-signing certificate (.pfx/.p12): a file path, https URL or base64 of the file',
    WIN_CSC_KEY_PASSWORD: "the certificate's password",
  },
  mac: {
    CSC_LINK: 'the "Developer ID Application" certificate (.p12): a file path, https URL or base64 of the file',
    CSC_KEY_PASSWORD: "the certificate's password",
    APPLE_ID: 'the Apple ID used to notarise',
    APPLE_APP_SPECIFIC_PASSWORD: 'an app-specific password for that Apple ID (appleid.apple.com)',
    APPLE_TEAM_ID: 'the 10-character Apple Developer team id',
  },
} as const;

export interface SigningPlan {
  /** Merged into the builder configuration's `win` / `mac` sections. Never holds a secret. */
  win: { forceCodeSigning?: boolean };
  mac: { identity?: string | null; hardenedRuntime: boolean; notarize: boolean; forceCodeSigning?: boolean };
  /** Environment electron-builder needs on top of the caller's (never a secret). */
  env: Record<string, string>;
  /**
   * Variables to remove before electron-builder runs: on Windows it falls back to the macOS
   * certificate (CSC_LINK, CSC_KEY_PASSWORD) when WIN_CSC_LINK is unset, and must not.
   */
  unsetEnv: string[];
  /** What the build will and will not do, for the person running it. */
  notes: string[];
  /** Misconfigurations that must stop the build (e.g. a certificate without its password). */
  problems: string[];
}

const present = (env: Env, name: string) => (env[name] ?? '').trim() !== '';

/**
 * `platform` is the OS being packaged for. Set `BULKPAY_REQUIRE_SIGNING=1` on release pipelines
 * so a missing certificate fails the build instead of producing an unsigned installer.
 */
export function signingPlan(env: Env, platform: NodeJS.Platform): SigningPlan {
  const required = env.BULKPAY_REQUIRE_SIGNING === '1' || env.BULKPAY_REQUIRE_SIGNING === 'true';
  const plan: SigningPlan = {
    win: {},
    mac: { hardenedRuntime: false, notarize: false },
    env: {},
    unsetEnv: [],
    notes: [],
    problems: [],
  };

  if (platform === 'win32') {
    // CSC_LINK and CSC_KEY_PASSWORD hold the macOS certificate: never sign a Windows build with it.
    plan.unsetEnv = ['CSC_LINK', 'CSC_KEY_PASSWORD'].filter((name) => env[name] !== undefined);
    if (present(env, 'CSC_LINK')) {
      plan.notes.push(
        'Windows: CSC_LINK (the macOS certificate) is ignored; Windows builds sign only with WIN_CSC_LINK.',
      );
    }
    if (!present(env, 'WIN_CSC_LINK')) {
      const note =
        'Windows code signing skipped: WIN_CSC_LINK is not set. The installer works, but Windows SmartScreen ' +
        'will warn that the publisher is unknown. To sign, set WIN_CSC_LINK and WIN_CSC_KEY_PASSWORD.';
      (required ? plan.problems : plan.notes).push(note);
    } else if (!present(env, 'WIN_CSC_KEY_PASSWORD')) {
      plan.problems.push('WIN_CSC_LINK is set but WIN_CSC_KEY_PASSWORD is not: set the certificate password too.');
    } else {
      plan.win.forceCodeSigning = true;
      plan.notes.push('Windows: the app and installer will be signed with the certificate from WIN_CSC_LINK.');
    }
  }

  if (platform === 'darwin') {
    const appleVars = ['APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID'];
    const appleSet = appleVars.filter((name) => present(env, name));
    if (!present(env, 'CSC_LINK')) {
      // Ad hoc: Apple silicon refuses to run unsigned code, and this stops electron-builder from
      // picking whatever identity happens to be in the build machine's keychain.
      plan.mac.identity = '-';
      // electron-builder skips all signing in pull-request builds to protect certificates; an
      // ad-hoc signature involves none, and without it the app cannot start on Apple silicon.
      plan.env.CSC_FOR_PULL_REQUEST = 'true';
      const note =
        'macOS code signing and notarisation skipped: CSC_LINK is not set. The app gets an ad-hoc signature, ' +
        'so it runs on this machine, but Gatekeeper blocks it on others. To sign, set CSC_LINK and ' +
        'CSC_KEY_PASSWORD; to notarise, also APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD and APPLE_TEAM_ID.';
      (required ? plan.problems : plan.notes).push(note);
      if (appleSet.length > 0) {
        plan.problems.push(`${appleSet.join(', ')} set without CSC_LINK: notarisation needs a signed app.`);
      }
    } else if (!present(env, 'CSC_KEY_PASSWORD')) {
      plan.problems.push('CSC_LINK is set but CSC_KEY_PASSWORD is not: set the certificate password too.');
    } else {
      plan.mac.hardenedRuntime = true; // notarisation requires it
      plan.mac.forceCodeSigning = true;
      if (appleSet.length === appleVars.length) {
        plan.mac.notarize = true;
        plan.notes.push('macOS: the app will be signed with the certificate from CSC_LINK and notarised by Apple.');
      } else if (appleSet.length === 0) {
        const note =
          'macOS notarisation skipped: APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD and APPLE_TEAM_ID are not set. ' +
          'The app is signed, but Gatekeeper warns on first open until it is notarised.';
        (required ? plan.problems : plan.notes).push(note);
      } else {
        const missing = appleVars.filter((name) => !appleSet.includes(name));
        plan.problems.push(`Notarisation needs ${appleVars.join(', ')}; missing: ${missing.join(', ')}.`);
      }
    }
  }

  return plan;
}
