import type { ReactNode } from 'react';
import { useNavigation } from '../../app/navigation';
import { useT } from '../../i18n/useT';
import { useTeam } from './team-store';
import './team.css';

/** The guided run's "Release (four eyes)" step: the submitted run waits for a second person, who releases it in Team. */
export function ReleaseWaiting({ newRun }: { newRun: ReactNode }) {
  const { t } = useT();
  const submitted = useTeam((s) => s.submitted);
  const runs = useTeam((s) => s.runs);
  const go = useNavigation((n) => n.go);
  // Once a colleague moved it, its state is in the team's list.
  const now = submitted && (runs.find((r) => r.id === submitted.id) ?? submitted);
  return (
    <div className="run-release">
      <h1>{t('team.guided.title')}</h1>
      <p className="run-lead" data-testid="run-release-waiting">
        {now ? t('team.guided.lead', { file: now.fileName }) : t('team.guided.none')}
      </p>
      {now && (
        <div className="bulk-actions">
          <button
            type="button"
            className="primary"
            onClick={() =>
              void useTeam
                .getState()
                .openRun(now.id)
                .then(() => go('team'))
            }
          >
            {t('team.guided.openInTeam')}
          </button>
        </div>
      )}
      {newRun}
    </div>
  );
}
