import type { ProfileView } from '../../../src-shared/profiles';
import { bulkpay } from '../../bridge';
import { useT } from '../../i18n/useT';
import { runAction, useSettings } from './settings-store';

/** Takes the address shown; if the team changed it again meanwhile, the notice shows the newer one. */
async function acceptShown(profile: ProfileView, team: { baseUrl: string; bulkBaseUrl: string }) {
  const result = await runAction(
    bulkpay.profiles.acceptTeamAddress({ id: profile.id, baseUrl: team.baseUrl, bulkBaseUrl: team.bulkBaseUrl }),
  );
  if (!result.ok && result.error.code === 'team_address_changed') await useSettings.getState().load();
}

const hostOf = (address: string) => {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
};

/**
 * The team store gave this profile another bank address, but the profile holds this desktop's
 * key, client secret or bank sign-in: the address in use stays until the user accepts the team's
 * (which ends the bank sign-in) or keeps their own.
 */
export function TeamAddressNotice({ profile }: { profile: ProfileView }) {
  const { t } = useT();
  const team = profile.teamAddress;
  if (!team) return null;
  return (
    <div className="notice notice-warning" role="status" aria-labelledby="team-address-heading">
      <h3 id="team-address-heading">{t('profileFix.noticeTitle', { host: hostOf(team.baseUrl) })}</h3>
      <p>{t('profileFix.noticeBody', { current: profile.baseUrl })}</p>
      <p className="mono">{t('profileFix.newAddress', { baseUrl: team.baseUrl })}</p>
      {team.bulkBaseUrl !== team.baseUrl && (
        <p className="mono">{t('profileFix.newBulkAddress', { baseUrl: team.bulkBaseUrl })}</p>
      )}
      <p className="actions">
        <button type="button" onClick={() => void acceptShown(profile, team)}>
          {t('profileFix.accept')}
        </button>{' '}
        <button
          type="button"
          className="primary"
          onClick={() => void runAction(bulkpay.profiles.keepAddress({ id: profile.id }))}
        >
          {t('profileFix.keep')}
        </button>
      </p>
    </div>
  );
}
