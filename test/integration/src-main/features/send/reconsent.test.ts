import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../../../../src-shared/result';
import { createPsuServices, type PsuServices } from '../../../../../src-main/features/bank-session/psu-services';
import { EventBus } from '../../../../../src-main/platform/events';
import { createBulkServices, type BulkServices } from '../../../../../src-main/features/send/bulk-services';
import { psuSubmitBank } from '../../../../../src-main/features/send/psu-submit-bank';
import { SEEDED_PSU } from '../../../../../src-sandbox/index';
import { connect, unwrap, type Connected } from '../../../harness/bank-harness';
import { eventually, FAST_POLL, fileRows, input, reviewAndSubmit } from '../../../harness/submission-harness';
import { sqliteSendStores } from '../../../../../src-main/adapters/sqlite/send-stores';

// The app's own path: the submission service over psuSubmitBank and a PsuSession, against the
// sandbox. The bank's session ends (401) after an attempt that may have reached the bank; after
// the user approves again, the same journal record (same key, same bytes) is resent.
const BULK_PATH = '/api/v2/payment-initiation/bulk/';
let conn: Connected;
let psu: PsuServices;
let bulks: BulkServices;
const started: BulkServices[] = [];

/** The app's bulk services on the test database, as core wires them (a second call is a restart). */
function appBulks(): BulkServices {
  const made = createBulkServices({
    stores: sqliteSendStores(conn.db),
    events: new EventBus(),
    schedule: FAST_POLL,
    actor: 'tester',
    bank: psuSubmitBank(psu.session, async () => ok(conn.client)),
  });
  started.push(made);
  return made;
}

beforeAll(async () => {
  // A first retry slow enough (0.5–1 s) that the test can move the sandbox clock before it.
  conn = await connect({
    clientConfig: { bulkRetry: { initialDelayMs: 1_000, maxDelayMs: 2_000, totalBudgetMs: 20_000 } },
  });
  conn.client.setPsuToken(undefined);
  psu = createPsuServices({ clientOf: async () => ok(conn.client), session: { poll: { delayMs: () => 50 } } });
  bulks = appBulks();
});
afterAll(async () => {
  await Promise.all(started.map((b) => b.tracker.stop()));
  psu?.dispose();
  await conn?.close();
});

/** Signs the seeded PSU in through the session, approving on the "phone" (control API). */
async function approveSignIn(): Promise<void> {
  const before = new Set((await conn.control.listConsents()).map((c) => c.id));
  unwrap(await psu.session.signIn(SEEDED_PSU.email, SEEDED_PSU.password));
  const consent = (await conn.control.listConsents()).find((c) => !before.has(c.id) && c.state === 'open');
  await conn.control.approveConsent(consent!.id);
  expect((await psu.session.whenSettled()).state).toBe('signed_in');
}

/** File rows paying other accounts than the seeded PSU's own (the harness's first payee IBAN is its account). */
const toOthers = (amounts: string[], tag: string) => fileRows(['0.01', ...amounts], tag).slice(1);

