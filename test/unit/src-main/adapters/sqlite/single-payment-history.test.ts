import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../../../src-main/platform/log';
import { CLOCK_BEHIND_WARNING_MS, recordingTime } from '../../../../../src-main/ports/history/rows';
import {
  SinglePaymentHistory,
  singlePaymentBulkId,
} from '../../../../../src-main/adapters/sqlite/single-payment-history';
import type { SinglePaymentView } from '../../../../../src-shared/ipc/channels/single-payments';
import { openTempDatabase } from '../../../harness/history-fixtures';

const view = (uuid: string): SinglePaymentView => ({
  uuid,
  accountHandle: 'acc-1',
  status: 'verified',
  final: false,
  confirmed: true,
  amount: '12.50',
  currency: 'EUR',
  receiverName: 'Aino Virtanen',
  iban: 'FI2112345600000785',
  bic: '',
  dueDate: '2026-11-26',
  issueDate: null,
  unstructuredReference: 'Invoice 7',
  endToEndId: '',
  lastPaymentTimestamp: null,
  problem: null,
});

describe('a single payment enters the history in one write transaction', () => {
  it('never leaves its bulk of one without the payment when the payment cannot be written', () => {
    const { db } = openTempDatabase();
    const history = new SinglePaymentHistory(db, () => new Date('2026-11-24T10:00:00Z'));
    db.exec(`CREATE TEMP TRIGGER refuse BEFORE INSERT ON payments BEGIN SELECT RAISE(ABORT, 'disk full'); END`);
    expect(() => history.recordConfirmed(view('u-1'), 'user')).toThrow(/disk full/);
    expect(db.prepare('SELECT count(*) FROM bulks WHERE id = ?').pluck().get(singlePaymentBulkId('u-1'))).toBe(0);

    db.exec('DROP TRIGGER refuse');
    history.recordConfirmed(view('u-1'), 'user');
    const row = db.prepare('SELECT bulk_id, created_at FROM payments').get();
    expect(row).toEqual({ bulk_id: singlePaymentBulkId('u-1'), created_at: '2026-11-24T10:00:00.000Z' });
    db.close();
  });

  it('records at the newest payment’s time when the clock was put back, and warns past an hour', () => {
    const { db } = openTempDatabase();
    let clock = new Date('2026-11-24T10:00:00Z');
    new SinglePaymentHistory(db, () => clock).recordConfirmed(view('u-1'), 'user');
    const lines: string[] = [];
    const log = createLogger({ sink: (line) => lines.push(line) });

    clock = new Date('2026-11-24T09:30:00Z'); // half an hour back: ordinary, no warning
    expect(recordingTime(db, clock, log)).toBe('2026-11-24T10:00:00.000Z');
    expect(lines).toEqual([]);

    clock = new Date(Date.parse('2026-11-24T10:00:00Z') - CLOCK_BEHIND_WARNING_MS - 1000);
    expect(recordingTime(db, clock, log)).toBe('2026-11-24T10:00:00.000Z');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'warn',
      message: expect.stringContaining("Check the computer's date and time"),
      recordedAt: '2026-11-24T10:00:00.000Z',
    });
    db.close();
  });
});
