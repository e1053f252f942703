import { create } from 'zustand';
import type { PayeeEntryView } from '../../../src-shared/ipc/channels/payees';
import type { PayeeTrust } from '../../../src-shared/payments/payee-checks';
import { bulkpay } from '../../bridge';
import { usePaymentImport } from '../payments/store';

interface PayeesState {
  entries: PayeeEntryView[];
  search: string;
  state: PayeeTrust | '';
  loading: boolean;
  error: string | null;
  /** What the last change did, in words the screen shows (a catalog key and its params). */
  notice: { key: string; params: Record<string, string | number> } | null;
  load(): Promise<void>;
  setSearch(search: string): void;
  setState(state: PayeeTrust | ''): void;
  trust(iban: string): Promise<void>;
  block(iban: string, reason: string): Promise<void>;
  unblock(iban: string): Promise<void>;
  exportCsv(): Promise<{ fileName: string; mimeType: string; content: string } | null>;
  importCsv(content: string): Promise<void>;
}

/** The Payees screen's state: the payee book as main lists it, and the changes a person makes. */
export const usePayees = create<PayeesState>((set, get) => {
  const change = async (
    call: () => Promise<{ ok: true; value: unknown } | { ok: false; error: { message: string } }>,
    notice: PayeesState['notice'],
  ) => {
    const result = await call();
    if (!result.ok) return set({ error: result.error.message, notice: null });
    set({ error: null, notice });
    // The file open in Payments shows the book's warnings: they are asked for again.
    usePaymentImport.getState().askPayeesAgain();
    await get().load();
  };
  return {
    entries: [],
    search: '',
    state: '',
    loading: false,
    error: null,
    notice: null,
    async load() {
      const { search, state } = get();
      set({ loading: true });
      const result = await bulkpay.payees.list({ ...(search ? { search } : {}), ...(state ? { state } : {}) });
      if (result.ok) set({ entries: result.value.entries, loading: false });
      else set({ error: result.error.message, loading: false });
    },
    setSearch(search) {
      set({ search });
      void get().load();
    },
    setState(state) {
      set({ state });
      void get().load();
    },
    trust: (iban) => change(() => bulkpay.payees.trust({ iban }), { key: 'payees.trusted', params: { iban } }),
    block: (iban, reason) =>
      change(() => bulkpay.payees.block({ iban, ...(reason ? { reason } : {}) }), {
        key: 'payees.blocked',
        params: { iban },
      }),
    unblock: (iban) => change(() => bulkpay.payees.unblock({ iban }), { key: 'payees.unblocked', params: { iban } }),
    async exportCsv() {
      const result = await bulkpay.payees.exportCsv({});
      if (result.ok) return result.value;
      set({ error: result.error.message });
      return null;
    },
    async importCsv(content) {
      const result = await bulkpay.payees.importCsv({ content });
      if (!result.ok) return set({ error: result.error.message, notice: null });
      await change(async () => result, { key: 'payees.imported', params: { count: result.value.rows } });
    },
  };
});
