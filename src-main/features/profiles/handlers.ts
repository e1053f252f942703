import { err, ok, type Result } from '../../../src-shared/result';
import { psuSessionAccount } from '../bank-session/psu-token-store';
import type { Core } from '../../app/core';
import type { EventBus } from '../../platform/events';
import type { PsuSession } from '../bank-session/psu-session';
import type { TeamService } from '../../app/team-service';
import type { ProfileServices } from './services';
import type { DemoBank } from './demo-bank';
import type { HandlerMap } from '../../platform/ipc/dispatch';
import { createTeamProfile, pullTeamProfiles, removeTeamProfile, saveTeamProfile } from '../team/team-profile-sync';
import { AddressChanges, movesAddress } from './address-change';
import { holdsSecrets } from './profile-settings';
import { sharedSettingsOf } from '../../ports/profiles';
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

/** What the profile handlers work with, taken from the core once. */
interface ProfileScope {
  services: ProfileServices;
  team: TeamService;
  session: PsuSession;
  events: EventBus;
  /** Who acts, for the audit log of an address change. */
  actor: () => string;
}

/** Settings: bank profiles (this desktop's, and the team's in team mode) and the demo bank. */
export function profileHandlers(core: Core): ProfileHandlers {
  const scope: ProfileScope = {
    services: core.profiles,
    team: core.team,
    session: core.psu.session,
    events: core.events,
    actor: () => core.bulks.submission.actor,
  };
  const helpers = profileHelpers(scope);
  return {
    ...profileListHandlers(scope, helpers),
    ...addressHandlers(scope, helpers),
    ...demoHandlers(scope.services.demo, scope.session),
  };
}

/**
 * Team mode: the application and client id the bank just gave a profile go to the team store too
 * when this member may write there (an admin); otherwise an admin shares them later
 * (`bulkpay team settings push`). For `onboardingHandlers`.
 */
export function teamProfileIdsSharing(core: Core): (profileId: string) => Promise<void> {
  return async (profileId) => {
    const profile = core.profiles.profiles.get(profileId);
    if (core.team.configuredUrl() && profile && !profile.demo)
      await saveTeamProfile(core.team, profile, sharedSettingsOf(profile));
  };
}

type ProfileHelpers = ReturnType<typeof profileHelpers>;

function profileHelpers({ services, session, events }: ProfileScope) {
  const { profiles, keys, renewal, onboarding, keychain } = services;
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
        session.signOut();
        events.emit('profiles:activeChanged', { profileId: after });
      }
      return result;
    }) as H;

  // A PSU sign-in (in this process or kept in the keychain) also keeps a profile's address from moving.
  const signedIn = async () => {
    const kept = await signedInProfiles(profiles, keychain);
    const active = session.view().state !== 'signed_out' ? profiles.getActive()?.id : undefined;
    return (id: string) => id === active || kept(id);
  };

  /** What a new bank address would receive: the key's signatures, the client secret, a bank login (the team's rule). */
  const mustConfirm = async (p: BankProfile) => holdsSecrets(p, await signedIn()) || onboarding.session(p.id).loggedIn;

  /** Ends the PSU's session in this process (when the profile is the active one) and the profile's onboarding login. */
  const endLocalSessions = async (id: string) => {
    if (profiles.getActive()?.id === id) {
      session.signOut();
      await session.storeSettled();
    }
    onboarding.logout(id);
  };

  /** Ends the PSU's session (in this process and the keychain) and the onboarding login of a profile. */
  const endSessions = async (id: string): Promise<Result<void>> => {
    await endLocalSessions(id);
    return keychain.remove(psuSessionAccount(id));
  };
  return { view, announcingSwitch, signedIn, mustConfirm, endLocalSessions, endSessions };
}

/** Listing, adding, choosing and removing profiles; bringing the demo bank back. */
function profileListHandlers(
  { services, team }: ProfileScope,
  { view, announcingSwitch, signedIn }: ProfileHelpers,
): Pick<
  ProfileHandlers,
  'profiles:list' | 'profiles:create' | 'profiles:activate' | 'profiles:remove' | 'profiles:restoreDemo'
