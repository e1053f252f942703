// The proof of issue 16 for pain.002 and camt.054: runs against the sandbox to each final state,
// then the reports built from the history, validated and read back.
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../harness/bank-harness';
import {
  customer as harnessCustomer,
  fileRows,
  input,
  reviewAndSubmit,
  sandboxForFile,
  type Services,
} from '../../../harness/submission-harness';
import { loadRun } from '../../../../../src-main/features/reports/run';
import { buildPain002, type Pain002Version } from '../../../../../src-main/features/reports/pain002';
import { buildCamt054 } from '../../../../../src-main/features/reports/camt054';
import { readPain002 } from '../../../../../src-main/features/reports/read-reports';
import { xmllint } from '../../../harness/xml-check';
import { checkPain002Structure } from './pain002-structure';
import { CLOSED_ACCOUNT_IBAN } from '../../../../../src-sandbox/index';

const sandbox = sandboxForFile();
const services = () => sandbox.services();

/** Both versions of the run's pain.002, checked and read back; returns the .03 reading. */
function reports(s: Services, fileId: string) {
  const run = unwrap(loadRun(s.reader, fileId));
  const read = (['03', '10'] as Pain002Version[]).map((v) => {
    const xml = buildPain002(run, v);
    expect(checkPain002Structure(xml, v)).toEqual([]);
    // .10 against the ISO 20022 XSD; for .03 only a German SEPA subset (RJCT only) is obtainable.
    if (v === '10') expect(xmllint(xml, 'pain.002.001.10')).toBe('');
    return readPain002(xml);
  });
  expect(read[1]).toEqual(read[0]);
  for (const { bulk, payments } of run.bulks) expect(xmllint(buildCamt054(bulk, payments), 'camt.054.001.02')).toBe('');
  return read[0]!;
}

