// The import worker in this process, behind a Worker that copies every message (structuredClone)
// and delivers it later, in order, as a browser does; then the window's store that talks to it.
// Import this module before the store: it installs `self`, `Worker` and (unless there is one) an empty `bulkpay` bridge.
import type { WorkerRequest, WorkerResponse } from '../../../src-renderer/features/payments/worker-protocol';

/** Every message the worker posted, as copied when posted (a test may empty it). */
export const posted: WorkerResponse[] = [];
let deliver: ((message: WorkerResponse) => void) | undefined;
let handler: ((event: { data: WorkerRequest }) => void) | undefined;
Object.defineProperty(globalThis, 'self', {
  configurable: true,
  value: {
    addEventListener: (_type: string, listener: typeof handler) => (handler = listener),
    postMessage: (message: WorkerResponse) => {
      // Copied when posted, as a browser does: later changes to the worker's objects do not travel.
      posted.push(structuredClone(message));
      const copy = structuredClone(message);
      setTimeout(() => deliver?.(copy));
    },
  },
});
class InProcessWorker {
  onmessage: ((event: { data: WorkerResponse }) => void) | undefined;
  onerror: (() => void) | undefined;
  constructor() {
    deliver = (data) => this.onmessage?.({ data });
  }
  postMessage(data: WorkerRequest) {
    const copy = structuredClone(data);
    setTimeout(() => handler!({ data: copy }));
  }
}
Object.defineProperty(globalThis, 'Worker', { configurable: true, value: InProcessWorker });
// A test that talks to main's handlers puts its bridge there before importing this module.
if (!('bulkpay' in globalThis)) Object.defineProperty(globalThis, 'bulkpay', { value: {}, configurable: true });
await import('../../../src-renderer/features/payments/import.worker');
export const { usePaymentImport } = await import('../../../src-renderer/features/payments/store');

/** Resolves once the store has no read or check under way (every row in). */
export function settled(): Promise<void> {
  const store = usePaymentImport;
  return new Promise<void>((resolve) => {
    const idle = () => store.getState().progress === undefined && !store.getState().checking;
    if (idle()) return resolve();
    const stop = store.subscribe(() => {
      if (!idle()) return;
      stop();
      resolve();
    });
  });
}

/** Opens `text` as a file in the store, as the user does, and resolves once every row is in. */
export async function openInStore(name: string, text: string): Promise<void> {
  await usePaymentImport.getState().open(new File([text], name, { type: 'text/csv' }));
  await settled();
}
