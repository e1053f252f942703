import { err, ok, type Result } from '../../../src-shared/result';
import { psuSessionAccount } from '../bank-session/psu-token-store';
import type { Core } from '../../app/core';
import type { HandlerMap } from '../../platform/ipc/dispatch';
import { describeCertificate } from '../keys/key-checks';
import { PickedKeyFiles } from '../keys/picked-key-files';
import type { DesktopShell } from '../../platform/shell/desktop';
import { createTeamProfile, pullTeamProfiles, removeTeamProfile, saveTeamProfile } from '../team/team-profile-sync';
import { AddressChanges, movesAddress } from './address-change';
import { holdsSecrets, sharedSettingsOf } from './profile-settings';
import type { BankProfile } from '../../ports/profiles';
import { profileView } from './profile-view';
import { acceptTeamAddress, keepLocalAddress, signedInProfiles } from './team-address';

type ProfileHandlers = Pick<
  HandlerMap,
  | 'profiles:list'
  | 'profiles:create'
  | 'profiles:update'
  | 'profiles:confirmAddress'
  | 'profiles:activate'
  | 'profiles:remove'
  | 'profiles:restoreDemo'
  | 'profiles:demoAccounts'
  | 'profiles:demoAddFunds'
  | 'profiles:demoReset'
  | 'profiles:acceptTeamAddress'
  | 'profiles:keepAddress'
  | 'keys:pickFile'
  | 'keys:check'
  | 'keys:import'
  | 'keys:generateCsr'
  | 'keys:renew'
  | 'onboarding:status'
  | 'onboarding:signup'
  | 'onboarding:login'
  | 'onboarding:logout'
  | 'onboarding:createApplication'
  | 'onboarding:listApplications'
  | 'onboarding:refreshApplication'
>;

const noProfile = () => err('profile_not_found', 'That bank profile no longer exists; choose another one in Settings.');
const addressMoved = () =>
  err('profile_address_moved', 'The bank address of this profile changed meanwhile; open it again and look at it.');

const hostOf = (address: string) => {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
};

/**
 * Settings: bank profiles, QSEAL keys, onboarding and renewal. Only metadata leaves main, and key
 * files come in by handle: main opens them itself (`keys:pickFile`), never the renderer.
 */
