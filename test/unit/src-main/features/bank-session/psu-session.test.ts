import { describe, expect, it } from 'vitest';
import { ok } from '../../../../../src-shared/result';
import type { PsuSessionView } from '../../../../../src-shared/ipc/channels/consent';
import type { ExchangeAnswer } from '../../../../../src-main/features/bank-session/consent-poll';
import { type ConsentBank, PsuSession } from '../../../../../src-main/features/bank-session/psu-session';
import { bankErr, bankOk } from '../../../../../src-main/adapters/bank-api/errors';

/** A scripted bank: each consent is approved when the test says so. */
function scriptedBank() {
  const decisions = new Map<string, ExchangeAnswer>();
  let issued = 0;
  const bank: ConsentBank = {
    async initiateConsent({ password }) {
      if (password !== 'right') return bankErr('bank_invalid_request', 'bad', { status: 400 });
      issued++;
      return bankOk({
        id: `c${issued}`,
        short_code: `12345${issued}`,
        state: 'open',
        creation_time: new Date().toISOString(),
        expiration_time: new Date(Date.now() + 600_000).toISOString(),
      });
    },
    async exchangeConsent(id) {
      return decisions.get(id) ?? { kind: 'pending' };
    },
  };
  const token = (n: number, expiresIn = 900) => ({ token_type: 'Bearer', id_token: `jwt-${n}`, expires_in: expiresIn });
  return { bank, decide: (id: string, answer: ExchangeAnswer) => decisions.set(id, answer), token };
}

function setup(now = () => Date.now()) {
  const scripted = scriptedBank();
  const views: PsuSessionView[] = [];
  const session = new PsuSession({
    bank: async () => ok(scripted.bank),
    onChange: (v) => views.push(v),
    now,
    expiryMarginMs: 0,
    poll: { delayMs: () => 5 },
  });
  return { ...scripted, session, views };
}

describe('PSU session', () => {
  it('signs in after phone approval and hands the token to actions, never to the view', async () => {
    const { session, decide, token, views } = setup();
    const started = await session.signIn('psu@example.test', 'right');
    expect(started.ok && started.value).toMatchObject({
      state: 'waiting',
      shortCode: '123451',
      email: 'psu@example.test',
    });
    decide('c1', { kind: 'approved', token: token(1) });
    const settled = await session.whenSettled();
    expect(settled.state).toBe('signed_in');
    expect(settled.sessionExpiresAt).not.toBeNull();
    const seen = await session.run('Loading accounts', async (jwt) => bankOk(jwt));
    expect(seen).toEqual({ ok: true, value: 'jwt-1' });
    expect(JSON.stringify(views)).not.toMatch(/jwt-1|right/);
  });

  it('explains wrong credentials and stays signed out', async () => {
    const { session } = setup();
    const result = await session.signIn('psu@example.test', 'wrong');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.message).toMatch(/did not accept this e-mail and password/);
    expect(session.view()).toMatchObject({ state: 'signed_out', problem: { code: 'bank_invalid_request' } });
  });

  it('a failed new sign-in while waiting does not leave the old request on screen', async () => {
    const { session } = setup();
    await session.signIn('psu@example.test', 'right');
    await session.signIn('psu@example.test', 'wrong');
    expect(session.view()).toMatchObject({
      state: 'signed_out',
      shortCode: null,
      problem: { code: 'bank_invalid_request' },
    });
  });

  it('ends with a clear message when declined, and a retry works', async () => {
    const { session, decide, token } = setup();
    await session.signIn('psu@example.test', 'right');
    decide('c1', { kind: 'pending', hint: 'declined' });
    expect(await session.whenSettled()).toMatchObject({ state: 'signed_out', problem: { code: 'consent_declined' } });
    await session.signIn('psu@example.test', 'right');
    decide('c2', { kind: 'approved', token: token(2) });
    expect(await session.whenSettled()).toMatchObject({ state: 'signed_in', problem: null });
  });

  it('refuses actions when never signed in', async () => {
    const { session } = setup();
    const result = await session.run('Loading accounts', async () => bankOk(1));
    expect(!result.ok && result.error.code).toBe('psu_signed_out');
  });

  it('on expiry asks for approval again and resumes the interrupted action', async () => {
    let clock = Date.now();
    const { session, decide, token } = setup(() => clock);
    await session.signIn('psu@example.test', 'right');
    decide('c1', { kind: 'approved', token: token(1, 60) });
    await session.whenSettled();
    clock += 61_000;
    const calls: string[] = [];
    const pending = session.run('Loading transactions', async (jwt) => (calls.push(jwt), bankOk('done')));
    await Promise.resolve();
    expect(session.view()).toMatchObject({
      state: 'needs_approval',
      interrupted: ['Loading transactions'],
      problem: { code: 'session_expired' },
    });
    await session.signIn('psu@example.test', 'right');
    expect(session.view()).toMatchObject({ state: 'waiting', interrupted: ['Loading transactions'] });
    decide('c2', { kind: 'approved', token: token(2) });
    expect(await pending).toEqual({ ok: true, value: 'done' });
    expect(calls).toEqual(['jwt-2']);
    expect(session.view().interrupted).toEqual([]);
  });

  it('on a 401 mid-work asks for approval again and runs the action once more', async () => {
    const { session, decide, token } = setup();
    await session.signIn('psu@example.test', 'right');
    decide('c1', { kind: 'approved', token: token(1) });
    await session.whenSettled();
    const calls: string[] = [];
    const pending = session.run('Reading the payment', async (jwt) => {
      calls.push(jwt);
      return jwt === 'jwt-1' ? bankErr('bank_auth_failed', 'expired', { status: 401 }) : bankOk('paid');
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(session.view()).toMatchObject({
      state: 'needs_approval',
      problem: { code: 'session_rejected' },
      interrupted: ['Reading the payment'],
    });
    await session.signIn('psu@example.test', 'right');
    decide('c2', { kind: 'approved', token: token(2) });
    expect(await pending).toEqual({ ok: true, value: 'paid' });
    expect(calls).toEqual(['jwt-1', 'jwt-2']);
  });

  it('cancelling the new approval fails the interrupted action with a clear message; sign-out forgets', async () => {
    let clock = Date.now();
    const { session, decide, token } = setup(() => clock);
    await session.signIn('psu@example.test', 'right');
    decide('c1', { kind: 'approved', token: token(1, 60) });
    await session.whenSettled();
    clock += 120_000;
    const pending = session.run('Loading accounts', async () => bankOk(1));
    await Promise.resolve();
    session.cancel();
    const result = await pending;
    expect(!result.ok && result.error.code).toBe('consent_cancelled');
    expect(session.signOut()).toMatchObject({ state: 'signed_out', email: null });
    expect((await session.run('x', async () => bankOk(1))).ok).toBe(false);
  });
});
