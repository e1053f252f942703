import { describe, expect, it } from 'vitest';
import { signingPlan } from '../../../../scripts/packaging/signing';

const apple = { APPLE_ID: 'a@b.example', APPLE_APP_SPECIFIC_PASSWORD: 'x-y-z', APPLE_TEAM_ID: 'TEAM123456' };
const macCert = { CSC_LINK: '/secure/devid.p12', CSC_KEY_PASSWORD: 'pw' };

describe('signingPlan', () => {
  it('skips Windows signing with a note saying which variables to set', () => {
    const plan = signingPlan({}, 'win32');
    expect(plan.problems).toEqual([]);
    expect(plan.notes.join(' ')).toMatch(/skipped.*WIN_CSC_LINK.*WIN_CSC_KEY_PASSWORD/);
    expect(plan.win.forceCodeSigning).toBeUndefined();
  });

  it('signs Windows builds when the certificate and its password are set, and insists on it', () => {
    const plan = signingPlan({ WIN_CSC_LINK: 'C:\\certs\\bulkpay.pfx', WIN_CSC_KEY_PASSWORD: 'pw' }, 'win32');
    expect(plan.problems).toEqual([]);
    expect(plan.win.forceCodeSigning).toBe(true);
  });

  it('stops a Windows build that has a certificate but no password', () => {
    expect(signingPlan({ WIN_CSC_LINK: 'cert.pfx' }, 'win32').problems.join(' ')).toMatch(/WIN_CSC_KEY_PASSWORD/);
    // The macOS certificate's password is not the Windows certificate's.
    const withMacPassword = signingPlan({ WIN_CSC_LINK: 'cert.pfx', CSC_KEY_PASSWORD: 'pw' }, 'win32');
    expect(withMacPassword.problems.join(' ')).toMatch(/WIN_CSC_KEY_PASSWORD/);
  });

  it('never signs a Windows build with the macOS certificate, and hides it from electron-builder', () => {
    const plan = signingPlan({ ...macCert, ...apple }, 'win32');
    expect(plan.win.forceCodeSigning).toBeUndefined();
    expect(plan.problems).toEqual([]);
    expect(plan.notes.join(' ')).toMatch(/CSC_LINK \(the macOS certificate\) is ignored/);
    expect(plan.notes.join(' ')).toMatch(/Windows code signing skipped: WIN_CSC_LINK is not set/);
    // electron-builder's Windows signer falls back to CSC_LINK / CSC_KEY_PASSWORD: npm run dist removes them.
    expect(plan.unsetEnv).toEqual(['CSC_LINK', 'CSC_KEY_PASSWORD']);

    const both = signingPlan(
      { ...macCert, WIN_CSC_LINK: 'C:\\certs\\bulkpay.pfx', WIN_CSC_KEY_PASSWORD: 'pw' },
      'win32',
    );
    expect(both.win.forceCodeSigning).toBe(true);
    expect(both.unsetEnv).toEqual(['CSC_LINK', 'CSC_KEY_PASSWORD']);
    expect(signingPlan({ ...macCert, ...apple }, 'darwin').unsetEnv).toEqual([]);
  });

  it('signs macOS builds ad hoc when no certificate is set, so they still run on Apple silicon', () => {
    const plan = signingPlan({}, 'darwin');
    expect(plan.mac).toEqual({ identity: '-', hardenedRuntime: false, notarize: false });
    // Pull-request builds must still be signed ad hoc, or the app cannot start on Apple silicon.
    expect(plan.env).toEqual({ CSC_FOR_PULL_REQUEST: 'true' });
    expect(plan.notes.join(' ')).toMatch(/skipped.*CSC_LINK.*APPLE_ID/);
    expect(plan.problems).toEqual([]);
  });

  it('signs and notarises macOS builds when everything is set', () => {
    const plan = signingPlan({ ...macCert, ...apple }, 'darwin');
    expect(plan.problems).toEqual([]);
    expect(plan.mac).toEqual({ hardenedRuntime: true, notarize: true, forceCodeSigning: true });
    expect(plan.env).toEqual({}); // real certificates keep electron-builder's pull-request protection
  });

  it('signs without notarising, and says so, when no Apple ID is set', () => {
    const plan = signingPlan(macCert, 'darwin');
    expect(plan.mac.notarize).toBe(false);
    expect(plan.notes.join(' ')).toMatch(/notarisation skipped/);
  });

  it('names the missing variable when notarisation is half configured', () => {
    const plan = signingPlan({ ...macCert, APPLE_ID: 'a@b.example', APPLE_TEAM_ID: 'T' }, 'darwin');
    expect(plan.problems.join(' ')).toMatch(/missing: APPLE_APP_SPECIFIC_PASSWORD/);
  });

  it('refuses to notarise an unsigned app', () => {
    expect(signingPlan(apple, 'darwin').problems.join(' ')).toMatch(/without CSC_LINK/);
  });

  it('treats blank variables as unset', () => {
    expect(signingPlan({ WIN_CSC_LINK: '  ' }, 'win32').win.forceCodeSigning).toBeUndefined();
  });

  it('turns every skip into a problem when a release build requires signing', () => {
    expect(signingPlan({ BULKPAY_REQUIRE_SIGNING: '1' }, 'win32').problems).toHaveLength(1);
    expect(signingPlan({ BULKPAY_REQUIRE_SIGNING: '1' }, 'darwin').problems).toHaveLength(1);
    expect(signingPlan({ BULKPAY_REQUIRE_SIGNING: '1', ...macCert }, 'darwin').problems).toHaveLength(1);
  });

  it('has nothing to sign on Linux', () => {
    expect(signingPlan({}, 'linux')).toMatchObject({ notes: [], problems: [] });
  });
});
