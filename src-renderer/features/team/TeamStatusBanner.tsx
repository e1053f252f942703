import { useEffect } from 'react';
import { useT } from '../../i18n/useT';
import { useTeam } from './team-store';
import './team.css';

/** How often a desktop in team mode checks that the team database still answers. */
const CHECK_MS = 15_000;

/**
 * "Team database unreachable": shown on every screen while a team desktop cannot reach its
 * database. Importing and checking still work; sending waits (main refuses it) until it answers.
 */
export function TeamStatusBanner() {
  const { t, message } = useT();
  const view = useTeam((s) => s.view);
  const refresh = useTeam((s) => s.refresh);
  const configured = view?.configured ?? false;
  useEffect(() => {
    if (!view) void refresh();
    if (!configured) return;
    const timer = setInterval(() => void refresh(), CHECK_MS);
    return () => clearInterval(timer);
  }, [configured, view, refresh]);
  if (!view?.configured || !view.problem) return null;
  return (
    <p className="team-notice team-notice-warning" role="status" data-testid="team-unreachable">
      <strong>{t('team.banner.title')}</strong> {message(view.problem)} {t('team.banner.stillWorks')}
    </p>
  );
}