export function profileHandlers(core: Core, desktop: DesktopShell): ProfileHandlers {
  const { profiles, keys, onboarding, renewal, demo } = core.profiles;
  const picked = new PickedKeyFiles(desktop);
  const view = (id: string) => {
    const profile = profiles.get(id);
    return profile ? ok(profileView(profile, keys, renewal.notice(id))) : noProfile();
  };

  // Another profile now active: the old bank's session ends at once and every screen is told,
  // instead of the switch surfacing only on the next call to the bank.
  const announcingSwitch = <H extends (request: never) => Promise<unknown>>(handler: H): H =>
    (async (request: never) => {
      const before = profiles.getActive()?.id ?? null;
      const result = await handler(request);
      const after = profiles.getActive()?.id ?? null;
      if (after !== before) {
        core.psu.session.signOut();
        core.events.emit('profiles:activeChanged', { profileId: after });
      }
      return result;
    }) as H;

  /**
   * Team mode: the application and client id the bank just gave this profile go to the team store
   * too when this member may write there (an admin); otherwise an admin shares them later
   * (`bulkpay team settings push`). The onboarding's own answer is returned either way.
   */
  const sharingIds = async <T extends { ok: boolean }>(profileId: string, result: T): Promise<T> => {
    const profile = profiles.get(profileId);
    if (result.ok && core.team.configuredUrl() && profile && !profile.demo)
      await saveTeamProfile(core.team, profile, sharedSettingsOf(profile));
    return result;
  };

  // A PSU sign-in (in this process or kept in the keychain) also keeps a profile's address from moving.
  const signedIn = async () => {
    const kept = await signedInProfiles(profiles, core.profiles.keychain);
    const active = core.psu.session.view().state !== 'signed_out' ? profiles.getActive()?.id : undefined;
    return (id: string) => id === active || kept(id);
  };

  /** What a new bank address would receive: the key's signatures, the client secret, a bank login (the team's rule). */
  const mustConfirm = async (p: BankProfile) => holdsSecrets(p, await signedIn()) || onboarding.session(p.id).loggedIn;

  /** Ends the PSU's session (in this process and the keychain) and the onboarding login of a profile. */
  const endSessions = async (id: string): Promise<Result<void>> => {
    if (profiles.getActive()?.id === id) {
      core.psu.session.signOut();
      await core.psu.session.storeSettled();
    }
    onboarding.logout(id);
    return core.profiles.keychain.remove(psuSessionAccount(id));
  };
  const addressChanges = new AddressChanges();

  return {
    'profiles:acceptTeamAddress': async ({ id, baseUrl, bulkBaseUrl }) => {
      if (!profiles.get(id)) return noProfile();
      // The sessions in this process end first (the PSU's and the onboarding login), so nothing
      // signed in at the old address reaches the new one.
      if (profiles.getActive()?.id === id) {
        core.psu.session.signOut();
        await core.psu.session.storeSettled();
      }
      onboarding.logout(id);
      const accepted = await acceptTeamAddress(profiles, core.profiles.keychain, id, core.bulks.submission.actor, {
        baseUrl,
        bulkBaseUrl,
      });
      return accepted.ok ? view(id) : accepted;
    },
    'profiles:keepAddress': async ({ id }) => {
      if (!profiles.get(id)) return noProfile();
      keepLocalAddress(profiles, id);
      return view(id);
    },
    'profiles:list': async () => {
      // Team mode: the team's profiles (their non-secret settings) are read from the team store.
      if (core.team.configuredUrl()) await pullTeamProfiles(core.team, profiles, await signedIn());
      return ok({
        profiles: profiles.list().map((p) => profileView(p, keys, renewal.notice(p.id))),
        demo: { removed: demo.removed, problem: demo.problem, psuEmail: demo.psuEmail ?? null },
      });
    },
    'profiles:create': announcingSwitch(async (input) => {
      // Team mode: added to the team store first (admins only, enforced by the database).
      if (core.team.configuredUrl()) {
        const created = await createTeamProfile(
          core.team,
          sharedSettingsOf({ ...input, applicationId: null, tppClientId: null }),
        );
        if (!created.ok) return created;
      }
      return ok(profileView(profiles.create(input), keys));
    }),
    'profiles:update': async ({ id, ...input }) => {
      const before = profiles.get(id);
      if (!before) return noProfile();
      // The bank's characters are this desktop's setting and move no secret: saved at once, even
      // when the new address below waits for the user's confirmation.
      if (input.characterSet) profiles.update(id, { characterSet: input.characterSet });
      const moving = movesAddress(before, input);
      // A profile holding this desktop's secrets or a bank login moves only on the user's word in the window.
      if (moving && (await mustConfirm(before))) {
        const change = addressChanges.propose(before, input);
        return err(
          'address_change_needs_confirmation',
          `Confirm the new bank address of "${before.name}": ${hostOf(change.from.baseUrl)} → ${hostOf(change.to.baseUrl)}.`,
          { confirmation: change.token, from: change.from, to: change.to },
          { name: before.name, from: hostOf(change.from.baseUrl), to: hostOf(change.to.baseUrl) },
        );
      }
      // Team mode: written to the team store first (admins only, enforced by the database).
      if (core.team.configuredUrl() && !before.demo) {
        const saved = await saveTeamProfile(core.team, before, sharedSettingsOf({ ...before, ...input }));
        if (!saved.ok) return saved;
      }
      if (!moving) return profiles.update(id, input) ? view(id) : noProfile();
      // Nothing held yet (a profile being set up): the address moves at once, and the audit log says so.
      const moved = profiles.changeAddress(id, core.bulks.submission.actor, before, input);
      return moved === undefined ? noProfile() : moved === 'changed' ? addressMoved() : view(id);
    },
    'profiles:confirmAddress': async ({ confirmation }) => {
      const change = addressChanges.take(confirmation);
      if (!change)
        return err(
          'address_confirmation_expired',
          'This confirmation is no longer valid (used, expired or Bulkpay restarted); save the new address again.',
        );
      const before = profiles.get(change.profileId);
      if (!before) return noProfile();
      if (movesAddress(before, change.from)) return addressMoved();
      if (core.team.configuredUrl() && !before.demo) {
        const saved = await saveTeamProfile(core.team, before, sharedSettingsOf({ ...before, ...change.to }));
        if (!saved.ok) return saved;
      }
      // Every session of the profile ends first, so nothing signed in at the old address reaches the new one.
      const ended = await endSessions(before.id);
      if (!ended.ok) return ended;
      const moved = profiles.changeAddress(before.id, core.bulks.submission.actor, change.from, change.to);
      return moved === undefined ? noProfile() : moved === 'changed' ? addressMoved() : view(before.id);
    },
    'profiles:activate': announcingSwitch(async ({ id }) => (profiles.setActive(id) ? view(id) : noProfile())),
    'profiles:remove': announcingSwitch(async ({ id }) => {
      const profile = profiles.get(id);
      if (!profile) return noProfile();
      // Team mode: removed from the team store first, or the next list would bring it back.
      if (core.team.configuredUrl() && !profile.demo) {
        const removed = await removeTeamProfile(core.team, profile.name);
        if (!removed.ok) return removed;
      }
      // Secrets first: a profile row without its secrets is harmless, secrets without a row would be orphans.
      const forgotten = await keys.forgetProfileSecrets(profile);
      if (!forgotten.ok) return forgotten;
      onboarding.logout(id);
      profiles.remove(id);
      if (profile.demo) await demo.markRemoved();
      return ok({});
    }),
    'profiles:restoreDemo': announcingSwitch(async () => {
      const restored = await demo.restore();
      if (!restored.ok) return restored;
      return ok(restored.value ? profileView(restored.value, keys) : null);
    }),
    'profiles:demoAccounts': async () => {
      const accounts = await demo.accounts();
      return accounts.ok ? ok({ accounts: accounts.value }) : accounts;
    },
    'profiles:demoAddFunds': ({ iban, amount }) => demo.addFunds(iban, amount),
    'profiles:demoReset': async () => {
      const reset = await demo.reset();
      if (!reset.ok) return reset;
      // Nobody is signed in at a bank on its first day: end this session too.
      core.psu.session.signOut();
      return ok({});
    },

    'keys:pickFile': async () => {
      const files = await picked.pick();
      return files.ok ? ok({ files: files.value }) : files;
    },
    'keys:check': async ({ files, passphrase }) => {
      const read = await picked.read(files);
      if (!read.ok) return read;
      const checked = keys.checkFiles(read.value, passphrase);
      return checked.ok ? ok(describeCertificate(checked.value.certificate)) : checked;
    },
    'keys:import': async ({ profileId, files, passphrase }) => {
      const read = await picked.read(files);
      return read.ok ? keys.importKey(profileId, read.value, passphrase) : read;
    },
    'keys:generateCsr': async ({ profileId, bits, ...subject }) => {
      const csr = await keys.generateKeyAndCsr(profileId, bits, subject);
      return csr.ok ? ok({ csrPem: csr.value }) : csr;
    },
    'keys:renew': async ({ profileId, files, passphrase }) => {
      const read = await picked.read(files);
      return read.ok ? renewal.renew(profileId, read.value, passphrase) : read;
    },

    'onboarding:status': async ({ profileId }) => ok(onboarding.session(profileId)),
    'onboarding:signup': async ({ profileId, ...input }) => {
      const signedUp = await onboarding.signup(profileId, input);
      return signedUp.ok ? ok({}) : signedUp;
    },
    'onboarding:login': async ({ profileId, ...input }) => onboarding.login(profileId, input),
    'onboarding:logout': async ({ profileId }) => {
      onboarding.logout(profileId);
      return ok({});
    },
    'onboarding:createApplication': async ({ profileId, ...input }) =>
      sharingIds(profileId, await onboarding.createApplication(profileId, input)),
    'onboarding:listApplications': async ({ profileId }) => onboarding.listApplications(profileId),
    'onboarding:refreshApplication': async ({ profileId, applicationId }) =>
      sharingIds(profileId, await onboarding.refreshApplication(profileId, applicationId)),
  };
}
