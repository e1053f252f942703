// Child process for pg-crash.test.ts: records 100-payment bulks in the team history as fast as it
// can and prints each bulk id only after its transaction has committed, until the parent kills it.
import { TeamStore, teamConnectionConfig } from '../../../../../src-main/adapters/postgres/team-store';

const config = teamConnectionConfig(process.argv[2]!);
if (!config.ok) throw new Error(config.error.message);
const store = await TeamStore.connect(config.value);
if (!store.ok) throw new Error(store.error.message);
const history = store.value.history();
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
  const id = await history.recordBulk({ sequence: n, paymentAccount: 'acc', createdBy: 'crash-test', payments });
  process.stdout.write(`committed ${id}\n`);
}
