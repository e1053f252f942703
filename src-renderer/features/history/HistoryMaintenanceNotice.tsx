import { useEffect } from 'react';
import type { HistoryMaintenanceTask } from '../../../src-shared/ipc/channels/history';
import { ProgressBar } from '../../components/ProgressBar';
import { useT } from '../../i18n/useT';
import { taskKey, useHistoryMaintenance } from './maintenance-store';
import './history.css';

/**
 * A small notice above every screen while the history's search index is being brought up to date
 * (with its progress), and once after a version update rebuilt it before the window opened, so a
 * slow start or a slow first search has a reason the user can read. Never blocks the screen.
 */
export function HistoryMaintenanceNotice() {
  const { t } = useT();
  const tasks = useHistoryMaintenance((s) => s.tasks);
  const dismissed = useHistoryMaintenance((s) => s.dismissed);
  const load = useHistoryMaintenance((s) => s.load);
  const dismiss = useHistoryMaintenance((s) => s.dismiss);
  useEffect(() => {
    void load();
  }, [load]);
  const shown = tasks.filter((task) => task.seconds === null || !dismissed.includes(taskKey(task)));
  if (!shown.length) return null;
  return (
    <div className="history-maintenance" data-testid="history-maintenance">
      {shown.map((task) => (
        <TaskNotice key={taskKey(task)} task={task} onDismiss={() => dismiss(task)} t={t} />
      ))}
    </div>
  );
}

function TaskNotice({
  task,
  onDismiss,
  t,
}: {
  task: HistoryMaintenanceTask;
  onDismiss: () => void;
  t: ReturnType<typeof useT>['t'];
}) {
  if (task.seconds === null) {
    const label = t('volumeHistory.indexing', { done: task.done, payments: task.payments });
    return (
      <div className="history-maintenance-task" role="status">
        <p>
          {label} {t('volumeHistory.indexingMeanwhile')}
        </p>
        <ProgressBar
          label={t('volumeHistory.indexingProgress')}
          value={task.payments ? task.done / task.payments : undefined}
        />
      </div>
    );
  }
  return (
    <div className="history-maintenance-task" role="status">
      <p>
        {task.kind === 'migration'
          ? t(task.rebuilt === 'payeeBook' ? 'volumeHistory.migratedPayeeBook' : 'volumeHistory.migrated', {
              payments: task.payments,
              seconds: Math.max(1, Math.round(task.seconds)),
            })
          : t('volumeHistory.indexed', { payments: task.payments, seconds: Math.max(1, Math.round(task.seconds)) })}
      </p>
      <button type="button" className="secondary" onClick={onDismiss}>
        {t('volumeHistory.dismiss')}
      </button>
    </div>
  );
}
