import { useEffect } from 'react';
import { useT } from '../../i18n/useT';
import { canRelease, useTeam } from './team-store';
import './team.css';

/**
 * On the side bar's Team item, for an approver: how many runs prepared by someone else wait for
 * their release. Pushed changes keep it current on every screen (a colleague submits, it appears).
 */
export function TeamNavBadge() {
  const { t } = useT();
  const configured = useTeam((s) => Boolean(s.view?.configured));
  const me = useTeam((s) => s.view?.status);
  const count = useTeam(
    (s) => s.runs.filter((r) => r.state === 'awaiting_release' && r.preparedBy !== s.view?.status?.user).length,
  );
  useEffect(() => {
    if (configured) void useTeam.getState().loadRuns();
  }, [configured]);
  if (!me || !canRelease(me.appRole) || count === 0) return null;
  return (
    <>
      {' '}
      <span className="nav-badge" aria-hidden="true" data-testid="team-nav-badge">
        {count}
      </span>
      <span className="visually-hidden">{t('teamUi2.waitingForYou', { count })}</span>
    </>
  );
}
