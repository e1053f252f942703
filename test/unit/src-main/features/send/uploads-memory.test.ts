// Main keeps a large file's uploaded rows (up to two uploads of 100,000 rows, ~100 MB) only while
// they can still be reviewed: the window closing or replacing its file drops them, and so does an
// idle time limit.
import { describe, expect, it } from 'vitest';
import type { PaymentRow } from '../../../../../src-shared/payments/fields';
import { importVolumeHandlers } from '../../../../../src-main/features/send/import-volume-handlers';
import type { BulkServices } from '../../../../../src-main/features/send/bulk-services';
import { UPLOAD_IDLE_MS, Uploads } from '../../../../../src-main/features/send/uploads';

const rows = (n: number): PaymentRow[] =>
  Array.from({ length: n }, (_, i) => ({ line: i + 2, values: { name: `Payee ${i}`, amount: '1.00' } }));
const id = (k: number) => `00000000-0000-4000-8000-${String(k).padStart(12, '0')}`;
const input = (upload: string) => ({ upload, payingAccountId: 'acc', fileName: 'f.csv', fileSha256: 'x' }) as never;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('uploads kept by main', () => {
  it('waits 30 minutes by default before dropping an idle upload', () => {
    expect(UPLOAD_IDLE_MS).toBe(30 * 60_000);
  });

  it('drops every upload when the window discards them (importVolume:discard)', async () => {
    const uploads = new Uploads();
    // The discard handler touches no bank service.
    const h = importVolumeHandlers({} as BulkServices, uploads);
    expect(uploads.add(id(1), 0, 3, rows(3)).ok).toBe(true);
    expect(uploads.add(id(2), 0, 2, rows(2)).ok).toBe(true);
    expect(uploads.size).toBe(2);
    expect(await h['importVolume:discard']({})).toEqual({ ok: true, value: { dropped: 2 } });
    expect(uploads.size).toBe(0);
    expect(uploads.input(input(id(1)))).toMatchObject({ ok: false, error: { code: 'upload_unknown' } });
  });

  it('drops an upload left idle past the limit, on its own (a timer), and keeps one in use', async () => {
    const uploads = new Uploads({ idleMs: 200 });
    uploads.add(id(1), 0, 4, rows(2));
    uploads.add(id(2), 0, 2, rows(2));
    for (let k = 0; k < 4; k++) {
      await sleep(80);
      expect(uploads.input(input(id(2))).ok).toBe(true); // reviewed again and again: in use
    }
    // Upload 1, untouched for 320 ms, is gone without any call having to notice it (the timer).
    await expect.poll(() => uploads.size, { timeout: 2000 }).toBe(1);
    expect(uploads.add(id(1), 2, 4, rows(2))).toMatchObject({ ok: false, error: { code: 'upload_unknown' } });
    expect(uploads.input(input(id(2))).ok).toBe(true);
    await expect.poll(() => uploads.size, { timeout: 2000 }).toBe(0);
  });
});
