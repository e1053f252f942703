// The Fix step's payee warnings (src-renderer/features/payments/payee-warnings.ts): the window's
// book of the core's answers. The core's `payees:bookFor` is answered here from a book in memory,
// each answer given when the test says so.
import { describe, expect, it } from 'vitest';
import { bookSliceFor, payeeBookLookup } from '../../../../../src-shared/payments/payee-book-memory';
import { payeeKey, type PayeeTrust } from '../../../../../src-shared/payments/payee-checks';
import { BOOK_SLICE_MAX, payeesChannels } from '../../../../../src-shared/ipc/channels/payees';
import type { RequestOf } from '../../../../../src-shared/ipc/contract';
import type { PaymentRow } from '../../../../../src-shared/payments/fields';
import type { RowResult } from '../../../../../src-shared/payments/types';

const account = (name: string, iban: string, trust: PayeeTrust) => ({
  key: payeeKey(name),
  name,
  iban,
  trust,
  lastPaidAt: '2026-02-03T00:00:00.000Z',
  paymentCount: 1,
  recentAmounts: [['100.00', 'EUR']] as [string, string][],
});
let book = payeeBookLookup([
  account('Blocked Oy', 'FI2112345600000785', 'blocked'),
  account('Known Oy', 'FI5542345670000081', 'known'),
]);

/** The asks the core has not answered yet, in the order they came. */
const waiting: { request: RequestOf<'payees:bookFor'>; answer: (instead?: unknown) => void }[] = [];
Object.defineProperty(globalThis, 'bulkpay', {
  configurable: true,
  value: {
    on: () => () => {},
    payees: {
      bookFor: (request: RequestOf<'payees:bookFor'>) =>
        new Promise((resolve) => {
          const value = { available: true, ...bookSliceFor(book, request) };
          waiting.push({ request, answer: (instead) => resolve(instead ?? { ok: true, value }) });
        }),
    },
  },
});
const { PayeeWarnings } = await import('../../../../../src-renderer/features/payments/payee-warnings');

/** Answers the core's oldest ask, once one has come (the window's asks go out a few turns after asked). */
async function answerNext(instead?: unknown) {
  for (let turn = 0; turn < 100 && waiting.length === 0; turn++) await new Promise((r) => setTimeout(r, 0));
  waiting.shift()!.answer(instead);
}

const row = (line: number, name: string, iban: string): PaymentRow =>
  ({ line, values: { name, iban, amount: '10.00', currency: 'EUR' } }) as PaymentRow;
const result: RowResult = { amount: '10.00', currency: 'EUR', issues: [] } as unknown as RowResult;

describe("the Fix step's payee book", () => {
  it("keeps the whole file's answer when a row is edited while the first ask is out", async () => {
    const warnings = new PayeeWarnings();
    const rows = [row(2, 'Blocked Oy', 'FI2112345600000785'), row(3, 'Known Oy', 'FI5542345670000081')];
    const whole = warnings.learn(rows, [result, result], 'EUR', true);
    // Row 3 edited to another payee before the whole file's answer came.
    const edited = row(3, 'Other Oy', 'FI5542345670000081');
    const edit = warnings.learn([edited], [result], 'EUR', false);
    await answerNext();
    await whole;
    await answerNext();
    await edit;
    const codes = warnings.withFindings(rows[0]!, result, 0, 'EUR').issues.map((i) => i.code);
    expect(codes).toContain('payee_blocked');
    expect(waiting).toHaveLength(0);
  });
});

describe("the Fix step's payee book, not answered in full", () => {
  it('asks about any payee name and ERP id a row may hold, and takes any id the book holds', () => {
    const bookFor = payeesChannels['payees:bookFor'];
    const long = { name: 'N'.repeat(500), payeeId: 'X'.repeat(200) };
    expect(bookFor.request.safeParse({ payees: [long], ibans: [], currencies: ['EUR'] }).success).toBe(true);
    const held = { ...account('Long Oy', 'FI2112345600000785', 'known'), payeeId: 'X'.repeat(200) };
    const answer = { available: true, hasHistory: true, accounts: [held], usual: [] };
    expect(bookFor.response.safeParse(answer).success).toBe(true);
  });

  it('keeps the parts answered and says that the book could not be checked', async () => {
    const warnings = new PayeeWarnings();
    // One payee more than a part holds: two parts, the second not answered.
    const rows = Array.from({ length: BOOK_SLICE_MAX + 1 }, (_, i) =>
      i === 0 ? row(2, 'Blocked Oy', 'FI2112345600000785') : row(i + 2, `Payee ${i}`, 'FI5542345670000081'),
    );
    const learned = warnings.learn(
      rows,
      rows.map(() => result),
      'EUR',
      true,
    );
    await answerNext();
    await answerNext({ ok: false, error: { code: 'invalid_request', message: 'Not asked.' } });
    expect(await learned).toBe('all');
    expect(warnings.withFindings(rows[0]!, result, 0, 'EUR').issues.map((i) => i.code)).toContain('payee_blocked');
    expect(warnings.problem).toBe('failed');
  });

  it('says so when the book cannot be read now', async () => {
    const warnings = new PayeeWarnings();
    const learned = warnings.learn([row(2, 'Known Oy', 'FI5542345670000081')], [result], 'EUR', true);
    await answerNext({ ok: true, value: { available: false, hasHistory: false, accounts: [], usual: [] } });
    expect(await learned).toBe(false);
    expect(warnings.problem).toBe('unavailable');
  });
});

describe("the Fix step's payee book, changed meanwhile", () => {
  it('asks about every payee again once told the book changed', async () => {
    const warnings = new PayeeWarnings();
    const rows = [row(2, 'Known Oy', 'FI5542345670000081')];
    const first = warnings.learn(rows, [result], 'EUR', true);
    await answerNext();
    await first;
    const codes = () => warnings.withFindings(rows[0]!, result, 0, 'EUR').issues.map((i) => i.code);
    expect(codes()).not.toContain('payee_blocked');
    book = payeeBookLookup([account('Known Oy', 'FI5542345670000081', 'blocked')]);
    warnings.forgetAsked();
    const again = warnings.learn(rows, [result], 'EUR', true);
    await answerNext();
    expect(await again).toBe('all');
    expect(codes()).toContain('payee_blocked');
  });
});
