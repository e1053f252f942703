// Team schema 14 on a real PostgreSQL, applied to a team book keyed the old way: "Müller GmbH"
// (trusted) and "Muller GmbH" (blocked) paid to one IBAN become one entry, blocked, with their
// payments, amounts and notes, each merge in the audit log; the book learns and judges by the new
// key afterwards; and for one file the desktop's book and the team's give the same warnings, which
// the team's release rule follows.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewPayment } from '../../../../../src-main/ports/history/records';
import { HistoryStore } from '../../../../../src-main/adapters/sqlite/history-store';
import { loadPayeeBook } from '../../../../../src-main/adapters/sqlite/payee-book-loader';
import type { RunPayment, TeamStore } from '../../../../../src-main/adapters/postgres/team-store';
import { PAYEE_KEY_UNICODE } from '../../../../../src-main/adapters/postgres/team-payee-key-tables';
import { payeeIssues, type PayeeBookLookup } from '../../../../../src-shared/payments/payee-checks';
import { bulk, openTempDatabase, processedStatus } from '../../../../unit/harness/history-fixtures';
import { startTeamCluster, type PgCluster } from '../../../harness/pg-cluster';
import { openStoreAs } from '../../../harness/store-login';
import { adminStoreUpTo } from '../../../harness/team-admin-store';
import { paymentTo, runOf, sqlAs } from '../../../harness/team-payee-fixtures';

const PASSWORD = 'payee-key-migration';
const DE = 'DE89370400440532013000';
const NL = 'NL91ABNA0417164300';
const SE = 'SE4550000000058398257466';
const FI = 'FI2112345600000785';
const GB = 'GB29NWBK60161331926819';
const AT = 'AT611904300234573201';
let cluster: PgCluster;
const stores: TeamStore[] = [];
let writer: TeamStore;
let alice: TeamStore;
const desktop = openTempDatabase();
const desktopHistory = new HistoryStore(desktop.db);

const sql = <T extends pg.QueryResultRow>(user: string, text: string, params: unknown[] = []) =>
  sqlAs<T>(cluster, user, PASSWORD, text, params);
const to = paymentTo;

/** One bulk paid by the bank, recorded in the team's history (by an admin: the book learns it) and the desktop's. */
async function paid(payments: NewPayment[]): Promise<void> {
  const bankId = `bank-${randomUUID()}`;
  const status = processedStatus(
    bankId,
    payments,
    payments.map(() => 'paid'),
  );
  const accepted = { bankBulkId: bankId, statusUrl: `https://bank.test/${bankId}` };
  const id = await writer.history().recordBulk(bulk(payments, { idempotencyKey: `key-${bankId}` }));
  await writer.history().markAccepted(id, accepted);
  await writer.history().applyStatus(id, status);
  const local = desktopHistory.recordBulk(bulk(payments, { idempotencyKey: `key-${bankId}` }));
  desktopHistory.markAccepted(local, accepted);
  desktopHistory.applyStatus(local, status);
}

const book = () =>
  sql<{ payee_key: string; name: string; iban: string; trust: string; payment_count: number; note: string | null }>(
    'team_admin',
    'SELECT payee_key, name, iban, trust, payment_count, note FROM bulkpay.payee_book ORDER BY iban, payee_key',
  );

beforeAll(async () => {
  cluster = await startTeamCluster(PASSWORD, ['alice', 'bob']);
  // A team installed before schema 14: names keyed by lower case and [[:alnum:]] only.
  writer = await adminStoreUpTo(cluster, PASSWORD, 13);
  stores.push(writer);
  expect((await writer.setRole('alice', 'preparer')).ok).toBe(true);
  expect((await writer.setRole('bob', 'approver')).ok).toBe(true);
}, 60_000);

afterAll(async () => {
  for (const s of stores) await s.close();
  await cluster?.stop();
  desktop.db.close();
});