describe('pain.002 of sandbox runs in every final state', () => {
  it('all paid: ACSC per payment with the end-to-end ids Bulkpay generated and the bank echoed', async () => {
    const account = await harnessCustomer(sandbox.conn, '1000.00');
    const s = services();
    const rows = fileRows(['10.00', '20.50'], 'paid');
    rows[0]!.values.end_to_end_id = 'ERP-INV-4711';
    // Files sent earlier in this database make the payee book speak (new payees, IBANs under other names): checked.
    const sent = unwrap(await reviewAndSubmit(s, input(rows, account.uuid), true));
    await sandbox.conn.control.approveBulk(sent.bulks[0]!.bankBulkId!);
    await s.tracker.waitUntilFinal(sent.bulks[0]!.id);
    const report = reports(s, sent.fileId);
    expect(report.groupStatus).toBe('ACSC');
    const [own, generated] = report.transactions;
    expect(own).toMatchObject({ endToEndId: 'ERP-INV-4711', status: 'ACSC', amount: '10.00', currency: 'EUR' });
    expect(generated!.endToEndId).toMatch(/^BP[0-9A-F]{24}$/);
    expect(generated).toMatchObject({ status: 'ACSC', amount: '20.50', creditor: 'Payee 2' });
    // The bank echoes the generated id on the paid payment: it was sent, not only kept locally.
    const atBank = unwrap(await sandbox.conn.client.getBulkStatus(sent.bulks[0]!.bankBulkId!));
    expect(atBank.payments.map((p) => p.end_to_end_id)).toEqual(['ERP-INV-4711', generated!.endToEndId]);
    expect(report.transactions.every((t) => t.bookingDate !== null)).toBe(true);
  });

  it('partly notenoughbalance: PART, RJCT AM04 on the unsent payment', async () => {
    const account = await harnessCustomer(sandbox.conn, '100.00');
    const s = services();
    const first = unwrap(await reviewAndSubmit(s, input(fileRows(['70.00'], 'drain'), account.uuid), true)).bulks[0]!;
    const second = unwrap(
      await reviewAndSubmit(s, input(fileRows(['20.00', '40.00', '5.00'], 'partial'), account.uuid), true),
    );
    await sandbox.conn.control.approveBulk(first.bankBulkId!);
    await s.tracker.waitUntilFinal(first.id);
    await sandbox.conn.control.approveBulk(second.bulks[0]!.bankBulkId!);
    await s.tracker.waitUntilFinal(second.bulks[0]!.id);
    const report = reports(s, second.fileId);
    expect(report.groupStatus).toBe('PART');
    expect(report.transactions.map((t) => [t.status, t.reason])).toEqual([
      ['ACSC', null],
      ['RJCT', 'AM04'],
      ['ACSC', null],
    ]);
  });

  it('declined: RJCT DS02 for every payment', async () => {
    const account = await harnessCustomer(sandbox.conn, '1000.00');
    const s = services();
    const sent = unwrap(await reviewAndSubmit(s, input(fileRows(['10.00', '20.00'], 'decline'), account.uuid), true));
    await sandbox.conn.control.declineBulk(sent.bulks[0]!.bankBulkId!);
    await s.tracker.waitUntilFinal(sent.bulks[0]!.id);
    const report = reports(s, sent.fileId);
    expect(report.groupStatus).toBe('RJCT');
    expect(report.transactions.map((t) => [t.status, t.reason])).toEqual([
      ['RJCT', 'DS02'],
      ['RJCT', 'DS02'],
    ]);
  });

  it('expired by the clock: RJCT DS24 once the hour has passed', async () => {
    const account = await harnessCustomer(sandbox.conn, '1000.00');
    const s = services();
    const sent = unwrap(await reviewAndSubmit(s, input(fileRows(['5.00'], 'timeout'), account.uuid), true));
    // The hour passes at the bank (its clock) and on this computer (the accepted time, an hour back).
    await sandbox.conn.control.advanceClock(3601);
    s.db
      .prepare("UPDATE bulks SET accepted_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-61 minutes') WHERE id = ?")
      .run(sent.bulks[0]!.id);
    const { signInAs } = await import('../../../harness/submission-harness');
    await signInAs(sandbox.conn, { email: account.email, password: 'psu-password-1' });
    await s.tracker.waitUntilFinal(sent.bulks[0]!.id);
    const report = reports(s, sent.fileId);
    expect(report.transactions.map((t) => [t.status, t.reason])).toEqual([['RJCT', 'DS24']]);
  });

  it("refused at acceptance: RJCT NARR with the bank's reason on the refused payment", async () => {
    const account = await harnessCustomer(sandbox.conn, '1000.00');
    const s = services();
    const rows = fileRows(['1.00', '2.00'], 'refused');
    rows[0]!.values.iban = CLOSED_ACCOUNT_IBAN; // the bank refuses the bulk at acceptance
    // Payee 1 was paid before to another IBAN: its changed bank details are confirmed on their own.
    const request = input(rows, account.uuid);
    const review = unwrap(await s.submission.review(request));
    const sent = unwrap(
      await s.submission.submit(request, {
        planHash: review.planHash,
        warningsChecked: true,
        confirmedSeparately: review.separately.map(({ code, count }) => ({ code, count })),
      }),
    );
    expect(sent.bulks[0]!.state).toBe('not_accepted');
    const report = reports(s, sent.fileId);
    expect(report.groupStatus).toBe('RJCT');
    expect(report.transactions[0]).toMatchObject({ status: 'RJCT', reason: 'NARR' });
    expect(report.transactions[0]!.info).toMatch(/FI1512345600000990 is closed/);
    expect(report.transactions[1]).toMatchObject({ status: 'RJCT', reason: 'NARR' });
  });

  it('a resumed run pays each row under the end-to-end id its stopped bulk reported pending', async () => {
    const account = await harnessCustomer(sandbox.conn, '1000.00');
    const s = services();
    const rows = fileRows(['1.00', '2.00', '3.00'], 'resumed-ids');
    rows[1]!.values.end_to_end_id = 'ERP-OWN-2';
    const request = input(rows, account.uuid);
    // As a crash leaves it: the bulk recorded with the ids Bulkpay gave the rows, never sent.
    const fileId = s.store.recordImport({ ...request.file, rowCount: 3, importedBy: 'tester' });
    const pendingIds = ['BPAAA000000000000000000001', 'ERP-OWN-2', 'BPAAA000000000000000000003'];
    const stopped = s.store.recordBulk({
      fileId,
      sequence: 1,
      paymentAccount: account.uuid,
      createdBy: 'tester',
      payments: rows.map((r, i) => ({
        line: r.line,
        rowNumber: i,
        amount: r.values.amount!,
        currency: 'EUR',
        payeeName: r.values.name!,
        accountIdentifier: r.values.iban!,
        accountIdentifierType: 'iban',
        unstructuredReference: r.values.unstructured_reference!,
        endToEndId: pendingIds[i]!,
        method: 'sepa',
        instant: false,
      })),
    });
    s.store.markNotAccepted(stopped, 'Bulkpay stopped before the bulk left.', {}, 'not_sent');
    const pending = readPain002(buildPain002(unwrap(loadRun(s.reader, stopped)), '10'));
    expect(pending.transactions.map((t) => [t.endToEndId, t.status])).toEqual(pendingIds.map((id) => [id, 'PDNG']));

    // The same file sent again, each row at its place in the file (as `bulkpay submit` resumes).
    const resumed = { ...request, rows: rows.map((r, index) => ({ ...r, index })) };
    const sent = unwrap(await reviewAndSubmit(s, resumed, true));
    await sandbox.conn.control.approveBulk(sent.bulks[0]!.bankBulkId!);
    await s.tracker.waitUntilFinal(sent.bulks[0]!.id);
    const atBank = unwrap(await sandbox.conn.client.getBulkStatus(sent.bulks[0]!.bankBulkId!));
    expect(atBank.payments.map((p) => p.end_to_end_id)).toEqual(pendingIds);
    const outcome = readPain002(buildPain002(unwrap(loadRun(s.reader, stopped)), '10'));
    expect(outcome.transactions.map((t) => [t.endToEndId, t.status])).toEqual(pendingIds.map((id) => [id, 'ACSC']));
    expect(reports(s, sent.fileId).transactions.map((t) => t.endToEndId)).toEqual(pendingIds);
  });
});
