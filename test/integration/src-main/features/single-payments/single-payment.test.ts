import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SinglePaymentView, SinglePaymentForm } from '../../../../../src-shared/ipc/channels/single-payments';
import type { PaymentRow } from '../../../../../src-shared/ipc/channels/history';
import { dispatch, type HandlerMap } from '../../../../../src-main/platform/ipc/dispatch';
import { historyHandlers } from '../../../../../src-main/features/history/handlers';
import { sqliteSendStores } from '../../../../../src-main/adapters/sqlite/send-stores';
import { singlePaymentsHandlers } from '../../../../../src-main/features/single-payments/handlers';
import { PSU_TOKEN_SECONDS } from '../../../../../src-sandbox/routes/consent';
import { dumpDatabase, psuWorld, type PsuWorld } from '../../../harness/psu-harness';

const LEAKS = /_internal_ledger_ref|LEDGER-|scraper_session_id|scr-[0-9a-f]{8}|_raw_row/;

describe('single payment against the sandbox', () => {
  let world: PsuWorld;
  let handlers: HandlerMap;
  let pettyCash: { handle: string; available: string };
  beforeAll(async () => {
    world = await psuWorld();
    await world.signIn();
    handlers = singlePaymentsHandlers(world.psu.payments) as unknown as HandlerMap;
    const accounts = await world.psu.accounts.list();
    if (!accounts.ok) throw new Error(accounts.error.message);
    const petty = accounts.value.accounts.find((a) => a.name === 'Petty cash')!;
    pettyCash = { handle: petty.handle, available: petty.available };
  });
  afterAll(async () => {
    await world.close();
  });

  const form = (over: Partial<SinglePaymentForm> = {}): SinglePaymentForm => ({
    accountHandle: world.account.handle,
    receiverName: 'Nordic Freight AB',
    iban: 'FI21 1234 5600 0007 85',
    bic: 'NDEAFIHH',
    amount: '1250.50',
    currency: 'EUR',
    dueDate: '',
    unstructuredReference: 'Invoice 2026-118',
    endToEndId: 'E2E-118',
    ...over,
  });

  /**
   * The bank's day. Tests below move the bank's clock forward (a session that ends: 15 minutes), so
   * near midnight UTC its day is after ours and an empty due date (our today) is in the past for it.
   */
  const bankToday = async () => (await world.control.clock()).now.slice(0, 10);

  /** Resolves with the first singlePayments:changed event for `uuid` in a final state. */
  const finalEvent = async (uuid: string): Promise<SinglePaymentView> => {
    for (let i = 0; i < 200; i++) {
      const found = world.events.find(
        (e) =>
          e.event === 'singlePayments:changed' &&
          (e.payload as SinglePaymentView).uuid === uuid &&
          (e.payload as SinglePaymentView).final,
      );
      if (found) return found.payload as SinglePaymentView;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('no final state for the payment');
  };

  it('creates, shows, confirms and follows a payment until it is paid; history records it', async () => {
    const created = await dispatch(handlers, 'singlePayments:create', form());
    if (!created.ok) throw new Error(created.error.message);
    const debt = created.value as SinglePaymentView;
    expect(debt).toMatchObject({
      status: 'unverified',
      confirmed: false,
      final: false,
      amount: '1250.50',
      currency: 'EUR',
      receiverName: 'Nordic Freight AB',
      iban: 'FI2112345600000785',
      endToEndId: 'E2E-118',
    });
    expect(JSON.stringify(created)).not.toMatch(LEAKS);

    const confirmed = await dispatch(handlers, 'singlePayments:confirm', {
      accountHandle: debt.accountHandle,
      uuid: debt.uuid,
    });
    expect(confirmed.ok && (confirmed.value as SinglePaymentView)).toMatchObject({
      confirmed: true,
      status: 'unverified',
    });
    await world.control.approveDebt(debt.uuid);
    const paid = await finalEvent(debt.uuid);
    expect(paid).toMatchObject({ status: 'paid', final: true, problem: null });
    expect(paid.lastPaymentTimestamp).not.toBeNull();

    const fetched = await dispatch(handlers, 'singlePayments:get', {
      accountHandle: debt.accountHandle,
      uuid: debt.uuid,
    });
    expect(fetched.ok && (fetched.value as SinglePaymentView).status).toBe('paid');

    const audit = world.db
      .prepare(
        "SELECT action, detail FROM audit_log WHERE object_type = 'single_payment' AND object_id = ? ORDER BY id",
      )
      .all(debt.uuid) as { action: string; detail: string }[];
    expect(audit.map((a) => a.action)).toEqual([
      'single_payment_created',
      'single_payment_confirmed',
      'single_payment_state_changed',
    ]);
    expect(JSON.parse(audit.at(-1)!.detail)).toMatchObject({
      status: 'paid',
      amount: '1250.50',
      iban: 'FI2112345600000785',
    });
  });

  it('shows a confirmed single payment in the History search with its final state, not among the bulks', async () => {
    const history = historyHandlers(sqliteSendStores(world.db), 'user') as unknown as HandlerMap;
    const search = async (text: string) => {
      const page = await dispatch(history, 'history:searchPayments', { text });
      if (!page.ok) throw new Error(page.error.message);
      return (page.value as { rows: PaymentRow[] }).rows;
    };
    const unconfirmed = await world.psu.payments.create(form({ receiverName: 'Never Confirmed Oy' }));
    expect(unconfirmed.ok).toBe(true);
    expect(await search('Never Confirmed')).toEqual([]);

    const created = await world.psu.payments.create(
      form({ receiverName: 'Baltic Timber SIA', amount: '310.25', unstructuredReference: 'Order 77' }),
    );
    if (!created.ok) throw new Error(created.error.message);
    await world.psu.payments.confirm(created.value.accountHandle, created.value.uuid);
    expect(await search('Baltic Timber')).toMatchObject([{ kind: 'single', state: 'pending', amount: '310.25' }]);
    await world.control.approveDebt(created.value.uuid);
    await finalEvent(created.value.uuid);
    const [row] = await search('Order 77');
    expect(row).toMatchObject({
      kind: 'single',
      state: 'paid',
      amount: '310.25',
      currency: 'EUR',
      payeeName: 'Baltic Timber SIA',
      accountIdentifier: 'FI2112345600000785',
      bankPaymentUuid: created.value.uuid,
      fileName: null,
    });
    const detail = await dispatch(history, 'history:getPayment', { paymentId: row!.id });
    expect(detail).toMatchObject({ ok: true, value: { payment: { kind: 'single', state: 'paid' } } });
    const bulks = await dispatch(history, 'history:listBulks', {});
    if (!bulks.ok) throw new Error(bulks.error.message);
    expect((bulks.value as { bulks: { id: string }[] }).bulks.map((b) => b.id)).not.toContain(row!.bulkId);
  });

  it('ends in notenoughbalance when the account cannot cover it', async () => {
    const created = await world.psu.payments.create(
      form({ accountHandle: pettyCash.handle, amount: '100.00', unstructuredReference: 'Too much for petty cash' }),
    );
    if (!created.ok) throw new Error(created.error.message);
    await world.psu.payments.confirm(pettyCash.handle, created.value.uuid);
    await world.control.approveDebt(created.value.uuid);
    expect(await finalEvent(created.value.uuid)).toMatchObject({ status: 'notenoughbalance', final: true });
  });

  it('checks the form with the shared rules before anything is sent', async () => {
    const before = (await world.control.clock()).now;
    const result = await dispatch(
      handlers,
      'singlePayments:create',
      form({ iban: 'FI21 1234 5600 0007 86', amount: '12.345', unstructuredReference: '', currency: 'GBP' }),
    );
    expect(result.ok).toBe(false);
    type Coded = { code: string; message: string; params?: Record<string, string | number> };
    const fields = (!result.ok && (result.error.details as { fields: Record<string, Coded> }).fields) || {};
    expect(Object.keys(fields).sort()).toEqual(['amount', 'currency', 'iban', 'unstructuredReference']);
    expect(fields.iban).toMatchObject({
      code: 'iban_checksum',
      message: expect.stringMatching(/Check digits do not match/),
    });
    expect(fields.currency).toMatchObject({ code: 'single_currency_mismatch', params: { currency: 'GBP' } });
    // The whole answer is a code with the count, so each surface words it in its language.
    expect(!result.ok && result.error).toMatchObject({ code: 'single_payment_invalid', params: { count: 4 } });
    expect(before).toBeDefined();
  });

  it('puts a receiver name that looks like a formula into the CSV export as text', async () => {
    const created = await world.psu.payments.create(
      form({
        receiverName: '=HYPERLINK("http://x.example","click")',
        amount: '1.00',
        unstructuredReference: '+1 leading plus',
      }),
    );
    if (!created.ok) throw new Error(created.error.message);
    await world.psu.payments.confirm(world.account.handle, created.value.uuid);
    await world.control.approveDebt(created.value.uuid);
    await finalEvent(created.value.uuid);
    const exported = await world.psu.accounts.exportCsv(world.account.handle, { state: 'paid' });
    if (!exported.ok) throw new Error(exported.error.message);
    const rows = Papa.parse<string[]>(exported.value.content.trim()).data;
    const header = rows[0]!;
    const row = rows.find((r) => r[header.indexOf('counterparty')]!.includes('HYPERLINK'))!;
    expect(row[header.indexOf('counterparty')]).toBe(`'=HYPERLINK("http://x.example","click")`);
    expect(row[header.indexOf('unstructured_reference')]).toBe(`'+1 leading plus`);
    expect(row[header.indexOf('amount')]).toBe('-1.00');
  });

  it('keeps following through a session that ends: asks for approval, then reaches the final state', async () => {
    const created = await world.psu.payments.create(
      form({ amount: '2.00', unstructuredReference: 'Across a re-approval' }),
    );
    if (!created.ok) throw new Error(created.error.message);
    await world.psu.payments.confirm(world.account.handle, created.value.uuid);
    await world.control.advanceClock(PSU_TOKEN_SECONDS + 5);
    for (let i = 0; i < 200 && world.psu.session.view().state !== 'needs_approval'; i++)
      await new Promise((r) => setTimeout(r, 25));
    expect(world.psu.session.view().interrupted).toContain('Checking the payment');
    await world.control.approveDebt(created.value.uuid);
    await world.signIn();
    expect(await finalEvent(created.value.uuid)).toMatchObject({ status: 'paid', problem: null });
  });

  it('keeps following through 503s and a 429 (retry.ts: transient), and stops with a problem on a 403', async () => {
    const created = await world.psu.payments.create(
      form({ amount: '3.00', unstructuredReference: 'Through a storm', dueDate: await bankToday() }),
    );
    if (!created.ok) throw new Error(created.error.message);
    const { uuid, accountHandle } = created.value;
    const path = `/screen-scraping/v1/${accountHandle}/debt/${uuid}/`;
    await world.control.armFault({ path, kind: 'status', status: 503, retry_after: 0, times: 4 });
    await world.control.armFault({ path, kind: 'status', status: 429, retry_after: 0, times: 1 });
    await world.psu.payments.confirm(accountHandle, uuid);
    await world.control.approveDebt(uuid);
    expect(await finalEvent(uuid)).toMatchObject({ status: 'paid', problem: null });

    const refused = await world.psu.payments.create(
      form({ amount: '4.00', unstructuredReference: 'Refused read', dueDate: await bankToday() }),
    );
    if (!refused.ok) throw new Error(refused.error.message);
    const refusedPath = `/screen-scraping/v1/${refused.value.accountHandle}/debt/${refused.value.uuid}/`;
    await world.psu.payments.confirm(refused.value.accountHandle, refused.value.uuid);
    await world.control.armFault({ path: refusedPath, kind: 'status', status: 403, times: 50 });
    let problem: SinglePaymentView | undefined;
    for (let i = 0; i < 200 && !problem; i++) {
      problem = world.events
        .map((e) => e.payload as SinglePaymentView)
        .find((p) => p?.uuid === refused.value.uuid && p.problem);
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(problem?.problem).toMatch(/may still go through/);
    const left = (await world.control.listFaults()).reduce((n, f) => n + f.times, 0);
    await new Promise((r) => setTimeout(r, 300));
    // Following stopped: no more reads of the refused payment.
    expect((await world.control.listFaults()).reduce((n, f) => n + f.times, 0)).toBe(left);
    await world.control.clearFaults();
  });

  it('says the bank no longer knows a payment it was asked to confirm, with its own code (not "not in the history")', async () => {
    const created = await world.psu.payments.create(
      form({ amount: '5.00', unstructuredReference: 'Gone', dueDate: await bankToday() }),
    );
    if (!created.ok) throw new Error(created.error.message);
    await world.control.armFault({ path: '/screen-scraping/v1/debt/confirm/', kind: 'status', status: 404, times: 1 });
    const answer = await dispatch(handlers, 'singlePayments:confirm', {
      accountHandle: created.value.accountHandle,
      uuid: created.value.uuid,
    });
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'payment_gone_not_confirmed', details: { status: 404 } },
    });
    if (!answer.ok) expect(answer.error.message).toMatch(/was not confirmed/);
  });

  it('says a confirmed payment is confirmed when only reading its state failed, keeping the cause', async () => {
    const created = await world.psu.payments.create(
      form({ amount: '6.00', unstructuredReference: 'Unread', dueDate: await bankToday() }),
    );
    if (!created.ok) throw new Error(created.error.message);
    const { uuid, accountHandle } = created.value;
    const path = `/screen-scraping/v1/${accountHandle}/debt/${uuid}/`;
    await world.control.armFault({ path, kind: 'status', status: 403, times: 1 });
    const answer = await dispatch(handlers, 'singlePayments:confirm', { accountHandle, uuid });
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'payment_confirmed_state_unknown', details: { cause: { code: 'bank_forbidden' } } },
    });
    // It was confirmed all the same: the bank has it and following reaches the final state.
    await world.control.approveDebt(uuid);
    expect(await finalEvent(uuid)).toMatchObject({ status: 'paid', confirmed: true });
  });

  it("keeps the bank's own details next to the per-field messages of its 400 on creation", async () => {
    // The bank's day is after ours: today's due date is in the past for it, not for our rules.
    await world.control.advanceClock(86_400 + 3600);
    await world.signIn();
    const today = new Date().toISOString().slice(0, 10);
    const answer = await dispatch(handlers, 'singlePayments:create', form({ dueDate: today, amount: '7.00' }));
    expect(answer).toMatchObject({
      ok: false,
      error: {
        code: 'bank_invalid_request',
        details: {
          status: 400,
          general: [expect.objectContaining({ field: 'due_date' })],
          fields: { dueDate: { code: 'bank_says', params: { message: 'The due date is in the past.' } } },
        },
      },
    });
  });

  it('keeps nothing the bank leaked in the database', () => {
    const dump = dumpDatabase(world.db);
    expect(dump).toContain('single_payment_created');
    expect(dump).not.toMatch(LEAKS);
  });
});
