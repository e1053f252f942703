import { useT } from '../../i18n/useT';
import { useTeam } from './team-store';
import { SLOW_POLL_MS, useLiveLost } from './use-follow-team';
import './team.css';

/** "Colleagues' changes show here within 30 s": only while they are not pushed and it matters. */
export function TeamLiveNotice() {
  const { t } = useT();
  const pooler = useTeam((s) => s.livePooler);
  if (!useLiveLost()) return null;
  return (
    <p className="team-notice team-notice-info" role="status" data-testid="team-live-lost">
      {t(pooler ? 'teamUi2.liveLostPooler' : 'teamUi2.liveLost', { seconds: SLOW_POLL_MS / 1000 })}
    </p>
  );
}
