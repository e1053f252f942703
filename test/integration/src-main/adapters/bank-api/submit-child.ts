// A separate process that submits (mode "submit") or resumes (mode "resume") bulks, so a test can
// kill it mid-submission and start it again, like a crash and a restart of the app.
// Input: one JSON line on stdin (test secrets only). Output: one JSON line per outcome on stdout.
import { createPrivateKey } from 'node:crypto';
import { createBankClient } from '../../../../../src-main/adapters/bank-api/client';
import { openDatabase } from '../../../../../src-main/adapters/sqlite/open-database';
import { SqliteSubmissionJournal } from '../../../../../src-main/adapters/sqlite/journal';

interface ChildInput {
  mode: 'submit' | 'resume';
  dbFile: string;
  baseUrl: string;
  bulkBaseUrl: string;
  clientId: string;
  clientSecret: string;
  keyPem: string;
  psuToken: string;
  bulk?: unknown;
}

let raw = '';
for await (const chunk of process.stdin) raw += chunk;
const input = JSON.parse(raw) as ChildInput;
const opened = openDatabase(input.dbFile);
if (!opened.ok) throw new Error(opened.error.message);
const client = createBankClient({
  baseUrl: input.baseUrl,
  bulkBaseUrl: input.bulkBaseUrl,
  clientId: input.clientId,
  clientSecret: input.clientSecret,
  signingKey: createPrivateKey(input.keyPem),
  getPsuToken: () => input.psuToken,
  journal: new SqliteSubmissionJournal(opened.value),
  bulkRetry: { initialDelayMs: 50, maxDelayMs: 400, totalBudgetMs: 20_000 },
});
if (input.mode === 'submit') {
  const result = await client.createBulk(input.bulk as Parameters<typeof client.createBulk>[0]);
  console.log(JSON.stringify(result));
} else {
  for (const { record, result } of await client.resumeSubmissions())
    console.log(JSON.stringify({ submissionId: record.id, result }));
}
await client.close();
opened.value.close();
