/** What the demo bank keeps in the data folder's database (adapters/sqlite/demo-bank-store.ts). */
export interface DemoBankStore {
  /** Whether the user removed the demo bank (remembered across restarts). */
  removed(): boolean;
  /** Remembers that the user removed the demo bank (`at`), or forgets it (null: brought back). */
  setRemoved(at: string | null): void;
  /** Records the demo's earlier run into an empty history, once; whether it recorded anything. */
  seedHistory(paymentAccount: string): boolean;
  /**
   * Runs `fn` under the data folder's write lock, which every process on the data folder takes:
   * two processes never both change the demo bank's registry at once.
   */
  exclusive<T>(fn: () => T): T;
}
