import { randomUUID } from 'node:crypto';
import { UPLOAD_CHUNK_ROWS } from '../../../../../src-shared/ipc/channels/import-volume';
import type { PaymentRow } from '../../../../../src-shared/payments/fields';
import type { Uploads } from '../../../../../src-main/features/send/uploads';

/** Hands main a file's rows as the window does (importVolume:upload, in chunks): answers the upload id. */
export function uploadRows(uploads: Uploads, rows: PaymentRow[]): string {
  const id = randomUUID();
  for (let start = 0; start < rows.length; start += UPLOAD_CHUNK_ROWS) {
    const added = uploads.add(id, start, rows.length, rows.slice(start, start + UPLOAD_CHUNK_ROWS));
    if (!added.ok) throw new Error(added.error.message);
  }
  return id;
}
