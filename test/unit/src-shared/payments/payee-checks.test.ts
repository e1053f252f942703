import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import type { PayeeEntry } from '../../../../src-main/ports/payee-book';
import { payeeBookLookup } from '../../../../src-shared/payments/payee-book-memory';
import { validatePayments } from '../../../../src-shared/payments';
import {
  ibanOnlyKey,
  lookalikeKinds,
  medianText,
  payeeIssues,
  payeeKey,
  unusualAgainst,
  usualAmountOf,
  visiblyEscaped,
  type PayeeTrust,
} from '../../../../src-shared/payments/payee-checks';
import type { BulkPaymentItem } from '../../../../src-shared/payments';
import type { PayeeAccount } from '../../../../src-shared/payments/payee-book-lookup';

const ACME_OLD = 'FI2112345600000785';
const ACME_NEW = 'DE89370400440532013000';
const BOLI = 'SE4550000000058398257466';

const entry = (
  name: string,
  iban: string,
  trust: PayeeTrust = 'known',
  amounts: string[] = ['100.00'],
): PayeeEntry => ({
  key: payeeKey(name),
  payeeId: null,
  name,
  iban,
  bic: null,
  firstPaidAt: '2026-01-01T00:00:00.000Z',
  lastPaidAt: '2026-02-03T00:00:00.000Z',
  paymentCount: trust === 'new' ? 0 : amounts.length,
  recentAmounts: amounts.map((a) => [a, 'EUR']),
  trust,
  wasBlocked: false,
  note: null,
});

const pay = (name: string, iban: string, amount = '100.00'): BulkPaymentItem => ({
  amount,
  currency: 'EUR',
  counterparty: { name, account_identifier: iban, account_identifier_type: 'iban' },
  method: 'sepa',
  unstructured_reference: 'Invoice 1',
});

const codes = (payment: BulkPaymentItem, entries: PayeeEntry[]) =>
  payeeIssues(payment, 2, 0, payeeBookLookup(entries)).map((i) => i.code);

describe('payeeKey', () => {
  it('ignores case, accents, punctuation, spacing and compatibility forms; an ERP id wins', () => {
    expect(payeeKey('  Müller, GmbH ')).toBe(payeeKey('MULLER GMBH'));
    expect(payeeKey('Ａｃｍｅ Oy')).toBe(payeeKey('Acme Oy'));
    expect(payeeKey('Acme Oy', 'K-100')).toBe('id:K-100');
    expect(payeeKey('Acme Оy')).not.toBe(payeeKey('Acme Oy')); // Cyrillic О
  });
});

