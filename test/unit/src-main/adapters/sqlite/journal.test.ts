import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../../src-main/adapters/sqlite/open-database';
import { sha256Hex, SqliteSubmissionJournal } from '../../../../../src-main/adapters/sqlite/journal';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
const openTemp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bulkpay-journal-'));
  dirs.push(dir);
  const file = join(dir, 'bulkpay.sqlite');
  const opened = openDatabase(file);
  if (!opened.ok) throw new Error(opened.error.message);
  return { db: opened.value, file };
};
const body = Buffer.from('{"payment_account":"a","payments":[{"amount":"1.00"}]}');

describe('submission journal', () => {
  it('stores a fresh UUIDv4 key and the exact bytes durably, visible to another connection at once', () => {
    const { db, file } = openTemp();
    const journal = new SqliteSubmissionJournal(db);
    const record = journal.begin({
      bankOrigin: 'http://127.0.0.1:1',
      paymentAccount: 'a',
      paymentCount: 1,
      body,
      reference: 'batch-7',
    });
    expect(record.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(record.state).toBe('sending');
    expect(record.bodySha256).toBe(sha256Hex(body));
    const other = new Database(file, { readonly: true });
    const row = other.prepare('SELECT body, idempotency_key FROM bulk_submissions').get() as {
      body: Buffer;
      idempotency_key: string;
    };
    expect(Buffer.compare(row.body, body)).toBe(0);
    expect(row.idempotency_key).toBe(record.idempotencyKey);
    other.close();
    const second = journal.begin({ bankOrigin: 'http://127.0.0.1:1', paymentAccount: 'a', paymentCount: 1, body });
    expect(second.idempotencyKey).not.toBe(record.idempotencyKey);
    db.close();
  });

  it('moves sending → unknown → sending → accepted, and accepted is final', () => {
    const { db } = openTemp();
    const journal = new SqliteSubmissionJournal(db);
    const { id } = journal.begin({ bankOrigin: 'o', paymentAccount: 'a', paymentCount: 1, body });
    journal.startAttempt(id);
    journal.markUnknown(id, { code: 'bank_timeout', message: 'no answer', details: { status: 503 } });
    expect(journal.listOpen('o').map((r) => r.state)).toEqual(['unknown']);
    expect(journal.listOpen('other')).toEqual([]);
    journal.startAttempt(id);
    journal.markAccepted(id, 'bulk-1', 'http://x/status/');
    journal.markRejected(id, { code: 'x', message: 'late' });
    const record = journal.get(id)!;
    expect(record).toMatchObject({ state: 'accepted', bulkId: 'bulk-1', attempts: 2, lastErrorCode: null });
    expect(journal.listOpen()).toEqual([]);
    db.close();
  });

  it('keeps rejection details for the UI, redacted', () => {
    const { db } = openTemp();
    const journal = new SqliteSubmissionJournal(db);
    const { id } = journal.begin({ bankOrigin: 'o', paymentAccount: 'a', paymentCount: 1, body, reference: 'r' });
    journal.markRejected(id, {
      code: 'bank_invalid_request',
      message: 'Bearer abc.def rejected',
      details: { payments: { 0: [{ field: 'amount', message: 'Required.' }] }, authorization: 'Bearer xyz' },
    });
    const [record] = journal.findByReference('r');
    expect(record!.state).toBe('rejected');
    expect(record!.lastErrorMessage).not.toContain('abc.def');
    expect(record!.errorDetails).toEqual({
      payments: { 0: [{ field: 'amount', message: 'Required.' }] },
      authorization: '[redacted]',
    });
    db.close();
  });
});
