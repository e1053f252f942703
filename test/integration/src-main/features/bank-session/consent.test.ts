import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEEDED_PSU } from '../../../../../src-sandbox/index';
import { PSU_TOKEN_SECONDS, CONSENT_WINDOW_SECONDS } from '../../../../../src-sandbox/routes/consent';
import { psuWorld, type PsuWorld } from '../../../harness/psu-harness';

describe('PSU consent against the sandbox', () => {
  let world: PsuWorld;
  beforeEach(async () => {
    world = await psuWorld();
  });
  afterEach(async () => {
    await world.close();
  });

  it('waits for the phone approval, then signs in; sign-out forgets the session', async () => {
    const started = await world.psu.session.signIn(SEEDED_PSU.email, SEEDED_PSU.password);
    expect(started.ok).toBe(true);
    const waiting = world.psu.session.view();
    expect(waiting).toMatchObject({ state: 'waiting', email: SEEDED_PSU.email });
    expect(waiting.shortCode).toMatch(/^\d{6}$/);
    expect(Date.parse(waiting.consentExpiresAt!)).toBeGreaterThan(Date.now());
    // Several 404s ("not yet") pass before the approval.
    await new Promise((r) => setTimeout(r, 300));
    expect(world.psu.session.view().state).toBe('waiting');
    await world.control.approveConsent(await world.openConsentId());
    const settled = await world.psu.session.whenSettled();
    expect(settled.state).toBe('signed_in');
    // Expiry is the sandbox's token lifetime (expires_in and exp agree there).
    const left = Date.parse(settled.sessionExpiresAt!) - Date.now();
    expect(left).toBeGreaterThan((PSU_TOKEN_SECONDS - 30) * 1000);
    expect(left).toBeLessThanOrEqual(PSU_TOKEN_SECONDS * 1000);
    expect((await world.psu.accounts.list()).ok).toBe(true);
    // Events told the renderer each step, and never carried the password or a token.
    const states = world.events
      .filter((e) => e.event === 'consent:changed')
      .map((e) => (e.payload as { state: string }).state);
    expect(states).toEqual(expect.arrayContaining(['waiting', 'signed_in']));
    const sent = JSON.stringify(world.events);
    expect(sent).not.toContain(SEEDED_PSU.password);
    expect(sent).not.toMatch(/eyJ[A-Za-z0-9_-]+\./);

    world.psu.session.signOut();
    const after = await world.psu.accounts.list();
    expect(!after.ok && after.error.code).toBe('psu_signed_out');
  });

  it('says so when the e-mail or password is wrong', async () => {
    const result = await world.psu.session.signIn(SEEDED_PSU.email, 'not-the-password');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.message).toMatch(/did not accept this e-mail and password/);
    expect(!result.ok && result.error.message).not.toContain('not-the-password');
  });

  it('ends with a clear message when declined on the phone, and a retry works', async () => {
    await world.psu.session.signIn(SEEDED_PSU.email, SEEDED_PSU.password);
    await world.control.declineConsent(await world.openConsentId());
    const declined = await world.psu.session.whenSettled();
    expect(declined).toMatchObject({ state: 'signed_out', problem: { code: 'consent_declined' } });
    expect(declined.problem!.message).toMatch(/declined on the phone.*Sign in again/);
    await world.signIn();
    expect(world.psu.session.view().state).toBe('signed_in');
  });

  it('ends when the consent request expires unapproved (sandbox clock)', async () => {
    await world.psu.session.signIn(SEEDED_PSU.email, SEEDED_PSU.password);
    await world.control.advanceClock(CONSENT_WINDOW_SECONDS + 1);
    const expired = await world.psu.session.whenSettled();
    expect(expired).toMatchObject({ state: 'signed_out', problem: { code: 'consent_expired' } });
    expect(expired.problem!.message).toMatch(/expired before it was approved/);
  });

  it('after a 401 mid-session asks for approval again and resumes the interrupted action', async () => {
    await world.signIn();
    // The bank's clock passes the JWT's expiry; our clock still thinks it valid, so the bank answers 401.
    await world.control.advanceClock(PSU_TOKEN_SECONDS + 5);
    const pending = world.psu.accounts.list();
    for (let i = 0; i < 250 && world.psu.session.view().state !== 'needs_approval'; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(world.psu.session.view()).toMatchObject({
      state: 'needs_approval',
      interrupted: ['Loading the accounts'],
      problem: { code: 'session_rejected' },
    });
    const renewed = await world.psu.session.signIn(SEEDED_PSU.email, SEEDED_PSU.password);
    expect(renewed.ok && renewed.value.interrupted).toEqual(['Loading the accounts']);
    await world.control.approveConsent(await world.openConsentId());
    const result = await pending;
    expect(result.ok && result.value.accounts.length).toBe(3);
    expect(world.psu.session.view()).toMatchObject({ state: 'signed_in', interrupted: [] });
  });
});
