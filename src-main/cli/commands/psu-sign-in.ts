import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { createCore, type Core } from '../../app/core';
import { defaultDataDir } from '../../platform/paths';
import type { CliIo } from '../command';
import { cliVersion } from '../version';
import { cliWords } from '../messages';

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
    return `${problem} On a machine without a keychain, set BULKPAY_BASE_URL and the other BULKPAY_* variables instead (see docs/cli.md).`;
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
  const { t } = cliWords(io.env);
  if (await core.psu.session.restore()) {
    const view = core.psu.session.view();
    const until = view.sessionExpiresAt ?? t('cli.untilBankEnds');
    io.err(view.email ? t('cli.usingSessionOf', { email: view.email, until }) : t('cli.usingSession', { until }));
    return true;
  }
  return signInWithConsent(core, io);
}

/** E-mail, password and a new approval on the phone, whatever session was kept. */
export async function signInWithConsent(core: Pick<Core, 'psu'>, io: CliIo): Promise<boolean> {
  // BULKPAY_NO_PROMPT: scripts and tests that must never wait for a keyboard.
  const interactive = Boolean(process.stdin.isTTY) && !io.env.BULKPAY_NO_PROMPT;
  const words = cliWords(io.env);
  const { t } = words;
  const email = io.env.BULKPAY_PSU_EMAIL || (interactive ? (await ask(`${t('cli.askEmail')} `, false)).trim() : '');
  const password = io.env.BULKPAY_PSU_PASSWORD || (interactive ? await ask(`${t('cli.askPassword')} `, true) : '');
  if (!email || !password) {
    io.err(`bulkpay: ${t('cli.noCredentials')}`);
    return false;
  }
  const started = await core.psu.session.signIn(email, password);
  if (!started.ok) {
    io.err(words.error('', started.error));
    return false;
  }
  const { shortCode, consentExpiresAt } = started.value;
  io.err(t('cli.approveOnPhone', { code: shortCode, expires: consentExpiresAt }));
  const settled = await core.psu.session.whenSettled();
  if (settled.state !== 'signed_in') {
    io.err(settled.problem ? words.error('', settled.problem) : `bulkpay: ${t('cli.signInIncomplete')}`);
    return false;
  }
  io.err(t('cli.signedInAs', { email: settled.email, until: settled.sessionExpiresAt }));
  return true;
}

/** When the bank session ends mid-command, asks for the approval again so the command can resume. */
export function reapproveWhenNeeded(core: Pick<Core, 'psu' | 'events'>, io: CliIo): () => void {
  return core.events.addSink((event, payload) => {
    if (event !== 'consent:changed' || (payload as { state?: string }).state !== 'needs_approval') return;
    io.err(cliWords(io.env).t('cli.sessionEnded'));
    void signInWithConsent(core, io).then((signedIn) => {
      if (!signedIn) core.psu.session.cancel();
    });
  });
}
