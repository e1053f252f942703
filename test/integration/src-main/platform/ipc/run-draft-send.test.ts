import { describe, expect, it } from 'vitest';
import { dispatch } from '../../../../../src-main/platform/ipc/dispatch';
import { SqliteRunDrafts } from '../../../../../src-main/adapters/sqlite/run-drafts';
import { runsHandlers } from '../../../../../src-main/features/runs/handlers';
import { unwrap } from '../../../harness/bank-harness';
import {
  customer as harnessCustomer,
  fileRows,
  input,
  reviewAndSubmit,
  sandboxForFile,
} from '../../../harness/submission-harness';

// A guided run (draft) and the send it becomes, on the real SQLite file against the sandbox: a
// run interrupted after its bulks were recorded must never be offered again to be sent twice.
const sandbox = sandboxForFile();
const services = () => sandbox.services();

const runs = () => runsHandlers(new SqliteRunDrafts(sandbox.conn.db));
const call = (channel: string, request: unknown) => dispatch(runs() as never, channel, request);

async function startDraft(text: string) {
  const started = await call('runs:start', { fileName: 'payroll.csv', base64: Buffer.from(text).toString('base64') });
  return (started as { ok: true; value: { id: string; sha256: string } }).value;
}

describe('a guided run leaves the drafts as it is sent', () => {
  it('submit with the draft id: the draft is gone with the bulks recorded, before the bank answered', async () => {
    const account = await customer('5000.00');
    const s = services();
    const draft = await startDraft('name;iban;amount\r\nsent with its draft\r\n');
    const request = { ...input(fileRows(['10.00', '20.00'], 'draft-a'), account.uuid), draftId: draft.id };
    request.file.sha256 = draft.sha256;
    const sent = unwrap(await reviewAndSubmit(s, request));
    expect(sent.bulks.map((b) => b.state)).toEqual(['pending_approval']);
    expect(await call('runs:get', { id: draft.id })).toMatchObject({
      ok: false,
      error: { code: 'run_draft_not_found' },
    });
    const listed = (await call('runs:list', {})) as { value: { runs: { id: string }[] } };
    expect(listed.value.runs.map((r) => r.id)).not.toContain(draft.id);
  });

  it('a submit refused before anything is recorded keeps the draft', async () => {
    const account = await customer('5000.00');
    const s = services();
    const draft = await startDraft('name;iban;amount\r\nstale review\r\n');
    const request = { ...input(fileRows(['11.00'], 'draft-b'), account.uuid), draftId: draft.id };
    request.file.sha256 = draft.sha256;
    const refused = await s.submission.submit(request, { planHash: 'not-the-reviewed-plan', warningsChecked: false });
    expect(refused).toMatchObject({ ok: false, error: { code: 'plan_changed' } });
    expect(await call('runs:get', { id: draft.id })).toMatchObject({ ok: true, value: { id: draft.id } });
  });

  it('a draft whose file was already sent (the send did not carry its id) is neither listed nor resumable', async () => {
    const account = await customer('5000.00');
    const s = services();
    const draft = await startDraft('name;iban;amount\r\nsent from an older window\r\n');
    const request = input(fileRows(['12.00'], 'draft-c'), account.uuid);
    request.file.sha256 = draft.sha256;
    expect(await call('runs:get', { id: draft.id })).toMatchObject({ ok: true });
    unwrap(await reviewAndSubmit(s, request));
    const listed = (await call('runs:list', {})) as { value: { runs: { id: string }[] } };
    expect(listed.value.runs.map((r) => r.id)).not.toContain(draft.id);
    expect(await call('runs:get', { id: draft.id })).toMatchObject({
      ok: false,
      error: { code: 'run_draft_already_sent' },
    });
  });
});

const customer = (balance: string) => harnessCustomer(sandbox.conn, balance);