describe('team schema 14 re-keys the payee book and merges what is now one payee', () => {
  it('"Müller GmbH" trusted and "Muller GmbH" blocked, one IBAN: one entry, blocked, every payment and note, audited', async () => {
    await paid([to('Müller GmbH', DE, '20.00'), to('Müller GmbH', NL, '5.00')]);
    await paid([to('Muller GmbH', DE, '30.00'), to('Muller GmbH', AT, '1.00')]);
    await paid([to('Müller GmbH', AT, '2.00')]);
    await paid([to('Acme Oy', NL, '7.00'), to('Zoe Ltd', SE, '10.00'), to('Muller GmbH', AT, '3.00')]);
    await paid([to('Zoe Ltd', SE, '12.00'), to('Zoe Ltd', SE, '11.00'), to('Zoe Ltd', SE, '10.00')]);
    await paid([to('ZOË LTD', SE, '9.00')]);
    const before = await book();
    expect(before.filter((e) => e.iban === DE)).toHaveLength(2);
    const firstPaid = await sql<{ at: Date }>(
      'team_admin',
      `SELECT first_paid_at AS at FROM bulkpay.payee_book WHERE iban = $1 ORDER BY first_paid_at`,
      [DE],
    );
    await sql(
      'bob',
      `UPDATE bulkpay.payee_book SET trust = 'trusted', note = 'called them' WHERE name = 'Müller GmbH' AND iban = $1`,
      [DE],
    );
    await sql(
      'bob',
      `UPDATE bulkpay.payee_book SET trust = 'blocked', note = 'fraud alert' WHERE name = 'Muller GmbH'`,
    );
    // The desktop keys both names as one payee already: the same entry, blocked there too.
    desktop.db.prepare(`UPDATE payee_book SET trust = 'blocked', note = 'fraud alert' WHERE iban = ?`).run(DE);
    // At another IBAN: "Muller GmbH" blocked, then unblocked (known, once blocked); "Müller GmbH" trusted.
    await sql('bob', `UPDATE bulkpay.payee_book SET trust = 'blocked' WHERE name = 'Muller GmbH' AND iban = $1`, [AT]);
    await sql('bob', `UPDATE bulkpay.payee_book SET trust = 'known' WHERE name = 'Muller GmbH' AND iban = $1`, [AT]);
    await sql('bob', `UPDATE bulkpay.payee_book SET trust = 'trusted' WHERE name = 'Müller GmbH' AND iban = $1`, [AT]);
    // Each spelling with its own ERP payee id and BIC: one is kept, both are in the audit.
    for (const [name, id, bic] of [
      ['Muller GmbH', 'ERP-2', 'GIBAATWW'],
      ['Müller GmbH', 'ERP-1', 'BKAUATWW'],
    ])
      await sql('bob', `UPDATE bulkpay.payee_book SET payee_id = $2, bic = $3 WHERE name = $1 AND iban = $4`, [
        name,
        id,
        bic,
        AT,
      ]);

    writer = await openStoreAs(cluster, 'team_admin', PASSWORD, stores);
    expect((await writer.migrate()).ok).toBe(true);
    expect((await book()).filter((e) => e.iban === DE)).toEqual([
      {
        payee_key: 'name:muller gmbh',
        name: 'Muller GmbH',
        iban: DE,
        trust: 'blocked',
        payment_count: 2,
        note: 'called them / fraud alert',
      },
    ]);
    // Every entry is keyed as the app keys it; none other merged (another IBAN is another entry).
    const after = await sql<{ payee_key: string; name: string }>(
      'team_admin',
      `SELECT payee_key, name FROM bulkpay.payee_book`,
    );
    expect(after.map((e) => e.payee_key).sort()).toEqual([
      'name:acme oy',
      'name:muller gmbh',
      'name:muller gmbh',
      'name:muller gmbh',
      'name:zoe ltd',
    ]);
    const [merged] = await sql<{ at: Date }>(
      'team_admin',
      `SELECT first_paid_at AS at FROM bulkpay.payee_book WHERE iban = $1`,
      [DE],
    );
    // First paid: the earlier spelling's (Müller GmbH, paid a bulk before Muller GmbH).
    expect(firstPaid[0]!.at.getTime()).toBeLessThan(firstPaid[1]!.at.getTime());
    expect(merged!.at).toEqual(firstPaid[0]!.at);
    const usual = await sql<{ payee_key: string; recent_milli: string[]; twice_median_milli: string }>(
      'team_admin',
      `SELECT payee_key, recent_milli, twice_median_milli FROM bulkpay.payee_usual_amounts WHERE payee_key IN ('name:muller gmbh', 'name:zoe ltd') ORDER BY 1`,
    );
    // Newest payment first across the spellings, as paid (not one spelling's list after the other's).
    expect(usual.map((u) => [u.payee_key, u.recent_milli, u.twice_median_milli])).toEqual([
      ['name:muller gmbh', ['3000', '2000', '1000', '30000', '5000', '20000'], '8000'],
      ['name:zoe ltd', ['9000', '10000', '11000', '12000', '10000'], '20000'],
    ]);
    const [interleaved] = await sql<{ recent_amounts: [string, string][] }>(
      'team_admin',
      `SELECT recent_amounts FROM bulkpay.payee_book WHERE iban = $1`,
      [AT],
    );
    expect(interleaved!.recent_amounts.map(([amount]) => amount)).toEqual(['3.00', '2.00', '1.00']);

    const audit = await sql<{ action: string; detail: Record<string, unknown> }>(
      'team_admin',
      `SELECT action, detail FROM bulkpay.audit WHERE action IN ('payee_merged', 'payee_book_rekeyed') ORDER BY id`,
    );
    // "ZOË LTD" was another payee than "Zoe Ltd" too (the old key kept Ë): merged, both known.
    expect(audit).toMatchObject([
      { action: 'payee_merged', detail: { iban: AT, key: 'name:muller gmbh' } },
      {
        action: 'payee_merged',
        detail: {
          iban: DE,
          key: 'name:muller gmbh',
          trust: 'blocked',
          payments: 2,
          merged: [
            { name: 'Müller GmbH', trust: 'trusted', payments: 1, note: 'called them' },
            { name: 'Muller GmbH', trust: 'blocked', payments: 1, note: 'fraud alert' },
          ],
        },
      },
      { action: 'payee_merged', detail: { iban: SE, key: 'name:zoe ltd', trust: 'known', payments: 5 } },
      { action: 'payee_book_rekeyed', detail: { merged: 3, entries: before.length } },
    ]);
  });

  it('a trusted spelling merged with one blocked once and unblocked is not trusted: known, once blocked; differing ERP ids and BICs audited', async () => {
    const [entry] = await sql<{ trust: string; was_blocked: boolean; accepted: boolean }>(
      'team_admin',
      `SELECT trust, was_blocked, bulkpay.payee_account_known('Müller GmbH', NULL, iban) AS accepted
       FROM bulkpay.payee_book WHERE iban = $1`,
      [AT],
    );
    // The release rule asks a second person for this payee, as it did for "Muller GmbH" before.
    expect(entry).toEqual({ trust: 'known', was_blocked: true, accepted: false });
    const [audit] = await sql<{ detail: Record<string, unknown> }>(
      'team_admin',
      `SELECT detail FROM bulkpay.audit WHERE action = 'payee_merged' AND detail->>'iban' = $1`,
      [AT],
    );
    expect(audit!.detail).toMatchObject({
      trust: 'known',
      was_blocked: true,
      merged: [
        { name: 'Muller GmbH', trust: 'known', was_blocked: true, payee_id: 'ERP-2', bic: 'GIBAATWW' },
        { name: 'Müller GmbH', trust: 'trusted', was_blocked: false, payee_id: 'ERP-1', bic: 'BKAUATWW' },
      ],
      payee_ids_differ: ['ERP-1', 'ERP-2'],
      bics_differ: ['BKAUATWW', 'GIBAATWW'],
    });
  });

  it('afterwards the book learns by the new key: "MÜLLER GMBH" and "Mu\u0308ller GmbH" are that payee', async () => {
    await paid([to('MÜLLER GMBH', NL, '6.00'), to('Mu\u0308ller GmbH', NL, '6.00')]);
    expect((await book()).filter((e) => e.iban === NL)).toMatchObject([
      { payee_key: 'name:acme oy', payment_count: 1 },
      { payee_key: 'name:muller gmbh', payment_count: 3 },
    ]);
  });
});

