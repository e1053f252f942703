import { create } from 'zustand';
import type { HistoryMaintenanceTask } from '../../../src-shared/ipc/channels/history';
import { bulkpay } from '../../bridge';

interface MaintenanceState {
  tasks: HistoryMaintenanceTask[];
  /** Finished tasks the user closed (by start time and kind: a task's identity for this run). */
  dismissed: string[];
  load(): Promise<void>;
  dismiss(task: HistoryMaintenanceTask): void;
}

/** A task's identity within one run of the app. */
export const taskKey = (task: HistoryMaintenanceTask) => `${task.kind}:${task.version ?? ''}:${task.startedAt}`;

/** Long history upkeep main did or is doing (index rebuilds before the window opened, a text index catch-up). */
export const useHistoryMaintenance = create<MaintenanceState>((set) => {
  bulkpay.on('history:maintenance', ({ tasks }) => set({ tasks }));
  return {
    tasks: [],
    dismissed: [],
    async load() {
      const result = await bulkpay.history.maintenance({});
      if (result.ok) set({ tasks: result.value.tasks });
    },
    dismiss(task) {
      set((s) => ({ dismissed: [...s.dismissed, taskKey(task)] }));
    },
  };
});