describe('payeeIssues', () => {
  const book = [entry('Acme Oy', ACME_OLD), entry('Bo Li', BOLI)];

  it('says nothing for a known payee paid to its known account', () => {
    expect(codes(pay('ACME OY', ACME_OLD), book)).toEqual([]);
  });

  it('a known payee to another account: bank details changed, with the old and new IBAN and when the old was last paid', () => {
    const [issue] = payeeIssues(pay('Acme Oy', ACME_NEW), 7, 3, payeeBookLookup(book));
    expect(issue).toMatchObject({
      line: 7,
      row: 3,
      field: 'iban',
      code: 'payee_bank_details_changed',
      severity: 'warning',
      params: { oldIban: ACME_OLD, newIban: ACME_NEW, lastPaid: '2026-02-03' },
    });
  });

  it('a trusted new account is not a change', () => {
    // Trusted as an account before anyone was paid to it (no payee holds it yet).
    const trustedAccount = { ...entry('', ACME_NEW, 'trusted'), key: ibanOnlyKey(ACME_NEW), paymentCount: 0 };
    expect(codes(pay('Acme Oy', ACME_NEW), [...book, trustedAccount])).toEqual([]);
  });

  it("another payee's trusted account is not this payee's: a change, and paid under another name", () => {
    // Bo Li's account is trusted for Bo Li; Acme "moving" to it is neither trusted nor quiet.
    const trustedForBoLi = [entry('Acme Oy', ACME_OLD), entry('Bo Li', BOLI, 'trusted')];
    expect(codes(pay('Acme Oy', BOLI), trustedForBoLi)).toEqual(['payee_bank_details_changed', 'iban_other_payee']);
    expect(codes(pay('Cee Ltd', BOLI), trustedForBoLi)).toEqual(['iban_other_payee']);
    // Trusted for Acme itself and paid to Acme before: nothing to say.
    const both = [entry('Acme Oy', ACME_OLD), entry('Bo Li', BOLI), entry('Acme Oy', BOLI, 'trusted')];
    expect(codes(pay('Acme Oy', BOLI), both)).toEqual([]);
  });

  it('a payee never paid, to an account never paid: new', () => {
    expect(codes(pay('Cee Ltd', ACME_NEW), book)).toEqual(['payee_new']);
  });

  it('with nobody paid yet (a first run), nobody is new', () => {
    expect(codes(pay('Cee Ltd', ACME_NEW), [entry('Imported Oy', BOLI, 'new')])).toEqual([]);
  });

  it('a known account under another name: iban_other_payee (not new)', () => {
    const [issue] = payeeIssues(pay('Cee Ltd', BOLI), 2, 0, payeeBookLookup(book));
    expect(issue).toMatchObject({ code: 'iban_other_payee', params: { otherName: 'Bo Li' } });
    expect(codes(pay('Cee Ltd', BOLI), book)).toEqual(['iban_other_payee']);
  });

  it('an account shared by several payees: the latest paid other payee is named (the first of equals), each row by its own payee', () => {
    const at = (name: string, lastPaidAt: string, trust: PayeeTrust = 'known') => ({
      ...entry(name, BOLI, trust),
      lastPaidAt,
    });
    const shared = payeeBookLookup([
      at('Ann Oy', '2026-01-05T00:00:00.000Z'),
      at('Bea Oy', '2026-03-01T00:00:00.000Z'),
      at('Cid Oy', '2026-03-01T00:00:00.000Z'),
      at('Dan Oy', '2026-02-01T00:00:00.000Z', 'trusted'),
    ]);
    const other = (name: string) =>
      payeeIssues(pay(name, BOLI), 2, 0, shared).find((i) => i.code === 'iban_other_payee')?.params?.otherName;
    // The same account list asked again and again, by payees in it and not in it, in any order.
    for (let round = 0; round < 2; round++) {
      expect(other('Eve Oy')).toBe('Bea Oy');
      expect(other('Bea Oy')).toBeUndefined();
      expect(payeeIssues(pay('Eve Oy', BOLI), 2, 0, shared).map((i) => i.code)).toEqual(['iban_other_payee']);
      // Dan's trust is Dan's: Eve is still paid to another payee's account, Dan is not told anything.
      expect(payeeIssues(pay('Dan Oy', BOLI), 2, 0, shared)).toEqual([]);
    }
  });

  it('a blocked account is an error, whoever is paid there', () => {
    const blocked = [entry('Acme Oy', ACME_OLD, 'blocked')];
    expect(payeeIssues(pay('Acme Oy', ACME_OLD), 2, 0, payeeBookLookup(blocked))).toMatchObject([
      { code: 'payee_blocked', severity: 'error', field: 'iban' },
    ]);
    expect(codes(pay('Someone', ACME_OLD), blocked)).toContain('payee_blocked');
  });

  it('a payee paid to an account before still meets that account blocked by another entry', () => {
    const book = payeeBookLookup([entry('Acme Oy', ACME_OLD), entry('Boli AB', ACME_OLD, 'blocked')]);
    // Asked twice: the second answer comes from what the book kept of the payee.
    for (let i = 0; i < 2; i++)
      expect(payeeIssues(pay('Acme Oy', ACME_OLD), 2, 0, book)).toMatchObject([
        { code: 'payee_blocked', severity: 'error', params: { name: 'Boli AB', blockedIban: ACME_OLD } },
      ]);
  });

  it('one blocked IBAN elsewhere in the book: a payee paid to its own IBAN is not looked up by IBAN; a row on the blocked IBAN is still refused', () => {
    const blockedAccount = { ...entry('Boli AB', BOLI, 'blocked'), key: ibanOnlyKey(BOLI), name: BOLI };
    const book = payeeBookLookup([entry('Acme Oy', ACME_OLD), entry('Acme Oy', BOLI), blockedAccount]);
    const askedIbans: string[] = [];
    const counting = {
      ...book,
      ibanSummary: <T>(iban: string, summarize: (accounts: readonly PayeeAccount[]) => T): T => {
        askedIbans.push(iban);
        return book.ibanSummary(iban, summarize);
      },
    };
    expect(payeeIssues(pay('Acme Oy', ACME_OLD), 2, 0, counting)).toEqual([]);
    expect(askedIbans).toEqual([]);
    // Acme was paid to BOLI before too: its own IBAN, blocked as an account of its own.
    expect(payeeIssues(pay('Acme Oy', BOLI), 3, 1, counting)).toMatchObject([
      { code: 'payee_blocked', severity: 'error', params: { blockedIban: BOLI } },
    ]);
    expect(askedIbans).toEqual([BOLI]);
  });

  it('one payee paid in two currencies: each row is judged against its own currency’s amounts, in any order', () => {
    const eur = entry('Acme Oy', ACME_OLD, 'known', ['100.00', '110.00', '90.00', '105.00', '95.00']);
    const sek = ['1000.00', '1100.00', '900.00', '1050.00', '950.00'].map((a): [string, string] => [a, 'SEK']);
    const book = payeeBookLookup([{ ...eur, recentAmounts: [...eur.recentAmounts, ...sek] }]);
    const inSek = (amount: string) => ({ ...pay('Acme Oy', ACME_OLD, amount), currency: 'SEK' });
    const unusual = (p: BulkPaymentItem) => payeeIssues(p, 2, 0, book).map((i) => i.code);
    expect(unusual(pay('Acme Oy', ACME_OLD, '1000.00'))).toEqual(['amount_unusual']);
    expect(unusual(inSek('1000.00'))).toEqual([]);
    expect(unusual(pay('Acme Oy', ACME_OLD, '100.00'))).toEqual([]);
    expect(unusual(inSek('100.00'))).toEqual(['amount_unusual']);
  });

  it('an amount far from the payee’s own median is unusual; near it, or with little history, it is not', () => {
    const history = [entry('Acme Oy', ACME_OLD, 'known', ['100.00', '110.00', '90.00', '105.00', '95.00'])];
    expect(codes(pay('Acme Oy', ACME_OLD, '301.00'), history)).toEqual(['amount_unusual']);
    expect(codes(pay('Acme Oy', ACME_OLD, '33.00'), history)).toEqual(['amount_unusual']);
    expect(codes(pay('Acme Oy', ACME_OLD, '300.00'), history)).toEqual([]);
    expect(
      codes(pay('Acme Oy', ACME_OLD, '5000.00'), [entry('Acme Oy', ACME_OLD, 'known', ['1', '1', '1', '1'])]),
    ).toEqual([]);
  });

  it('names with bidi controls, fullwidth letters or mixed scripts get their own kind, visibly escaped', () => {
    expect(lookalikeKinds('Acme\u202eyO')).toEqual(['bidi']);
    expect(lookalikeKinds('Ａcme')).toEqual(['fullwidth']);
    expect(lookalikeKinds('Acme Оy')).toEqual(['mixed_scripts']);
    expect(lookalikeKinds('Ärje Lindqvist')).toEqual([]);
    expect(lookalikeKinds('Дмитрий')).toEqual([]);
    expect(visiblyEscaped('Acme\u202eyO')).toBe('Acme\\u{202E}yO');
    expect(visiblyEscaped('Acme Оy')).toBe('Acme \\u{041E}y');
    const [issue] = payeeIssues(pay('Acme\u202eyO', ACME_OLD), 2, 0, undefined);
    expect(issue).toMatchObject({
      code: 'name_lookalike_characters',
      field: 'name',
      params: { escaped: 'Acme\\u{202E}yO' },
    });
  });

  it('medianText says what Big says of the median to the cent (half up)', () => {
    for (let m2 = 1; m2 < 5000; m2++) expect(medianText(m2)).toBe(new Big(m2).div(2000).toFixed(2));
    expect(medianText(2 * 123_456_789_012_345)).toBe(new Big(123_456_789_012.345).toFixed(2));
  });

  it('unusualAgainst: needs five amounts; compares exactly', () => {
    expect(unusualAgainst('300.01', usualAmountOf(['100', '100', '100', '100']))).toBeUndefined();
    expect(unusualAgainst('300.01', usualAmountOf(['100', '100', '100', '100', '100']))?.toString()).toBe('100');
    // Between two amounts the median is exact (100.0005), and so is the band around it.
    const even = usualAmountOf(['100.001', '100', '100.001', '100', '100', '100.001']);
    expect(even).toEqual({ count: 6, twiceMedianMilli: 200_001 });
    expect(unusualAgainst('300.0015', even)).toBeUndefined();
    expect(unusualAgainst('300.002', even)?.toString()).toBe('100.0005');
    expect(unusualAgainst('33.3335', even)).toBeUndefined();
    expect(unusualAgainst('33.333', even)?.toString()).toBe('100.0005');
  });

  it('validatePayments places them on their rows next to the file’s other problems', () => {
    const rows = [
      {
        line: 2,
        values: { name: 'Acme Oy', iban: ACME_NEW, amount: '10.00', currency: 'EUR', reference: 'Invoice 9' },
      },
      { line: 3, values: { name: 'Bo Li', iban: BOLI, amount: '10.00', currency: 'EUR', reference: 'Invoice 9' } },
    ];
    const result = validatePayments(rows, { payeeBook: payeeBookLookup(book) });
    expect(result.issues.map((i) => [i.line, i.code])).toEqual([[2, 'payee_bank_details_changed']]);
    expect(result.warningCount).toBe(1);
  });

  it('an IBAN the file writes in groups of four or in lower case meets the book as its electronic form (the row rules give the checks that form)', () => {
    const blocked = entry('Bo Li', BOLI, 'blocked');
    const row = (line: number, name: string, iban: string) => ({
      line,
      values: { name, iban, amount: '100.00', currency: 'EUR', reference: `Invoice ${line}` },
    });
    const result = validatePayments(
      [
        row(2, 'Acme Oy', 'FI21 1234 5600 0007 85'), // its known account, grouped: nothing to say
        row(3, 'Bo Li', 'se45 5000 0000 0583 9825 7466'), // a blocked account, grouped in lower case
      ],
      { payeeBook: payeeBookLookup([entry('Acme Oy', ACME_OLD), blocked]) },
    );
    expect(result.issues.map((i) => [i.line, i.code, i.params?.['iban']])).toEqual([[3, 'payee_blocked', BOLI]]);
    expect(result.payments.map((p) => p?.counterparty.account_identifier)).toEqual([ACME_OLD, BOLI]);
  });

  it('a row’s payee findings come after its duplicate and "already sent" ones (the payee checks run as a pass of their own)', () => {
    const row = (line: number) => ({
      line,
      values: { name: 'Acme Oy', iban: ACME_NEW, amount: '10.00', currency: 'EUR', reference: 'Invoice 9' },
    });
    const result = validatePayments([row(2), row(3)], {
      payeeBook: payeeBookLookup(book),
      findRecentlySent: () => ({ sentAt: '2026-02-03T10:00:00Z' }),
    });
    expect(result.issues.map((i) => `${i.line}:${i.code}`)).toEqual([
      '2:sent_recently',
      '2:payee_bank_details_changed',
      '3:duplicate_in_file',
      '3:sent_recently',
      '3:payee_bank_details_changed',
    ]);
  });

  it('a file row’s ERP payee id identifies the payee: renamed, it is still the same payee; unknown ids fall back to the name', () => {
    const acme = { ...entry('Acme Oy', ACME_OLD), key: payeeKey('Acme Oy', 'K-100'), payeeId: 'K-100' };
    const ids = payeeBookLookup([acme, entry('Bo Li', BOLI)]);
    const row = (line: number, name: string, iban: string, payeeId?: string) => ({
      line,
      values: { name, iban, amount: '100.00', currency: 'EUR', reference: `Invoice ${line}`, payee_id: payeeId },
    });
    const result = validatePayments(
      [
        row(2, 'Acme Finland Oy', ACME_OLD, 'K-100'), // renamed in the ERP: the same payee, its known account
        row(3, 'Acme Finland Oy', ACME_NEW, 'K-100'), // the same payee to another account
        row(4, 'Bo Li', BOLI, 'E-7'), // an id the book does not know: known by name
      ],
      { payeeBook: ids },
    );
    expect(result.issues.map((i) => [i.line, i.code])).toEqual([[3, 'payee_bank_details_changed']]);
  });
});