describe("a desktop whose Unicode version is not the key tables'", () => {
  it('is told so in the team status, with both versions', async () => {
    const own = Object.getOwnPropertyDescriptor(process.versions, 'unicode')!;
    Object.defineProperty(process.versions, 'unicode', { ...own, value: '15.1' });
    try {
      const status = await writer.status();
      expect(status.ok && status.value.payeeKeyUnicode).toEqual({ app: '15.1', tables: PAYEE_KEY_UNICODE });
    } finally {
      Object.defineProperty(process.versions, 'unicode', own);
    }
    const agreeing = await writer.status();
    expect(agreeing.ok && agreeing.value.payeeKeyUnicode).toBeNull();
  });
});

/** The payee codes `book` finds on each of `rows` (name, IBAN, amount). */
const codesOf = (book: PayeeBookLookup, rows: readonly (readonly [string, string, string])[]) =>
  rows.map(([name, iban, amount], i) =>
    payeeIssues(
      {
        amount,
        currency: 'EUR',
        counterparty: { name, account_identifier: iban, account_identifier_type: 'iban' },
        method: 'sepa',
      },
      i + 2,
      i,
      book,
    )
      .map((issue) => issue.code)
      .sort(),
  );

/** Whether the team's database holds a one-payment run for a second person (under the amount threshold). */
async function needsSecondPerson([payee, iban, amount]: readonly [string, string, string]): Promise<boolean> {
  const p: RunPayment = {
    line: 2,
    fingerprint: `${iban}|${amount}|EUR|${randomUUID()}`,
    payee,
    amount,
    currency: 'EUR',
    iban,
  };
  const run = await alice.submitRun(runOf([p], FI), [p]);
  if (!run.ok) throw new Error(run.error.message);
  const [row] = await sql<{ payee_release_required: boolean }>(
    'team_admin',
    'SELECT payee_release_required FROM bulkpay.runs WHERE id = $1',
    [run.value.id],
  );
  return row!.payee_release_required;
}

