// Child process for crash.test.ts: writes 100-payment bulks as fast as it can and prints each
// bulk id only after its transaction has committed, until the parent kills it.
import { openDatabase } from '../../../../../src-main/adapters/sqlite/open-database';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';

const opened = openDatabase(process.argv[2]!);
if (!opened.ok) throw new Error(opened.error.message);
const store = new HistoryStore(opened.value);
for (let n = 0; ; n++) {
  const payments = Array.from({ length: 100 }, (_, i) => ({
    line: i + 2,
    amount: `${n}.${String(i).padStart(2, '0')}`,
    currency: 'EUR',
    payeeName: `Payee ${n}-${i}`,
    accountIdentifier: 'FI2112345600000785',
    accountIdentifierType: 'iban',
    unstructuredReference: `Bulk ${n} payment ${i}`,
    method: 'sepa',
    instant: false,
  }));
  const id = store.recordBulk({ sequence: n, paymentAccount: 'acc', createdBy: 'crash-test', payments });
  process.stdout.write(`committed ${id}\n`);
}
