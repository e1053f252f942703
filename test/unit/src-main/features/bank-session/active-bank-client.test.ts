// The active profile's bank client tells the PSU session to end when the bank it talks to changes:
// another profile, or the same profile at another address (a team address accepted, maybe by the
// CLI while the app runs).
import { describe, expect, it } from 'vitest';
import { ActiveBankClient } from '../../../../../src-main/features/bank-session/active-bank-client';
import { composeSignedBankClient } from '../../../../../src-main/app/compose';
import { SqliteProfileStore } from '../../../../../src-main/adapters/sqlite/profile-store';
import type { ActiveBank } from '../../../../../src-main/features/profiles/services';
import { ok } from '../../../../../src-shared/result';
import { openTempDatabase } from '../../../harness/history-fixtures';

/** One profile on a real SQLite file, and the active bank as main's services give it (without a keychain). */
function oneProfile() {
  const profiles = new SqliteProfileStore(openTempDatabase().db);
  const p = profiles.create({
    name: 'Bank',
    baseUrl: 'https://api.bank.example',
    bulkBaseUrl: 'https://bulk.bank.example',
  });
  const active = async () =>
    ok({
      profile: profiles.get(p.id)!,
      credentials: { clientId: 'client', clientSecret: 'secret' },
      signer: { keyId: 'key-1', sign: () => Buffer.alloc(0) },
    } as unknown as ActiveBank);
  return { profiles, p, active };
}

describe('ActiveBankClient', () => {
  it('signs out when the active profile’s address changes, not when only its name does', async () => {
    const { profiles, p, active } = oneProfile();
    const bank = new ActiveBankClient(active, composeSignedBankClient());
    let signedOut = 0;
    bank.onProfileSwitch(() => signedOut++);
    try {
      expect((await bank.get()).ok).toBe(true);
      profiles.update(p.id, { name: 'Bank renamed' });
      expect((await bank.get()).ok).toBe(true);
      expect(signedOut).toBe(0);
      profiles.update(p.id, { baseUrl: 'https://api.moved.example' });
      expect((await bank.get()).ok).toBe(true);
      expect(signedOut).toBe(1);
      profiles.update(p.id, { bulkBaseUrl: 'https://bulk.moved.example' });
      expect((await bank.get()).ok).toBe(true);
      expect(signedOut).toBe(2);
    } finally {
      await bank.close();
    }
  });

  it('signs a restored session out at the first bank call when the address changed since the restore', async () => {
    const { profiles, p, active } = oneProfile();
    const run = async (change: (() => void) | undefined) => {
      const bank = new ActiveBankClient(active, composeSignedBankClient());
      let signedOut = 0;
      bank.onProfileSwitch(() => signedOut++);
      // As at app start: the session is restored from the keychain before any client is built.
      bank.noteRestoredBank(profiles.get(p.id));
      change?.();
      try {
        expect((await bank.get()).ok).toBe(true);
        expect((await bank.get()).ok).toBe(true);
      } finally {
        await bank.close();
      }
      return signedOut;
    };
    expect(await run(undefined)).toBe(0);
    // A team address accepted by the CLI while the app was starting: only the bulk address moved.
    expect(await run(() => profiles.update(p.id, { bulkBaseUrl: 'https://bulk.moved.example' }))).toBe(1);
    expect(await run(() => profiles.update(p.id, { baseUrl: 'https://api.moved.example' }))).toBe(1);
    expect(await run(() => profiles.update(p.id, { name: 'Bank renamed' }))).toBe(0);
  });
});
