import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '../../../src-main/adapters/sqlite/open-database';
import type { NewBulk, NewPayment } from '../../../src-main/ports/history/records';

/** A real database file in a fresh temporary folder, migrated to the latest schema. */
export function openTempDatabase(): { db: Db; file: string } {
  const file = join(mkdtempSync(join(tmpdir(), 'bulkpay-history-')), 'bulkpay.sqlite');
  const opened = openDatabase(file);
  if (!opened.ok) throw new Error(opened.error.message);
  return { db: opened.value, file };
}

export function payment(overrides: Partial<NewPayment> = {}): NewPayment {
  return {
    line: 2,
    amount: '10.00',
    currency: 'EUR',
    payeeName: 'Aino Virtanen',
    accountIdentifier: 'FI2112345600000785',
    accountIdentifierType: 'iban',
    unstructuredReference: 'Invoice 1',
    method: 'sepa',
    instant: false,
    ...overrides,
  };
}

export function bulk(payments: NewPayment[], overrides: Partial<NewBulk> = {}): NewBulk {
  return {
    sequence: 1,
    paymentAccount: '2f1c5a9e-7d1b-4a51-9b8e-1c2d3e4f5a6b',
    createdBy: 'tester',
    payments,
    ...overrides,
  };
}

/** A processed bank status record for the given payments with the given states. */
export function processedStatus(bankBulkId: string, payments: NewPayment[], states: string[]) {
  return {
    bulk_id: bankBulkId,
    status: 'approved',
    processed: true,
    total_count: payments.length,
    total_amount: '0',
    not_sent_count: states.filter((s) => s !== 'paid').length,
    payments: payments.map((p, i) => ({
      uuid: `bank-payment-${i}`,
      amount: p.amount,
      state: states[i]!,
      booking_date: states[i] === 'paid' ? '2026-11-22' : null,
      execution_at: null,
      structured_reference: p.structuredReference ?? '',
      unstructured_reference: p.unstructuredReference ?? '',
      end_to_end_id: p.endToEndId ?? '',
      counterparty: { account_identifier: p.accountIdentifier },
    })),
  };
}
