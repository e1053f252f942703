import { useEffect, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { ReleaseStep } from './ReleaseStep';
import { TeamLiveNotice } from './TeamLiveNotice';
import { useTeam, type TeamRunSummary } from './team-store';
import { whenText } from './run-words';
import { useFollowTeam } from './use-follow-team';
import './team.css';

/**
 * The guided run's "Release (four eyes)" step: the run just submitted, shown whole and live (the
 * same ReleaseStep the Team screen shows): waiting for release, returned with the approver's
 * comment, released (then Send, here), being sent by someone somewhere, sent. `onSent` gets the
 * bulks once this desktop sent the run, so the guided run goes on to Approve and Outcome.
 */
export function ReleaseWaiting({
  newRun,
  correct,
  onSent,
}: {
  newRun: ReactNode;
  /** Offered once the run was returned: back to Fix with the same payments, to submit them again. */
  correct: ReactNode;
  onSent: (bulkIds: string[]) => void;
}) {
  const { t } = useT();
  const submitted = useTeam((s) => s.submitted);
  const runs = useTeam((s) => s.runs);
  const detail = useTeam((s) => s.detail);
  const sentHere = useTeam((s) => s.sentHere);
  useFollowTeam();
  const runId = submitted?.id;
  const shown = runId && detail?.run.id === runId ? detail : undefined;
  useEffect(() => {
    if (runId && useTeam.getState().detail?.run.id !== runId) void useTeam.getState().openRun(runId);
    // Opened for this step only: the Team screen opens on its list, not on this run.
    return () => {
      if (runId) useTeam.getState().leaveRun(runId);
    };
  }, [runId]);
  useEffect(() => {
    if (runId && sentHere?.runId === runId && sentHere.bulkIds.length > 0) onSent(sentHere.bulkIds);
  }, [runId, sentHere, onSent]);
  // The open run is read again on every change; until it is, the team's list has its state.
  const now = shown?.run ?? (submitted && (runs.find((r) => r.id === submitted.id) ?? submitted));
  return (
    <div className="run-release">
      <h1>{now ? t(`teamUi2.title.${now.state}`) : t('team.guided.title')}</h1>
      <p className="run-lead" data-testid="run-release-waiting" role="status">
        {now ? leadOf(now, t) : t('team.guided.none')}
      </p>
      <TeamLiveNotice />
      {shown && <ReleaseStep detail={shown} />}
      {now && !shown && (
        <p className="hint" role="status">
          {t('teamUi2.opening')}
        </p>
      )}
      <div className="run-release-actions">
        {now?.state === 'returned' && correct}
        {newRun}
      </div>
    </div>
  );
}

/** One sentence on where the run is and who has it, in the preparer's terms. */
function leadOf(run: TeamRunSummary, t: ReturnType<typeof useT>['t']): string {
  const file = run.fileName;
  switch (run.state) {
    case 'awaiting_release':
      return t('teamUi2.lead.awaiting_release', { file, user: run.preparedBy, at: whenText(run.preparedAt) });
    case 'returned':
      return t('teamUi2.lead.returned', { file, user: run.returnedBy ?? '', comment: run.returnedComment ?? '' });
    case 'released':
      return t('teamUi2.lead.released', { file, user: run.releasedBy ?? '' });
    case 'sending':
      return t('teamUi2.lead.sending', { file, user: run.claimedBy ?? '', host: run.claimedHost ?? '' });
    case 'sent':
      return t('teamUi2.lead.sent', { file, user: run.claimedBy ?? '', host: run.claimedHost ?? '' });
  }
}
