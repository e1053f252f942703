// An IBAN typed from its start (country and check digits first) is a range of the account index;
// a part from the middle is still found anywhere through the trigram index.
import { describe, expect, it } from 'vitest';
import { paymentSearchSchema, type PaymentSearchInput } from '../../../../../src-shared/ipc/channels/history';
import { HistoryReader } from '../../../../../src-main/adapters/sqlite/history-reader';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';
import { NARROW_ACCOUNT_PREFIX } from '../../../../../src-main/ports/history/search-query';
import { bulk, openTempDatabase, payment } from '../../../harness/history-fixtures';

const OTHER_FI = 'FI5542345670000081';
// A made-up account that holds "FI21 1234" inside it: a search for the start of FI21 1234… must not list it.
const HOLDS_IT_INSIDE = 'GB29NWBKFI2112345600';

function history(fiCount: number) {
  const { db } = openTempDatabase();
  const store = new HistoryStore(db);
  const payments = Array.from({ length: fiCount }, (_, i) =>
    payment({ payeeName: `Aino ${i}`, accountIdentifier: 'FI2112345600000785' }),
  );
  for (let i = 0; i < payments.length; i += 100) store.recordBulk(bulk(payments.slice(i, i + 100)));
  store.recordBulk(
    bulk([
      payment({ payeeName: 'Other Oy', accountIdentifier: OTHER_FI }),
      payment({ payeeName: 'Inside Ltd', accountIdentifier: HOLDS_IT_INSIDE }),
    ]),
  );
  const reader = new HistoryReader(db);
  const search = (input: PaymentSearchInput) => reader.searchPayments(paymentSearchSchema.parse(input));
  const all = (input: PaymentSearchInput) => ({ rows: [...reader.iteratePayments(paymentSearchSchema.parse(input))] });
  return { reader, search, all };
}

const names = (page: { rows: { payeeName: string }[] }) => page.rows.map((r) => r.payeeName);

describe('IBAN search', () => {
  it('a full IBAN typed with spaces in any case reads its range of the account index', () => {
    const { reader, search } = history(3);
    expect(names(search({ iban: 'fi21 1234 5600 0007 85' }))).toEqual(['Aino 2', 'Aino 1', 'Aino 0']);
    expect(names(search({ iban: 'FI55 4234' }))).toEqual(['Other Oy']);
    expect(search({ iban: 'DE89 0000 0000 0000 0001 24' }).total).toBe(0);
    const { page } = reader.searchQueries(paymentSearchSchema.parse({ iban: 'FI21 1234 5600 0007 85' }));
    const plan = reader.db
      .prepare(`EXPLAIN QUERY PLAN ${page.sql}`)
      .all(...page.params)
      .map((r) => (r as { detail: string }).detail)
      .join('\n');
    expect(plan).toMatch(/payments_account/);
    expect(plan).not.toMatch(/payments_text/);
  });

  it('the start of an IBAN matches IBANs that start with it, not the same characters inside another', () => {
    const { search } = history(3);
    expect(names(search({ iban: 'FI21 1234' }))).not.toContain('Inside Ltd');
    // Typed from the middle (no country code first), it is found anywhere.
    expect(names(search({ iban: '1234 5600' }))).toEqual(['Inside Ltd', 'Aino 2', 'Aino 1', 'Aino 0']);
  });

  it('a start held by more than the narrow limit streams from the text index with the same answer', () => {
    const { search, all } = history(NARROW_ACCOUNT_PREFIX + 100);
    const wide = search({ iban: 'FI21 1234', limit: 5 });
    expect(wide).toMatchObject({ total: 1000, totalIsExact: false });
    expect(names(wide)).toEqual(['Aino 2099', 'Aino 2098', 'Aino 2097', 'Aino 2096', 'Aino 2095']);
    expect(names(all({ iban: 'FI2' }))).toContain('Inside Ltd'); // 3 characters: anywhere
    expect(names(all({ iban: 'FI21' }))).not.toContain('Inside Ltd');
    expect(all({ iban: 'FI21 12' }).rows).toHaveLength(NARROW_ACCOUNT_PREFIX + 100);
    expect(names(search({ iban: 'FI55' }))).toEqual(['Other Oy']);
  });

  it('a BBAN part that merely looks like an IBAN start is found inside IBANs', () => {
    const { reader, search } = history(1);
    new HistoryStore(reader.db).recordBulk(
      bulk([
        payment({ payeeName: 'Malta Ltd', accountIdentifier: 'MT84MALT011000012345MTLCAST001S' }),
        payment({ payeeName: 'UK Ltd', accountIdentifier: 'GB29NWBK60161331926819' }),
      ]),
    );
    // GB29 NWBK 6016 1331 9268 19: "BK60 1613" has letters then digits, but BK is no IBAN country.
    expect(names(search({ iban: 'BK60 1613' }))).toEqual(['UK Ltd']);
    // LT is a country and "LT01 1000" fits a Lithuanian IBAN, but none starts with it: found inside the Maltese one.
    expect(names(search({ iban: 'LT01 1000' }))).toEqual(['Malta Ltd']);
    // Longer than a Finnish IBAN (18): not a start, found inside nothing.
    expect(search({ iban: 'FI21 1234 5600 0007 8500' }).total).toBe(0);
    // A whole IBAN no one was paid on stays one read of the account index, never a trigram scan.
    const { page } = reader.searchQueries(paymentSearchSchema.parse({ iban: 'DE89 3704 0044 0532 0130 00' }));
    const plan = reader.db
      .prepare(`EXPLAIN QUERY PLAN ${page.sql}`)
      .all(...page.params)
      .map((r) => (r as { detail: string }).detail)
      .join('\n');
    expect(plan).toMatch(/payments_account/);
    expect(plan).not.toMatch(/payments_text/);
  });

  it('an IBAN pasted with dashes or invisible spaces matches', () => {
    const { search } = history(2);
    expect(names(search({ iban: 'FI21-1234-5600-0007-85' }))).toEqual(['Aino 1', 'Aino 0']);
    expect(names(search({ iban: 'FI21\u200b1234\u00a05600\u202f000785\ufeff' }))).toEqual(['Aino 1', 'Aino 0']);
    expect(names(search({ iban: 'nwbk-fi21' }))).toEqual(['Inside Ltd']);
  });
});
