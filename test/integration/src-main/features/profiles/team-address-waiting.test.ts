// A team address waiting on this desktop for a profile holding its secrets: "Keep mine" keeps
// refusing it, and accepting it needs the keychain to forget the bank sign-in first.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKeychain } from '../../../../../src-main/adapters/keychain/keychain';
import { sqliteProfileSettings } from '../../../../../src-main/features/profiles/profile-settings';
import type { ProfileStore } from '../../../../../src-main/ports/profiles';
import { acceptTeamAddress, keepLocalAddress } from '../../../../../src-main/features/profiles/team-address';
import { localProfiles, settings } from '../../../harness/profile-settings-setup';

describe('a team address waiting on this desktop', () => {
  const secretProfile = (profiles: ProfileStore) => {
    const p = profiles.create({
      name: 'Kept bank',
      baseUrl: 'https://api.mine.example',
      bulkBaseUrl: 'https://api.mine.example',
    });
    profiles.update(p.id, { clientSecretRef: 'kept-secret-ref' });
    return p;
  };

  it('stays refused after “Keep mine”, even once the profile no longer holds a secret', async () => {
    const profiles = localProfiles();
    const p = secretProfile(profiles);
    const desk = sqliteProfileSettings(profiles);
    const team = settings('Kept bank', { baseUrl: 'https://refused.example', bulkBaseUrl: 'https://refused.example' });
    await desk.save(team);
    expect(profiles.get(p.id)).toMatchObject({
      baseUrl: 'https://api.mine.example',
      teamBaseUrl: 'https://refused.example',
    });
    keepLocalAddress(profiles, p.id);
    profiles.update(p.id, { clientSecretRef: null });
    await desk.save(team);
    expect(profiles.get(p.id)).toMatchObject({ baseUrl: 'https://api.mine.example', teamAddressKept: true });
    // Another address from the team is offered (here followed: nothing of this desktop's is held).
    await desk.save({ ...team, baseUrl: 'https://next.example', bulkBaseUrl: 'https://next.example' });
    expect(profiles.get(p.id)).toMatchObject({ baseUrl: 'https://next.example', teamBaseUrl: null });
  });

  it('is not taken when the keychain cannot forget the bank sign-in on the profile', async () => {
    const profiles = localProfiles();
    const p = secretProfile(profiles);
    await sqliteProfileSettings(profiles).save(
      settings('Kept bank', { baseUrl: 'https://moved.example', bulkBaseUrl: 'https://moved.example' }),
    );
    const locked = createKeychain({
      service: `bulkpay-test-${randomUUID()}`,
      load: async () => () => ({
        getPassword: async () => 'a session',
        setPassword: async () => {},
        deletePassword: async () => {
          throw new Error('the keyring is locked');
        },
      }),
    });
    const seen = { baseUrl: 'https://moved.example', bulkBaseUrl: 'https://moved.example' };
    const refused = await acceptTeamAddress(profiles, locked, p.id, 'clerk', seen);
    expect(refused.ok).toBe(false);
    expect(profiles.get(p.id)).toMatchObject({
      baseUrl: 'https://api.mine.example',
      teamBaseUrl: 'https://moved.example',
    });
    const real = createKeychain({ service: `bulkpay-test-${randomUUID()}` });
    const taken = await acceptTeamAddress(profiles, real, p.id, 'clerk', seen);
    expect(taken.ok && taken.value).toMatchObject({ baseUrl: 'https://moved.example', teamBaseUrl: null });
  });
});
