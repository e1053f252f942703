import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { createCore, type Core } from '../../core';
import { defaultDataDir } from '../../paths';
import type { CliIo } from '../command';
import { cliVersion } from '../version';

/** Opens the same core the app uses (database, profiles, keychain, demo bank) on the app's data folder. */
export async function openCliCore(io: CliIo): Promise<Core> {
  return createCore({
    dataDir: defaultDataDir(io.env),
    appVersion: cliVersion(),
    stopTrackingOnFault: true,
    env: io.env,
  });
}

/**
 * Why the active profile cannot be used before anything is asked of the bank: for the demo bank,
 * the real cause its set-up recorded (no usable keychain, and what to do), not the symptom
 * ("has no QSEAL key yet") that signing would report. Null when there is no such problem.
 */
export function activeProfileProblem(core: Pick<Core, 'profiles'>): string | null {
  const active = core.profiles.getActiveProfile();
  const problem = core.profiles.demo.problem;
  if (problem && (!active || active.demo))
    return `${problem} On a machine without a keychain, set BULKPAY_BASE_URL and the other BULKPAY_* variables instead (see README, "Command line").`;
  return null;
}

/** Asks on the terminal (stderr); with `hidden`, typed characters are not echoed (passwords). */
export async function ask(question: string, hidden: boolean): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: Boolean(process.stdin.isTTY) });
  try {
    const answer = rl.question(question);
    muted = hidden;
    return await answer;
  } finally {
    if (hidden) process.stderr.write('\n');
    rl.close();
  }
}

/**
 * Signs the PSU in for this command. A session approved earlier (by the app or another command,
 * kept in the OS keychain; or BULKPAY_TOKEN in environment mode) is used while it lasts.
 * Otherwise e-mail and password from BULKPAY_PSU_EMAIL and BULKPAY_PSU_PASSWORD, or asked on
 * the terminal, then the phone approval; the new session is kept in the keychain for later runs.
 */
export async function signInPsu(core: Pick<Core, 'psu'>, io: CliIo): Promise<boolean> {
  if (await core.psu.session.restore()) {
    const view = core.psu.session.view();
    io.err(
      `Using the bank session${view.email ? ` of ${view.email}` : ''} approved earlier; it lasts until ${view.sessionExpiresAt ?? 'the bank ends it'}. \`bulkpay logout\` ends it.`,
    );
    return true;
  }
  return signInWithConsent(core, io);
}

/** E-mail, password and a new approval on the phone, whatever session was kept. */
export async function signInWithConsent(core: Pick<Core, 'psu'>, io: CliIo): Promise<boolean> {
  // BULKPAY_NO_PROMPT: scripts and tests that must never wait for a keyboard.
  const interactive = Boolean(process.stdin.isTTY) && !io.env.BULKPAY_NO_PROMPT;
  const email = io.env.BULKPAY_PSU_EMAIL || (interactive ? (await ask('Bank e-mail: ', false)).trim() : '');
  const password = io.env.BULKPAY_PSU_PASSWORD || (interactive ? await ask('Bank password: ', true) : '');
  if (!email || !password) {
    io.err(
      'bulkpay: no bank e-mail or password. Set BULKPAY_PSU_EMAIL and BULKPAY_PSU_PASSWORD, or run this in a terminal to be asked.',
    );
    return false;
  }
  const started = await core.psu.session.signIn(email, password);
  if (!started.ok) {
    io.err(`bulkpay: ${started.error.message}`);
    return false;
  }
  const { shortCode, consentExpiresAt } = started.value;
  io.err(
    `Approve the sign-in on your phone. Check that it shows the code ${shortCode}. The request expires at ${consentExpiresAt}.`,
  );
  const settled = await core.psu.session.whenSettled();
  if (settled.state !== 'signed_in') {
    io.err(`bulkpay: ${settled.problem?.message ?? 'The sign-in did not complete.'}`);
    return false;
  }
  io.err(`Signed in as ${settled.email}; the bank session lasts until ${settled.sessionExpiresAt}.`);
  return true;
}

/** When the bank session ends mid-command, asks for the approval again so the command can resume. */
export function reapproveWhenNeeded(core: Pick<Core, 'psu' | 'events'>, io: CliIo): () => void {
  return core.events.addSink((event, payload) => {
    if (event !== 'consent:changed' || (payload as { state?: string }).state !== 'needs_approval') return;
    io.err('The bank session ended; sign in again to continue.');
    void signInWithConsent(core, io).then((signedIn) => {
      if (!signedIn) core.psu.session.cancel();
    });
  });
}
