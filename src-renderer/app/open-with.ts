import type { BulkpayApi } from '../../src-shared/ipc/contract';
import type { AppError } from '../../src-shared/result';

export interface OpenWithDeps {
  api: Pick<BulkpayApi, 'app' | 'on'>;
  /** Shows the import screen. */
  showImport(): void;
  /** Reads the file into the import screen, as if the user had picked it there. */
  importFile(file: File): Promise<void>;
  /** Shows why the file could not be opened (worded in the window's language). */
  showError(error: AppError): void;
}

function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * "Open with Bulkpay": a payment file opened from Explorer or Finder lands on the import screen.
 * Claims the file the app was started with, then each file opened while it runs (main announces
 * them with `app:openFile`). Returns the unsubscribe function.
 */
export function followOpenedFiles(deps: OpenWithDeps): () => void {
  const claim = async () => {
    const taken = await deps.api.app.takeOpenFile({});
    if (!taken.ok) return deps.showError(taken.error);
    const opened = taken.value.file;
    if (!opened) return;
    deps.showImport();
    await deps.importFile(new File([bytesOf(opened.base64)], opened.name));
  };
  const unsubscribe = deps.api.on('app:openFile', () => void claim());
  void claim();
  return unsubscribe;
}
