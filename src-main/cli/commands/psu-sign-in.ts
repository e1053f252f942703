import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { createCore, type Core } from '../../core';
import { defaultDataDir } from '../../paths';
import type { CliIo } from '../command';

/** Opens the same core the app uses (database, profiles, keychain, demo bank) on the app's data folder. */
export async function openCliCore(io: CliIo): Promise<Core> {
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return createCore({ dataDir: defaultDataDir(io.env), appVersion: pkg.version, stopTrackingOnFault: true });
}

/** Asks on the terminal; with `hidden`, typed characters are not echoed (passwords). */
async function ask(question: string, hidden: boolean): Promise<string> {
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
 * Signs the PSU in for this command: e-mail and password from BULKPAY_PSU_EMAIL and
 * BULKPAY_PSU_PASSWORD, or asked on the terminal; then waits for the phone approval. The
 * session (JWT) lives only in this process, so each command signs in for itself.
 */
export async function signInPsu(core: Pick<Core, 'psu'>, io: CliIo): Promise<boolean> {
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
    void signInPsu(core, io).then((signedIn) => {
      if (!signedIn) core.psu.session.cancel();
    });
  });
}
