import { create } from 'zustand';
import { bulkpay } from '../../bridge';
import { useRun } from '../run/run-store';
import sampleCsv from './sample-payments.csv?raw';
import changedSampleCsv from './sample-payments-changed.csv?raw';

/**
 * The sample payment files the home screen offers, so a newcomer can try a whole run at once:
 * `plain` goes through without a problem; `changed`, against the demo's history, changes a known
 * supplier's IBAN, adds a new payee and repeats a paid invoice (docs/payee-book.md, The demo).
 */
export const SAMPLE_FILES = {
  plain: { name: 'sample-payments.csv', csv: sampleCsv },
  changed: { name: 'sample-payments-changed.csv', csv: changedSampleCsv },
} as const;
export type SampleFile = keyof typeof SAMPLE_FILES;
export const SAMPLE_FILE_NAME = SAMPLE_FILES.plain.name;

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
  /** Opens a bundled sample file on the import screen, as if the user had chosen it. */
  openSample(which?: SampleFile): Promise<void>;
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
    async openSample(which = 'plain') {
      const { name, csv } = SAMPLE_FILES[which];
      await useRun.getState().openFile(new File([csv], name, { type: 'text/csv' }));
    },
  };
});
