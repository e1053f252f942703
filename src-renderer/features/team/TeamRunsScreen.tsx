import { useEffect } from 'react';
import { useNavigation } from '../../app/navigation';
import { StatusBadge } from '../../components/StatusBadge';
import { useT } from '../../i18n/useT';
import { ReleaseStep } from './ReleaseStep';
import { SubmitForRelease } from './SubmitForRelease';
import { TeamLiveNotice } from './TeamLiveNotice';
import { TeamStatusBanner } from './TeamStatusBanner';
import { useFollowTeam } from './use-follow-team';
import { useTeam, type TeamRunSummary } from './team-store';
import { RUN_STATE_TONE, runTotalsText, whenText } from './run-words';
import './team.css';

/**
 * The team's runs: what waits for release, the approver's view of a whole run with Release and
 * Return, and the rest of the team's recent runs. Everyone in the team sees the same state.
 */
export function TeamRunsScreen() {
  const { t } = useT();
  const { view, runs, detail, refresh, loadRuns, openRun, closeRun } = useTeam();
  const go = useNavigation((n) => n.go);
  useEffect(() => {
    void refresh().then(() => loadRuns());
  }, [refresh, loadRuns]);
  // Colleagues act on other desktops: their changes are pushed here (a slow poll while that is down).
  useFollowTeam();

  if (view && !view.configured)
    return (
      <div className="team-screen">
        <h1>{t('team.runs.title')}</h1>
        <p className="team-notice team-notice-info">{t('team.runs.notConnected')}</p>
        <button type="button" className="primary" onClick={() => go('settings')}>
          {t('team.runs.toSettings')}
        </button>
      </div>
    );

  if (detail)
    return (
      <div className="team-screen">
        <h1>{t('team.runs.title')}</h1>
        <TeamStatusBanner />
        <TeamLiveNotice />
        <p>
          <button type="button" onClick={closeRun}>
            {t('team.runs.back')}
          </button>
        </p>
        <ReleaseStep detail={detail} />
      </div>
    );

  const waiting = runs.filter((r) => r.state === 'awaiting_release');
  const others = runs.filter((r) => r.state !== 'awaiting_release');
  return (
    <div className="team-screen">
      <h1>{t('team.runs.title')}</h1>
      <TeamStatusBanner />
      <TeamLiveNotice />
      <div className="team-runs-layout">
        <section className="panel" aria-labelledby="team-waiting-title">
          <h2 id="team-waiting-title">{t('team.runs.waiting', { count: waiting.length })}</h2>
          {waiting.length === 0 ? (
            <p className="hint">{t('team.runs.noneWaiting')}</p>
          ) : (
            <RunList runs={waiting} label={t('team.runs.waitingList')} onOpen={openRun} />
          )}
        </section>
        <SubmitForRelease onOpenRun={openRun} />
        <section className="panel" aria-labelledby="team-recent-title">
          <h2 id="team-recent-title">{t('team.runs.recent')}</h2>
          {others.length === 0 ? (
            <p className="hint">{t('team.runs.noneRecent')}</p>
          ) : (
            <RunList runs={others} label={t('team.runs.recentList')} onOpen={openRun} />
          )}
        </section>
      </div>
    </div>
  );
}

function RunList({ runs, label, onOpen }: { runs: TeamRunSummary[]; label: string; onOpen: (id: string) => void }) {
  const { t } = useT();
  return (
    <ul className="team-run-list" aria-label={label}>
      {runs.map((r) => (
        <li key={r.id} className="team-run-item" data-testid="team-run" data-state={r.state}>
          <div className="team-run-what">
            <strong>
              {r.fileName} · <span className="num">{runTotalsText(r.totals)}</span>
            </strong>
            <span className="team-run-meta">
              {t('team.runs.meta', { count: r.paymentCount, user: r.preparedBy, at: whenText(r.preparedAt) })}
              {r.state === 'returned' &&
                r.returnedComment &&
                ` · ${t('team.runs.returnedShort', { comment: r.returnedComment })}`}
              {r.state === 'sending' &&
                r.claimedBy &&
                ` · ${t('team.release.beingSent', { user: r.claimedBy, host: r.claimedHost ?? '' })}`}
            </span>
          </div>
          <span>
            <StatusBadge tone={RUN_STATE_TONE[r.state]}>{t(`team.state.${r.state}`)}</StatusBadge>{' '}
            <button
              type="button"
              onClick={() => onOpen(r.id)}
              aria-label={t('team.runs.openRun', { file: r.fileName })}
            >
              {t('team.runs.open')}
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
