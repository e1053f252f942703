// A desktop following a team bulk under the lease, in its own process so a test can SIGKILL it.
// Input: one JSON line on stdin (test secrets only). Output: "polled <status>" per status it applied.
import { createPrivateKey } from 'node:crypto';
import { createBankClient } from '../../../../../src-main/adapters/bank-api/client';
import { openDatabase } from '../../../../../src-main/adapters/sqlite/open-database';
import { followTeamBulk } from '../../../../../src-main/features/tracking/team-lease';
import { TeamStore, teamConnectionConfig } from '../../../../../src-main/adapters/postgres/team-store';
import { SqliteSubmissionJournal } from '../../../../../src-main/adapters/sqlite/journal';

interface ChildInput {
  teamUrl: string;
  bulkId: string;
  holder: string;
  leaseMs: number;
  intervalMs: number;
  dbFile: string;
  baseUrl: string;
  bulkBaseUrl: string;
  clientId: string;
  clientSecret: string;
  keyPem: string;
  psuToken: string;
}

let raw = '';
for await (const chunk of process.stdin) raw += chunk;
const input = JSON.parse(raw) as ChildInput;
const opened = openDatabase(input.dbFile);
if (!opened.ok) throw new Error(opened.error.message);
const bank = createBankClient({
  baseUrl: input.baseUrl,
  bulkBaseUrl: input.bulkBaseUrl,
  clientId: input.clientId,
  clientSecret: input.clientSecret,
  signingKey: createPrivateKey(input.keyPem),
  getPsuToken: () => input.psuToken,
  journal: new SqliteSubmissionJournal(opened.value),
});
const config = teamConnectionConfig(input.teamUrl);
if (!config.ok) throw new Error(config.error.message);
const store = await TeamStore.connect(config.value);
if (!store.ok) throw new Error(store.error.message);
const outcome = await followTeamBulk(input.bulkId, {
  leases: store.value.trackingLeases(),
  history: store.value.history(),
  holder: input.holder,
  bank,
  leaseMs: input.leaseMs,
  intervalMs: input.intervalMs,
  onPolled: (state) => process.stdout.write(`polled ${state}\n`),
});
process.stdout.write(`${outcome}\n`);
await store.value.close();