const RISK = ['payee_blocked', 'payee_new', 'payee_bank_details_changed', 'iban_other_payee'];

describe("one file, the desktop's book and the team's: the same warnings, and the release rule follows them", () => {
  it('names written in other forms are the payees the book knows, on both', async () => {
    alice = await openStoreAs(cluster, 'alice', PASSWORD, stores);
    const rows = [
      ['Muller GmbH', DE, '10.00'],
      ['Mu\u0308ller GmbH', NL, '5.00'],
      ['MÜLLER, GmbH', NL, '5.00'],
      ['Ａｃｍｅ Oy', NL, '7.00'],
      ['Acme Oy', SE, '7.00'],
      ['Zoë Ltd', SE, '900.00'],
      ['\u200fΖωή ΑΕ', GB, '10.00'],
    ] as const;
    const team = await writer.payeeBookLookup();
    if (!team.ok) throw new Error(team.error.message);
    const onDesktop = codesOf(loadPayeeBook(desktop.db), rows);
    expect(codesOf(team.value, rows)).toEqual(onDesktop);
    expect(onDesktop).toEqual([
      ['payee_blocked'],
      [],
      [],
      ['name_lookalike_characters'],
      ['iban_other_payee', 'payee_bank_details_changed'],
      ['amount_unusual'],
      ['name_lookalike_characters', 'payee_new'],
    ]);
    expect((await writer.setReleaseThreshold('EUR', '1000.00')).ok).toBe(true);
    const secondPerson: boolean[] = [];
    for (const row of rows) secondPerson.push(await needsSecondPerson(row));
    expect(secondPerson).toEqual(onDesktop.map((codes) => codes.some((c) => RISK.includes(c))));
  });
});
