import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, unwrap, type Connected } from '../../../harness/bank-harness';
import {
  customer as harnessCustomer,
  eventually,
  fileRows,
  input,
  reviewAndSubmit,
  services as makeServices,
  signInAs,
  type Services,
} from '../../../harness/submission-harness';
import { CLOSED_ACCOUNT_IBAN } from '../../../../../src-sandbox/index';

let conn: Connected;
const running: Services[] = [];
beforeAll(async () => {
  conn = await connect();
});
afterAll(async () => {
  await Promise.all(running.map((s) => s.tracker.stop()));
  await conn?.close();
});

function services(c: Connected) {
  const made = makeServices(c);
  running.push(made);
  return made;
}

const customer = (balance: string) => harnessCustomer(conn, balance);

describe('bulk submission against the sandbox', () => {
  it('sends a 250-row file as three bulks, one after another, and follows each to approved and paid', async () => {
    const account = await customer('100000.00');
    const s = services(conn);
    const rows = fileRows(
      Array.from({ length: 250 }, (_, i) => `${(i % 50) + 1}.${String(i % 100).padStart(2, '0')}`),
      'big',
    );
    const review = unwrap(await s.submission.review(input(rows, account.iban)));
    expect(review.bulks.map((b) => b.count)).toEqual([100, 100, 50]);
    expect(review.blocked).toBeNull();
    expect(review.account.code).toBe(account.uuid);
    const sent = unwrap(await reviewAndSubmit(s, input(rows, account.uuid)));
    expect(sent.issues).toEqual([]);
    expect(sent.bulks.map((b) => b.state)).toEqual(['pending_approval', 'pending_approval', 'pending_approval']);
    const atBank = (await conn.control.listBulks()).filter((b) => b.payment_account === account.uuid);
    expect(atBank).toHaveLength(3);
    for (const b of sent.bulks) await conn.control.approveBulk(b.bankBulkId!);
    const finals = await Promise.all(sent.bulks.map((b) => s.tracker.waitUntilFinal(b.id)));
    expect(finals.map((b) => [b?.state, b?.paidCount, b?.notSentCount])).toEqual([
      ['approved', 100, 0],
      ['approved', 100, 0],
      ['approved', 50, 0],
    ]);
    expect(s.reader.bulkPayments(sent.bulks[2]!.id).every((p) => p.state === 'paid' && p.bankPaymentUuid)).toBe(true);
    expect(s.notifications.map((n) => n.title)).toEqual(['Bulk approved', 'Bulk approved', 'Bulk approved']);
    expect(s.updates.map((u) => u.state)).toContain('processing');
    // The history keeps the line each payment came from and the exact amount sent.
    const last = s.reader.bulkPayments(sent.bulks[2]!.id).at(-1)!;
    expect([last.line, last.amount]).toEqual([251, rows[249]!.values.amount]);
  });

  it('a declined bulk ends rejected with nothing paid, and says so', async () => {
    const account = await customer('1000.00');
    const s = services(conn);
    const sent = unwrap(await reviewAndSubmit(s, input(fileRows(['10.00', '20.00'], 'decline'), account.uuid)));
    await conn.control.declineBulk(sent.bulks[0]!.bankBulkId!);
    const final = await s.tracker.waitUntilFinal(sent.bulks[0]!.id);
    expect(final).toMatchObject({ state: 'rejected', processed: true, notSentCount: 2, paidCount: 0 });
    expect(s.reader.bulkPayments(final!.id).map((p) => p.state)).toEqual(['rejected', 'rejected']);
    expect(s.notifications[0]).toMatchObject({ title: 'Bulk declined' });
  });

  it('says which customer must be signed in when the bank does not know the bulk, and carries on after', async () => {
    const owner = await customer('1000.00');
    const s = services(conn);
    const sent = unwrap(await reviewAndSubmit(s, input(fileRows(['9.00'], 'owner'), owner.uuid))).bulks[0]!;
    await customer('10.00'); // another customer signs in: the bank answers 404 for this bulk
    await eventually(() =>
      expect(
        s.updates.some((u) => /does not know bulk .* Sign in as the customer who sent it/.test(u.problem ?? '')),
      ).toBe(true),
    );
    expect(s.reader.getBulk(sent.id)!.state).toBe('pending_approval');
    await signInAs(conn, { email: owner.email, password: 'psu-password-1' });
    await conn.control.declineBulk(sent.bankBulkId!);
    expect(await s.tracker.waitUntilFinal(sent.id)).toMatchObject({ state: 'rejected' });
  });

  it('a bulk not approved within the hour ends rejected (sandbox clock)', async () => {
    const account = await customer('1000.00');
    const s = services(conn);
    const sent = unwrap(await reviewAndSubmit(s, input(fileRows(['5.00'], 'timeout'), account.uuid)));
    expect(s.reader.getBulk(sent.bulks[0]!.id)!.approvalDeadline).not.toBeNull();
    await conn.control.advanceClock(3601);
    // An hour later the customer's sign-in has ended too (the app's session asks again); sign in afresh.
    await signInAs(conn, { email: account.email, password: 'psu-password-1' });
    const final = await s.tracker.waitUntilFinal(sent.bulks[0]!.id);
    expect(final).toMatchObject({ state: 'rejected', approvalDeadline: null });
  });

  it('records partial notenoughbalance per payment, then sends the unsent ones again as a new bulk', async () => {
    const account = await customer('100.00');
    const s = services(conn);
    const first = unwrap(await reviewAndSubmit(s, input(fileRows(['70.00'], 'drain'), account.uuid))).bulks[0]!;
    const second = unwrap(
      await reviewAndSubmit(s, input(fileRows(['20.00', '40.00', '5.00'], 'partial'), account.uuid)),
    ).bulks[0]!;
    await conn.control.approveBulk(first.bankBulkId!);
    await s.tracker.waitUntilFinal(first.id);
    await conn.control.approveBulk(second.bankBulkId!);
    const final = await s.tracker.waitUntilFinal(second.id);
    expect(final).toMatchObject({ state: 'approved', notSentCount: 1, paidCount: 2 });
    expect(s.reader.bulkPayments(second.id).map((p) => p.state)).toEqual(['paid', 'notenoughbalance', 'paid']);
    expect(s.notifications.at(-1)!.body).toMatch(/2 paid, 1 not sent/);
    // 5.00 left: the review says why the 40.00 cannot go yet, and sending is refused.
    const review = unwrap(await s.submission.reviewResend(second.id));
    expect(review).toMatchObject({ count: 1, totals: { EUR: '40.00' } });
    expect(review.blocked).toMatch(/more than the 5.00 EUR available/);
    expect((await s.submission.resend(second.id)).ok).toBe(false);
  });

  it('review: the paying account written with hyphens or in lower case is still the paying account', async () => {
    const account = await customer('1000.00');
    const s = services(conn);
    const rows = fileRows(['1.00', '2.00', '3.00'], 'own-formatted');
    rows[0]!.values.iban = account.iban.toLowerCase();
    rows[2]!.values.iban = account.iban.replace(/(.{4})(?!$)/g, '$1-'); // FI21-1234-…
    const review = unwrap(await s.submission.review(input(rows, account.uuid)));
    expect(review.errors.map((e) => [e.line, e.code])).toEqual([
      [2, 'payee_is_paying_account'],
      [4, 'payee_is_paying_account'],
    ]);
  });

  it('review: an account the bank lists without its IBAN does not call rows without an IBAN the paying account', async () => {
    const account = await customer('1000.00');
    const s = services(conn);
    const rows = fileRows(['1.00', '2.00'], 'no-own-iban');
    rows[1]!.values.iban = '';
    await conn.control.armFault({
      path: '/screen-scraping/v1/accounts/',
      kind: 'malformed',
      mode: 'null-field',
      field: 'iban',
    });
    const review = unwrap(await s.submission.review(input(rows, account.uuid)));
    expect(review.account.iban).toBe('');
    expect(review.errors.map((e) => [e.line, e.code])).toEqual([[3, 'iban_missing']]);
  });

  it('puts acceptance refusals from the bank on the rows (balance below the bulk total)', async () => {
    const account = await customer('50.00');
    const s = services(conn);
    // Our own review blocks it first...
    const review = unwrap(await s.submission.review(input(fileRows(['30.00', '30.00'], 'over'), account.uuid)));
    expect(review.blocked).toMatch(/Bulk 1 \(lines 2–3\) totals 60.00 EUR, more than the 50.00 EUR available/);
    const refused = await reviewAndSubmit(s, input(fileRows(['30.00', '30.00'], 'over'), account.uuid));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('insufficient_balance');
    expect(await conn.control.listBulks().then((l) => l.filter((b) => b.payment_account === account.uuid))).toEqual([]);
  });

  it('review: a row paying the paying account itself is an error on its IBAN, and nothing is sent', async () => {
    const account = await customer('1000.00');
    const s = services(conn);
    const rows = fileRows(['1.00', '2.00', '3.00'], 'own');
    rows[1]!.values.iban = account.iban.replace(/(.{4})/g, '$1 ').trim(); // as printed, in groups of four
    const request = input(rows, account.uuid);
    const review = unwrap(await s.submission.review(request));
    expect(review.errors).toEqual([
      {
        line: 3,
        row: 1,
        field: 'iban',
        code: 'payee_is_paying_account',
        params: { iban: account.iban, account: account.name },
        message: expect.stringMatching(/the account the bulk is paid from; the bank refuses the whole bulk/),
        severity: 'error',
      },
    ]);
    expect(review.blocked).toMatch(/The file has 1 error in 1 row\./);
    const sent = await s.submission.submit(request, { planHash: review.planHash, warningsChecked: true });
    expect(sent).toMatchObject({ ok: false, error: { code: 'validation' } });
    const atBank = await conn.control.listBulks();
    expect(atBank.filter((b) => b.payment_account === account.uuid)).toEqual([]);
  });

  it("puts the bank's acceptance refusals on the file rows, and sends the other bulks", async () => {
    const account = await customer('10000.00');
    const s = services(conn);
    const rows = fileRows(
      Array.from({ length: 102 }, () => '1.00'),
      'refused',
    );
    rows[100]!.values.iban = CLOSED_ACCOUNT_IBAN; // line 102 pays a closed account: refused at acceptance
    const request = input(rows, account.uuid);
    const review = unwrap(await s.submission.review(request));
    // This file's earlier runs paid Payee 101 at another IBAN: the closed account is changed bank
    // details, which the clerk confirms on their own before sending.
    expect(review.separately.map((g) => [g.code, g.payments.map((p) => p.line)])).toEqual([
      ['payee_bank_details_changed', [102]],
    ]);
    const sent = unwrap(
      await s.submission.submit(request, {
        planHash: review.planHash,
        warningsChecked: true,
        confirmedSeparately: [{ code: 'payee_bank_details_changed', count: 1 }],
      }),
    );
    expect(sent.bulks.map((b) => b.state)).toEqual(['pending_approval', 'not_accepted']);
    expect(sent.issues).toEqual([
      expect.objectContaining({
        line: 102,
        row: 100,
        code: 'bank_rejected',
        severity: 'error',
        message: expect.stringMatching(/bulk 2 \(lines 102–103\).*FI1512345600000990 is closed/),
      }),
    ]);
    const refused = s.reader.bulkPayments(sent.bulks[1]!.id);
    expect(refused.map((p) => [p.state, p.error])).toEqual([
      ['not_accepted', `The counterparty account ${CLOSED_ACCOUNT_IBAN} is closed.`],
      ['not_accepted', null],
    ]);
  });

  it('sends a reviewed file once when submit arrives twice at the same time (double click, repeated message)', async () => {
    const account = await customer('1000.00');
    const s = services(conn);
    const request = input(fileRows(['11.00', '12.00'], 'double'), account.uuid);
    const review = unwrap(await s.submission.review(request));
    const confirmation = { planHash: review.planHash, warningsChecked: false };
    const [first, second] = await Promise.all([
      s.submission.submit(request, confirmation),
      s.submission.submit(request, confirmation),
    ]);
    expect([first.ok, second.ok].sort()).toEqual([false, true]);
    const refused = first.ok ? second : first;
    expect(refused).toMatchObject({ ok: false, error: { code: 'already_sending' } });
    const atBank = (await conn.control.listBulks()).filter((b) => b.payment_account === account.uuid);
    expect(atBank).toHaveLength(1);
  });

  it('refuses to send anything but what was reviewed: edited, removed rows or another account', async () => {
    const email = `psu-${randomUUID()}@example.test`;
    const created = await conn.control.createPsu({
      email,
      password: 'psu-password-1',
      verified: true,
      permissions: ['account_information', 'payment_initiation'],
      sca_capable: true,
      accounts: [
        { currency: 'EUR', balance: '1000.00' },
        { currency: 'EUR', balance: '1000.00' },
      ],
    });
    await signInAs(conn, { email, password: 'psu-password-1' });
    const [account, other] = [created.accounts[0]!, created.accounts[1]!];
    const s = services(conn);
    const rows = fileRows(['10.00', '20.00', '30.00'], 'stale');
    const review = unwrap(await s.submission.review(input(rows, account.uuid)));
    const edited = rows.map((r, i) => (i === 1 ? { ...r, values: { ...r.values, amount: '2000.00' } } : r));
    const stale = [input(edited, account.uuid), input(rows.slice(0, 2), account.uuid), input(rows, other.uuid)];
    for (const changed of stale) {
      const refused = await s.submission.submit(changed, { planHash: review.planHash, warningsChecked: true });
      expect(refused).toMatchObject({
        ok: false,
        error: {
          code: 'plan_changed',
          message: 'The payments changed after you reviewed them; review again before sending.',
        },
      });
    }
    const atBank = async () =>
      (await conn.control.listBulks()).filter((b) => [account.uuid, other.uuid].includes(b.payment_account));
    expect(await atBank()).toEqual([]);
    // The reviewed input itself still goes.
    const sent = unwrap(
      await s.submission.submit(input(rows, account.uuid), { planHash: review.planHash, warningsChecked: false }),
    );
    expect(sent.bulks.map((b) => b.totalCount)).toEqual([3]);
    expect((await atBank()).map((b) => b.payment_account)).toEqual([account.uuid]);
  });

  it('warns when the bulks together exceed the balance, and needs "I have checked" to send', async () => {
    const account = await customer('120.00');
    const s = services(conn);
    const rows = fileRows(
      Array.from({ length: 150 }, () => '1.00'),
      'running',
    );
    const review = unwrap(await s.submission.review(input(rows, account.uuid)));
    expect(review.blocked).toBeNull(); // each bulk alone (100.00, 50.00) fits the 120.00
    // Besides the payee book's own warnings (this file's earlier runs paid these payees other amounts):
    expect(review.warnings.filter((w) => w.code !== 'amount_unusual')).toEqual([
      expect.objectContaining({
        line: 102,
        code: 'file_total_over_balance',
        severity: 'warning',
        message: expect.stringMatching(
          /^The bulks together total 150\.00 EUR, more than the 120\.00 EUR available .* from bulk 2 \(lines 102–151\) on, payments will end "not sent"/,
        ),
      }),
    ]);
    const unticked = await s.submission.submit(input(rows, account.uuid), {
      planHash: review.planHash,
      warningsChecked: false,
    });
    expect(!unticked.ok && unticked.error.code).toBe('warnings_not_checked');
    expect((await conn.control.listBulks()).filter((b) => b.payment_account === account.uuid)).toEqual([]);
    const sent = unwrap(
      await s.submission.submit(input(rows, account.uuid), { planHash: review.planHash, warningsChecked: true }),
    );
    expect(sent.bulks.map((b) => b.state)).toEqual(['pending_approval', 'pending_approval']);
  });

  it('a payment already sent needs its own confirmation: "I have checked" alone sends nothing', async () => {
    const account = await customer('1000.00');
    const s = services(conn);
    const rows = fileRows(['12.34', '5.00'], 'again');
    unwrap(await reviewAndSubmit(s, input(rows, account.uuid), true));
    const review = unwrap(await s.submission.review(input(rows, account.uuid)));
    expect(review.warnings.map((w) => w.code)).toEqual(['sent_recently', 'sent_recently']);
    expect(review.separately).toEqual([
      expect.objectContaining({ code: 'sent_recently', count: 2, totals: { EUR: '17.34' } }),
    ]);
    expect(review.separately[0]!.payments.map((p) => [p.line, p.amount])).toEqual([
      [2, '12.34'],
      [3, '5.00'],
    ]);
    const atBank = async () => (await conn.control.listBulks()).filter((b) => b.payment_account === account.uuid);
    const before = (await atBank()).length;
    const send = (confirmation: Partial<Parameters<typeof s.submission.submit>[1]>) =>
      s.submission.submit(input(rows, account.uuid), {
        planHash: review.planHash,
        warningsChecked: true,
        ...confirmation,
      });
    const ticked = await send({});
    expect(!ticked.ok && ticked.error.code).toBe('separate_confirmation_needed');
    // A confirmation of another number of payments is not one of these.
    const miscounted = await send({ confirmedSeparately: [{ code: 'sent_recently', count: 1 }] });
    expect(!miscounted.ok && miscounted.error.code).toBe('separate_confirmation_needed');
    expect((await atBank()).length).toBe(before);
    // Named with its count, it needs no general tick (there is no other warning).
    const sent = unwrap(
      await send({ warningsChecked: false, confirmedSeparately: [{ code: 'sent_recently', count: 2 }] }),
    );
    expect((await atBank()).length).toBe(before + 1);
    const audit = s.reader.auditOf('file', sent.fileId);
    const confirmed = audit.find((a) => a.action === 'payments_confirmed_separately')!;
    expect(confirmed.actor).toBe(s.submission.actor);
    expect(JSON.parse(confirmed.detail!)).toEqual({
      code: 'sent_recently',
      count: 2,
      totals: { EUR: '17.34' },
      lines: [2, 3],
      // Each listed payment, as the clerk confirmed it.
      payments: [
        expect.objectContaining({ line: 2, payee: 'Payee 1', amount: '12.34', currency: 'EUR' }),
        expect.objectContaining({ line: 3, payee: 'Payee 2', amount: '5.00', currency: 'EUR' }),
      ],
    });
  });
});