describe('a 401 while sending a bulk', () => {
  it('after the user approves again, resends the same journal record: exactly one bulk at the bank', async () => {
    await approveSignIn();
    const before = new Set((await conn.control.listBulks()).map((b) => b.bulk_id));
    const newAtBank = async () => (await conn.control.listBulks()).filter((b) => !before.has(b.bulk_id));

    // The first attempt creates the bulk but its answer is lost; the token then ends at the bank.
    await conn.control.armFault({ path: BULK_PATH, method: 'POST', kind: 'drop-after-commit' });
    const sending = reviewAndSubmit(bulks, input(toOthers(['3.00', '4.00'], 'reconsent'), conn.account.code), true);
    await eventually(async () => expect(await newAtBank()).toHaveLength(1));
    await conn.control.advanceClock(20 * 60);

    // The retry gets 401: the session asks the user to approve again.
    await eventually(() => expect(psu.session.view().state).toBe('needs_approval'));
    expect(psu.session.view().interrupted).toContain('Sending the bulk');
    await approveSignIn();

    const sent = unwrap(await sending);
    const [bulk] = sent.bulks;
    const atBank = await newAtBank();
    expect(atBank).toHaveLength(1);
    expect(bulk).toMatchObject({ state: 'pending_approval', bankBulkId: atBank[0]!.bulk_id });
    const records = bulks.journal.findByReference(bulk!.id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ state: 'accepted', idempotencyKey: atBank[0]!.idempotency_key });
    const linked = conn.db.prepare('SELECT submission_id FROM bulks WHERE id = ?').pluck().get(bulk!.id);
    expect(linked).toBe(records[0]!.id);

    // Nothing is left open for the next start to send again.
    expect(bulks.journal.listOpen()).toEqual([]);
    await reviewAndSubmit(bulks, input(toOthers(['1.00'], 'after'), conn.account.code), true);
    expect(await newAtBank()).toHaveLength(2);
  });

  it('a 401 on the first attempt reopens the same record after the new approval: one record, one bulk', async () => {
    const before = new Set((await conn.control.listBulks()).map((b) => b.bulk_id));
    await conn.control.armFault({ path: BULK_PATH, method: 'POST', kind: 'status', status: 401 });
    const sending = reviewAndSubmit(bulks, input(toOthers(['5.00'], 'first-401'), conn.account.code), true);
    await eventually(() => expect(psu.session.view().state).toBe('needs_approval'));
    await approveSignIn();

    const [bulk] = unwrap(await sending).bulks;
    const atBank = (await conn.control.listBulks()).filter((b) => !before.has(b.bulk_id));
    expect(atBank).toHaveLength(1);
    expect(bulk).toMatchObject({ state: 'pending_approval', bankBulkId: atBank[0]!.bulk_id });
    const records = bulks.journal.findByReference(bulk!.id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ state: 'accepted', attempts: 2, idempotencyKey: atBank[0]!.idempotency_key });
  });

  it('when the user cancels the new sign-in, a bulk that may exist stays "outcome unknown" and is resent after sign-in', async () => {
    const before = new Set((await conn.control.listBulks()).map((b) => b.bulk_id));
    await conn.control.armFault({ path: BULK_PATH, method: 'POST', kind: 'drop-after-commit' });
    await conn.control.armFault({ path: BULK_PATH, method: 'POST', kind: 'status', status: 401 });
    const sending = reviewAndSubmit(bulks, input(toOthers(['6.00'], 'cancelled'), conn.account.code), true);
    await eventually(() => expect(psu.session.view().state).toBe('needs_approval'));
    psu.session.cancel();

    const [bulk] = unwrap(await sending).bulks;
    expect(bulk).toMatchObject({ state: 'unknown', processed: false });
    const [record] = bulks.journal.findByReference(bulk!.id);
    expect(record!.state).toBe('unknown');

    await approveSignIn();
    const atBank = (await conn.control.listBulks()).filter((b) => !before.has(b.bulk_id));
    expect(atBank).toHaveLength(1);
    await eventually(() =>
      expect(bulks.reader.getBulk(bulk!.id)).toMatchObject({
        state: 'pending_approval',
        bankBulkId: atBank[0]!.bulk_id,
      }),
    );
    expect((await conn.control.listBulks()).filter((b) => !before.has(b.bulk_id))).toHaveLength(1);
    expect(bulks.journal.findByReference(bulk!.id)).toHaveLength(1);
  });

  it('after a restart, a resend the bank refuses with 401 asks for a new approval, then sends the same record', async () => {
    // Only this bulk may talk to the bank after the restart: the earlier ones end first.
    for (const open of bulks.reader.openBulks()) {
      await conn.control.declineBulk(open.bankBulkId!);
      await bulks.tracker.waitUntilFinal(open.id);
    }
    const before = new Set((await conn.control.listBulks()).map((b) => b.bulk_id));
    const first = appBulks();
    await conn.control.armFault({ path: BULK_PATH, method: 'POST', kind: 'drop-after-commit' });
    await conn.control.armFault({ path: BULK_PATH, method: 'POST', kind: 'status', status: 401 });
    const sending = reviewAndSubmit(first, input(toOthers(['7.00'], 'restart'), conn.account.code), true);
    await eventually(() => expect(psu.session.view().state).toBe('needs_approval'));
    psu.session.cancel();
    const [bulk] = unwrap(await sending).bulks;
    await first.tracker.stop(); // the app closes with the bulk "outcome unknown"

    // Signed in again, but the bank has ended that token by the time the restarted app resends.
    await approveSignIn();
    await conn.control.advanceClock(20 * 60);
    const restarted = appBulks();
    await restarted.tracker.resumeAll();
    await eventually(() => expect(psu.session.view().interrupted).toEqual(['Resending unconfirmed bulks']));
    await approveSignIn();

    await eventually(() => expect(restarted.reader.getBulk(bulk!.id)?.state).toBe('pending_approval'));
    const atBank = (await conn.control.listBulks()).filter((b) => !before.has(b.bulk_id));
    expect(atBank).toHaveLength(1);
    expect(restarted.reader.getBulk(bulk!.id)!.bankBulkId).toBe(atBank[0]!.bulk_id);
    expect(restarted.journal.findByReference(bulk!.id)).toHaveLength(1);
  });
});
