import { bankMessage } from '../../../../../src-shared/bank/field-errors';
import { describe, expect, it } from 'vitest';
import { HistoryReader } from '../../../../../src-main/adapters/sqlite/history-reader';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';
import { openDatabase } from '../../../../../src-main/adapters/sqlite/open-database';
import { SqliteSubmissionJournal } from '../../../../../src-main/adapters/sqlite/journal';
import { bulk, openTempDatabase, payment, processedStatus } from '../../../harness/history-fixtures';

function setup() {
  const { db } = openTempDatabase();
  return { db, store: new HistoryStore(db), reader: new HistoryReader(db) };
}

describe('history migration', () => {
  it('applies on an in-memory database after the journal', () => {
    const opened = openDatabase(':memory:');
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.value.pragma('user_version', { simple: true })).toBeGreaterThanOrEqual(2);
    const tables = opened.value.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
    expect(tables).toEqual(
      expect.arrayContaining(['imported_files', 'bulks', 'payments', 'status_snapshots', 'audit_log']),
    );
  });
});

describe('HistoryStore', () => {
  it('keeps the audit log append-only', () => {
    const { db, store } = setup();
    store.audit('tester', 'exported', 'bulk', 'b1');
    expect(() => db.prepare("UPDATE audit_log SET actor = 'mallory'").run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM audit_log').run()).toThrow(/append-only/);
    expect(db.prepare('SELECT actor FROM audit_log').pluck().all()).toEqual(['tester']);
  });

  it('never changes what a payment was sent with, only its outcome', () => {
    const { db, store } = setup();
    const id = store.recordBulk(bulk([payment()]));
    expect(() => db.prepare("UPDATE payments SET amount = '99.00' WHERE bulk_id = ?").run(id)).toThrow(/cannot change/);
    db.prepare("UPDATE payments SET state = 'paid' WHERE bulk_id = ?").run(id);
  });

  it('records exact totals, overall and per currency', () => {
    const { store, reader } = setup();
    const id = store.recordBulk(
      bulk([
        payment({ amount: '0.10' }),
        payment({ amount: '0.20' }),
        payment({ amount: '1000000.005', currency: 'KWD' }),
      ]),
    );
    const summary = reader.getBulk(id)!;
    expect(summary.totalAmount).toBe('1000000.305');
    expect(summary.currencyTotals).toEqual({ EUR: '0.30', KWD: '1000000.005' });
    expect(summary.state).toBe('sending');
    expect(summary.totalCount).toBe(3);
  });

  it('links a bulk to its submission journal row and key', () => {
    const { db, store, reader } = setup();
    const id = store.recordBulk(bulk([payment()]));
    const record = new SqliteSubmissionJournal(db).begin({
      bankOrigin: 'http://127.0.0.1:1',
      paymentAccount: 'acc',
      paymentCount: 1,
      body: new TextEncoder().encode('{}'),
      reference: id,
    });
    store.linkSubmission(id, record);
    expect(reader.openBulks()[0]).toMatchObject({ submissionId: record.id, idempotencyKey: record.idempotencyKey });
    expect(() => store.linkSubmission(id, { id: 'no-such-row', idempotencyKey: 'k' })).toThrow(/FOREIGN KEY/);
  });

  it('applies bank statuses: pending, processing, approved with outcomes per payment', () => {
    const { store, reader } = setup();
    const payments = [
      payment({ amount: '5.00' }),
      payment({ amount: '7.00', payeeName: 'Bo Berg', accountIdentifier: 'DE89370400440532013000' }),
      payment({ amount: '5.00' }),
    ];
    const id = store.recordBulk(bulk(payments));
    store.markAccepted(id, { bankBulkId: 'bank-1', statusUrl: 'https://bank.test/status/bank-1/' });
    const pending = {
      bulk_id: 'bank-1',
      status: 'pending_approval',
      processed: false,
      total_count: 3,
      total_amount: '17.00',
      not_sent_count: null,
      payments: [],
    };
    expect(store.applyStatus(id, pending)).toBe(true);
    expect(store.applyStatus(id, pending)).toBe(false);
    expect(reader.getBulk(id)!.approvalDeadline).not.toBeNull();
    expect(store.applyStatus(id, { ...pending, status: 'processing' })).toBe(true);
    // The bank lists them in another order: outcomes still land on the right rows.
    const status = processedStatus('bank-1', payments, ['paid', 'notenoughbalance', 'paid']);
    status.payments.reverse();
    expect(store.applyStatus(id, status)).toBe(true);
    const done = reader.getBulk(id)!;
    expect(done).toMatchObject({
      state: 'approved',
      processed: true,
      notSentCount: 1,
      paidCount: 2,
      approvalDeadline: null,
    });
    expect(reader.bulkPayments(id).map((p) => p.state)).toEqual(['paid', 'notenoughbalance', 'paid']);
    expect(reader.unsentPayments(id).map((p) => p.payeeName)).toEqual(['Bo Berg']);
    expect(reader.snapshots(id).map((s) => s.status)).toEqual(['pending_approval', 'processing', 'approved']);
    expect(reader.openBulks()).toEqual([]);
    const actions = reader.auditOf('bulk', id).map((a) => a.action);
    expect(actions).toEqual([
      'bulk_created',
      'bulk_accepted',
      'bulk_status_changed',
      'bulk_status_changed',
      'bulk_status_changed',
    ]);
  });

  it('marks every payment rejected when the customer declines', () => {
    const { store, reader } = setup();
    const id = store.recordBulk(bulk([payment(), payment()]));
    store.markAccepted(id, { bankBulkId: 'bank-2', statusUrl: 'u' });
    store.applyStatus(id, {
      bulk_id: 'bank-2',
      status: 'rejected',
      processed: true,
      total_count: 2,
      total_amount: '20.00',
      not_sent_count: 2,
      payments: [],
    });
    expect(reader.bulkPayments(id).map((p) => p.state)).toEqual(['rejected', 'rejected']);
    expect(reader.getBulk(id)).toMatchObject({ state: 'rejected', notSentCount: 2 });
  });

  it('puts acceptance errors on their rows', () => {
    const { store, reader } = setup();
    const id = store.recordBulk(bulk([payment(), payment({ line: 9 })]));
    store.markNotAccepted(id, 'The bank rejected the bulk.', {
      1: [bankMessage('counterparty.account_identifier', 'Invalid IBAN')],
    });
    const rows = reader.bulkPayments(id);
    expect(rows.map((p) => p.state)).toEqual(['not_accepted', 'not_accepted']);
    // The field error reaches the screen as an object; the words are kept for search and the CSV.
    expect(rows[1]!.bankErrors).toEqual([
      { field: 'counterparty.account_identifier', code: 'bank_message', params: { message: 'Invalid IBAN' } },
    ]);
    expect(rows[1]!.error).toBe('counterparty.account_identifier: Invalid IBAN');
    expect(rows[0]!.bankErrors).toEqual([]);
    expect(reader.getBulk(id)).toMatchObject({
      state: 'not_accepted',
      processed: true,
      lastError: 'The bank rejected the bulk.',
    });
    expect(reader.openBulks()).toEqual([]);
  });

  it("lets the bank's acceptance win over a 'not sent' that another process settled meanwhile", () => {
    const { store, reader } = setup();
    const id = store.recordBulk(bulk([payment(), payment()]));
    store.markNotAccepted(id, 'Bulkpay stopped before this bulk reached the bank.', {}, 'not_sent');
    store.markAccepted(id, { bankBulkId: 'bank-1', statusUrl: 'https://bank.test/status/bank-1' });
    const after = reader.getBulk(id)!;
    expect([after.state, after.processed, after.bankBulkId, after.lastError]).toEqual([
      'pending_approval',
      false,
      'bank-1',
      null,
    ]);
    expect(reader.bulkPayments(id).map((p) => [p.state, p.error])).toEqual([
      ['pending', null],
      ['pending', null],
    ]);
    expect(reader.openBulks().map((b) => b.id)).toContain(id);
  });

  it('lists unfinished bulks for the tracker to resume', () => {
    const { store, reader } = setup();
    const a = store.recordBulk(bulk([payment()]));
    const b = store.recordBulk(bulk([payment()], { sequence: 2 }));
    store.markAccepted(b, { bankBulkId: 'bank-b', statusUrl: 'u' });
    store.markUnknown(a, 'no answer');
    expect(reader.openBulks().map((o) => [o.id, o.state])).toEqual([
      [a, 'unknown'],
      [b, 'pending_approval'],
    ]);
  });
});