> {
  const { profiles, keys, renewal, onboarding, demo } = services;
  return {
    'profiles:list': async () => {
      // Team mode: the team's profiles (their non-secret settings) are read from the team store.
      if (team.configuredUrl()) await pullTeamProfiles(team, profiles, await signedIn());
      return ok({
        profiles: profiles.list().map((p) => profileView(p, keys, renewal.notice(p.id))),
        demo: { removed: demo.removed, problem: demo.problem, psuEmail: demo.psuEmail ?? null },
      });
    },
    'profiles:create': announcingSwitch(async (input) => {
      // Team mode: added to the team store first (admins only, enforced by the database).
      if (team.configuredUrl()) {
        const created = await createTeamProfile(
          team,
          sharedSettingsOf({ ...input, applicationId: null, tppClientId: null }),
        );
        if (!created.ok) return created;
      }
      return ok(profileView(profiles.create(input), keys));
    }),
    'profiles:activate': announcingSwitch(async ({ id }) => (profiles.setActive(id) ? view(id) : noProfile())),
    'profiles:remove': announcingSwitch(async ({ id }) => {
      const profile = profiles.get(id);
      if (!profile) return noProfile();
      // Team mode: removed from the team store first, or the next list would bring it back.
      if (team.configuredUrl() && !profile.demo) {
        const removed = await removeTeamProfile(team, profile.name);
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
  };
}

/** A profile's settings and bank address: a move that would take secrets along waits for the user's word. */
function addressHandlers(
  scope: ProfileScope,
  helpers: ProfileHelpers,
): Pick<
  ProfileHandlers,
  'profiles:update' | 'profiles:confirmAddress' | 'profiles:acceptTeamAddress' | 'profiles:keepAddress'
> {
  const { services, team, actor } = scope;
  const { profiles, keychain } = services;
  const { view, endLocalSessions, endSessions } = helpers;
  const addressChanges = new AddressChanges();
  return {
    'profiles:acceptTeamAddress': async ({ id, baseUrl, bulkBaseUrl }) => {
      if (!profiles.get(id)) return noProfile();
      // The sessions in this process end first (the PSU's and the onboarding login), so nothing
      // signed in at the old address reaches the new one.
      await endLocalSessions(id);
      const accepted = await acceptTeamAddress(profiles, keychain, id, actor(), { baseUrl, bulkBaseUrl });
      return accepted.ok ? view(id) : accepted;
    },
    'profiles:keepAddress': async ({ id }) => {
      if (!profiles.get(id)) return noProfile();
      keepLocalAddress(profiles, id);
      return view(id);
    },
    'profiles:update': (request) => updateProfile(scope, helpers, addressChanges, request),
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
      if (team.configuredUrl() && !before.demo) {
        const saved = await saveTeamProfile(team, before, sharedSettingsOf({ ...before, ...change.to }));
        if (!saved.ok) return saved;
      }
      // Every session of the profile ends first, so nothing signed in at the old address reaches the new one.
      const ended = await endSessions(before.id);
      if (!ended.ok) return ended;
      const moved = profiles.changeAddress(before.id, actor(), change.from, change.to);
      return moved === undefined ? noProfile() : moved === 'changed' ? addressMoved() : view(before.id);
    },
  };
}

/** `profiles:update`: settings saved, the address moved at once or proposed for confirmation. */
async function updateProfile(
  { services, team, actor }: ProfileScope,
  { view, mustConfirm }: ProfileHelpers,
  addressChanges: AddressChanges,
  { id, ...input }: Parameters<ProfileHandlers['profiles:update']>[0],
): ReturnType<ProfileHandlers['profiles:update']> {
  const { profiles } = services;
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
  if (team.configuredUrl() && !before.demo) {
    const saved = await saveTeamProfile(team, before, sharedSettingsOf({ ...before, ...input }));
    if (!saved.ok) return saved;
  }
  if (!moving) return profiles.update(id, input) ? view(id) : noProfile();
  // Nothing held yet (a profile being set up): the address moves at once, and the audit log says so.
  const moved = profiles.changeAddress(id, actor(), before, input);
  return moved === undefined ? noProfile() : moved === 'changed' ? addressMoved() : view(id);
}

/** The demo bank's accounts: look at them, add funds, start again from its first day. */
function demoHandlers(
  demo: DemoBank,
  session: PsuSession,
): Pick<ProfileHandlers, 'profiles:demoAccounts' | 'profiles:demoAddFunds' | 'profiles:demoReset'> {
  return {
    'profiles:demoAccounts': async () => {
      const accounts = await demo.accounts();
      return accounts.ok ? ok({ accounts: accounts.value }) : accounts;
    },
    'profiles:demoAddFunds': ({ iban, amount }) => demo.addFunds(iban, amount),
    'profiles:demoReset': async () => {
      const reset = await demo.reset();
      if (!reset.ok) return reset;
      // Nobody is signed in at a bank on its first day: end this session too.
      session.signOut();
      return ok({});
    },
  };
}
