import { create } from 'zustand';
import { bulkpay } from '../../bridge';
import { useRun } from '../run/run-store';
import sampleCsv from './sample-payments.csv?raw';

/** The sample payment file the home screen offers, so a newcomer can try a whole run at once. */
export const SAMPLE_FILE_NAME = 'sample-payments.csv';

interface ActiveBank {
  name: string;
  demo: boolean;
}

interface HomeState {
  /** The profile payments go through; null when none is set up; undefined until loaded. */
  bank: ActiveBank | null | undefined;
  demoEmail: string | null;
  loadError: string | null;
  /** Loads the active bank and follows profile switches; returns the unsubscribe. */
  connect(): () => void;
  /** Opens the bundled sample file on the import screen, as if the user had chosen it. */
  openSample(): Promise<void>;
}

export const useHome = create<HomeState>((set) => {
  const load = async () => {
    const listed = await bulkpay.profiles.list({});
    if (!listed.ok) return set({ loadError: listed.error.message });
    const active = listed.value.profiles.find((p) => p.active);
    set({
      bank: active ? { name: active.name, demo: active.demo } : null,
      demoEmail: listed.value.demo.psuEmail,
      loadError: null,
    });
  };
  return {
    bank: undefined,
    demoEmail: null,
    loadError: null,
    connect() {
      void load();
      return bulkpay.on('profiles:activeChanged', () => void load());
    },
    async openSample() {
      await useRun.getState().openFile(new File([sampleCsv], SAMPLE_FILE_NAME, { type: 'text/csv' }));
    },
  };
});
